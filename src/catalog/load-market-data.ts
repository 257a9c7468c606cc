// What planning market data needs from the store, read at one revision: the facts of every
// listing the rows name (and of the other listing of each binary book given as YES and NO bids),
// and the stored rows and coverage the rows may collide with.
import type { ListingRecord } from '../domain/records';
import type { Store } from '../store/store';
import type { KnownMarketData } from '../store/market-data';
import {
  bookPartner,
  isBinaryForm,
  listingFactsOf,
  marketDataKeys,
  referencedListingIds,
  type ListingFacts,
  type MarketDataRows,
} from './plan-market-data';

export interface MarketDataContext {
  listings: Map<string, ListingFacts>;
  known: KnownMarketData;
}

export async function loadMarketDataContext(
  store: Store,
  rows: MarketDataRows,
  catalogListings: readonly ListingFacts[],
  revision: number,
): Promise<MarketDataContext> {
  const listings = new Map(catalogListings.map((l) => [l.listingId, l]));
  const fromStore = referencedListingIds(rows).filter((id) => !listings.has(id));
  await addStoreListings(
    store,
    await store.getByKeys('listing', fromStore, revision),
    listings,
    revision,
  );
  const binaryOwners = [
    ...new Set(rows.orderbooks.filter((r) => isBinaryForm(r.row)).map((r) => r.row.listingId)),
  ].flatMap((id) => listings.get(id) ?? []);
  const venueMarkets = new Map(binaryOwners.map((l) => [`${l.venue}\u0000${l.venueMarketId}`, l]));
  const siblings = await Promise.all(
    [...venueMarkets.values()]
      .filter((l) => bookPartner(l, listings) === null)
      .map((l) => store.findListings({ venue: l.venue, venueMarketId: l.venueMarketId }, revision)),
  );
  await addStoreListings(
    store,
    siblings.flat().filter((l) => !listings.has(l.listingId)),
    listings,
    revision,
  );
  const known = await store.marketData.known(marketDataKeys(rows, listings));
  return { listings, known };
}

async function addStoreListings(
  store: Store,
  records: ListingRecord[],
  listings: Map<string, ListingFacts>,
  revision: number,
): Promise<void> {
  if (records.length === 0) return;
  const markets = await store.getByKeys(
    'market',
    [...new Set(records.map((l) => l.marketId))],
    revision,
  );
  const byId = new Map(markets.map((m) => [m.marketId, m]));
  for (const listing of records)
    listings.set(listing.listingId, listingFactsOf(listing, byId.get(listing.marketId)));
}
