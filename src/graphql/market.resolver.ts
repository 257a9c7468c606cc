// Query.markets / Query.market / Query.marketByNative and the navigation of Market.
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { LegReference as LegReferenceRecord } from '../domain/records';
import { inTurns } from '../services/event-loop-turns';
import { requestLoaders, type GraphqlContext } from './context';
import { lookupOf } from './connections';
import { Event } from './event.type';
import { Family } from './family.type';
import { ListSize } from './list-size';
import { LegReference } from './leg-reference.type';
import { loadPresent, type Loaders } from './loaders';
import { Market, MarketConnection } from './market.type';
import { pagedQueryOf } from './connection.args';
import { MarketsArgs } from './reference.args';
import {
  marketNodeOf,
  outcomeNodesOf,
  type EventNode,
  type FamilyNode,
  type MarketNode,
  type OutcomeNode,
} from './nodes';
import { Outcome } from './outcome.type';
import { presentArgs } from './present-args';
import type { MarketView } from '../services/reference-views';
import { connectionQuery, nodeIdField } from './resolver-fields';

const currentMarketNode = (view: MarketView, loaders: Loaders) => marketNodeOf(view, loaders, true);

@Resolver(() => Market)
export class MarketResolver {
  @Query(() => Market, {
    nullable: true,
    description:
      'One market by service ID, at its current version or at `version`; null when unknown.',
  })
  async market(
    @Arg('marketId', () => ID, { description: 'Service ID of the market.' }) marketId: string,
    @Arg('version', () => String, {
      nullable: true,
      description: 'A published version; the current one when omitted.',
    })
    version: string | null | undefined,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MarketNode | null> {
    const query = presentArgs({ marketId, version });
    if (query.version !== undefined) {
      const result = await ctx.services.reference.listMarkets({
        ...query,
        pageSize: 1,
        atRevision: await ctx.snapshot.revision(),
      });
      return lookupOf(ctx, result, (view, loaders) => marketNodeOf(view, loaders, false));
    }
    const loaders = await requestLoaders(ctx);
    const record = await loaders.marketsById.load(marketId);
    return record ? loaders.pin(record) : null;
  }

  @Query(() => Market, {
    nullable: true,
    description:
      'The market of a venue and native market ID (never an event ID); null when unknown.',
  })
  async marketByNative(
    @Arg('venue', () => String, { description: 'The venue, e.g. "polymarket".' }) venue: string,
    @Arg('venueMarketId', () => String, { description: 'Native market ID, exact text.' })
    venueMarketId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MarketNode | null> {
    const query = presentArgs({ venue, venueMarketId });
    const result = await ctx.services.reference.listMarkets({
      ...query,
      pageSize: 1,
      atRevision: await ctx.snapshot.revision(),
    });
    return lookupOf(ctx, result, currentMarketNode);
  }

  @FieldResolver(() => [Event], {
    description: "The market's original venue events; empty for a combo.",
  })
  async events(@Root() market: MarketNode, @Ctx() ctx: GraphqlContext): Promise<EventNode[]> {
    const loaders = ctx.loaders.of(market);
    return (await loadPresent(loaders.eventsById, market.eventIds)).map((e) =>
      ctx.loaders.of(market).pin(e),
    );
  }

  @FieldResolver(() => [Family], { description: 'The families the market belongs to.' })
  async families(@Root() market: MarketNode, @Ctx() ctx: GraphqlContext): Promise<FamilyNode[]> {
    const loaders = ctx.loaders.of(market);
    return (await loadPresent(loaders.familiesById, market.familyIds)).map((f) =>
      ctx.loaders.of(market).pin(f),
    );
  }

  @ListSize(4)
  @FieldResolver(() => [Outcome], {
    description: "The market's outcomes, as its settlement terms define them.",
  })
  outcomes(
    @Root() market: MarketNode,
  ): readonly (OutcomeNode | Promise<OutcomeNode>)[] | Promise<readonly OutcomeNode[]> {
    // Each outcome's fields (a relationships page each, in a large family's query) are completed
    // a slice of the event loop at a time (docs/decisions.md, "A large GraphQL answer written in
    // slices").
    return inTurns(outcomeNodesOf(market));
  }

  @FieldResolver(() => [LegReference], {
    description: 'The legs of a combo; empty for other markets.',
  })
  legs(@Root() market: MarketNode): LegReferenceRecord[] {
    return market.legs ?? [];
  }
}

connectionQuery(MarketResolver, 'markets', {
  type: () => MarketConnection,
  args: MarketsArgs,
  description: 'List or look up markets (GET /v1/markets); null with an error on bad arguments.',
  query: (args) => pagedQueryOf(args),
  read: (query, ctx) => ctx.services.reference.listMarkets(query),
  // A version asked for is that version's node; otherwise each market's current one.
  node: (query) => (view: MarketView, loaders) =>
    marketNodeOf(view, loaders, query.version === undefined),
});

nodeIdField(MarketResolver, 'Market', (market: MarketNode) => [market.marketId, market.version]);
