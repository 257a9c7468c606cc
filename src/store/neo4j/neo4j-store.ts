// The production store (docs/architecture.md, "Data model"): versioned record rows in Neo4j, behaving exactly
// like the memory store (the contract suite runs both). Each port method is one round trip: one
// statement, or for commit one write transaction (several for a large one: staged-commit.ts).
import type {
  ChangeRecord,
  EventRecord,
  FamilyRecord,
  ListingRecord,
  MarketRecord,
  RelationshipRecord,
  ScenarioVersionRecord,
} from '../../domain/records';
import type { FairValueRecord } from '../../domain/fair-values';
import { formatFamilyVersion, type FamilyVersion } from '../../domain/payout-key';
import { RELEVANCE_WEIGHTS } from '../../domain/words';
import type {
  ChangeFilter,
  CommitBatch,
  EventFilter,
  FairValueBounds,
  FairValueFilter,
  FairValueRowCounts,
  FamilyFilter,
  ListingLookup,
  MarketFilter,
  Page,
  PageOf,
  RecordKind,
  RelatedPath,
  RelatedPathQuery,
  RelationshipQuery,
  HeadRevision,
  Revision,
  Store,
  StoreRecords,
  FamiliesWithMarketIds,
  MarketsWithListings,
} from '../store';
import {
  DEFAULT_FAIR_VALUE_BOUNDS,
  FairValueHistoryCompactedError,
  RevisionConflictError,
  emptyPage,
} from '../store';
import type { CypherName } from './cypher-registry';
import type { Neo4jConfig } from './driver';
import { commitBytesExceed, commitRows, StagingInProgressError, writeBatch } from './commit-batch';
import { type ServiceError } from '../../domain/errors';
import { commitStaged, rollBackExpiredStaging, type StagingOptions } from './staged-commit';
import { storeUnavailable } from './store-unavailable';
import { applySchema } from './schema';
import { Executor, type ExecutorLimits, type Params, type Row } from './executor';
import { ROW_STATEMENTS, docOf } from './record-rows';
import { Neo4jMarketData } from './neo4j-market-data';
import { listOf, numberOf, pageParams, pageRowOf, stringOf } from './row-values';
import { Neo4jSyncState } from './neo4j-sync-state';
import { Neo4jSyncLease } from './neo4j-sync-lease';
import { Neo4jPairDecisions } from './neo4j-pair-decisions';
import { Neo4jIdempotency } from './neo4j-idempotency';
import type { IdempotencyBounds } from '../idempotency';
import { lockHead } from './commit-batch';

/** Revision 0, the empty store, exists without a commit (as in the memory store). */
const GENESIS: Revision = { revision: 0, committedAt: new Date(0).toISOString() };

export interface Neo4jStoreOptions {
  /**
   * Rows per statement when a commit writes many records (default 10,000): bounds the memory of
   * one query during large imports.
   */
  commitChunkRows?: number;
  /**
   * The most rows one transaction writes (default 20,000): a larger commit is staged, written in
   * transactions of at most this many rows and made visible together (docs/decisions.md, "Staged
   * writes made visible together"). Smaller commits stay one transaction.
   */
  transactionRows?: number;
  /**
   * The most parameter bytes (JSON text) one transaction sends (default 4 MiB); a larger commit
   * is staged too, in transactions within both bounds. Measured: Neo4j holds 13 to 27 times a
   * statement's parameter bytes (10,000 market rows, 19 MB, went over the test suite's 256 MiB
   * cap on transaction memory; 5,000 fit), so rows alone would not bound its memory.
   */
  transactionBytes?: number;
  /** How long a staged commit's marker outlives its writer's last transaction (default 30 s). */
  stagingLeaseMs?: number;
  /** Test seam: see StagingOptions.afterTransaction. */
  afterStagedTransaction?: StagingOptions['afterTransaction'];
  /** What is kept of fair values (DEFAULT_FAIR_VALUE_BOUNDS when absent). */
  fairValues?: FairValueBounds;
  /** The bytes idempotency records may hold (DEFAULT_IDEMPOTENCY_BOUNDS when absent). */
  idempotency?: IdempotencyBounds;
}

