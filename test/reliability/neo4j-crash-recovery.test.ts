// Crash recovery on Neo4j (docs/decisions.md, "Staged writes made visible together" and
// "Operations"): Neo4j is killed with SIGKILL while a staged import, or fair-value batches over
// HTTP, are being written, and started again on the same data directory, which it recovers from
// its transaction log. Then, through a store opened again: the head is a committed revision with
// its commit time, reads at it show every batch whole or not at all (an acknowledged one whole),
// nothing past the head is readable, change records are each there once, and the next write
// succeeds, rolling back the dead writer's staging once its lease has run out.
// The file has an embedded Neo4j of its own on a data directory (not the suite's shared one), and
// kills it at several points of each scenario: just after a chosen staged transaction (the next
// one then in flight) and after a random delay. It prints where each kill landed, and timings.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import neo4j from 'neo4j-driver';
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { CommitNotWrittenError, CommitOutcomeUnknownError } from '../../src/catalog/settled-commit';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import type { FairValueRecord } from '../../src/domain/fair-values';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { Neo4jStore, type Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';
import type { StagedTransaction } from '../../src/store/neo4j/staged-commit';
import { ReadCachedStore } from '../../src/store/read-cache';
import type { Store } from '../../src/store/store';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { createServices } from '../../src/services/services';
import { generatedCatalog, generatedCatalogJson } from '../fixtures/generated-catalog';
import {
  neo4jTestDirectory,
  NO_AUTH,
  startEmbeddedNeo4j,
  type EmbeddedNeo4j,
} from '../neo4j/embedded-neo4j';
import { READINESS_LIMIT_MS } from '../support/readiness';
import { listenOnLoopback, TEST_KEY, TEST_KEYS, type TestServer } from '../support/test-server';

/** A dead writer's staging is rolled back by the next writer once this has passed. */
const LEASE_MS = 1_000;
/** Small, so that every import and the larger fair-value batches are staged in many transactions. */
const STAGED: Neo4jStoreOptions = {
  transactionRows: 100,
  commitChunkRows: 50,
  stagingLeaseMs: LEASE_MS,
};
const ALL = { offset: 0, limit: 100_000 };
/**
 * How long a read may wait: a JVM just started after a kill plans each statement for the first
 * time, which on a loaded machine took longer than the 10 s a gateway waits. A kill -9 closes the
 * sockets, so a read during the outage still fails at once; this bounds only a slow answer.
 */
const COLD_READ_MS = 120_000;
const CATALOG_SHAPE = { markets: 30, families: 3 };

/** Timings and what each kill found, written out at the end of the file. */
const report: string[] = [];
afterAll(() => {
  process.stderr.write(`\nneo4j crash recovery\n${report.map((l) => `  ${l}\n`).join('')}`);
});

/**
 * An embedded Neo4j on a data directory of its own, killed and started again on it. The directory
 * is in memory where the suite's are (neo4jTestDirectory): a SIGKILL of the JVM loses what the
 * process held, not what it wrote to the kernel, on either.
 */
class CrashingNeo4j {
  readonly dataDir = mkdtempSync(path.join(neo4jTestDirectory(), 'settlegraph-crash-'));
  private running: EmbeddedNeo4j | undefined;
  private port = 0;
  readonly startMs: number[] = [];

  get uri(): string {
    if (!this.running) throw new Error('Neo4j is not running');
    return this.running.uri;
  }

  get isRunning(): boolean {
    return this.running !== undefined;
  }

  /**
   * Starts Neo4j on the directory: on the port it had (its clients reconnect by themselves), or on
   * a new one (as after a host was replaced: the old clients cannot reach it).
   */
  async start(port: 'same port' | 'new port' = 'same port'): Promise<void> {
    const started = Date.now();
    this.running = await startEmbeddedNeo4j({
      dataDir: this.dataDir,
      port: port === 'same port' ? this.port : 0,
    });
    this.startMs.push(Date.now() - started);
    this.port = Number(new URL(this.running.uri.replace(/^bolt:/, 'http:')).port);
  }

  /** SIGKILL now (the signal is sent before this returns); resolves once the JVM is gone. */
  kill(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    return running ? running.kill!() : Promise.resolve();
  }

  async close(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** What the database holds beside what the store reads: the Head, revisions and leftovers. */
interface RawState {
  head: { revision: number; changeSeq: number; committedAt: string | null };
  /** The staging marker of a writer that was killed, or null. */
  staging: { revision: number; leaseUntil: number } | null;
  revisions: { revision: number; committedAt: string }[];
  /** Rows, RELATES edges and market data written past the head (a staging's, until rolled back). */
  pastHead: { rows: number; closedRows: number; edges: number; marketData: number };
  changes: { count: number; distinctSeqs: number; pastHead: number; duplicated: number };
}

async function rawState(uri: string): Promise<RawState> {
  const driver = neo4j.driver(uri, NO_AUTH);
  try {
    const run = async (text: string, params: Record<string, unknown> = {}) =>
      (await driver.executeQuery(text, params)).records.map(
        (r) => fromNeo4j(r.toObject()) as Record<string, unknown>,
      );
    const [head] = await run(
      `OPTIONAL MATCH (h:Head {id: 'head'})
       RETURN coalesce(h.revision, 0) AS revision, coalesce(h.changeSeq, 0) AS changeSeq,
         h.committedAt AS committedAt, h.stagingRevision AS stagingRevision,
         h.stagingLeaseUntil AS stagingLeaseUntil`,
    );
    const revision = head!.revision as number;
    const changeSeq = head!.changeSeq as number;
    const revisions = await run(
      'MATCH (r:Revision) RETURN r.revision AS revision, r.committedAt AS committedAt ORDER BY revision',
    );
    const [pastHead] = await run(
      `CALL () {
         MATCH (n:FamilyVersion|ScenarioVersion|Event|MarketVersion|Listing|Convention|JointScope|FairValue)
         RETURN sum(CASE WHEN n.validFrom > $revision THEN 1 ELSE 0 END) AS rows,
           sum(CASE WHEN n.validTo > $revision THEN 1 ELSE 0 END) AS closedRows
       }
       CALL () {
         OPTIONAL MATCH ()-[r:RELATES]->() WHERE r.validFrom > $revision OR r.validTo > $revision
         RETURN count(r) AS edges
       }
       CALL () {
         OPTIONAL MATCH (n:Quote|OrderBook|PriceBar|TradePrint|FeeSchedule|ListingData)
         WHERE n.revision > $revision OR n.docFrom > $revision OR n.coverageFrom > $revision
         RETURN count(n) AS marketData
       }
       RETURN rows, closedRows, edges, marketData`,
      { revision: neo4j.int(revision) },
    );
    const [changes] = await run(
      `CALL () {
         OPTIONAL MATCH (c:Change)
         RETURN count(c) AS count, count(DISTINCT c.seq) AS distinctSeqs,
           sum(CASE WHEN c.seq > $changeSeq THEN 1 ELSE 0 END) AS pastHead
       }
       CALL () {
         OPTIONAL MATCH (c:Change)
         WITH c.revision AS revision, c.resourceType AS type, c.resourceId AS id, count(c) AS n
         WHERE n > 1
         RETURN count(*) AS duplicated
       }
       RETURN count, distinctSeqs, pastHead, duplicated`,
      { changeSeq: neo4j.int(changeSeq) },
    );
    return {
      head: { revision, changeSeq, committedAt: (head!.committedAt as string | null) ?? null },
      staging:
        head!.stagingRevision === null
          ? null
          : {
              revision: head!.stagingRevision as number,
              leaseUntil: head!.stagingLeaseUntil as number,
            },
      revisions: revisions as RawState['revisions'],
      pastHead: pastHead as RawState['pastHead'],
      changes: changes as RawState['changes'],
    };
  } finally {
    await driver.close();
  }
}

function fromNeo4j(value: unknown): unknown {
  if (neo4j.isInt(value)) return value.toNumber();
  if (Array.isArray(value)) return value.map(fromNeo4j);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromNeo4j(v)]));
  }
  return value;
}

