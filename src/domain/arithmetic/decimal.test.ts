// Laws of the decimal.js values: exact sums, canonical text, comparison and named rounding.
import fc from 'fast-check';
import {
  canonicalDecimal,
  dec,
  decCompare,
  decEquals,
  formatDec,
  isDecimalText,
  roundHalfEven,
  roundTo,
  sumDec,
} from './decimal';
import { parseScaled, pow10 } from './scaled';

const decimalText = fc.stringMatching(/^-?(0|[1-9][0-9]{0,25})(\.[0-9]{1,20})?$/);

describe('decimal values', () => {
  test('sums are exact, commutative and associative', () => {
    fc.assert(
      fc.property(decimalText, decimalText, decimalText, (a, b, c) => {
        expect(formatDec(sumDec([a, b]))).toBe(formatDec(sumDec([b, a])));
        expect(formatDec(sumDec([sumDec([a, b]), c]))).toBe(formatDec(sumDec([a, sumDec([b, c])])));
        // Exact: the sum equals the sum of the scaled integers on a common scale.
        const [x, y] = [parseScaled(a), parseScaled(b)];
        const scale = Math.max(x.scale, y.scale);
        const exact = x.digits * pow10(scale - x.scale) + y.digits * pow10(scale - y.scale);
        expect(sumDec([a, b]).equals(dec(exact.toString()).div(dec(10).pow(scale)))).toBe(true);
      }),
    );
    expect(formatDec(sumDec([]))).toBe('0');
  });

  test('canonical text is a decimal text, idempotent, and names the same value', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const canonical = canonicalDecimal(text);
        expect(isDecimalText(canonical)).toBe(true);
        expect(canonicalDecimal(canonical)).toBe(canonical);
        expect(decEquals(canonical, text)).toBe(true);
      }),
    );
    expect(canonicalDecimal('0.50')).toBe('0.5');
    expect(canonicalDecimal('-0.0')).toBe('0');
  });

  test('decCompare is antisymmetric and agrees with equality', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(decCompare(a, b) + decCompare(b, a)).toBe(0);
        expect(decCompare(a, b) === 0).toBe(decEquals(a, b));
      }),
    );
  });

  test('rounding is named: up, down, half up, half to even', () => {
    expect(formatDec(roundTo(dec('0.121'), 2, 'UP'))).toBe('0.13');
    expect(formatDec(roundTo(dec('0.129'), 2, 'DOWN'))).toBe('0.12');
    expect(formatDec(roundTo(dec('0.125'), 2, 'HALF_UP'))).toBe('0.13');
    expect(formatDec(roundHalfEven(dec('0.125'), 2))).toBe('0.12');
    expect(formatDec(roundHalfEven(dec('0.135'), 2))).toBe('0.14');
  });
});
