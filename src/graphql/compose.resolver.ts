// Mutation.composeCombo: POST /markets:compose, through the same service function.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ServiceError } from '../domain/errors';
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
      'Interprets explicitly supplied legs as one analytical combo market (POST /markets:compose). The combo is private to the API key that composed it: the same key, legs, convention and scenario versions give the same market, another key a market of its own; it is read by its ID, and no list, search, family or change feed shows it; no venue event, listing or order is created. Over HTTP POST, an Idempotency-Key header makes a retry safe as on REST; one writing field per request with a key.',
  })
  async composeCombo(
    @Arg('input', () => ComposeInput, { description: 'The legs and the convention.' })
    input: ComposeInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ComposeShape> {
    if (!ctx.principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
    const result = await ctx.services.compose.compose(
      composeRequestOf(input),
      ctx.principal.tenantId,
      takeIdempotencyClaim(ctx.idempotency, ctx.principal),
    );
    ctx.snapshot.adopt(result.revision);
    return { ...result, market: ctx.loaders.at(result.revision).pin(result.market.market) };
  }
}
