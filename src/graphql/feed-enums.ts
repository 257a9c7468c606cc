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
import { enumOf } from './enums';

export const ResourceType = enumOf<Resource>(RESOURCE_TYPES);
registerEnumType(ResourceType, {
  name: 'ResourceType',
  description: 'What a change record is about.',
  valuesConfig: {
    CONTRACT: { description: 'A market or an event.' },
    MAPPING: { description: 'A listing and its mapping to an outcome.' },
    FAMILY: { description: 'A family.' },
    SCENARIO_VERSION: { description: "A family's scenario version." },
    COVERAGE: { description: 'A settlement convention or a joint scope.' },
  },
});

export const ChangeFeedStart = enumOf<FeedStart>(FEED_STARTS);
registerEnumType(ChangeFeedStart, {
  name: 'ChangeFeedStart',
  description: 'Where a feed without a cursor starts.',
  valuesConfig: {
    CURRENT: { description: 'At the current point: only later changes.' },
    OLDEST_RETAINED: { description: 'At the oldest retained change: replay the history.' },
  },
});

export const FairValueType = enumOf<Type>(FAIR_VALUE_TYPES);
registerEnumType(FairValueType, {
  name: 'FairValueType',
  description: 'What a fair value estimates.',
  valuesConfig: {
    PROBABILITY: { description: 'The probability of probabilityEvent, in [0, 1].' },
    EXPECTED_PAYOUT: { description: 'The expected payout per unit, in payoutCurrency.' },
  },
});

export const ProbabilityEvent = enumOf<Event>(PROBABILITY_EVENTS);
registerEnumType(ProbabilityEvent, {
  name: 'ProbabilityEvent',
  description: 'The event a PROBABILITY fair value is about.',
  valuesConfig: { FULL_PAYOUT: { description: 'The outcome pays its full payout unit.' } },
});

export const FairValueStatus = enumOf<Status>(FAIR_VALUE_STATUSES);
registerEnumType(FairValueStatus, {
  name: 'FairValueStatus',
  description: 'Whether a fair value is still valid.',
  valuesConfig: {
    CURRENT: { description: 'Valid: no validUntil, or not yet passed.' },
    EXPIRED: { description: 'validUntil has passed.' },
  },
});
