// The Store port: everything the services need from persistence. Two implementations pass one
// contract suite (test/contract/store.contract.ts): memory/ (embedded default) and neo4j/.
//
// Temporal model (DESIGN.md section 3): every commit advances one global revision. A record row is
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
  ResourceType,
  ScenarioVersionRecord,
} from '../domain/records';

export interface Revision {
  revision: number;
  committedAt: string;
}

export interface StoreRecords {
  family: FamilyRecord;
  scenarioVersion: ScenarioVersionRecord;
  event: EventRecord;
  market: MarketRecord;
  listing: ListingRecord;
  convention: ConventionRecord;
  jointScope: JointScopeRecord;
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
];

export type RecordPut = { [K in RecordKind]: { kind: K; record: StoreRecords[K] } }[RecordKind];

export type ChangeDraft = Omit<ChangeRecord, 'changeId' | 'seq'>;

export interface CommitBatch {
  /** The revision the batch was planned against; a commit on top of another fails. */
  expectedRevision: number;
  committedAt: string;
  puts: RecordPut[];
  changes: ChangeDraft[];
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

export interface Page {
  offset: number;
  limit: number;
}

export interface PageOf<T> {
  items: T[];
  hasMore: boolean;
}

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

export interface ChangeFilter {
  resourceTypes?: ResourceType[];
  familyIds?: string[];
}

export interface Store {
  head(): Promise<Revision>;
  /** The commit that produced a revision, or null when it never existed. */
  revision(revision: number): Promise<Revision | null>;
  /** Writes the batch atomically as the next revision; RevisionConflictError when not at expected. */
  commit(batch: CommitBatch): Promise<Revision>;

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
  findListings(lookup: ListingLookup, revision: number): Promise<ListingRecord[]>;

  eventIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>>;
  marketIdsOfFamilies(familyIds: string[], revision: number): Promise<Map<string, string[]>>;
  marketIdsOfEvents(eventIds: string[], revision: number): Promise<Map<string, string[]>>;
  /** The market that defines each outcome. */
  marketIdsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, string>>;
  listingsOfOutcomes(outcomeIds: string[], revision: number): Promise<Map<string, ListingRecord[]>>;
  /** Published scenario versions of each family, oldest first. */
  scenarioVersionsOfFamilies(
    familyIds: string[],
    revision: number,
  ): Promise<Map<string, ScenarioVersionRecord[]>>;

  /** Change records with seq greater than `afterSeq`, oldest first. */
  changesAfter(afterSeq: number, filter: ChangeFilter, limit: number): Promise<ChangeRecord[]>;
  /** The highest seq written so far (0 when none). */
  lastChangeSeq(): Promise<number>;

  close(): Promise<void>;
}

/** The key under which a record is versioned. */
export function recordKey(put: RecordPut): string {
  switch (put.kind) {
    case 'family':
      return put.record.familyId;
    case 'scenarioVersion':
      return scenarioVersionKey(put.record.familyId, put.record.version);
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
  }
}

export function scenarioVersionKey(familyId: string, version: string): string {
  return `${familyId}@${version}`;
}
