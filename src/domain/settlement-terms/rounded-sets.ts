// The raw values a YES set of a rounded value stands for, and how two such sets stand (docs/
// decisions.md, "Settlement terms: how a number is settled"). A market that rounds the value before
// it compares ("rounded up to the nearest 25") pays YES on every raw value that rounds into its YES
// set: a bracket "= 25 bps" of a change rounded up to the nearest 25 is (0, 25] of the raw change.
// Rounding to the nearest leaves the ties (a raw value half a step from two multiples) to a rule
// the text does not state, so each end at a tie is either open or closed: the set is known between
// a least and a greatest, and a relation is claimed only where it holds for every set between.
import {
  addDecimals,
  decCompare,
  halfOf,
  multipleAtOrAbove,
  multipleAtOrBelow,
  subtractDecimals,
} from '../arithmetic/decimal';
import {
  complement,
  intersect,
  isEmpty,
  isSubset,
  NONE,
  yesSet,
  type End,
  type SetRelation,
  type ValueSet,
} from './boundary-sets';
import type { Boundary, Rounding, YesSide } from './settlement-terms';

/** A YES set of raw values as far as it is known: every raw set is between `least` and `most`. */
interface RawSet {
  least: ValueSet;
  most: ValueSet;
}

/**
 * The raw values of a boundary's YES set: the set itself where the venue applies no rounding of
 * its own (none stated, or the source's published precision, which every market on it sees);
 * undefined where the step's unit is not the boundary's (a step of basis points on a percentage is
 * not converted).
 */
export function rawYesSet(b: Boundary, side: YesSide): RawSet | undefined {
  const set = yesSet(b, side);
  const r = b.rounding;
  if (r === undefined || r.mode === 'AS_PUBLISHED') return { least: set, most: set };
  if (r.unit !== b.unit || decCompare(r.step, '0') <= 0) return undefined;
  return { least: rawValues(set, r, false), most: rawValues(set, r, true) };
}

/** How the first raw set stands to the second, where every raw set between says the same. */
export function relateRaw(a: RawSet, b: RawSet): SetRelation | undefined {
  const sub = isSubset(a.most, b.least);
  const sup = isSubset(b.most, a.least);
  if (sub && sup) return 'EQUAL';
  // Strictly within, or equal for some tie rules: the implication holds either way.
  if (sub) return 'SUBSET';
  if (sup) return 'SUPERSET';
  if (isEmpty(intersect(a.most, b.most)))
    return isEmpty(complement([...a.least, ...b.least])) ? 'COMPLEMENT' : 'DISJOINT';
  const meet = !isEmpty(intersect(a.least, b.least));
  const neither = !isSubset(a.least, b.most) && !isSubset(b.least, a.most);
  return meet && neither ? 'OVERLAP' : undefined;
}

/**
 * The raw values that round into the set: each interval's multiples of the step, from the first
 * to the last, and the raw values that round to them. `ties` closes the ends at a tie (NEAREST).
 */
function rawValues(set: ValueSet, r: Rounding, ties: boolean): ValueSet {
  const out: ValueSet = [];
  for (const i of set) {
    const first = i.low.value === null ? null : firstMultiple(i.low, r.step);
    const last = i.high.value === null ? null : lastMultiple(i.high, r.step);
    if (first !== null && last !== null && decCompare(first, last) > 0) continue;
    out.push({
      low: first === null ? NONE : cellOf(first, r, ties).low,
      high: last === null ? NONE : cellOf(last, r, ties).high,
    });
  }
  return out;
}

function firstMultiple(low: End, step: string): string {
  const m = multipleAtOrAbove(low.value!, step);
  return !low.closed && decCompare(m, low.value!) === 0 ? addDecimals(m, step) : m;
}

function lastMultiple(high: End, step: string): string {
  const m = multipleAtOrBelow(high.value!, step);
  return !high.closed && decCompare(m, high.value!) === 0 ? subtractDecimals(m, step) : m;
}

/**
 * The raw values that round to the multiple `g`. UP and DOWN round the size, as the venues'
 * examples do ("a cut/increase of 12.5 bps … will be considered to be 25 bps"): UP away from zero,
 * DOWN towards it.
 */
function cellOf(g: string, r: Rounding, ties: boolean): { low: End; high: End } {
  const s = r.step;
  const sign = decCompare(g, '0');
  const at = (value: string, closed: boolean): End => ({ value, closed });
  switch (r.mode) {
    case 'UP':
      if (sign === 0) return { low: at('0', true), high: at('0', true) };
      return sign > 0
        ? { low: at(subtractDecimals(g, s), false), high: at(g, true) }
        : { low: at(g, true), high: at(addDecimals(g, s), false) };
    case 'DOWN':
      if (sign === 0) return { low: at(subtractDecimals('0', s), false), high: at(s, false) };
      return sign > 0
        ? { low: at(g, true), high: at(addDecimals(g, s), false) }
        : { low: at(subtractDecimals(g, s), false), high: at(g, true) };
    case 'NEAREST':
    case 'AS_PUBLISHED': {
      const half = halfOf(s);
      return {
        low: at(subtractDecimals(g, half), ties),
        high: at(addDecimals(g, half), ties),
      };
    }
  }
}
