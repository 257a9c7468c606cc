// Exact payout fractions f = amount / unit (DESIGN.md section 2: payouts are exact, never
// floats). A fraction is a reduced rational of BigInts, so equal fractions have equal parts
// whatever the unit and the number of decimals they were written with.
import { isDecimalText } from '../decimal';

/** A reduced rational num/den with den > 0 and gcd(num, den) = 1. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A decimal as digits × 10^-scale. */
export interface Scaled {
  readonly digits: bigint;
  readonly scale: number;
}

function parseDecimal(text: string, what: string): Scaled {
  if (!isDecimalText(text)) {
    throw new Error(`${what} "${text}" is not a plain decimal`);
  }
  const dot = text.indexOf('.');
  if (dot < 0) {
    return { digits: BigInt(text), scale: 0 };
  }
  return { digits: BigInt(text.slice(0, dot) + text.slice(dot + 1)), scale: text.length - dot - 1 };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

/** The unit of a payout vector: a decimal greater than zero, kept as scaled digits. */
export function parseUnit(unit: string): Scaled {
  const scaled = parseDecimal(unit, 'payout unit');
  if (scaled.digits <= 0n) {
    throw new Error(`payout unit "${unit}" must be greater than 0`);
  }
  return scaled;
}

/** amount / unit as a reduced fraction; throws unless 0 ≤ amount ≤ unit. */
export function payoutFraction(amount: string, unit: Scaled): Fraction {
  const value = parseDecimal(amount, 'payout amount');
  // amount / unit = (a · 10^su) / (u · 10^sa), on one scale so no digit is lost.
  const num = value.digits * 10n ** BigInt(unit.scale);
  const den = unit.digits * 10n ** BigInt(value.scale);
  if (num < 0n || num > den) {
    throw new Error(`payout amount "${amount}" is outside [0, unit]`);
  }
  if (num === 0n) {
    return { num: 0n, den: 1n };
  }
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
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
