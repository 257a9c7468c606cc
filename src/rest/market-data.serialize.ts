// Market-data views to the snake_case JSON of market-data.schemas.ts.
import type { PriceBarRecord, PriceLevel, TradeRecord } from '../domain/market-data';
import type { Statistic } from '../domain/statistics';
import type {
  FeeView,
  OrderBookView,
  QuoteView,
  StatisticsView,
} from '../services/market-data-service';

type Json = Record<string, unknown>;

export function quoteJson(q: QuoteView): Json {
  return {
    listing_id: q.listingId,
    bid: q.bid,
    bid_size: q.bidSize,
    ask: q.ask,
    ask_size: q.askSize,
    midpoint: q.midpoint,
    last: q.last,
    observed_at: q.observedAt,
    age_seconds: q.ageSeconds,
    source: q.source,
  };
}

const levelJson = (l: PriceLevel): Json => ({ price: l.price, size: l.size });

export function orderBookJson(b: OrderBookView): Json {
  return {
    listing_id: b.listingId,
    observed_at: b.observedAt,
    age_seconds: b.ageSeconds,
    bids: b.bids.map(levelJson),
    asks: b.asks.map(levelJson),
  };
}

export function tradeJson(t: TradeRecord): Json {
  return {
    trade_id: t.tradeId,
    listing_id: t.listingId,
    price: t.price,
    quantity: t.quantity,
    taker_side: t.takerSide,
    executed_at: t.executedAt,
  };
}

export function priceBarJson(b: PriceBarRecord): Json {
  return {
    listing_id: b.listingId,
    interval: b.interval,
    start: b.start,
    open: b.open,
    high: b.high,
    low: b.low,
    close: b.close,
    volume: b.volume,
  };
}

export function feeJson(f: FeeView): Json {
  return {
    listing_id: f.listingId,
    venue: f.venue,
    kind: f.kind,
    formula: f.formula,
    rate: f.rate,
    rounding: f.rounding,
    description: f.description,
  };
}

function statisticJson(s: Statistic): Json {
  return {
    name: s.name,
    value: s.value,
    ...(s.reason !== undefined ? { reason: s.reason } : {}),
    unit: s.unit,
    currency: s.currency,
    scope_key: s.scopeKey,
    source: s.source,
    method: s.method,
    as_of: s.asOf,
  };
}

export function statisticsJson(r: StatisticsView): Json {
  return {
    listing_id: r.listingId,
    window: r.window,
    window_start: r.windowStart,
    window_end: r.windowEnd,
    statistics: r.statistics.map(statisticJson),
  };
}
