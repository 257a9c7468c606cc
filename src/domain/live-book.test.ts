// Laws of the live book: any snapshot and updates leave the book that its final levels give when
// read from scratch, a Kalshi binary book gives normalizeBinaryBook's listings, and an update that
// cannot be explained leaves the book inconsistent until the next snapshot.
import fc from 'fast-check';
import { dec, formatDec, type Dec } from './arithmetic/decimal';
import {
  KalshiBinaryBook,
  LiveBook,
  matchesBest,
  SequenceTracker,
  type BookSide,
} from './live-book';
import type { PriceLevel } from './market-data';
import { normalizeBinaryBook } from './order-book';

/** "0.4200"-style text, as Kalshi writes prices: ten-thousandths with trailing zeros kept. */
function fourDigits(n: number): string {
  return `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`;
}

/** "13.50"-style text of hundredths, as `*_fp` counts are written. */
function twoDigits(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const tick = fc.integer({ min: 1, max: 9_999 });
const hundredths = fc.integer({ min: 1, max: 5_000_000 });
const levels = fc.array(fc.tuple(tick, hundredths), { maxLength: 30 });

type Op = { kind: 'set' | 'add'; side: BookSide; tick: number; amount: number };
const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('set' as const, 'add' as const),
  side: fc.constantFrom('BID' as const, 'ASK' as const),
  tick,
  amount: fc.integer({ min: -3_000_000, max: 3_000_000 }),
});

/** The reference: canonical price text to exact size, with decimal.js. */
class Reference {
  readonly sides: Record<BookSide, Map<string, Dec>> = { BID: new Map(), ASK: new Map() };

  constructor(bids: [number, number][], asks: [number, number][]) {
    for (const [t, h] of bids) this.set('BID', t, dec(twoDigits(h)));
    for (const [t, h] of asks) this.set('ASK', t, dec(twoDigits(h)));
  }

  get(side: BookSide, t: number): Dec {
    return this.sides[side].get(formatDec(dec(fourDigits(t)))) ?? dec(0);
  }

  /** Sets a level's size; zero or less removes it, as a book does. */
  set(side: BookSide, t: number, size: Dec): void {
    const price = formatDec(dec(fourDigits(t)));
    if (size.lte(0)) this.sides[side].delete(price);
    else this.sides[side].set(price, size);
  }

  levels(side: BookSide): PriceLevel[] {
    return [...this.sides[side]].map(([price, size]) => ({ price, size: formatDec(size) }));
  }
}

function toLevels(list: [number, number][]): PriceLevel[] {
  return list.map(([t, h]) => ({ price: fourDigits(t), size: twoDigits(h) }));
}

describe('LiveBook', () => {
  test('keeps levels by exact price and prints them canonically, best first', () => {
    const book = new LiveBook();
    book.replace(
      [
        { price: '0.48', size: '500.0' },
        { price: '0.50', size: '200.0' },
        { price: '0.49', size: '350.0' },
      ],
      [
        { price: '0.53', size: '400.0' },
        { price: '0.51', size: '150.0' },
      ],
    );
    expect(book.bestBid()).toEqual({ price: '0.5', size: '200' });
    expect(book.bestAsk()).toEqual({ price: '0.51', size: '150' });
    book.setLevel('BID', '0.500', '0');
    book.setLevel('ASK', '0.5100', '12.125');
    expect(book.sides(2)).toEqual({
      bids: [
        { price: '0.49', size: '350' },
        { price: '0.48', size: '500' },
      ],
      asks: [
        { price: '0.51', size: '12.125' },
        { price: '0.53', size: '400' },
      ],
    });
    expect(book.crossed()).toBe(false);
    book.setLevel('BID', '0.52', '1');
    expect(book.crossed()).toBe(true);
  });

  test('a level going below zero makes the book inconsistent until the next snapshot', () => {
    const book = new LiveBook();
    book.replace([{ price: '0.42', size: '13' }], []);
    expect(book.addToLevel('BID', '0.4200', '-5.00')).toBe('ok');
    expect(book.bestBid()).toEqual({ price: '0.42', size: '8' });
    expect(book.addToLevel('BID', '0.42', '-9.00')).toBe('negative');
    expect(book.consistent).toBe(false);
    expect(book.bestBid()).toBeNull();
    expect(book.addToLevel('BID', '0.41', '2')).toBe('ok');
    expect(book.consistent).toBe(false);
    book.replace([{ price: '0.42', size: '1' }], []);
    expect(book.consistent).toBe(true);
    book.markInconsistent();
    expect(book.consistent).toBe(false);
  });

  test('refuses text it could only keep inexactly, and leaves the book as it was', () => {
    const book = new LiveBook({ priceDigits: 4, sizeDigits: 2 });
    book.replace([{ price: '0.5', size: '1' }], []);
    expect(() => book.setLevel('BID', '0.12345', '1')).toThrow('more than 4 fractional digits');
    expect(() => book.setLevel('BID', '.5', '1')).toThrow('is not a plain decimal');
    expect(() => book.setLevel('ASK', '0.6', '-1')).toThrow('size -1 is negative');
    expect(() => book.replace([{ price: '0.4', size: '1.005' }], [])).toThrow(
      'more than 2 fractional digits',
    );
    expect(book.sides()).toEqual({ bids: [{ price: '0.5', size: '1' }], asks: [] });
  });

  test('snapshot then any updates equals the book read from scratch from the final levels', () => {
    fc.assert(
      fc.property(levels, levels, fc.array(op, { maxLength: 200 }), (bids, asks, ops) => {
        const book = new LiveBook();
        book.replace(toLevels(bids), toLevels(asks));
        const reference = new Reference(bids, asks);
        let negative = false;
        for (const o of ops) {
          const amount = twoDigits(o.amount);
          if (o.kind === 'set') {
            const size = twoDigits(Math.abs(o.amount));
            book.setLevel(o.side, fourDigits(o.tick), size);
            reference.set(o.side, o.tick, dec(size));
            continue;
          }
          const next = reference.get(o.side, o.tick).plus(dec(amount));
          const change = book.addToLevel(o.side, fourDigits(o.tick), amount);
          expect(change).toBe(next.lt(0) ? 'negative' : 'ok');
          negative ||= change === 'negative';
          reference.set(o.side, o.tick, next);
        }
        const rebuilt = new LiveBook();
        rebuilt.replace(reference.levels('BID'), reference.levels('ASK'));
        expect(book.sides()).toEqual(rebuilt.sides());
        expect(book.consistent).toBe(!negative);
      }),
    );
  });
});