/**
 * The head as the store reads it is the Head node's, its Revision exists with the same commit
 * time, and revisions 1..head each exist once, none past it.
 */
function expectConsistentHead(raw: RawState, head: { revision: number; committedAt: string }) {
  expect(raw.head.revision).toBe(head.revision);
  expect(raw.revisions.map((r) => r.revision)).toEqual(
    Array.from({ length: head.revision }, (_, i) => i + 1),
  );
  if (head.revision > 0) {
    expect(raw.revisions.at(-1)?.committedAt).toBe(head.committedAt);
    expect(raw.head.committedAt).toBe(head.committedAt);
  }
  // Change records: each seq once, and no resource changed twice by one commit.
  expect(raw.changes.distinctSeqs).toBe(raw.changes.count);
  expect(raw.changes.duplicated).toBe(0);
}

/** After a successful write: nothing of a staging is left, and the feed is gap-free to the head. */
function expectNothingLeftOver(raw: RawState) {
  expect(raw.staging).toBeNull();
  expect(raw.pastHead).toEqual({ rows: 0, closedRows: 0, edges: 0, marketData: 0 });
  expect(raw.changes).toMatchObject({ count: raw.head.changeSeq, pastHead: 0 });
}

function leftovers(raw: RawState): string {
  const past = raw.pastHead;
  return raw.staging === null
    ? 'no staging marker'
    : `staging marker for revision ${raw.staging.revision}, past the head: ${past.rows} rows, ` +
        `${past.closedRows} rows closed, ${past.edges} edges, ${past.marketData} market data, ` +
        `${raw.changes.pastHead} change records`;
}

