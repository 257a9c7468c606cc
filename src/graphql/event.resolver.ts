// Query.events / Query.event / Query.eventByNative and the navigation of Event.
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { marketsOfPage } from './look-ahead';
import { lookupOf } from './connections';
import { requestLoaders, type GraphqlContext } from './context';
import { Event, EventConnection } from './event.type';
import { EventsArgs, eventQueryOf } from './events.args';
import { Family } from './family.type';
import { loadPresent } from './loaders';
import { MarketConnection } from './market.type';
import { eventNodeOf, type EventNode, type FamilyNode } from './nodes';
import { presentArgs } from './present-args';
import { connectionQuery, listConnectionField, nodeIdField } from './resolver-fields';

@Resolver(() => Event)
export class EventResolver {
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

  @FieldResolver(() => [Family], { description: 'The families the event belongs to.' })
  async families(@Root() event: EventNode, @Ctx() ctx: GraphqlContext): Promise<FamilyNode[]> {
    const loaders = ctx.loaders.of(event);
    return (await loadPresent(loaders.familiesById, event.familyIds)).map((f) =>
      ctx.loaders.of(event).pin(f),
    );
  }
}

connectionQuery(EventResolver, 'events', {
  type: () => EventConnection,
  args: EventsArgs,
  description:
    'List or look up original venue events (GET /v1/events); null with an error on bad arguments.',
  query: eventQueryOf,
  read: (query, ctx) => ctx.services.reference.listEvents(query),
  node: () => eventNodeOf,
});

nodeIdField(EventResolver, 'Event', (event: EventNode) => [event.eventId]);

listConnectionField(EventResolver, 'Event', 'markets', {
  type: () => MarketConnection,
  description: "The event's markets, by ID.",
  filters: (event: EventNode) => ({ eventId: event.eventId }),
  items: (event, _args, loaders) => loaders.marketIdsByEvent.load(event.eventId),
  expand: (ids, loaders, ctx, info) => marketsOfPage(ids, loaders, info, ctx),
});
