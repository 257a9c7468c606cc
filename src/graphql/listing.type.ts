// Listing: a venue-specific representation of an outcome. Native identifiers stay exact text
// and are never interchanged. Navigation (outcome, market, events) is in listing.resolver.ts,
// market data in listing-market-data.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { LifecycleStatus } from './enums';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';
import { TradingRules } from './trading-rules.type';
import type { ResourceFields } from './resource-fields';
import type { Listing as ListingResource } from '../resources/market';

@ObjectType('Listing', {
  implements: Node,
  description:
    "A venue's listing of an outcome: what is traded there, and how it maps to the outcome.",
})
export class Listing extends Node implements ResourceFields<ListingResource> {
  @Field(() => ID, { description: 'Service ID of the listing.' })
  listingId!: string;

  @Field(() => String, { description: 'The venue, e.g. "polymarket".' })
  venue!: string;

  @Field(() => String, {
    description: 'Native market ID (Kalshi market ticker, Polymarket market ID), exact text.',
  })
  venueMarketId!: string;

  @Field(() => String, { description: 'Native outcome identifier, exact text.' })
  venueOutcomeId!: string;

  @Field(() => ID, { description: 'The outcome the listing is mapped to.' })
  outcomeId!: string;

  @Field(() => ID, { description: 'The market of that outcome.' })
  marketId!: string;

  @Field(() => String, { description: 'Version of the mapping to the outcome.' })
  mappingVersion!: string;

  @Field(() => LifecycleStatus, { description: 'Lifecycle status at the venue.' })
  status!: LifecycleStatusValue;

  @Field(() => TradingRules, { description: 'Units, currencies and tick sizes.' })
  tradingRules!: TradingRules;

  @Field(() => [String], {
    description: "Native event IDs: the listing's original venue event membership.",
  })
  venueEventIds!: string[];

  @Field(() => String, { nullable: true, description: 'Kalshi market ticker.' })
  ticker!: string | undefined;

  @Field(() => String, {
    nullable: true,
    description: 'Order-book token ID (Polymarket CLOB token).',
  })
  tokenId!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Polymarket condition ID.' })
  conditionId!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Polymarket market slug.' })
  slug!: string | undefined;

  @Field(() => DateTimeScalar, { description: 'When the catalog last observed the listing.' })
  observedAt!: string;
}