function random(lo: number, hi: number): number {
  return lo + Math.floor(Math.random() * (hi - lo + 1));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise's outcome, without letting its rejection go unhandled meanwhile. */
function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  return Promise.allSettled([promise]).then(([result]) => result);
}

/** Kills Neo4j once: when a kill point is reached, or when asked at the latest. */
class KillSwitch {
  private timer: NodeJS.Timeout | undefined;
  private killed: Promise<void> | undefined;
  /** Staged transactions done when the kill came (StagedTransaction.index of the last). */
  doneBefore = -1;

  constructor(
    private readonly neo4j: CrashingNeo4j,
    private readonly seen: readonly StagedTransaction[],
  ) {}

  /** Kills Neo4j (again: a no-op) and resolves once its process is gone. */
  now(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.killed) {
      this.doneBefore = this.seen.at(-1)?.index ?? -1;
      this.killed = this.neo4j.kill();
    }
    return this.killed;
  }

  /** Kills Neo4j in `ms`, unless something kills it first. */
  after(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.now(), ms);
  }

  /** `work`'s outcome, or undefined once Neo4j is killed while it runs. */
  async during<T>(
    work: Promise<PromiseSettledResult<T>>,
  ): Promise<PromiseSettledResult<T> | undefined> {
    const killed = (async () => {
      while (!this.killed) await sleep(5);
      return undefined;
    })();
    return Promise.race([work, killed]);
  }
}

// --- (a) imports -------------------------------------------------------------------------------

/**
 * Edition k of a generated catalog, each of the same size: every family, event and market
 * retitled (each a new row superseding the last edition's, with a change record), one market's
 * payouts changed (so its family's relationships are derived again: their RELATES edges closed
 * and new ones written), a new quote per listing (new market-data nodes) and the same 1h bar per
 * listing with another close (a doc replaced in place).
 */
