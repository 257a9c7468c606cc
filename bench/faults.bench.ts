// The gateway under faults (docs/decisions.md, "Writers in parallel", "A read deadline on Neo4j",
// "Admission control over HTTP"): concurrent fair-value writers on Neo4j, a Neo4j frozen under
// load, and a flood of slow connections. Each row says whether the fault was absorbed: no busy
// refusals, every request answered within its deadline, /healthz unaffected.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import type { CatalogDocument } from '../src/catalog/catalog-schema';
import { formatNumber, type Benchmark } from './harness';
import { benchWorkload } from './http/catalog';
import {
  GATEWAY_SETTINGS,
  neo4jEnv,
  sharedNeo4j,
  startGateway,
  startGatewayOn,
} from './http/gateway';
import { API_KEY } from './http/workload';
import { IMPORT_CATALOG_SIZE } from './import.bench';
import { listingCount, writeGeneratedCatalog } from './support/generated-catalog';
import { startBenchNeo4j } from './support/neo4j';

const WRITERS = 8;
const BATCHES_PER_WRITER = 60;
const VALUES_PER_BATCH = 10;

const SLOW_CONNECTIONS = 3_000;
const SLOW_SECONDS = 30;
const PROBE_INTERVAL_MS = 50;
const PROBE_TARGET_P99_MS = 100;
/** A closed slow connection is opened again after this long, as slowloris tools do. */
const REOPEN_AFTER_MS = 1_000;

const FROZEN_SECONDS = 60;
/** The deadlines a frozen Neo4j must be met within (README, Operations), and a second of slack. */
const READ_DEADLINE_MS = 10_000;
const WRITE_DEADLINE_MS = 12_000;
const SLACK_MS = 1_000;

interface Answer {
  status: number;
  ms: number;
}

