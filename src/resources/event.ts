// Event: an original venue event (schema/openapi.yaml, Resources: Event).
import { LIFECYCLE_STATUSES } from '../domain/records';
import { Ids, Obj, OneOf, Optional, Str, Timestamp, With, type Static } from './schema-kit';

export const Status = OneOf(LIFECYCLE_STATUSES);

export const EventDefinition = Obj(
  {
    eventId: With(Str, { description: 'service ID of the event' }),
    venue: With(Str, { description: 'the venue that maintains the event, e.g. "kalshi"' }),
    venueEventId: With(Str, { description: 'native event ID, exact text' }),
    title: With(Str, { description: "the venue's title" }),
    description: With(Str, { description: "the venue's description" }),
    category: With(Str, { description: 'catalog label, e.g. "Economics"' }),
    tags: Optional(With(Ids, { description: 'catalog tags' })),
    status: With(Status, { description: 'lifecycle status at the venue' }),
    marketIds: Ids,
    familyIds: With(Ids, { description: 'the families the event belongs to' }),
    observedAt: With(Timestamp, { description: 'when the catalog last observed the event' }),
  },
  { $id: 'Event' },
);
export type Event = Static<typeof EventDefinition>;
