// Listing (specification, Resources): a venue-specific representation of an outcome. Native
// identifiers stay exact text and are never interchanged (Concepts rule 6). Navigation (outcome,
// market, events) is in listing.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { LifecycleStatus } from './enums';
import { TradingRules } from './trading-rules.type';

@ObjectType('Listing')
export class Listing {
  @Field(() => ID)
  listingId!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { description: 'Native market ID.' })
  venueMarketId!: string;

  @Field(() => String, { description: 'Native outcome identifier.' })
  venueOutcomeId!: string;

  @Field(() => ID)
  outcomeId!: string;

  @Field(() => ID)
  marketId!: string;

  @Field(() => String)
  mappingVersion!: string;

  @Field(() => LifecycleStatus)
  status!: LifecycleStatusValue;

  @Field(() => TradingRules)
  tradingRules!: TradingRules;

  @Field(() => [String], {
    description: "Native event IDs: the listing's original venue event membership.",
  })
  venueEventIds!: string[];

  @Field(() => String, { nullable: true })
  ticker?: string;

  @Field(() => String, { nullable: true, description: 'Order-book token ID.' })
  tokenId?: string;

  @Field(() => String, { nullable: true })
  conditionId?: string;

  @Field(() => String, { nullable: true })
  slug?: string;

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  observedAt!: string;
}
