// Listing trading metadata. Decimals are exact text (the Decimal scalar).
import { Field, ObjectType } from 'type-graphql';
import { ListSize } from './list-size';
import { DecimalScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { TradingRules as TradingRulesResource } from '../resources/market';

@ObjectType('TickBand', {
  description: 'Prices from lowerPrice to upperPrice move in steps of tickSize.',
})
export class TickBand {
  @Field(() => DecimalScalar, { description: 'Lowest price of the band.' })
  lowerPrice!: string;

  @Field(() => DecimalScalar, { description: 'Highest price of the band.' })
  upperPrice!: string;

  @Field(() => DecimalScalar, { description: 'Price step within the band.' })
  tickSize!: string;
}

@ObjectType('TradingRules', { description: 'How a listing is quoted, traded and paid.' })
export class TradingRules implements ResourceFields<TradingRulesResource> {
  @Field(() => String, { description: 'What one unit is, e.g. "contract" or "share".' })
  quantityUnit!: string;

  @Field(() => String, { description: 'Currency prices are quoted in.' })
  quoteCurrency!: string;

  @Field(() => String, { description: 'Currency payouts are made in.' })
  payoutCurrency!: string;

  @Field(() => DecimalScalar, { description: 'What one unit pays at most.' })
  payoutUnit!: string;

  @Field(() => DecimalScalar, { description: 'Smallest quantity step.' })
  quantityIncrement!: string;

  @ListSize(3)
  @Field(() => [TickBand], { description: 'Tick sizes by price band.' })
  tickBands!: TickBand[];
}
