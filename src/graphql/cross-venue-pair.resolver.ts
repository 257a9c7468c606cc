// Query.crossVenuePairs (GET /v1/cross-venue-pairs, an extension): the pairs proposed from the
// stored markets' settlement terms at the request's snapshot (docs/decisions.md, "Cross-venue
// pairs"), through the same service as REST.
import { Args, ArgsType, Ctx, Field, Query, Resolver } from 'type-graphql';
import type { Verdict } from '../domain/matching/comparison';
import type { CrossVenuePair as CrossVenuePairResource } from '../resources/cross-venue-pair';
import { ConnectionArgs, pagedRequest } from './connection.args';
import type { ConnectionOf } from './connection.type';
import { connectionOf } from './connections';
import type { GraphqlContext } from './context';
import { CrossVenuePair, CrossVenuePairConnection } from './cross-venue-pair.type';
import { presentArgs } from './present-args';
import { PairVerdict } from './terms-enums';

@ArgsType()
export class CrossVenuePairsArgs extends ConnectionArgs {
  @Field(() => [PairVerdict], {
    nullable: true,
    description: 'Only pairs with one of these verdicts (at least one); every pair when omitted.',
  })
  verdicts?: Verdict[] | null;
}

@Resolver(() => CrossVenuePair)
export class CrossVenuePairResolver {
  @Query(() => CrossVenuePairConnection, {
    nullable: true,
    description:
      "Kalshi × Polymarket pairs proposed from the markets' settlement terms (GET /v1/cross-venue-pairs, an extension), EQUIVALENT first; null with an error on bad arguments.",
  })
  async crossVenuePairs(
    @Args() args: CrossVenuePairsArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<CrossVenuePairResource>> {
    const { first, after, last, before, verdicts } = presentArgs(args);
    // A matching in a worker thread is waited for within the operation's time limit.
    const result = await ctx.services.crossVenuePairs.list(
      {
        verdicts,
        ...pagedRequest({ first, after, last, before }),
        atRevision: await ctx.snapshot.revision(),
      },
      ctx.deadline ?? undefined,
    );
    return connectionOf(ctx, result, (pair) => pair);
  }
}
