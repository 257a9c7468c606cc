// Decimal text <-> scaled integers, exact: hot loops compute on them, and their results must equal
// decimal.js (docs/decisions.md, Evaluation). A plain decimal text is an integer and a scale:
// "0.50" is 50 × 10^-2. Property tests (scaled.test.ts) compare every conversion with decimal.js.
import { isDecimalText } from './decimal';

/** A decimal as digits × 10^-scale (scale ≥ 0). */
export interface Scaled {
  readonly digits: bigint;
  readonly scale: number;
}

/** Plain decimal text at its own scale ("0.50" → 50 at 2, "-3" → -3 at 0); throws on other text. */
export function parseScaled(text: string, what = 'decimal'): Scaled {
  if (!isDecimalText(text)) throw new Error(`${what} "${text}" is not a plain decimal`);
  return scaledOf(text);
}

/** parseScaled's unchecked core, for texts already known to be plain decimals. */
function scaledOf(text: string): Scaled {
  const dot = text.indexOf('.');
  if (dot < 0) return { digits: BigInt(text), scale: 0 };
  return { digits: BigInt(text.slice(0, dot) + text.slice(dot + 1)), scale: text.length - dot - 1 };
}

/** 10^n as a BigInt. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Fractional digits of a plain decimal text ("0.50" → 2, "3" → 0). */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The decimal text as an integer at `digits` fractional digits (exact; digits ≥ the text's). */
export function toScaled(text: string, digits: number): bigint {
  const scaled = scaledOf(text);
  if (scaled.scale > digits) throw new Error(`${text} has more than ${digits} fractional digits`);
  return scaled.scale === digits ? scaled.digits : scaled.digits * pow10(digits - scaled.scale);
}

/** Canonical decimal text of an integer at `digits` fractional digits ("0.5", never "0.50"). */
export function formatScaled(value: bigint, digits: number): string {
  const negative = value < 0n;
  let text = (negative ? -value : value).toString();
  if (digits > 0) {
    text = text.padStart(digits + 1, '0');
    const whole = text.slice(0, text.length - digits);
    const fraction = text.slice(text.length - digits).replace(/0+$/, '');
    text = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  }
  return negative && text !== '0' ? `-${text}` : text;
}

/**
 * formatScaled for an integer held in a float64 (a safe integer), without BigInt: hot loops that
 * keep toScaledNumber's integers print them with this.
 */
export function formatScaledNumber(value: number, digits: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`${value} is not a safe integer`);
  const negative = value < 0;
  const text = String(negative ? -value : value).padStart(digits + 1, '0');
  const point = text.length - digits;
  let end = text.length;
  while (end > point && text.charCodeAt(end - 1) === 48) end -= 1;
  const plain =
    end > point ? `${text.slice(0, point)}.${text.slice(point, end)}` : text.slice(0, point);
  return negative && plain !== '0' ? `-${plain}` : plain;
}

export const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

/**
 * The decimal text as an integer at `digits` fractional digits in a float64, or NaN when it could
 * be inexact (more than 15 significant digits, or a result beyond 2^52). Integer arithmetic on
 * doubles below 2^53 is exact, so a non-NaN result equals toScaled.
 */
export function toScaledNumber(text: string, digits: number): number {
  let value = 0;
  let count = 0;
  let fraction = -1;
  let negative = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 45) negative = true;
    else if (c === 46) fraction = 0;
    else {
      value = value * 10 + (c - 48);
      count += 1;
      if (fraction >= 0) fraction += 1;
    }
  }
  const shift = digits - Math.max(fraction, 0);
  if (count > 15 || shift < 0 || shift > 15) return NaN;
  value *= POW10[shift]!;
  if (value > Number.MAX_SAFE_INTEGER / 2) return NaN;
  return negative ? -value : value;
}
