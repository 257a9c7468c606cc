// The closed value sets of the records, as GraphQL enums.
import { registerEnumType } from 'type-graphql';
import { LIFECYCLE_STATUSES, SCENARIO_KINDS } from '../domain/records';
import { RELATIONSHIP_TYPES } from '../domain/relationships/relationship-types';
import type { AnalyticalCoverage as Coverage } from '../services/reference-views';
import type { ResolveStatus as Resolution } from '../services/resolve-service';

export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

export const LifecycleStatus = enumOf(LIFECYCLE_STATUSES);
registerEnumType(LifecycleStatus, {
  name: 'LifecycleStatus',
  description:
    'Lifecycle status of an event, market or listing; says nothing about analytical coverage or feed freshness.',
});

export const ScenarioKind = enumOf(SCENARIO_KINDS);
registerEnumType(ScenarioKind, {
  name: 'ScenarioKind',
  description: 'NORMAL settlement case, or VOID: an exceptional settlement such as a cancellation.',
});

export const AnalyticalCoverage = enumOf<Coverage>(['COMPLETE', 'PARTIAL', 'NONE']);
registerEnumType(AnalyticalCoverage, {
  name: 'AnalyticalCoverage',
  description:
    "COMPLETE when every outcome of the family's markets has payouts for its current scenario version; PARTIAL when some have; NONE otherwise.",
});

export const ResolveStatus = enumOf<Resolution>(['RESOLVED', 'UNRESOLVED', 'AMBIGUOUS']);
registerEnumType(ResolveStatus, {
  name: 'ResolveStatus',
  description: 'Per-input result of resolveMarkets; not a lifecycle.',
});

export const RelationshipType = enumOf(RELATIONSHIP_TYPES);
registerEnumType(RelationshipType, {
  name: 'RelationshipType',
  description:
    "EQUALITY, COMPLEMENT, IMPLICATION (directed), EXCLUSIVITY or OVERLAP: the first that holds between two outcomes' payouts in one scenario version.",
});

export const PayoutStatus = enumOf(['SUPPORTED', 'UNSUPPORTED'] as const);
registerEnumType(PayoutStatus, {
  name: 'PayoutStatus',
  description:
    'SUPPORTED: the outcome has payouts in the family version; UNSUPPORTED: it has none.',
  valuesConfig: {
    SUPPORTED: { description: 'Payouts are defined for every scenario.' },
    UNSUPPORTED: { description: 'No payouts: not analysable there (never read as zero).' },
  },
});
