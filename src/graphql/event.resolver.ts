// Query.events / Query.event / Query.eventByNative and the navigation of Event.
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { marketsOfPage } from './look-ahead';
import { lookupOf } from './connections';
import type { GraphqlContext } from './context';
import { Event, EventConnection } from './event.type';
import { pagedQueryOf } from './connection.args';
import { EventsArgs } from './reference.args';
import { Family } from './family.type';
import { loadPresent } from './loaders';
import { MarketConnection } from './market.type';
import { eventNodeOf, type EventNode, type FamilyNode } from './nodes';
import { presentArgs } from './present-args';
import { connectionQuery, listConnectionField, nodeIdField, nodeQuery } from './resolver-fields';

@Resolver(() => Event)
export class EventResolver {
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

nodeQuery(EventResolver, 'event', {
  type: () => Event,
  description: 'One event by service ID; null when unknown.',
  key: { name: 'eventId', description: 'Service ID of the event.' },
  record: (eventId, loaders) => loaders.eventsById.load(eventId),
});

connectionQuery(EventResolver, 'events', {
  type: () => EventConnection,
  args: EventsArgs,
  description:
    'List or look up original venue events (GET /v1/events); null with an error on bad arguments.',
  query: pagedQueryOf,
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
