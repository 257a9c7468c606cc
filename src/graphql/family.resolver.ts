// Query.families / Query.family and the navigation of Family: its events, markets, scenario
// versions and scenarios as connections, and its analytical coverage.
import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Info,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import {
  FAMILY_MARKET_LISTINGS,
  firstPageOfMarkets,
  marketsOfPage,
  selectsAny,
} from './look-ahead';
import type { ScenarioVersionRecord } from '../domain/records';
import { coverageOf, type AnalyticalCoverage as Coverage } from '../services/reference-views';
import { pickVersion } from '../services/scenario-service';
import { ConnectionArgs, pagedRequest } from './connection.args';
import type { ConnectionOf } from './connection.type';
import { connectionOf, listConnection } from './connections';
import { requestLoaders, type GraphqlContext } from './context';
import { AnalyticalCoverage } from './enums';
import { EventConnection } from './event.type';
import { FamiliesArgs, familyQueryOf } from './families.args';
import { Family, FamilyConnection } from './family.type';
import { globalId } from './global-id';
import { NODE_ID_DESCRIPTION } from './node.type';
import { loadPresent } from './loaders';
import { MarketConnection } from './market.type';
import {
  familyNodeOf,
  scenarioNodesOf,
  type EventNode,
  type FamilyNode,
  type MarketNode,
  type ScenarioNode,
} from './nodes';
import {
  ScenarioConnection,
  ScenarioVersion,
  ScenarioVersionConnection,
} from './scenario-version.type';

@ArgsType()
export class FamilyScenariosArgs extends ConnectionArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The scenario version to read; the current one when omitted.',
  })
  scenarioVersion?: string | null;
}

@Resolver(() => Family)
export class FamilyResolver {
  @Query(() => FamilyConnection, {
    nullable: true,
    description:
      'List or look up families (GET /v1/families); null with an error on bad arguments.',
  })
  async families(
    @Args() args: FamiliesArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<FamilyNode>> {
    const result = await ctx.services.reference.listFamilies({
      ...familyQueryOf(args),
      atRevision: await ctx.snapshot.revision(),
    });
    return connectionOf(ctx, result, familyNodeOf);
  }

  @Query(() => Family, {
    nullable: true,
    description: 'One family by service ID; null when unknown.',
  })
  async family(
    @Arg('familyId', () => ID, { description: 'Service ID of the family.' }) familyId: string,
    @Ctx() ctx: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<FamilyNode | null> {
    const loaders = await requestLoaders(ctx);
    if (selectsAny(info, [['markets']])) {
      loaders.lookAhead.marketIdsOfFamilies = true;
      if (selectsAny(info, FAMILY_MARKET_LISTINGS)) {
        const lookAhead = loaders.lookAhead;
        lookAhead.marketsOfFamiliesUpTo = Math.max(
          lookAhead.marketsOfFamiliesUpTo,
          firstPageOfMarkets(info),
        );
      }
    }
    const record = await loaders.familiesById.load(familyId);
    return record ? loaders.pin(record) : null;
  }

  @FieldResolver(() => ID, { description: NODE_ID_DESCRIPTION })
  id(@Root() family: FamilyNode): string {
    return globalId('Family', family.familyId);
  }

  @FieldResolver(() => EventConnection, {
    nullable: true,
    description: "The family's original venue events, by ID.",
  })
  events(
    @Root() family: FamilyNode,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<EventNode>> {
    return listConnection(
      ctx,
      family,
      'Family.events',
      { familyId: family.familyId },
      pagedRequest(args),
      (loaders) => loaders.eventIdsByFamily.load(family.familyId),
      async (ids, loaders) =>
        (await loadPresent(loaders.eventsById, ids)).map((e) => loaders.pin(e)),
    );
  }

  @FieldResolver(() => MarketConnection, {
    nullable: true,
    description: "The family's markets across its events, by ID.",
  })
  markets(
    @Root() family: FamilyNode,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ConnectionOf<MarketNode>> {
    return listConnection(
      ctx,
      family,
      'Family.markets',
      { familyId: family.familyId },
      pagedRequest(args),
      (loaders) => loaders.marketIdsByFamily.load(family.familyId),
      (ids, loaders) => marketsOfPage(ids, loaders, info, ctx),
    );
  }

  @FieldResolver(() => ScenarioVersionConnection, {
    nullable: true,
    description:
      'Published scenario versions in the order they became current (an earlier version named current again moves to the end): the last is the current one.',
  })
  scenarioVersions(
    @Root() family: FamilyNode,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<ScenarioVersionRecord>> {
    return listConnection(
      ctx,
      family,
      'Family.scenarioVersions',
      { familyId: family.familyId },
      pagedRequest(args),
      (loaders) => loaders.scenarioVersionsByFamily.load(family.familyId),
      (versions) => versions,
    );
  }

  @FieldResolver(() => ScenarioVersion, {
    nullable: true,
    description:
      'The current scenario version: the last published, or an earlier one a later import named current again; null when none is published.',
  })
  async currentScenarioVersion(
    @Root() family: FamilyNode,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ScenarioVersionRecord | null> {
    const versions = await ctx.loaders.of(family).scenarioVersionsByFamily.load(family.familyId);
    return versions[versions.length - 1] ?? null;
  }

  @FieldResolver(() => ScenarioConnection, {
    nullable: true,
    description:
      'Scenarios of one scenario version in published order (GET /v1/scenarios): the current version unless scenarioVersion names another; empty when unknown.',
  })
  scenarios(
    @Root() family: FamilyNode,
    @Args() args: FamilyScenariosArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<ScenarioNode>> {
    const scenarioVersion = args.scenarioVersion ?? undefined;
    return listConnection(
      ctx,
      family,
      'Family.scenarios',
      { familyId: family.familyId, scenarioVersion },
      pagedRequest(args),
      async (loaders) => {
        const versions = await loaders.scenarioVersionsByFamily.load(family.familyId);
        return scenarioNodesOf(pickVersion(versions, scenarioVersion));
      },
      (scenarios) => scenarios,
    );
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
    const loaders = ctx.loaders.of(family);
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

@Resolver(() => ScenarioVersion)
export class ScenarioVersionResolver {
  @FieldResolver(() => ID, { description: NODE_ID_DESCRIPTION })
  id(@Root() version: ScenarioVersionRecord): string {
    return globalId('ScenarioVersion', version.familyId, version.version);
  }

  @FieldResolver(() => ScenarioConnection, {
    nullable: true,
    description: 'The scenarios of this version, in published order.',
  })
  scenarios(
    @Root() version: ScenarioVersionRecord,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<ScenarioNode>> {
    // A published version never changes: its scenarios are the same at every revision.
    return listConnection(
      ctx,
      {},
      'ScenarioVersion.scenarios',
      { familyId: version.familyId, version: version.version },
      pagedRequest(args),
      () => scenarioNodesOf(version),
      (scenarios) => scenarios,
    );
  }
}
