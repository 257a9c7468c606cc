// Per-request DataLoaders over the store's batch methods (DESIGN.md section 2): built by the
// context factory, never at module level, and pinned to one snapshot revision each, so a query
// costs a constant number of store round trips whatever the page size.
import DataLoader from 'dataloader';
import type {
  EventRecord,
  FamilyRecord,
  ListingRecord,
  MarketRecord,
  ScenarioVersionRecord,
} from '../domain/records';
import type { RecordKind, Store, StoreRecords } from '../store/store';

export interface Loaders {
  readonly revision: number;
  familiesById: DataLoader<string, FamilyRecord | null>;
  eventsById: DataLoader<string, EventRecord | null>;
  marketsById: DataLoader<string, MarketRecord | null>;
  listingsById: DataLoader<string, ListingRecord | null>;
  eventIdsByFamily: DataLoader<string, string[]>;
  marketIdsByFamily: DataLoader<string, string[]>;
  marketIdsByEvent: DataLoader<string, string[]>;
  marketIdByOutcome: DataLoader<string, string | null>;
  listingsByOutcome: DataLoader<string, ListingRecord[]>;
  /** Published versions of each family, oldest first: the last is the current one. */
  scenarioVersionsByFamily: DataLoader<string, ScenarioVersionRecord[]>;
}

export function createLoaders(store: Store, revision: number): Loaders {
  const byMap = <V>(read: (keys: string[], rev: number) => Promise<Map<string, V>>, missing: V) =>
    new DataLoader<string, V>(async (keys) => {
      const found = await read([...keys], revision);
      return keys.map((key) => found.get(key) ?? missing);
    });
  return {
    revision,
    familiesById: recordLoader(store, 'family', revision, (r) => r.familyId),
    eventsById: recordLoader(store, 'event', revision, (r) => r.eventId),
    marketsById: recordLoader(store, 'market', revision, (r) => r.marketId),
    listingsById: recordLoader(store, 'listing', revision, (r) => r.listingId),
    eventIdsByFamily: byMap((k, r) => store.eventIdsOfFamilies(k, r), []),
    marketIdsByFamily: byMap((k, r) => store.marketIdsOfFamilies(k, r), []),
    marketIdsByEvent: byMap((k, r) => store.marketIdsOfEvents(k, r), []),
    marketIdByOutcome: byMap<string | null>((k, r) => store.marketIdsOfOutcomes(k, r), null),
    listingsByOutcome: byMap((k, r) => store.listingsOfOutcomes(k, r), []),
    scenarioVersionsByFamily: byMap((k, r) => store.scenarioVersionsOfFamilies(k, r), []),
  };
}

function recordLoader<K extends RecordKind>(
  store: Store,
  kind: K,
  revision: number,
  idOf: (record: StoreRecords[K]) => string,
): DataLoader<string, StoreRecords[K] | null> {
  return new DataLoader<string, StoreRecords[K] | null>(async (keys) => {
    const found = await store.getByKeys(kind, [...keys], revision);
    const byId = new Map(found.map((record) => [idOf(record), record]));
    return keys.map((key) => byId.get(key) ?? null);
  });
}

/**
 * The loaders of one request, one set per revision read. Normally that is one set: a query is
 * pinned to one snapshot; a page token issued at an older snapshot brings its own set, so the
 * navigation under that page stays at the page's snapshot.
 */
export class RequestLoaders {
  private readonly sets = new Map<number, Loaders>();

  constructor(private readonly store: Store) {}

  at(revision: number): Loaders {
    let set = this.sets.get(revision);
    if (!set) this.sets.set(revision, (set = createLoaders(this.store, revision)));
    return set;
  }
}

/** Loads every key (batched like `loadMany`), failing on the first error. */
export function loadAll<V>(loader: DataLoader<string, V>, keys: readonly string[]): Promise<V[]> {
  return Promise.all(keys.map((key) => loader.load(key)));
}

/** Loads every key and drops the ones the snapshot does not hold. */
export async function loadPresent<V>(
  loader: DataLoader<string, V | null>,
  keys: readonly string[],
): Promise<V[]> {
  return (await loadAll(loader, keys)).filter((value): value is V => value !== null);
}
