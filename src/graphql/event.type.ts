// Event: an original venue event, never merged nor invented. Navigation (markets, families) is
// in event.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { connectionType } from './connection.type';
import { LifecycleStatus } from './enums';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { Event as EventResource } from '../resources/event';

@ObjectType('Event', {
  implements: Node,
  description: 'An original venue-maintained event: venue plus native event ID.',
})
export class Event extends Node implements ResourceFields<EventResource, 'marketIds'> {
  @Field(() => ID, { description: 'Service ID of the event.' })
  eventId!: string;

  @Field(() => String, { description: 'The venue that maintains the event, e.g. "kalshi".' })
  venue!: string;

  @Field(() => String, { description: 'Native event ID, exact text.' })
  venueEventId!: string;

  @Field(() => String, { description: "The venue's title." })
  title!: string;

  @Field(() => String, { description: "The venue's description." })
  description!: string;

  @Field(() => String, { description: 'Catalog label, e.g. "Economics".' })
  category!: string;

  @Field(() => [String], { description: 'Catalog tags.' })
  tags!: string[];

  @Field(() => LifecycleStatus, { description: 'Lifecycle status at the venue.' })
  status!: LifecycleStatusValue;

  @Field(() => [ID], { description: 'The families the event belongs to.' })
  familyIds!: string[];

  @Field(() => DateTimeScalar, { description: 'When the catalog last observed the event.' })
  observedAt!: string;
}

@ObjectType('EventConnection', { description: 'A page of events.' })
export class EventConnection extends connectionType('Event', Event, 'event') {}
