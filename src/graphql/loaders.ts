// Per-request DataLoaders over the store's batch methods (docs/architecture.md): built by the
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
import type { RequestSnapshot } from './request-snapshot';

export interface Loaders {
  readonly revision: number;
  /**
   * A record as a node read at this revision: the record itself at the request's revision (no
   * copy), else a copy that carries the revision (docs/decisions.md, GraphQL execution).
   */
  pin<R extends object>(record: R): R & Pinned;
  familiesById: DataLoader<string, FamilyRecord | null>;
  eventsById: DataLoader<string, EventRecord | null>;
  marketsById: DataLoader<string, MarketRecord | null>;
  listingsById: DataLoader<string, ListingRecord | null>;
  eventIdsByFamily: DataLoader<string, string[]>;
  marketIdsByFamily: DataLoader<string, string[]>;
  marketIdsByEvent: DataLoader<string, string[]>;
  marketIdByOutcome: DataLoader<string, string | null>;
  listingsByOutcome: DataLoader<string, ListingRecord[]>;
  /** Primes listingsByOutcome with listings read together with their market. */
  primeListings(outcomeId: string, listings: ListingRecord[]): void;
  /**
   * The listings first primed for an outcome, the records listingsByOutcome answers at this
   * revision: its field answers with them at once, without a promise or a batch of the loader.
   */
  primedListingsOf(outcomeId: string): ListingRecord[] | undefined;
  /** Published versions of each family in the order they became current: the last is the current one. */
  scenarioVersionsByFamily: DataLoader<string, ScenarioVersionRecord[]>;
  /**
   * Joined reads a resolver asked for, having seen its selection (look-ahead.ts): markets read
   * with their outcomes' listings, families with their market IDs, the second part primed into
   * listingsByOutcome and marketIdsByFamily.
   */
  readonly lookAhead: {
    listingsOfMarkets: boolean;
    marketIdsOfFamilies: boolean;
    /**
     * With marketIdsOfFamilies: also read the markets and listings of a family with at most this
     * many markets (0: none), primed into marketsById and listingsByOutcome.
     */
    marketsOfFamiliesUpTo: number;
  };
}

/** A node's revision, when it is not the request's own. */
export interface Pinned {
  readonly revision?: number;
}

