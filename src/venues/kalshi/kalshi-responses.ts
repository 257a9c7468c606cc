// The venue responses a sync pass reads (src/sync/venue-sources.ts), each with the schema derived
// from its venue's published document (schemas/, derive-venue-schemas.ts), the kind of resource
// it serves, and where its records are: each record of a list is checked and quarantined on its
// own (docs/decisions.md, "Venue response shapes").
import type { Venue } from '../common/venue-model';
import type { SyncKind } from '../../domain/sync-state';
import type { JsonSchema } from './kalshi-relied-fields';
import kalshiBatchCandlesticks from '../schemas/kalshi-batch-get-market-candlesticks.json';
import kalshiGetEvent from '../schemas/kalshi-get-event.json';
import kalshiGetEvents from '../schemas/kalshi-get-events.json';
import kalshiGetMarketOrderbook from '../schemas/kalshi-get-market-orderbook.json';
import kalshiGetMarkets from '../schemas/kalshi-get-markets.json';
import kalshiGetSeriesFeeChanges from '../schemas/kalshi-get-series-fee-changes.json';
import kalshiGetSeries from '../schemas/kalshi-get-series.json';
import kalshiGetTrades from '../schemas/kalshi-get-trades.json';
import polymarketClobBooks from '../schemas/polymarket-clob-books.json';
import polymarketClobPricesHistory from '../schemas/polymarket-clob-prices-history.json';
import polymarketGammaEventsKeyset from '../schemas/polymarket-gamma-events-keyset.json';

export interface VenueResponseShape {
  readonly venue: Venue;
  /** The kind of resource it serves: a response refused is an error of this venue and kind. */
  readonly kind: SyncKind;
  /** The derived schema; its `$id` names the file, its `title` the published operation. */
  readonly schema: JsonSchema & { readonly $id: string; readonly title: string };
  /**
   * The member holding the response's list of records ('' when the response is the list);
   * absent when the response is one record.
   */
  readonly records?: string;
}

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

export const GAMMA_EVENTS: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'CATALOG',
  schema: polymarketGammaEventsKeyset,
  records: 'events',
};

export const CLOB_BOOKS: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'CATALOG',
  schema: polymarketClobBooks,
  records: '',
};

export const CLOB_PRICES_HISTORY: VenueResponseShape = {
  venue: 'polymarket',
  kind: 'HISTORY',
  schema: polymarketClobPricesHistory,
};

/** Every response a pass reads (the test of the recorded fixtures goes through them all). */
export const VENUE_RESPONSES: readonly VenueResponseShape[] = [
  KALSHI_EVENTS,
  KALSHI_EVENT,
  KALSHI_MARKETS,
  KALSHI_SERIES,
  KALSHI_SERIES_FEE_CHANGES,
  KALSHI_ORDERBOOK,
  KALSHI_TRADES,
  KALSHI_CANDLESTICKS,
  GAMMA_EVENTS,
  CLOB_BOOKS,
  CLOB_PRICES_HISTORY,
];