/** A writer waiting for another's staged commit polls the Head this often at first, then less. */
const STAGING_POLL_MS = { first: 20, max: 1_000 };

export class Neo4jStore implements Store {
  private readonly commitChunkRows: number;
  private readonly staging: StagingOptions;
  readonly marketData: Neo4jMarketData;
  readonly syncState: Neo4jSyncState;
  readonly syncLease: Neo4jSyncLease;
  readonly pairDecisions: Neo4jPairDecisions;
  readonly idempotency: Neo4jIdempotency;
  readonly fairValueBounds: Readonly<FairValueBounds>;
  private headRead: Promise<HeadRevision> | undefined;

  private constructor(
    private readonly executor: Executor,
    private readonly options: Neo4jStoreOptions,
  ) {
    this.commitChunkRows = options.commitChunkRows ?? 10_000;
    this.fairValueBounds = Object.freeze({ ...(options.fairValues ?? DEFAULT_FAIR_VALUE_BOUNDS) });
    this.idempotency = new Neo4jIdempotency(executor, options.idempotency);
    this.staging = {
      chunkRows: this.commitChunkRows,
      transactionRows: options.transactionRows ?? 20_000,
      transactionBytes: options.transactionBytes ?? 4 * 1024 * 1024,
      leaseMs: options.stagingLeaseMs ?? 30_000,
      afterTransaction: options.afterStagedTransaction,
      fairValues: this.fairValueBounds,
      idempotency: this.idempotency.bounds,
    };
    this.marketData = new Neo4jMarketData(executor);
    this.syncState = new Neo4jSyncState(executor);
    this.syncLease = new Neo4jSyncLease(executor);
    this.pairDecisions = new Neo4jPairDecisions(executor);
  }

  /** Connects, checks the server answers and applies the schema statements (schema.ts). */
  static open(config: Neo4jConfig, options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
    return Neo4jStore.on(Executor.connect(config), options);
  }

  /** As open, over an executor the caller built (for instance on a shared driver). */
  static async on(executor: Executor, options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
    try {
      await executor.verifyConnectivity();
      await applySchema(executor);
      // A writer stopped between its commit and its publish-commit (killed, cut off) left its
      // revision pending; the first open after makes it visible.
      await publishCommit(executor);
    } catch (error) {
      await executor.close();
      throw error;
    }
    return new Neo4jStore(executor, options);
  }

  /**
   * This store on the same connections with other time limits (a serving process's imports: see
   * src/app/open-store.ts). Closing it leaves the connections to this store.
   */
  withLimits(limits: ExecutorLimits): Neo4jStore {
    return new Neo4jStore(this.executor.withLimits(limits), this.options);
  }

  /**
   * Concurrent callers share one read of the head: under load most requests would otherwise spend
   * a round trip each on the same answer. A caller only joins a read that started after the last
   * commit of this store finished, so this process still reads its own writes; a commit by another
   * process shows up from the next read on, as it would a moment later anyway.
   */
  head(): Promise<HeadRevision> {
    if (!this.headRead) {
      const read = this.readHead().finally(() => {
        if (this.headRead === read) this.headRead = undefined;
      });
      this.headRead = read;
    }
    return this.headRead.then((head) => ({ ...head }));
  }

  private async readHead(): Promise<HeadRevision> {
    const [row] = await this.executor.read('head');
    const revision = numberOf(row?.revision, 'head revision');
    if (revision === 0) return { ...GENESIS };
    const head: HeadRevision = { revision, committedAt: stringOf(row?.committedAt, 'committedAt') };
    const catalogAt: unknown = row?.catalogCommittedAt;
    if (catalogAt !== null && catalogAt !== undefined)
      head.catalog = {
        revision: numberOf(row?.catalogRevision, 'head catalogRevision'),
        committedAt: stringOf(catalogAt, 'catalogCommittedAt'),
      };
    return head;
  }

