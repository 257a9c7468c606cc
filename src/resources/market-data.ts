// Market data of listings: quotes, L2 books, trade prints, OHLCV bars, fees and statistics
// (shapes the specification leaves open; paths and selectors in docs/decisions.md), and the
// queries of their six operations.
import { LIMITS } from '../domain/limits';
import {
  BAR_INTERVALS,
  FEE_FORMULAS,
  FEE_KINDS,
  FEE_ROUNDINGS,
  TAKER_SIDES,
} from '../domain/market-data';
import { STATISTIC_NAMES, STATISTICS_WINDOWS } from '../domain/statistics';
import { QUOTE_SOURCES } from '../domain/value-sets';
import {
  Closed,
  Decimal,
  Id,
  Int,
  List,
  Nullable,
  Obj,
  OneOf,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  Words,
  type Static,
} from './schema-kit';
import { PageSize, PageToken } from './paging';

const NullableDecimal = Nullable(Decimal);

const AgeSeconds = With(Int, {
  minimum: 0,
  description: 'whole seconds from {observedAt} to the response time',
});

export const PriceLevelDefinition = Obj(
  {
    price: With(Decimal, { description: 'price of the level' }),
    size: With(Decimal, { description: 'units at that price' }),
  },
  { $id: 'PriceLevel' },
);
export type PriceLevel = Static<typeof PriceLevelDefinition>;

export const QuoteDefinition = Obj(
  {
    listingId: With(Str, { description: 'the listing' }),
    bid: With(NullableDecimal, { description: 'best bid; null when none' }),
    bidSize: With(NullableDecimal, { description: 'units at the best bid' }),
    ask: With(NullableDecimal, { description: 'best ask; null when none' }),
    askSize: With(NullableDecimal, { description: 'units at the best ask' }),
    midpoint: With(NullableDecimal, { description: '(bid + ask) / 2, exact; null without both' }),
    last: With(NullableDecimal, {
      description: 'last traded price as published, else the latest print; null when unknown',
    }),
    observedAt: With(Timestamp, { description: 'when the venue showed it' }),
    ageSeconds: AgeSeconds,
    source: OneOf(QUOTE_SOURCES, {
      description:
        "QUOTE: the venue's published top of book; ORDERBOOK: the best levels of a newer L2 book",
    }),
  },
  {
    $id: 'Quote',
    description:
      "A listing's top of book. Prices are of the listing's own outcome (a NO listing's prices are NO prices).",
  },
);
export type Quote = Static<typeof QuoteDefinition>;

const Levels = List(Ref(PriceLevelDefinition));

export const OrderBookDefinition = Obj(
  {
    listingId: With(Str, { description: 'the listing' }),
    observedAt: With(Timestamp, { description: 'when the venue showed it' }),
    ageSeconds: AgeSeconds,
    bids: With(Levels, { description: 'bids, highest price first' }),
    asks: With(Levels, { description: 'asks, lowest price first' }),
  },
  {
    $id: 'OrderBook',
    description:
      "A listing's latest L2 book: bids highest first, asks lowest first. A venue that publishes YES and NO bids only (Kalshi) is normalised: a NO bid at p is a YES ask at {payoutUnit} − p.",
  },
);
export type OrderBook = Static<typeof OrderBookDefinition>;

export const TradePrintDefinition = Obj(
  {
    tradeId: With(Str, { description: "the venue's trade ID" }),
    listingId: With(Str, { description: 'the listing traded' }),
    price: With(Decimal, { description: "price in the listing's own outcome" }),
    quantity: With(Decimal, { description: 'units traded' }),
    takerSide: With(OneOf(TAKER_SIDES), { description: "the taker's side" }),
    executedAt: With(Timestamp, { description: 'when it executed' }),
  },
  {
    $id: 'TradePrint',
    description: 'One trade print of a listing, identified by its venue trade ID.',
  },
);
export type TradePrint = Static<typeof TradePrintDefinition>;

export const PriceBarDefinition = Obj(
  {
    listingId: With(Str, { description: 'the listing' }),
    interval: With(OneOf(BAR_INTERVALS), { description: 'how long the bar is' }),
    start: With(Timestamp, { description: 'start of the bar' }),
    open: With(Decimal, { description: 'first price' }),
    high: With(Decimal, { description: 'highest price' }),
    low: With(Decimal, { description: 'lowest price' }),
    close: With(Decimal, { description: 'last price' }),
    volume: With(Decimal, { description: 'quantity traded in the bar' }),
  },
  { $id: 'PriceBar', description: 'An OHLCV bar covering [start, start + interval).' },
);
export type PriceBar = Static<typeof PriceBarDefinition>;