/** One request with the bench key on a new connection (a pooled one could be idle-evicted). */
function send(url: string, method: 'GET' | 'POST', path: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: {
          authorization: `Bearer ${API_KEY}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** The catalog's outcomes with their market versions: fair-value keys to write. */
function outcomesOf(catalogFile: string): { outcome_id: string; market_version: string }[] {
  const catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as CatalogDocument;
  return catalog.markets.flatMap((m) =>
    m.outcomes.map((o) => ({ outcome_id: o.outcome_id, market_version: m.version ?? '1' })),
  );
}

function fairValueBatch(
  keys: readonly { outcome_id: string; market_version: string }[],
  n: number,
): string {
  return JSON.stringify({
    scope_id: 'bench',
    fair_values: keys.map((key) => ({
      ...key,
      value_type: 'PROBABILITY',
      probability_event: 'FULL_PAYOUT',
      value: `0.${(n % 9) + 1}`,
      source: 'bench-writer',
      observed_at: '2026-11-24T12:00:00Z',
    })),
  });
}

const fairValueWriters: Benchmark = {
  name: 'faults/fair-value-writers-8-neo4j',
  description: `${WRITERS} clients each send ${BATCHES_PER_WRITER} fair-value batches of ${VALUES_PER_BATCH} values in turn, all at once, each client on its own outcomes (different keys). Neo4j store. The value is batches written a second; every batch must be 200 (no 503 "busy").`,
  runs: 3,
  unit: 'batches/s',
  notes: `settlegraph serve in a child process, ${GATEWAY_SETTINGS}. Before commits conflicted only on what their plan read, every commit on a moved head was refused and retried, and 8 such writers saw 32% 503 "busy" refusals.`,
  async prepare() {
    const workload = benchWorkload();
    const server = await startGateway('faults-writers', 'neo4j', workload.catalogFile);
    const outcomes = outcomesOf(workload.catalogFile);
    const statuses = new Map<number, number>();
    let latencies: number[] = [];
    return {
      async run() {
        latencies = [];
        const started = performance.now();
        await Promise.all(
          Array.from({ length: WRITERS }, async (_, w) => {
            const keys = outcomes.slice(w * VALUES_PER_BATCH, (w + 1) * VALUES_PER_BATCH);
            for (let n = 0; n < BATCHES_PER_WRITER; n++) {
              const answer = await send(
                server.url,
                'POST',
                '/v1/fair-values:batchUpsert',
                fairValueBatch(keys, n),
              );
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              latencies.push(answer.ms);
            }
          }),
        );
        return (WRITERS * BATCHES_PER_WRITER) / ((performance.now() - started) / 1_000);
      },
      note: () =>
        `statuses over all runs: ${[...statuses].map(([s, n]) => `${s} × ${formatNumber(n)}`).join(', ')}; last run p50 ${formatNumber(percentile(latencies, 50))} ms, p99 ${formatNumber(percentile(latencies, 99))} ms a batch`,
      verdict: () => ({
        target: '0 busy refusals, every batch 200',
        met: [...statuses.keys()].every((s) => s === 200),
      }),
      dispose: () => server.stop(),
    };
  },
};

/** A connection that sends its request line and then one header byte every few seconds. */
function slowConnection(port: number, onClose: () => void): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.on('connect', () => socket.write('GET /v1/families HTTP/1.1\r\nHost: x\r\nX-Slow: '));
  const drip = setInterval(() => socket.write('a'), 5_000);
  socket.on('close', () => {
    clearInterval(drip);
    onClose();
  });
  return socket;
}

const slowConnections: Benchmark = {
  name: 'faults/slow-connections-3000',
  description: `${formatNumber(SLOW_SECONDS)} s of ${formatNumber(SLOW_CONNECTIONS)} slow connections (headers never finished, one byte every 5 s; each one closed is opened again ${formatNumber(REOPEN_AFTER_MS)} ms later) against the gateway, while /healthz is asked every ${PROBE_INTERVAL_MS} ms on a new connection. Memory store. The value is the probes' p99 latency.`,
  runs: 1,
  unit: 'ms',
  notes: `settlegraph serve in a child process, ${GATEWAY_SETTINGS} (so SETTLEGRAPH_MAX_CONNECTIONS is 900 and SETTLEGRAPH_REQUEST_TIMEOUT_MS 30 s). Before the cap shed the slowest connection, 900 slow connections shut out every newcomer, /healthz included.`,
  async prepare() {
    const workload = benchWorkload();
    const server = await startGateway('faults-slow', 'memory', workload.catalogFile);
    const port = Number(new URL(server.url).port);
    const probes: Answer[] = [];
    let reopened = 0;
    return {
      async run() {
        let flooding = true;
        const sockets = new Set<Socket>();
        const open = () => {
          const socket = slowConnection(port, () => {
            sockets.delete(socket);
            if (flooding) {
              reopened += 1;
              setTimeout(open, REOPEN_AFTER_MS);
            }
          });
          sockets.add(socket);
        };
        for (let i = 0; i < SLOW_CONNECTIONS; i++) open();
        const until = performance.now() + SLOW_SECONDS * 1_000;
        while (performance.now() < until) {
          probes.push(await send(server.url, 'GET', '/healthz'));
          await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
        }
        flooding = false;
        for (const socket of sockets) socket.destroy();
        return percentile(
          probes.map((p) => p.ms),
          99,
        );
      },
      note: () =>
        `${formatNumber(probes.length)} probes: ${formatNumber(probes.filter((p) => p.status === 200).length)} answered 200, p50 ${formatNumber(
          percentile(
            probes.map((p) => p.ms),
            50,
          ),
        )} ms, max ${formatNumber(Math.max(...probes.map((p) => p.ms)))} ms; slow connections closed by the gateway and opened again: ${formatNumber(reopened)}`,
      verdict: (result) => ({
        target: `every /healthz probe 200, p99 < ${PROBE_TARGET_P99_MS} ms`,
        met: probes.every((p) => p.status === 200) && result.median < PROBE_TARGET_P99_MS,
      }),
      dispose: () => server.stop(),
    };
  },
};

const frozenNeo4j: Benchmark = {
  name: 'faults/neo4j-frozen-60s',
  description: `Neo4j stopped (SIGSTOP: connections open, nothing answers) for ${FROZEN_SECONDS} s while 4 clients send market lookups and 4 send fair-value batches in turn; then Neo4j continues (SIGCONT). The value is the slowest answer during the freeze.`,
  runs: 1,
  unit: 'ms',
  notes: `settlegraph serve in a child process, ${GATEWAY_SETTINGS} (read deadline 10 s, write timeout 10 s + 2 s). Before the deadlines, requests hung 90-120 s.`,
  async prepare() {
    const workload = benchWorkload();
    const neo4j = await sharedNeo4j(workload.catalogFile);
    const pid = neo4j.pid;
    // The cache would answer lookups without Neo4j: the point is what a request that needs it gets.
    const server = await startGateway('faults-frozen', 'neo4j', workload.catalogFile, {
      SETTLEGRAPH_RESPONSE_CACHE_MB: '0',
      SETTLEGRAPH_READ_CACHE_MB: '0',
    });
    const outcomes = outcomesOf(workload.catalogFile);
    const reads: Answer[] = [];
    const writes: Answer[] = [];
    let after: Answer[] = [];
    return {
      async run() {
        if (pid === undefined) throw new Error('a Neo4j at NEO4J_URI cannot be frozen');
        process.kill(pid, 'SIGSTOP');
        const until = performance.now() + FROZEN_SECONDS * 1_000;
        try {
          await Promise.all([
            ...Array.from({ length: 4 }, async (_, c) => {
              for (let n = c; performance.now() < until; n += 4) {
                const id = workload.marketIds[n % workload.marketIds.length]!;
                reads.push(await send(server.url, 'GET', `/v1/markets?market_id=${id}`));
              }
            }),
            ...Array.from({ length: 4 }, async (_, c) => {
              const keys = outcomes.slice(100 + c * 2, 102 + c * 2);
              for (let n = 0; performance.now() < until; n++)
                writes.push(
                  await send(
                    server.url,
                    'POST',
                    '/v1/fair-values:batchUpsert',
                    fairValueBatch(keys, n),
                  ),
                );
            }),
          ]);
        } finally {
          process.kill(pid, 'SIGCONT');
        }
        // Served again once Neo4j answers (the driver reconnects by itself).
        for (let i = 0; i < 40; i++) {
          after = [await send(server.url, 'GET', `/v1/markets?market_id=${workload.marketIds[0]}`)];
          if (after[0]!.status === 200) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return Math.max(...reads.map((r) => r.ms), ...writes.map((w) => w.ms));
      },
      note: () => {
        const summary = (answers: Answer[]) =>
          `${formatNumber(answers.length)} (${[...new Set(answers.map((a) => a.status))].join('/')}), slowest ${formatNumber(Math.max(...answers.map((a) => a.ms)))} ms`;
        return `reads ${summary(reads)}; writes ${summary(writes)}; after SIGCONT: ${after[0]?.status ?? 'none'}`;
      },
      verdict: () => ({
        target: `every read answered 503 within ${READ_DEADLINE_MS / 1_000} s and every write within ${WRITE_DEADLINE_MS / 1_000} s (+1 s), served again after`,
        met:
          reads.every((r) => r.status === 503 && r.ms < READ_DEADLINE_MS + SLACK_MS) &&
          writes.every((w) => w.status === 503 && w.ms < WRITE_DEADLINE_MS + SLACK_MS) &&
          after[0]?.status === 200,
      }),
      dispose: () => server.stop(),
    };
  },
};

const READERS = 8;
const IMPORT_CHILD = path.join(__dirname, 'support', 'import-child.js');

const readsDuringImport: Benchmark = {
  name: 'faults/reads-during-import-100k-neo4j',
  description: `${READERS} clients read (market lookups, GraphQL families) in turn while the code path of settlegraph import imports the ${formatNumber(listingCount(IMPORT_CATALOG_SIZE))}-listing generated catalog into the Neo4j the gateway serves (a staged commit of many transactions). The value is reads answered a second; every read must be 200.`,
  runs: 1,
  unit: 'req/s',
  notes: `settlegraph serve in a child process, ${GATEWAY_SETTINGS}, on its own embedded Neo4j (2 GiB heap, 1 GiB page cache) empty at the start (lookups answer 200 with no items until the import's revision is visible, GraphQL families then list its families); the import in another child process. Before the Head kept its commit time (docs/decisions.md, "The Head carries its revision's commit time"), readers racing a commit got 500s: 2,071 in 2.8 s with 16 readers.`,
  async prepare() {
    const workload = benchWorkload();
    const neo4j = await startBenchNeo4j({ heap: '2g', pageCacheMiB: 1024 });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'settlegraph-bench-faults-'));
    const file = path.join(dir, 'catalog.json');
    writeGeneratedCatalog(IMPORT_CATALOG_SIZE, file);
    // An empty catalog: the generated one reuses the HTTP catalog's IDs with other contents.
    const empty = path.join(dir, 'empty.json');
    writeFileSync(empty, JSON.stringify({ format: 'settlegraph.catalog/v1' }));
    const server = await startGatewayOn('faults-import-reads', neo4j, empty);
    const statuses = new Map<number, number>();
    let imported = '';
    return {
      async run() {
        let importing = true;
        let answered = 0;
        const started = performance.now();
        const readers = Array.from({ length: READERS }, async (_, c) => {
          for (let n = c; importing; n += READERS) {
            const id = workload.marketIds[n % workload.marketIds.length]!;
            const answer =
              n % 2 === 0
                ? await send(server.url, 'GET', `/v1/markets?market_id=${id}`)
                : await send(
                    server.url,
                    'POST',
                    '/graphql',
                    JSON.stringify({
                      query: '{ families(first: 5) { nodes { familyId category } } }',
                    }),
                  );
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            answered += 1;
          }
        });
        try {
          const { stdout } = await promisify(execFile)(process.execPath, [IMPORT_CHILD, file], {
            env: { ...process.env, ...neo4jEnv(neo4j) },
            maxBuffer: 64 * 1024 * 1024,
          });
          imported = stdout.trim().split('\n').pop() ?? '';
        } finally {
          importing = false;
          await Promise.all(readers);
        }
        return answered / ((performance.now() - started) / 1_000);
      },
      note: () =>
        `reads by status: ${[...statuses].map(([s, n]) => `${s} × ${formatNumber(n)}`).join(', ')}; the import: ${imported}`,
      verdict: () => ({
        target: '0 errors: every read 200',
        met: [...statuses.keys()].every((s) => s === 200) && imported !== '',
      }),
      async dispose() {
        await server.stop();
        await neo4j.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

export const faultBenchmarks: readonly Benchmark[] = [
  fairValueWriters,
  slowConnections,
  frozenNeo4j,
  readsDuringImport,
];
