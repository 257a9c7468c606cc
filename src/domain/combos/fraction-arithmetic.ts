// Exact arithmetic on payout fractions for combos (DESIGN.md section 2: payouts are exact). The
// fractions are the reduced BigInt rationals of relationships/exact-fraction.ts; this module is
// the one place that multiplies, complements and prints them.
import { isDecimalText } from '../decimal';
import { type Fraction } from '../relationships/exact-fraction';

export const ZERO: Fraction = Object.freeze({ num: 0n, den: 1n });
export const ONE: Fraction = Object.freeze({ num: 1n, den: 1n });

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function reduced(num: bigint, den: bigint): Fraction {
  if (num === 0n) return ZERO;
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

/** a × b, reduced. */
export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  if (a.num === 0n || b.num === 0n) return ZERO;
  return reduced(a.num * b.num, a.den * b.den);
}

/** The product of the fractions (1 for none). */
export function productOf(fractions: readonly Fraction[]): Fraction {
  return fractions.reduce<Fraction>((total, f) => multiplyFractions(total, f), ONE);
}

/** 1 − f for f in [0, 1]: reduced when f is (DESIGN.md section 3: NO = 1 − YES). */
export function oneMinus(f: Fraction): Fraction {
  if (f.num < 0n || f.num > f.den) throw new Error('oneMinus needs a fraction in [0, 1]');
  return f.num === 0n ? ONE : reduced(f.den - f.num, f.den);
}

/** A plain decimal text (such as a convention's void_payout) as a reduced fraction. */
export function fractionOfDecimal(text: string): Fraction {
  if (!isDecimalText(text)) throw new Error(`"${text}" is not a plain decimal`);
  const dot = text.indexOf('.');
  if (dot < 0) return reduced(BigInt(text), 1n);
  const scale = text.length - dot - 1;
  return reduced(BigInt(text.slice(0, dot) + text.slice(dot + 1)), 10n ** BigInt(scale));
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
  const digits = (f.num < 0n ? -f.num : f.num) * (10n ** BigInt(scale) / f.den);
  let text = digits.toString();
  if (scale > 0) {
    text = text.padStart(scale + 1, '0');
    text = `${text.slice(0, text.length - scale)}.${text.slice(text.length - scale)}`;
    text = text.replace(/\.?0+$/, '');
  }
  return f.num < 0n ? `-${text}` : text;
}
