// The primitive shapes of compiled rows (row-shape.ts) against the same shapes in BigInt: equal
// exactly when the BigInt shapes are, whatever the width their entries need (1, 2, 4 bytes or
// more than 32 bits, where the values themselves are compared).
import { gcd } from '../arithmetic/integers';
import { primitiveShape, sameShape } from './row-shape';

function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The primitive shape in BigInt, as text ('' for a constant row). */
function referenceShape(values: Float64Array): string {
  const big = Array.from(values, (v) => BigInt(v));
  const varying = big.map((v) => v - big[0]!);
  let g = 0n;
  for (const v of varying) g = gcd(g, v);
  if (g === 0n) return '';
  const lead = varying.find((v) => v !== 0n)!;
  return varying.map((v) => v / (lead < 0n ? -g : g)).join(',');
}

describe('primitive shapes of payout rows', () => {
  test('equal exactly when the BigInt shapes are, at every width', () => {
    const random = lcg(29);
    const rows: Float64Array[] = [];
    for (const span of [3, 100, 30_000, 2e9, 3e12]) {
      for (let i = 0; i < 3; i++) {
        const base = Array.from({ length: 37 }, () => Math.floor(random() * span - span / 3));
        // Rows of one base share a shape: a multiple of it plus a constant; a near copy does not.
        for (const factor of [1, -1, 7, -100])
          rows.push(Float64Array.from(base, (v) => 11 * factor + factor * v));
        const copy = Float64Array.from(base);
        copy[36] = copy[36]! + 1;
        rows.push(copy);
      }
    }
    rows.push(new Float64Array(37).fill(5));
    const shapes = rows.map((row) => primitiveShape(row));
    const widths = new Set(shapes.map((s) => s?.width));
    expect([...widths].sort()).toEqual([0, 1, 2, 4, undefined]);
    let equal = 0;
    for (let a = 0; a < rows.length; a++) {
      expect(shapes[a] === null).toBe(referenceShape(rows[a]!) === '');
      for (let b = 0; b < rows.length; b++) {
        if (shapes[a] === null || shapes[b] === null) continue;
        const same = referenceShape(rows[a]!) === referenceShape(rows[b]!);
        expect(sameShape(rows[a]!, shapes[a]!, rows[b]!, shapes[b]!)).toBe(same);
        if (same) {
          expect(shapes[a]!.hash).toBe(shapes[b]!.hash);
          if (a !== b) equal += 1;
        }
      }
    }
    expect(equal).toBeGreaterThan(150);
  });
});
