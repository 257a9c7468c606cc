// Query.events filters: those of GET /events.
import { ArgsType, Field, ID } from 'type-graphql';
import type { EventsQuery } from '../services/reference-service';
import { pagedRequest } from './connection.args';
import { presentArgs } from './present-args';
import { LifecycleSearchArgs } from './search.args';

@ArgsType()
export class EventsArgs extends LifecycleSearchArgs {
  @Field(() => ID, { nullable: true, description: 'Single lookup by service ID.' })
  eventId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Venue to narrow to; required with venueEventId.',
  })
  venue?: string | null;

  @Field(() => String, { nullable: true, description: 'Native event ID; requires venue.' })
  venueEventId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Events of one family.' })
  familyId?: string | null;
}

export function eventQueryOf(args: EventsArgs): EventsQuery {
  const { first, after, last, before, ...filters } = presentArgs(args);
  return { ...filters, ...pagedRequest({ first, after, last, before }) };
}