function edition(k: number): CatalogDocument {
  const json = generatedCatalogJson(CATALOG_SHAPE) as {
    families: { title: string }[];
    events: { title: string }[];
    markets: { title: string; outcomes: { listings: { listing_id: string }[] }[] }[];
    market_data?: unknown;
  };
  for (const list of [json.families, json.events, json.markets]) {
    for (const item of list) item.title = `${item.title}, edition ${k}`;
  }
  // Market 0 pays YES in another scenario each edition: its family's relationships change.
  const [yes, no] = json.markets[0]!.outcomes as unknown as {
    payouts: Record<string, Record<string, string>>;
  }[];
  const pays = ['low', 'mid', 'high'][k % 3]!;
  for (const scenario of ['low', 'mid', 'high']) {
    yes!.payouts['fam-gen-0@1']![scenario] = scenario === pays ? '1' : '0';
    no!.payouts['fam-gen-0@1']![scenario] = scenario === pays ? '0' : '1';
  }
  const listingIds = json.markets.flatMap((m) =>
    m.outcomes.flatMap((o) => o.listings.map((l) => l.listing_id)),
  );
  const cents = (n: number) => `0.${String(n).padStart(2, '0')}`;
  json.market_data = {
    quotes: listingIds.map((listingId, i) => ({
      listing_id: listingId,
      bid: cents(10 + (i % 40)),
      ask: cents(50 + (i % 40)),
      observed_at: `2026-11-20T${String(k).padStart(2, '0')}:00:00Z`,
    })),
    price_history: listingIds.map((listingId, i) => ({
      listing_id: listingId,
      interval: '1h',
      start: '2026-11-20T00:00:00Z',
      open: '0.40',
      high: '0.90',
      low: '0.10',
      close: cents(10 + ((i + k) % 80)),
      volume: String(k),
    })),
  };
  return validateCatalog(json);
}

const clockOf = (k: number) => () => new Date(Date.UTC(2026, 10, 20, 16, k));

