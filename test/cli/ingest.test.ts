// `settlegraph ingest FILE...` as users run it (the compiled CLI; npm test builds it first): on the
// memory store it validates against the demo catalog; on Neo4j it writes, idempotently, and a file
// with a bad line writes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalog } from '../../src/catalog/import-catalog';
import type { Store } from '../../src/store/store';
import { KX_YES } from '../fixtures/market-data-catalog';
import { GOOD_LINES, ndjson } from '../fixtures/market-data-ndjson';
import { smallCatalog } from '../fixtures/small-catalog';
import { Neo4jTestDatabase, neo4jTestConfig } from '../neo4j/neo4j-test-store';
import { storePosition } from '../support/test-server';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const memoryEnv = {
  ...process.env,
  NEO4J_URI: '',
  SETTLEGRAPH_API_KEYS: '',
  SETTLEGRAPH_CATALOG: '',
};

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});

function writeFile(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'settlegraph-ingest-')), name);
  writeFileSync(file, text);
  return file;
}

function ingest(files: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [cli, 'ingest', ...files], { env, encoding: 'utf8' });
}

const demoTrade = {
  type: 'trade',
  trade_id: 'cli-demo-1',
  listing_id: 'lst-kx-fed-dec26-cut25-yes',
  price: '0.3',
  quantity: '5',
  taker_side: 'BUY',
  executed_at: '2026-11-20T15:59:59Z',
};

describe('ingest on the memory store', () => {
  test('validates a file against the demo catalog and says nothing is kept', () => {
    const file = writeFile('demo.ndjson', ndjson([demoTrade]));
    const run = ingest([file], memoryEnv);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${file}: 1 lines, 1 rows written in 1 commit(s)`);
    expect(run.stdout).toContain('memory store: the files are valid against the loaded catalogs');
  });

  test('a bad line exits 1 naming FILE:LINE and the JSON path', () => {
    const file = writeFile(
      'bad.ndjson',
      ndjson([demoTrade, { ...demoTrade, trade_id: 'cli-demo-2', taker_side: 'HOLD' }]),
    );
    const run = ingest([file], memoryEnv);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('has 1 problem(s); nothing was ingested');
    expect(run.stderr).toContain(`${file}:2 $.taker_side: `);
  });

  test('without files it prints usage and exits 2', () => {
    const run = ingest([], memoryEnv);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('ingest FILE...');
  });
});

describe('ingest on Neo4j', () => {
  const database = new Neo4jTestDatabase();
  const config = neo4jTestConfig();
  const env = { ...memoryEnv, NEO4J_URI: config.uri };
  let store: Store;

  beforeAll(async () => {
    store = await database.emptyStore();
    await importCatalog(store, smallCatalog());
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  test('a file with a bad line writes nothing', async () => {
    const before = await storePosition(store);
    const file = writeFile(
      'bad.ndjson',
      ndjson([...GOOD_LINES, { ...GOOD_LINES[0], trade_id: 'nd-9', price: '-0.1' }]),
    );
    const run = ingest([file], env);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:7 $.price: must be between 0 and the payout unit 1`);
    expect(await storePosition(store)).toEqual(before);
  });

  test('a good file is written with coverage changes; ingesting it again writes nothing', async () => {
    const before = await storePosition(store);
    const file = writeFile('good.ndjson', ndjson(GOOD_LINES));
    const first = ingest([file], env);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(
      `${file}: 6 lines, 8 rows written in 1 commit(s), 3 coverage change records, store revision ${before.revision + 1}`,
    );
    const changes = await store.changesAfter(before.changes, { resourceTypes: ['COVERAGE'] }, 10);
    expect(changes).toHaveLength(3);
    const trades = await store.marketData.tradePrints(
      { listingIds: [KX_YES] },
      before.revision + 1,
    );
    expect(trades.map((t) => t.tradeId)).toEqual(['nd-1']);
    const after = await storePosition(store);
    const second = ingest([file], env);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 rows written in 0 commit(s), 0 coverage change records');
    expect(await storePosition(store)).toEqual(after);
  });
});
