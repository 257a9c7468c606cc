// The verdict on one Kalshi market against one Polymarket market (docs/decisions.md, "Settlement
// terms", Verdicts): what compare-terms.ts decides and what the API of proposed pairs serves.
import type { TermName } from '../settlement-terms/settlement-terms';

export const VERDICTS = ['EQUIVALENT', 'RELATED', 'DIFFERENT', 'UNKNOWN'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** How a RELATED pair's YES sets stand, an implication with its direction. */
export const RELATIONS = [
  'IMPLICATION_KALSHI_TO_POLYMARKET',
  'IMPLICATION_POLYMARKET_TO_KALSHI',
  'EXCLUSIVE',
  'OVERLAP',
] as const;
export type Relation = (typeof RELATIONS)[number];

export interface Comparison {
  verdict: Verdict;
  /** For RELATED; null otherwise. */
  relation: Relation | null;
  /** The deciding term: the first differing or missing one; null when all agree. */
  term: TermName | null;
  /** For DIFFERENT: the deciding term's value on each venue, as compared; null otherwise. */
  values: { kalshi: string; polymarket: string } | null;
  /** Why, with both values where they differ. */
  reason: string;
  /** Whether YES on one venue pays where YES pays on the other (null when unknown). */
  yesAligned: boolean | null;
}
