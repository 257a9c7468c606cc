// Mutation.upsertFairValues (POST /fair-values:batchUpsert) and Query.fairValues (GET
// /fair-values, an extension): the same service functions, in the API key's scopes only.
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import type { Caller, FairValueBatchResult, FairValueView } from '../services/fair-value-service';
import type { ConnectionOf } from './connection.type';
import { connectionOf } from './connections';
import type { GraphqlContext } from './context';
import { FairValue, FairValueBatch, FairValueConnection } from './fair-value.type';
import { takeIdempotencyClaim } from './idempotency-key';
import { UpsertFairValuesInput, fairValueBatchOf } from './fair-values.input';
import { ConnectionArgs, pagedRequest } from './connection.args';
import { presentArgs } from './present-args';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';
import { nodeIdField } from './resolver-fields';

@ArgsType()
export class FairValuesArgs extends ConnectionArgs {
  @Field(() => ID, { description: 'A private scope of the API key.' })
  scopeId!: string;

  @Field(() => [ID], { nullable: true, description: 'Only these outcomes.' })
  outcomeIds?: string[] | null;
}

@Resolver()
export class FairValueResolver {
  @Mutation(() => FairValueBatch, {
    nullable: true,
    description:
      'Saves private fair values in one batch (POST /fair-values:batchUpsert): atomic, every problem listed, nothing written on any problem. Over HTTP POST, an Idempotency-Key header makes a retry safe as on REST (the same key and input: the first answer again; another input: IDEMPOTENCY_CONFLICT); one writing field per request with a key.',
  })
  upsertFairValues(
    @Arg('input', () => UpsertFairValuesInput, { description: 'The scope and its values.' })
    input: UpsertFairValuesInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<FairValueBatchResult> {
    return ctx.services.fairValues.upsert(
      fairValueBatchOf(input),
      callerOf(ctx),
      takeIdempotencyClaim(ctx.idempotency, ctx.principal),
    );
  }

  @ReadsBeyondSnapshot()
  @Query(() => FairValueConnection, {
    nullable: true,
    description:
      "A scope's current fair values, by outcome (GET /fair-values, an extension beyond the specification).",
  })
  async fairValues(
    @Args() args: FairValuesArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<FairValueView>> {
    const { scopeId, outcomeIds, first, after, last, before } = presentArgs(args);
    const result = await ctx.services.fairValues.list(
      {
        scopeId: scopeId ?? '',
        outcomeIds,
        ...pagedRequest({ first, after, last, before }),
        atRevision: await ctx.snapshot.revision(),
      },
      callerOf(ctx),
    );
    return connectionOf(ctx, result, (view) => view);
  }
}

function callerOf(ctx: GraphqlContext): Caller {
  if (!ctx.principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
  return { scopes: ctx.principal.scopes };
}

@Resolver(() => FairValue)
export class FairValueIdResolver {}

nodeIdField(FairValueIdResolver, 'FairValue', (value: FairValueView) => [
  value.scopeId,
  value.outcomeId,
  value.marketVersion,
  value.valueType,
]);
