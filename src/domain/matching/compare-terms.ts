// One Kalshi market against one Polymarket market, term by term (docs/decisions.md, "Settlement
// terms": equivalence needs agreement on measurement, source, observation window, boundary and
// exceptional settlements). A known difference decides
// DIFFERENT; a missing term leaves the pair a CANDIDATE; with quantity, window and source agreeing,
// the YES sets of the boundaries and the exceptional settlements decide between EQUIVALENT and
// RELATED. A YES set that is the other's complement is a YES/NO inversion: DIFFERENT, never
// EQUIVALENT, since an equivalence file pairs YES with YES (equivalence.ts). Two outcomes of one
// league season and club whose quantities differ (its winner, a top N, a relegation) are related by
// their kinds (outcome-relations.ts) in place of their boundaries. Whatever decides, the
// comparison names every differing term and every term not read (term-diff.ts).
import type { Comparison, Relation, TermDifference } from './comparison';
import type { SettlementTerms, Term, TermName } from '../settlement-terms/settlement-terms';
import type { SetRelation } from '../settlement-terms/boundary-sets';
import { termDiff } from './term-diff';
import { competitionOutcome, outcomeText, relateOutcomes } from './outcome-relations';
import {
  boundaryText,
  gameOf,
  NONE_STATED,
  occurrenceText,
  oneMeetingsDays,
  relateBoundaries,
  roundingText,
  settledAlike,
  settledText,
  statedAs,
  statedText,
} from './term-values';

export type { Comparison, Relation, Verdict } from './comparison';
export { windowText } from './term-values';

/** A comparison before its term-by-term diff is attached. */
type Decision = Omit<Comparison, 'differences' | 'unread'>;

function unknownOn(name: TermName, k: Term<unknown>, p: Term<unknown>): Decision {
  const side =
    k.status === 'UNKNOWN'
      ? `Kalshi (${k.reason})`
      : `Polymarket (${p.status === 'UNKNOWN' ? p.reason : ''})`;
  return {
    verdict: 'CANDIDATE',
    relation: null,
    term: name,
    values: null,
    reason: `${name} unknown on ${side}`,
    yesAligned: null,
  };
}

function different(name: TermName, k: string, p: string): Decision {
  return {
    verdict: 'DIFFERENT',
    relation: null,
    term: name,
    values: { kalshi: k, polymarket: p },
    reason: `${name} differs: Kalshi ${k}, Polymarket ${p}`,
    yesAligned: null,
  };
}

export function compareTerms(kalshi: SettlementTerms, poly: SettlementTerms): Comparison {
  const diff = termDiff(kalshi, poly);
  const decision = decide(kalshi, poly);
  // The deciding term of a DIFFERENT pair is always among the differences, even where its values
  // are alike and what differs is what they do together (an implication the exceptions break).
  const differences =
    decision.verdict === 'DIFFERENT' &&
    decision.term !== null &&
    decision.values !== null &&
    !diff.differences.some((d) => d.term === decision.term)
      ? [{ term: decision.term, ...decision.values }, ...diff.differences]
      : diff.differences;
  return {
    ...decision,
    reason:
      decision.verdict === 'DIFFERENT' ? differentReason(decision, differences) : decision.reason,
    differences,
    unread: diff.unread,
  };
}

/** A DIFFERENT pair's reason names the deciding difference first, then every other one. */
function differentReason(decision: Decision, differences: readonly TermDifference[]): string {
  const others = differences.filter((d) => d.term !== decision.term);
  if (others.length === 0) return decision.reason;
  const more = others.map(
    (d) => `${d.term} differs: Kalshi ${d.kalshi}, Polymarket ${d.polymarket}`,
  );
  return [decision.reason, ...more].join('; ');
}

