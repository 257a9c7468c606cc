// The Kalshi responses a sync pass reads (kalshi-rest.ts), each with the schema derived from its
// published document (src/venues/schemas/, derive-venue-schemas.ts), the kind of resource it
// serves, and where its records are: each record of a list is checked and quarantined on its own
// (docs/decisions.md, "Venue response shapes").
import type { VenueResponseShape } from '../common/venue-response-shape';
import kalshiBatchCandlesticks from '../schemas/kalshi-batch-get-market-candlesticks.json';
import kalshiGetEvent from '../schemas/kalshi-get-event.json';
import kalshiGetEvents from '../schemas/kalshi-get-events.json';
import kalshiGetMarketOrderbook from '../schemas/kalshi-get-market-orderbook.json';
import kalshiGetMarkets from '../schemas/kalshi-get-markets.json';
import kalshiGetSeriesFeeChanges from '../schemas/kalshi-get-series-fee-changes.json';
import kalshiGetSeries from '../schemas/kalshi-get-series.json';
import kalshiGetTrades from '../schemas/kalshi-get-trades.json';
import kalshiGetStructuredTargets from '../schemas/kalshi-get-structured-targets.json';

export const KALSHI_EVENTS: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'CATALOG',
  schema: kalshiGetEvents,
  records: 'events',
};

export const KALSHI_EVENT: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'CATALOG',
  schema: kalshiGetEvent,
};

/** The markets an increment scans for changed events. */
export const KALSHI_MARKETS: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'CATALOG',
  schema: kalshiGetMarkets,
  records: 'markets',
};

export const KALSHI_SERIES: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'CATALOG',
  schema: kalshiGetSeries,
};

export const KALSHI_SERIES_FEE_CHANGES: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'CATALOG',
  schema: kalshiGetSeriesFeeChanges,
};

export const KALSHI_ORDERBOOK: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'CATALOG',
  schema: kalshiGetMarketOrderbook,
};

export const KALSHI_TRADES: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'TRADES',
  schema: kalshiGetTrades,
  records: 'trades',
};

export const KALSHI_CANDLESTICKS: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'HISTORY',
  schema: kalshiBatchCandlesticks,
};

/** The reference data of the markets' `custom_strike` (kalshi-reference.ts). */
export const KALSHI_STRUCTURED_TARGETS: VenueResponseShape = {
  venue: 'kalshi',
  kind: 'REFERENCE',
  schema: kalshiGetStructuredTargets,
  records: 'structured_targets',
};
