// Laws of the one gcd, on BigInts and on integers held in float64s.
import fc from 'fast-check';
import { absBig, gcd, gcdOfIntegers } from './integers';

const int = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const safe = fc.integer({ min: -(2 ** 53 - 1), max: 2 ** 53 - 1 });

describe('gcd', () => {
  test('is commutative and associative', () => {
    fc.assert(
      fc.property(int, int, int, (a, b, c) => {
        expect(gcd(a, b)).toBe(gcd(b, a));
        expect(gcd(gcd(a, b), c)).toBe(gcd(a, gcd(b, c)));
      }),
    );
  });

  test('has 0 as identity and ignores signs', () => {
    fc.assert(
      fc.property(int, int, (a, b) => {
        expect(gcd(a, 0n)).toBe(absBig(a));
        expect(gcd(-a, b)).toBe(gcd(a, b));
        expect(gcd(a, b) >= 0n).toBe(true);
      }),
    );
    expect(gcd(0n, 0n)).toBe(0n);
  });

  test('is the greatest common divisor', () => {
    fc.assert(
      fc.property(int, int, (a, b) => {
        const g = gcd(a, b);
        fc.pre(g !== 0n);
        expect(a % g).toBe(0n);
        expect(b % g).toBe(0n);
        // Nothing larger divides both: what is left after dividing is coprime.
        expect(gcd(a / g, b / g)).toBe(1n);
      }),
    );
  });

  test('gcdOfIntegers equals gcd for integers a float64 holds exactly', () => {
    fc.assert(
      fc.property(safe, safe, (a, b) => {
        expect(BigInt(gcdOfIntegers(a, b))).toBe(gcd(BigInt(a), BigInt(b)));
      }),
    );
    expect(gcdOfIntegers(-12, 18)).toBe(6);
    expect(gcdOfIntegers(0, 0)).toBe(0);
  });
});
