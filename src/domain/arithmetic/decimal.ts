// Decimal values computed with decimal.js, exact. All arithmetic on prices, quantities and payouts
// goes through src/domain/arithmetic (docs/architecture.md): these values where speed does not
// matter, scaled integers (scaled.ts) and exact fractions (fraction.ts) in hot loops. Values
// travel as strings.
import Decimal from 'decimal.js';

const Exact = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_HALF_EVEN,
  toExpNeg: -60,
  toExpPos: 60,
});
export type Dec = InstanceType<typeof Exact>;

/**
 * Plain decimal text: optional minus, digits, optional fraction. No exponent, no spaces. The one
 * definition of the wire format of decimals: the resource definitions' pattern is this text.
 */
export const DECIMAL_PATTERN = '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$';
const DECIMAL_TEXT = new RegExp(DECIMAL_PATTERN);

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

export function dec(text: string | number): Dec {
  return new Exact(text);
}

/** Canonical text of a decimal: no exponent, no trailing fractional zeros ("0.50" -> "0.5"). */
export function formatDec(value: Dec): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** Decimal text that is canonical already: formatDec would give it back unchanged. */
const CANONICAL_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/;

export function canonicalDecimal(text: string): string {
  // Most texts are canonical already (a catalog's thousands of prices): no Decimal for those.
  if (CANONICAL_TEXT.test(text) && text !== '-0') return text;
  return formatDec(dec(text));
}

export function decEquals(a: string, b: string): boolean {
  return dec(a).equals(dec(b));
}

export function decCompare(a: string, b: string): number {
  return dec(a).comparedTo(dec(b));
}

export function isWithin(text: string, low: string, high: string): boolean {
  const value = dec(text);
  return value.greaterThanOrEqualTo(low) && value.lessThanOrEqualTo(high);
}

/** Rounds to a number of decimal places, half to even: the one named rounding of statistics. */
export function roundHalfEven(value: Dec, places: number): Dec {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN);
}

/** The exact sum of decimal texts (0 for none). */
export function sumDec(values: readonly (string | Dec)[]): Dec {
  return values.reduce<Dec>((total, value) => total.plus(value), dec(0));
}

/** Rounds to a number of decimal places in a named direction (fee rounding, docs/catalog-format.md). */
export function roundTo(value: Dec, places: number, mode: 'UP' | 'DOWN' | 'HALF_UP'): Dec {
  const rounding =
    mode === 'UP'
      ? Decimal.ROUND_CEIL
      : mode === 'DOWN'
        ? Decimal.ROUND_FLOOR
        : Decimal.ROUND_HALF_UP;
  return value.toDecimalPlaces(places, rounding);
}

/** The least multiple of `step` (positive) at or above `value`, as decimal text. */
export function multipleAtOrAbove(value: string, step: string): string {
  return formatDec(dec(value).dividedBy(step).ceil().times(step));
}

/** The greatest multiple of `step` (positive) at or below `value`, as decimal text. */
export function multipleAtOrBelow(value: string, step: string): string {
  return formatDec(dec(value).dividedBy(step).floor().times(step));
}

/** The exact sum of two decimal texts, as decimal text. */
export function addDecimals(a: string, b: string): string {
  return formatDec(dec(a).plus(b));
}

/** The exact difference a - b of two decimal texts, as decimal text. */
export function subtractDecimals(a: string, b: string): string {
  return formatDec(dec(a).minus(b));
}

/** Half of a decimal text, exact, as decimal text. */
export function halfOf(a: string): string {
  return formatDec(dec(a).dividedBy(2));
}
