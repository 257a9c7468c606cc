// Query.markets / Query.market / Query.marketByNative and the navigation of Market.
import { Args, Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { LegReference as LegReferenceRecord } from '../domain/records';
import { requestLoaders, type GraphqlContext } from './context';
import { connectionOf, lookupOf } from './connections';
import type { ConnectionOf } from './connection.type';
import { Event } from './event.type';
import { Family } from './family.type';
import { LegReference } from './leg-reference.type';
import { loadPresent, type Loaders } from './loaders';
import { Market, MarketConnection } from './market.type';
import { MarketsArgs, marketQueryOf } from './markets.args';
import {
  marketNodeOf,
  outcomeNodesOf,
  pin,
  type EventNode,
  type FamilyNode,
  type MarketNode,
  type OutcomeNode,
} from './nodes';
import { Outcome } from './outcome.type';
import { presentArgs } from './present-args';
import type { MarketView } from '../services/reference-views';

const currentMarketNode = (view: MarketView, loaders: Loaders) => marketNodeOf(view, loaders, true);

@Resolver(() => Market)
export class MarketResolver {
  @Query(() => MarketConnection, { description: 'List or look up markets (GET /markets).' })
  async markets(
    @Args() args: MarketsArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<MarketNode>> {
    const query = marketQueryOf(args);
    const result = await ctx.services.reference.listMarkets(query);
    const current = query.version === undefined;
    return connectionOf(ctx, result, (view, loaders) => marketNodeOf(view, loaders, current));
  }

  @Query(() => Market, {
    nullable: true,
    description:
      'One market by service ID, at its current version or at `version`; null when unknown.',
  })
  async market(
    @Arg('marketId', () => ID) marketId: string,
    @Arg('version', () => String, { nullable: true }) version: string | null | undefined,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MarketNode | null> {
    const query = presentArgs({ marketId, version });
    if (query.version !== undefined) {
      const result = await ctx.services.reference.listMarkets({ ...query, pageSize: 1 });
      return lookupOf(ctx, result, (view, loaders) => marketNodeOf(view, loaders, false));
    }
    const loaders = await requestLoaders(ctx);
    const record = await loaders.marketsById.load(marketId);
    return record ? pin(record, loaders.revision) : null;
  }

  @Query(() => Market, {
    nullable: true,
    description:
      'The market of a venue and native market ID (never an event ID); null when unknown.',
  })
  async marketByNative(
    @Arg('venue', () => String) venue: string,
    @Arg('venueMarketId', () => String) venueMarketId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MarketNode | null> {
    const query = presentArgs({ venue, venueMarketId });
    const result = await ctx.services.reference.listMarkets({ ...query, pageSize: 1 });
    return lookupOf(ctx, result, currentMarketNode);
  }

  @FieldResolver(() => [Event], {
    description: "The market's original venue events; empty for a combo.",
  })
  async events(@Root() market: MarketNode, @Ctx() ctx: GraphqlContext): Promise<EventNode[]> {
    const loaders = ctx.loaders.at(market.revision);
    return (await loadPresent(loaders.eventsById, market.eventIds)).map((e) =>
      pin(e, market.revision),
    );
  }

  @FieldResolver(() => [Family])
  async families(@Root() market: MarketNode, @Ctx() ctx: GraphqlContext): Promise<FamilyNode[]> {
    const loaders = ctx.loaders.at(market.revision);
    return (await loadPresent(loaders.familiesById, market.familyIds)).map((f) =>
      pin(f, market.revision),
    );
  }

  @FieldResolver(() => [Outcome])
  outcomes(@Root() market: MarketNode): OutcomeNode[] {
    return outcomeNodesOf(market);
  }

  @FieldResolver(() => [LegReference], {
    description: 'The legs of a combo; empty for other markets.',
  })
  legs(@Root() market: MarketNode): LegReferenceRecord[] {
    return market.legs ?? [];
  }
}
