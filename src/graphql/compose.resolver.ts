// Mutation.composeCombo: POST /markets:compose, through the same service function.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ComposeResult as ServiceComposeResult } from '../services/compose-service';
import type { GraphqlContext } from './context';
import { takeIdempotencyClaim } from './idempotency-key';
import { ComposeInput, composeRequestOf } from './compose.input';
import { ComposeResult } from './compose-result.type';
import type { MarketNode } from './nodes';

type ComposeShape = Omit<ServiceComposeResult, 'market'> & { market: MarketNode };

@Resolver()
export class ComposeResolver {
  @Mutation(() => ComposeResult, {
    nullable: true,
    description:
      'Interprets explicitly supplied legs as one analytical combo market (POST /markets:compose). The same legs, convention and scenario versions give the same market; no venue event, listing or order is created. Over HTTP POST, an Idempotency-Key header makes a retry safe as on REST; one writing field per request with a key.',
  })
  async composeCombo(
    @Arg('input', () => ComposeInput, { description: 'The legs and the convention.' })
    input: ComposeInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ComposeShape> {
    const result = await ctx.services.compose.compose(
      composeRequestOf(input),
      takeIdempotencyClaim(ctx.idempotency, ctx.principal),
    );
    ctx.snapshot.adopt(result.revision);
    return { ...result, market: ctx.loaders.at(result.revision).pin(result.market.market) };
  }
}
