// The closed value sets of requests and results that no other domain module owns. Each is
// defined once here (as a const array, its type derived) and imported by the resource
// definitions (src/resources), the services and the GraphQL enums: never retyped.

/** What GET /markets may add to each market: settlement evidence, Combo legs. */
export const MARKET_INCLUDES = ['EVIDENCE', 'LEGS'] as const;
export type MarketInclude = (typeof MARKET_INCLUDES)[number];

/** COMPLETE: every outcome of the family's markets has payouts for its current scenario version. */
export const ANALYTICAL_COVERAGES = ['COMPLETE', 'PARTIAL', 'NONE'] as const;
export type AnalyticalCoverage = (typeof ANALYTICAL_COVERAGES)[number];

/** Per-input result of a resolve: not a lifecycle. */
export const RESOLVE_STATUSES = ['RESOLVED', 'UNRESOLVED', 'AMBIGUOUS'] as const;
export type ResolveStatus = (typeof RESOLVE_STATUSES)[number];

/** Whether an outcome has payouts in a family version (never zeros standing in). */
export const PAYOUT_STATUSES = ['SUPPORTED', 'UNSUPPORTED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A pair of an analysed basket: classified, one outcome twice, or no family version shared. */
export const PAIR_STATUSES = ['RELATED', 'SAME_OUTCOME', 'NO_SHARED_SCOPE'] as const;
export type PairStatus = (typeof PAIR_STATUSES)[number];

/** A composed leg's coverage: every leg of a successful compose is supported. */
export const LEG_COVERAGE_STATUSES = ['SUPPORTED'] as const;
export type LegCoverageStatus = (typeof LEG_COVERAGE_STATUSES)[number];

/**
 * How an input's current market data arrives (the venue streams of this process): LIVE (a venue
 * stream keeps its books current), POLLED (read over REST every poll interval), STALE (a stream
 * lost or resynchronising: not current until the next snapshot).
 */
export const FEED_STATES = ['LIVE', 'POLLED', 'STALE'] as const;
export type FeedState = (typeof FEED_STATES)[number];

/** Where a quote comes from: the venue's top of book, or the best levels of a newer L2 book. */
export const QUOTE_SOURCES = ['QUOTE', 'ORDERBOOK'] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

/** Where a change feed without a cursor starts: the current point, or (an extension) the oldest
 * change still retained. */
export const FEED_STARTS = ['CURRENT', 'OLDEST_RETAINED'] as const;
export type FeedStart = (typeof FEED_STARTS)[number];

/** Coverage capabilities (schema/openapi.yaml, Coverage record). */
export const CAPABILITIES = [
  'CONTRACT_DETAILS',
  'RELATIONSHIPS',
  'SCENARIOS',
  'PAYOUTS',
  'EXPOSURE',
  'QUOTES',
  'PRICE_HISTORY',
  'ORDERBOOKS',
  'TRADES',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** What a coverage record's input is. */
export const COVERAGE_INPUT_TYPES = ['LISTING', 'MARKET', 'FAMILY'] as const;
export type CoverageInputType = (typeof COVERAGE_INPUT_TYPES)[number];

export const CATALOG_STATUSES = ['KNOWN', 'UNKNOWN'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** Payouts for every, some or none of the outcomes in the family's current scenario version. */
export const ANALYTICAL_STATUSES = ['SUPPORTED', 'PARTIAL', 'UNSUPPORTED'] as const;
export type AnalyticalStatus = (typeof ANALYTICAL_STATUSES)[number];

/** The venues whose payloads the adapters read and whose settlement terms are extracted. */
export const VENUES = ['polymarket', 'kalshi'] as const;
export type Venue = (typeof VENUES)[number];
