// Market data of a listing (the REST market-data resources in camelCase): quotes, L2 books, trade
// prints, OHLCV bars, fees and statistics. Decimals are exact text; timestamps UTC.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  BAR_INTERVALS,
  FEE_FORMULAS,
  FEE_KINDS,
  FEE_ROUNDINGS,
  TAKER_SIDES,
  type BarInterval as BarIntervalValue,
  type FeeFormula as FeeFormulaValue,
  type FeeKind as FeeKindValue,
  type FeeRounding as FeeRoundingValue,
  type TakerSide as TakerSideValue,
} from '../domain/market-data';
import {
  STATISTIC_NAMES,
  STATISTICS_WINDOWS,
  type StatisticName as StatisticNameValue,
  type StatisticsWindow as StatisticsWindowValue,
} from '../domain/statistics';
import { connectionType } from './connection.type';
import { QUOTE_SOURCES } from '../domain/value-sets';
import { enumOf, namedEnum } from './enums';
import { ListSize } from './list-size';
import { Node } from './node.type';
import { DateTimeScalar, DecimalScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type {
  PriceLevel as PriceLevelResource,
  Quote as QuoteResource,
  OrderBook as OrderBookResource,
  TradePrint as TradePrintResource,
  PriceBar as PriceBarResource,
  Fee as FeeResource,
  Statistic as StatisticResource,
  StatisticsRecord as StatisticsRecordResource,
} from '../resources/market-data';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';

/**
 * GraphQL enum names cannot start with a digit: each domain value gets a name (the compiler
 * requires one for every value of the domain's set) and keeps its spelling as the value.
 */
export const StatisticsWindow = namedEnum<StatisticsWindowValue>(STATISTICS_WINDOWS, {
  '1h': 'ONE_HOUR',
  '24h': 'ONE_DAY',
  '7d': 'SEVEN_DAYS',
  lifetime: 'LIFETIME',
});
registerEnumType(StatisticsWindow, {
  name: 'StatisticsWindow',
  description: 'Statistics windows; each ends at the response time.',
  valuesConfig: {
    ONE_HOUR: { description: 'The last hour.' },
    ONE_DAY: { description: 'The last 24 hours.' },
    SEVEN_DAYS: { description: 'The last 7 days.' },
    LIFETIME: { description: "Since the venue market's history starts." },
  },
});

export const BarInterval = namedEnum<BarIntervalValue>(BAR_INTERVALS, {
  '1m': 'ONE_MINUTE',
  '1h': 'ONE_HOUR',
});
registerEnumType(BarInterval, {
  name: 'BarInterval',
  description: 'Bar intervals.',
  valuesConfig: {
    ONE_MINUTE: { description: 'One-minute bars.' },
    ONE_HOUR: { description: 'One-hour bars.' },
  },
});

export const TakerSide = enumOf(TAKER_SIDES);
registerEnumType(TakerSide, {
  name: 'TakerSide',
  description: "The side of the trade's taker, in the listing's own outcome.",
  valuesConfig: {
    BUY: { description: 'The taker bought the listing.' },
    SELL: { description: 'The taker sold the listing.' },
  },
});

export const FeeKind = enumOf(FEE_KINDS);
registerEnumType(FeeKind, {
  name: 'FeeKind',
  description: 'Who pays a fee.',
  valuesConfig: {
    TAKER: { description: 'Orders that take liquidity.' },
    MAKER: { description: 'Orders that rest on the book.' },
  },
});

export const FeeFormula = enumOf(FEE_FORMULAS);
registerEnumType(FeeFormula, {
  name: 'FeeFormula',
  description: 'How a fee is computed from the rate, quantity and price.',
  valuesConfig: {
    RATE_NOTIONAL: { description: 'rate × quantity × price.' },
    RATE_PRICE_COMPLEMENT: { description: 'rate × quantity × price × (1 − price).' },
  },
});

export const FeeRounding = enumOf(FEE_ROUNDINGS);
registerEnumType(FeeRounding, {
  name: 'FeeRounding',
  description: 'How a fee is rounded.',
  valuesConfig: {
    UP_TO_CENT: { description: 'Up to the next cent.' },
    DOWN_TO_CENT: { description: 'Down to the cent.' },
    NEAREST_CENT: { description: 'To the nearest cent.' },
    NONE: { description: 'Not rounded.' },
  },
});

export const QuoteSource = enumOf(QUOTE_SOURCES);
registerEnumType(QuoteSource, {
  name: 'QuoteSource',
  description: 'Where a quote comes from.',
  valuesConfig: {
    QUOTE: { description: "The venue's top of book." },
    ORDERBOOK: { description: 'The best levels of a newer L2 book.' },
  },
});

/** The statistic names are the REST spelling (snake_case) behind upper-case GraphQL names. */
export const StatisticName = Object.fromEntries(
  STATISTIC_NAMES.map((name) => [name.toUpperCase(), name]),
) as Record<string, StatisticNameValue>;
registerEnumType(StatisticName, {
  name: 'StatisticName',
  description: 'A trading statistic.',
  valuesConfig: {
    TRADED_QUANTITY: { description: 'Units traded.' },
    TRADED_NOTIONAL: { description: 'Units traded times their prices.' },
    TRADE_COUNT: { description: 'Trade prints.' },
    VWAP: { description: 'Volume-weighted average price.' },
    OPEN_INTEREST: { description: 'Units open at the venue.' },
    LIQUIDITY: { description: 'Book size near the midpoint.' },
  },
});

@ObjectType('PriceLevel', { description: 'One level of an L2 book.' })
export class PriceLevel implements ResourceFields<PriceLevelResource> {
  @Field(() => DecimalScalar, { description: 'Price of the level.' })
  price!: string;

  @Field(() => DecimalScalar, { description: 'Units at that price.' })
  size!: string;
}

@ObjectType('Quote', {
  description: "Top of book, in the listing's own outcome prices (a NO listing's are NO prices).",
})
export class Quote implements ResourceFields<QuoteResource> {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'Best bid; null without bids.' })
  bid!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Units at the best bid.' })
  bidSize!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Best ask; null without asks.' })
  ask!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Units at the best ask.' })
  askSize!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: '(bid + ask) / 2, exact; null without both.',
  })
  midpoint!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Last traded price.' })
  last!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the venue showed it.' })
  observedAt!: string;

  // The clock: a query that selects it is answered afresh every time.
  @ReadsBeyondSnapshot()
  @Field(() => Int, { description: 'Whole seconds from observedAt to the response time.' })
  ageSeconds!: number;

  @Field(() => QuoteSource, { description: 'Where the quote comes from.' })
  source!: QuoteResource['source'];
}

