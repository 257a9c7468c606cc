// The closed value sets of the change feed and of fair values, as GraphQL enums.
import { registerEnumType } from 'type-graphql';
import {
  FAIR_VALUE_STATUSES,
  FAIR_VALUE_TYPES,
  PROBABILITY_EVENTS,
  type FairValueStatus as Status,
  type FairValueType as Type,
  type ProbabilityEvent as Event,
} from '../domain/fair-values';
import { RESOURCE_TYPES, type ResourceType as Resource } from '../domain/records';
import { FEED_STARTS, type FeedStart } from '../domain/value-sets';

function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

export const ResourceType = enumOf<Resource>(RESOURCE_TYPES);
registerEnumType(ResourceType, {
  name: 'ResourceType',
  description:
    'What a change record is about: CONTRACT (a market or event), MAPPING (a listing), FAMILY, SCENARIO_VERSION, COVERAGE (a settlement convention or joint scope).',
});

export const ChangeFeedStart = enumOf<FeedStart>(FEED_STARTS);
registerEnumType(ChangeFeedStart, {
  name: 'ChangeFeedStart',
  description:
    'Where a feed without a cursor starts: CURRENT (the specification: the current point) or OLDEST_RETAINED (an extension: replay the retained history).',
});

export const FairValueType = enumOf<Type>(FAIR_VALUE_TYPES);
registerEnumType(FairValueType, { name: 'FairValueType' });

export const ProbabilityEvent = enumOf<Event>(PROBABILITY_EVENTS);
registerEnumType(ProbabilityEvent, {
  name: 'ProbabilityEvent',
  description: 'The event a PROBABILITY fair value is about.',
});

export const FairValueStatus = enumOf<Status>(FAIR_VALUE_STATUSES);
registerEnumType(FairValueStatus, {
  name: 'FairValueStatus',
  description: 'CURRENT, or EXPIRED once validUntil has passed.',
});
