// One Kalshi market against one Polymarket market, term by term (docs/decisions.md, "Settlement
// terms": equivalence needs agreement on measurement, source, observation window, boundary and
// exceptional settlements). A known difference decides
// DIFFERENT; a missing term leaves the pair UNKNOWN; with quantity, window and source agreeing,
// the YES sets of the boundaries and the exceptional settlements decide between EQUIVALENT and
// RELATED. A YES set that is the other's complement is a YES/NO inversion: DIFFERENT, never
// EQUIVALENT, since an equivalence file pairs YES with YES (equivalence.ts).
import type { Comparison, Relation } from './comparison';
import {
  stageRank,
  type Boundary,
  type SettlementTerms,
  type Term,
  type TermName,
  type Window,
  type YesSide,
} from '../settlement-terms/settlement-terms';
import { relate, yesSet, type SetRelation } from '../settlement-terms/boundary-sets';
import { gameTeams } from '../settlement-terms/game-names';

export type { Comparison, Relation, Verdict } from './comparison';

function unknownOn(name: TermName, k: Term<unknown>, p: Term<unknown>): Comparison {
  const side =
    k.status === 'UNKNOWN'
      ? `Kalshi (${k.reason})`
      : `Polymarket (${p.status === 'UNKNOWN' ? p.reason : ''})`;
  return {
    verdict: 'UNKNOWN',
    relation: null,
    term: name,
    values: null,
    reason: `${name} unknown on ${side}`,
    yesAligned: null,
  };
}

function different(name: TermName, k: string, p: string): Comparison {
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
  // Known differences first: any one of them keeps the identities apart, whatever is missing.
  let missing: Comparison | undefined;
  for (const name of ['quantity', 'window', 'source', 'exceptions'] as const) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    if (k.status === 'UNKNOWN' || p.status === 'UNKNOWN') {
      missing ??= unknownOn(name, k, p);
      continue;
    }
    const kv = describe(name, k.value);
    const pv = describe(name, p.value);
    // Different exceptional settlements may still let one market imply the other (below).
    if (kv !== pv && name !== 'exceptions') return different(name, kv, pv);
  }
  for (const name of ['quantity', 'window', 'exceptions', 'boundary', 'yes'] as const) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    if (k.status === 'UNKNOWN' || p.status === 'UNKNOWN') return unknownOn(name, k, p);
  }
  if (
    kalshi.quantity.status !== 'KNOWN' ||
    kalshi.exceptions.status !== 'KNOWN' ||
    poly.exceptions.status !== 'KNOWN' ||
    kalshi.boundary.status !== 'KNOWN' ||
    poly.boundary.status !== 'KNOWN' ||
    kalshi.yes.status !== 'KNOWN' ||
    poly.yes.status !== 'KNOWN'
  )
    throw new Error('unreachable: the terms compared below are known');
  // The source is part of a price or a rate (BRTI and Binance publish different numbers); a
  // competition's official result is the same whoever reports it, so only a known difference of
  // its source counts, as above.
  const sourceKnown = kalshi.source.status === 'KNOWN' && poly.source.status === 'KNOWN';
  if (!sourceKnown && kalshi.quantity.value.kind !== 'RESULT')
    return missing ?? unknownOn('source', kalshi.source, poly.source);
  const kb = kalshi.boundary.value;
  const pb = poly.boundary.value;
  if (kb.unit !== pb.unit) return different('boundary', `in ${kb.unit}`, `in ${pb.unit}`);
  // One game between two teams: one of them wins, or both markets pay half (a tie), so the
  // other team's win is the complement (read-competition.ts, readGame).
  const game =
    kalshi.window.status === 'KNOWN' && kalshi.window.value.kind === 'EVENT'
      ? gameTeams(kalshi.window.value.event)
      : undefined;
  const normal = relateBoundaries(kb, kalshi.yes.value, pb, poly.yes.value, game);
  if (normal === undefined)
    return {
      verdict: 'UNKNOWN',
      relation: null,
      term: 'yes',
      values: null,
      reason: 'a competition market whose NO side pays on its condition is not compared',
      yesAligned: null,
    };
  const kText = boundaryText(kb, kalshi.yes.value);
  const pText = boundaryText(pb, poly.yes.value);
  if (normal === 'COMPLEMENT')
    return {
      verdict: 'DIFFERENT',
      relation: null,
      term: 'yes',
      values: { kalshi: `YES when ${kText}`, polymarket: `YES when ${pText}` },
      reason: `YES/NO inverted: Kalshi YES when ${kText} is Polymarket NO (Polymarket YES when ${pText})`,
      yesAligned: false,
    };
  const kRule = kalshi.exceptions.value.rule;
  const pRule = poly.exceptions.value.rule;
  if (kRule === pRule && normal === 'EQUAL') {
    if (kRule !== 'none')
      return {
        verdict: 'UNKNOWN',
        relation: null,
        term: 'exceptions',
        values: null,
        reason: `both state exceptional settlements (${kRule}) whose cases are not compared`,
        yesAligned: true,
      };
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
  // "Other") and B's YES to hold in B's exceptional cases too (none, or one that pays YES).
  const onlyNormalYes = (rule: string) =>
    rule.split(',').every((r) => ['none', 'void-no', 'void-other'].includes(r));
  const keepsYes = (rule: string) => rule.split(',').every((r) => ['none', 'void-yes'].includes(r));
  const implies = (a: string, b: string) => onlyNormalYes(a) && keepsYes(b);
  const rules =
    kRule === pRule ? '' : ` (exceptional settlement: Kalshi ${kRule}, Polymarket ${pRule})`;
  if ((normal === 'EQUAL' || normal === 'SUBSET') && implies(kRule, pRule))
    return related(
      'IMPLICATION_KALSHI_TO_POLYMARKET',
      `Kalshi YES (${kText}) implies Polymarket YES (${pText})${rules}`,
    );
  if ((normal === 'EQUAL' || normal === 'SUPERSET') && implies(pRule, kRule))
    return related(
      'IMPLICATION_POLYMARKET_TO_KALSHI',
      `Polymarket YES (${pText}) implies Kalshi YES (${kText})${rules}`,
    );
  if (normal === 'DISJOINT' && onlyNormalYes(kRule) && onlyNormalYes(pRule))
    return related(
      'EXCLUSIVE',
      `Kalshi YES (${kText}) and Polymarket YES (${pText}) exclude each other${rules}`,
    );
  // Overlapping sets claim no implication or exclusivity, so no exceptional case can break it;
  // a relation the exceptional settlements break is a difference of those settlements.
  if (normal === 'OVERLAP')
    return related(
      'OVERLAP',
      `Kalshi YES (${kText}) and Polymarket YES (${pText}) overlap${rules}`,
    );
  return different(
    'exceptions',
    `exceptional settlement ${kRule}`,
    `exceptional settlement ${pRule}`,
  );
}

