// Binary-book normalisation: both orientations, and the laws that keep YES and NO apart.
import fc from 'fast-check';
import { dec, formatDec } from './arithmetic/decimal';
import { complementPrice, depthNearMid, midpoint, normalizeBinaryBook } from './order-book';

const level = (price: string, size: string) => ({ price, size });

describe('normalizeBinaryBook', () => {
  const book = normalizeBinaryBook(
    [level('0.39', '50'), level('0.4', '100')],
    [level('0.57', '20'), level('0.58', '80')],
    '1',
  );

  test('YES: bids are the YES bids, asks are the NO bids at 1 - p, best first', () => {
    expect(book.yes).toEqual({
      bids: [level('0.4', '100'), level('0.39', '50')],
      asks: [level('0.42', '80'), level('0.43', '20')],
    });
  });

  test('NO: bids are the NO bids, asks are the YES bids at 1 - p, best first', () => {
    expect(book.no).toEqual({
      bids: [level('0.58', '80'), level('0.57', '20')],
      asks: [level('0.6', '100'), level('0.61', '50')],
    });
  });

  test('a payout unit other than 1 mirrors around it', () => {
    expect(complementPrice('30', '100')).toBe('70');
    expect(normalizeBinaryBook([level('30', '1')], [], '100').no.asks).toEqual([level('70', '1')]);
  });

  const cents = fc.integer({ min: 1, max: 99 }).map((c) => formatDec(dec(c).div(100)));
  const levels = fc.uniqueArray(
    fc.record({ price: cents, size: fc.integer({ min: 1, max: 1000 }).map(String) }),
    { selector: (l) => l.price, maxLength: 8 },
  );

  test('laws: each side is the mirror of the other, and depth near the midpoint is the same', () => {
    fc.assert(
      fc.property(levels, levels, (yesBids, noBids) => {
        const { yes, no } = normalizeBinaryBook(yesBids, noBids, '1');
        const mirror = (side: typeof yes.bids) =>
          side.map((l) => ({ price: complementPrice(l.price, '1'), size: l.size }));
        expect(mirror(no.asks)).toEqual(yes.bids);
        expect(mirror(yes.asks)).toEqual(no.bids);
        const yesMid = yes.bids[0] && yes.asks[0] && midpoint(yes.bids[0].price, yes.asks[0].price);
        const noMid = no.bids[0] && no.asks[0] && midpoint(no.bids[0].price, no.asks[0].price);
        if (yesMid && noMid) expect(dec(yesMid).plus(noMid).toString()).toBe('1');
        expect(depthNearMid(yes, '0.05')).toBe(depthNearMid(no, '0.05'));
      }),
    );
  });
});

test('midpoint is exact and depth needs both sides', () => {
  expect(midpoint('0.41', '0.42')).toBe('0.415');
  expect(midpoint('0.4', '0.6')).toBe('0.5');
  expect(midpoint('0', '0')).toBe('0');
  expect(midpoint('-0.25', '0.25')).toBe('0');
  expect(midpoint('99', '100')).toBe('99.5');
  expect(depthNearMid({ bids: [level('0.4', '1')], asks: [] }, '0.05')).toBeNull();
  expect(
    depthNearMid(
      { bids: [level('0.4', '1'), level('0.3', '7')], asks: [level('0.42', '2')] },
      '0.05',
    ),
  ).toBe('3');
});

test('midpoint equals decimal.js on any decimal texts, short or long', () => {
  const digitText = (min: number, max: number) =>
    fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
      .map((d) => d.join(''));
  const decimalText = fc
    .tuple(fc.boolean(), digitText(1, 20), fc.option(digitText(1, 20), { nil: undefined }))
    .map(([negative, whole, fraction]) => {
      const text = `${negative ? '-' : ''}${whole.replace(/^0+(?=\d)/, '')}${fraction === undefined ? '' : `.${fraction}`}`;
      return text;
    });
  fc.assert(
    fc.property(decimalText, decimalText, (bid, ask) => {
      expect(midpoint(bid, ask)).toBe(formatDec(dec(bid).plus(ask).div(2)));
    }),
    { numRuns: 2000 },
  );
});
