// What a field reads besides the request's snapshot of the catalog, declared on the field for the
// GraphQL response cache (response-cache.ts; docs/decisions.md, "Cached answers keyed by what
// they read"):
// - beyond the snapshot: fair values (per API key), coverage (freshness by the clock), the change
//   feed, node lookups (which reach fair values and trades), anything read by the clock. No
//   answer of a query that selects one is kept.
// - a listing's latest market data (its quote, its book): the field records the revision each
//   listing's market data was last written at (market-data.loaders.ts), and the answer is kept
//   until one of them, or the catalog, changes.
// - the revision itself (a snapshot ID, its commit time, a cursor): the answer names the revision
//   it was read at, so it is kept for that revision only.
import { Extensions } from 'type-graphql';

export const READS_BEYOND_SNAPSHOT = 'readsBeyondSnapshot';
export const READS_LISTING_MARKET_DATA = 'readsListingMarketData';
export const REVEALS_REVISION = 'revealsRevision';

/** Declares that the field reads more than the request's snapshot: the clock, market data, the key. */
export function ReadsBeyondSnapshot(): MethodDecorator & PropertyDecorator {
  return Extensions({ [READS_BEYOND_SNAPSHOT]: true });
}

/**
 * Declares that the field reads its listing's latest market data through the request's
 * market-data loaders, which record what they read.
 */
export function ReadsListingMarketData(): MethodDecorator & PropertyDecorator {
  return Extensions({ [READS_LISTING_MARKET_DATA]: true });
}

/** Declares that the field's value names the revision the request read at. */
export function RevealsRevision(): MethodDecorator & PropertyDecorator {
  return Extensions({ [REVEALS_REVISION]: true });
}