function related(relation: Relation, reason: string): Comparison {
  return {
    verdict: 'RELATED',
    relation,
    term: 'boundary',
    values: null,
    reason,
    yesAligned: true,
  };
}

/**
 * How Kalshi's YES set stands to Polymarket's. Stages of one competitor nest (a finalist has
 * reached the semifinals); two competitors cannot both win, but can both reach any other stage.
 */
function relateBoundaries(
  k: Boundary,
  kYes: YesSide,
  p: Boundary,
  pYes: YesSide,
  game?: readonly [string, string],
): SetRelation | undefined {
  if (k.comparator !== 'REACHES' && p.comparator !== 'REACHES')
    return relate(yesSet(k, kYes), yesSet(p, pYes));
  if (k.comparator !== 'REACHES' || p.comparator !== 'REACHES') return 'OVERLAP';
  if (k.stage === undefined || p.stage === undefined) return undefined;
  if (k.entity === p.entity && k.stage === p.stage) return kYes === pYes ? 'EQUAL' : 'COMPLEMENT';
  if (
    game &&
    k.stage === 'WINNER' &&
    p.stage === 'WINNER' &&
    k.entity !== undefined &&
    p.entity !== undefined &&
    game.includes(k.entity) &&
    game.includes(p.entity)
  )
    return (k.entity === p.entity) === (kYes === pYes) ? 'EQUAL' : 'COMPLEMENT';
  if (kYes !== 'YES' || pYes !== 'YES') return undefined;
  if (k.entity !== p.entity)
    return k.stage === 'WINNER' && p.stage === 'WINNER' ? 'DISJOINT' : 'OVERLAP';
  return stageRank(k.stage) > stageRank(p.stage) ? 'SUBSET' : 'SUPERSET';
}

function boundaryText(b: Boundary, side: YesSide): string {
  const range =
    b.comparator === 'REACHES'
      ? `${b.entity ?? ''} reaches ${b.stage ?? ''}`
      : b.comparator === 'BETWEEN_INCLUSIVE'
        ? `in [${b.threshold ?? ''}, ${b.upper ?? ''}] ${b.unit}`
        : `${b.comparator} ${b.threshold ?? ''} ${b.unit}`;
  return side === 'YES' ? range : `not ${range}`;
}

function describe(name: TermName, value: unknown): string {
  switch (name) {
    case 'quantity':
      return (value as { name: string }).name;
    case 'window':
      return windowText(value as Window);
    case 'exceptions':
      return `exceptional settlement ${(value as { rule: string }).rule}`;
    case 'source':
    case 'boundary':
    case 'yes':
      return String(value);
  }
}

export function windowText(w: Window): string {
  switch (w.kind) {
    case 'INSTANT':
      return `at ${w.at}`;
    case 'PERIOD':
      return `from ${w.start} to ${w.end}`;
    case 'EVENT':
      return `during the ${w.event}`;
  }
}
