// The exceptional case a cross-venue family models (docs/decisions.md, "Cross-venue families"): a
// sentence of some members' rules ("If the 2026 FIFA World Cup is permanently canceled or has not
// been completed by October 13, 2026, 11:59 PM this market will resolve to "Other"") with the
// payout it states. Two different sentences name cases whose overlap the terms do not say, so a
// family models one case, the one most of its members state; a member stating another is left out
// rather than given a guessed payout.
import type { SettlementTerms } from '../../../domain/settlement-terms/settlement-terms';
import type { Venue } from '../../../venues/common/venue-model';

/**
 * What YES and NO pay in a stated case, per exceptional rule of the terms. Polymarket's "Other" is
 * the placeholder outcome of a negative-risk event, whose markets settle exactly one YES: the
 * event resolving to it settles each named market NO.
 */
const CASE_PAYOUTS: Record<string, readonly [string, string]> = {
  'void-50-50': ['0.5', '0.5'],
  'void-no': ['0', '1'],
  'void-yes': ['1', '0'],
  'void-other': ['0', '1'],
};

const VENUE_NAMES: Record<Venue, string> = { kalshi: 'Kalshi', polymarket: 'Polymarket' };
const VENUE_TAGS: Record<Venue, string> = { kalshi: 'kx', polymarket: 'pm' };

export interface ExceptionalCase {
  /** Leads the IDs of the scenarios in the case: `pm-void-other`. */
  tag: string;
  /** "Polymarket's exceptional case (resolves to "Other")". */
  label: string;
  /** The sentence, quoted, with the venues that state it. */
  description: string;
  sentence: string;
}

export type CaseReading =
  | { kind: 'NONE' }
  | { kind: 'CASE'; rule: string; sentence: string; payout: readonly [string, string] }
  | { kind: 'UNUSABLE'; reason: string };

/** The case a market's terms state, if any; known terms only. */
export function readCase(terms: SettlementTerms): CaseReading {
  if (terms.exceptions.status !== 'KNOWN')
    return { kind: 'UNUSABLE', reason: `its exceptions are UNKNOWN (${terms.exceptions.reason})` };
  const rule = terms.exceptions.value.rule;
  if (rule === 'none') return { kind: 'NONE' };
  const payout = CASE_PAYOUTS[rule];
  const spans = terms.exceptions.spans;
  if (!payout || spans.length !== 1)
    return {
      kind: 'UNUSABLE',
      reason: `its rules state several exceptional cases (${rule}), whose overlap they do not say`,
    };
  return { kind: 'CASE', rule, sentence: normalise(spans[0]!.text), payout };
}

export interface StatedCase {
  venue: Venue;
  marketId: string;
  rule: string;
  sentence: string;
}

/** The case most of the given statements name (ties: the first sentence in text order). */
export function chooseCase(stated: readonly StatedCase[]): ExceptionalCase | undefined {
  const bySentence = new Map<string, StatedCase[]>();
  for (const s of stated) bySentence.set(s.sentence, [...(bySentence.get(s.sentence) ?? []), s]);
  const [chosen] = [...bySentence.entries()].sort(
    ([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : a > b ? 1 : 0),
  );
  if (!chosen) return undefined;
  const [sentence, statements] = chosen;
  const venues = [...new Set(statements.map((s) => s.venue))].sort();
  const rules = [...new Set(statements.map((s) => s.rule))].sort();
  const whose = venues.map((v) => VENUE_NAMES[v]).join(' and ');
  // Names no market: a market added later stating the same case keeps the scenario version.
  return {
    tag: [...venues.map((v) => VENUE_TAGS[v]), ...rules].join('-'),
    label: `${whose}'s exceptional case (${rules.map(ruleText).join(', ')})`,
    description: `The exceptional case ${whose}'s rules state: "${sentence}"`,
    sentence,
  };
}

function ruleText(rule: string): string {
  switch (rule) {
    case 'void-50-50':
      return 'resolves 50-50';
    case 'void-no':
      return 'resolves NO';
    case 'void-yes':
      return 'resolves YES';
    case 'void-other':
      return 'resolves to "Other"';
    default:
      return rule;
  }
}

function normalise(sentence: string): string {
  return sentence.replace(/\s+/g, ' ').trim();
}
