// Mutation.decideCrossVenuePair (POST /v1/cross-venue-pairs:decide) and
// Query.crossVenuePairDecisions (GET /v1/cross-venue-pairs/decisions): the same service functions,
// for operator keys and keys with the review scope (docs/decisions.md, "Cross-venue pair review").
import { Arg, Args, ArgsType, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import type { PairDecision as PairDecisionResource } from '../resources/pair-review';
import type { PairDecisionHistory as PairDecisionHistoryResource } from '../resources/pair-review';
import type { GraphqlContext } from './context';
import { DecideCrossVenuePairInput, PairDecision, PairDecisionHistory } from './pair-review.type';
import { reviewerOf } from '../services/pair-review-service';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';

@ArgsType()
export class CrossVenuePairDecisionsArgs {
  @Field(() => String, { description: 'The Kalshi market ticker.' })
  kalshiTicker!: string;

  @Field(() => String, { description: 'The Polymarket market ID.' })
  polymarketMarketId!: string;
}

@Resolver()
export class PairReviewResolver {
  @Mutation(() => PairDecision, {
    nullable: true,
    description:
      "Accepts or rejects a proposed cross-venue pair (POST /v1/cross-venue-pairs:decide): kept as the pair's next decision with who, when and why. An accepted pair is merged into one identity by the sync's next pass; a change of either market's settlement statement reopens it. For operator keys and keys with the scope cross-venue-review (FORBIDDEN otherwise); an unknown market, or one of the wrong venue, is INVALID_REQUEST and nothing is written.",
  })
  decideCrossVenuePair(
    @Arg('input', () => DecideCrossVenuePairInput, { description: 'The pair and the decision.' })
    input: DecideCrossVenuePairInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PairDecisionResource> {
    return ctx.services.pairReview.decide(
      {
        kalshiTicker: input.kalshiTicker,
        polymarketMarketId: input.polymarketMarketId,
        decision: input.decision,
        reason: input.reason,
      },
      reviewerOf(ctx.principal),
    );
  }

  @ReadsBeyondSnapshot()
  @Query(() => PairDecisionHistory, {
    nullable: true,
    description:
      "A pair's review decisions, oldest first, each against the markets as stored now (GET /v1/cross-venue-pairs/decisions). For operator keys and keys with the scope cross-venue-review.",
  })
  crossVenuePairDecisions(
    @Args() args: CrossVenuePairDecisionsArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PairDecisionHistoryResource> {
    return ctx.services.pairReview.history(
      { kalshiTicker: args.kalshiTicker, polymarketMarketId: args.polymarketMarketId },
      reviewerOf(ctx.principal),
    );
  }
}
