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

export const PriceLevelDefinition = Obj({ price: Decimal, size: Decimal }, { $id: 'PriceLevel' });
export type PriceLevel = Static<typeof PriceLevelDefinition>;

export const QuoteDefinition = Obj(
  {
    listingId: Str,
    bid: With(NullableDecimal, { description: 'best bid; null when none' }),
    bidSize: NullableDecimal,
    ask: With(NullableDecimal, { description: 'best ask; null when none' }),
    askSize: NullableDecimal,
    midpoint: With(NullableDecimal, { description: '(bid + ask) / 2, exact; null without both' }),
    last: With(NullableDecimal, {
      description: 'last traded price as published, else the latest print; null when unknown',
    }),
    observedAt: Timestamp,
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
  { listingId: Str, observedAt: Timestamp, ageSeconds: AgeSeconds, bids: Levels, asks: Levels },
  {
    $id: 'OrderBook',
    description:
      "A listing's latest L2 book: bids highest first, asks lowest first. A venue that publishes YES and NO bids only (Kalshi) is normalised: a NO bid at p is a YES ask at {payoutUnit} − p.",
  },
);
export type OrderBook = Static<typeof OrderBookDefinition>;

export const TradePrintDefinition = Obj(
  {
    tradeId: Str,
    listingId: Str,
    price: Decimal,
    quantity: Decimal,
    takerSide: OneOf(TAKER_SIDES),
    executedAt: Timestamp,
  },
  {
    $id: 'TradePrint',
    description: 'One trade print of a listing, identified by its venue trade ID.',
  },
);
export type TradePrint = Static<typeof TradePrintDefinition>;

export const PriceBarDefinition = Obj(
  {
    listingId: Str,
    interval: OneOf(BAR_INTERVALS),
    start: Timestamp,
    open: Decimal,
    high: Decimal,
    low: Decimal,
    close: Decimal,
    volume: With(Decimal, { description: 'quantity traded in the bar' }),
  },
  { $id: 'PriceBar', description: 'An OHLCV bar covering [start, start + interval).' },
);
export type PriceBar = Static<typeof PriceBarDefinition>;

export const FeeDefinition = Obj(
  {
    listingId: Str,
    venue: Str,
    kind: OneOf(FEE_KINDS),
    formula: OneOf(FEE_FORMULAS, {
      description:
        'RATE_NOTIONAL: rate × quantity × price; RATE_PRICE_COMPLEMENT: rate × quantity × price × (1 − price)',
    }),
    rate: Decimal,
    rounding: OneOf(FEE_ROUNDINGS),
    effectiveFrom: With(Nullable(Timestamp), {
      description:
        'when the line takes effect: a time in the future for a change the venue has scheduled; null for a line in force since before the record',
    }),
    description: Str,
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
    name: OneOf(STATISTIC_NAMES),
    value: With(NullableDecimal, {
      description:
        'null when the measure cannot be computed (then reason says why); never a zero standing in',
    }),
    reason: Optional(Words({ description: 'present when value is null' })),
    unit: Str,
    currency: Nullable(Str),
    scopeKey: With(Str, {
      description:
        '{venue}:{venueMarketId} for venue-market values (volume, liquidity, open interest: the YES and NO listings of one book report the same key, so summing distinct keys never double counts); {venue}:{venueMarketId}:{venueOutcomeId} for listing prices (vwap)',
    }),
    source: Str,
    method: Words({ description: 'how the value is computed' }),
    asOf: Timestamp,
  },
  { $id: 'Statistic' },
);
export type Statistic = Static<typeof StatisticDefinition>;

export const StatisticsRecordDefinition = Obj(
  {
    listingId: Str,
    window: OneOf(STATISTICS_WINDOWS),
    windowStart: With(Timestamp, {
      description:
        "the actual start: {windowEnd} minus the window, but not before the venue market's history starts (lifetime: the history start)",
    }),
    windowEnd: With(Timestamp, { description: 'the response observation time (exclusive)' }),
    statistics: List(Ref(StatisticDefinition)),
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
