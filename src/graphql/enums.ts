// The closed value sets of the records, as GraphQL enums: registered from the domain's const
// arrays (src/domain), never retyped, each by `describedEnum` with its one description and one
// for each value (docs/decisions.md, "Adapters written once").
import { registerEnumType } from 'type-graphql';
import { LIFECYCLE_STATUSES, SCENARIO_KINDS } from '../domain/records';
import { RELATIONSHIP_TYPES } from '../domain/relationships/relationship-types';
import { ANALYTICAL_COVERAGES, PAYOUT_STATUSES, RESOLVE_STATUSES } from '../domain/value-sets';

export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

/** What GraphQL says of one value: its description, and why it is deprecated where it is. */
export type EnumValueText =
  string | { readonly description: string; readonly deprecationReason: string };

/**
 * Registers `values` as the GraphQL enum `name` and returns it: the enum's description and one for
 * every value, which the compiler asks for (a value added to the domain's array and not described
 * here does not compile).
 */
export function describedEnum<E extends Record<string, string>>(
  values: E,
  name: string,
  description: string,
  valueTexts: { readonly [K in keyof E]: EnumValueText },
): E {
  registerEnumType(values, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      Object.entries(valueTexts).map(([value, text]) => [
        value,
        typeof text === 'string' ? { description: text } : text,
      ]),
    ) as Record<keyof E, { description: string; deprecationReason?: string }>,
  });
  return values;
}

/** An enum of values that are no GraphQL names ("1h", ">="), under the names given. */
export function namedEnum<V extends string>(
  values: readonly V[],
  names: Record<V, string>,
): Record<string, V> {
  return Object.fromEntries(values.map((v) => [names[v], v]));
}

export const LifecycleStatus = describedEnum(
  enumOf(LIFECYCLE_STATUSES),
  'LifecycleStatus',
  'Lifecycle status of an event, market or listing; says nothing about analytical coverage or feed freshness.',
  {
    OPEN: 'Trading.',
    CLOSED: 'No longer trading, not yet resolved.',
    RESOLVED: 'Settled.',
    UNKNOWN: 'The venue does not say.',
  },
);

export const ScenarioKind = describedEnum(
  enumOf(SCENARIO_KINDS),
  'ScenarioKind',
  'What kind of settlement case a scenario is.',
  {
    NORMAL: 'A settlement case of the normal course.',
    VOID: 'An exceptional settlement, such as a cancellation.',
  },
);

export const AnalyticalCoverage = describedEnum(
  enumOf(ANALYTICAL_COVERAGES),
  'AnalyticalCoverage',
  "How much of a family's markets payout analysis covers.",
  {
    COMPLETE: "Every outcome of the family's markets has payouts for its current version.",
    PARTIAL: 'Some outcomes have payouts.',
    NONE: 'No outcome has payouts, or no version is published.',
  },
);

export const ResolveStatus = describedEnum(
  enumOf(RESOLVE_STATUSES),
  'ResolveStatus',
  'Per-input result of resolveMarkets; not a lifecycle.',
  {
    RESOLVED: 'The input names one market (or one of its outcomes).',
    UNRESOLVED: 'The input names nothing the catalog knows; never guessed.',
    AMBIGUOUS: 'The input could name several records; candidates are listed.',
  },
);

export const RelationshipType = describedEnum(
  enumOf(RELATIONSHIP_TYPES),
  'RelationshipType',
  "The first of these that holds between two outcomes' payout fractions in one scenario version.",
  {
    EQUALITY: 'They pay the same in every scenario.',
    COMPLEMENT: 'Their fractions add up to 1 in every scenario.',
    IMPLICATION: 'The first never pays more than the second (directed: from implies to).',
    EXCLUSIVITY: 'They never both pay.',
    OVERLAP: 'They both pay somewhere, and none of the above holds.',
  },
);

export const PayoutStatus = describedEnum(
  enumOf(PAYOUT_STATUSES),
  'PayoutStatus',
  'SUPPORTED: the outcome has payouts in the family version; UNSUPPORTED: it has none.',
  {
    SUPPORTED: 'Payouts are defined for every scenario.',
    UNSUPPORTED: 'No payouts: not analysable there (never read as zero).',
  },
);