  async revision(revision: number): Promise<Revision | null> {
    if (revision === 0) return { ...GENESIS };
    if (!Number.isInteger(revision) || revision < 0) return null;
    const [row] = await this.executor.read('revision', { revision });
    const committedAt: unknown = row?.committedAt;
    return committedAt === null || committedAt === undefined
      ? null
      : { revision, committedAt: stringOf(committedAt, 'committedAt') };
  }

  /**
   * While another writer's staged commit holds the Head, waits (polling with backoff) as long as
   * this commit may run, then gives up as a timed-out transaction does; a staging whose lease ran
   * out is rolled back first (docs/decisions.md, "Staged writes made visible together").
   */
  async commit(batch: CommitBatch): Promise<Revision> {
    const timeoutMs = commitTimeoutMs(batch, this.executor.transactionTimeoutMs);
    const deadline = Date.now() + timeoutMs;
    // Decided once, not again after each wait for another writer's staging.
    const staged =
      commitRows(batch) > this.staging.transactionRows ||
      commitBytesExceed(batch, this.staging.transactionBytes);
    try {
      for (let poll = STAGING_POLL_MS.first; ; poll = Math.min(poll * 2, STAGING_POLL_MS.max)) {
        let written: Revision;
        try {
          written = await this.commitOnce(batch, staged, timeoutMs);
        } catch (error) {
          // A commit pending since its writer was stopped conflicts with every plan until it is
          // visible: make it so, and the caller's next plan sees it. The conflict is the answer
          // either way; a store that cannot publish now publishes with its next writer.
          if (error instanceof RevisionConflictError)
            await publishCommit(this.executor).catch(() => undefined);
          if (!(error instanceof StagingInProgressError)) throw error;
          if (error.expired) {
            await rollBackExpiredStaging(this.executor, this.staging);
            continue;
          }
          const left = deadline - Date.now();
          if (left <= 0) throw busy(error, timeoutMs);
          await new Promise((resolve) => setTimeout(resolve, Math.min(poll, left)));
          continue;
        }
        await this.publish(written);
        return written;
      }
    } finally {
      // A head read already in flight may predate this commit: later callers start their own.
      this.headRead = undefined;
    }
  }

  /**
   * The commit's own transaction has finished, so its revision, pending on the Head, can be made
   * visible (docs/decisions.md, "A revision is visible only once all of it is readable"). When
   * that fails the commit has landed all the same, and becomes visible with the next writer: the
   * caller learns it as a write whose answer was lost (an import settles it, a keyed request's
   * retry gets its answer).
   */
  private async publish(written: Revision): Promise<void> {
    try {
      await publishCommit(this.executor);
    } catch (error) {
      throw storeUnavailable(
        `revision ${written.revision} was written and could not be made visible yet`,
        error instanceof Error ? error : undefined,
      );
    }
  }

  /**
   * Under the head lock, so a commit that took it first has landed or failed by then, and one
   * that comes later finds the ID settled (commit-id-check). A staged commit in progress needs no
   * wait: its last transaction checks the ID again under the lock.
   */
  async settleCommit(commitId: string): Promise<Revision | null> {
    const found = await this.executor.executeWrite('settle-commit', async (tx) => {
      await lockHead(tx);
      const [row] = await tx.run('settle-commit', { commitId });
      const revision: unknown = row?.revision;
      return revision === null || revision === undefined
        ? null
        : {
            revision: numberOf(revision, 'settled revision'),
            committedAt: stringOf(row?.committedAt, 'committedAt'),
          };
    });
    this.headRead = undefined;
    return found;
  }

