// Query.outcome and the navigation of Outcome.
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { requestLoaders, type GraphqlContext } from './context';
import { ListSize } from './list-size';
import { Listing } from './listing.type';
import { Market } from './market.type';
import { outcomeNodeOf, type ListingNode, type MarketNode, type OutcomeNode } from './nodes';
import { Outcome } from './outcome.type';
import { nodeIdField } from './resolver-fields';

@Resolver(() => Outcome)
export class OutcomeResolver {
  @Query(() => Outcome, {
    nullable: true,
    description:
      "One outcome by service ID, as its market's current version defines it; null when unknown.",
  })
  async outcome(
    @Arg('outcomeId', () => ID, { description: 'Service ID of the outcome.' }) outcomeId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<OutcomeNode | null> {
    const loaders = await requestLoaders(ctx);
    const marketId = await loaders.marketIdByOutcome.load(outcomeId);
    const market = marketId === null ? null : await loaders.marketsById.load(marketId);
    return market ? outcomeNodeOf(loaders.pin(market), outcomeId) : null;
  }

  @FieldResolver(() => Market, { description: 'The market (version) that defines the outcome.' })
  market(@Root() outcome: OutcomeNode): MarketNode {
    return outcome.market;
  }

  @ListSize(4)
  @FieldResolver(() => [Listing], {
    description:
      "The outcome's venue listings (one per venue market it is listed as); may be empty.",
  })
  async listings(@Root() outcome: OutcomeNode, @Ctx() ctx: GraphqlContext): Promise<ListingNode[]> {
    const listings = await ctx.loaders.of(outcome).listingsByOutcome.load(outcome.outcomeId);
    return listings.map((l) => ctx.loaders.of(outcome).pin(l));
  }
}

nodeIdField(OutcomeResolver, 'Outcome', (outcome: OutcomeNode) => [
  outcome.outcomeId,
  outcome.market.version,
]);
