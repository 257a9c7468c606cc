// Event: an original venue event, never merged nor invented, its fields the definition's
// (src/resources/event.ts). Navigation (markets, families) is in event.resolver.ts.
import { ObjectType } from 'type-graphql';
import { EventDefinition } from '../resources/event';
import { connectionType } from './connection.type';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';

@ResourceObjectType('Event', {
  implements: Node,
  description: 'An original venue-maintained event: venue plus native event ID.',
})
export class Event extends FieldsOf(
  EventDefinition,
  { served: ['marketIds'], ids: ['eventId', 'familyIds'], fields: { tags: { nullable: false } } },
  Node,
) {}

@ObjectType('EventConnection', { description: 'A page of events.' })
export class EventConnection extends connectionType('Event', Event, 'event') {}
