// The Store port: everything the services need from persistence. Two implementations pass one
// contract suite (test/contract/store.contract.ts): memory/ (embedded default) and neo4j/.
//
// Temporal model (docs/architecture.md, "Data model"): every commit advances one global revision. A record row is
// valid from the revision that wrote it until the revision that superseded it, so any read can be
// pinned to a snapshot revision and old market versions and listing mappings stay readable.
import type {
  ChangeRecord,
  ConventionRecord,
  EventRecord,
  FamilyRecord,
  JointScopeRecord,
  LifecycleStatus,
  ListingRecord,
  MarketRecord,
  RelationshipRecord,
  ResourceType,
  ScenarioVersionRecord,
} from '../domain/records';
import type { FairValueRecord } from '../domain/fair-values';
import { formatFamilyVersion, type FamilyVersion } from '../domain/payout-key';
import type { RelationshipList } from '../domain/relationships/relationship-list';
import type { OnProgress } from '../domain/progress';
import type { IdempotencyDraft, IdempotencyStore } from './idempotency';
import type { MarketDataBatch, MarketDataStore } from './market-data';
import type { SyncStateStore } from './sync-state';
import type { SyncLeaseStore } from './sync-lease';
import type { PairDecisionStore } from './pair-decisions';
import type { Page, PageOf } from './page';

export interface Revision {
  revision: number;
  committedAt: string;
}

/** The head revision, with the revision the catalog was last written at when the store knows it. */
export interface HeadRevision extends Revision {
  /**
   * The latest revision at or below the head that wrote the catalog (every record but fair
   * values, with the relationships), with its commit time: reads of the catalog at any revision
   * from it to the head answer the same. Absent when the store cannot tell at this moment (a Neo4j
   * commit being published).
   */
  catalog?: Revision;
}

export interface StoreRecords {
  family: FamilyRecord;
  scenarioVersion: ScenarioVersionRecord;
  event: EventRecord;
  market: MarketRecord;
  listing: ListingRecord;
  convention: ConventionRecord;
  jointScope: JointScopeRecord;
  /** Private: read only through the fair-value service, which checks the caller's scopes. */
  fairValue: FairValueRecord;
}
export type RecordKind = keyof StoreRecords;
export const RECORD_KINDS: readonly RecordKind[] = [
  'family',
  'scenarioVersion',
  'event',
  'market',
  'listing',
  'convention',
  'jointScope',
  'fairValue',
];

export type RecordPut = { [K in RecordKind]: { kind: K; record: StoreRecords[K] } }[RecordKind];

export type ChangeDraft = Omit<ChangeRecord, 'changeId' | 'seq'>;

/** The whole relationship set of one family version; it replaces the set that was current. */
export interface RelationshipSet {
  familyId: string;
  scenarioVersion: string;
  /**
   * An import gives the compact list (a family of n outcomes has n(n-1)/2 relationships; both
   * stores keep or write it without making every record at once: docs/decisions.md, "Import
   * memory").
   */
  relationships: RelationshipList | readonly RelationshipRecord[];
}

/**
 * The parts of the store a commit writes and a plan reads: the unit of conflict between writers
 * (docs/decisions.md, "Writers in parallel"). `catalog` is every record but fair values, with the
 * derived relationships.
 */
export type WriteDomain = 'catalog' | 'marketData' | 'fairValues';
export const WRITE_DOMAINS: readonly WriteDomain[] = ['catalog', 'marketData', 'fairValues'];

export interface CommitBatch {
  /** The revision the batch was planned against. */
  expectedRevision: number;
  /**
   * What the plan read. The commit fails with RevisionConflictError only when a commit after
   * `expectedRevision` wrote one of these, and then lands at the head, whatever else was committed
   * meanwhile. Absent: any commit after `expectedRevision` conflicts.
   */
  readDomains?: readonly WriteDomain[];
  committedAt: string;
  puts: RecordPut[];
  changes: ChangeDraft[];
  /** Derived relationships recomputed by this commit (docs/architecture.md, "Data model"). */
  relationshipSets?: RelationshipSet[];
  /**
   * Fair values whose current row must have been written by a given revision (0: no current row),
   * checked after the head lock, before anything is written; any mismatch fails the whole commit
   * with FairValueRevisionConflictError listing every mismatch.
   */
  fairValueChecks?: FairValueRevisionCheck[];
  /** Market data written in the same transaction (src/store/market-data.ts). */
  marketData?: MarketDataBatch;
  /**
   * A unique ID of this commit, kept on its revision: a writer that lost the answer of its commit
   * asks settleCommit whether it landed. A commit whose ID is already taken or was settled as not
   * written fails with CommitIdRefusedError, nothing written.
   */
  commitId?: string;
  /**
   * The record of the keyed request this commit answers (src/store/idempotency.ts), written with
   * the commit at its revision. Checked under the head lock: an unexpired record of the same key
   * fails the commit with IdempotencyKeyUsedError, nothing written.
   */
  idempotency?: IdempotencyDraft;
  /**
   * Told of the rows written as a commit in several transactions goes on (phase "commit", unit
   * "rows"; src/domain/progress.ts). A commit in one transaction says nothing.
   */
  onProgress?: OnProgress;
}