export const FeeDefinition = Obj(
  {
    listingId: With(Str, { description: 'the listing' }),
    venue: With(Str, { description: 'the venue publishing it' }),
    kind: With(OneOf(FEE_KINDS), { description: 'who pays it' }),
    formula: OneOf(FEE_FORMULAS, {
      description:
        'RATE_NOTIONAL: rate × quantity × price; RATE_PRICE_COMPLEMENT: rate × quantity × price × (1 − price)',
    }),
    rate: With(Decimal, { description: 'the rate of the formula' }),
    rounding: With(OneOf(FEE_ROUNDINGS), { description: 'how it is rounded' }),
    effectiveFrom: With(Nullable(Timestamp), {
      description:
        'when the line takes effect: a time in the future for a change the venue has scheduled; null for a line in force since before the record',
    }),
    description: With(Str, { description: 'the formula in words, with its rounding' }),
  },
  {
    $id: 'Fee',
    description:
      'One line of the published fee schedule of a listing: the line in force now or a change scheduled for later.',
  },
);
export type Fee = Static<typeof FeeDefinition>;

export const StatisticDefinition = Obj(
  {
    name: With(OneOf(STATISTIC_NAMES), { description: 'which statistic' }),
    value: With(NullableDecimal, {
      description:
        'null when the measure cannot be computed (then reason says why); never a zero standing in',
    }),
    reason: Optional(Words({ description: 'present when value is null' })),
    unit: With(Str, { description: 'what the value counts, e.g. "contract"' }),
    currency: With(Nullable(Str), { description: 'currency of a money value' }),
    scopeKey: With(Str, {
      description:
        '{venue}:{venueMarketId} for venue-market values (volume, liquidity, open interest: the YES and NO listings of one book report the same key, so summing distinct keys never double counts); {venue}:{venueMarketId}:{venueOutcomeId} for listing prices (vwap)',
    }),
    source: With(Str, { description: 'where the inputs come from' }),
    method: Words({ description: 'how the value is computed' }),
    asOf: With(Timestamp, { description: 'when it was computed' }),
  },
  { $id: 'Statistic' },
);
export type Statistic = Static<typeof StatisticDefinition>;

export const StatisticsRecordDefinition = Obj(
  {
    listingId: With(Str, { description: 'the listing' }),
    window: With(OneOf(STATISTICS_WINDOWS), { description: 'the window asked for' }),
    windowStart: With(Timestamp, {
      description:
        "the actual start: {windowEnd} minus the window, but not before the venue market's history starts (lifetime: the history start)",
    }),
    windowEnd: With(Timestamp, { description: 'the response observation time (exclusive)' }),
    statistics: With(List(Ref(StatisticDefinition)), { description: 'one per statistic name' }),
  },
  { $id: 'StatisticsRecord' },
);
export type StatisticsRecord = Static<typeof StatisticsRecordDefinition>;

/** Every market-data operation selects listingIds (repeated) or listingId, never both. */
const selector = {
  listingId: Optional(With(Id, { description: 'one listing; exclusive with {listingIds}' })),
  listingIds: Optional(
    List(Id, {
      minItems: 1,
      maxItems: LIMITS.marketDataListingsMax,
      description: `listings (repeated), at most ${LIMITS.marketDataListingsMax}; exclusive with {listingId}`,
    }),
  ),
};

/** A time bound of a query (any zone; stored and shown in UTC). */
const Time = With(Str, { format: 'date-time', description: 'ISO 8601' });

export const ListingSelectionDefinition = Closed({ ...selector });
export type ListingSelection = Static<typeof ListingSelectionDefinition>;

export const TradesQueryDefinition = Closed({
  ...selector,
  start: Optional(With(Time, { description: 'inclusive' })),
  end: Optional(With(Time, { description: 'exclusive' })),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type TradesQuery = Static<typeof TradesQueryDefinition>;

export const PriceHistoryQueryDefinition = Closed({
  ...selector,
  interval: OneOf(BAR_INTERVALS),
  start: With(Time, { description: 'inclusive: bars starting at or after it' }),
  end: With(Time, { description: 'exclusive: bars starting before it' }),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type PriceHistoryQuery = Static<typeof PriceHistoryQueryDefinition>;

export const MarketStatsQueryDefinition = Closed({
  ...selector,
  window: OneOf(STATISTICS_WINDOWS),
});
export type MarketStatsQuery = Static<typeof MarketStatsQueryDefinition>;
