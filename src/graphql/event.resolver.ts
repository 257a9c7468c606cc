// Query.events / Query.event / Query.eventByNative and the navigation of Event.
import { Args, Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { requestLoaders, type GraphqlContext } from './context';
import { connectionOf, lookupOf } from './connections';
import type { ConnectionOf } from './connection.type';
import { Event, EventConnection } from './event.type';
import { EventsArgs, eventQueryOf } from './events.args';
import { Family } from './family.type';
import { loadPresent } from './loaders';
import { Market } from './market.type';
import { eventNodeOf, pin, type EventNode, type FamilyNode, type MarketNode } from './nodes';
import { presentArgs } from './present-args';

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventConnection, {
    description: 'List or look up original venue events (GET /events).',
  })
  async events(
    @Args() args: EventsArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<EventNode>> {
    const result = await ctx.services.reference.listEvents(eventQueryOf(args));
    return connectionOf(ctx, result, eventNodeOf);
  }

  @Query(() => Event, {
    nullable: true,
    description: 'One event by service ID; null when unknown.',
  })
  async event(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EventNode | null> {
    const loaders = await requestLoaders(ctx);
    const record = await loaders.eventsById.load(eventId);
    return record ? pin(record, loaders.revision) : null;
  }

  @Query(() => Event, {
    nullable: true,
    description: 'One event by venue and native event ID (exact text); null when unknown.',
  })
  async eventByNative(
    @Arg('venue', () => String) venue: string,
    @Arg('venueEventId', () => String) venueEventId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EventNode | null> {
    const query = presentArgs({ venue, venueEventId });
    const result = await ctx.services.reference.listEvents({ ...query, pageSize: 1 });
    return lookupOf(ctx, result, eventNodeOf);
  }

  @FieldResolver(() => [ID])
  marketIds(@Root() event: EventNode, @Ctx() ctx: GraphqlContext): Promise<string[]> {
    return ctx.loaders.at(event.revision).marketIdsByEvent.load(event.eventId);
  }

  @FieldResolver(() => [Market])
  async markets(@Root() event: EventNode, @Ctx() ctx: GraphqlContext): Promise<MarketNode[]> {
    const loaders = ctx.loaders.at(event.revision);
    const ids = await loaders.marketIdsByEvent.load(event.eventId);
    return (await loadPresent(loaders.marketsById, ids)).map((m) => pin(m, event.revision));
  }

  @FieldResolver(() => [Family])
  async families(@Root() event: EventNode, @Ctx() ctx: GraphqlContext): Promise<FamilyNode[]> {
    const loaders = ctx.loaders.at(event.revision);
    return (await loadPresent(loaders.familiesById, event.familyIds)).map((f) =>
      pin(f, event.revision),
    );
  }
}
