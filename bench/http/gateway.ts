// The gateway under load: the real `settlegraph serve` (dist/src/cli/main.js) in a child process,
// configured only through its documented environment (README.md, "Configuration"), and the one
// Neo4j the Neo4j benchmarks of a run share.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type BenchNeo4j, startBenchNeo4j } from '../support/neo4j';
import { childEnv, type ServerProcess, startServerProcess } from './server-process';
import { API_KEY } from './workload';

/** dist/src/cli/main.js, from dist/bench/http. */
export const CLI = path.resolve(__dirname, '..', '..', 'src', 'cli', 'main.js');

export type StoreKind = 'memory' | 'neo4j';

/**
 * The per-key rate limit (default 6,000 a minute) would answer most of a benchmark's requests with
 * 429; it stays on (its hook runs on every request) but far out of reach.
 */
export const BENCH_RATE_LIMIT = '1000000000';

/** The settings a benchmark note names: everything else is the default a user gets. */
export const GATEWAY_SETTINGS = `defaults (LOG_LEVEL info, pino JSON lines to a file) except SETTLEGRAPH_RATE_LIMIT=${BENCH_RATE_LIMIT}`;

export async function startGateway(
  name: string,
  store: StoreKind,
  catalogFile: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const env: Record<string, string> = {
    SETTLEGRAPH_CATALOG: catalogFile,
    SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: API_KEY, scopes: ['bench'], operator: true }]),
    SETTLEGRAPH_RATE_LIMIT: BENCH_RATE_LIMIT,
    ...settings,
  };
  if (store === 'neo4j') Object.assign(env, neo4jEnv(await sharedNeo4j(catalogFile)));
  return startServerProcess({
    name,
    script: CLI,
    args: ['serve'],
    env,
    readyPath: '/readyz',
  });
}

/** A gateway on a Neo4j of the benchmark's own, which it fills with the catalog as it starts. */
export function startGatewayOn(
  name: string,
  neo4j: BenchNeo4j,
  catalogFile: string,
): Promise<ServerProcess> {
  return startServerProcess({
    name,
    script: CLI,
    args: ['serve'],
    env: {
      SETTLEGRAPH_CATALOG: catalogFile,
      SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: API_KEY, scopes: ['bench'], operator: true }]),
      SETTLEGRAPH_RATE_LIMIT: BENCH_RATE_LIMIT,
      ...neo4jEnv(neo4j),
    },
    readyPath: '/readyz',
    readyTimeoutMs: 120_000,
  });
}

export function neo4jEnv(neo4j: BenchNeo4j): Record<string, string> {
  const env: Record<string, string> = { NEO4J_URI: neo4j.uri };
  if (process.env.NEO4J_USER !== undefined) env.NEO4J_USER = process.env.NEO4J_USER;
  if (process.env.NEO4J_PASSWORD !== undefined) env.NEO4J_PASSWORD = process.env.NEO4J_PASSWORD;
  return env;
}

let neo4jStarted: Promise<BenchNeo4j> | undefined;
const imported = new Map<string, Promise<void>>();

/**
 * One Neo4j for every Neo4j benchmark of the run (started at first use, stopped when the run is
 * over), holding the catalog: imported once with `settlegraph import` (an idempotent upsert, so
 * an external NEO4J_URI keeps what else it holds). A fresh embedded Neo4j starts empty.
 */
export async function sharedNeo4j(catalogFile: string): Promise<BenchNeo4j> {
  if (!neo4jStarted) {
    neo4jStarted = startBenchNeo4j();
    const started = neo4jStarted;
    // The run is over when nothing else is left to do: stop Neo4j then (the JVM also exits by
    // itself when this process dies, as its stdin closes).
    process.once('beforeExit', () => {
      void started.then((neo4j) => neo4j.stop());
    });
  }
  const neo4j = await neo4jStarted;
  let done = imported.get(catalogFile);
  if (!done) {
    done = importInto(neo4j, catalogFile);
    imported.set(catalogFile, done);
  }
  await done;
  return neo4j;
}

function importInto(neo4j: BenchNeo4j, catalogFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'import', catalogFile], {
      env: childEnv(neo4jEnv(neo4j)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`settlegraph import ${catalogFile} failed (${code}):\n${output}`)),
    );
  });
}

/** GET/POST with the bench key; the parsed JSON body, or an error naming the status. */
export async function requestJson(
  server: ServerProcess,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: string,
): Promise<unknown> {
  const response = await fetch(`${server.url}${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathAndQuery}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

const connected = new Map<string, Promise<{ outcomeId: string; relationships: number }>>();

/** The candidate outcome with the most relationships (asked of the server, untimed). */
export function mostConnectedOutcome(
  server: ServerProcess,
  catalogFile: string,
  candidates: readonly string[],
): Promise<{ outcomeId: string; relationships: number }> {
  let found = connected.get(catalogFile);
  if (!found) {
    found = (async () => {
      let best = { outcomeId: candidates[0] ?? '', relationships: -1 };
      for (const outcomeId of candidates) {
        const page = (await requestJson(
          server,
          'GET',
          `/v1/relationships?outcome_id=${encodeURIComponent(outcomeId)}&page_size=500`,
        )) as { items: unknown[] };
        if (page.items.length > best.relationships)
          best = { outcomeId, relationships: page.items.length };
      }
      return best;
    })();
    connected.set(catalogFile, found);
  }
  return found;
}