  private commitOnce(batch: CommitBatch, staged: boolean, timeoutMs: number): Promise<Revision> {
    if (staged) return commitStaged(this.executor, batch, this.staging);
    const chunks = { rows: this.commitChunkRows, bytes: this.staging.transactionBytes };
    return this.executor.executeWrite(
      'commit',
      (tx) => writeBatch(tx, batch, chunks, this.fairValueBounds, this.idempotency.bounds),
      timeoutMs,
    );
  }

  async getByKeys<K extends RecordKind>(
    kind: K,
    keys: string[],
    revision: number,
  ): Promise<StoreRecords[K][]> {
    if (keys.length === 0) return [];
    const rows = await this.executor.read(ROW_STATEMENTS[kind].get, { keys, revision });
    return rows.map((row) => docOf(kind, row.doc));
  }

  async marketVersion(marketId: string, version: string): Promise<MarketRecord | null> {
    const [row] = await this.executor.read('market-version', { marketId, version });
    return row ? docOf('market', row.doc) : null;
  }

  findEvents(filter: EventFilter, revision: number, page: Page): Promise<PageOf<EventRecord>> {
    return this.findPage('event', 'find-events', revision, page, filter.words, {
      eventIds: filter.eventIds,
      venue: filter.venue,
      venueEventId: filter.venueEventId,
      familyId: filter.familyId,
      category: filter.category,
      status: filter.status,
    });
  }

  findMarkets(filter: MarketFilter, revision: number, page: Page): Promise<PageOf<MarketRecord>> {
    return this.findPage('market', 'find-markets', revision, page, filter.words, {
      marketIds: filter.marketIds,
      venue: filter.venue,
      venueMarketId: filter.venueMarketId,
      eventId: filter.eventId,
      familyId: filter.familyId,
      category: filter.category,
      status: filter.status,
    });
  }

  async marketsWithTerms(revision: number): Promise<MarketRecord[]> {
    const rows = await this.executor.read('markets-with-terms', { revision });
    return rows.map((row) => docOf('market', row.doc));
  }

  findFamilies(filter: FamilyFilter, revision: number, page: Page): Promise<PageOf<FamilyRecord>> {
    return this.findPage('family', 'find-families', revision, page, filter.words, {
      familyIds: filter.familyIds,
      marketIds: filter.marketIds,
      category: filter.category,
      venue: filter.venue,
    });
  }

  async findListings(lookup: ListingLookup, revision: number): Promise<ListingRecord[]> {
    const [listings] = await this.findListingsBatch([lookup], revision);
    return listings ?? [];
  }

  async findListingsBatch(lookups: ListingLookup[], revision: number): Promise<ListingRecord[][]> {
    const found: ListingRecord[][] = lookups.map(() => []);
    if (lookups.length === 0) return found;
    const rows = await this.executor.read('find-listings', {
      lookups: lookups.map((lookup) => ({
        venue: lookup.venue,
        venueMarketId: lookup.venueMarketId,
        venueOutcomeId: lookup.venueOutcomeId,
        tokenId: lookup.tokenId,
        ticker: lookup.ticker,
        slug: lookup.slug,
        conditionId: lookup.conditionId,
      })),
      revision,
    });
    for (const row of rows) found[numberOf(row.i, 'lookup index')]!.push(docOf('listing', row.doc));
    return found;
  }

  eventIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>> {
    return this.idsOf('event-ids-of-families', 'familyIds', familyIds, revision);
  }

  marketIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>> {
    return this.idsOf('market-ids-of-families', 'familyIds', familyIds, revision);
  }

  async outcomeCountsOfFamilies(
    familyIds: string[],
    revision: number,
  ): Promise<Map<string, number>> {
    const wanted = [...new Set(familyIds)];
    const found = new Map<string, number>();
    if (wanted.length === 0) return found;
    const rows = await this.executor.read('outcome-counts-of-families', {
      familyIds: wanted,
      revision,
    });
    for (const row of rows)
      found.set(stringOf(row.id, 'family ID'), numberOf(row.outcomes, 'outcome count'));
    return found;
  }

