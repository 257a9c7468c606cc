// The arguments of Query.events, markets and families: the filters of GET /events, /markets and
// /families, declared from their definitions (src/resources/reference-queries.ts), with GraphQL's
// paging in place of REST's. The single, batch and native selectors of markets are mutually
// exclusive; the service enforces it. REST's include=EVIDENCE,LEGS is field selection here.
import {
  EventsQueryDefinition,
  FamiliesQueryDefinition,
  MarketsQueryDefinition,
} from '../resources/reference-queries';
import { ConnectionArgs } from './connection.args';
import { ArgsOf, ResourceArgsType } from './from-resource';

/** REST's paging, which GraphQL takes as `first`, `after`, `last` and `before`. */
const PAGING = ['pageSize', 'pageToken'] as const;

/** The word search and label filters the definitions of markets and families leave undescribed. */
const SEARCH = {
  q: { description: 'Words searched in titles, descriptions and tags, ignoring case.' },
  category: { description: 'Exact catalog label.' },
};

const STATUS = { description: 'Only this lifecycle status.' };

@ResourceArgsType()
export class EventsArgs extends ArgsOf(
  EventsQueryDefinition,
  {
    served: PAGING,
    ids: ['eventId', 'familyId'],
    fields: {
      eventId: { description: 'Single lookup by service ID.' },
      familyId: { description: 'Events of one family.' },
      venue: { description: 'Venue to narrow to; required with venueEventId.' },
      status: STATUS,
    },
  },
  ConnectionArgs,
) {}

@ResourceArgsType()
export class MarketsArgs extends ArgsOf(
  MarketsQueryDefinition,
  {
    served: [...PAGING, 'include'],
    ids: ['marketId', 'marketIds', 'eventId', 'familyId'],
    fields: {
      ...SEARCH,
      venue: { description: 'Markets with a listing on this venue; required with venueMarketId.' },
      status: STATUS,
      eventId: { description: 'Markets of one original event.' },
      familyId: { description: 'Markets across the events of a family.' },
    },
  },
  ConnectionArgs,
) {}

@ResourceArgsType()
export class FamiliesArgs extends ArgsOf(
  FamiliesQueryDefinition,
  {
    served: PAGING,
    ids: ['familyId', 'marketIds'],
    fields: { ...SEARCH, familyId: { description: 'Single lookup by service ID.' } },
  },
  ConnectionArgs,
) {}
