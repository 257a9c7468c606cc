// The embedded default store: the whole revision history in process memory.
import { relevance, searchableText, type SearchableText } from '../../domain/words';
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
import {
  CommitIdRefusedError,
  DEFAULT_FAIR_VALUE_BOUNDS,
  FairValueHistoryCompactedError,
  FairValueRevisionConflictError,
  fairValueKeysByScope,
  scopesOverLimit,
  domainsWritten,
  putsAtRevision,
  revisionConflict,
  type DomainRevisions,
  readFamiliesWithMarketIds,
  readMarketsWithListings,
  type FamiliesWithMarketIds,
  type MarketsWithListings,
  fairValueKey,
  pageOf,
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
  type RelatedPath,
  type RelatedPathQuery,
  type RelationshipQuery,
  type RecordKind,
  type HeadRevision,
  type Revision,
  type Store,
  type StoreRecords,
} from '../store';
import { MemoryMarketData } from './memory-market-data';
import { answerInTurn } from './answer-in-turn';
import { RelationshipIndex } from './relationship-index';
import { VersionedTable } from './versioned-table';
import { MemorySyncState } from './memory-sync-state';
import { MemorySyncLease } from './memory-sync-lease';
import { MemoryPairDecisions } from './memory-pair-decisions';
import { MemoryIdempotency } from './memory-idempotency';
import { IdempotencyKeyUsedError, type IdempotencyBounds } from '../idempotency';

type Tables = { [K in RecordKind]: VersionedTable<StoreRecords[K]> };

const words = new WeakMap<object, SearchableText>();
function textOf(record: { title: string; description: string; tags: string[] }): SearchableText {
  let text = words.get(record);
  if (!text)
    words.set(record, (text = searchableText(record.title, record.description, record.tags)));
  return text;
}

