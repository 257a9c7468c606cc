// What the relationship classifier takes and gives: the types between two outcomes of one pinned
// scenario version (docs/architecture.md, "Payout semantics"), ends, scenarios and payout vectors.
import { type RelationshipType, type ScenarioKind } from '../records';

// The value set is a record's field (records.ts); the classifier's modules take it from here.
export { RELATIONSHIP_TYPES, type RelationshipType } from '../records';

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
