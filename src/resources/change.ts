// Change record: one change of reference metadata in the change feed (schema/openapi.yaml, Change
// record), the feed's query and its page.
import { CHANGE_TYPES, RESOURCE_TYPES } from '../domain/records';
import { FEED_STARTS } from '../domain/value-sets';
import {
  Bool,
  Id,
  Ids,
  List,
  Obj,
  OneOf,
  OpenOneOf,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  Closed,
  type Static,
} from './schema-kit';
import { PageSize } from './paging';

export const ChangeDefinition = Obj(
  {
    changeId: With(Str, { description: 'service ID of the change' }),
    resourceType: OneOf(RESOURCE_TYPES, {
      description:
        'CONTRACT: a market or event; MAPPING: a listing; FAMILY; SCENARIO_VERSION; COVERAGE: a settlement convention or joint scope',
    }),
    resourceId: With(Str, { description: 'the service ID of the resource' }),
    changeType: OpenOneOf(CHANGE_TYPES, {
      description:
        'CREATED, UPDATED, NEW_VERSION (market terms amended) or REMAPPED (listing moved to another outcome)',
    }),
    version: With(Str, {
      description: 'the market, mapping or scenario version where the resource has one, else empty',
    }),
    occurredAt: With(Timestamp, { description: 'when the change was committed' }),
    description: With(Str, { description: 'what changed, in words' }),
    familyIds: With(Ids, {
      description: 'families of the changed resource (the {familyIds} filter)',
    }),
  },
  {
    $id: 'ChangeRecord',
    description:
      'One change of reference metadata (GET /changes); never prices, fills or fair values.',
  },
);
export type Change = Static<typeof ChangeDefinition>;

/** GET /changes and Subscription.changes: the cursor and filters. */
export const ChangesQueryDefinition = Closed({
  cursor: Optional(With(Str, { minLength: 1, description: '{nextCursor} of the previous poll' })),
  resourceTypes: Optional(
    List(
      OneOf(RESOURCE_TYPES),
      { description: 'only these resource types (repeated)' },
      { minItems: 1 },
    ),
  ),
  familyIds: Optional(
    List(
      Id,
      { description: 'only changes of resources in these families (repeated)' },
      { minItems: 1 },
    ),
  ),
  pageSize: Optional(PageSize),
  start: Optional(
    OneOf(FEED_STARTS, {
      description:
        'Extension beyond the specification, only without a cursor: CURRENT (the default, the current point) or OLDEST_RETAINED (replay the retained history)',
    }),
  ),
});
export type ChangesQuery = Static<typeof ChangesQueryDefinition>;

export const ChangePageDefinition = Obj({
  items: List(Ref(ChangeDefinition)),
  nextCursor: Str,
  hasMore: Bool,
  asOf: With(Timestamp, { description: 'the feed is complete through this commit' }),
});
export type ChangePage = Static<typeof ChangePageDefinition>;
