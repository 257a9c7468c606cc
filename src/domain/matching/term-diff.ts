// A pair's term-by-term diff (docs/decisions.md, "Candidates at venue scale", Verdicts): every term
// both venues state with different values, and every term not read on either venue, whatever
// the verdict. The boundary and the YES side are compared together, as the sets on which each
// market pays YES (term-values.ts): a complement is an inversion, a difference of `yes`; another
// relation of two sets is a difference of `boundary`; equal sets differ in neither.
import {
  TERM_NAMES,
  type SettlementTerms,
  type Term,
  type TermName,
} from '../settlement-terms/settlement-terms';
import type { TermDifference } from './comparison';
import { boundaryText, describe, gameOf, relateBoundaries } from './term-values';

export interface TermDiff {
  differences: TermDifference[];
  unread: TermName[];
}

export function termDiff(kalshi: SettlementTerms, poly: SettlementTerms): TermDiff {
  const unread = TERM_NAMES.filter(
    (name) => kalshi[name].status === 'UNKNOWN' || poly[name].status === 'UNKNOWN',
  );
  const differences: TermDifference[] = [];
  for (const name of ['quantity', 'window', 'source', 'exceptions'] as const) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    if (k.status !== 'KNOWN' || p.status !== 'KNOWN') continue;
    const kv = describe(name, k.value);
    const pv = describe(name, p.value);
    if (kv !== pv) differences.push({ term: name, kalshi: kv, polymarket: pv });
  }
  const yesSets = yesSetDifference(kalshi, poly);
  if (yesSets) differences.push(yesSets);
  // In TERM_NAMES order, as `unread`.
  differences.sort((a, b) => TERM_NAMES.indexOf(a.term) - TERM_NAMES.indexOf(b.term));
  return { differences, unread };
}

function yesSetDifference(
  kalshi: SettlementTerms,
  poly: SettlementTerms,
): TermDifference | undefined {
  const kb = kalshi.boundary;
  const pb = poly.boundary;
  if (kb.status !== 'KNOWN' || pb.status !== 'KNOWN') return undefined;
  if (kb.value.unit !== pb.value.unit)
    return { term: 'boundary', kalshi: `in ${kb.value.unit}`, polymarket: `in ${pb.value.unit}` };
  const ky = kalshi.yes;
  const py = poly.yes;
  if (ky.status !== 'KNOWN' || py.status !== 'KNOWN') {
    // Without both YES sides only the boundaries themselves can be set side by side.
    const k = boundaryText(kb.value, 'YES');
    const p = boundaryText(pb.value, 'YES');
    return k === p ? undefined : { term: 'boundary', kalshi: k, polymarket: p };
  }
  const relation = relateBoundaries(kb.value, ky.value, pb.value, py.value, gameOf(kalshi));
  if (relation === 'EQUAL') return undefined;
  const k = `YES when ${boundaryText(kb.value, ky.value)}`;
  const p = `YES when ${boundaryText(pb.value, py.value)}`;
  if (relation === 'COMPLEMENT') return { term: 'yes', kalshi: k, polymarket: p };
  // A relation the sets do not decide (a stage against a side NO pays on) is no known difference.
  if (relation === undefined) return undefined;
  return { term: 'boundary', kalshi: k, polymarket: p };
}
