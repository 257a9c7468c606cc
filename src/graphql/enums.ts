// The closed value sets of the records, as GraphQL enums: registered from the domain's const
// arrays (src/domain), never retyped.
import { registerEnumType } from 'type-graphql';
import { LIFECYCLE_STATUSES, SCENARIO_KINDS } from '../domain/records';
import { RELATIONSHIP_TYPES } from '../domain/relationships/relationship-types';
import { ANALYTICAL_COVERAGES, RESOLVE_STATUSES } from '../domain/value-sets';

function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
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

export const AnalyticalCoverage = enumOf(ANALYTICAL_COVERAGES);
registerEnumType(AnalyticalCoverage, {
  name: 'AnalyticalCoverage',
  description:
    "COMPLETE when every outcome of the family's markets has payouts for its current scenario version; PARTIAL when some have; NONE otherwise.",
});

export const ResolveStatus = enumOf(RESOLVE_STATUSES);
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
