// Where a compiled payout row changes value (payout-rows.ts). Most rows of a family are step
// functions of its scenarios: a binary market's outcome pays 1 on a threshold, a band or one
// bucket and 0 elsewhere, so its row has a few changes in 1,000 scenarios. The product of a book
// then adds each row's first value and its changes to a vector of differences and sums that once
// (payout-product.ts), instead of adding every entry of every row (docs/decisions.md, "The
// evaluation engine on its rows' changes"). Found when the row is compiled, like its shape, and
// kept in the same shared memory.
import { KEPT_ROWS, type SharedBlocks } from './shared-blocks';

/**
 * Rows with more changes than this share of their scenarios are added whole: a change costs a
 * read and a write at a scattered place, an entry of a whole row about an eighth of that.
 */
const MOST_CHANGES = 1 / 8;

/**
 * A row's changes in one array, so that adding the row reads one small block of memory: its
 * first value, then each change as the scenario s ≥ 1 where values[s] differs from
 * values[s − 1] and the difference values[s] − values[s − 1], in ascending s.
 */
export interface RowChanges {
  readonly points: Float64Array;
  /** The largest |values[s] − values[s − 1]| (0 for a constant row). */
  readonly largestStep: number;
}

/**
 * The changes of a row of integers held exactly in float64s (each below 2^52, so each difference
 * is exact); null when there are too many for the changes to be the cheaper way to add the row.
 */
export function rowChanges(
  values: Float64Array,
  memory: SharedBlocks = KEPT_ROWS,
): RowChanges | null {
  const n = values.length;
  if (n === 0) return null;
  const most = Math.floor(n * MOST_CHANGES);
  let count = 0;
  for (let s = 1; s < n; s++) if (values[s] !== values[s - 1] && ++count > most) return null;
  const points = memory.floats(1 + 2 * count);
  points[0] = values[0]!;
  let largestStep = 0;
  let c = 1;
  for (let s = 1; s < n; s++) {
    const step = values[s]! - values[s - 1]!;
    if (step === 0) continue;
    points[c] = s;
    points[c + 1] = step;
    c += 2;
    const abs = step < 0 ? -step : step;
    if (abs > largestStep) largestStep = abs;
  }
  return { points, largestStep };
}
