// One Kalshi market against one Polymarket market, term by term (docs/decisions.md, "Settlement
// terms"; Rule 3 of the interface specification: equivalence needs agreement on measurement,
// source, observation window, boundary and exceptional settlements). A known difference in any
// of them decides DIFFERENT; a missing term leaves the pair UNKNOWN; with quantity, source, window
// and exceptions agreeing, the boundaries' YES sets decide between EQUIVALENT and RELATED. A set
// that is the other's complement is a YES/NO inversion: DIFFERENT, never EQUIVALENT, since an
// equivalence file pairs YES with YES (equivalence.ts).
import { relate, yesSet } from './boundary-sets';
import type { SettlementTerms, Term, TermName, Window } from './settlement-terms';

export type Verdict = 'EQUIVALENT' | 'RELATED' | 'DIFFERENT' | 'UNKNOWN';
export type Relation =
  'IMPLICATION_KALSHI_TO_POLYMARKET' | 'IMPLICATION_POLYMARKET_TO_KALSHI' | 'EXCLUSIVE' | 'OVERLAP';

export interface Comparison {
  verdict: Verdict;
  relation: Relation | null;
  /** The deciding term: the first differing or missing one; null when all agree. */
  term: TermName | null;
  /** Why, with both values where they differ. */
  reason: string;
  /** Whether YES on one venue pays where YES pays on the other (null when unknown). */
  yesAligned: boolean | null;
}

const COMPARED: readonly Exclude<TermName, 'boundary' | 'yes'>[] = [
  'quantity',
  'source',
  'window',
  'exceptions',
];

export function compareTerms(kalshi: SettlementTerms, poly: SettlementTerms): Comparison {
  let missing: { term: TermName; reason: string } | undefined;
  for (const name of COMPARED) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    if (k.status === 'UNKNOWN' || p.status === 'UNKNOWN') {
      missing ??= {
        term: name,
        reason: `${name} unknown on ${k.status === 'UNKNOWN' ? `Kalshi (${k.reason})` : `Polymarket (${(p as { reason: string }).reason})`}`,
      };
      continue;
    }
    const kv = describe(name, k.value);
    const pv = describe(name, p.value);
    if (kv !== pv)
      return {
        verdict: 'DIFFERENT',
        relation: null,
        term: name,
        reason: `${name} differs: Kalshi ${kv}, Polymarket ${pv}`,
        yesAligned: null,
      };
  }
  if (missing) return { verdict: 'UNKNOWN', relation: null, ...missing, yesAligned: null };
  for (const name of ['boundary', 'yes'] as const) {
    const k = kalshi[name];
    const p = poly[name];
    if (k.status === 'UNKNOWN' || p.status === 'UNKNOWN')
      return {
        verdict: 'UNKNOWN',
        relation: null,
        term: name,
        reason: `${name} unknown on ${k.status === 'UNKNOWN' ? `Kalshi (${k.reason})` : `Polymarket (${(p as { reason: string }).reason})`}`,
        yesAligned: null,
      };
  }
  if (
    kalshi.boundary.status !== 'KNOWN' ||
    poly.boundary.status !== 'KNOWN' ||
    kalshi.yes.status !== 'KNOWN' ||
    poly.yes.status !== 'KNOWN'
  )
    throw new Error('unreachable: boundary and yes are known here');
  if (kalshi.boundary.value.unit !== poly.boundary.value.unit)
    return {
      verdict: 'DIFFERENT',
      relation: null,
      term: 'boundary',
      reason: `boundary unit differs: Kalshi ${kalshi.boundary.value.unit}, Polymarket ${poly.boundary.value.unit}`,
      yesAligned: null,
    };
  const kSet = yesSet(kalshi.boundary.value, kalshi.yes.value);
  const pSet = yesSet(poly.boundary.value, poly.yes.value);
  const kb = boundaryText(kalshi);
  const pb = boundaryText(poly);
  switch (relate(kSet, pSet)) {
    case 'EQUAL':
      return {
        verdict: 'EQUIVALENT',
        relation: null,
        term: null,
        reason: `every term agrees; YES on both when ${kb}`,
        yesAligned: true,
      };
    case 'COMPLEMENT':
      return {
        verdict: 'DIFFERENT',
        relation: null,
        term: 'yes',
        reason: `YES/NO inverted: Kalshi YES when ${kb} is Polymarket NO (Polymarket YES when ${pb})`,
        yesAligned: false,
      };
    case 'SUBSET':
      return related(
        'IMPLICATION_KALSHI_TO_POLYMARKET',
        `Kalshi YES (${kb}) implies Polymarket YES (${pb})`,
      );
    case 'SUPERSET':
      return related(
        'IMPLICATION_POLYMARKET_TO_KALSHI',
        `Polymarket YES (${pb}) implies Kalshi YES (${kb})`,
      );
    case 'DISJOINT':
      return related(
        'EXCLUSIVE',
        `Kalshi YES (${kb}) and Polymarket YES (${pb}) exclude each other`,
      );
    case 'OVERLAP':
      return related('OVERLAP', `Kalshi YES (${kb}) and Polymarket YES (${pb}) overlap`);
  }
}

function related(relation: Relation, reason: string): Comparison {
  return { verdict: 'RELATED', relation, term: 'boundary', reason, yesAligned: true };
}

function boundaryText(terms: SettlementTerms): string {
  if (terms.boundary.status !== 'KNOWN' || terms.yes.status !== 'KNOWN') return '?';
  const b = terms.boundary.value;
  const range =
    b.comparator === 'BETWEEN_INCLUSIVE'
      ? `in [${b.threshold}, ${b.upper ?? ''}]`
      : `${b.comparator} ${b.threshold}`;
  return `${terms.yes.value === 'YES' ? '' : 'not '}${range} ${b.unit}`.trim();
}

function describe(name: TermName, value: unknown): string {
  switch (name) {
    case 'quantity':
      return (value as { name: string }).name;
    case 'window': {
      const w = value as Window;
      return w.kind === 'INSTANT' ? `at ${w.at}` : `from ${w.start} to ${w.end}`;
    }
    case 'exceptions':
      return `exceptional settlement ${(value as { rule: string }).rule}`;
    case 'source':
    case 'boundary':
    case 'yes':
      return String(value);
  }
}
