// The verdict on one Kalshi market against one Polymarket market (docs/decisions.md, "Settlement
// terms", Verdicts, and "Candidates at venue scale"): what compare-terms.ts decides and what the
// API of proposed pairs serves.
import type { TermName } from '../settlement-terms/settlement-terms';

/**
 * CANDIDATE: a likely counterpart whose terms are not all read or compared (the terms are named
 * in `unread`); it was UNKNOWN before, a name clients may still send (VERDICT_FILTERS).
 */
export const VERDICTS = ['EQUIVALENT', 'RELATED', 'DIFFERENT', 'CANDIDATE'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What a client may ask for: the verdicts, and UNKNOWN, the former name of CANDIDATE. */
export const VERDICT_FILTERS = [...VERDICTS, 'UNKNOWN'] as const;
export type VerdictFilter = (typeof VERDICT_FILTERS)[number];

/** The verdict a filter value names: UNKNOWN is CANDIDATE (docs/decisions.md, "UNKNOWN is CANDIDATE"). */
export function verdictOfFilter(filter: VerdictFilter): Verdict {
  return filter === 'UNKNOWN' ? 'CANDIDATE' : filter;
}

/** How a RELATED pair's YES sets stand, an implication with its direction. */
export const RELATIONS = [
  'IMPLICATION_KALSHI_TO_POLYMARKET',
  'IMPLICATION_POLYMARKET_TO_KALSHI',
  'EXCLUSIVE',
  'OVERLAP',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** A term both venues state with different values, as compared. */
export interface TermDifference {
  term: TermName;
  kalshi: string;
  polymarket: string;
}

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
  /**
   * Every term both venues state with different values (the YES sets compared through boundary
   * and yes together: an inversion is a difference of `yes`, a nesting one of `boundary`).
   */
  differences: TermDifference[];
  /** Every term not read on one venue or both, in TERM_NAMES order. */
  unread: TermName[];
}