export function createLoaders(
  store: Store,
  revision: number,
  isRequestRevision: () => boolean = () => false,
): Loaders {
  const byMap = <V>(read: (keys: string[], rev: number) => Promise<Map<string, V>>, missing: V) =>
    new DataLoader<string, V>(async (keys) => {
      const found = await read([...keys], revision);
      return keys.map((key) => found.get(key) ?? missing);
    });
  const lookAhead = {
    listingsOfMarkets: false,
    marketIdsOfFamilies: false,
    marketsOfFamiliesUpTo: 0,
  };
  // Primed listings are kept beside the loader rather than in its cache (DataLoader's prime makes
  // a promise a key, one for each of a page's outcomes, which their fields never await: they take
  // the primed records at once, Outcome.listings). A load of a primed key finds them in its batch.
  const primedListings = new Map<string, ListingRecord[]>();
  const listingsByOutcome: DataLoader<string, ListingRecord[]> = new DataLoader(async (keys) => {
    const unprimed = keys.filter((key) => !primedListings.has(key));
    if (unprimed.length === 0) return keys.map((key) => primedListings.get(key) ?? []);
    if (unprimed.length === keys.length) {
      const found = await store.listingsOfOutcomes([...keys], revision);
      return keys.map((key) => found.get(key) ?? []);
    }
    // A failed read fails its own keys only, left out of the cache as a failed batch's are: a
    // primed key answers as its cache hit did.
    const found = await store.listingsOfOutcomes(unprimed, revision).catch((error: unknown) => {
      for (const key of unprimed) listingsByOutcome.clear(key);
      return error instanceof Error ? error : new Error(String(error));
    });
    return keys.map(
      (key) => primedListings.get(key) ?? (found instanceof Error ? found : (found.get(key) ?? [])),
    );
  });
  const primeListings = (outcomeId: string, listings: ListingRecord[]) => {
    if (!primedListings.has(outcomeId)) primedListings.set(outcomeId, listings);
  };
  const marketIdsByFamily = byMap((k, r) => store.marketIdsOfFamilies(k, r), []);
  const marketsById = new DataLoader<string, MarketRecord | null>(async (keys) => {
    if (!lookAhead.listingsOfMarkets)
      return readRecords(store, 'market', keys, revision, (r) => r.marketId);
    const found = await store.marketsWithListings([...keys], revision);
    for (const [id, listings] of found.listings) primeListings(id, listings);
    return inKeyOrder(keys, found.markets, (r) => r.marketId);
  });
  return {
    revision,
    pin: <R extends object>(record: R): R & Pinned =>
      isRequestRevision() ? record : { ...record, revision },
    familiesById: new DataLoader(async (keys) => {
      if (!lookAhead.marketIdsOfFamilies)
        return readRecords(store, 'family', keys, revision, (r) => r.familyId);
      const found = await store.familiesWithMarketIds(
        [...keys],
        revision,
        lookAhead.marketsOfFamiliesUpTo,
      );
      for (const [id, marketIds] of found.marketIds) marketIdsByFamily.prime(id, marketIds);
      if (found.markets) {
        for (const market of found.markets.markets) marketsById.prime(market.marketId, market);
        for (const [id, listings] of found.markets.listings) primeListings(id, listings);
      }
      return inKeyOrder(keys, found.families, (r) => r.familyId);
    }),
    eventsById: recordLoader(store, 'event', revision, (r) => r.eventId),
    marketsById,
    listingsById: recordLoader(store, 'listing', revision, (r) => r.listingId),
    eventIdsByFamily: byMap((k, r) => store.eventIdsOfFamilies(k, r), []),
    marketIdsByFamily,
    marketIdsByEvent: byMap((k, r) => store.marketIdsOfEvents(k, r), []),
    marketIdByOutcome: byMap<string | null>((k, r) => store.marketIdsOfOutcomes(k, r), null),
    listingsByOutcome,
    primeListings,
    primedListingsOf: (outcomeId) => primedListings.get(outcomeId),
    scenarioVersionsByFamily: byMap((k, r) => store.scenarioVersionsOfFamilies(k, r), []),
    lookAhead,
  };
}

/** Records found by key, in the order of the keys (null for a key without one). */
function inKeyOrder<R>(
  keys: readonly string[],
  found: R[],
  idOf: (record: R) => string,
): (R | null)[] {
  const byId = new Map(found.map((record) => [idOf(record), record]));
  return keys.map((key) => byId.get(key) ?? null);
}

function recordLoader<K extends RecordKind>(
  store: Store,
  kind: K,
  revision: number,
  idOf: (record: StoreRecords[K]) => string,
): DataLoader<string, StoreRecords[K] | null> {
  return new DataLoader<string, StoreRecords[K] | null>((keys) =>
    readRecords(store, kind, keys, revision, idOf),
  );
}

async function readRecords<K extends RecordKind>(
  store: Store,
  kind: K,
  keys: readonly string[],
  revision: number,
  idOf: (record: StoreRecords[K]) => string,
): Promise<(StoreRecords[K] | null)[]> {
  return inKeyOrder(keys, await store.getByKeys(kind, [...keys], revision), idOf);
}

/**
 * The loaders of one request, one set per revision read. Normally that is one set: a query is
 * pinned to one snapshot; a page token issued at an older snapshot brings its own set, so the
 * navigation under that page stays at the page's snapshot.
 */
export class RequestLoaders {
  private readonly sets = new Map<number, Loaders>();

  constructor(
    private readonly store: Store,
    private readonly snapshot: RequestSnapshot,
  ) {}

  at(revision: number): Loaders {
    let set = this.sets.get(revision);
    if (!set) {
      set = createLoaders(this.store, revision, () => this.snapshot.settled === revision);
      this.sets.set(revision, set);
    }
    return set;
  }

  /** The loaders of a node's revision: its own, or the request's. */
  of(node: Pinned): Loaders {
    const revision = node.revision ?? this.snapshot.settled;
    if (revision === undefined) throw new Error('a node was read before its request was pinned');
    return this.at(revision);
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
