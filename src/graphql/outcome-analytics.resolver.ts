// The analytical fields of Outcome and Family: payouts, scenarios, relationships and multi-hop
// traversal. Thin: each calls the same service as its REST operation.
import { Arg, Ctx, FieldResolver, ID, Int, Resolver, Root } from 'type-graphql';
import type { ScenarioRecord } from '../domain/records';
import type { RelationshipType as RelationshipTypeValue } from '../domain/relationships/relationship-types';
import type { Relationship as RelationshipResource } from '../resources/relationship';
import type { RelatedPathView } from '../services/relationship-service';
import type { PayoutView } from '../services/scenario-service';
import { pickVersion } from '../services/scenario-service';
import type { GraphqlContext } from './context';
import { RelationshipType } from './enums';
import { Family } from './family.type';
import type { FamilyNode, OutcomeNode } from './nodes';
import { Outcome } from './outcome.type';
import { Payout, RelatedPath, Relationship } from './relationship.type';
import { Scenario } from './scenario-version.type';

@Resolver(() => Outcome)
export class OutcomeAnalyticsResolver {
  @FieldResolver(() => [Payout], {
    description:
      "Per-unit payout vectors (GET /payouts): in familyId (scenarioVersion pins the version, current when omitted), or in every family of the outcome's market at its current version.",
  })
  async payouts(
    @Root() outcome: OutcomeNode,
    @Ctx() ctx: GraphqlContext,
    @Arg('familyId', () => ID, { nullable: true }) familyId?: string | null,
    @Arg('scenarioVersion', () => String, { nullable: true }) scenarioVersion?: string | null,
  ): Promise<PayoutView[]> {
    const result = await ctx.services.scenarios.payouts({
      outcomeIds: [outcome.outcomeId],
      familyId: familyId ?? undefined,
      scenarioVersion: scenarioVersion ?? undefined,
    });
    return result.items;
  }

  @FieldResolver(() => [Relationship], {
    description:
      "Derived relationships of this outcome (GET /relationships), at each family's current scenario version unless familyId and scenarioVersion pin one; at most 500.",
  })
  async relationships(
    @Root() outcome: OutcomeNode,
    @Ctx() ctx: GraphqlContext,
    @Arg('type', () => RelationshipType, { nullable: true }) type?: RelationshipTypeValue | null,
    @Arg('familyId', () => ID, { nullable: true }) familyId?: string | null,
    @Arg('scenarioVersion', () => String, { nullable: true }) scenarioVersion?: string | null,
    @Arg('relatedVenue', () => String, { nullable: true }) relatedVenue?: string | null,
  ): Promise<RelationshipResource[]> {
    const result = await ctx.services.relationships.listRelationships({
      outcomeId: outcome.outcomeId,
      type: type ? [type] : undefined,
      familyId: familyId ?? undefined,
      scenarioVersion: scenarioVersion ?? undefined,
      relatedVenue: relatedVenue ?? undefined,
      pageSize: 500,
    });
    return result.items;
  }

  @FieldResolver(() => [RelatedPath], {
    description:
      'Multi-hop traversal: one shortest path to each outcome related within depth hops (1 to 3), over the given relationship types, ending at outcomes listed on relatedVenue when given.',
  })
  async related(
    @Root() outcome: OutcomeNode,
    @Ctx() ctx: GraphqlContext,
    @Arg('depth', () => Int, { defaultValue: 1 }) depth: number,
    @Arg('types', () => [RelationshipType], { nullable: true })
    types?: RelationshipTypeValue[] | null,
    @Arg('relatedVenue', () => String, { nullable: true }) relatedVenue?: string | null,
  ): Promise<RelatedPathView[]> {
    return ctx.services.relationships.relatedPaths({
      outcomeId: outcome.outcomeId,
      depth,
      types: types ?? undefined,
      relatedVenue: relatedVenue ?? undefined,
    });
  }
}

@Resolver(() => Family)
export class FamilyScenariosResolver {
  @FieldResolver(() => [Scenario], {
    description:
      'Scenarios of one scenario version (GET /scenarios): the current one unless scenarioVersion names another; empty when unknown.',
  })
  async scenarios(
    @Root() family: FamilyNode,
    @Ctx() ctx: GraphqlContext,
    @Arg('scenarioVersion', () => String, { nullable: true }) scenarioVersion?: string | null,
  ): Promise<ScenarioRecord[]> {
    const versions = await ctx.loaders
      .at(family.revision)
      .scenarioVersionsByFamily.load(family.familyId);
    return pickVersion(versions, scenarioVersion ?? undefined)?.scenarios ?? [];
  }
}
