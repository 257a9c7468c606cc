// Query.families / Query.family and the navigation of Family (specification, Concepts rule 1:
// a family carries event_ids and market_ids).
import { Args, Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { ScenarioVersionRecord } from '../domain/records';
import { coverageOf, type AnalyticalCoverage as Coverage } from '../services/reference-views';
import { requestLoaders, type GraphqlContext } from './context';
import { connectionOf } from './connections';
import type { ConnectionOf } from './connection.type';
import { AnalyticalCoverage } from './enums';
import { Event } from './event.type';
import { FamiliesArgs, familyQueryOf } from './families.args';
import { Family, FamilyConnection } from './family.type';
import { loadPresent } from './loaders';
import { Market } from './market.type';
import { familyNodeOf, pin, type EventNode, type FamilyNode, type MarketNode } from './nodes';
import { ScenarioVersion } from './scenario-version.type';

@Resolver(() => Family)
export class FamilyResolver {
  @Query(() => FamilyConnection, { description: 'List or look up families (GET /families).' })
  async families(
    @Args() args: FamiliesArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<FamilyNode>> {
    const result = await ctx.services.reference.listFamilies(familyQueryOf(args));
    return connectionOf(ctx, result, familyNodeOf);
  }

  @Query(() => Family, {
    nullable: true,
    description: 'One family by service ID; null when unknown.',
  })
  async family(
    @Arg('familyId', () => ID) familyId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<FamilyNode | null> {
    const loaders = await requestLoaders(ctx);
    const record = await loaders.familiesById.load(familyId);
    return record ? pin(record, loaders.revision) : null;
  }

  @FieldResolver(() => [ID])
  eventIds(@Root() family: FamilyNode, @Ctx() ctx: GraphqlContext): Promise<string[]> {
    return ctx.loaders.at(family.revision).eventIdsByFamily.load(family.familyId);
  }

  @FieldResolver(() => [ID])
  marketIds(@Root() family: FamilyNode, @Ctx() ctx: GraphqlContext): Promise<string[]> {
    return ctx.loaders.at(family.revision).marketIdsByFamily.load(family.familyId);
  }

  @FieldResolver(() => [Event], { description: "The family's original venue events." })
  async events(@Root() family: FamilyNode, @Ctx() ctx: GraphqlContext): Promise<EventNode[]> {
    const loaders = ctx.loaders.at(family.revision);
    const ids = await loaders.eventIdsByFamily.load(family.familyId);
    return (await loadPresent(loaders.eventsById, ids)).map((e) => pin(e, family.revision));
  }

  @FieldResolver(() => [Market], { description: "The family's markets, across its events." })
  async markets(@Root() family: FamilyNode, @Ctx() ctx: GraphqlContext): Promise<MarketNode[]> {
    const loaders = ctx.loaders.at(family.revision);
    const ids = await loaders.marketIdsByFamily.load(family.familyId);
    return (await loadPresent(loaders.marketsById, ids)).map((m) => pin(m, family.revision));
  }

  @FieldResolver(() => [ScenarioVersion], {
    description: 'Published scenario versions, oldest first.',
  })
  scenarioVersions(
    @Root() family: FamilyNode,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ScenarioVersionRecord[]> {
    return ctx.loaders.at(family.revision).scenarioVersionsByFamily.load(family.familyId);
  }

  @FieldResolver(() => ScenarioVersion, {
    nullable: true,
    description: 'The latest published scenario version; null when none is published.',
  })
  async currentScenarioVersion(
    @Root() family: FamilyNode,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ScenarioVersionRecord | null> {
    const versions = await ctx.loaders
      .at(family.revision)
      .scenarioVersionsByFamily.load(family.familyId);
    return versions[versions.length - 1] ?? null;
  }

  @FieldResolver(() => AnalyticalCoverage, {
    description:
      'Family membership does not imply payout analysis support; this says how much there is.',
  })
  async analyticalCoverage(
    @Root() family: FamilyNode,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Coverage> {
    if (family.analyticalCoverage !== undefined) return family.analyticalCoverage;
    const loaders = ctx.loaders.at(family.revision);
    const [versions, marketIds] = await Promise.all([
      loaders.scenarioVersionsByFamily.load(family.familyId),
      loaders.marketIdsByFamily.load(family.familyId),
    ]);
    const markets = await Promise.all(marketIds.map((id) => loaders.marketsById.load(id)));
    return coverageOf(
      family.familyId,
      versions[versions.length - 1],
      markets.map((m) => m ?? undefined),
    );
  }
}
