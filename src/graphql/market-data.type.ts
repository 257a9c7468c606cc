// Market data of a listing (the REST market-data resources in camelCase): quotes, L2 books, trade
// prints, OHLCV bars, fees and statistics. Decimals are strings; timestamps ISO 8601 UTC.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BAR_INTERVALS, type BarInterval as BarIntervalValue } from '../domain/market-data';
import {
  STATISTICS_WINDOWS,
  type StatisticsWindow as StatisticsWindowValue,
} from '../domain/statistics';
import { connectionType } from './connection.type';

/**
 * GraphQL enum names cannot start with a digit: each domain value gets a name (the compiler
 * requires one for every value of the domain's set) and keeps its spelling as the value.
 */
function namedEnum<V extends string>(
  values: readonly V[],
  names: Record<V, string>,
): Record<string, V> {
  return Object.fromEntries(values.map((v) => [names[v], v]));
}

export const StatisticsWindow = namedEnum<StatisticsWindowValue>(STATISTICS_WINDOWS, {
  '1h': 'ONE_HOUR',
  '24h': 'ONE_DAY',
  '7d': 'SEVEN_DAYS',
  lifetime: 'LIFETIME',
});
registerEnumType(StatisticsWindow, {
  name: 'StatisticsWindow',
  description: 'Statistics windows (1h, 24h, 7d, lifetime); each ends at the response time.',
});

export const BarInterval = namedEnum<BarIntervalValue>(BAR_INTERVALS, {
  '1m': 'ONE_MINUTE',
  '1h': 'ONE_HOUR',
});
registerEnumType(BarInterval, { name: 'BarInterval', description: 'Bar intervals: 1m and 1h.' });

@ObjectType('PriceLevel')
export class PriceLevel {
  @Field(() => String, { description: 'Decimal string.' })
  price!: string;

  @Field(() => String, { description: 'Decimal string.' })
  size!: string;
}

@ObjectType('Quote', {
  description: "Top of book, in the listing's own outcome prices (a NO listing's are NO prices).",
})
export class Quote {
  @Field(() => ID)
  listingId!: string;

  @Field(() => String, { nullable: true })
  bid!: string | null;

  @Field(() => String, { nullable: true })
  bidSize!: string | null;

  @Field(() => String, { nullable: true })
  ask!: string | null;

  @Field(() => String, { nullable: true })
  askSize!: string | null;

  @Field(() => String, { nullable: true, description: '(bid + ask) / 2, exact.' })
  midpoint!: string | null;

  @Field(() => String, { nullable: true })
  last!: string | null;

  @Field(() => String)
  observedAt!: string;

  @Field(() => Int, { description: 'Whole seconds from observedAt to the response time.' })
  ageSeconds!: number;

  @Field(() => String, { description: 'QUOTE or ORDERBOOK (the best levels of a newer book).' })
  source!: string;
}

@ObjectType('OrderBook', { description: 'L2 book: bids highest first, asks lowest first.' })
export class OrderBook {
  @Field(() => ID)
  listingId!: string;

  @Field(() => String)
  observedAt!: string;

  @Field(() => Int)
  ageSeconds!: number;

  @Field(() => [PriceLevel])
  bids!: PriceLevel[];

  @Field(() => [PriceLevel])
  asks!: PriceLevel[];
}

@ObjectType('TradePrint')
export class TradePrint {
  @Field(() => ID)
  tradeId!: string;

  @Field(() => ID)
  listingId!: string;

  @Field(() => String)
  price!: string;

  @Field(() => String)
  quantity!: string;

  @Field(() => String, { description: 'BUY or SELL.' })
  takerSide!: string;

  @Field(() => String)
  executedAt!: string;
}

@ObjectType('TradePrintConnection')
export class TradePrintConnection extends connectionType('TradePrint', TradePrint) {}

@ObjectType('PriceBar', { description: 'OHLCV bar covering [start, start + interval).' })
export class PriceBar {
  @Field(() => ID)
  listingId!: string;

  @Field(() => BarInterval)
  interval!: BarIntervalValue;

  @Field(() => String)
  start!: string;

  @Field(() => String)
  open!: string;

  @Field(() => String)
  high!: string;

  @Field(() => String)
  low!: string;

  @Field(() => String)
  close!: string;

  @Field(() => String)
  volume!: string;
}

@ObjectType('Fee', { description: 'One line of the published fee schedule in force.' })
export class Fee {
  @Field(() => ID)
  listingId!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { description: 'TAKER or MAKER.' })
  kind!: string;

  @Field(() => String, { description: 'RATE_NOTIONAL or RATE_PRICE_COMPLEMENT.' })
  formula!: string;

  @Field(() => String)
  rate!: string;

  @Field(() => String, { description: 'UP_TO_CENT, DOWN_TO_CENT, NEAREST_CENT or NONE.' })
  rounding!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType('Statistic')
export class Statistic {
  @Field(() => String, {
    description: 'traded_quantity, traded_notional, trade_count, vwap, open_interest, liquidity.',
  })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Null when it cannot be computed (reason says why); never a zero standing in.',
  })
  value!: string | null;

  @Field(() => String, { nullable: true })
  reason?: string;

  @Field(() => String)
  unit!: string;

  @Field(() => String, { nullable: true })
  currency!: string | null;

  @Field(() => String, {
    description:
      'venue:venue_market_id for venue-market values (one key for the YES and NO listings of a book); venue:venue_market_id:venue_outcome_id for listing prices.',
  })
  scopeKey!: string;

  @Field(() => String)
  source!: string;

  @Field(() => String)
  method!: string;

  @Field(() => String)
  asOf!: string;
}

@ObjectType('StatisticsRecord')
export class StatisticsRecord {
  @Field(() => ID)
  listingId!: string;

  @Field(() => StatisticsWindow)
  window!: StatisticsWindowValue;

  @Field(() => String)
  windowStart!: string;

  @Field(() => String)
  windowEnd!: string;

  @Field(() => [Statistic])
  statistics!: Statistic[];
}
