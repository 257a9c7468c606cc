// Query.listing and the navigation of Listing.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { MarketRecord } from '../domain/records';
import type { GraphqlContext } from './context';
import { Event } from './event.type';
import { Listing } from './listing.type';
import { loadPresent } from './loaders';
import { Market } from './market.type';
import {
  outcomeNodeOf,
  type EventNode,
  type ListingNode,
  type MarketNode,
  type OutcomeNode,
} from './nodes';
import { Outcome } from './outcome.type';
import { nodeIdField, nodeQuery } from './resolver-fields';

@Resolver(() => Listing)
export class ListingResolver {
  @FieldResolver(() => Outcome, { description: 'The outcome the listing is mapped to.' })
  async outcome(@Root() listing: ListingNode, @Ctx() ctx: GraphqlContext): Promise<OutcomeNode> {
    const outcome = outcomeNodeOf(await marketOf(listing, ctx), listing.outcomeId);
    if (!outcome)
      throw new Error(`outcome ${listing.outcomeId} of listing ${listing.listingId} is missing`);
    return outcome;
  }

  @FieldResolver(() => Market, { description: "The outcome's market." })
  market(@Root() listing: ListingNode, @Ctx() ctx: GraphqlContext): Promise<MarketNode> {
    return marketOf(listing, ctx);
  }

  @FieldResolver(() => [Event], {
    description: "The market's original events on the listing's venue.",
  })
  async events(@Root() listing: ListingNode, @Ctx() ctx: GraphqlContext): Promise<EventNode[]> {
    const market = await marketOf(listing, ctx);
    const events = await loadPresent(ctx.loaders.of(listing).eventsById, market.eventIds);
    return events
      .filter((e) => e.venue === listing.venue)
      .map((e) => ctx.loaders.of(listing).pin(e));
  }
}

async function marketOf(listing: ListingNode, ctx: GraphqlContext): Promise<MarketNode> {
  const market: MarketRecord | null = await ctx.loaders
    .of(listing)
    .marketsById.load(listing.marketId);
  if (!market)
    throw new Error(`market ${listing.marketId} of listing ${listing.listingId} is missing`);
  return ctx.loaders.of(listing).pin(market);
}

nodeQuery(ListingResolver, 'listing', {
  type: () => Listing,
  description: 'One listing by service ID; null when unknown.',
  key: { name: 'listingId', description: 'Service ID of the listing.' },
  record: (listingId, loaders) => loaders.listingsById.load(listingId),
});

nodeIdField(ListingResolver, 'Listing', (listing: ListingNode) => [listing.listingId]);