@ObjectType('OrderBook', { description: 'L2 book: bids highest first, asks lowest first.' })
export class OrderBook implements ResourceFields<OrderBookResource> {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;

  @Field(() => DateTimeScalar, { description: 'When the venue showed it.' })
  observedAt!: string;

  // The clock: a query that selects it is answered afresh every time.
  @ReadsBeyondSnapshot()
  @Field(() => Int, { description: 'Whole seconds from observedAt to the response time.' })
  ageSeconds!: number;

  @Field(() => [PriceLevel], { description: 'Bids, highest price first.' })
  bids!: PriceLevel[];

  @Field(() => [PriceLevel], { description: 'Asks, lowest price first.' })
  asks!: PriceLevel[];
}

@ObjectType('TradePrint', { implements: Node, description: 'One executed trade at the venue.' })
export class TradePrint extends Node implements ResourceFields<TradePrintResource> {
  @Field(() => ID, { description: "The venue's trade ID." })
  tradeId!: string;

  @Field(() => ID, { description: 'The listing traded.' })
  listingId!: string;

  @Field(() => DecimalScalar, { description: "Price in the listing's own outcome." })
  price!: string;

  @Field(() => DecimalScalar, { description: 'Units traded.' })
  quantity!: string;

  @Field(() => TakerSide, { description: "The taker's side." })
  takerSide!: TakerSideValue;

