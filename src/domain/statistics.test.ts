// Trading statistics: hand-computed values, nulls with reasons, and the orientation law
// vwap(YES) + vwap(NO) = payout unit over one binary book.
import fc from 'fast-check';
import { dec, formatDec } from './arithmetic/decimal';
import {
  listingStatistics,
  statisticsWindow,
  type ListingStatisticsInput,
  type VenueMarketPrint,
} from './statistics';

const now = new Date('2026-11-20T16:00:00.000Z');

function input(prints: VenueMarketPrint[], extra: Partial<ListingStatisticsInput> = {}) {
  return {
    window: statisticsWindow('1h', now, null),
    prints,
    hasTradeData: true,
    payoutUnit: '1',
    quantityUnit: 'contract',
    quoteCurrency: 'USD',
    marketScopeKey: 'kalshi:X',
    listingScopeKey: 'kalshi:X:yes',
    book: null,
    ...extra,
  };
}

const valueOf = (stats: ReturnType<typeof listingStatistics>, name: string) =>
  stats.find((s) => s.name === name)!;

test('hand-computed quantity, notional, count and vwap in each orientation', () => {
  const prints: VenueMarketPrint[] = [
    { price: '0.40', quantity: '10', orientation: 'OWN' },
    { price: '0.50', quantity: '30', orientation: 'OWN' },
    { price: '0.60', quantity: '20', orientation: 'COMPLEMENT' },
  ];
  const yes = listingStatistics(input(prints));
  expect(valueOf(yes, 'traded_quantity').value).toBe('60');
  expect(valueOf(yes, 'traded_notional').value).toBe('31');
  expect(valueOf(yes, 'trade_count').value).toBe('3');
  expect(valueOf(yes, 'vwap').value).toBe('0.45');
  const flipped = prints.map((p) => ({
    ...p,
    orientation: p.orientation === 'OWN' ? ('COMPLEMENT' as const) : ('OWN' as const),
  }));
  expect(valueOf(listingStatistics(input(flipped)), 'vwap').value).toBe('0.55');
});

test('vwap is rounded half to even to 10 places', () => {
  const stats = listingStatistics(
    input([
      { price: '0.1', quantity: '1', orientation: 'OWN' },
      { price: '0.2', quantity: '2', orientation: 'OWN' },
    ]),
  );
  expect(valueOf(stats, 'vwap').value).toBe('0.1666666667');
});

test('no trades in the window: zero volume but vwap null; no trade data at all: every trade measure null', () => {
  const quiet = listingStatistics(input([]));
  expect(valueOf(quiet, 'traded_quantity').value).toBe('0');
  expect(valueOf(quiet, 'vwap')).toMatchObject({ value: null, reason: 'no trades in window' });
  const unknown = listingStatistics(input([], { hasTradeData: false }));
  for (const name of ['traded_quantity', 'traded_notional', 'trade_count', 'vwap'])
    expect(valueOf(unknown, name)).toMatchObject({ value: null, reason: expect.any(String) });
  expect(valueOf(unknown, 'open_interest').value).toBeNull();
  expect(valueOf(unknown, 'liquidity')).toMatchObject({ value: null, source: 'order book' });
});

test('windows end now and start no earlier than the history', () => {
  expect(statisticsWindow('24h', now, null)).toEqual({
    start: '2026-11-19T16:00:00.000Z',
    end: '2026-11-20T16:00:00.000Z',
  });
  expect(statisticsWindow('7d', now, '2026-11-18T00:00:00.000Z').start).toBe(
    '2026-11-18T00:00:00.000Z',
  );
  expect(statisticsWindow('lifetime', now, null).start).toBe('2026-11-20T16:00:00.000Z');
});

test('law: over one binary book, vwap(YES) + vwap(NO) = payout unit (before rounding)', () => {
  const print = fc.record({
    cents: fc.integer({ min: 1, max: 99 }),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    own: fc.boolean(),
  });
  fc.assert(
    fc.property(fc.array(print, { minLength: 1, maxLength: 20 }), (raw) => {
      const prints = raw.map((p) => ({
        price: formatDec(dec(p.cents).div(100)),
        quantity: String(p.quantity),
        orientation: p.own ? ('OWN' as const) : ('COMPLEMENT' as const),
      }));
      const other = prints.map((p) => ({
        ...p,
        orientation: p.orientation === 'OWN' ? ('COMPLEMENT' as const) : ('OWN' as const),
      }));
      const yes = valueOf(listingStatistics(input(prints)), 'vwap').value!;
      const no = valueOf(listingStatistics(input(other)), 'vwap').value!;
      expect(dec(yes).plus(no).minus(1).abs().lte('0.0000000001')).toBe(true);
      const a = listingStatistics(input(prints));
      const b = listingStatistics(input(other));
      for (const name of ['traded_quantity', 'traded_notional', 'trade_count'])
        expect(valueOf(a, name)).toEqual(valueOf(b, name));
    }),
  );
});