function decide(kalshi: SettlementTerms, poly: SettlementTerms): Decision {
  // Two outcomes of one competition edition and one subject that differ in kind (a league's
  // winner and its top 4): their quantities differ, and the outcomes' relation stands for the
  // boundaries' (outcome-relations.ts), once every other term allows it.
  const outcomes = relatedOutcomes(kalshi, poly);
  // Known differences first: any one of them keeps the identities apart, whatever is missing.
  let missing: Decision | undefined;
  for (const name of ['quantity', 'window', 'source', 'exceptions'] as const) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    if (statedAs(name, k) === 'unread' || statedAs(name, p) === 'unread') {
      missing ??= unknownOn(name, k, p);
      continue;
    }
    const kv = statedText(name, k);
    const pv = statedText(name, p);
    // Different exceptional settlements may still let one market imply the other (below).
    if (
      kv !== pv &&
      name !== 'exceptions' &&
      !(name === 'window' && oneMeetingsDays(kalshi, poly)) &&
      !(name === 'quantity' && outcomes !== undefined)
    )
      return different(name, kv, pv);
  }
  for (const name of ['quantity', 'window', 'exceptions', 'boundary', 'yes'] as const) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    // A relegation's places are the league's own rule, unstated: the outcomes are related by kind.
    if (name === 'boundary' && outcomes !== undefined) continue;
    if (statedAs(name, k) === 'unread' || statedAs(name, p) === 'unread')
      return unknownOn(name, k, p);
  }
  if (
    kalshi.quantity.status !== 'KNOWN' ||
    kalshi.exceptions.status !== 'KNOWN' ||
    poly.exceptions.status !== 'KNOWN' ||
    kalshi.yes.status !== 'KNOWN' ||
    poly.yes.status !== 'KNOWN'
  )
    throw new Error('unreachable: the terms compared below are known');
  // The source is part of a price or a rate (BRTI and Binance publish different numbers); a
  // competition's official result is the same whoever reports it, so only a known difference of
  // its source counts, as above.
  // A source stated as none on both (a consensus of credible reporting) is compared as a value.
  const sourceKnown =
    statedAs('source', kalshi.source) !== 'unread' && statedAs('source', poly.source) !== 'unread';
  if (!sourceKnown && kalshi.quantity.value.kind !== 'RESULT')
    return missing ?? unknownOn('source', kalshi.source, poly.source);
  const kYes = kalshi.yes.value;
  const pYes = poly.yes.value;
  let normal: SetRelation | undefined;
  let kText: string;
  let pText: string;
  // Each market's YES is a competitor reaching a stage, which nobody reaches in an event not held.
  let kStage = false;
  let pStage = false;
  // The two markets are one game's opposing sides (Dallas against the Buccaneers).
  let opposingSides = false;
  // The term a relation of the YES sets is decided by: the quantities where two outcomes are related.
  let decidingTerm: TermName = 'boundary';
  if (outcomes !== undefined) {
    // Only each YES side is related: a NO side of one outcome is no outcome of the table.
    if (kYes !== 'YES' || pYes !== 'YES')
      return different(
        'quantity',
        statedText('quantity', kalshi.quantity),
        statedText('quantity', poly.quantity),
      );
    normal = outcomes.relation;
    kText = outcomeText(outcomes.kalshi);
    pText = outcomeText(outcomes.polymarket);
    kStage = kalshi.boundary.status === 'KNOWN' && kalshi.boundary.value.comparator === 'REACHES';
    pStage = poly.boundary.status === 'KNOWN' && poly.boundary.value.comparator === 'REACHES';
    decidingTerm = 'quantity';
  } else if (kalshi.boundary.status !== 'KNOWN' || poly.boundary.status !== 'KNOWN') {
    // Stated as none on one side at least (the loop above returned for a boundary not read).
    if (kalshi.boundary.status === 'KNOWN' || poly.boundary.status === 'KNOWN')
      return different(
        'boundary',
        kalshi.boundary.status === 'KNOWN'
          ? boundaryText(kalshi.boundary.value, 'YES')
          : NONE_STATED,
        poly.boundary.status === 'KNOWN' ? boundaryText(poly.boundary.value, 'YES') : NONE_STATED,
      );
    // Neither states a threshold: both pay YES when the proposition holds, or one on its NO.
    normal = kYes === pYes ? 'EQUAL' : 'COMPLEMENT';
    kText = occurrenceText(kYes);
    pText = occurrenceText(pYes);
  } else {
    const kb = kalshi.boundary.value;
    const pb = poly.boundary.value;
    if (kb.unit !== pb.unit) return different('boundary', `in ${kb.unit}`, `in ${pb.unit}`);
    // One game between two teams: one of them wins, or both markets pay half (a tie), so the
    // other team's win is the complement (read-competition.ts, readGame).
    const game = gameOf(kalshi);
    normal = relateBoundaries(kb, kYes, pb, pYes, game);
    // A bracket of a rounded value is another set of the raw value than the same bracket of the
    // raw value (docs/decisions.md, "Settlement terms: how a number is settled"): the sets are
    // related by the raw values, and where those are not worked out no relation is claimed.
    const alike = settledAlike(kb, pb);
    if (normal === undefined && !alike)
      return {
        verdict: 'CANDIDATE',
        relation: null,
        term: 'boundary',
        values: null,
        reason: `the values are settled differently (Kalshi ${roundingText(kb.rounding)}, Polymarket ${roundingText(pb.rounding)}): the YES sets are not compared`,
        yesAligned: null,
      };
    kText = settledText(kb, kYes, alike);
    pText = settledText(pb, pYes, alike);
    kStage = kb.comparator === 'REACHES' && kYes === 'YES';
    pStage = pb.comparator === 'REACHES' && pYes === 'YES';
    opposingSides =
      game !== undefined &&
      kb.comparator === 'REACHES' &&
      pb.comparator === 'REACHES' &&
      kb.entity !== pb.entity;
  }
  if (normal === undefined)
    return {
      verdict: 'CANDIDATE',
      relation: null,
      term: 'yes',
      values: null,
      reason: 'a competition market whose NO side pays on its condition is not compared',
      yesAligned: null,
    };
  const kRule = kalshi.exceptions.value.rule;
  const pRule = poly.exceptions.value.rule;
  const rules =
    kRule === pRule ? '' : ` (exceptional settlement: Kalshi ${kRule}, Polymarket ${pRule})`;
  if (normal === 'COMPLEMENT') {
    // One game's opposing sides: in the normal cases one wins and the other does not, and where
    // neither venue's exceptional settlement pays a full YES (a tie or a postponement paid half, a
    // fair price, No) both can never pay YES: EXCLUSIVE, still no equivalence (docs/decisions.md,
    // "Settlement terms: verdicts of the same question on both venues").
    if (opposingSides && neverFullYes(kRule) && neverFullYes(pRule))
      return {
        ...related(
          'EXCLUSIVE',
          `Kalshi YES (${kText}) and Polymarket YES (${pText}) exclude each other: one game's opposing sides, a YES/NO inversion${rules}`,
        ),
        yesAligned: false,
      };
    return {
      verdict: 'DIFFERENT',
      relation: null,
      term: 'yes',
      values: { kalshi: `YES when ${kText}`, polymarket: `YES when ${pText}` },
      reason: `YES/NO inverted: Kalshi YES when ${kText} is Polymarket NO (Polymarket YES when ${pText})`,
      yesAligned: false,
    };
  }
  if (kRule === pRule && normal === 'EQUAL') {
    if (kRule !== 'none')
      // The same proposition in the same window, paying alike in every case but the exceptional
      // ones, whose cases are not compared: the YES sets meet, and no more is claimed.
      return related(
        'OVERLAP',
        `Kalshi YES (${kText}) and Polymarket YES (${pText}) agree but in their exceptional settlements (${kRule} on both), whose cases are not compared`,
        'exceptions',
      );
    if (!sourceKnown) return missing ?? unknownOn('source', kalshi.source, poly.source);
    return {
      verdict: 'EQUIVALENT',
      relation: null,
      term: null,
      values: null,
      reason: `every term agrees; YES on both when ${kText}`,
      yesAligned: true,
    };
  }
  // Each venue's exceptional case may happen whatever the quantity does, so an implication A → B
  // needs A's YES to hold only in normal cases (no exceptional rule, or one that pays NO or
  // "Other") and B's YES to hold in B's exceptional cases too (none, or one that pays YES). A case
  // where B pays NO because the event is void (canceled, not held) breaks nothing when A pays NO
  // then too: A's own void pays NO, or A's YES is a stage reached, which no one reaches in an
  // event not held.
  const kPaysNoWhenVoid = kStage || rulesOf(kRule).some((r) => VOID_NO.has(r));
  const pPaysNoWhenVoid = pStage || rulesOf(pRule).some((r) => VOID_NO.has(r));
  // Neither pays a full YES outside its proposition, or one does only in the event's void, where
  // the other pays NO.
  const exclusive =
    (neverFullYes(kRule) || (pPaysNoWhenVoid && neverFullYes(kRule, 'void-yes'))) &&
    (neverFullYes(pRule) || (kPaysNoWhenVoid && neverFullYes(pRule, 'void-yes')));
  const implies = (a: string, b: string, aPaysNoWhenVoid: boolean) =>
    onlyNormalYes(a) &&
    rulesOf(b).every(
      (r) => r === 'none' || r === 'void-yes' || (aPaysNoWhenVoid && r === 'void-no'),
    );
  if ((normal === 'EQUAL' || normal === 'SUBSET') && implies(kRule, pRule, kPaysNoWhenVoid))
    return related(
      'IMPLICATION_KALSHI_TO_POLYMARKET',
      `Kalshi YES (${kText}) implies Polymarket YES (${pText})${rules}`,
      decidingTerm,
    );
  if ((normal === 'EQUAL' || normal === 'SUPERSET') && implies(pRule, kRule, pPaysNoWhenVoid))
    return related(
      'IMPLICATION_POLYMARKET_TO_KALSHI',
      `Polymarket YES (${pText}) implies Kalshi YES (${kText})${rules}`,
      decidingTerm,
    );
  if (normal === 'DISJOINT' && exclusive)
    return related(
      'EXCLUSIVE',
      `Kalshi YES (${kText}) and Polymarket YES (${pText}) exclude each other${rules}`,
      decidingTerm,
    );
  // Overlapping sets claim no implication or exclusivity, so no exceptional case can break it;
  // a relation the exceptional settlements break is a difference of those settlements.
  if (normal === 'OVERLAP')
    return related(
      'OVERLAP',
      `Kalshi YES (${kText}) and Polymarket YES (${pText}) overlap${rules}`,
    );
  // The same proposition in the same window whose exceptional settlements differ: alike in every
  // normal case, apart only in the exceptional ones (docs/decisions.md, "Settlement terms:
  // verdicts of the same question on both venues").
  if (normal === 'EQUAL')
    return related(
      'OVERLAP',
      `Kalshi YES (${kText}) and Polymarket YES (${pText}) agree but in their exceptional settlements${rules}`,
      'exceptions',
    );
  return different(
    'exceptions',
    `exceptional settlement ${kRule}`,
    `exceptional settlement ${pRule}`,
  );
}

