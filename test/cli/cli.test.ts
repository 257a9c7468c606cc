// The settlegraph command as users run it: the compiled CLI (npm test builds it first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalog } from '../../src/catalog/import-catalog';
import { CommitIdRefusedError } from '../../src/store/store';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { Neo4jTestDatabase, neo4jTestConfig } from '../neo4j/neo4j-test-store';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const env = { ...process.env, NEO4J_URI: '', SETTLEGRAPH_API_KEYS: '', SETTLEGRAPH_CATALOG: '' };

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});

function writeJson(name: string, value: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-cli-'));
  const file = join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

test('import validates a good catalog and reports what it wrote', () => {
  const file = writeJson('good.json', smallCatalogJson());
  const run = spawnSync(process.execPath, [cli, 'import', file], { env, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain(`${file}: `);
  expect(run.stdout).toMatch(/\d+ records written/);
});

test('import of a bad catalog exits 1 and lists every problem with its JSON path', () => {
  const json = smallCatalogJson() as any;
  json.markets[0].event_ids.push('evt-missing');
  json.events[0].family_ids = ['fam-missing'];
  const file = writeJson('bad.json', json);
  const run = spawnSync(process.execPath, [cli, 'import', file], { env, encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('bad.json has 2 problem(s); nothing was imported');
  expect(run.stderr).toContain('$.markets[0].event_ids[2]: unknown event "evt-missing"');
  expect(run.stderr).toContain('$.events[0].family_ids[0]: unknown family "fam-missing"');
});

test('import without files prints usage and exits 2', () => {
  const run = spawnSync(process.execPath, [cli, 'import'], { env, encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('usage: settlegraph');
});

interface Served {
  url: string;
  output: () => string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** `settlegraph serve` on a free loopback port, once it prints its serving line (and `until`). */
async function serve(
  extraEnv: NodeJS.ProcessEnv,
  until = /serving (http:\/\/\S+)\/v1/,
): Promise<Served> {
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...extraEnv },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no serving line in: ${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const served = /serving (http:\/\/\S+)\/v1/.exec(output);
      if (served && until.test(output)) {
        clearTimeout(timer);
        resolve(served[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

test('serve loads SETTLEGRAPH_CATALOG, serves /v1 with the configured key, and stops on SIGTERM', async () => {
  const file = writeJson('serve.json', smallCatalogJson());
  const served = await serve({
    SETTLEGRAPH_CATALOG: file,
    SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: 'cli-test-key-1', scopes: [] }]),
  });
  const { url } = served;
  try {
    expect(served.output()).not.toContain('demo API key');
    const ok = await fetch(`${url}/v1/families`, {
      headers: { authorization: 'Bearer cli-test-key-1' },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as any).items.map((f: any) => f.family_id)).toEqual([
      'fam-btc',
      'fam-fed',
    ]);
    const demoKey = await fetch(`${url}/v1/families`, {
      headers: { authorization: 'Bearer sg-demo-key' },
    });
    expect(demoKey.status).toBe(401);
  } finally {
    expect(await served.stop()).toBe(0);
  }
});

test('serve without configuration loads the demo catalog and prints the demo key', async () => {
  const served = await serve({}, /demo API key/);
  try {
    expect(served.output()).toContain('demo API key (SETTLEGRAPH_API_KEYS is unset): sg-demo-key');
    const res = await fetch(`${served.url}/v1/markets?market_id=mkt-fed-dec26-cut25`, {
      headers: { authorization: 'Bearer sg-demo-key' },
    });
    expect(((await res.json()) as any).items).toHaveLength(1);
  } finally {
    await served.stop();
  }
});

test('serve on Neo4j answers repeated reads from its caches, not with another round trip', async () => {
  const database = new Neo4jTestDatabase();
  await (await database.emptyStore()).close();
  await database.close();
  const key = 'cli-test-key-1';
  const served = await serve({
    ...neo4jEnv(),
    SETTLEGRAPH_CATALOG: writeJson('neo4j.json', smallCatalogJson()),
    SETTLEGRAPH_API_KEYS: JSON.stringify([{ key, scopes: [], operator: true }]),
  });
  try {
    expect(served.output()).toContain('on the neo4j store');
    const get = async (path: string) => {
      const res = await fetch(`${served.url}${path}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const first = await get('/v1/markets?market_id=mkt-fed-cut');
    // Another URL (a response cache miss) making the same store reads (read cache hits).
    const second = await get('/v1/markets?market_id=mkt-fed-cut&page_size=50');
    // The first URL again: its kept body.
    const third = await get('/v1/markets?market_id=mkt-fed-cut');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(JSON.parse(first).items.map((m: any) => m.market_id)).toEqual(['mkt-fed-cut']);
    const metrics = await get('/metrics');
    expect(metrics).toContain(
      'settlegraph_response_cache_lookups_total{route="/v1/markets",result="miss"} 2',
    );
    expect(metrics).toContain(
      'settlegraph_response_cache_lookups_total{route="/v1/markets",result="hit"} 1',
    );
    expect(metrics).toContain(
      'settlegraph_read_cache_lookups_total{method="findMarkets",result="miss"} 1',
    );
    expect(metrics).toContain(
      'settlegraph_read_cache_lookups_total{method="findMarkets",result="hit"} 1',
    );
    expect(metrics).toContain('settlegraph_store_calls_total{method="findMarkets",outcome="ok"} 1');
  } finally {
    expect(await served.stop()).toBe(0);
  }
});

/** The suite's Neo4j (the global setup started it). */
function neo4jEnv(): NodeJS.ProcessEnv {
  const { uri, user, password } = neo4jTestConfig();
  return {
    NEO4J_URI: uri,
    ...(user !== undefined ? { NEO4J_USER: user } : {}),
    ...(password !== undefined ? { NEO4J_PASSWORD: password } : {}),
  };
}

test('settle tells whether an import commit landed: written (0), not written (1), unknown (3)', async () => {
  const database = new Neo4jTestDatabase();
  const store = await database.emptyStore();
  let commitId: string;
  try {
    const result = await importCatalog(store, smallCatalog());
    commitId = result.commitId!;
  } finally {
    await store.close();
  }
  const settle = (id: string, extra: NodeJS.ProcessEnv = neo4jEnv()) =>
    spawnSync(process.execPath, [cli, 'settle', id], {
      env: { ...env, ...extra },
      encoding: 'utf8',
    });
  const written = settle(commitId);
  expect(written.stderr).toBe('');
  expect(written.status).toBe(0);
  expect(written.stdout).toMatch(new RegExp(`^${commitId}: written, store revision 1 \\(`));

  const lost = settle('import-never-sent');
  expect(lost.status).toBe(1);
  expect(lost.stdout).toBe(
    'import-never-sent: not written, and it can no longer land; safe to import again\n',
  );
  // Settled: a commit carrying that ID is refused from now on.
  const late = await database.store();
  try {
    await expect(
      late.commit({
        expectedRevision: 1,
        committedAt: new Date().toISOString(),
        puts: [],
        changes: [],
        commitId: 'import-never-sent',
      }),
    ).rejects.toBeInstanceOf(CommitIdRefusedError);
  } finally {
    await late.close();
    await database.close();
  }

  // No store to ask: unknown. Without NEO4J_URI: there is nothing to ask.
  const unreachable = settle(commitId, { NEO4J_URI: 'bolt://127.0.0.1:9' });
  expect(unreachable.status).toBe(3);
  expect(unreachable.stderr).toContain(
    `${commitId}: outcome unknown: the store could not be reached`,
  );
  const memory = settle(commitId, {});
  expect(memory.status).toBe(2);
  expect(memory.stderr).toContain('settle asks the configured store: set NEO4J_URI');
});

test('import into an unreachable store exits 1: nothing was sent, nothing written', () => {
  const file = writeJson('good.json', smallCatalogJson());
  const run = spawnSync(process.execPath, [cli, 'import', file], {
    env: { ...env, NEO4J_URI: 'bolt://127.0.0.1:9' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(
    /^not written: the store could not be reached .*; safe to import again\.\n$/,
  );
});