  marketIdsOfEvents(eventIds: string[], revision: number): Promise<Map<string, string[]>> {
    return this.idsOf('market-ids-of-events', 'eventIds', eventIds, revision);
  }

  async marketIdsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, string>> {
    const wanted = [...new Set(outcomeIds)];
    const found = new Map<string, string>();
    if (wanted.length === 0) return found;
    const rows = await this.executor.read('market-ids-of-outcomes', {
      outcomeIds: wanted,
      revision,
    });
    const byOutcome = new Map(rows.map((row) => [stringOf(row.id, 'outcome ID'), row.marketId]));
    for (const outcomeId of wanted) {
      const marketId = byOutcome.get(outcomeId);
      if (marketId !== undefined) found.set(outcomeId, stringOf(marketId, 'market ID'));
    }
    return found;
  }

  async listingsOfOutcomes(
    outcomeIds: string[],
    revision: number,
  ): Promise<Map<string, ListingRecord[]>> {
    const docs = await this.docsOf('listings-of-outcomes', 'outcomeIds', outcomeIds, revision);
    return mapValues(docs, (list) =>
      list.map((doc) => docOf('listing', doc)).sort((a, b) => compareIds(a.listingId, b.listingId)),
    );
  }

  async marketsWithListings(marketIds: string[], revision: number): Promise<MarketsWithListings> {
    if (marketIds.length === 0) return { markets: [], listings: new Map() };
    const rows = await this.executor.read('markets-with-listings', { keys: marketIds, revision });
    return marketsWithListingsOf(rows);
  }

  async familiesWithMarketIds(
    familyIds: string[],
    revision: number,
    marketsUpTo = 0,
  ): Promise<FamiliesWithMarketIds> {
    const marketIds = new Map<string, string[]>();
    if (familyIds.length === 0) return { families: [], marketIds };
    const rows =
      marketsUpTo > 0
        ? await this.executor.read('families-with-markets', {
            keys: familyIds,
            revision,
            marketsUpTo,
          })
        : await this.executor.read('families-with-market-ids', { keys: familyIds, revision });
    const families = rows.map((row) => {
      const family = docOf('family', row.doc);
      marketIds.set(
        family.familyId,
        [...new Set((row.ids as unknown[]).map((id) => stringOf(id, 'ID')))].sort(compareIds),
      );
      return family;
    });
    if (marketsUpTo <= 0) return { families, marketIds };
    // A market in several of these families comes once.
    const within = new Map<unknown, Record<string, unknown>>();
    for (const row of rows)
      for (const market of (row.markets as Record<string, unknown>[] | null) ?? [])
        within.set(market.doc, market);
    return { families, marketIds, markets: marketsWithListingsOf([...within.values()]) };
  }

  async scenarioVersionsOfFamilies(
    familyIds: string[],
    revision: number,
  ): Promise<Map<string, ScenarioVersionRecord[]>> {
    const docs = await this.docsOf(
      'scenario-versions-of-families',
      'familyIds',
      familyIds,
      revision,
    );
    return mapValues(docs, (list) =>
      list
        .map((doc) => docOf('scenarioVersion', doc))
        .sort((a, b) => a.ordinal - b.ordinal || compareIds(a.version, b.version)),
    );
  }

  async changesAfter(
    afterSeq: number,
    filter: ChangeFilter,
    limit: number,
  ): Promise<ChangeRecord[]> {
    if (!(limit > 0)) return [];
    const rows = await this.executor.read('changes-after', {
      afterSeq,
      filter: { resourceTypes: filter.resourceTypes, familyIds: filter.familyIds },
      limit: Math.min(Math.ceil(limit), Number.MAX_SAFE_INTEGER),
    });
    return rows.map((row) => JSON.parse(stringOf(row.doc, 'doc')) as ChangeRecord);
  }