/** The domains a batch writes. */
export function domainsWritten(batch: CommitBatch): WriteDomain[] {
  const written: WriteDomain[] = [];
  if (
    batch.puts.some((put) => put.kind !== 'fairValue') ||
    (batch.relationshipSets?.length ?? 0) > 0
  ) {
    written.push('catalog');
  }
  if (batch.marketData !== undefined) written.push('marketData');
  if (batch.puts.some((put) => put.kind === 'fairValue')) written.push('fairValues');
  return written;
}

/** The revision each domain was last written at, as a head keeps it. */
export type DomainRevisions = Record<WriteDomain, number>;

/**
 * The conflict rule of both stores, applied under the head lock: the batch was planned at
 * `expectedRevision` and the head is at `head`, its domains last written at `written`.
 */
export function revisionConflict(
  batch: CommitBatch,
  head: number,
  written: DomainRevisions,
): RevisionConflictError | undefined {
  const stale =
    batch.expectedRevision > head ||
    (batch.readDomains === undefined
      ? batch.expectedRevision !== head
      : batch.readDomains.some((domain) => written[domain] > batch.expectedRevision));
  return stale ? new RevisionConflictError(batch.expectedRevision, head) : undefined;
}

/**
 * The puts as committed at `revision`: a fair value carries the revision that wrote it, known
 * only under the head lock when the plan was made at an older head.
 */
export function putsAtRevision(puts: readonly RecordPut[], revision: number): RecordPut[] {
  return puts.map((put) =>
    put.kind === 'fairValue'
      ? { kind: 'fairValue', record: { ...put.record, revision: `rev-${revision}` } }
      : put,
  );
}

export interface FairValueRevisionCheck {
  /** fairValueKey of the entry. */
  key: string;
  revision: number;
}

export class FairValueRevisionConflictError extends Error {
  constructor(readonly conflicts: { key: string; expected: number; actual: number }[]) {
    super(`${conflicts.length} fair value(s) changed since their expected revision`);
    this.name = 'FairValueRevisionConflictError';
  }
}

/**
 * What a store keeps of fair values (docs/decisions.md, "Bounded memory"): the superseded rows of
 * each value, for reads pinned to older revisions, and the current values of each scope.
 */
export interface FairValueBounds {
  /**
   * Superseded rows kept per fair value (SETTLEGRAPH_FAIR_VALUE_HISTORY, at least 1): the commit
   * that supersedes one more deletes the oldest, and its scope's reads below the revision that
   * row was superseded at fail with FairValueHistoryCompactedError.
   */
  historyPerValue: number;
  /**
   * Current fair values one scope may hold (SETTLEGRAPH_FAIR_VALUES_PER_SCOPE): a commit that
   * would take a scope past it fails whole with FairValueScopeFullError, checked under the lock.
   */
  currentPerScope: number;
}

export const DEFAULT_FAIR_VALUE_BOUNDS: Readonly<FairValueBounds> = {
  historyPerValue: 5,
  currentPerScope: 10_000,
};

/** How many fair-value rows of a scope a store holds (fairValueRowCounts). */
export interface FairValueRowCounts {
  current: number;
  superseded: number;
}

/** A commit that would take scopes past FairValueBounds.currentPerScope; nothing was written. */
export class FairValueScopeFullError extends Error {
  constructor(readonly scopes: { scopeId: string; current: number; added: number; max: number }[]) {
    super(`${scopes.length} scope(s) would hold more fair values than allowed`);
    this.name = 'FairValueScopeFullError';
  }
}