describe('KalshiBinaryBook', () => {
  const yesNo = fc.constantFrom('yes' as const, 'no' as const);
  const delta = fc.record({ side: yesNo, tick, amount: fc.integer({ min: 1, max: 2_000_000 }) });

  test('its listings are normalizeBinaryBook’s for the same levels (payout unit 1)', () => {
    fc.assert(
      fc.property(levels, levels, fc.array(delta, { maxLength: 100 }), (yes, no, deltas) => {
        const book = new KalshiBinaryBook();
        book.replace(toLevels(yes), toLevels(no));
        const reference = new Reference(yes, no);
        for (const d of deltas) {
          const side: BookSide = d.side === 'yes' ? 'BID' : 'ASK';
          // Half the deltas take size away, never more than rests there.
          const held = reference.get(side, d.tick).times(100).toNumber(); // whole hundredths
          const amount = twoDigits(d.amount % 2 === 0 ? d.amount : -Math.min(held, d.amount));
          expect(book.applyDelta(d.side, fourDigits(d.tick), amount)).toBe('ok');
          reference.set(side, d.tick, reference.get(side, d.tick).plus(dec(amount)));
        }
        const expected = normalizeBinaryBook(reference.levels('BID'), reference.levels('ASK'), '1');
        expect(book.listings()).toEqual(expected);
        expect(book.consistent).toBe(true);
      }),
    );
  });

  test('mirrors NO bids into YES asks, limits depth and detects a crossed book', () => {
    const book = new KalshiBinaryBook();
    book.replace(
      [
        { price: '0.3500', size: '200.00' },
        { price: '0.4200', size: '13.00' },
      ],
      [
        { price: '0.5400', size: '400.00' },
        { price: '0.5600', size: '17.00' },
      ],
    );
    expect(book.listings(1)).toEqual({
      yes: { bids: [{ price: '0.42', size: '13' }], asks: [{ price: '0.44', size: '17' }] },
      no: { bids: [{ price: '0.56', size: '17' }], asks: [{ price: '0.58', size: '13' }] },
    });
    expect(book.crossed()).toBe(false);
    expect(book.applyDelta('yes', '0.4400', '1.00')).toBe('ok');
    expect(book.crossed()).toBe(true);
    expect(() => book.applyDelta('no', '1.0100', '1.00')).toThrow('is not within 0 and 1');
    expect(book.applyDelta('no', '0.5600', '-18.00')).toBe('negative');
    expect(book.consistent).toBe(false);
  });

  test('a snapshot with a bad level leaves the book as it was', () => {
    const book = new KalshiBinaryBook();
    book.replace([{ price: '0.42', size: '1.00' }], []);
    expect(() =>
      book.replace([{ price: '0.4', size: '2.00' }], [{ price: '0.5', size: 'x' }]),
    ).toThrow('size "x" is not a plain decimal');
    expect(book.listings().yes.bids).toEqual([{ price: '0.42', size: '1' }]);
  });
});

describe('matchesBest', () => {
  test('compares the best prices as numbers; an empty side is a bid of 0 or an ask of 1', () => {
    const book = new LiveBook();
    expect(matchesBest(book, '0', '1')).toBe(true);
    expect(matchesBest(book, '0.5', '1')).toBe(false);
    book.setLevel('BID', '0.5', '200');
    expect(matchesBest(book, '0.50', '1')).toBe(true);
    expect(matchesBest(book, '0', '1')).toBe(false);
    expect(matchesBest(book, undefined, undefined)).toBe(true);
    book.setLevel('ASK', '0.52', '10');
    expect(matchesBest(book, '0.5', '0.52')).toBe(true);
    expect(matchesBest(book, '0.5', '1')).toBe(false);
  });
});

describe('SequenceTracker', () => {
  test('expects each subscription’s next number and reports gaps, duplicates and stale ones', () => {
    const tracker = new SequenceTracker();
    expect(tracker.expected(1)).toBeUndefined();
    expect(tracker.observe(1, 1)).toBe('ok');
    expect(tracker.observe(2, 7)).toBe('ok');
    expect(tracker.observe(1, 2)).toBe('ok');
    expect(tracker.observe(1, 2)).toBe('duplicate');
    expect(tracker.observe(1, 1)).toBe('stale');
    expect(tracker.observe(1, 5)).toBe('gap');
    expect(tracker.expected(1)).toBe(6);
    expect(tracker.observe(1, 6)).toBe('ok');
    expect(tracker.observe(2, 8)).toBe('ok');
    tracker.forget(1);
    expect(tracker.observe(1, 40)).toBe('ok');
  });
});
