// Query.outcome and the navigation of Outcome.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ListingRecord } from '../domain/records';
import type { GraphqlContext } from './context';
import { ListSize } from './list-size';
import { Listing } from './listing.type';
import { Market } from './market.type';
import { outcomeNodeOf, type ListingNode, type MarketNode, type OutcomeNode } from './nodes';
import { Outcome } from './outcome.type';
import { nodeIdField, nodeQuery } from './resolver-fields';

@Resolver(() => Outcome)
export class OutcomeResolver {
  @FieldResolver(() => Market, { description: 'The market (version) that defines the outcome.' })
  market(@Root() outcome: OutcomeNode): MarketNode {
    return outcome.market;
  }

  @ListSize(4)
  @FieldResolver(() => [Listing], {
    description:
      "The outcome's venue listings (one per venue market it is listed as); may be empty.",
  })
  listings(
    @Root() outcome: OutcomeNode,
    @Ctx() ctx: GraphqlContext,
  ): ListingNode[] | Promise<ListingNode[]> {
    const loaders = ctx.loaders.of(outcome);
    const pinned = (listings: ListingRecord[]) => listings.map((l) => loaders.pin(l));
    // Read already with the page's markets (look-ahead): a value, not a promise per outcome.
    const primed = loaders.primedListingsOf(outcome.outcomeId);
    if (primed) return pinned(primed);
    return loaders.listingsByOutcome.load(outcome.outcomeId).then(pinned);
  }
}

nodeQuery(OutcomeResolver, 'outcome', {
  type: () => Outcome,
  description:
    "One outcome by service ID, as its market's current version defines it; null when unknown.",
  key: { name: 'outcomeId', description: 'Service ID of the outcome.' },
  // The outcome is read in its market's current version.
  record: async (outcomeId, loaders) => {
    const marketId = await loaders.marketIdByOutcome.load(outcomeId);
    return marketId === null ? null : loaders.marketsById.load(marketId);
  },
  node: (market, outcomeId) => outcomeNodeOf(market, outcomeId),
});

nodeIdField(OutcomeResolver, 'Outcome', (outcome: OutcomeNode) => [
  outcome.outcomeId,
  outcome.market.version,
]);
