// Event: an original venue event (schema/openapi.yaml, Resources: Event).
import { LIFECYCLE_STATUSES } from '../domain/records';
import { Ids, Obj, OneOf, Optional, Str, Timestamp, With, type Static } from './schema-kit';

export const Status = OneOf(LIFECYCLE_STATUSES);

export const EventDefinition = Obj(
  {
    eventId: Str,
    venue: Str,
    venueEventId: With(Str, { description: 'native event ID, exact text' }),
    title: Str,
    description: Str,
    category: Str,
    tags: Optional(Ids),
    status: Status,
    marketIds: Ids,
    familyIds: Ids,
    observedAt: Timestamp,
  },
  { $id: 'Event' },
);
export type Event = Static<typeof EventDefinition>;
