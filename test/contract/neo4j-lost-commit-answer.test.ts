// A commit whose answer is lost: Neo4j committed the transaction, and the connection broke before
// its SUCCESS reached the driver, as when Neo4j is killed between the two or the network drops.
// The driver then runs the transaction function again (executor.ts: it retries what it believes
// failed), so each transaction of a staged commit must be safe to run twice (docs/decisions.md,
// "Staged writes made visible together"). A TCP proxy in front of the suite's Neo4j drops the
// answer to one chosen COMMIT and closes that connection.
import net from 'node:net';
import { importCatalog } from '../../src/catalog/import-catalog';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { Neo4jStore, type Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';
import type { StagedTransaction } from '../../src/store/neo4j/staged-commit';
import type { Store } from '../../src/store/store';
import { generatedCatalog } from '../fixtures/generated-catalog';
import { Neo4jTestDatabase, neo4jTestConfig } from '../neo4j/neo4j-test-store';

/** COMMIT in Bolt: a chunk of two bytes holding an empty structure with signature 0x12. */
const COMMIT = Buffer.from([0x00, 0x02, 0xb0, 0x12, 0x00, 0x00]);

/** Forwards Bolt both ways; once armed, the next COMMIT's answer is dropped and its connection closed. */
class CommitAnswerDropper {
  private readonly server = net.createServer((client) => this.connect(client));
  private armed = false;
  dropped = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `bolt://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  /** The next COMMIT sent through the proxy reaches Neo4j; its answer does not come back. */
  arm(): void {
    this.armed = true;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private connect(client: net.Socket): void {
    const upstream = net.connect(this.target);
    let committing = false;
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (data) => {
      if (this.armed && data.includes(COMMIT)) {
        this.armed = false;
        committing = true;
      }
      upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (!committing) {
        client.write(data);
        return;
      }
      this.dropped++;
      end();
    });
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  }
}

/**
 * Staged in about ten transactions. The lease outlasts the test: a writer that took its own marker
 * for another's would wait it out.
 */
const STAGED: Neo4jStoreOptions = {
  transactionRows: 40,
  commitChunkRows: 20,
  stagingLeaseMs: 120_000,
};
const ALL = { offset: 0, limit: 100_000 };
const clock = () => new Date('2026-11-20T16:30:00.000Z');
const catalog = (): CatalogDocument => generatedCatalog({ markets: 12, families: 3 });

/** What a client reads of the catalog at the head. */
async function reads(store: Store): Promise<unknown> {
  const { revision } = await store.head();
  const markets = await store.findMarkets({}, revision, ALL);
  const outcomeIds = markets.items.flatMap((m) => m.outcomes.map((o) => o.outcomeId)).sort();
  return {
    revision: await store.revision(revision),
    markets,
    families: await store.findFamilies({}, revision, ALL),
    listings: await store.listingsOfOutcomes(outcomeIds, revision),
    relationships: await store.findRelationships({ outcomeIds, pins: 'current' }, revision, ALL),
    changes: await store.changesAfter(0, {}, 100_000),
  };
}

let database: Neo4jTestDatabase;
let proxy: CommitAnswerDropper;
let proxyUri: string;
const stores: Store[] = [];
let expected: unknown;
/** The graph a clean import leaves: a transaction run twice must leave nothing more. */
let expectedGraph: Record<string, number>;
/** The statements of each staged transaction of the import, in order. */
let transactions: StagedTransaction[] = [];
/** Stores through the proxy: one staging the import, one writing it in one transaction. */
let staged: Neo4jStore;
let single: Neo4jStore;
/** When to arm the proxy, after a staged transaction of `staged`. */
let armAfter: ((t: StagedTransaction) => boolean) | undefined;

beforeAll(async () => {
  database = new Neo4jTestDatabase();
  const target = new URL(neo4jTestConfig().uri.replace(/^bolt:/, 'http:'));
  proxy = new CommitAnswerDropper({ host: target.hostname, port: Number(target.port) });
  proxyUri = await proxy.listen();
  const reference = new MemoryStore();
  await importCatalog(reference, catalog(), { source: 'catalog', clock });
  expected = await reads(reference);
  // The import's staged transactions, from a run with every answer delivered.
  const seen: StagedTransaction[] = [];
  const store = await database.emptyStore({
    ...STAGED,
    afterStagedTransaction: (t) => void seen.push(t),
  });
  stores.push(store);
  await importCatalog(store, catalog(), { source: 'catalog', clock });
  expect(await reads(store)).toEqual(expected);
  expectedGraph = await database.graphCounts();
  transactions = seen;
  staged = await Neo4jStore.open(
    { uri: proxyUri },
    { ...STAGED, afterStagedTransaction: (t) => void (armAfter?.(t) && proxy.arm()) },
  );
  single = await Neo4jStore.open({ uri: proxyUri });
  stores.push(staged, single);
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await proxy.close();
  await database.close();
});

/**
 * Imports the catalog through the proxy on an emptied database, the answer to one COMMIT dropped:
 * the import's first, or the one after the staged transaction `arm` picks.
 */
async function importDropping(
  store: Neo4jStore,
  arm: 'first' | ((t: StagedTransaction) => boolean),
): Promise<void> {
  await database.emptyStore();
  const dropped = proxy.dropped;
  armAfter = arm === 'first' ? undefined : arm;
  if (arm === 'first') proxy.arm();
  try {
    await expect(
      importCatalog(store, catalog(), { source: 'catalog', clock }),
    ).resolves.toMatchObject({
      revision: 1,
    });
  } finally {
    armAfter = undefined;
  }
  expect(proxy.dropped).toBe(dropped + 1);
  expect(await reads(store)).toEqual(expected);
  expect(await database.graphCounts()).toEqual(expectedGraph);
}

describe('an import whose transaction commits but whose answer is lost reads as if it had arrived', () => {
  const rows: [string, string][] = [
    ['record rows', 'put-market'],
    ['relationships', 'create-relationships'],
    ['change records', 'create-changes'],
  ];
  test.each(rows)('a staged transaction writing %s', async (_, statement) => {
    const index = transactions.findIndex((t) => t.statements.includes(statement as never));
    expect(index).toBeGreaterThan(0);
    // Armed after the transaction before it: the answer to this one's COMMIT is dropped.
    await importDropping(staged, (t) => t.index === index - 1);
  });

  test('the staged transaction that sets the marker', async () => {
    await importDropping(staged, 'first');
  });

  test('the staged transaction that moves the head', async () => {
    const last = transactions.at(-1)!.index;
    await importDropping(staged, (t) => t.index === last);
  });

  test('a commit in one transaction', async () => {
    await importDropping(single, 'first');
  });
});
