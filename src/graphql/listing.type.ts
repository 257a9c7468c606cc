// Listing: a venue-specific representation of an outcome, its fields the definition's
// (src/resources/market.ts). Native identifiers stay exact text and are never interchanged.
// Navigation (outcome, market, events) is in listing.resolver.ts, market data in
// listing-market-data.resolver.ts.
import { ListingDefinition } from '../resources/market';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';
// The type of tradingRules, generated from the definition it refers to.
import './trading-rules.type';

@ResourceObjectType('Listing', {
  implements: Node,
  description:
    "A venue's listing of an outcome: what is traded there, and how it maps to the outcome.",
})
export class Listing extends FieldsOf(
  ListingDefinition,
  { ids: ['listingId', 'outcomeId', 'marketId'], fields: { marketId: { nullable: false } } },
  Node,
) {}