/**
 * A read of a scope's fair values at a revision older than its compacted history: rows valid
 * then may be gone (FairValueBounds.historyPerValue), so no answer is given.
 */
export class FairValueHistoryCompactedError extends Error {
  constructor(
    readonly scopeId: string,
    readonly revision: number,
    /** Reads of the scope at this revision and later are whole. */
    readonly compactedTo: number,
    readonly historyPerValue: number,
  ) {
    super(`fair values of the scope at revision ${revision} were compacted up to ${compactedTo}`);
    this.name = 'FairValueHistoryCompactedError';
  }
}

/** The scopes a batch's fair-value puts write, with the distinct keys of each. */
export function fairValueKeysByScope(puts: readonly RecordPut[]): Map<string, Set<string>> {
  const scopes = new Map<string, Set<string>>();
  for (const put of puts) {
    if (put.kind !== 'fairValue') continue;
    let keys = scopes.get(put.record.scopeId);
    if (!keys) scopes.set(put.record.scopeId, (keys = new Set()));
    keys.add(fairValueKey(put.record));
  }
  return scopes;
}

/** The scopes a batch would take past `max` current values, given each scope's counts. */
export function scopesOverLimit(
  counts: readonly { scopeId: string; current: number; added: number }[],
  max: number,
): FairValueScopeFullError | undefined {
  const over = counts
    .filter((c) => c.added > 0 && c.current + c.added > max)
    .map((c) => ({ ...c, max }));
  return over.length > 0 ? new FairValueScopeFullError(over) : undefined;
}

/**
 * A commit whose commitId cannot be written: a commit with that ID landed already, or
 * settleCommit declared it not written. Nothing was written.
 */
export class CommitIdRefusedError extends Error {
  constructor(
    readonly commitId: string,
    readonly reason: 'taken' | 'settled',
  ) {
    super(
      reason === 'taken'
        ? `a commit with ID ${commitId} landed already`
        : `commit ${commitId} was settled as not written and can no longer land`,
    );
    this.name = 'CommitIdRefusedError';
  }
}

export class RevisionConflictError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`store is at revision ${actual}, the batch was planned at ${expected}`);
    this.name = 'RevisionConflictError';
  }
}

// Pages are the port's shape of a list read (page.ts), shared with the market-data port.
export { emptyPage, pageOf, type Page, type PageOf } from './page';

/** Filters narrow; `words` (already tokenised) ranks by relevance, else results are by ID. */
export interface EventFilter {
  eventIds?: string[];
  venue?: string;
  venueEventId?: string;
  familyId?: string;
  category?: string;
  status?: LifecycleStatus;
  words?: string[];
}

/**
 * Which markets a read finds. Composed combos are found by `marketIds` only: every other filter,
 * and no filter, leaves them out (docs/decisions.md, "Combos are private to the key that composed
 * them").
 */
export interface MarketFilter {
  marketIds?: string[];
  /** Markets with a listing on this venue. */
  venue?: string;
  /** With venue: markets with a listing of this native market ID. */
  venueMarketId?: string;
  eventId?: string;
  familyId?: string;
  category?: string;
  status?: LifecycleStatus;
  words?: string[];
}

export interface FamilyFilter {
  familyIds?: string[];
  /** Families containing any of these markets. */
  marketIds?: string[];
  category?: string;
  /** Families with an event on this venue. */
  venue?: string;
  words?: string[];
}

/** Native identifiers of a listing; every given field must match. */
export interface ListingLookup {
  venue: string;
  venueMarketId?: string;
  venueOutcomeId?: string;
  tokenId?: string;
  ticker?: string;
  slug?: string;
  conditionId?: string;
}

export interface RelationshipQuery {
  /** Relationships with either end among these outcomes. */
  outcomeIds: string[];
  /** The family versions to read, or each family's current scenario version. */
  pins: FamilyVersion[] | 'current';
  types?: RelationshipRecord['type'][];
  /** Keep a relationship only when its other end (the neighbour) has a listing on this venue. */
  neighbourVenue?: string;
}

export interface RelatedPathQuery {
  start: string;
  /** At most 3 hops. */
  depth: number;
  pins: FamilyVersion[] | 'current';
  types?: RelationshipRecord['type'][];
  /** Keep only paths that end at an outcome with a listing on this venue. */
  neighbourVenue?: string;
  /** At most this many paths, the shortest first. */
  limit: number;
}

