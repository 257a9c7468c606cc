// The product on float64 (payout-product.ts) against the same sums in BigInt: equal whenever it
// answers, on rows added by their changes and whole; it refuses (null) exactly past its bound, and
// rows whose changes would pass the limit are added whole, still exactly.
import { compileRow } from './payout-rows';
import { FLOAT_SUM_LIMIT, productOnFloats } from './payout-product';
import type { CompiledRow } from './types';

function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function reference(n: number, qs: readonly number[], rows: readonly CompiledRow[]): bigint[] {
  return Array.from({ length: n }, (_, s) =>
    qs.reduce((t, q, k) => t + BigInt(q) * BigInt(rows[k]!.values![s]!), 0n),
  );
}

/** Step rows (a threshold, a band, one bucket) and rows that change at most scenarios. */
function rowsOf(random: () => number, n: number, count: number, span: number): CompiledRow[] {
  return Array.from({ length: count }, (_, k) => {
    const cut = Math.floor(random() * n);
    const high = String(1 + Math.floor(random() * span));
    const texts = Array.from({ length: n }, (_, s) => {
      switch (k % 4) {
        case 0:
          return s >= cut ? high : '0';
        case 1:
          return s >= cut && s < cut + 5 ? '0' : high;
        case 2:
          return s === cut ? high : '0';
        default:
          return String(Math.floor(random() * (2 * span + 3)) - span - 1);
      }
    });
    return compileRow(texts);
  });
}

describe('the product on float64', () => {
  test('equals BigInt on rows added by their changes and whole, any signs', () => {
    const random = lcg(41);
    for (const span of [1, 100, 1e6]) {
      const rows = rowsOf(random, 200, 40, span);
      expect(rows.some((r) => r.changes !== null)).toBe(true);
      expect(rows.some((r) => r.changes === null)).toBe(true);
      const qs = rows.map(() => Math.floor(random() * 2e6) - 1e6);
      expect(productOnFloats(200, qs, rows)).toEqual(reference(200, qs, rows));
    }
  });

  test('answers up to its bound and refuses past it', () => {
    const row = compileRow(Array.from({ length: 50 }, (_, s) => (s < 20 ? '0' : '3')));
    expect(row.changes).not.toBeNull();
    // |q| × 3 at the limit: still exact; one more unit of q passes it.
    const q = Math.floor(FLOAT_SUM_LIMIT / 3);
    expect(productOnFloats(50, [q], [row])).toEqual(reference(50, [q], [row]));
    expect(productOnFloats(50, [-q], [row])).toEqual(reference(50, [-q], [row]));
    expect(productOnFloats(50, [q + 1], [row])).toBeNull();
    expect(productOnFloats(50, [NaN], [row])).toBeNull();
  });

  test('rows whose changes would pass the limit are added whole, exactly', () => {
    // One step of 2M on a row of largest value M: q × M within the limit, q × 2M past it.
    const m = 1_000_000;
    const row = compileRow(Array.from({ length: 40 }, (_, s) => (s < 25 ? String(m) : `-${m}`)));
    expect(row.changes!.largestStep).toBe(2 * m);
    const q = Math.floor(FLOAT_SUM_LIMIT / m);
    const small = compileRow(Array.from({ length: 40 }, (_, s) => (s === 7 ? '1' : '0')));
    const qs = [q, -3];
    expect(productOnFloats(40, qs, [row, small])).toEqual(reference(40, qs, [row, small]));
  });
});
