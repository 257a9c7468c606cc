// A read-through cache in front of a store whose reads cost a round trip (Neo4j).
//
// Every read of the port is pinned to a committed revision, and the rows of a committed revision
// never change (the temporal model in store.ts), so an answer can be kept under its arguments and
// revision with nothing ever to invalidate: a commit makes a new revision, hence new keys. Two
// things would break that promise, and both are guarded:
// - a revision this process has not seen committed (through head, revision or commit) may still
//   be written, so its reads pass through uncached;
// - a database emptied and filled again reuses revision numbers with other contents; it shows as
//   a known revision with another commit time, and the whole cache is dropped.
// Fair values are the exception to the promise: their superseded rows are compacted away, so a
// scope's reads pass through (the service reads fair values by key only at the head).
//
// Keyed reads (getByKeys and the "…Of…" maps) are cached per key, so DataLoader batches that
// differ from request to request still hit; the other reads are cached per call. Cached records
// are frozen and every hit returns fresh arrays and maps, so no caller can change what another
// caller later reads.
import { LRUCache } from 'lru-cache';
import type { ChangeRecord, MarketRecord, RelationshipRecord } from '../domain/records';
import type { MarketDataStore } from './market-data';
import {
  recordKey,
  type ChangeFilter,
  type CommitBatch,
  type EventFilter,
  type FairValueBounds,
  type FairValueFilter,
  type FairValueRowCounts,
  type FamilyFilter,
  type ListingLookup,
  type MarketFilter,
  type Page,
  type PageOf,
  type RecordKind,
  type RecordPut,
  type RelatedPath,
  type RelatedPathQuery,
  type RelationshipQuery,
  type HeadRevision,
  type Revision,
  type Store,
  type StoreRecords,
  readFamiliesWithMarketIds,
  readMarketsWithListings,
  type FamiliesWithMarketIds,
  type MarketsWithListings,
} from './store';
import type { IdempotencyStore } from './idempotency';
import type { SyncStateStore } from './sync-state';
import type { SyncLeaseStore } from './sync-lease';
import type { PairDecisionStore } from './pair-decisions';

export interface ReadCacheOptions {
  /** The budget, counted as the JSON length of the cached answers (the heap holds about 2-3×). */
  maxBytes: number;
  /** Told once per cacheable read how many of its keys were answered from the cache. */
  onRead?: (method: string, hits: number, misses: number) => void;
}

/** Commit times of this many revisions are remembered; older revisions simply read through. */
const REMEMBERED_REVISIONS = 4096;

interface Entry {
  value: unknown;
}

