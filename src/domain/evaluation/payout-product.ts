// Σ quantity × payout(s) over a book's rows on float64, exact (docs/architecture.md,
// "Evaluation"): integer arithmetic on doubles is exact while every product and partial sum stays
// an integer within 2^53, and the bounds below prove that before any row is read; past them the
// caller computes on BigInt. Rows that change value at few scenarios (row-changes.ts) are added
// as their first value and their changes, summed once at the end; the others whole, eight a pass
// (docs/decisions.md, "The evaluation engine on its rows' changes").
import type { CompiledRow } from './types';

/**
 * Sums of float64 integers up to this bound are exact whatever their order: 2^52, so that the
 * rounding of the float64 sum that checks a bound cannot hide a true sum past 2^53 − 1.
 */
export const FLOAT_SUM_LIMIT = 2 ** 52;

/**
 * out[s] += Σ qs[k] × ps[k][s], eight rows a pass (one load and store of out[s] for eight rows:
 * the rows, not out, are what the pass reads from memory). Callers guarantee that every partial
 * sum is an integer within FLOAT_SUM_LIMIT, so the grouping changes nothing.
 */
function addRows(out: Float64Array, qs: readonly number[], ps: readonly Float64Array[]): void {
  const n = out.length;
  let k = 0;
  for (; k + 8 <= qs.length; k += 8) {
    const q0 = qs[k]!;
    const q1 = qs[k + 1]!;
    const q2 = qs[k + 2]!;
    const q3 = qs[k + 3]!;
    const q4 = qs[k + 4]!;
    const q5 = qs[k + 5]!;
    const q6 = qs[k + 6]!;
    const q7 = qs[k + 7]!;
    const p0 = ps[k]!;
    const p1 = ps[k + 1]!;
    const p2 = ps[k + 2]!;
    const p3 = ps[k + 3]!;
    const p4 = ps[k + 4]!;
    const p5 = ps[k + 5]!;
    const p6 = ps[k + 6]!;
    const p7 = ps[k + 7]!;
    for (let s = 0; s < n; s++)
      out[s] =
        out[s]! +
        q0 * p0[s]! +
        q1 * p1[s]! +
        q2 * p2[s]! +
        q3 * p3[s]! +
        q4 * p4[s]! +
        q5 * p5[s]! +
        q6 * p6[s]! +
        q7 * p7[s]!;
  }
  for (; k < qs.length; k++) {
    const q = qs[k]!;
    const p = ps[k]!;
    for (let s = 0; s < n; s++) out[s] = out[s]! + q * p[s]!;
  }
}

/**
 * Σ qs[k] × rows[k].values[s] for s < n, as BigInts; null when it cannot be proven exact on
 * float64 (then the caller computes on BigInt). Every row has float64 values, and each qs[k] is
 * an integer that brings its row to the book's digits.
 *
 * Exact when Σ |qs[k]| × maxAbs ≤ FLOAT_SUM_LIMIT (computed in float64: its rounding cannot carry
 * a true sum past 2^53 − 1 from there): every product and every partial sum of the vector, in
 * any order, is then an integer of at most that size. The rows added by their changes also
 * accumulate q × (values[s] − values[s − 1]) at each change, bounded by Σ |q| × largestStep; when
 * that passes the limit every row is added whole instead. The running sum over the changes is at
 * each s the exact vector of those rows, within the first bound.
 */
export function productOnFloats(
  n: number,
  qs: readonly number[],
  rows: readonly CompiledRow[],
): bigint[] | null {
  let bound = 0;
  let stepBound = 0;
  for (let k = 0; k < qs.length; k++) {
    const q = qs[k]!;
    const abs = q < 0 ? -q : q;
    const row = rows[k]!;
    bound += abs * row.maxAbs;
    if (row.changes !== null) stepBound += abs * row.changes.largestStep;
  }
  // NaN (a quantity that was not exact) fails both tests.
  if (!(bound <= FLOAT_SUM_LIMIT)) return null;
  const byChanges = stepBound <= FLOAT_SUM_LIMIT;
  const out = new Float64Array(n);
  const wholeQs: number[] = [];
  const wholeRows: Float64Array[] = [];
  for (let k = 0; k < qs.length; k++) {
    const row = rows[k]!;
    const values = row.values!;
    const changes = byChanges ? row.changes : null;
    if (changes === null) {
      wholeQs.push(qs[k]!);
      wholeRows.push(values);
      continue;
    }
    const q = qs[k]!;
    const points = changes.points;
    out[0] = out[0]! + q * points[0]!;
    for (let c = 1; c < points.length; c += 2) {
      const s = points[c]!;
      out[s] = out[s]! + q * points[c + 1]!;
    }
  }
  if (byChanges) for (let s = 1; s < n; s++) out[s] = out[s]! + out[s - 1]!;
  addRows(out, wholeQs, wholeRows);
  const result = new Array<bigint>(n);
  for (let s = 0; s < n; s++) result[s] = BigInt(out[s]!);
  return result;
}
