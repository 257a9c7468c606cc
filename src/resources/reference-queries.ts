// The queries of GET /events, GET /markets and GET /families (schema/openapi.yaml, Endpoints) and of
// GET /scenarios and GET /payouts (docs/decisions.md); Query.events, markets and families
// take the same.
import { LIMITS } from '../domain/limits';
import { MARKET_INCLUDES } from '../domain/value-sets';
import { Closed, Id, List, OneOf, Optional, With, type Static } from './schema-kit';
import { Status } from './event';
import { PageSize, PageToken } from './paging';

const IdList = List(Id, { minItems: 1 });

export const EventsQueryDefinition = Closed({
  eventId: Optional(Id),
  venueEventId: Optional(With(Id, { description: 'native event ID; requires {venue}' })),
  familyId: Optional(Id),
  q: Optional(
    With(Id, { description: 'words searched in titles, descriptions and tags, ignoring case' }),
  ),
  category: Optional(With(Id, { description: 'exact catalog label' })),
  venue: Optional(Id),
  status: Optional(Status),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type EventsQuery = Static<typeof EventsQueryDefinition>;

export const MarketsQueryDefinition = Closed({
  marketId: Optional(With(Id, { description: 'single lookup' })),
  marketIds: Optional(With(IdList, { description: 'batch lookup (repeated)' })),
  venueMarketId: Optional(With(Id, { description: 'native lookup; requires {venue}' })),
  version: Optional(With(Id, { description: 'requires {marketId}; omitted means current' })),
  include: Optional(List(OneOf(MARKET_INCLUDES))),
  q: Optional(Id),
  category: Optional(Id),
  venue: Optional(Id),
  status: Optional(Status),
  eventId: Optional(Id),
  familyId: Optional(Id),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type MarketsQuery = Static<typeof MarketsQueryDefinition>;

export const FamiliesQueryDefinition = Closed({
  familyId: Optional(Id),
  q: Optional(Id),
  marketIds: Optional(
    With(IdList, { description: 'families containing any of these markets (repeated)' }),
  ),
  category: Optional(Id),
  venue: Optional(With(Id, { description: 'families with an event on this venue' })),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type FamiliesQuery = Static<typeof FamiliesQueryDefinition>;

export const ScenariosQueryDefinition = Closed({
  familyId: Id,
  scenarioVersion: Optional(Id),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type ScenariosQuery = Static<typeof ScenariosQueryDefinition>;

export const PayoutsQueryDefinition = Closed({
  outcomeIds: List(Id, { minItems: 1, maxItems: LIMITS.idsPerRequestMax }),
  familyId: Optional(Id),
  scenarioVersion: Optional(With(Id, { description: 'requires {familyId}' })),
});
export type PayoutsQuery = Static<typeof PayoutsQueryDefinition>;