/**
 * The outcomes of both markets where they are two of one competition edition and one subject whose
 * kinds a row of outcome-relations.ts relates, and the quantities differ (one quantity is related
 * by its boundaries).
 */
function relatedOutcomes(kalshi: SettlementTerms, poly: SettlementTerms) {
  if (
    kalshi.quantity.status !== 'KNOWN' ||
    poly.quantity.status !== 'KNOWN' ||
    kalshi.quantity.value.name === poly.quantity.value.name
  )
    return undefined;
  const k = competitionOutcome(kalshi);
  const p = k && competitionOutcome(poly);
  const relation = k && p && relateOutcomes(k, p);
  return k && p && relation ? { kalshi: k, polymarket: p, relation } : undefined;
}

const rulesOf = (rule: string): string[] => rule.split(',');
/** Exceptional settlements that pay NO when the event is void. */
const VOID_NO: ReadonlySet<string> = new Set(['void-no', 'void-other']);
/** Rules under which a market pays YES only when its proposition holds in a normal case. */
const onlyNormalYes = (rule: string): boolean =>
  rulesOf(rule).every((r) => r === 'none' || VOID_NO.has(r));
/**
 * Rules under which a market never pays a full YES outside its proposition: half each in a tie or
 * a cancelled game, a fair price set between the two, or NO.
 */
const NEVER_FULL_YES: ReadonlySet<string> = new Set([
  'none',
  'void-no',
  'void-other',
  'tie-50-50',
  'void-50-50',
  'void-fair-price',
]);
const neverFullYes = (rule: string, also?: string): boolean =>
  rulesOf(rule).every((r) => NEVER_FULL_YES.has(r) || r === also);

function related(relation: Relation, reason: string, term: TermName = 'boundary'): Decision {
  return {
    verdict: 'RELATED',
    relation,
    term,
    values: null,
    reason,
    yesAligned: true,
  };
}
