// The values of a quantity for which a market pays YES, as a union of disjoint intervals with
// exact decimal ends, so that two markets' boundaries compare by set algebra: equal sets settle
// alike, a subset implies, disjoint sets exclude, a set and its complement are a YES/NO inversion
// (docs/decisions.md, "Settlement terms").
import { decCompare } from '../arithmetic/decimal';
import type { Boundary, YesSide } from './settlement-terms';

/** An end of an interval: a decimal, or unbounded (null). */
export interface End {
  value: string | null;
  closed: boolean;
}

export interface Interval {
  low: End;
  high: End;
}

export type ValueSet = Interval[];

export const NONE: End = { value: null, closed: false };

export function boundarySet(b: Boundary): ValueSet {
  if (b.comparator === 'REACHES')
    throw new Error('a stage of a competition is no set of numbers (compare-terms.ts)');
  const threshold = b.threshold;
  if (threshold === undefined) throw new Error(`a ${b.comparator} boundary without its threshold`);
  const at = (closed: boolean): End => ({ value: threshold, closed });
  switch (b.comparator) {
    case '>':
      return [{ low: at(false), high: NONE }];
    case '>=':
      return [{ low: at(true), high: NONE }];
    case '<':
      return [{ low: NONE, high: at(false) }];
    case '<=':
      return [{ low: NONE, high: at(true) }];
    case '=':
      return [{ low: at(true), high: at(true) }];
    case 'BETWEEN_INCLUSIVE':
      return [{ low: at(true), high: { value: b.upper ?? threshold, closed: true } }];
    case 'BETWEEN_LOWER_INCLUSIVE':
      return [{ low: at(true), high: { value: b.upper ?? threshold, closed: false } }];
  }
}

/** The values where the market pays YES: the condition's set, or its complement when NO pays. */
export function yesSet(b: Boundary, side: YesSide): ValueSet {
  return side === 'YES' ? boundarySet(b) : complement(boundarySet(b));
}

export function complement(set: ValueSet): ValueSet {
  const out: Interval[] = [];
  let low: End = NONE;
  for (const i of sorted(set)) {
    if (!(low.value === null && i.low.value === null))
      out.push({ low, high: { value: i.low.value, closed: !i.low.closed } });
    low = { value: i.high.value, closed: !i.high.closed };
    if (i.high.value === null) return out.filter((x) => !emptyInterval(x));
  }
  out.push({ low, high: NONE });
  return out.filter((x) => !emptyInterval(x));
}

export function intersect(a: ValueSet, b: ValueSet): ValueSet {
  const out: Interval[] = [];
  for (const x of a)
    for (const y of b) {
      const i = { low: maxLow(x.low, y.low), high: minHigh(x.high, y.high) };
      if (!emptyInterval(i)) out.push(i);
    }
  return out;
}

export function isEmpty(set: ValueSet): boolean {
  return set.every(emptyInterval);
}

export function isSubset(a: ValueSet, b: ValueSet): boolean {
  return isEmpty(intersect(a, complement(b)));
}

export type SetRelation = 'EQUAL' | 'SUBSET' | 'SUPERSET' | 'DISJOINT' | 'COMPLEMENT' | 'OVERLAP';

/** How the first set stands to the second. */
export function relate(a: ValueSet, b: ValueSet): SetRelation {
  const sub = isSubset(a, b);
  const sup = isSubset(b, a);
  if (sub && sup) return 'EQUAL';
  if (sub) return 'SUBSET';
  if (sup) return 'SUPERSET';
  if (isEmpty(intersect(a, b)))
    return isEmpty(complement([...a, ...b])) ? 'COMPLEMENT' : 'DISJOINT';
  return 'OVERLAP';
}

function sorted(set: ValueSet): Interval[] {
  return [...set].filter((i) => !emptyInterval(i)).sort((x, y) => cmpLow(x.low, y.low));
}

function cmpLow(a: End, b: End): number {
  if (a.value === null || b.value === null)
    return a.value === b.value ? 0 : a.value === null ? -1 : 1;
  const c = decCompare(a.value, b.value);
  return c !== 0 ? c : a.closed === b.closed ? 0 : a.closed ? -1 : 1;
}

function maxLow(a: End, b: End): End {
  return cmpLow(a, b) >= 0 ? a : b;
}

function minHigh(a: End, b: End): End {
  if (a.value === null) return b;
  if (b.value === null) return a;
  const c = decCompare(a.value, b.value);
  if (c !== 0) return c < 0 ? a : b;
  return a.closed ? b : a;
}

function emptyInterval(i: Interval): boolean {
  if (i.low.value === null || i.high.value === null) return false;
  const c = decCompare(i.low.value, i.high.value);
  return c > 0 || (c === 0 && !(i.low.closed && i.high.closed));
}