  async findRelationships(
    query: RelationshipQuery,
    revision: number,
    page: Page,
  ): Promise<PageOf<RelationshipRecord>> {
    if (query.outcomeIds.length === 0) return emptyPage();
    const rows = await this.executor.read('find-relationships', {
      outcomeIds: [...new Set(query.outcomeIds)],
      pinKeys: await this.pinKeys(query.pins, revision),
      types: query.types ?? null,
      venue: query.neighbourVenue ?? null,
      revision,
      ...pageParams(page),
    });
    return pageRowOf(rows, 'rows', page, (value) => relationshipOf(value as Row));
  }

  async relatedPaths(query: RelatedPathQuery, revision: number): Promise<RelatedPath[]> {
    if (query.depth < 1 || query.limit < 1) return [];
    const rows = await this.executor.read('related-paths', {
      start: query.start,
      depth: Math.min(query.depth, 3),
      pinKeys: await this.pinKeys(query.pins, revision),
      types: query.types ?? null,
      venue: query.neighbourVenue ?? null,
      revision,
      limit: query.limit,
    });
    return rows.map((row) => ({
      outcomeIds: listOf(row.outcomeIds, 'outcomeIds').map((id) => stringOf(id, 'outcome ID')),
      relationships: listOf(row.relationships, 'relationships').map((r) =>
        relationshipOf(r as Row),
      ),
    }));
  }

  async lastChangeSeq(): Promise<number> {
    const [row] = await this.executor.read('last-change-seq');
    return numberOf(row?.seq, 'change seq');
  }

  async fairValuesOfScope(
    filter: FairValueFilter,
    revision: number,
    page: Page,
  ): Promise<PageOf<FairValueRecord>> {
    const rows = await this.executor.read('fair-values-of-scope', {
      filter: { scopeId: filter.scopeId, outcomeIds: filter.outcomeIds },
      revision,
      ...pageParams(page),
    });
    const compactedTo: unknown = rows[0]?.compactedTo;
    if (compactedTo !== null && compactedTo !== undefined) {
      const lostBelow = numberOf(compactedTo, 'compactedTo');
      if (revision < lostBelow) {
        throw new FairValueHistoryCompactedError(
          filter.scopeId,
          revision,
          lostBelow,
          this.fairValueBounds.historyPerValue,
        );
      }
    }
    return pageRowOf(rows, 'docs', page, (doc) => docOf('fairValue', doc));
  }

  async fairValueRowCounts(scopeId: string): Promise<FairValueRowCounts> {
    const [row] = await this.executor.read('fair-value-row-counts', { scopeId });
    return {
      current: numberOf(row?.current, 'current rows'),
      superseded: numberOf(row?.superseded, 'superseded rows'),
    };
  }

  close(): Promise<void> {
    return this.executor.close();
  }

  /** The pins as the key texts the Cypher compares (`familyId + '@' + scenarioVersion`). */
  private async pinKeys(pins: FamilyVersion[] | 'current', revision: number): Promise<string[]> {
    if (pins !== 'current') return pins.map(formatFamilyVersion);
    const [row] = await this.executor.read('current-pin-keys', { revision });
    return listOf(row?.keys ?? [], 'pin keys').map((key) => stringOf(key, 'pin key'));
  }

  /** One page in relevance-then-ID order, with the count of every match. */
  private async findPage<K extends RecordKind>(
    kind: K,
    name: CypherName,
    revision: number,
    page: Page,
    words: string[] | undefined,
    filters: Params,
  ): Promise<PageOf<StoreRecords[K]>> {
    const rows = await this.executor.read(name, {
      filter: { ...filters, words: words ?? [] },
      weights: RELEVANCE_WEIGHTS,
      revision,
      ...pageParams(page),
    });
    return pageRowOf(rows, 'docs', page, (doc) => docOf(kind, doc));
  }

