// Exact integer helpers shared by the fractions and the scaled integers of this folder: the one
// greatest common divisor of the service, on BigInts and on integers held exactly in float64s.

export function absBig(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** The greatest common divisor of |a| and |b| (never negative; gcd(0, 0) = 0). */
export function gcd(a: bigint, b: bigint): bigint {
  let x = absBig(a);
  let y = absBig(b);
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

/**
 * gcd of integers held in float64s (|a|, |b| ≤ 2^53): `%` on such integers is exact, so this
 * equals gcd on their BigInts. For hot loops that stay on numbers (evaluation offsets).
 */
export function gcdOfIntegers(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  // On 31-bit integers V8 computes `%` as an integer instruction, not a call to fmod.
  if (x <= 0x3fffffff && y <= 0x3fffffff) {
    let xi = x | 0;
    let yi = y | 0;
    while (yi !== 0) {
      const r = (xi % yi) | 0;
      xi = yi;
      yi = r;
    }
    return xi;
  }
  while (y !== 0) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}
