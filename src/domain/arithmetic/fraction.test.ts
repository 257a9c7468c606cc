// Laws of the exact fractions: payout fractions against decimal.js, the product as a commutative
// monoid, the complement, and the decimal text round trip.
import fc from 'fast-check';
import { canonicalDecimal, dec } from './decimal';
import {
  decimalTextOf,
  type Fraction,
  fractionAtMost,
  fractionBelow,
  fractionEquals,
  fractionOf,
  fractionOfDecimal,
  fractionsSumToOne,
  multiplyFractions,
  ONE,
  oneMinus,
  parseUnit,
  payoutFraction,
  productOf,
  ZERO,
} from './fraction';
import { gcd } from './integers';

// Amounts and units as decimal strings with up to four decimals.
const amountText = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([digits, scale]) => dec(digits).div(dec(10).pow(scale)).toFixed(scale));
const payout = fc
  .tuple(amountText, amountText)
  .filter(([, unit]) => dec(unit).greaterThan(0))
  .map(([amount, unit]) =>
    dec(amount).lessThanOrEqualTo(unit) ? { amount, unit } : { amount: unit, unit: amount },
  );

describe('payoutFraction', () => {
  it('reduces amount / unit whatever the scale', () => {
    expect(payoutFraction('25', parseUnit('100'))).toEqual({ num: 1n, den: 4n });
    expect(payoutFraction('0.250', parseUnit('1'))).toEqual({ num: 1n, den: 4n });
    expect(payoutFraction('1', parseUnit('3'))).toEqual({ num: 1n, den: 3n });
    expect(payoutFraction('0.1', parseUnit('0.3'))).toEqual({ num: 1n, den: 3n });
    expect(payoutFraction('0.00', parseUnit('7'))).toEqual({ num: 0n, den: 1n });
  });

  it('orders, equates and complements exactly as decimal.js cross-multiplication', () => {
    fc.assert(
      fc.property(payout, payout, (x, y) => {
        const fx = payoutFraction(x.amount, parseUnit(x.unit));
        const fy = payoutFraction(y.amount, parseUnit(y.unit));
        const left = dec(x.amount).times(y.unit);
        const right = dec(y.amount).times(x.unit);
        const sum = left.plus(right);
        expect(fractionEquals(fx, fy)).toBe(left.equals(right));
        expect(fractionAtMost(fx, fy)).toBe(left.lessThanOrEqualTo(right));
        expect(fractionBelow(fx, fy)).toBe(left.lessThan(right));
        expect(fractionsSumToOne(fx, fy)).toBe(sum.equals(dec(x.unit).times(y.unit)));
      }),
    );
  });
});

/** Fractions in [0, 1], reduced, over a mix of decimal and other denominators. */
const unitFraction: fc.Arbitrary<Fraction> = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }))
  .map(([a, b]) => (a <= b ? fractionOf(a, b) : fractionOf(b, a)));
const fraction: fc.Arbitrary<Fraction> = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 9n }))
  .map(([num, den]) => fractionOf(num, den));

describe('fractionOf', () => {
  test('reduces: denominator positive, parts coprime, value kept', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (num, den) => {
          const f = fractionOf(num, den);
          expect(f.den > 0n).toBe(true);
          expect(gcd(f.num, f.den)).toBe(1n);
          expect(f.num * den).toBe(num * f.den);
        },
      ),
    );
    expect(() => fractionOf(1n, 0n)).toThrow('denominator greater than 0');
  });
});

describe('product', () => {
  test('is commutative and associative, with ONE as identity and ZERO absorbing', () => {
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        expect(multiplyFractions(a, b)).toEqual(multiplyFractions(b, a));
        expect(multiplyFractions(multiplyFractions(a, b), c)).toEqual(
          multiplyFractions(a, multiplyFractions(b, c)),
        );
        expect(multiplyFractions(a, ONE)).toEqual(a);
        expect(multiplyFractions(a, ZERO)).toEqual(ZERO);
        expect(productOf([a, b, c])).toEqual(multiplyFractions(multiplyFractions(a, b), c));
      }),
    );
    expect(productOf([])).toEqual(ONE);
  });

  test('equals decimal.js on payout fractions', () => {
    fc.assert(
      fc.property(payout, payout, (x, y) => {
        const p = multiplyFractions(
          payoutFraction(x.amount, parseUnit(x.unit)),
          payoutFraction(y.amount, parseUnit(y.unit)),
        );
        // p = (ax / ux) · (ay / uy)  ⇔  p.num · ux · uy = p.den · ax · ay
        expect(
          dec(p.num.toString())
            .times(x.unit)
            .times(y.unit)
            .equals(dec(p.den.toString()).times(x.amount).times(y.amount)),
        ).toBe(true);
      }),
    );
  });
});

describe('oneMinus', () => {
  test('complements: f + (1 − f) = 1, and twice is the identity', () => {
    fc.assert(
      fc.property(unitFraction, (f) => {
        expect(fractionsSumToOne(f, oneMinus(f))).toBe(true);
        expect(oneMinus(oneMinus(f))).toEqual(f);
      }),
    );
    expect(oneMinus(ZERO)).toEqual(ONE);
    expect(oneMinus(ONE)).toEqual(ZERO);
    expect(() => oneMinus(fractionOf(3n, 2n))).toThrow('in [0, 1]');
  });
});

describe('order', () => {
  test('fractionAtMost is a total order that fractionBelow and fractionEquals agree with', () => {
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        expect(fractionAtMost(a, b) || fractionAtMost(b, a)).toBe(true);
        expect(fractionBelow(a, b)).toBe(!fractionAtMost(b, a));
        expect(fractionAtMost(a, b) && fractionAtMost(b, a)).toBe(fractionEquals(a, b));
        if (fractionAtMost(a, b) && fractionAtMost(b, c)) expect(fractionAtMost(a, c)).toBe(true);
      }),
    );
  });
});

describe('decimal text', () => {
  const decimalText = fc.stringMatching(/^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,10})?$/);

  test('decimalTextOf(fractionOfDecimal(t)) is the canonical text of t', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(decimalTextOf(fractionOfDecimal(text))).toBe(canonicalDecimal(text));
      }),
    );
  });

  test('fractionOfDecimal(decimalTextOf(f)) is f when f has a finite decimal text', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.nat(20),
        fc.nat(20),
        fc.constantFrom(1n, 3n, 7n),
        (num, twos, fives, other) => {
          const f = fractionOf(num, 2n ** BigInt(twos) * 5n ** BigInt(fives) * other);
          const text = decimalTextOf(f);
          if (f.den % 3n === 0n || f.den % 7n === 0n) expect(text).toBeUndefined();
          else expect(fractionOfDecimal(text!)).toEqual(f);
        },
      ),
    );
  });
});
