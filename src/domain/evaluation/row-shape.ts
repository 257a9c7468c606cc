// The primitive shape of a compiled payout row (offsets.ts): the row's varying part
// values − values[0] is factor × a primitive integer vector (the gcd of its entries divided out,
// first nonzero entry positive). It is a property of the row alone, so it is found when the row
// is compiled (payout-rows.ts) and travels with it to a worker thread: an evaluation then reads
// a few numbers per outcome instead of walking every scenario twice, and compares two rows'
// shapes on small integers (docs/decisions.md, "The evaluation engine within reach of NumPy").
import { gcdOfIntegers } from '../arithmetic/integers';
import { KEPT_ROWS, type SharedBlocks } from './shared-blocks';

export interface RowShape {
  /** values[0]. */
  readonly first: number;
  /** The signed gcd of the varying part, at the row's own digits: (values[s] − first) / factor. */
  readonly factor: number;
  /** A hash of the primitive vector (a safe integer); rows with one hash are compared exactly. */
  readonly hash: number;
  /** Bytes an entry of the primitive vector takes in `words` (1, 2 or 4); 0 past 32 bits. */
  readonly width: 0 | 1 | 2 | 4;
  /**
   * The primitive vector as entries of `width` bytes packed into 32-bit words (zero padded, in
   * shared memory like the values), so that two rows compare a word at a time; null when width
   * is 0, and the values are then compared instead.
   */
  readonly words: Int32Array | null;
}

/**
 * The shape of integers held exactly in float64s (each below 2^52, so differences, the gcd and
 * the quotients are exact); null when the row is constant.
 */
export function primitiveShape(
  values: Float64Array,
  memory: SharedBlocks = KEPT_ROWS,
): RowShape | null {
  const n = values.length;
  const first = n > 0 ? values[0]! : 0;
  let g = 0;
  let lead = 0;
  for (let s = 0; s < n && g !== 1; s++) {
    const d = values[s]! - first;
    if (lead === 0) lead = d;
    // Most differences of a row repeat a few values: those that g already divides are skipped.
    if (d !== 0 && d !== g && d !== -g) g = gcdOfIntegers(d, g);
  }
  if (g === 0) return null;
  const factor = lead < 0 ? -g : g;
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let largest = 0;
  for (let s = 0; s < n; s++) {
    const x = (values[s]! - first) / factor;
    const abs = x < 0 ? -x : x;
    if (abs > largest) largest = abs;
    h1 = Math.imul(h1 ^ (x | 0), 16777619);
    h2 = Math.imul(h2 + (x | 0), 0x5bd1e995);
  }
  const width = largest <= 0x7f ? 1 : largest <= 0x7fff ? 2 : largest <= 0x7fffffff ? 4 : 0;
  let words: Int32Array | null = null;
  if (width !== 0) {
    const wordCount = Math.max(1, Math.ceil((n * width) / 4));
    const { buffer, offset } = memory.take(wordCount * 4);
    const entries =
      width === 1
        ? new Int8Array(buffer, offset, n)
        : width === 2
          ? new Int16Array(buffer, offset, n)
          : new Int32Array(buffer, offset, n);
    for (let s = 0; s < n; s++) entries[s] = (values[s]! - first) / factor;
    words = new Int32Array(buffer, offset, wordCount);
  }
  // 32 bits of one and 21 of the other: a safe integer, a cheap Map key.
  return { first, factor, hash: (h1 >>> 0) * 2 ** 21 + (h2 >>> 11), width, words };
}

/** Whether two rows have one primitive shape (exact, entry by entry). */
export function sameShape(a: Float64Array, sa: RowShape, b: Float64Array, sb: RowShape): boolean {
  if (a.length !== b.length) return false;
  // The width follows from the largest entry: rows of one shape have one width, and then the same
  // bytes (padding included).
  if (sa.width !== sb.width) return false;
  const wa = sa.words;
  const wb = sb.words;
  if (wa !== null && wb !== null) {
    if (wa.length !== wb.length) return false;
    for (let w = 0; w < wa.length; w++) if (wa[w] !== wb[w]) return false;
    return true;
  }
  const fa = sa.first;
  const fb = sb.first;
  const ka = sa.factor;
  const kb = sb.factor;
  for (let s = 0; s < a.length; s++) if ((a[s]! - fa) / ka !== (b[s]! - fb) / kb) return false;
  return true;
}