export class ReadCachedStore implements Store {
  readonly marketData: MarketDataStore;
  readonly syncState: SyncStateStore;
  readonly syncLease: SyncLeaseStore;
  readonly pairDecisions: PairDecisionStore;
  /** Never cached: a record must be seen the moment its commit lands. */
  readonly idempotency: IdempotencyStore;
  readonly fairValueBounds: Readonly<FairValueBounds>;
  private readonly entries: LRUCache<string, Entry>;
  /** Revision → commit time, for revisions known to be committed. */
  private readonly committed = new Map<number, string>();
  /** Keys being read from the inner store now, and their answer to come. */
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly inner: Store,
    private readonly options: ReadCacheOptions,
  ) {
    this.marketData = inner.marketData;
    this.syncState = inner.syncState;
    this.syncLease = inner.syncLease;
    this.pairDecisions = inner.pairDecisions;
    this.idempotency = inner.idempotency;
    this.fairValueBounds = inner.fairValueBounds;
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry, key) => key.length + jsonLength(entry.value),
    });
  }

  /** Cached answers held now, and their size in JSON characters. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  async head(): Promise<HeadRevision> {
    const head = await this.inner.head();
    this.committedRevision(head);
    return head;
  }

  async revision(revision: number): Promise<Revision | null> {
    const found = await this.inner.revision(revision);
    return found && this.committedRevision(found);
  }

  async commit(batch: CommitBatch): Promise<Revision> {
    return this.committedRevision(await this.inner.commit(batch));
  }

  async settleCommit(commitId: string): Promise<Revision | null> {
    const found = await this.inner.settleCommit(commitId);
    return found && this.committedRevision(found);
  }

  getByKeys<K extends RecordKind>(
    kind: K,
    keys: string[],
    revision: number,
  ): Promise<StoreRecords[K][]> {
    return this.perKey(
      `getByKeys:${kind}`,
      keys,
      revision,
      async (missing) => {
        const rows = await this.inner.getByKeys(kind, missing, revision);
        return new Map(rows.map((record) => [recordKey({ kind, record } as RecordPut), record]));
      },
      (found) => keys.flatMap((key) => (found.get(key) as StoreRecords[K] | undefined) ?? []),
    );
  }

  /** Not pinned to a revision ("whenever it was valid"), so never cached. */
  marketVersion(marketId: string, version: string): Promise<MarketRecord | null> {
    return this.inner.marketVersion(marketId, version);
  }

  findEvents(
    filter: EventFilter,
    revision: number,
    page: Page,
  ): Promise<PageOf<StoreRecords['event']>> {
    return this.perCall('findEvents', [filter, page], revision, () =>
      this.inner.findEvents(filter, revision, page),
    ).then(copyPage);
  }

  findMarkets(filter: MarketFilter, revision: number, page: Page): Promise<PageOf<MarketRecord>> {
    return this.perCall('findMarkets', [filter, page], revision, () =>
      this.inner.findMarkets(filter, revision, page),
    ).then(copyPage);
  }

  marketsWithTerms(revision: number): Promise<MarketRecord[]> {
    return this.perCall('marketsWithTerms', [], revision, () =>
      this.inner.marketsWithTerms(revision),
    ).then((markets) => [...markets]);
  }

  findFamilies(
    filter: FamilyFilter,
    revision: number,
    page: Page,
  ): Promise<PageOf<StoreRecords['family']>> {
    return this.perCall('findFamilies', [filter, page], revision, () =>
      this.inner.findFamilies(filter, revision, page),
    ).then(copyPage);
  }

  async findListings(lookup: ListingLookup, revision: number): Promise<StoreRecords['listing'][]> {
    const [listings] = await this.findListingsBatch([lookup], revision);
    return listings ?? [];
  }

  findListingsBatch(
    lookups: ListingLookup[],
    revision: number,
  ): Promise<StoreRecords['listing'][][]> {
    const keys = lookups.map(lookupKey);
    const lookupOf = new Map(keys.map((key, i) => [key, lookups[i]!]));
    return this.perKey(
      'findListings',
      keys,
      revision,
      async (missing) => {
        const wanted = missing.map((key) => lookupOf.get(key)!);
        const found = await this.inner.findListingsBatch(wanted, revision);
        return new Map(missing.map((key, i) => [key, found[i] ?? []]));
      },
      (found) => keys.map((key) => [...((found.get(key) as StoreRecords['listing'][]) ?? [])]),
    );
  }

  eventIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>> {
    return this.mapOf('eventIdsOfFamilies', familyIds, revision, (ids) =>
      this.inner.eventIdsOfFamilies(ids, revision),
    );
  }

  marketIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>> {
    return this.mapOf('marketIdsOfFamilies', familyIds, revision, (ids) =>
      this.inner.marketIdsOfFamilies(ids, revision),
    );
  }

  outcomeCountsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, number>> {
    return this.mapOf('outcomeCountsOfFamilies', familyIds, revision, (ids) =>
      this.inner.outcomeCountsOfFamilies(ids, revision),
    );
  }

  marketIdsOfEvents(eventIds: string[], revision: number): Promise<Map<string, string[]>> {
    return this.mapOf('marketIdsOfEvents', eventIds, revision, (ids) =>
      this.inner.marketIdsOfEvents(ids, revision),
    );
  }

  marketIdsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, string>> {
    return this.mapOf('marketIdsOfOutcomes', outcomeIds, revision, (ids) =>
      this.inner.marketIdsOfOutcomes(ids, revision),
    );
  }

  listingsOfOutcomes(
    outcomeIds: string[],
    revision: number,
  ): Promise<Map<string, StoreRecords['listing'][]>> {
    return this.mapOf('listingsOfOutcomes', outcomeIds, revision, (ids) =>
      this.inner.listingsOfOutcomes(ids, revision),
    );
  }

  // Composed of the cached reads: their answers are kept per key, which serves a later query
  // that selects only one of the two.
  marketsWithListings(marketIds: string[], revision: number): Promise<MarketsWithListings> {
    return readMarketsWithListings(this, marketIds, revision);
  }

  familiesWithMarketIds(
    familyIds: string[],
    revision: number,
    marketsUpTo = 0,
  ): Promise<FamiliesWithMarketIds> {
    return readFamiliesWithMarketIds(this, familyIds, revision, marketsUpTo);
  }

  scenarioVersionsOfFamilies(
    familyIds: string[],
    revision: number,
  ): Promise<Map<string, StoreRecords['scenarioVersion'][]>> {
    return this.mapOf('scenarioVersionsOfFamilies', familyIds, revision, (ids) =>
      this.inner.scenarioVersionsOfFamilies(ids, revision),
    );
  }

  findRelationships(
    query: RelationshipQuery,
    revision: number,
    page: Page,
  ): Promise<PageOf<RelationshipRecord>> {
    return this.perCall('findRelationships', [query, page], revision, () =>
      this.inner.findRelationships(query, revision, page),
    ).then(copyPage);
  }

  relatedPaths(query: RelatedPathQuery, revision: number): Promise<RelatedPath[]> {
    return this.perCall('relatedPaths', [query], revision, () =>
      this.inner.relatedPaths(query, revision),
    ).then((paths) =>
      paths.map((path) => ({
        outcomeIds: [...path.outcomeIds],
        relationships: [...path.relationships],
      })),
    );
  }

  /** The feed is read by sequence, not revision: always read through. */
  changesAfter(afterSeq: number, filter: ChangeFilter, limit: number): Promise<ChangeRecord[]> {
    return this.inner.changesAfter(afterSeq, filter, limit);
  }

  lastChangeSeq(): Promise<number> {
    return this.inner.lastChangeSeq();
  }

  /**
   * Read through: a fair value's superseded rows are compacted (docs/decisions.md, "Bounded
   * memory"), so an older revision's answer may be refused later and must not be served from
   * here meanwhile.
   */
  fairValuesOfScope(
    filter: FairValueFilter,
    revision: number,
    page: Page,
  ): Promise<PageOf<StoreRecords['fairValue']>> {
    return this.inner.fairValuesOfScope(filter, revision, page);
  }

  fairValueRowCounts(scopeId: string): Promise<FairValueRowCounts> {
    return this.inner.fairValueRowCounts(scopeId);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.committed.clear();
    await this.inner.close();
  }

  private committedRevision(found: Revision): Revision {
    const known = this.committed.get(found.revision);
    if (known === undefined) {
      this.committed.set(found.revision, found.committedAt);
      if (this.committed.size > REMEMBERED_REVISIONS) {
        const oldest = this.committed.keys().next();
        if (!oldest.done) this.committed.delete(oldest.value);
      }
    } else if (known !== found.committedAt) {
      // The same revision committed twice: the database was emptied and written again.
      this.entries.clear();
      this.reading.clear();
      this.committed.clear();
      this.committed.set(found.revision, found.committedAt);
    }
    return found;
  }

  private cacheable(revision: number): boolean {
    return this.committed.has(revision);
  }

  /** A whole answer under the call's arguments. */
  private perCall<T>(
    method: string,
    args: unknown[],
    revision: number,
    read: () => Promise<T>,
  ): Promise<T> {
    const key = JSON.stringify(args);
    return this.perKey(
      method,
      [key],
      revision,
      async () => new Map([[key, await read()]]),
      (found) => found.get(key) as T,
    );
  }

  /**
   * Answers per key: held keys from the cache, keys already being read join that read (under
   * load, concurrent requests for one key would otherwise all miss together), and the rest are
   * read in one call of the inner store.
   */
  private async perKey<R>(
    method: string,
    keys: string[],
    revision: number,
    readMissing: (missing: string[]) => Promise<Map<string, unknown>>,
    answer: (found: Map<string, unknown>) => R,
  ): Promise<R> {
    const wanted = [...new Set(keys)];
    if (!this.cacheable(revision)) return answer(await readMissing(wanted));
    const prefix = `${method}\u0000${revision}\u0000`;
    const found = new Map<string, unknown>();
    const waits: Promise<void>[] = [];
    const missing: string[] = [];
    for (const key of wanted) {
      const hit = this.entries.get(prefix + key);
      if (hit) {
        if (hit.value !== undefined) found.set(key, hit.value);
        continue;
      }
      const reading = this.reading.get(prefix + key);
      if (reading) {
        waits.push(
          reading.then((value) => {
            if (value !== undefined) found.set(key, value);
          }),
        );
      } else missing.push(key);
    }
    this.options.onRead?.(method, wanted.length - missing.length, missing.length);
    if (missing.length > 0) {
      const read = this.readAndKeep(prefix, missing, revision, readMissing);
      waits.push(
        read.then((values) => {
          for (const [key, value] of values) if (value !== undefined) found.set(key, value);
        }),
      );
    }
    await Promise.all(waits);
    return answer(found);
  }

  /** Reads the keys, keeps their answers (an absent key is an answer too) and lets others join. */
  private readAndKeep(
    prefix: string,
    keys: string[],
    revision: number,
    readMissing: (missing: string[]) => Promise<Map<string, unknown>>,
  ): Promise<Map<string, unknown>> {
    const generation = this.committed.get(revision);
    const read = readMissing(keys).then((answers) => {
      // Dropped meanwhile (a refilled database): answer this read, keep nothing.
      const keep = this.committed.get(revision) === generation;
      const values = new Map<string, unknown>();
      for (const key of keys) {
        const value = deepFreeze(answers.get(key));
        values.set(key, value);
        if (keep) this.entries.set(prefix + key, { value });
      }
      return values;
    });
    for (const key of keys) {
      const full = prefix + key;
      const value = read.then((values) => values.get(key));
      this.reading.set(full, value);
      const done = (): void => {
        if (this.reading.get(full) === value) this.reading.delete(full);
      };
      value.then(done, done);
    }
    return read;
  }

  /** A map read of the port: the requested keys the inner store answers, fresh containers. */
  private mapOf<V>(
    method: string,
    keys: string[],
    revision: number,
    read: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    return this.perKey(method, keys, revision, read, (found) => {
      const answer = new Map<string, V>();
      for (const key of keys) {
        const value = found.get(key) as V | undefined;
        if (value !== undefined) answer.set(key, (Array.isArray(value) ? [...value] : value) as V);
      }
      return answer;
    });
  }
}

function copyPage<T>(page: PageOf<T>): PageOf<T> {
  return { items: [...page.items], hasMore: page.hasMore, total: page.total };
}

/** A lookup's fields in a fixed order, so equal lookups share a key. */
function lookupKey(lookup: ListingLookup): string {
  return JSON.stringify([
    lookup.venue,
    lookup.venueMarketId,
    lookup.venueOutcomeId,
    lookup.tokenId,
    lookup.ticker,
    lookup.slug,
    lookup.conditionId,
  ]);
}

function jsonLength(value: unknown): number {
  return (JSON.stringify(value) ?? '').length + 16;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
