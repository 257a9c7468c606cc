// Query.node and Query.nodes: any entity again by its global ID (global-id.ts), at the
// request's snapshot. An ID of an entity the snapshot does not hold (or, for a fair value, one
// outside the API key's scopes) gives null.
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import type { FairValueType } from '../domain/fair-values';
import { LIMITS } from '../domain/limits';
import { pickVersion } from '../services/scenario-service';
import { requestLoaders, type GraphqlContext } from './context';
import { decodeGlobalId, type DecodedId, type NodeTypeName } from './global-id';
import type { Loaders } from './loaders';
import { Node } from './node.type';
import { outcomeNodeOf, scenarioNodesOf, type MarketNode } from './nodes';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';

@Resolver()
export class NodeResolver {
  @ReadsBeyondSnapshot()
  @Query(() => Node, {
    nullable: true,
    description:
      'The entity of a global ID (any `id` field); null when the snapshot does not hold it.',
  })
  async node(
    @Arg('id', () => ID, { description: 'A global ID.' }) id: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<object | null> {
    const decoded = decodeGlobalId(id);
    const loaders = await requestLoaders(ctx);
    return typed(ctx, decoded.type, await load(ctx, loaders, decoded));
  }

  @ReadsBeyondSnapshot()
  @Query(() => [Node], {
    nullable: 'itemsAndList',
    description: `The entities of up to ${LIMITS.idsPerRequestMax} global IDs, in their order; null items for IDs the snapshot does not hold.`,
  })
  async nodes(
    @Arg('ids', () => [ID], { description: 'Global IDs.' }) ids: string[],
    @Ctx() ctx: GraphqlContext,
  ): Promise<(object | null)[]> {
    if (ids.length > LIMITS.idsPerRequestMax) {
      throw new ServiceError('INVALID_REQUEST', `at most ${LIMITS.idsPerRequestMax} ids`, {
        problems: [{ path: 'ids', reason: `at most ${LIMITS.idsPerRequestMax} IDs` }],
      });
    }
    const decoded = ids.map((id, i) => decodeGlobalId(id, `ids[${i}]`));
    const loaders = await requestLoaders(ctx);
    return Promise.all(decoded.map(async (d) => typed(ctx, d.type, await load(ctx, loaders, d))));
  }
}

/** Tells Node's resolveType which object type a loaded value is (node.type.ts). */
function typed(ctx: GraphqlContext, type: NodeTypeName, value: object | null): object | null {
  if (value) ctx.nodeTypes.set(value, type);
  return value;
}

async function load(
  ctx: GraphqlContext,
  loaders: Loaders,
  { type, key }: DecodedId,
): Promise<object | null> {
  const revision = loaders.revision;
  switch (type) {
    case 'Family': {
      const family = await loaders.familiesById.load(key[0]!);
      return family && loaders.pin(family);
    }
    case 'Event': {
      const event = await loaders.eventsById.load(key[0]!);
      return event && loaders.pin(event);
    }
    case 'Listing': {
      const listing = await loaders.listingsById.load(key[0]!);
      return listing && loaders.pin(listing);
    }
    case 'Market':
      return marketAt(ctx, loaders, key[0]!, key[1]!);
    case 'Outcome': {
      const marketId = await loaders.marketIdByOutcome.load(key[0]!);
      const market = marketId === null ? null : await marketAt(ctx, loaders, marketId, key[1]!);
      return market && outcomeNodeOf(market, key[0]!);
    }
    case 'ScenarioVersion': {
      const versions = await loaders.scenarioVersionsByFamily.load(key[0]!);
      return versions.find((v) => v.version === key[1]) ?? null;
    }
    case 'Scenario': {
      const versions = await loaders.scenarioVersionsByFamily.load(key[0]!);
      const version = versions.find((v) => v.version === key[1]);
      return scenarioNodesOf(version).find((s) => s.scenarioId === key[2]) ?? null;
    }
    case 'Relationship': {
      const [familyId, scenarioVersion, from, to] = key as [string, string, string, string];
      const version = pickVersion(
        await loaders.scenarioVersionsByFamily.load(familyId),
        scenarioVersion,
      );
      if (!version) return null;
      const found = await ctx.services.relationships.listRelationships({
        outcomeId: from,
        familyId,
        scenarioVersion,
        pageSize: LIMITS.pageSizeMax,
      });
      const match = found.items.find((r) => r.fromOutcomeId === from && r.toOutcomeId === to);
      return match ?? null;
    }
    case 'FairValue': {
      const [scopeId, outcomeId, marketVersion, valueType] = key as [
        string,
        string,
        string,
        FairValueType,
      ];
      if (!ctx.principal?.scopes.includes(scopeId)) return null;
      const found = await ctx.services.fairValues.list(
        { scopeId, outcomeIds: [outcomeId], pageSize: LIMITS.pageSizeMax },
        { scopes: ctx.principal.scopes },
      );
      return (
        found.items.find((v) => v.marketVersion === marketVersion && v.valueType === valueType) ??
        null
      );
    }
    case 'Change':
      return ctx.services.changes.change(Number(key[0]));
    case 'TradePrint':
      return ctx.services.marketData.trade(key[0]!, revision);
  }
}

/** A market at a version: the current row when it is that version, else the published one. */
async function marketAt(
  ctx: GraphqlContext,
  loaders: Loaders,
  marketId: string,
  version: string,
): Promise<MarketNode | null> {
  const current = await loaders.marketsById.load(marketId);
  if (!current) return null;
  if (current.version === version) return loaders.pin(current);
  const old = await ctx.services.store.marketVersion(marketId, version);
  return old && loaders.pin(old);
}
