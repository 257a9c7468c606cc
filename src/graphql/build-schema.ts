// The GraphQL schema, code first (docs/architecture.md): every resolver of the adapter.
import 'reflect-metadata';
import { assertValidSchema, isInterfaceType, type GraphQLSchema } from 'graphql';
import type { GraphqlContext } from './context';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { callFieldResolversDirectly } from './direct-field-resolvers';
import { ChangeFeedResolver, ChangeIdResolver } from './change-feed.resolver';
import { MarketDataSubscriptionResolver } from './market-data-subscriptions.resolver';
import { ComposeResolver } from './compose.resolver';
import { CoverageResolver } from './coverage.resolver';
import { CrossVenuePairResolver } from './cross-venue-pair.resolver';
import { PairReviewResolver } from './pair-review.resolver';
import { EvaluationResolver } from './evaluation.resolver';
import { EventResolver } from './event.resolver';
import { FairValueIdResolver, FairValueResolver } from './fair-value.resolver';
import { FamilyResolver, ScenarioVersionResolver } from './family.resolver';
import { ListingMarketDataResolver, TradePrintResolver } from './listing-market-data.resolver';
import { ListingResolver } from './listing.resolver';
import { MarketResolver } from './market.resolver';
import { NodeResolver } from './node.resolver';
import { nodeTypeOf } from './node.type';
import { OutcomeAnalyticsResolver, RelationshipResolver } from './outcome-analytics.resolver';
import { OutcomeResolver } from './outcome.resolver';
import {
  FamilyDiagramResolver,
  RelationshipDiagramResolver,
} from './relationship-diagram.resolver';
import { ResolveResolver } from './resolve.resolver';
import { ScenarioResolver } from './scenario.resolver';

/** Every resolver class of the schema. */
const RESOLVERS: [new () => object, ...(new () => object)[]] = [
  NodeResolver,
  FamilyResolver,
  FamilyDiagramResolver,
  RelationshipDiagramResolver,
  ScenarioVersionResolver,
  ScenarioResolver,
  CoverageResolver,
  EventResolver,
  MarketResolver,
  CrossVenuePairResolver,
  PairReviewResolver,
  OutcomeResolver,
  OutcomeAnalyticsResolver,
  RelationshipResolver,
  ListingResolver,
  ListingMarketDataResolver,
  TradePrintResolver,
  ResolveResolver,
  ComposeResolver,
  ChangeFeedResolver,
  ChangeIdResolver,
  MarketDataSubscriptionResolver,
  FairValueResolver,
  FairValueIdResolver,
  EvaluationResolver,
];

let built: Promise<GraphQLSchema> | undefined;

/**
 * The schema, built once per process: it depends on no configuration (resolvers reach the
 * services through the context), so every app of the process, and /graphql and its WebSocket
 * side, share it. Building it takes about 0.1 s of CPU (0.2 s with type-graphql's check).
 */
export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  // A failed build is not kept: the next call tries again and reports its own error.
  built ??= buildOnce().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function buildOnce(): Promise<GraphQLSchema> {
  // A field without a resolver reads its property through graphql-js's default resolver:
  // type-graphql would otherwise wrap every such field for middlewares, which this schema does
  // not use (docs/decisions.md, GraphQL execution).
  for (const type of getMetadataStorage().objectTypes) type.simpleResolvers ??= true;
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    // Arguments are checked by graphql-js and the services; class-validator is not used.
    validate: false,
    // type-graphql checks a schema by running the full introspection query over it: about 60% of
    // the build's CPU in a process whose graphql-js is not warm yet (every start, every jest test
    // file). assertValidSchema below checks the schema's rules at the start; what introspection
    // also proves (every default value prints) is checked by test/graphql/schema-drift.unit.test.ts
    // (docs/decisions.md, "Test suite: where a file's time goes").
    skipCheck: true,
    emitSchemaFile: false,
    // type-graphql requires a PubSub once there is a subscription, but ours are built from
    // `subscribe` functions (the change feed) and use no topics.
    pubSub: {
      publish: () => undefined,
      subscribe: () => {
        throw new Error('subscriptions of this schema use subscribe functions, not topics');
      },
    },
  });
  assertValidSchema(schema);
  describeRootTypes(schema);
  resolveNodeTypesSynchronously(schema);
  // With validate: false and no middlewares, type-graphql's wrapper passes these values unchanged.
  callFieldResolversDirectly(schema, RESOLVERS);
  return schema;
}

/**
 * type-graphql wraps an interface's resolveType in an async function; graphql-jit (and any
 * executor) resolves abstract types faster from a plain value, which ours is.
 */
function resolveNodeTypesSynchronously(schema: GraphQLSchema): void {
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) throw new Error('the schema has no Node interface');
  node.resolveType = (value, context: GraphqlContext) => nodeTypeOf(value, context);
}

/** type-graphql names the root types without descriptions; every type has one here. */
function describeRootTypes(schema: GraphQLSchema): void {
  const roots = [
    [schema.getQueryType(), 'Reads: lookups, lists as connections, coverage and the change feed.'],
    [schema.getMutationType(), 'Writes and computations: combos, evaluations, fair values.'],
    [schema.getSubscriptionType(), 'Pushed over WebSocket (graphql-ws) at /graphql.'],
  ] as const;
  for (const [type, description] of roots) if (type) type.description = description;
}
