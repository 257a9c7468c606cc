// Listing trading metadata (specification, Listing.trading_rules). Decimals are strings.
import { Field, ObjectType } from 'type-graphql';

@ObjectType('TickBand', {
  description: 'Prices from lowerPrice to upperPrice move in steps of tickSize.',
})
export class TickBand {
  @Field(() => String, { description: 'Decimal string.' })
  lowerPrice!: string;

  @Field(() => String, { description: 'Decimal string.' })
  upperPrice!: string;

  @Field(() => String, { description: 'Decimal string.' })
  tickSize!: string;
}

@ObjectType('TradingRules')
export class TradingRules {
  @Field(() => String)
  quantityUnit!: string;

  @Field(() => String)
  quoteCurrency!: string;

  @Field(() => String)
  payoutCurrency!: string;

  @Field(() => String, { description: 'Decimal string: what one unit pays at most.' })
  payoutUnit!: string;

  @Field(() => String, { description: 'Decimal string.' })
  quantityIncrement!: string;

  @Field(() => [TickBand])
  tickBands!: TickBand[];
}
