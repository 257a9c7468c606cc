// Query.outcome and the navigation of Outcome.
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { requestLoaders, type GraphqlContext } from './context';
import { Listing } from './listing.type';
import { Market } from './market.type';
import { outcomeNodeOf, pin, type ListingNode, type MarketNode, type OutcomeNode } from './nodes';
import { Outcome } from './outcome.type';

@Resolver(() => Outcome)
export class OutcomeResolver {
  @Query(() => Outcome, {
    nullable: true,
    description: 'One outcome by service ID; null when unknown.',
  })
  async outcome(
    @Arg('outcomeId', () => ID) outcomeId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<OutcomeNode | null> {
    const loaders = await requestLoaders(ctx);
    const marketId = await loaders.marketIdByOutcome.load(outcomeId);
    const market = marketId === null ? null : await loaders.marketsById.load(marketId);
    return market ? outcomeNodeOf(pin(market, loaders.revision), outcomeId) : null;
  }

  @FieldResolver(() => Market, { description: 'The market (version) that defines the outcome.' })
  async market(@Root() outcome: OutcomeNode, @Ctx() ctx: GraphqlContext): Promise<MarketNode> {
    if (outcome.market) return outcome.market;
    const market = await ctx.loaders.at(outcome.revision).marketsById.load(outcome.marketId);
    if (!market)
      throw new Error(`market ${outcome.marketId} of outcome ${outcome.outcomeId} is missing`);
    return pin(market, outcome.revision);
  }

  @FieldResolver(() => [Listing], { description: 'Venue listings of the outcome; may be empty.' })
  async listings(@Root() outcome: OutcomeNode, @Ctx() ctx: GraphqlContext): Promise<ListingNode[]> {
    const listings = await ctx.loaders
      .at(outcome.revision)
      .listingsByOutcome.load(outcome.outcomeId);
    return listings.map((l) => pin(l, outcome.revision));
  }
}
