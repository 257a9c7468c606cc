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
import {
  boundaryText,
  gameOf,
  NONE_STATED,
  occurrenceText,
  oneMeetingsDays,
  relateBoundaries,
  settledAlike,
  settledText,
  statedAs,
  statedText,
} from './term-values';

export interface TermDiff {
  differences: TermDifference[];
  unread: TermName[];
}

export function termDiff(kalshi: SettlementTerms, poly: SettlementTerms): TermDiff {
  const unread = TERM_NAMES.filter(
    (name) =>
      statedAs(name, kalshi[name] as Term<unknown>) === 'unread' ||
      statedAs(name, poly[name] as Term<unknown>) === 'unread',
  );
  const differences: TermDifference[] = [];
  for (const name of ['quantity', 'window', 'source', 'exceptions'] as const) {
    const k = kalshi[name] as Term<unknown>;
    const p = poly[name] as Term<unknown>;
    if (statedAs(name, k) === 'unread' || statedAs(name, p) === 'unread') continue;
    const kv = statedText(name, k);
    const pv = statedText(name, p);
    if (kv !== pv && !(name === 'window' && oneMeetingsDays(kalshi, poly)))
      differences.push({ term: name, kalshi: kv, polymarket: pv });
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
  const kStated = statedAs('boundary', kb);
  const pStated = statedAs('boundary', pb);
  if (kStated === 'unread' || pStated === 'unread') return undefined;
  if (kb.status !== 'KNOWN' || pb.status !== 'KNOWN') {
    if (kb.status === 'KNOWN' || pb.status === 'KNOWN')
      return {
        term: 'boundary',
        kalshi: kb.status === 'KNOWN' ? boundaryText(kb.value, 'YES') : NONE_STATED,
        polymarket: pb.status === 'KNOWN' ? boundaryText(pb.value, 'YES') : NONE_STATED,
      };
    // Neither states a threshold: YES when the proposition holds, unless one pays on its NO.
    const ky = kalshi.yes;
    const py = poly.yes;
    if (ky.status !== 'KNOWN' || py.status !== 'KNOWN' || ky.value === py.value) return undefined;
    return {
      term: 'yes',
      kalshi: `YES when ${occurrenceText(ky.value)}`,
      polymarket: `YES when ${occurrenceText(py.value)}`,
    };
  }
  if (kb.value.unit !== pb.value.unit)
    return { term: 'boundary', kalshi: `in ${kb.value.unit}`, polymarket: `in ${pb.value.unit}` };
  const alike = settledAlike(kb.value, pb.value);
  const ky = kalshi.yes;
  const py = poly.yes;
  if (ky.status !== 'KNOWN' || py.status !== 'KNOWN') {
    // Without both YES sides only the boundaries themselves can be set side by side.
    const k = settledText(kb.value, 'YES', alike);
    const p = settledText(pb.value, 'YES', alike);
    return k === p ? undefined : { term: 'boundary', kalshi: k, polymarket: p };
  }
  const relation = relateBoundaries(kb.value, ky.value, pb.value, py.value, gameOf(kalshi));
  if (relation === 'EQUAL') return undefined;
  const k = `YES when ${settledText(kb.value, ky.value, alike)}`;
  const p = `YES when ${settledText(pb.value, py.value, alike)}`;
  if (relation === 'COMPLEMENT') return { term: 'yes', kalshi: k, polymarket: p };
  // A relation the sets do not decide (a stage against a side NO pays on) is no known difference;
  // two values settled differently are, whatever their raw sets turn out to be.
  if (relation === undefined)
    return alike ? undefined : { term: 'boundary', kalshi: k, polymarket: p };
  return { term: 'boundary', kalshi: k, polymarket: p };
}
