// Event (specification, Resources): an original venue event, never merged nor invented.
// Navigation fields (markets, families) are in event.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import { connectionType } from './connection.type';
import { LifecycleStatus } from './enums';

@ObjectType('Event', {
  description: 'An original venue-maintained event: venue plus native event ID.',
})
export class Event {
  @Field(() => ID)
  eventId!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { description: 'Native event ID, exact text.' })
  venueEventId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Catalog label.' })
  category!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => LifecycleStatus)
  status!: LifecycleStatusValue;

  @Field(() => [ID])
  familyIds!: string[];

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  observedAt!: string;
}

@ObjectType('EventConnection')
export class EventConnection extends connectionType('Event', Event) {}
