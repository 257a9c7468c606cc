// Trades and price history in the sync (src/sync/sync-kinds.ts) on both stores: `sync --once`
// reads every kind, continuous passes read trades and history only when their interval is due,
// from their last success on, and coverage shows each kind's lag.
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import type { SyncIntervals } from '../../src/sync/sync-kinds';
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { simulatorWithServer } from '../support/simulator-with-server';
import { quickHttp } from '../support/venue-simulator';

// Just after the recorded trades (15:00-15:30) and the last recorded bar (15:00-16:00 UTC).
const AFTER_RECORDINGS = '2026-11-21T16:05:00.000Z';
const INTERVALS: SyncIntervals = { fullMs: 3_600_000, tradesMs: 300_000, historyMs: 3_600_000 };

describe.each(STORE_KINDS)('trades and price history ($name store)', (kind) => {
  const venues = simulatorWithServer(kind);

  test('a first pass reads every kind: Kalshi trades and hourly candles, Polymarket price history', async () => {
    const report = await syncOnce(
      venues.server.store,
      quickHttp(venues.simulator),
      venues.simulator.endpoints,
      SYNC_VENUES,
      { clock: () => new Date(AFTER_RECORDINGS), intervals: INTERVALS },
    );
    expect(report.venues.map((v) => [v.venue, [...v.kinds].sort(), v.error])).toEqual([
      ['polymarket', ['CATALOG', 'HISTORY'], undefined],
      ['kalshi', ['CATALOG', 'HISTORY', 'TRADES'], undefined],
    ]);

    const trades = await get(
      venues.server,
      '/v1/trades?listing_id=lst-kx-kxfeddecision-26dec-h0-yes',
    );
    expect(trades.status).toBe(200);
    // A first pass reaches an hour back (16:05 - 1 h): the trade of 15:00:17 is before it.
    expect(
      (trades.body.items as { executed_at: string }[]).map((t) => t.executed_at).sort(),
    ).toEqual(['2026-11-21T15:10:17.137Z', '2026-11-21T15:20:17.274Z', '2026-11-21T15:30:17.411Z']);

    // The series' published fees (fee_type quadratic, multiplier 1): taker 0.07, makers nothing;
    // and its change scheduled by /series/fee_changes (quadratic_with_maker_fees, 0.5) from 2030.
    const fees = await get(venues.server, '/v1/fees?listing_id=lst-kx-kxfeddecision-26dec-h0-yes');
    expect(
      (fees.body.items as Record<string, string | null>[]).map((f) => [
        f.kind,
        f.rate,
        f.rounding,
        f.effective_from,
      ]),
    ).toEqual([
      ['TAKER', '0.07', 'UP_TO_CENT', null],
      ['TAKER', '0.035', 'UP_TO_CENT', '2030-01-01T05:00:00.000Z'],
      ['MAKER', '0', 'UP_TO_CENT', null],
      ['MAKER', '0.00875', 'UP_TO_CENT', '2030-01-01T05:00:00.000Z'],
    ]);

    const kalshiBars = await get(
      venues.server,
      '/v1/price-history?listing_id=lst-kx-kxbtcd-26dec3117-t109999.99-yes&interval=1h&start=2026-11-21T00:00:00Z&end=2026-11-22T00:00:00Z',
    );
    expect(kalshiBars.status).toBe(200);
    // Three recorded candles; the one of 14:00-15:00 had no trades, so no bar.
    expect((kalshiBars.body.items as { start: string }[]).map((b) => b.start)).toEqual([
      '2026-11-21T13:00:00.000Z',
      '2026-11-21T15:00:00.000Z',
    ]);

    const polymarketBars = await get(
      venues.server,
      '/v1/price-history?listing_id=lst-pm-640102-yes&interval=1h&start=2026-11-21T00:00:00Z&end=2026-11-22T00:00:00Z',
    );
    expect((polymarketBars.body.items as { close: string }[]).map((b) => b.close)).toEqual([
      '0.455',
      '0.47',
      '0.48',
    ]);
  });

  test('the next passes read trades and history only when their interval is due', async () => {
    const asked = () => ({
      trades: venues.simulator.served.get('/kalshi/trade-api/v2/markets/trades') ?? 0,
      candles: venues.simulator.served.get('/kalshi/trade-api/v2/markets/candlesticks') ?? 0,
      history: venues.simulator.served.get('/clob/prices-history') ?? 0,
    });
    const pass = async (at: string) =>
      syncOnce(
        venues.server.store,
        quickHttp(venues.simulator),
        venues.simulator.endpoints,
        SYNC_VENUES,
        { clock: () => new Date(at), intervals: INTERVALS },
      );
    const before = asked();
    const oneMinute = await pass('2026-11-21T16:06:00.000Z');
    expect(oneMinute.venues.map((v) => v.kinds)).toEqual([['CATALOG'], ['CATALOG']]);
    expect(asked()).toEqual(before);

    const fiveMinutes = await pass('2026-11-21T16:10:00.000Z');
    expect(fiveMinutes.venues.map((v) => v.kinds)).toEqual([['CATALOG'], ['CATALOG', 'TRADES']]);
    expect(asked()).toEqual({ ...before, trades: before.trades + 1 });

    const oneHour = await pass('2026-11-21T17:05:00.000Z');
    expect(oneHour.venues.map((v) => [...v.kinds].sort())).toEqual([
      ['CATALOG', 'HISTORY'],
      ['CATALOG', 'HISTORY', 'TRADES'],
    ]);
  });

  test('coverage shows each kind with its own lag', async () => {
    const coverage = await get(venues.server, '/v1/coverage');
    const kalshi = (coverage.body.sync as { venue: string; kinds: unknown[] }[]).find(
      (s) => s.venue === 'kalshi',
    )!;
    expect(kalshi.kinds).toEqual([
      {
        kind: 'CATALOG',
        last_success_at: '2026-11-21T17:05:00.000Z',
        lag_seconds: expect.any(Number),
      },
      {
        kind: 'HISTORY',
        last_success_at: '2026-11-21T17:05:00.000Z',
        lag_seconds: expect.any(Number),
      },
      {
        kind: 'TRADES',
        last_success_at: '2026-11-21T17:05:00.000Z',
        lag_seconds: expect.any(Number),
      },
    ]);
  });
});

