// The closed value sets of the records, as GraphQL enums: registered from the domain's const
// arrays (src/domain), never retyped.
import { registerEnumType } from 'type-graphql';
import { LIFECYCLE_STATUSES, SCENARIO_KINDS } from '../domain/records';
import { RELATIONSHIP_TYPES } from '../domain/relationships/relationship-types';
import { ANALYTICAL_COVERAGES, PAYOUT_STATUSES, RESOLVE_STATUSES } from '../domain/value-sets';

export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

/** An enum of values that are no GraphQL names ("1h", ">="), under the names given. */
export function namedEnum<V extends string>(
  values: readonly V[],
  names: Record<V, string>,
): Record<string, V> {
  return Object.fromEntries(values.map((v) => [names[v], v]));
}

export const LifecycleStatus = enumOf(LIFECYCLE_STATUSES);
registerEnumType(LifecycleStatus, {
  name: 'LifecycleStatus',
  description:
    'Lifecycle status of an event, market or listing; says nothing about analytical coverage or feed freshness.',
  valuesConfig: {
    OPEN: { description: 'Trading.' },
    CLOSED: { description: 'No longer trading, not yet resolved.' },
    RESOLVED: { description: 'Settled.' },
    UNKNOWN: { description: 'The venue does not say.' },
  },
});

export const ScenarioKind = enumOf(SCENARIO_KINDS);
registerEnumType(ScenarioKind, {
  name: 'ScenarioKind',
  description: 'What kind of settlement case a scenario is.',
  valuesConfig: {
    NORMAL: { description: 'A settlement case of the normal course.' },
    VOID: { description: 'An exceptional settlement, such as a cancellation.' },
  },
});

export const AnalyticalCoverage = enumOf(ANALYTICAL_COVERAGES);
registerEnumType(AnalyticalCoverage, {
  name: 'AnalyticalCoverage',
  description: "How much of a family's markets payout analysis covers.",
  valuesConfig: {
    COMPLETE: {
      description: "Every outcome of the family's markets has payouts for its current version.",
    },
    PARTIAL: { description: 'Some outcomes have payouts.' },
    NONE: { description: 'No outcome has payouts, or no version is published.' },
  },
});

export const ResolveStatus = enumOf(RESOLVE_STATUSES);
registerEnumType(ResolveStatus, {
  name: 'ResolveStatus',
  description: 'Per-input result of resolveMarkets; not a lifecycle.',
  valuesConfig: {
    RESOLVED: { description: 'The input names one market (or one of its outcomes).' },
    UNRESOLVED: { description: 'The input names nothing the catalog knows; never guessed.' },
    AMBIGUOUS: { description: 'The input could name several records; candidates are listed.' },
  },
});

export const RelationshipType = enumOf(RELATIONSHIP_TYPES);
registerEnumType(RelationshipType, {
  name: 'RelationshipType',
  description:
    "The first of these that holds between two outcomes' payout fractions in one scenario version.",
  valuesConfig: {
    EQUALITY: { description: 'They pay the same in every scenario.' },
    COMPLEMENT: { description: 'Their fractions add up to 1 in every scenario.' },
    IMPLICATION: {
      description: 'The first never pays more than the second (directed: from implies to).',
    },
    EXCLUSIVITY: { description: 'They never both pay.' },
    OVERLAP: { description: 'They both pay somewhere, and none of the above holds.' },
  },
});

export const PayoutStatus = enumOf(PAYOUT_STATUSES);
registerEnumType(PayoutStatus, {
  name: 'PayoutStatus',
  description:
    'SUPPORTED: the outcome has payouts in the family version; UNSUPPORTED: it has none.',
  valuesConfig: {
    SUPPORTED: { description: 'Payouts are defined for every scenario.' },
    UNSUPPORTED: { description: 'No payouts: not analysable there (never read as zero).' },
  },
});