/** One shortest path from the start to a reachable outcome; which one among equals is unspecified. */
export interface RelatedPath {
  /** From the start to the reached outcome, inclusive. */
  outcomeIds: string[];
  relationships: RelationshipRecord[];
}

export interface MarketsWithListings {
  /** As getByKeys('market'). */
  markets: MarketRecord[];
  /** As listingsOfOutcomes, for every outcome of those markets. */
  listings: Map<string, ListingRecord[]>;
}

export interface FamiliesWithMarketIds {
  /** As getByKeys('family'). */
  families: FamilyRecord[];
  /** As marketIdsOfFamilies, for those families (each present, maybe empty). */
  marketIds: Map<string, string[]>;
  /**
   * Asked for with `marketsUpTo`: as marketsWithListings of the market IDs of every family that
   * has at most that many markets (families with more are left out of it).
   */
  markets?: MarketsWithListings;
}

/** marketsWithListings from a store's separate reads (stores without a joined read). */
export async function readMarketsWithListings(
  store: Pick<Store, 'getByKeys' | 'listingsOfOutcomes'>,
  marketIds: string[],
  revision: number,
): Promise<MarketsWithListings> {
  const markets = await store.getByKeys('market', marketIds, revision);
  const outcomeIds = markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
  return { markets, listings: await store.listingsOfOutcomes(outcomeIds, revision) };
}

/** familiesWithMarketIds from a store's separate reads. */
export async function readFamiliesWithMarketIds(
  store: Pick<Store, 'getByKeys' | 'marketIdsOfFamilies' | 'listingsOfOutcomes'>,
  familyIds: string[],
  revision: number,
  marketsUpTo = 0,
): Promise<FamiliesWithMarketIds> {
  const families = await store.getByKeys('family', familyIds, revision);
  const found = await store.marketIdsOfFamilies(
    families.map((f) => f.familyId),
    revision,
  );
  const marketIds = new Map(families.map((f) => [f.familyId, found.get(f.familyId) ?? []]));
  if (marketsUpTo <= 0) return { families, marketIds };
  // A market can be in several families: read once.
  const within = [
    ...new Set([...marketIds.values()].filter((ids) => ids.length <= marketsUpTo).flat()),
  ];
  return {
    families,
    marketIds,
    markets: await readMarketsWithListings(store, within, revision),
  };
}

export interface FairValueFilter {
  scopeId: string;
  /** Only these outcomes; absent: every outcome. */
  outcomeIds?: string[];
}

export interface ChangeFilter {
  resourceTypes?: ResourceType[];
  familyIds?: string[];
}

export interface Store {
  /** Market data: time series per listing, written through commit's `marketData` part. */
  readonly marketData: MarketDataStore;
  /** What the venue sync last did per venue; written directly, outside revisions. */
  readonly syncState: SyncStateStore;
  /** Which `settlegraph sync` is the active one; written directly, outside revisions. */
  readonly syncLease: SyncLeaseStore;
  /** Reviewers' decisions on cross-venue pairs, versioned per pair; written directly, outside revisions. */
  readonly pairDecisions: PairDecisionStore;
  /** Answers of keyed requests (Idempotency-Key); written by commits or, for none, directly. */
  readonly idempotency: IdempotencyStore;

  head(): Promise<HeadRevision>;
  /** The commit that produced a revision, or null when it never existed. */
  revision(revision: number): Promise<Revision | null>;
  /** Writes the batch atomically as the next revision; RevisionConflictError when not at expected. */
  commit(batch: CommitBatch): Promise<Revision>;
  /**
   * The outcome of a commit whose answer was lost (CommitBatch.commitId): the revision it wrote,
   * or null, and then it never will: under the head lock the ID is marked settled, so a commit
   * still on its way fails (CommitIdRefusedError). Definitive either way once it answers.
   */
  settleCommit(commitId: string): Promise<Revision | null>;

  /** Rows valid at the revision, in the order of the keys; unknown keys are skipped. */
  getByKeys<K extends RecordKind>(
    kind: K,
    keys: string[],
    revision: number,
  ): Promise<StoreRecords[K][]>;
  /** The latest row of one market version, whenever it was valid; null when never published. */
  marketVersion(marketId: string, version: string): Promise<MarketRecord | null>;