/** Orders by relevance then ID when searching by words, else by ID, and cuts one page. */
function rank<R extends { title: string; description: string; tags: string[] }>(
  records: R[],
  idOf: (record: R) => string,
  query: string[] | undefined,
  page: Page,
): PageOf<R> {
  let ordered: R[];
  if (query && query.length > 0) {
    ordered = records
      .map((record) => ({ record, score: relevance(query, textOf(record)) }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score || compareIds(idOf(a.record), idOf(b.record)))
      .map((hit) => hit.record);
  } else {
    ordered = records.sort((a, b) => compareIds(idOf(a), idOf(b)));
  }
  return pageOf(ordered, page);
}

/** The one value of the market table's index of markets that keep settlement terms. */
const TERMS = 'terms';

/** Code-unit order, the same order Neo4j uses for strings. */
/**
 * Listings in the order of their IDs. An outcome's few listings are mostly found in that order
 * already, and V8's sort copies even two items into a work array: a dashboard's 100 outcomes made
 * about a thirtieth of its request's garbage sorting lists that were sorted.
 */
function byListingId(listings: ListingRecord[]): ListingRecord[] {
  for (let i = 1; i < listings.length; i++)
    if (compareIds(listings[i - 1]!.listingId, listings[i]!.listingId) > 0)
      return listings.sort((a, b) => compareIds(a.listingId, b.listingId));
  return listings;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface MemoryStoreOptions {
  /** What is kept of fair values (DEFAULT_FAIR_VALUE_BOUNDS when absent). */
  fairValues?: FairValueBounds;
  /** The bytes idempotency records may hold (DEFAULT_IDEMPOTENCY_BOUNDS when absent). */
  idempotency?: IdempotencyBounds;
}

export class MemoryStore implements Store {
  readonly fairValueBounds: Readonly<FairValueBounds>;
  /** Per scope, the revision below which its fair-value reads lost compacted rows. */
  private readonly fairValuesCompactedTo = new Map<string, number>();
  private readonly tables: Tables = {
    family: new VersionedTable<FamilyRecord>(),
    scenarioVersion: new VersionedTable<ScenarioVersionRecord>({ family: (r) => r.familyId }),
    event: new VersionedTable<EventRecord>({
      family: (r) => r.familyIds,
      native: (r) => `${r.venue}\u0000${r.venueEventId}`,
    }),
    market: new VersionedTable<MarketRecord>({
      family: (r) => r.familyIds,
      event: (r) => r.eventIds,
      outcome: (r) => r.outcomes.map((o) => o.outcomeId),
      terms: (r) => (r.settlementEvidence?.terms !== undefined ? [TERMS] : []),
    }),
    listing: new VersionedTable<ListingRecord>({
      outcome: (r) => r.outcomeId,
      market: (r) => r.marketId,
      venueMarket: (r) => `${r.venue}\u0000${r.venueMarketId}`,
      token: (r) => (r.tokenId === undefined ? [] : [`${r.venue}\u0000${r.tokenId}`]),
      ticker: (r) => (r.ticker === undefined ? [] : [`${r.venue}\u0000${r.ticker}`]),
      slug: (r) => (r.slug === undefined ? [] : [`${r.venue}\u0000${r.slug}`]),
      condition: (r) => (r.conditionId === undefined ? [] : [`${r.venue}\u0000${r.conditionId}`]),
      venue: (r) => r.venue,
    }),
    convention: new VersionedTable(),
    jointScope: new VersionedTable(),
    fairValue: new VersionedTable<FairValueRecord>({ scope: (r) => r.scopeId }),
  };
  private readonly revisions: Revision[] = [
    { revision: 0, committedAt: new Date(0).toISOString() },
  ];
  private readonly changes: ChangeRecord[] = [];
  /** The revision each domain was last written at (revisionConflict). */
  private readonly written: DomainRevisions = { catalog: 0, marketData: 0, fairValues: 0 };
  /** The head as head() answers it, made once per commit. */
  private currentHead: HeadRevision = { ...this.revisions[0]! };
  readonly marketData = new MemoryMarketData();
  readonly syncState = new MemorySyncState();
  readonly syncLease = new MemorySyncLease();
  readonly pairDecisions = new MemoryPairDecisions();
  readonly idempotency: MemoryIdempotency;
  /** The revision of each commit that carried an ID (CommitBatch.commitId). */
  private readonly commitIds = new Map<string, number>();
  /** Commit IDs settled as not written (settleCommit): a commit carrying one is refused. */
  private readonly settledCommitIds = new Set<string>();
  private readonly relationships = new RelationshipIndex();

  constructor(options: MemoryStoreOptions = {}) {
    this.fairValueBounds = Object.freeze({ ...(options.fairValues ?? DEFAULT_FAIR_VALUE_BOUNDS) });
    this.idempotency = new MemoryIdempotency(options.idempotency);
  }

  head(): Promise<HeadRevision> {
    return Promise.resolve(this.currentHead);
  }

  revision(revision: number): Promise<Revision | null> {
    return Promise.resolve(this.revisions[revision] ?? null);
  }

  commit(batch: CommitBatch): Promise<Revision> {
    const current = this.revisions.length - 1;
    // A request whose key is recorded was answered already: that wins over any conflict its
    // retry would now meet (its own first write may be what it conflicts with).
    const refused = this.commitIdRefusal(batch.commitId);
    if (refused) return Promise.reject(refused);
    const used = batch.idempotency && this.idempotency.existing(batch.idempotency);
    if (used) return Promise.reject(new IdempotencyKeyUsedError(used));
    const noRoom = batch.idempotency && this.idempotency.refusal(batch.idempotency);
    if (noRoom) return Promise.reject(noRoom);
    const conflict = revisionConflict(batch, current, this.written);
    if (conflict) return Promise.reject(conflict);
    const conflicts = (batch.fairValueChecks ?? [])
      .map((check) => ({
        key: check.key,
        expected: check.revision,
        actual: this.tables.fairValue.writtenAt(check.key, current) ?? 0,
      }))
      .filter((c) => c.actual !== c.expected);
    if (conflicts.length > 0) return Promise.reject(new FairValueRevisionConflictError(conflicts));
    const written = fairValueKeysByScope(batch.puts);
    const full = scopesOverLimit(
      [...written].map(([scopeId, keys]) => this.scopeCounts(scopeId, keys, current)),
      this.fairValueBounds.currentPerScope,
    );
    if (full) return Promise.reject(full);
    const revision = current + 1;
    // Records are frozen copies so that no caller can change history after the commit.
    for (const put of putsAtRevision(batch.puts, revision)) {
      const table = this.tables[put.kind] as VersionedTable<typeof put.record>;
      table.put(recordKey(put), structuredClone(put.record), revision);
    }
    for (const [scopeId, keys] of written) this.compactFairValues(scopeId, keys);
    for (const set of batch.relationshipSets ?? []) {
      this.relationships.replace(set.familyId, set.scenarioVersion, set.relationships, revision);
    }
    if (batch.marketData) this.marketData.apply(batch.marketData, revision);
    let seq = this.changes.length;
    for (const change of batch.changes) {
      seq += 1;
      this.changes.push({ ...structuredClone(change), seq, changeId: `chg-${seq}` });
    }
    for (const domain of domainsWritten(batch)) this.written[domain] = revision;
    if (batch.idempotency) this.idempotency.put(batch.idempotency, revision);
    if (batch.commitId !== undefined) this.commitIds.set(batch.commitId, revision);
    const committed = { revision, committedAt: batch.committedAt };
    this.revisions.push(committed);
    // As on Neo4j, revision 0 (nothing written) names no catalog revision.
    const catalog = this.written.catalog > 0 ? this.revisions[this.written.catalog] : undefined;
    this.currentHead = catalog ? { ...committed, catalog } : { ...committed };
    return Promise.resolve(committed);
  }

  settleCommit(commitId: string): Promise<Revision | null> {
    const revision = this.commitIds.get(commitId);
    if (revision !== undefined) return Promise.resolve({ ...this.revisions[revision]! });
    this.settledCommitIds.add(commitId);
    return Promise.resolve(null);
  }

  private commitIdRefusal(commitId: string | undefined): CommitIdRefusedError | undefined {
    if (commitId === undefined) return undefined;
    if (this.commitIds.has(commitId)) return new CommitIdRefusedError(commitId, 'taken');
    if (this.settledCommitIds.has(commitId)) return new CommitIdRefusedError(commitId, 'settled');
    return undefined;
  }

  getByKeys<K extends RecordKind>(
    kind: K,
    keys: string[],
    revision: number,
  ): Promise<StoreRecords[K][]> {
    return answerInTurn(() => {
      const table = this.tables[kind] as VersionedTable<StoreRecords[K]>;
      const found: StoreRecords[K][] = [];
      for (const key of keys) {
        const record = table.at(key, revision);
        if (record !== undefined) found.push(record);
      }
      return found;
    });
  }

  marketVersion(marketId: string, version: string): Promise<MarketRecord | null> {
    return answerInTurn(() => {
      const rows = this.tables.market.history(marketId).filter((row) => row.version === version);
      return rows[rows.length - 1] ?? null;
    });
  }

  findEvents(filter: EventFilter, revision: number, page: Page): Promise<PageOf<EventRecord>> {
    return answerInTurn(() => {
      const table = this.tables.event;
      let candidates: EventRecord[];
      if (filter.eventIds) candidates = this.atKeys(table, filter.eventIds, revision);
      else if (filter.familyId !== undefined)
        candidates = table.byIndex('family', filter.familyId, revision);
      else candidates = [...table.all(revision)];
      const matches = candidates.filter(
        (e) =>
          (filter.venue === undefined || e.venue === filter.venue) &&
          (filter.venueEventId === undefined || e.venueEventId === filter.venueEventId) &&
          (filter.familyId === undefined || e.familyIds.includes(filter.familyId)) &&
          (filter.category === undefined || e.category === filter.category) &&
          (filter.status === undefined || e.status === filter.status),
      );
      return rank(matches, (e) => e.eventId, filter.words, page);
    });
  }

  findMarkets(filter: MarketFilter, revision: number, page: Page): Promise<PageOf<MarketRecord>> {
    return answerInTurn(() => {
      const table = this.tables.market;
      let candidates: MarketRecord[];
      if (filter.marketIds) candidates = this.atKeys(table, filter.marketIds, revision);
      else if (filter.eventId !== undefined)
        candidates = table.byIndex('event', filter.eventId, revision);
      else if (filter.familyId !== undefined)
        candidates = table.byIndex('family', filter.familyId, revision);
      else candidates = [...table.all(revision)];
      let onVenue: Set<string> | undefined;
      if (filter.venue !== undefined) {
        const listings =
          filter.venueMarketId !== undefined
            ? this.tables.listing.byIndex(
                'venueMarket',
                `${filter.venue}\u0000${filter.venueMarketId}`,
                revision,
              )
            : this.tables.listing.byIndex('venue', filter.venue, revision);
        onVenue = new Set(listings.map((l) => l.marketId));
      }
      const matches = candidates.filter(
        (m) =>
          (filter.marketIds !== undefined || !m.isCombo) &&
          (onVenue === undefined || onVenue.has(m.marketId)) &&
          (filter.eventId === undefined || m.eventIds.includes(filter.eventId)) &&
          (filter.familyId === undefined || m.familyIds.includes(filter.familyId)) &&
          (filter.category === undefined || m.category === filter.category) &&
          (filter.status === undefined || m.status === filter.status),
      );
      return rank(matches, (m) => m.marketId, filter.words, page);
    });
  }

  marketsWithTerms(revision: number): Promise<MarketRecord[]> {
    return answerInTurn(() => {
      const markets = this.tables.market.byIndex('terms', TERMS, revision);
      return markets.sort((a, b) => compareIds(a.marketId, b.marketId));
    });
  }

  findFamilies(filter: FamilyFilter, revision: number, page: Page): Promise<PageOf<FamilyRecord>> {
    return answerInTurn(() => {
      const table = this.tables.family;
      let candidates: FamilyRecord[] = filter.familyIds
        ? this.atKeys(table, filter.familyIds, revision)
        : [...table.all(revision)];
      if (filter.marketIds) {
        const wanted = new Set(
          this.atKeys(this.tables.market, filter.marketIds, revision).flatMap((m) => m.familyIds),
        );
        candidates = candidates.filter((f) => wanted.has(f.familyId));
      }
      if (filter.venue !== undefined) {
        const venue = filter.venue;
        candidates = candidates.filter((f) =>
          this.tables.event.byIndex('family', f.familyId, revision).some((e) => e.venue === venue),
        );
      }
      const matches = candidates.filter(
        (f) => filter.category === undefined || f.category === filter.category,
      );
      return rank(matches, (f) => f.familyId, filter.words, page);
    });
  }

  findListings(lookup: ListingLookup, revision: number): Promise<ListingRecord[]> {
    return answerInTurn(() => this.listingsOf(lookup, revision));
  }

  findListingsBatch(lookups: ListingLookup[], revision: number): Promise<ListingRecord[][]> {
    return answerInTurn(() => lookups.map((lookup) => this.listingsOf(lookup, revision)));
  }

  private listingsOf(lookup: ListingLookup, revision: number): ListingRecord[] {
    const table = this.tables.listing;
    const v = lookup.venue;
    let candidates: ListingRecord[];
    if (lookup.tokenId !== undefined)
      candidates = table.byIndex('token', `${v}\u0000${lookup.tokenId}`, revision);
    else if (lookup.ticker !== undefined)
      candidates = table.byIndex('ticker', `${v}\u0000${lookup.ticker}`, revision);
    else if (lookup.slug !== undefined)
      candidates = table.byIndex('slug', `${v}\u0000${lookup.slug}`, revision);
    else if (lookup.conditionId !== undefined)
      candidates = table.byIndex('condition', `${v}\u0000${lookup.conditionId}`, revision);
    else if (lookup.venueMarketId !== undefined)
      candidates = table.byIndex('venueMarket', `${v}\u0000${lookup.venueMarketId}`, revision);
    else candidates = table.byIndex('venue', v, revision);
    const matches = candidates.filter(
      (l) =>
        l.venue === v &&
        (lookup.venueMarketId === undefined || l.venueMarketId === lookup.venueMarketId) &&
        (lookup.venueOutcomeId === undefined || l.venueOutcomeId === lookup.venueOutcomeId) &&
        (lookup.tokenId === undefined || l.tokenId === lookup.tokenId) &&
        (lookup.ticker === undefined || l.ticker === lookup.ticker) &&
        (lookup.slug === undefined || l.slug === lookup.slug) &&
        (lookup.conditionId === undefined || l.conditionId === lookup.conditionId),
    );
    return matches.sort((a, b) => compareIds(a.listingId, b.listingId));
  }

  eventIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>> {
    return answerInTurn(() =>
      this.idsByIndex(this.tables.event, 'family', familyIds, revision, (e) => e.eventId),
    );
  }

  marketIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>> {
    return answerInTurn(() => {
      const found = new Map<string, string[]>();
      for (const familyId of familyIds) {
        const members = this.tables.market.byIndex('family', familyId, revision);
        found.set(
          familyId,
          members
            .filter((m) => !m.isCombo)
            .map((m) => m.marketId)
            .sort(compareIds),
        );
      }
      return found;
    });
  }

  outcomeCountsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, number>> {
    return answerInTurn(() => {
      const found = new Map<string, number>();
      for (const familyId of familyIds) {
        const members = this.tables.market
          .byIndex('family', familyId, revision)
          .filter((m) => !m.isCombo);
        if (members.length > 0)
          found.set(
            familyId,
            members.reduce((total, m) => total + m.outcomes.length, 0),
          );
      }
      return found;
    });
  }

  marketIdsOfEvents(eventIds: string[], revision: number): Promise<Map<string, string[]>> {
    return answerInTurn(() =>
      this.idsByIndex(this.tables.market, 'event', eventIds, revision, (m) => m.marketId),
    );
  }

  marketIdsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, string>> {
    return answerInTurn(() => {
      const found = new Map<string, string>();
      for (const outcomeId of outcomeIds) {
        const market = this.tables.market.byIndex('outcome', outcomeId, revision)[0];
        if (market) found.set(outcomeId, market.marketId);
      }
      return found;
    });
  }

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

  listingsOfOutcomes(
    outcomeIds: string[],
    revision: number,
  ): Promise<Map<string, ListingRecord[]>> {
    return answerInTurn(() => {
      const found = new Map<string, ListingRecord[]>();
      for (const outcomeId of outcomeIds) {
        found.set(
          outcomeId,
          byListingId(this.tables.listing.byIndex('outcome', outcomeId, revision)),
        );
      }
      return found;
    });
  }

  scenarioVersionsOfFamilies(
    familyIds: string[],
    revision: number,
  ): Promise<Map<string, ScenarioVersionRecord[]>> {
    return answerInTurn(() => {
      const found = new Map<string, ScenarioVersionRecord[]>();
      for (const familyId of familyIds) {
        const versions = this.tables.scenarioVersion.byIndex('family', familyId, revision);
        found.set(
          familyId,
          versions.sort((a, b) => a.ordinal - b.ordinal),
        );
      }
      return found;
    });
  }

  findRelationships(
    query: RelationshipQuery,
    revision: number,
    page: Page,
  ): Promise<PageOf<RelationshipRecord>> {
    return answerInTurn(() => {
      const pins = this.pinKeys(query.pins, revision);
      const types = query.types ? new Set(query.types) : undefined;
      const venue = query.neighbourVenue;
      const accept =
        types || venue !== undefined
          ? (type: RelationshipRecord['type'], neighbour: string) =>
              (!types || types.has(type)) &&
              (venue === undefined || this.listedOn(neighbour, venue, revision))
          : undefined;
      return this.relationships.touching(query.outcomeIds, pins, revision, accept, page);
    });
  }

  relatedPaths(query: RelatedPathQuery, revision: number): Promise<RelatedPath[]> {
    return answerInTurn(() => {
      const venue = query.neighbourVenue;
      return this.relationships.paths(query, this.pinKeys(query.pins, revision), revision, (id) =>
        venue === undefined ? true : this.listedOn(id, venue, revision),
      );
    });
  }

  changesAfter(afterSeq: number, filter: ChangeFilter, limit: number): Promise<ChangeRecord[]> {
    return answerInTurn(() => {
      const found: ChangeRecord[] = [];
      for (let i = Math.max(0, afterSeq); i < this.changes.length && found.length < limit; i++) {
        const change = this.changes[i]!;
        if (filter.resourceTypes && !filter.resourceTypes.includes(change.resourceType)) continue;
        if (filter.familyIds && !change.familyIds.some((id) => filter.familyIds!.includes(id)))
          continue;
        found.push(change);
      }
      return found;
    });
  }

  lastChangeSeq(): Promise<number> {
    return answerInTurn(() => this.changes.length);
  }

  fairValuesOfScope(
    filter: FairValueFilter,
    revision: number,
    page: Page,
  ): Promise<PageOf<FairValueRecord>> {
    // Compaction is checked when the read runs: a read that waited for its turn may find rows
    // compacted meanwhile.
    return answerInTurn(() => {
      const compactedTo = this.fairValuesCompactedTo.get(filter.scopeId) ?? 0;
      if (revision < compactedTo) {
        throw new FairValueHistoryCompactedError(
          filter.scopeId,
          revision,
          compactedTo,
          this.fairValueBounds.historyPerValue,
        );
      }
      const outcomes = filter.outcomeIds ? new Set(filter.outcomeIds) : undefined;
      const keyed = this.tables.fairValue
        .byIndex('scope', filter.scopeId, revision)
        .filter((r) => outcomes === undefined || outcomes.has(r.outcomeId))
        .map((record) => ({ key: fairValueKey(record), record }))
        .sort((a, b) => compareIds(a.key, b.key));
      return pageOf(
        keyed.map((k) => k.record),
        page,
      );
    });
  }

  fairValueRowCounts(scopeId: string): Promise<FairValueRowCounts> {
    return answerInTurn(() => {
      const counts = { current: 0, superseded: 0 };
      for (const key of this.tables.fairValue.keysOf('scope', scopeId)) {
        const rows = this.tables.fairValue.rowsOf(key);
        if (rows.current) counts.current += 1;
        counts.superseded += rows.superseded;
      }
      return counts;
    });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** A scope's current fair values at the revision, and how many of `keys` it does not hold. */
  private scopeCounts(scopeId: string, keys: ReadonlySet<string>, revision: number) {
    const table = this.tables.fairValue;
    let current = 0;
    for (const key of table.keysOf('scope', scopeId))
      if (table.at(key, revision) !== undefined) current += 1;
    let added = 0;
    for (const key of keys) if (table.at(key, revision) === undefined) added += 1;
    return { scopeId, current, added };
  }

  /** Deletes superseded rows past the bound; reads of the scope below their end then fail. */
  private compactFairValues(scopeId: string, keys: ReadonlySet<string>): void {
    for (const key of keys) {
      const lost = this.tables.fairValue.compact(key, this.fairValueBounds.historyPerValue);
      if (lost !== undefined && lost > (this.fairValuesCompactedTo.get(scopeId) ?? 0))
        this.fairValuesCompactedTo.set(scopeId, lost);
    }
  }

  /** Explicit pins, or each family's current scenario version (the highest ordinal), as key texts. */
  private pinKeys(pins: FamilyVersion[] | 'current', revision: number): Set<string> {
    if (pins !== 'current') return new Set(pins.map(formatFamilyVersion));
    const latest = new Map<string, ScenarioVersionRecord>();
    for (const v of this.tables.scenarioVersion.all(revision)) {
      const seen = latest.get(v.familyId);
      if (!seen || seen.ordinal < v.ordinal) latest.set(v.familyId, v);
    }
    return new Set([...latest.values()].map(formatFamilyVersion));
  }

  private listedOn(outcomeId: string, venue: string, revision: number): boolean {
    return this.tables.listing
      .byIndex('outcome', outcomeId, revision)
      .some((l) => l.venue === venue);
  }

  private atKeys<R extends object>(
    table: VersionedTable<R>,
    keys: string[],
    revision: number,
  ): R[] {
    const found: R[] = [];
    for (const key of new Set(keys)) {
      const record = table.at(key, revision);
      if (record !== undefined) found.push(record);
    }
    return found;
  }

  private idsByIndex<R extends object>(
    table: VersionedTable<R>,
    index: string,
    values: string[],
    revision: number,
    idOf: (record: R) => string,
  ): Map<string, string[]> {
    const found = new Map<string, string[]>();
    for (const value of values) {
      found.set(value, table.byIndex(index, value, revision).map(idOf).sort(compareIds));
    }
    return found;
  }
}