  @Field(() => DateTimeScalar, { description: 'When it executed.' })
  executedAt!: string;
}

@ObjectType('TradePrintConnection', { description: 'A page of trade prints, newest first.' })
export class TradePrintConnection extends connectionType('TradePrint', TradePrint, 'trade print') {}

@ObjectType('PriceBar', { description: 'OHLCV bar covering [start, start + interval).' })
export class PriceBar implements ResourceFields<PriceBarResource> {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;

  @Field(() => BarInterval, { description: 'How long the bar is.' })
  interval!: BarIntervalValue;

  @Field(() => DateTimeScalar, { description: 'Start of the bar.' })
  start!: string;

  @Field(() => DecimalScalar, { description: 'First price.' })
  open!: string;

  @Field(() => DecimalScalar, { description: 'Highest price.' })
  high!: string;

  @Field(() => DecimalScalar, { description: 'Lowest price.' })
  low!: string;

  @Field(() => DecimalScalar, { description: 'Last price.' })
  close!: string;

  @Field(() => DecimalScalar, { description: 'Units traded.' })
  volume!: string;
}

@ObjectType('PriceBarConnection', { description: 'A page of bars, oldest first.' })
export class PriceBarConnection extends connectionType('PriceBar', PriceBar, 'bar') {}

@ObjectType('Fee', {
  description:
    'One line of the published fee schedule: in force now, or a change scheduled for later.',
})
export class Fee implements ResourceFields<FeeResource> {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;

  @Field(() => String, { description: 'The venue publishing it.' })
  venue!: string;

  @Field(() => FeeKind, { description: 'Who pays it.' })
  kind!: FeeKindValue;

  @Field(() => FeeFormula, { description: 'How it is computed.' })
  formula!: FeeFormulaValue;

  @Field(() => DecimalScalar, { description: 'The rate of the formula.' })
  rate!: string;

  @Field(() => FeeRounding, { description: 'How it is rounded.' })
  rounding!: FeeRoundingValue;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description:
      'When the line takes effect: a future time for a change the venue has scheduled; null for a line in force since before the record.',
  })
  effectiveFrom!: string | null;

  @Field(() => String, { description: 'The formula in words, with its rounding.' })
  description!: string;
}

@ObjectType('Statistic', { description: 'One trading statistic over a window.' })
export class Statistic implements ResourceFields<StatisticResource> {
  @Field(() => StatisticName, { description: 'Which statistic.' })
  name!: StatisticNameValue;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Null when it cannot be computed (reason says why); never a zero standing in.',
  })
  value!: string | null;

  @Field(() => String, { nullable: true, description: 'Why value is null.' })
  reason!: string | undefined;

  @Field(() => String, { description: 'What the value counts, e.g. "contract".' })
  unit!: string;

  @Field(() => String, { nullable: true, description: 'Currency of a money value.' })
  currency!: string | null;

  @Field(() => String, {
    description:
      'venue:venueMarketId for venue-market values (one key for the YES and NO listings of a book); venue:venueMarketId:venueOutcomeId for listing prices. Sum distinct keys to avoid double counting.',
  })
  scopeKey!: string;

  @Field(() => String, { description: 'Where the inputs come from.' })
  source!: string;

  @Field(() => String, { description: 'How it is computed.' })
  method!: string;

  @Field(() => DateTimeScalar, { description: 'When it was computed.' })
  asOf!: string;
}

@ObjectType('StatisticsRecord', { description: "A listing's statistics over one window." })
export class StatisticsRecord implements ResourceFields<StatisticsRecordResource> {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;

  @Field(() => StatisticsWindow, { description: 'The window asked for.' })
  window!: StatisticsWindowValue;

  @Field(() => DateTimeScalar, { description: 'Actual start (never before the history starts).' })
  windowStart!: string;

  @Field(() => DateTimeScalar, { description: 'End: the response time.' })
  windowEnd!: string;

  @ListSize(6)
  @Field(() => [Statistic], { description: 'One per statistic name.' })
  statistics!: Statistic[];
}
