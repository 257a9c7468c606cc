// Laws of the decimal text <-> scaled integer conversions, against decimal.js.
import fc from 'fast-check';
import { canonicalDecimal, dec, formatDec } from './decimal';
import {
  formatScaled,
  formatScaledNumber,
  fractionDigits,
  parseScaled,
  pow10,
  toScaled,
  toScaledNumber,
} from './scaled';

/** Plain decimal texts as the catalog and the API accept them (trailing zeros included). */
const decimalText = fc.stringMatching(/^-?(0|[1-9][0-9]{0,20})(\.[0-9]{1,12})?$/);
const extraDigits = fc.integer({ min: 0, max: 6 });

describe('parseScaled', () => {
  test('reads digits at the text’s own scale, equal to decimal.js', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const { digits, scale } = parseScaled(text);
        expect(scale).toBe(fractionDigits(text));
        expect(dec(digits.toString()).div(dec(10).pow(scale)).equals(dec(text))).toBe(true);
      }),
    );
  });

  test('formatScaled(parseScaled(t)) is the canonical text of t', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const { digits, scale } = parseScaled(text);
        expect(formatScaled(digits, scale)).toBe(canonicalDecimal(text));
      }),
    );
    expect(parseScaled('0.50')).toEqual({ digits: 50n, scale: 2 });
    expect(parseScaled('-3')).toEqual({ digits: -3n, scale: 0 });
  });

  test.each(['', '1e3', '.5', '1.', '+1', '01', ' 1', '1,5', 'NaN'])(
    'refuses %j, naming what it read',
    (text) => {
      expect(() => parseScaled(text, 'payout unit')).toThrow(
        `payout unit "${text}" is not a plain decimal`,
      );
    },
  );
});

describe('toScaled and formatScaled', () => {
  test('round-trip every decimal text at any scale at least its own', () => {
    fc.assert(
      fc.property(decimalText, extraDigits, (text, extra) => {
        const digits = fractionDigits(text) + extra;
        expect(formatScaled(toScaled(text, digits), digits)).toBe(formatDec(dec(text)));
      }),
    );
  });

  test('round-trip every integer at any scale', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 30 }), (value, digits) => {
        expect(toScaled(formatScaled(value, digits), digits)).toBe(value);
      }),
    );
  });

  test('toScaled is the value times 10^digits, as decimal.js says', () => {
    fc.assert(
      fc.property(decimalText, extraDigits, (text, extra) => {
        const digits = fractionDigits(text) + extra;
        const expected = dec(text).times(dec(10).pow(digits)).toFixed(0);
        expect(toScaled(text, digits).toString()).toBe(expected === '-0' ? '0' : expected);
      }),
    );
  });

  test('toScaled refuses a scale below the text’s', () => {
    expect(() => toScaled('0.125', 2)).toThrow('0.125 has more than 2 fractional digits');
  });

  test('toScaledNumber equals toScaled whenever it is not NaN', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 8 }), (text, extra) => {
        const digits = fractionDigits(text) + extra;
        const fast = toScaledNumber(text, digits);
        if (!Number.isNaN(fast)) expect(BigInt(fast)).toBe(toScaled(text, digits));
      }),
    );
    expect(toScaledNumber('0.5', 2)).toBe(50);
    expect(Number.isNaN(toScaledNumber('1234567890123456', 0))).toBe(true);
  });

  test('formatScaledNumber prints what formatScaled prints, for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 20 }), (value, digits) => {
        expect(formatScaledNumber(value, digits)).toBe(formatScaled(BigInt(value), digits));
      }),
    );
    expect(formatScaledNumber(-0, 2)).toBe('0');
    expect(formatScaledNumber(5000, 4)).toBe('0.5');
    expect(() => formatScaledNumber(0.5, 2)).toThrow('0.5 is not a safe integer');
  });

  test('pow10 is 10^n', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(18)).toBe(1_000_000_000_000_000_000n);
  });
});
