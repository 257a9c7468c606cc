// Staged commits on Neo4j (docs/decisions.md, "Staged writes made visible together"): with a
// small transactionRows, test catalogs are written in several transactions, and must read exactly
// as when written in one, be invisible until the Head moves, leave nothing behind when their
// writer dies, and hold other writers off while they run. All against a real Neo4j.
import { importCatalog, loadKnownRecords } from '../../src/catalog/import-catalog';
import { emptyKnownRecords } from '../../src/catalog/known-records';
import { planImport } from '../../src/catalog/plan-import';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import { ServiceError } from '../../src/domain/errors';
import type { Neo4jStore, Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';
import type { StagedTransaction } from '../../src/store/neo4j/staged-commit';
import {
  CommitIdRefusedError,
  RevisionConflictError,
  type CommitBatch,
  type Store,
} from '../../src/store/store';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { generatedCatalog } from '../fixtures/generated-catalog';
import {
  KX_YES,
  marketDataCatalog,
  marketDataJson,
  marketDataOnly,
} from '../fixtures/market-data-catalog';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { describeCommitIdentityContract } from './commit-identity.contract';
import { describeFairValueContract } from './fair-values.contract';
import { describeStoreContract } from './store.contract';

const clock = () => new Date('2026-11-20T16:30:00.000Z');
/** Small enough that every catalog below is staged in several transactions. */
const STAGED: Neo4jStoreOptions = { transactionRows: 50, commitChunkRows: 20 };
const all = { offset: 0, limit: 100_000 };

let database: Neo4jTestDatabase;
const stores: Store[] = [];

beforeAll(() => {
  database = new Neo4jTestDatabase();
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await database.close();
});

async function emptyStore(options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
  const store = await database.emptyStore(options);
  stores.push(store);
  return store;
}

/**
 * The graph's node counts without CommitSettled markers: an import whose commit failed on a loaded
 * machine is settled (docs/decisions.md, "Idempotent writes"), leaving a marker that is bookkeeping,
 * not data, so two runs of one import may differ by one.
 */
async function dataCounts(): Promise<Record<string, number>> {
  const { CommitSettled: _settled, ...counts } = await database.graphCounts();
  return counts;
}

async function secondStore(
  options: Neo4jStoreOptions = {},
  transactionTimeoutMs?: number,
): Promise<Neo4jStore> {
  const store = await database.store(options, { transactionTimeoutMs });
  stores.push(store);
  return store;
}

/** Records the transactions of each staged commit; `pause` may hold the writer after one. */
function recorder(pause?: (t: StagedTransaction) => Promise<void> | void) {
  const seen: StagedTransaction[] = [];
  return {
    seen,
    options: {
      ...STAGED,
      afterStagedTransaction: async (t: StagedTransaction) => {
        seen.push(t);
        await pause?.(t);
      },
    } satisfies Neo4jStoreOptions,
  };
}

/** A promise to hold a staged writer with, and its release. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const held = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { held, open, fail };
}

/** Resolves when `check` holds, polled. */
async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Every read the service makes of a store, at one revision: records by key and by filter,
 * navigation, relationships, market versions, the change feed and market data. What a client
 * could see at that revision.
 */
async function readAll(store: Store, revision: number): Promise<unknown> {
  const markets = await store.findMarkets({}, revision, all);
  const events = await store.findEvents({}, revision, all);
  const families = await store.findFamilies({}, revision, all);
  const marketIds = markets.items.map((m) => m.marketId).sort();
  const familyIds = families.items.map((f) => f.familyId).sort();
  const eventIds = events.items.map((e) => e.eventId).sort();
  const outcomeIds = markets.items.flatMap((m) => m.outcomes.map((o) => o.outcomeId)).sort();
  const listings = await store.listingsOfOutcomes(outcomeIds, revision);
  const listingIds = [...listings.values()].flat().map((l) => l.listingId);
  return {
    head: await store.head(),
    revision: await store.revision(revision),
    markets,
    events,
    families,
    byKey: {
      market: await store.getByKeys('market', marketIds, revision),
      family: await store.getByKeys('family', familyIds, revision),
      event: await store.getByKeys('event', eventIds, revision),
      listing: await store.getByKeys('listing', listingIds, revision),
      convention: await store.getByKeys('convention', ['kx-combo'], revision),
    },
    versions: await Promise.all(
      markets.items.map((m) => store.marketVersion(m.marketId, m.version)),
    ),
    listings,
    marketsOfFamilies: await store.marketIdsOfFamilies(familyIds, revision),
    eventsOfFamilies: await store.eventIdsOfFamilies(familyIds, revision),
    marketsOfEvents: await store.marketIdsOfEvents(eventIds, revision),
    marketsOfOutcomes: await store.marketIdsOfOutcomes(outcomeIds, revision),
    scenarioVersions: await store.scenarioVersionsOfFamilies(familyIds, revision),
    relationships: await store.findRelationships({ outcomeIds, pins: 'current' }, revision, all),
    changes: await store.changesAfter(0, {}, 100_000),
    lastChangeSeq: await store.lastChangeSeq(),
    quotes: await store.marketData.latestQuotes(listingIds),
    orderbooks: await store.marketData.latestOrderbooks(listingIds),
    trades: await store.marketData.trades({ listingIds }, revision, all),
    tradesById: await store.marketData.tradesById(['kx-1', 'kx-5'], revision),
    bars: await store.marketData.bars(
      { listingIds, interval: '1h', start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
      revision,
      all,
    ),
    known: await store.marketData.known({
      tradeIds: ['kx-1', 'kx-5'],
      quotes: [{ listingId: KX_YES, observedAt: '2026-11-20T15:59:00.000Z' }],
      orderbooks: [],
      bars: [{ listingId: KX_YES, interval: '1h', start: '2026-11-20T15:00:00.000Z' }],
      listingIds,
    }),
    fees: await store.marketData.fees(listingIds),
    coverage: await store.marketData.coverage(listingIds),
  };
}

/**
 * Market data that replaces stored rows in place (a quote, a bar, a fee line: each keyed as one
 * already stored, with other values) and adds new ones (a later quote, a trade).
 */
function changedMarketData(): CatalogDocument {
  const json = marketDataJson() as any;
  json.quotes[1].bid = '0.39';
  json.quotes.push({
    listing_id: KX_YES,
    bid: '0.44',
    ask: '0.46',
    observed_at: '2026-11-20T16:10:00Z',
  });
  json.price_history[1].close = '0.44';
  json.fees[0].rate = '0.05';
  json.trades.push({
    trade_id: 'kx-5',
    listing_id: KX_YES,
    price: '0.45',
    quantity: '5',
    taker_side: 'BUY',
    executed_at: '2026-11-20T16:05:00Z',
  });
  return marketDataOnly(json);
}

/**
 * The catalogs of scenario (a): rows with market data, a changed edition, market data replacing
 * stored rows, then a larger catalog. Twenty markets in three families, not sixty: at (a)'s five
 * rows a transaction they are still staged in dozens of transactions, relationships included, and
 * sixty took most of the file's time (106 s of (a) at load 20) to prove the same.
 */
const EDITIONS: [string, () => CatalogDocument][] = [
  ['small catalog with market data', marketDataCatalog],
  ['changed edition', changedSmallCatalog],
  ['changed market data', changedMarketData],
  ['generated catalog', () => generatedCatalog({ markets: 20, families: 3 })],
];

async function importEditions(store: Store): Promise<unknown[]> {
  const reads: unknown[] = [];
  for (const [name, catalog] of EDITIONS) {
    const { revision } = await importCatalog(store, catalog(), { source: name, clock });
    reads.push(await readAll(store, revision));
  }
  for (let revision = 0; revision <= EDITIONS.length; revision++) {
    reads.push(await readAll(store, revision));
  }
  return reads;
}

/**
 * Markets of the generated batch below. Thirty-two, not sixty: at STAGED's rows a transaction it
 * is still staged in dozens of transactions (test (b) checks more than twenty), and (b) reads the
 * whole store between every two of them, so its time went with the batch's size.
 */
const BATCH_MARKETS = 32;

/** The plan of the generated catalog against an empty store, as one commit. */
function generatedBatch(): CommitBatch {
  const planned = planImport(
    draftFromCatalog(generatedCatalog({ markets: BATCH_MARKETS, families: 3 })),
    emptyKnownRecords(),
    clock().toISOString(),
  );
  if (!planned.ok) throw new Error('generated catalog invalid');
  const { puts, changes, relationshipSets } = planned.plan;
  return {
    expectedRevision: 0,
    committedAt: clock().toISOString(),
    puts,
    changes,
    relationshipSets,
  };
}

/** The market data of changedMarketData as planned against `store` at its head. */
async function changedMarketDataPlan(store: Store): Promise<CommitBatch['marketData']> {
  const draft = draftFromCatalog(changedMarketData());
  const known = await loadKnownRecords(store, draft, (await store.head()).revision);
  const planned = planImport(draft, known, clock().toISOString());
  if (!planned.ok) throw new Error('changed market data invalid');
  expect(planned.plan.marketData?.quotes.length).toBe(2);
  expect(planned.plan.marketData?.fees.length).toBe(2);
  return planned.plan.marketData;
}

function smallBatch(expectedRevision: number): CommitBatch {
  return {
    expectedRevision,
    committedAt: clock().toISOString(),
    puts: [
      {
        kind: 'family',
        record: {
          familyId: 'fam-small',
          title: 'Small',
          description: '',
          category: 'Test',
          tags: [],
          supportedConventionIds: [],
          observedAt: 'x',
        },
      },
    ],
    changes: [],
  };
}

// The contract's writes again, every commit above 10 rows staged; its reads of a written catalog
// are not run again, as (a) below proves staged rows read exactly as rows written in one
// transaction (store.contract.ts, StoreContractPart).
describeStoreContract(
  'neo4j, staged',
  () => emptyStore({ transactionRows: 10, commitChunkRows: 4 }),
  'writes',
);
describeFairValueContract('neo4j, staged', (fairValues) =>
  emptyStore({ transactionRows: 2, commitChunkRows: 1, ...(fairValues ? { fairValues } : {}) }),
);
// Every commit with a row staged: its ID and record are checked again in its last transaction.
describeCommitIdentityContract('neo4j, staged', (idempotency) =>
  emptyStore({ transactionRows: 0, commitChunkRows: 1, ...(idempotency ? { idempotency } : {}) }),
);

describe('staged commits on Neo4j', () => {
  // (a) to (c) stage many transactions and take minutes on a loaded machine: hence their limits.
  test('(a) imports written in several transactions read exactly as written in one', async () => {
    const single = await importEditions(await emptyStore());
    const singleGraph = await dataCounts();
    const { seen, options } = recorder();
    // Smaller still, so that the changed edition's few rows are staged too.
    const tiny = { ...options, transactionRows: 5, commitChunkRows: 3 };
    const staged = await importEditions(await emptyStore(tiny));
    // Every edition was staged, in many transactions.
    expect(new Set(seen.map((t) => t.revision))).toEqual(new Set([1, 2, 3, 4]));
    for (const revision of [1, 2, 3, 4]) {
      expect(seen.filter((t) => t.revision === revision).length).toBeGreaterThan(2);
    }
    expect(Math.max(...seen.map((t) => t.rows))).toBeLessThanOrEqual(5);
    // The generated catalog's relationships were staged over several transactions too.
    const generated = seen.filter((t) => t.revision === 4);
    expect(generated.length).toBeGreaterThan(20);
    expect(
      generated.filter((t) => t.statements.includes('create-relationships')).length,
    ).toBeGreaterThan(1);
    expect(staged).toEqual(single);
    expect(await dataCounts()).toEqual(singleGraph);
  }, 180_000);

  test('(b) a reader never sees part of a staged commit', async () => {
    const seed = await emptyStore();
    await importCatalog(seed, marketDataCatalog(), { source: 'seed', clock });
    const before = await readAll(seed, 1);
    const reader = await secondStore();
    let checks = 0;
    const { seen, options } = recorder(async (t) => {
      // Between two transactions of the staged writer: the store reads as before it began.
      expect(t.revision).toBe(2);
      expect(await readAll(reader, (await reader.head()).revision)).toEqual(before);
      expect(await reader.changesAfter(0, {}, 100_000)).toEqual(
        (before as { changes: unknown }).changes,
      );
      expect(await reader.marketVersion('mkt-gen-000', '1')).toBeNull();
      expect(await reader.revision(2)).toBeNull();
      checks++;
    });
    const writer = await secondStore(options);
    // Meanwhile another reader polls as fast as it can: each head it sees reads whole.
    let writing = true;
    const polled: number[] = [];
    const poll = (async () => {
      const poller = await secondStore();
      while (writing) {
        const head = (await poller.head()).revision;
        polled.push(head);
        const changes = await poller.changesAfter(0, {}, 100_000);
        const markets = await poller.findMarkets({ category: 'Generated' }, head, all);
        // The feed is read by sequence, not at a revision: compare only when the Head did not
        // move between the reads.
        if ((await poller.head()).revision !== head) continue;
        if (head === 1) {
          expect(changes).toHaveLength((before as { changes: unknown[] }).changes.length);
          expect(markets.total).toBe(0);
        } else {
          expect(head).toBe(2);
          expect(markets.total).toBe(BATCH_MARKETS);
          expect(changes.at(-1)?.seq).toBe(await poller.lastChangeSeq());
        }
      }
    })();
    const batch = {
      ...generatedBatch(),
      expectedRevision: 1,
      marketData: await changedMarketDataPlan(seed),
    };
    try {
      await expect(writer.commit(batch)).resolves.toMatchObject({ revision: 2 });
    } finally {
      writing = false;
      await poll;
    }
    expect(checks).toBe(seen.length);
    expect(checks).toBeGreaterThan(20);
    expect(polled).toContain(1);
    const after = (await readAll(reader, 2)) as { markets: { total: number } };
    expect(after.markets.total).toBeGreaterThan(BATCH_MARKETS);
    expect(after).not.toMatchObject({ quotes: (before as { quotes: unknown }).quotes });
    expect((await reader.marketData.latestQuotes([KX_YES])).get(KX_YES)?.bid).toBe('0.44');
    expect((await reader.marketData.fees([KX_YES])).get(KX_YES)?.[0]?.rate).toBe('0.05');
  }, 180_000);

  test('(c) an interrupted staging stays invisible and the next writer rolls it back', async () => {
    // The clean store's reads and graph, for comparison.
    const clean = await emptyStore();
    await importCatalog(clean, marketDataCatalog(), { source: 'clean', clock });
    await importCatalog(clean, changedSmallCatalog(), { source: 'clean', clock });
    const cleanReads = [await readAll(clean, 1), await readAll(clean, 2)];
    const cleanGraph = await dataCounts();

    const setup = await emptyStore();
    await importCatalog(setup, marketDataCatalog(), { source: 'setup', clock });
    const before = await readAll(setup, 1);
    const marketData = await changedMarketDataPlan(setup);
    const frozen = gate();
    // Stopped once the market data is written, before the change records.
    let stoppedAt = 0;
    const { seen, options } = recorder((t) => {
      if (stoppedAt === 0 && t.statements.includes('market-data-put-coverage')) {
        stoppedAt = t.index;
      }
      return stoppedAt > 0 && t.index === stoppedAt ? frozen.held : undefined;
    });
    const dying = await secondStore({ ...options, stagingLeaseMs: 1_000 });
    const interrupted = dying.commit({ ...generatedBatch(), expectedRevision: 1, marketData });
    let failedEarly: unknown;
    interrupted.catch((error: unknown) => (failedEarly = error));
    // A loaded machine stages slowly; a writer that failed before the stop says why.
    await until(() => stoppedAt > 0 || failedEarly !== undefined, 90_000);
    expect(failedEarly).toBeUndefined();

    // The writer is stopped after its rows and market data: nothing of them shows.
    expect(seen.length).toBe(stoppedAt + 1);
    const reader = await secondStore();
    expect(await readAll(reader, 1)).toEqual(before);
    expect((await database.graphCounts()).MarketVersion).toBeGreaterThan(0);

    // Once its lease has run out, the next writer rolls the staging back and commits.
    await new Promise((r) => setTimeout(r, 1_200));
    const next = await secondStore();
    await expect(
      importCatalog(next, changedSmallCatalog(), { source: 'next', clock }),
    ).resolves.toMatchObject({
      revision: 2,
    });
    expect([await readAll(next, 1), await readAll(next, 2)]).toEqual(cleanReads);
    expect(await dataCounts()).toEqual(cleanGraph);

    // The stopped writer, resumed, finds its staging gone and the Head moved: a conflict.
    frozen.open();
    await expect(interrupted).rejects.toBeInstanceOf(RevisionConflictError);
    expect(await dataCounts()).toEqual(cleanGraph);
  }, 180_000);

  test('(c) a staged commit that fails rolls itself back at once', async () => {
    const store = await emptyStore({ ...STAGED, stagingLeaseMs: 60_000 });
    await store.commit(smallBatch(0));
    const graph = await database.graphCounts();
    const { options } = recorder((t) => {
      if (t.index === 3) throw new Error('stopped by the test');
    });
    const failing = await secondStore({ ...options, stagingLeaseMs: 60_000 });
    await expect(failing.commit({ ...generatedBatch(), expectedRevision: 1 })).rejects.toThrow(
      'stopped by the test',
    );
    expect(await database.graphCounts()).toEqual(graph);
    // No marker is left to wait for: a small commit goes straight through.
    const started = Date.now();
    await expect(store.commit(smallBatch(1))).resolves.toMatchObject({ revision: 2 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('(d) a small commit waits for a live staging, then succeeds after it', async () => {
    await emptyStore();
    const paused = gate();
    const { seen, options } = recorder((t) => (t.index === 1 ? paused.held : undefined));
    const staged = await secondStore(options);
    const large = staged.commit(generatedBatch());
    await until(() => seen.length === 2);

    const other = await secondStore();
    let settled = false;
    const small = other.commit(smallBatch(1)).finally(() => {
      settled = true;
    });
    // A writer with less time to wait gives up as a timed-out transaction does.
    const hurried = await secondStore({}, 300);
    const gaveUp = await hurried.commit(smallBatch(1)).catch((error: unknown) => error);
    expect(gaveUp).toBeInstanceOf(ServiceError);
    expect(gaveUp).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    await new Promise((r) => setTimeout(r, 500));
    expect(settled).toBe(false);
    expect((await other.head()).revision).toBe(0);
    paused.open();
    await expect(large).resolves.toMatchObject({ revision: 1 });
    await expect(small).resolves.toMatchObject({ revision: 2 });
    expect(await other.getByKeys('family', ['fam-small'], 2)).toHaveLength(1);
    expect((await other.findMarkets({}, 2, all)).total).toBe(BATCH_MARKETS);
  });

  test('(e) a staging whose ID is settled meanwhile does not land, and rolls itself back', async () => {
    const store = await emptyStore({ ...STAGED, stagingLeaseMs: 60_000 });
    await store.commit(smallBatch(0));
    const graph = await database.graphCounts();
    const paused = gate();
    const { seen, options } = recorder((t) => (t.index === 1 ? paused.held : undefined));
    const staged = await secondStore({ ...options, stagingLeaseMs: 60_000 });
    const large = staged
      .commit({ ...generatedBatch(), expectedRevision: 1, commitId: 'import-staged' })
      .catch((error: unknown) => error);
    await until(() => seen.length === 2);
    // Settled while staged: not written, and so it stays.
    expect(await store.settleCommit('import-staged')).toBeNull();
    paused.open();
    const refused = await large;
    expect(refused).toBeInstanceOf(CommitIdRefusedError);
    expect(refused).toMatchObject({ reason: 'settled' });
    expect((await store.head()).revision).toBe(1);
    expect({ ...(await database.graphCounts()), CommitSettled: 0 }).toEqual({
      ...graph,
      CommitSettled: 0,
    });
    expect(await store.settleCommit('import-staged')).toBeNull();
  });
});
