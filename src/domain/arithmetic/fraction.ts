// Exact fractions (payouts are exact, never floats; docs/architecture.md): reduced rationals of
// BigInts, so equal fractions have equal parts whatever the unit and the number of decimals they
// were written with. Payout fractions f = amount / unit feed the relationship classifier; combos
// multiply and complement them and print the result as decimal text.
import { gcd } from './integers';
import { formatScaled, parseScaled, pow10, type Scaled } from './scaled';

/** A reduced rational num/den with den > 0 and gcd(num, den) = 1. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

export const ZERO: Fraction = Object.freeze({ num: 0n, den: 1n });
export const ONE: Fraction = Object.freeze({ num: 1n, den: 1n });

/** num / den reduced, for den > 0. */
export function fractionOf(num: bigint, den: bigint): Fraction {
  if (den <= 0n) throw new Error('a fraction needs a denominator greater than 0');
  if (num === 0n) return ZERO;
  const divisor = gcd(num, den);
  return divisor === 1n ? { num, den } : { num: num / divisor, den: den / divisor };
}

/** A plain decimal text (such as a convention's void_payout) as a reduced fraction. */
export function fractionOfDecimal(text: string): Fraction {
  const { digits, scale } = parseScaled(text);
  return fractionOf(digits, pow10(scale));
}

/** The unit of a payout vector: a decimal greater than zero, kept as scaled digits. */
export function parseUnit(unit: string): Scaled {
  const scaled = parseScaled(unit, 'payout unit');
  if (scaled.digits <= 0n) {
    throw new Error(`payout unit "${unit}" must be greater than 0`);
  }
  return scaled;
}

/** amount / unit as a reduced fraction; throws unless 0 ≤ amount ≤ unit. */
export function payoutFraction(amount: string, unit: Scaled): Fraction {
  const value = parseScaled(amount, 'payout amount');
  // amount / unit = (a · 10^su) / (u · 10^sa), on one scale so no digit is lost.
  const num = value.digits * pow10(unit.scale);
  const den = unit.digits * pow10(value.scale);
  if (num < 0n || num > den) {
    throw new Error(`payout amount "${amount}" is outside [0, unit]`);
  }
  return fractionOf(num, den);
}

export function isZeroFraction(f: Fraction): boolean {
  return f.num === 0n;
}

export function isOneFraction(f: Fraction): boolean {
  return f.num === f.den;
}

/** Reduced fractions are equal exactly when their parts are. */
export function fractionEquals(a: Fraction, b: Fraction): boolean {
  return a === b || (a.num === b.num && a.den === b.den);
}

/** a ≤ b: numerators on a shared denominator, else cross-multiplied (denominators are > 0). */
export function fractionAtMost(a: Fraction, b: Fraction): boolean {
  if (a === b) return true;
  if (a.den === b.den) return a.num <= b.num;
  return a.num * b.den <= b.num * a.den;
}

/** a < b, as fractionAtMost. */
export function fractionBelow(a: Fraction, b: Fraction): boolean {
  if (a.den === b.den) return a.num < b.num;
  return a.num * b.den < b.num * a.den;
}

/**
 * a + b = 1. For reduced a, 1 − a = (den − num)/den is reduced too, so the sum is one exactly
 * when b has the same denominator and the numerator den − num.
 */
export function fractionsSumToOne(a: Fraction, b: Fraction): boolean {
  return a.den === b.den && a.num + b.num === a.den;
}

/** a × b, reduced. */
export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  if (a.num === 0n || b.num === 0n) return ZERO;
  return fractionOf(a.num * b.num, a.den * b.den);
}

/** The product of the fractions (1 for none). */
export function productOf(fractions: readonly Fraction[]): Fraction {
  return fractions.reduce<Fraction>((total, f) => multiplyFractions(total, f), ONE);
}

/** 1 − f for f in [0, 1], reduced when f is: a combo's NO (docs/decisions.md, Combos). */
export function oneMinus(f: Fraction): Fraction {
  if (f.num < 0n || f.num > f.den) throw new Error('oneMinus needs a fraction in [0, 1]');
  return f.num === 0n ? ONE : fractionOf(f.den - f.num, f.den);
}

/**
 * The exact decimal text of a fraction, canonical (no trailing zeros), or undefined when the
 * fraction has no finite decimal expansion (its denominator has a prime factor other than 2, 5).
 */
export function decimalTextOf(f: Fraction): string | undefined {
  if (f.num === 0n) return '0';
  let den = f.den;
  let twos = 0;
  let fives = 0;
  while (den % 2n === 0n) {
    den /= 2n;
    twos += 1;
  }
  while (den % 5n === 0n) {
    den /= 5n;
    fives += 1;
  }
  if (den !== 1n) return undefined;
  const scale = Math.max(twos, fives);
  // num/den = num · (10^scale / den) / 10^scale, and 10^scale / den is an integer.
  return formatScaled(f.num * (pow10(scale) / f.den), scale);
}