  /** IDs per requested key, sorted, with an empty list for keys that have none. */
  private async idsOf(
    name: CypherName,
    param: string,
    keys: string[],
    revision: number,
  ): Promise<Map<string, string[]>> {
    const lists = await this.listsOf(name, param, keys, revision, 'ids');
    return mapValues(lists, (ids) => ids.map((id) => stringOf(id, 'ID')).sort(compareIds));
  }

  private docsOf(
    name: CypherName,
    param: string,
    keys: string[],
    revision: number,
  ): Promise<Map<string, unknown[]>> {
    return this.listsOf(name, param, keys, revision, 'docs');
  }

  /** A list column per requested key, in request order, empty for keys without rows. */
  private async listsOf(
    name: CypherName,
    param: string,
    keys: string[],
    revision: number,
    column: string,
  ): Promise<Map<string, unknown[]>> {
    const wanted = [...new Set(keys)];
    if (wanted.length === 0) return new Map();
    const rows = await this.executor.read(name, { [param]: wanted, revision });
    const found = new Map(
      rows.map((row: Row) => [stringOf(row.id, 'key'), listOf(row[column], column)]),
    );
    return new Map(wanted.map((key) => [key, found.get(key) ?? []]));
  }
}

function mapValues<V, W>(map: Map<string, V>, f: (value: V) => W): Map<string, W> {
  return new Map([...map].map(([key, value]) => [key, f(value)]));
}

/** Code-unit order, as the memory store sorts IDs. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function relationshipOf(row: Row): RelationshipRecord {
  return {
    relationshipId: stringOf(row.relationshipId, 'relationshipId'),
    familyId: stringOf(row.familyId, 'familyId'),
    scenarioVersion: stringOf(row.scenarioVersion, 'scenarioVersion'),
    type: stringOf(row.type, 'type') as RelationshipRecord['type'],
    fromOutcomeId: stringOf(row.fromOutcomeId, 'fromOutcomeId'),
    toOutcomeId: stringOf(row.toOutcomeId, 'toOutcomeId'),
    witnesses: listOf(row.witnesses, 'witnesses').map((w) => stringOf(w, 'witness')),
  };
}

/**
 * How long a commit may take, and wait for another's staged commit: a request's transaction plus
 * a millisecond per row it writes. A request's small commit keeps the usual limit; a commit large
 * enough to be staged gets that limit per transaction for its own rows (staged-commit.ts), so this
 * bounds its single-transaction path and its wait. Measured: about 0.2 ms per row on 2 cores.
 */
export function commitTimeoutMs(batch: CommitBatch, baseMs: number): number {
  return baseMs + commitRows(batch);
}

/** Makes the Head's pending revision, if any, the visible one (publish-commit.cypher). */
async function publishCommit(executor: Executor): Promise<void> {
  await executor.executeWrite('publish-commit', (tx) => tx.run('publish-commit'));
}

/** A commit that waited its whole time for another writer's staging: as a timed-out transaction. */
function busy(error: StagingInProgressError, waitedMs: number): ServiceError {
  return storeUnavailable(
    `waited ${waitedMs} ms for another writer's staged commit of revision ${error.stagingRevision}`,
    error,
  );
}

/** Rows of {doc, listings} (a market's doc and the docs of its listings) as MarketsWithListings. */
function marketsWithListingsOf(rows: Record<string, unknown>[]): MarketsWithListings {
  const listings = new Map<string, ListingRecord[]>();
  const markets = rows.map((row) => {
    const market = docOf('market', row.doc);
    for (const outcome of market.outcomes) listings.set(outcome.outcomeId, []);
    for (const doc of row.listings as unknown[]) {
      const listing = docOf('listing', doc);
      listings.get(listing.outcomeId)?.push(listing);
    }
    return market;
  });
  for (const list of listings.values()) list.sort((a, b) => compareIds(a.listingId, b.listingId));
  return { markets, listings };
}