/** Everything a client reads of the catalog at one revision, market data and feed included. */
async function catalogReads(store: Store, revision: number): Promise<unknown> {
  const markets = await store.findMarkets({}, revision, ALL);
  const families = await store.findFamilies({}, revision, ALL);
  const events = await store.findEvents({}, revision, ALL);
  const outcomeIds = markets.items.flatMap((m) => m.outcomes.map((o) => o.outcomeId)).sort();
  const listings = await store.listingsOfOutcomes(outcomeIds, revision);
  const listingIds = [...listings.values()].flat().map((l) => l.listingId);
  return {
    revision: await store.revision(revision),
    markets,
    families,
    events,
    listings,
    marketsByKey: await store.getByKeys(
      'market',
      markets.items.map((m) => m.marketId),
      revision,
    ),
    relationships: await store.findRelationships({ outcomeIds, pins: 'current' }, revision, ALL),
    changes: await store.changesAfter(0, {}, 100_000),
    lastChangeSeq: await store.lastChangeSeq(),
    quotes: await store.marketData.latestQuotes(listingIds),
    bars: await store.marketData.bars(
      { listingIds, interval: '1h', start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
      revision,
      ALL,
    ),
  };
}

type KillPoint =
  /** Just after staged transaction `index` (0: the marker is set): the next one is in flight. */
  | { after: 'transaction'; index: (transactions: number) => number; what: string }
  /** A random time within a whole write's duration. */
  | { after: 'delay'; what: string };

const IMPORT_KILLS: KillPoint[] = [
  {
    after: 'transaction',
    index: (n) => random(Math.floor(n / 4), Math.floor((3 * n) / 4)),
    what: 'mid-rows',
  },
  { after: 'transaction', index: (n) => n, what: 'with finish-commit next' },
  { after: 'delay', what: 'after a random delay' },
];

// --- (b) fair values ---------------------------------------------------------------------------

const SCOPE = 'scope-a';
/** Smaller still: the two larger fair-value batches are staged in several transactions too. */
const STAGED_FAIR_VALUES: Neo4jStoreOptions = {
  ...STAGED,
  transactionRows: 20,
  commitChunkRows: 10,
};
/** Entries per batch: the first two are staged (above transactionRows), the rest one transaction. */
const BATCH_SIZES = [60, 30, 15, 10, 5];

interface FairValueTarget {
  outcomeId: string;
  marketVersion: string;
  valueType: 'PROBABILITY' | 'EXPECTED_PAYOUT';
}

interface Batch {
  /** Each entry's source: what tells the batch's values from any other. */
  source: string;
  body: unknown;
}

/** Round r's batches: disjoint keys, each batch marked by its source. */
function fairValueBatches(targets: readonly FairValueTarget[], round: number): Batch[] {
  let next = 0;
  return BATCH_SIZES.map((size, b) => {
    const source = `round-${round}-batch-${b}`;
    const entries = targets.slice(next, (next += size)).map((t) => ({
      outcome_id: t.outcomeId,
      market_version: t.marketVersion,
      value_type: t.valueType,
      ...(t.valueType === 'PROBABILITY'
        ? { probability_event: 'FULL_PAYOUT' }
        : { payout_currency: 'USD' }),
      value: `0.${round}${b}`,
      source,
      observed_at: '2026-11-20T12:00:00Z',
    }));
    return { source, body: { scope_id: SCOPE, fair_values: entries } };
  });
}

/** How many of each batch's entries the head shows as that batch's (by their source). */
async function visibleCounts(store: Store, batches: readonly Batch[]): Promise<number[]> {
  const head = await store.head();
  const values = await store.fairValuesOfScope({ scopeId: SCOPE }, head.revision, ALL);
  const bySource = new Map<string, FairValueRecord[]>();
  for (const value of values.items) {
    bySource.set(value.source, [...(bySource.get(value.source) ?? []), value]);
  }
  return batches.map((batch) => {
    const records = bySource.get(batch.source) ?? [];
    // One batch, one commit: its records carry one revision, a committed one.
    expect(new Set(records.map((r) => r.revision)).size).toBeLessThanOrEqual(1);
    for (const record of records) {
      expect(Number(record.revision.slice('rev-'.length))).toBeLessThanOrEqual(head.revision);
    }
    return records.length;
  });
}

/**
 * POSTs a batch: its status, 200 or 503 (SERVICE_UNAVAILABLE, while Neo4j is down); anything else
 * as status and code, to fail the round. A hang fails it too: no answer within the readiness limit
 * (test/support/readiness.ts). The gateway's own limits answer long before (a write transaction
 * may take 60 s, src/store/neo4j/time-limits.ts); a bound of 30 s here failed a batch sent again
 * after a restart at load 21 that was still being written.
 */
async function postBatch(url: string, batch: Batch): Promise<200 | 503 | string> {
  const response = await fetch(`${url}/v1/fair-values:batchUpsert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch.body),
    signal: AbortSignal.timeout(READINESS_LIMIT_MS),
  });
  const body = (await response.json()) as { error?: { code?: string } };
  if (response.status === 200) return 200;
  if (response.status === 503 && body.error?.code === 'SERVICE_UNAVAILABLE') return 503;
  return `${response.status} ${body.error?.code}`;
}

const FAIR_VALUE_KILLS: KillPoint[] = [
  {
    after: 'transaction',
    index: (n) => random(1, Math.max(1, n - 1)),
    what: 'mid-staging of a large batch',
  },
  // One random kill: a second drew another point of the same round, for a Neo4j start more (a
  // sixth of the file's time); the chosen point above and (a)'s kills cover the rest.
  { after: 'delay', what: 'after a random delay' },
];

// One Neo4j and data directory for both scenarios: (b) values the catalog (a) leaves.
describe('Neo4j killed with SIGKILL mid-write', () => {
  const started = Date.now();
  const crashing = new CrashingNeo4j();
  beforeAll(() => crashing.start());
  afterAll(async () => {
    await crashing.close();
    report.push(`Neo4j starts: ${crashing.startMs.join(', ')} ms`);
    report.push(`file: ${Date.now() - started} ms`);
  });

  // Neo4j goes down and comes back at a new address: the import that was running cannot reach it,
  // gives up (SERVICE_UNAVAILABLE) and leaves its staging; the next import, on a store opened
  // again (a new process), finds it.
  test('(a) an import killed mid-staging is invisible after recovery and rolled back by the next import', async () => {
    const reference = new MemoryStore();
    const stores: Store[] = [];
    try {
      // The reads each revision must show, from the memory store importing the same editions.
      const expected: unknown[] = [await catalogReads(reference, 0)];
      let onStaged: ((t: StagedTransaction) => void) | undefined;
      const seen: StagedTransaction[] = [];
      const open = async () => {
        const store = await Neo4jStore.open(
          { uri: crashing.uri, readDeadlineMs: COLD_READ_MS },
          {
            ...STAGED,
            afterStagedTransaction: (t) => {
              seen.push(t);
              onStaged?.(t);
            },
          },
        );
        stores.push(store);
        return store;
      };
      // Of the last import that staged a whole later edition (each has the same shape): its last
      // staged transaction's index, and, on a warm Neo4j, the time from its first staged
      // transaction to its end.
      let lastTransaction = 0;
      let stagingMs = 0;
      /** Imports edition k, whole; measures it when it stages. */
      const importWhole = async (store: Store, k: number, warm = false) => {
        seen.length = 0;
        let stagingBegan = 0;
        onStaged = (t) => {
          if (t.index === 0) stagingBegan = Date.now();
        };
        const result = await importCatalog(store, edition(k), {
          source: `edition ${k}`,
          clock: clockOf(k),
        });
        onStaged = undefined;
        if (seen.length > 0) lastTransaction = seen.at(-1)!.index;
        if (seen.length > 0 && warm) stagingMs = Date.now() - stagingBegan;
        return result;
      };
      const warmStarted = Date.now();
      let store = await open();
      expect((await store.head()).revision).toBe(0);
      // Editions 1 and 2 whole: 2 is the shape of every later one.
      for (const k of [1, 2]) {
        await importCatalog(reference, edition(k), { source: `edition ${k}`, clock: clockOf(k) });
        expected.push(await catalogReads(reference, k));
        await importWhole(store, k, true);
      }
      report.push(`imports of editions 1 and 2 whole: ${Date.now() - warmStarted} ms`);
      let markersLeft = 0;
      /** Each cut-off import's outcome checked (settle: nothing rejects unhandled meanwhile). */
      const cutOffChecks: Promise<PromiseSettledResult<void>>[] = [];

      for (const [i, kill] of IMPORT_KILLS.entries()) {
        const k = i + 3;
        await importCatalog(reference, edition(k), { source: `edition ${k}`, clock: clockOf(k) });
        expected.push(await catalogReads(reference, k));

        seen.length = 0;
        const writer = store;
        const killSwitch = new KillSwitch(crashing, seen);
        const killAt = kill.after === 'transaction' ? kill.index(lastTransaction) : 0;
        const killIn = () => (kill.after === 'transaction' ? random(0, 10) : random(0, stagingMs));
        onStaged = (t) => {
          if (t.index === killAt) killSwitch.after(killIn());
        };
        const times = [Date.now()];
        const writing = settle(
          importCatalog(writer, edition(k), { source: `edition ${k}`, clock: clockOf(k) }),
        );
        const result = await killSwitch.during(writing);
        // A kill point past the import's end: Neo4j is killed once it returns.
        await killSwitch.now();
        onStaged = undefined;
        times.push(Date.now());
        await crashing.start('new port');
        times.push(Date.now());

        // A store opened on the recovered database, before any write.
        store = await open();
        const head = await store.head();
        const raw = await rawState(crashing.uri);
        const landed = head.revision === k;
        if (!landed) expect(head.revision).toBe(k - 1);
        // An acknowledged import survives; one that was not shows whole or not at all.
        if (result?.status === 'fulfilled') expect(landed).toBe(true);
        expectConsistentHead(raw, head);
        expect(await catalogReads(store, head.revision)).toEqual(expected[head.revision]);
        if (raw.staging !== null) markersLeft++;
        times.push(Date.now());
        report.push(
          `import ${k} killed ${kill.what}, after staged transaction ${killSwitch.doneBefore} ` +
            `of ${lastTransaction || '?'}: ${result?.status === 'fulfilled' ? 'acknowledged' : 'cut off'}, ` +
            `${landed ? 'committed' : 'not committed'}; ${leftovers(raw)}`,
        );

        // The next import succeeds, rolling back the expired staging first.
        await expect(importWhole(store, k)).resolves.toMatchObject({ revision: k });
        times.push(Date.now());
        expect(await catalogReads(store, k)).toEqual(expected[k]);
        const after = await rawState(crashing.uri);
        expectConsistentHead(after, await store.head());
        expectNothingLeftOver(after);
        times.push(Date.now());
        const [write, restart, before, reimport, checkAfter] = times
          .slice(1)
          .map((t, n) => t - times[n]!);
        report.push(
          `  ms: writing ${write}, restart ${restart}, checks ${before}, import again ${reimport}, checks ${checkAfter}`,
        );

        // The cut-off import gives up by itself (after the driver's retries): unavailable before
        // its commit, else its commit's outcome settled (src/catalog/settled-commit.ts) as not
        // written, true to the store, or unknown, its store gone. That takes the driver's retries
        // and the settling's questions and pauses, timers against an address nothing answers at
        // (Neo4j came back on another port): 10 to 20 s after the checks above. So its outcome
        // is checked while the next kills run, and every one is awaited below.
        const killedAt = times[1]!;
        cutOffChecks.push(
          settle(
            (async () => {
              const outcome = result ?? (await writing);
              report.push(
                `import ${k}: its outcome checked ${Date.now() - killedAt} ms after its kill`,
              );
              if (outcome.status === 'rejected') {
                const reason: unknown = outcome.reason;
                if (reason instanceof CommitNotWrittenError) expect(landed).toBe(false);
                else if (!(reason instanceof CommitOutcomeUnknownError)) {
                  expect(reason).toBeInstanceOf(ServiceError);
                  expect((reason as ServiceError).code).toBe('SERVICE_UNAVAILABLE');
                }
              }
              await writer.close();
            })(),
          ),
        );
      }
      const waitedFrom = Date.now();
      for (const check of await Promise.all(cutOffChecks)) {
        if (check.status === 'rejected') throw check.reason;
      }
      report.push(
        `the cut-off imports' outcomes waited for after the last checks: ${Date.now() - waitedFrom} ms`,
      );
      // The kills after a chosen transaction left stagings behind, so rollbacks ran.
      expect(markersLeft).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
    }
    // Mostly waits for Neo4j to start again: test/support/readiness.ts.
  }, 1_800_000);

  // Neo4j alone goes down: the gateway stays up, answers 503 meanwhile and serves again once
  // Neo4j is back on the same port.
  test('(b) fair-value batches killed in flight are each whole or absent, and retried whole', async () => {
    let server: TestServer | undefined;
    const unexpected: string[] = [];
    const readers: Store[] = [];
    const setupStarted = Date.now();
    try {
      if (!crashing.isRunning) await crashing.start();
      const openReader = async () => {
        const reader = await Neo4jStore.open({ uri: crashing.uri, readDeadlineMs: COLD_READ_MS });
        readers.push(reader);
        return reader;
      };
      const seeded = await openReader();
      // The catalog (a) left; run alone, one of the same shape.
      if ((await seeded.head()).revision === 0) {
        await importCatalog(seeded, generatedCatalog(CATALOG_SHAPE));
      }
      const catalogChanges = await seeded.lastChangeSeq();
      const head = await seeded.head();
      const markets = await seeded.findMarkets({}, head.revision, ALL);
      const targets: FairValueTarget[] = markets.items.flatMap((m) =>
        m.outcomes.flatMap((o) =>
          (['PROBABILITY', 'EXPECTED_PAYOUT'] as const).map((valueType) => ({
            outcomeId: o.outcomeId,
            marketVersion: m.version,
            valueType,
          })),
        ),
      );
      expect(targets).toHaveLength(BATCH_SIZES.reduce((a, b) => a + b));

      let onStaged: ((t: StagedTransaction) => void) | undefined;
      const seen: StagedTransaction[] = [];
      const store = await Neo4jStore.open(
        { uri: crashing.uri, readDeadlineMs: COLD_READ_MS },
        {
          ...STAGED_FAIR_VALUES,
          afterStagedTransaction: (t) => {
            seen.push(t);
            onStaged?.(t);
          },
        },
      );
      // Served as in production, behind the read cache; what the gateway logs as unexpected is
      // kept, so that a 500 names its cause.
      const cached = new ReadCachedStore(store, { maxBytes: 16 * 1024 * 1024 });
      const services = createServices(cached, { tokenSecret: 'test-secret' });
      const app = await buildApp(services, {
        apiKeys: new ApiKeys(TEST_KEYS),
        logger: { level: 'error', stream: { write: (line: string) => unexpected.push(line) } },
      });
      server = await listenOnLoopback(app, cached, services);
      const url = server.url;

      report.push(`fair values: set up in ${Date.now() - setupStarted} ms`);
      // Round 0, whole: every batch answered 200 and visible; how long a round takes.
      const round0 = fairValueBatches(targets, 0);
      let roundStarted = Date.now();
      expect(await Promise.all(round0.map((b) => postBatch(url, b)))).toEqual(
        round0.map(() => 200),
      );
      const roundMs = Date.now() - roundStarted;
      const lastTransaction = Math.max(...seen.map((t) => t.index));
      expect(await visibleCounts(seeded, round0)).toEqual(BATCH_SIZES);
      report.push(
        `fair values: a whole round of ${BATCH_SIZES.join('+')} took ${roundMs} ms ` +
          `(staged batches in up to ${lastTransaction} transactions)`,
      );

      for (const [i, kill] of FAIR_VALUE_KILLS.entries()) {
        const round = i + 1;
        const batches = fairValueBatches(targets, round);
        seen.length = 0;
        const killSwitch = new KillSwitch(crashing, seen);
        if (kill.after === 'transaction') {
          const at = kill.index(lastTransaction);
          onStaged = (t) => {
            if (t.index === at) killSwitch.after(random(0, 10));
          };
        } else {
          // Not before the first commits: the reads that plan them come first.
          killSwitch.after(random(Math.floor(roundMs / 4), roundMs));
        }
        roundStarted = Date.now();
        const posting = settle(Promise.all(batches.map((b) => postBatch(url, b))));
        const result = await killSwitch.during(posting);
        // A kill point past the round: Neo4j is killed once every batch is answered.
        await killSwitch.now();
        const killedAt = Date.now() - roundStarted;
        onStaged = undefined;
        const times = [Date.now()];
        const restarting = crashing.start();
        const answered = await posting;
        times.push(Date.now());
        await restarting;
        times.push(Date.now());
        if (answered.status === 'rejected') throw answered.reason;
        const statuses = answered.value;
        // Nothing but 200 and 503, and nothing the gateway found unexpected.
        expect({ others: statuses.filter((s) => s !== 200 && s !== 503), unexpected }).toEqual({
          others: [],
          unexpected: [],
        });

        // A store opened on the recovered database, before any write.
        const reader = await openReader();
        const recoveredHead = await reader.head();
        const raw = await rawState(crashing.uri);
        expectConsistentHead(raw, recoveredHead);
        const counts = await visibleCounts(reader, batches);
        batches.forEach((_, b) => {
          // Whole or absent; acknowledged means whole.
          expect([0, BATCH_SIZES[b]]).toContain(counts[b]);
          if (statuses[b] === 200) expect(counts[b]).toBe(BATCH_SIZES[b]);
        });
        // Fair values write no change records.
        expect(await reader.lastChangeSeq()).toBe(catalogChanges);
        times.push(Date.now());
        report.push(
          `fair-value round ${round} killed ${kill.what} at ${killedAt} ms` +
            `${result === undefined ? '' : ' (after the round)'}: answers ${statuses.join(' ')}, ` +
            `visible ${counts.join(' ')}; ${leftovers(raw)}`,
        );

        // The same gateway serves again: each batch not acknowledged, sent again, is saved whole.
        const again = batches.filter((_, b) => statuses[b] !== 200);
        expect(await Promise.all(again.map((b) => postBatch(url, b)))).toEqual(
          again.map(() => 200),
        );
        times.push(Date.now());
        expect(await visibleCounts(reader, batches)).toEqual(BATCH_SIZES);
        const after = await rawState(crashing.uri);
        expectConsistentHead(after, await reader.head());
        if (again.length > 0) expectNothingLeftOver(after);
        times.push(Date.now());
        const [answers, restart, checks, resend, checksAfter] = times
          .slice(1)
          .map((t, n) => t - times[n]!);
        report.push(
          `  ms after the kill: all answered ${answers}, restarted ${answers! + restart!}; ` +
            `checks ${checks}, ${again.length} batches sent again ${resend}, checks ${checksAfter}`,
        );
      }
    } finally {
      await server?.close().catch(() => undefined);
      await Promise.all(readers.map((r) => r.close().catch(() => undefined)));
    }
    // Mostly waits for Neo4j to start again: test/support/readiness.ts.
  }, 1_800_000);
});
