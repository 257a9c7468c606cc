// Relationship types between two outcomes of one pinned scenario version (docs/architecture.md, "Payout semantics"). The order of RELATIONSHIP_TYPES is the classification order: a pair has
// the first type that holds.
import { type ScenarioKind } from '../records';

export const RELATIONSHIP_TYPES = [
  'EQUALITY',
  'COMPLEMENT',
  'IMPLICATION',
  'EXCLUSIVITY',
  'OVERLAP',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** A relationship's type and ends, without its witnesses: what a family's diagram is drawn from. */
export interface RelationshipEnds {
  readonly type: RelationshipType;
  /** For IMPLICATION, the implying outcome. */
  readonly fromOutcomeId: string;
  readonly toOutcomeId: string;
}

/** One scenario of a pinned scenario version, in the version's order. */
export interface ScenarioInput {
  readonly scenarioId: string;
  readonly kind: ScenarioKind;
}

/**
 * The payout vector of one outcome over a scenario version: `amounts[i]` is the per-unit payout
 * in scenario i, a decimal string between 0 and `unit` (the listing's payout_unit).
 */
export interface PayoutVectorInput {
  readonly outcomeId: string;
  readonly unit: string;
  readonly amounts: readonly string[];
}

/**
 * The relationship of one pair. For IMPLICATION `from` implies `to` (f_from ≤ f_to everywhere);
 * for the symmetric types `from`/`to` keep the order in which the pair was given.
 * `witnesses` are scenario IDs that show the type, in the order docs/architecture.md, "Data model" lists them.
 */
export interface RelationshipFinding {
  readonly type: RelationshipType;
  readonly fromOutcomeId: string;
  readonly toOutcomeId: string;
  readonly witnesses: readonly string[];
}
