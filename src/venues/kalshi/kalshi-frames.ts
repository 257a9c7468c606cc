// The WebSocket frames the venue streams read (src/sync/streams/), each with the schema derived
// from its venue's published AsyncAPI document (schemas/, derive-venue-schemas.ts) and the value
// that names it: Kalshi's `type`, a Polymarket event's `event_type` (docs/decisions.md, "Venue
// frame shapes").
import type { Venue } from '../common/venue-model';
import type { JsonSchema } from './kalshi-relied-fields';
import kalshiError from '../schemas/kalshi-ws-error.json';
import kalshiListSubscriptions from '../schemas/kalshi-ws-list-subscriptions.json';
import kalshiOk from '../schemas/kalshi-ws-ok.json';
import kalshiOrderbookDelta from '../schemas/kalshi-ws-orderbook-delta.json';
import kalshiOrderbookSnapshot from '../schemas/kalshi-ws-orderbook-snapshot.json';
import kalshiSubscribed from '../schemas/kalshi-ws-subscribed.json';
import kalshiTicker from '../schemas/kalshi-ws-ticker.json';
import kalshiTrade from '../schemas/kalshi-ws-trade.json';
import kalshiUnsubscribed from '../schemas/kalshi-ws-unsubscribed.json';
import polymarketBestBidAsk from '../schemas/polymarket-ws-best-bid-ask.json';
import polymarketBook from '../schemas/polymarket-ws-book.json';
import polymarketLastTradePrice from '../schemas/polymarket-ws-last-trade-price.json';
import polymarketMarketResolved from '../schemas/polymarket-ws-market-resolved.json';
import polymarketNewMarket from '../schemas/polymarket-ws-new-market.json';
import polymarketPriceChange from '../schemas/polymarket-ws-price-change.json';
import polymarketTickSizeChange from '../schemas/polymarket-ws-tick-size-change.json';

export interface VenueFrameShape {
  readonly venue: Venue;
  /** The `type` (Kalshi) or `event_type` (Polymarket) of the frames it describes. */
  readonly type: string;
  /** The derived schema; its `$id` names the file, its `title` the venue's message. */
  readonly schema: JsonSchema & { readonly $id: string; readonly title: string };
}

const kalshi = (type: string, schema: VenueFrameShape['schema']): VenueFrameShape => ({
  venue: 'kalshi',
  type,
  schema,
});
const polymarket = (type: string, schema: VenueFrameShape['schema']): VenueFrameShape => ({
  venue: 'polymarket',
  type,
  schema,
});

/** Kalshi's `ok` answers an update with its markets, and `list_subscriptions` with a list. */
export const KALSHI_LIST_SUBSCRIPTIONS = kalshi('ok', kalshiListSubscriptions);

export const KALSHI_FRAMES: readonly VenueFrameShape[] = [
  kalshi('orderbook_snapshot', kalshiOrderbookSnapshot),
  kalshi('orderbook_delta', kalshiOrderbookDelta),
  kalshi('trade', kalshiTrade),
  kalshi('ticker', kalshiTicker),
  kalshi('subscribed', kalshiSubscribed),
  kalshi('unsubscribed', kalshiUnsubscribed),
  kalshi('ok', kalshiOk),
  kalshi('error', kalshiError),
];

export const POLYMARKET_EVENTS: readonly VenueFrameShape[] = [
  polymarket('book', polymarketBook),
  polymarket('price_change', polymarketPriceChange),
  polymarket('last_trade_price', polymarketLastTradePrice),
  polymarket('tick_size_change', polymarketTickSizeChange),
  polymarket('best_bid_ask', polymarketBestBidAsk),
  polymarket('new_market', polymarketNewMarket),
  polymarket('market_resolved', polymarketMarketResolved),
];

/** Every frame shape (the test of the derived schemas goes through them all). */
export const VENUE_FRAMES: readonly VenueFrameShape[] = [
  ...KALSHI_FRAMES,
  KALSHI_LIST_SUBSCRIPTIONS,
  ...POLYMARKET_EVENTS,
];
