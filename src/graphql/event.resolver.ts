// Query.events / Query.event / Query.eventByNative and the navigation of Event.
import { Args, Arg, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { marketsOfPage } from './look-ahead';
import { ConnectionArgs, pagedRequest } from './connection.args';
import type { ConnectionOf } from './connection.type';
import { connectionOf, listConnection, lookupOf } from './connections';
import { requestLoaders, type GraphqlContext } from './context';
import { Event, EventConnection } from './event.type';
import { EventsArgs, eventQueryOf } from './events.args';
import { Family } from './family.type';
import { globalId } from './global-id';
import { NODE_ID_DESCRIPTION } from './node.type';
import { loadPresent } from './loaders';
import { MarketConnection } from './market.type';
import { eventNodeOf, type EventNode, type FamilyNode, type MarketNode } from './nodes';
import { presentArgs } from './present-args';

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventConnection, {
    nullable: true,
    description:
      'List or look up original venue events (GET /v1/events); null with an error on bad arguments.',
  })
  async events(
    @Args() args: EventsArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<EventNode>> {
    const result = await ctx.services.reference.listEvents({
      ...eventQueryOf(args),
      atRevision: await ctx.snapshot.revision(),
    });
    return connectionOf(ctx, result, eventNodeOf);
  }

  @Query(() => Event, {
    nullable: true,
    description: 'One event by service ID; null when unknown.',
  })
  async event(
    @Arg('eventId', () => ID, { description: 'Service ID of the event.' }) eventId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EventNode | null> {
    const loaders = await requestLoaders(ctx);
    const record = await loaders.eventsById.load(eventId);
    return record ? loaders.pin(record) : null;
  }

  @Query(() => Event, {
    nullable: true,
    description: 'One event by venue and native event ID (exact text); null when unknown.',
  })
  async eventByNative(
    @Arg('venue', () => String, { description: 'The venue, e.g. "kalshi".' }) venue: string,
    @Arg('venueEventId', () => String, { description: 'Native event ID, exact text.' })
    venueEventId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EventNode | null> {
    const query = presentArgs({ venue, venueEventId });
    const result = await ctx.services.reference.listEvents({
      ...query,
      pageSize: 1,
      atRevision: await ctx.snapshot.revision(),
    });
    return lookupOf(ctx, result, eventNodeOf);
  }

  @FieldResolver(() => ID, { description: NODE_ID_DESCRIPTION })
  id(@Root() event: EventNode): string {
    return globalId('Event', event.eventId);
  }

  @FieldResolver(() => MarketConnection, {
    nullable: true,
    description: "The event's markets, by ID.",
  })
  markets(
    @Root() event: EventNode,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ConnectionOf<MarketNode>> {
    return listConnection(
      ctx,
      event,
      'Event.markets',
      { eventId: event.eventId },
      pagedRequest(args),
      (loaders) => loaders.marketIdsByEvent.load(event.eventId),
      (ids, loaders) => marketsOfPage(ids, loaders, info, ctx),
    );
  }

  @FieldResolver(() => [Family], { description: 'The families the event belongs to.' })
  async families(@Root() event: EventNode, @Ctx() ctx: GraphqlContext): Promise<FamilyNode[]> {
    const loaders = ctx.loaders.of(event);
    return (await loadPresent(loaders.familiesById, event.familyIds)).map((f) =>
      ctx.loaders.of(event).pin(f),
    );
  }
}
