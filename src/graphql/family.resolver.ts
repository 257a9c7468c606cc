// Query.families / Query.family and the navigation of Family: its events, markets, scenario
// versions and scenarios as connections, and its analytical coverage.
import { ArgsType, Ctx, Field, FieldResolver, Resolver, Root } from 'type-graphql';
import {
  FAMILY_MARKET_LISTINGS,
  firstPageOfMarkets,
  marketsOfPage,
  selectsAny,
} from './look-ahead';
import type { ScenarioVersionRecord } from '../domain/records';
import { coverageOf, type AnalyticalCoverage as Coverage } from '../services/reference-views';
import { pickVersion } from '../services/scenario-service';
import { ConnectionArgs, pagedQueryOf } from './connection.args';
import type { GraphqlContext } from './context';
import { AnalyticalCoverage } from './enums';
import { EventConnection } from './event.type';
import { FamiliesArgs } from './reference.args';
import { Family, FamilyConnection } from './family.type';
import { loadPresent } from './loaders';
import { MarketConnection } from './market.type';
import { familyNodeOf, scenarioNodesOf, type FamilyNode } from './nodes';
import { connectionQuery, listConnectionField, nodeIdField, nodeQuery } from './resolver-fields';
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
export class ScenarioVersionResolver {}

nodeQuery(FamilyResolver, 'family', {
  type: () => Family,
  description: 'One family by service ID; null when unknown.',
  key: { name: 'familyId', description: 'Service ID of the family.' },
  record: (familyId, loaders, info) => {
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
    return loaders.familiesById.load(familyId);
  },
});

connectionQuery(FamilyResolver, 'families', {
  type: () => FamilyConnection,
  args: FamiliesArgs,
  description: 'List or look up families (GET /v1/families); null with an error on bad arguments.',
  query: pagedQueryOf,
  read: (query, ctx) => ctx.services.reference.listFamilies(query),
  node: () => familyNodeOf,
});

nodeIdField(FamilyResolver, 'Family', (family: FamilyNode) => [family.familyId]);

listConnectionField(FamilyResolver, 'Family', 'events', {
  type: () => EventConnection,
  description: "The family's original venue events, by ID.",
  filters: (family: FamilyNode) => ({ familyId: family.familyId }),
  items: (family, _args, loaders) => loaders.eventIdsByFamily.load(family.familyId),
  expand: async (ids, loaders) =>
    (await loadPresent(loaders.eventsById, ids)).map((e) => loaders.pin(e)),
});

listConnectionField(FamilyResolver, 'Family', 'markets', {
  type: () => MarketConnection,
  description: "The family's markets across its events, by ID.",
  filters: (family: FamilyNode) => ({ familyId: family.familyId }),
  items: (family, _args, loaders) => loaders.marketIdsByFamily.load(family.familyId),
  expand: (ids, loaders, ctx, info) => marketsOfPage(ids, loaders, info, ctx),
});

listConnectionField(FamilyResolver, 'Family', 'scenarioVersions', {
  type: () => ScenarioVersionConnection,
  description:
    'Published scenario versions in the order they became current (an earlier version named current again moves to the end): the last is the current one.',
  filters: (family: FamilyNode) => ({ familyId: family.familyId }),
  items: (family, _args, loaders) => loaders.scenarioVersionsByFamily.load(family.familyId),
});

listConnectionField(FamilyResolver, 'Family', 'scenarios', {
  type: () => ScenarioConnection,
  description:
    'Scenarios of one scenario version in published order (GET /v1/scenarios): the current version unless scenarioVersion names another; empty when unknown.',
  args: FamilyScenariosArgs,
  present: (args) => ({ scenarioVersion: args.scenarioVersion ?? undefined }),
  filters: (family: FamilyNode, { scenarioVersion }) => ({
    familyId: family.familyId,
    scenarioVersion,
  }),
  items: async (family, { scenarioVersion }, loaders) => {
    const versions = await loaders.scenarioVersionsByFamily.load(family.familyId);
    return scenarioNodesOf(pickVersion(versions, scenarioVersion));
  },
});

nodeIdField(ScenarioVersionResolver, 'ScenarioVersion', (version: ScenarioVersionRecord) => [
  version.familyId,
  version.version,
]);

// A published version never changes: its scenarios are the same at every revision.
listConnectionField(ScenarioVersionResolver, 'ScenarioVersion', 'scenarios', {
  type: () => ScenarioConnection,
  description: 'The scenarios of this version, in published order.',
  pinnedTo: () => ({}),
  filters: (version: ScenarioVersionRecord) => ({
    familyId: version.familyId,
    version: version.version,
  }),
  items: (version) => scenarioNodesOf(version),
});
