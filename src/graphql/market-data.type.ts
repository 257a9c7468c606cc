// Market data of a listing (the REST market-data resources in camelCase): quotes, L2 books, trade
// prints, OHLCV bars, fees and statistics. Decimals are exact text; timestamps UTC.
import { ObjectType } from 'type-graphql';
import {
  BAR_INTERVALS,
  FEE_FORMULAS,
  FEE_KINDS,
  FEE_ROUNDINGS,
  TAKER_SIDES,
  type BarInterval as BarIntervalValue,
} from '../domain/market-data';
import {
  STATISTIC_NAMES,
  STATISTICS_WINDOWS,
  type StatisticName as StatisticNameValue,
  type StatisticsWindow as StatisticsWindowValue,
} from '../domain/statistics';
import { connectionType } from './connection.type';
import { QUOTE_SOURCES } from '../domain/value-sets';
import { describedEnum, enumOf, namedEnum } from './enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { ListSize } from './list-size';
import { Node } from './node.type';
import {
  FeeDefinition,
  OrderBookDefinition,
  PriceBarDefinition,
  PriceLevelDefinition,
  QuoteDefinition,
  StatisticDefinition,
  StatisticsRecordDefinition,
  TradePrintDefinition,
} from '../resources/market-data';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';

/**
 * GraphQL enum names cannot start with a digit: each domain value gets a name (the compiler
 * requires one for every value of the domain's set) and keeps its spelling as the value.
 */
export const StatisticsWindow = describedEnum(
  namedEnum<StatisticsWindowValue>(STATISTICS_WINDOWS, {
    '1h': 'ONE_HOUR',
    '24h': 'ONE_DAY',
    '7d': 'SEVEN_DAYS',
    lifetime: 'LIFETIME',
  }),
  'StatisticsWindow',
  'Statistics windows; each ends at the response time.',
  {
    ONE_HOUR: 'The last hour.',
    ONE_DAY: 'The last 24 hours.',
    SEVEN_DAYS: 'The last 7 days.',
    LIFETIME: "Since the venue market's history starts.",
  },
);

export const BarInterval = describedEnum(
  namedEnum<BarIntervalValue>(BAR_INTERVALS, {
    '1m': 'ONE_MINUTE',
    '1h': 'ONE_HOUR',
  }),
  'BarInterval',
  'Bar intervals.',
  {
    ONE_MINUTE: 'One-minute bars.',
    ONE_HOUR: 'One-hour bars.',
  },
);

export const TakerSide = describedEnum(
  enumOf(TAKER_SIDES),
  'TakerSide',
  "The side of the trade's taker, in the listing's own outcome.",
  {
    BUY: 'The taker bought the listing.',
    SELL: 'The taker sold the listing.',
  },
);

export const FeeKind = describedEnum(enumOf(FEE_KINDS), 'FeeKind', 'Who pays a fee.', {
  TAKER: 'Orders that take liquidity.',
  MAKER: 'Orders that rest on the book.',
});

export const FeeFormula = describedEnum(
  enumOf(FEE_FORMULAS),
  'FeeFormula',
  'How a fee is computed from the rate, quantity and price.',
  {
    RATE_NOTIONAL: 'rate × quantity × price.',
    RATE_PRICE_COMPLEMENT: 'rate × quantity × price × (1 − price).',
  },
);

export const FeeRounding = describedEnum(
  enumOf(FEE_ROUNDINGS),
  'FeeRounding',
  'How a fee is rounded.',
  {
    UP_TO_CENT: 'Up to the next cent.',
    DOWN_TO_CENT: 'Down to the cent.',
    NEAREST_CENT: 'To the nearest cent.',
    NONE: 'Not rounded.',
  },
);

export const QuoteSource = describedEnum(
  enumOf(QUOTE_SOURCES),
  'QuoteSource',
  'Where a quote comes from.',
  {
    QUOTE: "The venue's top of book.",
    ORDERBOOK: 'The best levels of a newer L2 book.',
  },
);

/** The statistic names are the REST spelling (snake_case) behind upper-case GraphQL names. */
export const StatisticName = describedEnum(
  Object.fromEntries(STATISTIC_NAMES.map((name) => [name.toUpperCase(), name])) as Record<
    string,
    StatisticNameValue
  >,
  'StatisticName',
  'A trading statistic.',
  {
    TRADED_QUANTITY: 'Units traded.',
    TRADED_NOTIONAL: 'Units traded times their prices.',
    TRADE_COUNT: 'Trade prints.',
    VWAP: 'Volume-weighted average price.',
    OPEN_INTEREST: 'Units open at the venue.',
    LIQUIDITY: 'Book size near the midpoint.',
  },
);

// The clock: a query that selects ageSeconds is answered afresh every time.
const age = { decorators: [ReadsBeyondSnapshot()] } as const;

@ResourceObjectType('PriceLevel', { description: 'One level of an L2 book.' })
export class PriceLevel extends FieldsOf(PriceLevelDefinition) {}

@ResourceObjectType('Quote', {
  description: "Top of book, in the listing's own outcome prices (a NO listing's are NO prices).",
})
export class Quote extends FieldsOf(QuoteDefinition, {
  ids: ['listingId'],
  fields: { ageSeconds: age },
}) {}

@ResourceObjectType('OrderBook', {
  description: 'L2 book: bids highest first, asks lowest first.',
})
export class OrderBook extends FieldsOf(OrderBookDefinition, {
  ids: ['listingId'],
  fields: { ageSeconds: age },
}) {}

@ResourceObjectType('TradePrint', {
  implements: Node,
  description: 'One executed trade at the venue.',
})
export class TradePrint extends FieldsOf(
  TradePrintDefinition,
  { ids: ['tradeId', 'listingId'] },
  Node,
) {}

@ObjectType('TradePrintConnection', { description: 'A page of trade prints, newest first.' })
export class TradePrintConnection extends connectionType('TradePrint', TradePrint, 'trade print') {}

@ResourceObjectType('PriceBar', { description: 'OHLCV bar covering [start, start + interval).' })
export class PriceBar extends FieldsOf(PriceBarDefinition, { ids: ['listingId'] }) {}

@ObjectType('PriceBarConnection', { description: 'A page of bars, oldest first.' })
export class PriceBarConnection extends connectionType('PriceBar', PriceBar, 'bar') {}

@ResourceObjectType('Fee', {
  description:
    'One line of the published fee schedule: in force now, or a change scheduled for later.',
})
export class Fee extends FieldsOf(FeeDefinition, { ids: ['listingId'] }) {}

@ResourceObjectType('Statistic', { description: 'One trading statistic over a window.' })
export class Statistic extends FieldsOf(StatisticDefinition) {}

@ResourceObjectType('StatisticsRecord', { description: "A listing's statistics over one window." })
export class StatisticsRecord extends FieldsOf(StatisticsRecordDefinition, {
  ids: ['listingId'],
  fields: { statistics: { decorators: [ListSize(6)] } },
}) {}
