import fc from 'fast-check';
import { dec } from '../decimal';
import {
  fractionAtMost,
  fractionBelow,
  fractionEquals,
  fractionsSumToOne,
  parseUnit,
  payoutFraction,
} from './exact-fraction';

describe('payoutFraction', () => {
  it('reduces amount / unit whatever the scale', () => {
    expect(payoutFraction('25', parseUnit('100'))).toEqual({ num: 1n, den: 4n });
    expect(payoutFraction('0.250', parseUnit('1'))).toEqual({ num: 1n, den: 4n });
    expect(payoutFraction('1', parseUnit('3'))).toEqual({ num: 1n, den: 3n });
    expect(payoutFraction('0.1', parseUnit('0.3'))).toEqual({ num: 1n, den: 3n });
    expect(payoutFraction('0.00', parseUnit('7'))).toEqual({ num: 0n, den: 1n });
  });

  // Amounts and units as decimal strings with up to four decimals.
  const decimalText = fc
    .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 4 }))
    .map(([digits, scale]) => dec(digits).div(dec(10).pow(scale)).toFixed(scale));
  const payout = fc
    .tuple(decimalText, decimalText)
    .filter(([, unit]) => dec(unit).greaterThan(0))
    .map(([amount, unit]) =>
      dec(amount).lessThanOrEqualTo(unit) ? { amount, unit } : { amount: unit, unit: amount },
    );

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