  findEvents(filter: EventFilter, revision: number, page: Page): Promise<PageOf<EventRecord>>;
  findMarkets(filter: MarketFilter, revision: number, page: Page): Promise<PageOf<MarketRecord>>;
  findFamilies(filter: FamilyFilter, revision: number, page: Page): Promise<PageOf<FamilyRecord>>;
  /**
   * The markets valid at the revision whose settlement evidence keeps venue settlement terms, by
   * market ID: what cross-venue pairs are proposed from (docs/decisions.md, "Settlement terms").
   */
  marketsWithTerms(revision: number): Promise<MarketRecord[]>;
  findListings(lookup: ListingLookup, revision: number): Promise<ListingRecord[]>;
  /** findListings of every lookup in one round trip: item i answers lookups[i]. */
  findListingsBatch(lookups: ListingLookup[], revision: number): Promise<ListingRecord[][]>;

  eventIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>>;
  /** A family's catalog markets: composed combos are not members (MarketFilter). */
  marketIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>>;
  marketIdsOfEvents(eventIds: string[], revision: number): Promise<Map<string, string[]>>;
  /**
   * How many outcomes each family's catalog markets have (families without markets are absent):
   * a family's size before any market is read (docs/decisions.md, "Diagrams refused from a count").
   */
  outcomeCountsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, number>>;
  /** The market that defines each outcome. */
  marketIdsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, string>>;
  listingsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, ListingRecord[]>>;
  /**
   * getByKeys('market') and listingsOfOutcomes of their outcomes in one round trip: a look-ahead
   * for a query that selects both (docs/decisions.md, "GraphQL look-ahead").
   */
  marketsWithListings(marketIds: string[], revision: number): Promise<MarketsWithListings>;
  /**
   * getByKeys('family') and marketIdsOfFamilies in one round trip, for the same reason; with
   * `marketsUpTo`, also the markets and listings of each family that has at most that many (a
   * query whose first page of a family's markets is all of them needs no further statement).
   */
  familiesWithMarketIds(
    familyIds: string[],
    revision: number,
    marketsUpTo?: number,
  ): Promise<FamiliesWithMarketIds>;
  /** Published scenario versions of each family by ordinal: the last is the current one. */
  scenarioVersionsOfFamilies(
    familyIds: string[],
    revision: number,
  ): Promise<Map<string, ScenarioVersionRecord[]>>;

  /** Derived relationships, ordered by relationship ID. */
  findRelationships(
    query: RelationshipQuery,
    revision: number,
    page: Page,
  ): Promise<PageOf<RelationshipRecord>>;
  /** Breadth-first: one shortest path to each outcome reachable within the depth. */
  relatedPaths(query: RelatedPathQuery, revision: number): Promise<RelatedPath[]>;

  /** Change records with seq greater than `afterSeq`, oldest first. */
  changesAfter(afterSeq: number, filter: ChangeFilter, limit: number): Promise<ChangeRecord[]>;
  /** The highest seq written so far (0 when none). */
  lastChangeSeq(): Promise<number>;

  /**
   * A scope's fair values valid at the revision, ordered by key (fairValueKey). Superseded rows
   * are compacted (fairValueBounds): below the revision the scope's history is whole from, it
   * fails with FairValueHistoryCompactedError.
   */
  fairValuesOfScope(
    filter: FairValueFilter,
    revision: number,
    page: Page,
  ): Promise<PageOf<FairValueRecord>>;
  /** The fair-value rows a scope holds now, current and superseded. */
  fairValueRowCounts(scopeId: string): Promise<FairValueRowCounts>;
  /** What this store keeps of fair values. */
  readonly fairValueBounds: Readonly<FairValueBounds>;

  close(): Promise<void>;
}

/** The key under which a record is versioned. */
export function recordKey(put: RecordPut): string {
  switch (put.kind) {
    case 'family':
      return put.record.familyId;
    case 'scenarioVersion':
      return formatFamilyVersion(put.record);
    case 'event':
      return put.record.eventId;
    case 'market':
      return put.record.marketId;
    case 'listing':
      return put.record.listingId;
    case 'convention':
      return put.record.conventionId;
    case 'jointScope':
      return put.record.jointScopeId;
    case 'fairValue':
      return fairValueKey(put.record);
  }
}

/** One fair value per scope, outcome, market version and value type: JSON, so no ID can collide. */
export function fairValueKey(
  r: Pick<FairValueRecord, 'scopeId' | 'outcomeId' | 'marketVersion' | 'valueType'>,
): string {
  return JSON.stringify([r.scopeId, r.outcomeId, r.marketVersion, r.valueType]);
}
