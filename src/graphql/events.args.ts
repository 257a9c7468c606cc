// Query.events filters: those of GET /events.
import { ArgsType, Field, ID } from 'type-graphql';
import type { LifecycleStatus as LifecycleStatusValue } from '../domain/records';
import type { EventQuery } from '../services/reference-service';
import { LifecycleStatus } from './enums';
import { PagingArgs, pagedRequest } from './paging.args';
import { presentArgs } from './present-args';

@ArgsType()
export class EventsArgs extends PagingArgs {
  @Field(() => ID, { nullable: true })
  eventId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Venue to narrow to; required with venueEventId.',
  })
  venue?: string | null;

  @Field(() => String, { nullable: true, description: 'Native event ID; requires venue.' })
  venueEventId?: string | null;

  @Field(() => ID, { nullable: true })
  familyId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words searched in titles, descriptions and tags, ignoring case.',
  })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact catalog label.' })
  category?: string | null;

  @Field(() => LifecycleStatus, { nullable: true })
  status?: LifecycleStatusValue | null;
}

export function eventQueryOf(args: EventsArgs): EventQuery {
  const { first, after, ...filters } = presentArgs(args);
  return { ...filters, ...pagedRequest({ first, after }) };
}
