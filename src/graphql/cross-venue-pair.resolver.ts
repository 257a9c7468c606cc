// Query.crossVenuePairs (GET /v1/cross-venue-pairs, an extension): the pairs proposed from the
// stored markets' settlement terms at the request's snapshot (docs/decisions.md, "Cross-venue
// pairs"), through the same service as REST.
import { Resolver } from 'type-graphql';
import { CrossVenuePairsQueryDefinition } from '../resources/cross-venue-pair';
import { ConnectionArgs, pagedQueryOf } from './connection.args';
import { CrossVenuePair, CrossVenuePairConnection } from './cross-venue-pair.type';
import { ArgsOf, ResourceArgsType } from './from-resource';
import { connectionQuery } from './resolver-fields';

@ResourceArgsType()
export class CrossVenuePairsArgs extends ArgsOf(
  CrossVenuePairsQueryDefinition,
  { served: ['pageSize', 'pageToken'] },
  ConnectionArgs,
) {}

@Resolver(() => CrossVenuePair)
export class CrossVenuePairResolver {}

connectionQuery(CrossVenuePairResolver, 'crossVenuePairs', {
  type: () => CrossVenuePairConnection,
  args: CrossVenuePairsArgs,
  description:
    "Kalshi × Polymarket pairs proposed from the markets' settlement terms (GET /v1/cross-venue-pairs, an extension), EQUIVALENT first; null with an error on bad arguments.",
  query: (args) => pagedQueryOf(args),
  // A matching in a worker thread is waited for within the operation's time limit.
  read: (query, ctx) => ctx.services.crossVenuePairs.list(query, ctx.deadline ?? undefined),
});
