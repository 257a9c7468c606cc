// The closed value sets of the change feed and of fair values, as GraphQL enums.
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
import { describedEnum, enumOf } from './enums';

export const ResourceType = describedEnum(
  enumOf<Resource>(RESOURCE_TYPES),
  'ResourceType',
  'What a change record is about.',
  {
    CONTRACT: 'A market or an event.',
    MAPPING: 'A listing and its mapping to an outcome.',
    FAMILY: 'A family.',
    SCENARIO_VERSION: "A family's scenario version.",
    COVERAGE: 'A settlement convention or a joint scope.',
  },
);

export const ChangeFeedStart = describedEnum(
  enumOf<FeedStart>(FEED_STARTS),
  'ChangeFeedStart',
  'Where a feed without a cursor starts.',
  {
    CURRENT: 'At the current point: only later changes.',
    OLDEST_RETAINED: 'At the oldest retained change: replay the history.',
  },
);

export const FairValueType = describedEnum(
  enumOf<Type>(FAIR_VALUE_TYPES),
  'FairValueType',
  'What a fair value estimates.',
  {
    PROBABILITY: 'The probability of probabilityEvent, in [0, 1].',
    EXPECTED_PAYOUT: 'The expected payout per unit, in payoutCurrency.',
  },
);

export const ProbabilityEvent = describedEnum(
  enumOf<Event>(PROBABILITY_EVENTS),
  'ProbabilityEvent',
  'The event a PROBABILITY fair value is about.',
  {
    FULL_PAYOUT: 'The outcome pays its full payout unit.',
  },
);

export const FairValueStatus = describedEnum(
  enumOf<Status>(FAIR_VALUE_STATUSES),
  'FairValueStatus',
  'Whether a fair value is still valid.',
  {
    CURRENT: 'Valid: no validUntil, or not yet passed.',
    EXPIRED: 'validUntil has passed.',
  },
);