describe.each(STORE_KINDS)('Kalshi increments between full passes ($name store)', (kind) => {
  const venues = simulatorWithServer(kind);
  const pass = (at: string) =>
    syncOnce(
      venues.server.store,
      quickHttp(venues.simulator),
      venues.simulator.endpoints,
      ['kalshi'],
      { clock: () => new Date(at), intervals: INTERVALS },
    );
  const served = (path: string) => venues.simulator.served.get(`/kalshi/trade-api/v2${path}`) ?? 0;

  test('a changed market lands through the increment: its event is read whole, the list is not', async () => {
    await pass('2026-11-21T16:00:00.000Z');
    const lists = served('/events');
    const event = venues.simulator.venues.kalshiEvents[0]!;
    const market = (event.markets as { ticker: string }[])[0]!;
    venues.simulator.changeKalshiMarket(
      market.ticker,
      { title: 'Retitled between full passes' },
      new Date('2026-11-21T16:00:30.000Z'),
    );

    const increment = await pass('2026-11-21T16:01:00.000Z');
    expect(increment.venues[0]!.error).toBeUndefined();
    expect(served('/events')).toBe(lists);
    expect(served('/markets')).toBe(1);
    expect(served(`/events/${String(event.event_ticker)}`)).toBe(1);
    const markets = await get(venues.server, '/v1/markets?venue=kalshi&page_size=500');
    expect((markets.body.items as { title: string }[]).map((m) => m.title)).toContain(
      'Retitled between full passes',
    );

    // The next increment starts a minute before the last success, so it reads the change again:
    // the import finds nothing new to announce.
    const again = await pass('2026-11-21T16:02:00.000Z');
    expect(again.imported?.changes ?? 0).toBe(0);
    // Past that overlap, nothing changed: the increment reads the list of changed markets only.
    const quiet = await pass('2026-11-21T16:04:00.000Z');
    expect(quiet.venues[0]!.pages).toBe(0);
    expect(quiet.venues[0]!.responses).toBe(1);

    // An hour after the full pass, the next pass is full again.
    await pass('2026-11-21T17:00:00.000Z');
    expect(served('/events')).toBeGreaterThan(lists);
  });
});
