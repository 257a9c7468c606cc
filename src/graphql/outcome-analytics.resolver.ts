// The analytical fields of Outcome: payouts, relationships and multi-hop traversal, each a
// connection. Thin: each calls the same service as its REST operation.
import { ArgsType, Field, ID, Int, Resolver } from 'type-graphql';
import type { RelationshipType as RelationshipTypeValue } from '../domain/relationships/relationship-types';
import type { Relationship as RelationshipResource } from '../resources/relationship';
import { takeTurn } from '../services/event-loop-turns';
import { ConnectionArgs, pagedQueryOf } from './connection.args';
import { RelationshipType } from './enums';
import type { OutcomeNode } from './nodes';
import { Outcome } from './outcome.type';
import { presentArgs } from './present-args';
import { listConnectionField, nodeIdField, pageConnectionField } from './resolver-fields';
import {
  PayoutConnection,
  RelatedPathConnection,
  Relationship,
  RelationshipConnection,
} from './relationship.type';

@ArgsType()
export class OutcomePayoutsArgs extends ConnectionArgs {
  @Field(() => ID, {
    nullable: true,
    description: "Only this family; without it, every family of the outcome's market.",
  })
  familyId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A scenario version of familyId; its current one when omitted.',
  })
  scenarioVersion?: string | null;
}

@ArgsType()
export class OutcomeRelationshipsArgs extends ConnectionArgs {
  @Field(() => RelationshipType, { nullable: true, description: 'Only this type.' })
  type?: RelationshipTypeValue | null;

  @Field(() => ID, { nullable: true, description: 'Only in this family.' })
  familyId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A scenario version of familyId; each family's current one when omitted.",
  })
  scenarioVersion?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only relationships whose other outcome has a listing on this venue.',
  })
  relatedVenue?: string | null;
}

@ArgsType()
export class OutcomeRelatedArgs extends ConnectionArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Hops: 1, 2 or 3.' })
  depth!: number;

  @Field(() => [RelationshipType], {
    nullable: true,
    description: 'Only over these relationship types; every type when omitted.',
  })
  types?: RelationshipTypeValue[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only paths that end at an outcome listed on this venue.',
  })
  relatedVenue?: string | null;
}

@Resolver(() => Outcome)
export class OutcomeAnalyticsResolver {}

pageConnectionField(OutcomeAnalyticsResolver, 'relationships', {
  type: () => RelationshipConnection,
  args: OutcomeRelationshipsArgs,
  description:
    "Derived relationships of this outcome (GET /v1/relationships), by ID, at each family's current scenario version unless familyId and scenarioVersion pin one.",
  query: (outcome: OutcomeNode, args) => {
    const { type, ...filters } = pagedQueryOf(args);
    return { ...filters, outcomeId: outcome.outcomeId, type: type ? [type] : undefined };
  },
  read: async (query, ctx) => {
    // A page per outcome of a large family is a thousand calls started in one turn: they go on a
    // slice at a time (docs/decisions.md, "A large family's relationship pages in turns").
    await takeTurn();
    return ctx.services.relationships.listRelationships(query);
  },
});

@Resolver(() => Relationship)
export class RelationshipResolver {}

listConnectionField(OutcomeAnalyticsResolver, 'Outcome', 'payouts', {
  type: () => PayoutConnection,
  description:
    "Per-unit payout vectors (GET /v1/payouts): in familyId (scenarioVersion pins the version, current when omitted), or in every family of the outcome's market at its current version.",
  args: OutcomePayoutsArgs,
  present: (args: OutcomePayoutsArgs) => presentArgs(args),
  filters: (outcome: OutcomeNode, { familyId, scenarioVersion }) => ({
    outcomeId: outcome.outcomeId,
    familyId,
    scenarioVersion,
  }),
  items: async (outcome, { familyId, scenarioVersion }, loaders, ctx) =>
    (
      await ctx.services.scenarios.payouts({
        outcomeIds: [outcome.outcomeId],
        familyId,
        scenarioVersion,
        revision: loaders.revision,
      })
    ).items,
});

listConnectionField(OutcomeAnalyticsResolver, 'Outcome', 'related', {
  type: () => RelatedPathConnection,
  description:
    'Multi-hop traversal: one shortest path to each outcome related within depth hops (1 to 3), the shortest first, over the given relationship types, ending at outcomes listed on relatedVenue when given.',
  args: OutcomeRelatedArgs,
  present: (args: OutcomeRelatedArgs) => presentArgs(args),
  filters: (outcome: OutcomeNode, { depth, types, relatedVenue }) => ({
    outcomeId: outcome.outcomeId,
    depth,
    types,
    relatedVenue,
  }),
  items: (outcome, { depth, types, relatedVenue }, loaders, ctx) =>
    ctx.services.relationships.relatedPaths({
      outcomeId: outcome.outcomeId,
      depth,
      types,
      relatedVenue,
      revision: loaders.revision,
    }),
});

nodeIdField(RelationshipResolver, 'Relationship', (r: RelationshipResource) => {
  const pin = r.scenarioPins[0];
  if (!pin) throw new Error(`relationship ${r.relationshipId} has no scenario pin`);
  return [pin.familyId, pin.scenarioVersion, r.fromOutcomeId, r.toOutcomeId];
});
