// Mutation.upsertFairValues (POST /fair-values:batchUpsert) and Query.fairValues (GET
// /fair-values, an extension): the same service functions, in the API key's scopes only.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import { FairValuesQueryDefinition } from '../resources/fair-value';
import type { Caller, FairValueBatchResult, FairValueView } from '../services/fair-value-service';
import type { GraphqlContext } from './context';
import { FairValue, FairValueBatch, FairValueConnection } from './fair-value.type';
import { takeIdempotencyClaim } from './idempotency-key';
import { UpsertFairValuesInput, fairValueBatchOf } from './fair-values.input';
import { ConnectionArgs, pagedQueryOf } from './connection.args';
import { ArgsOf, ResourceArgsType } from './from-resource';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';
import { connectionQuery, nodeIdField } from './resolver-fields';

@ResourceArgsType()
export class FairValuesArgs extends ArgsOf(
  FairValuesQueryDefinition,
  {
    served: ['pageSize', 'pageToken'],
    ids: ['scopeId', 'outcomeIds'],
    fields: { scopeId: { description: 'A private scope of the API key.' } },
  },
  ConnectionArgs,
) {}

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
}

connectionQuery(FairValueResolver, 'fairValues', {
  type: () => FairValueConnection,
  args: FairValuesArgs,
  description:
    "A scope's current fair values, by outcome (GET /fair-values, an extension beyond the specification).",
  decorators: [ReadsBeyondSnapshot()],
  query: (args) => ({ ...pagedQueryOf(args), scopeId: args.scopeId }),
  read: (query, ctx) => ctx.services.fairValues.list(query, callerOf(ctx)),
});

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
