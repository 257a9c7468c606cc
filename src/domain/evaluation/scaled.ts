// Exact scaled-integer arithmetic for the evaluation hot loop (DESIGN.md section 2: hot loops may
// use exact scaled integers; results must equal decimal.js). A decimal text with at most `digits`
// fractional digits is the integer value × 10^digits. Property tests compare with decimal.js.

/** Fractional digits of a plain decimal text ("0.50" → 2, "3" → 0). */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The decimal text as an integer at `digits` fractional digits (exact; digits ≥ the text's). */
export function toScaled(text: string, digits: number): bigint {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const dot = body.indexOf('.');
  const whole = dot < 0 ? body : body.slice(0, dot);
  const fraction = dot < 0 ? '' : body.slice(dot + 1);
  if (fraction.length > digits) {
    throw new Error(`${text} has more than ${digits} fractional digits`);
  }
  const value = BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
  return negative ? -value : value;
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

/** Rescales an integer from `from` to `to` (≥ from) fractional digits. */
export function rescale(value: bigint, from: number, to: number): bigint {
  return to === from ? value : value * 10n ** BigInt(to - from);
}

export function absBig(value: bigint): bigint {
  return value < 0n ? -value : value;
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
