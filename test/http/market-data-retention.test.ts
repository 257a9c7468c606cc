// Retention of market data (src/services/market-data-retention.ts) on both stores, as GET /v1
// shows it: rows past their window are pruned, each listing's latest quote and book stay, and
// coverage's history_start, available_intervals and service_limits.market_data_retention say
// what remains and how long data is kept.
import { pruneMarketData } from '../../src/services/market-data-retention';
import type { RetentionWindows } from '../../src/domain/market-data';
import { KX_YES, PM_YES, marketDataCatalog } from '../fixtures/market-data-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';

// The fixture's data is of 2026-11-19 and 2026-11-20; "now" is 2026-11-21T15:30Z.
const NOW = new Date('2026-11-21T15:30:00.000Z');
const WINDOWS: RetentionWindows = {
  observationsHours: 24,
  tradesDays: 1,
  oneMinuteBarsDays: 1,
  oneHourBarsDays: null,
};

describe.each(STORE_KINDS)('market data retention ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [marketDataCatalog()], undefined, {
      retention: WINDOWS,
    });
  });
  afterAll(() => server.close());

  test("pruning keeps what is within each window and each listing's latest quote and book; coverage says what remains", async () => {
    const before = await get(server, `/v1/coverage?listing_ids=${KX_YES}`);
    expect(before.body.items[0].history_start).toBe('2026-11-19T10:00:00.000Z');
    expect(before.body.service_limits.market_data_retention).toEqual({
      observations_hours: 24,
      trades_days: 1,
      one_minute_bars_days: 1,
      one_hour_bars_days: null,
    });

    const totals = await pruneMarketData(server.store, WINDOWS, NOW);
    // Cutoffs 2026-11-20T15:30Z: KX_YES's older quote (15:00; its latest of 15:59 stays) and its
    // trades of 11-19 10:00, 15:10 and 15:20 are past; the 1m bars (15:40, 15:41) are not.
    expect(totals).toEqual({ quotes: 1, orderbooks: 0, trades: 3, bars: 0, listings: 1 });

    const trades = await get(server, `/v1/trades?listing_id=${KX_YES}`);
    expect(trades.body.items).toEqual([]);
    const quotes = await get(server, `/v1/quotes?listing_id=${KX_YES}`);
    expect(quotes.body.items[0].observed_at).toBe('2026-11-20T15:59:00.000Z');
    const after = await get(server, `/v1/coverage?listing_ids=${KX_YES}&listing_ids=${PM_YES}`);
    const [kx, pm] = after.body.items;
    expect(kx).toMatchObject({
      history_start: '2026-11-20T14:00:00.000Z',
      available_intervals: ['1h'],
    });
    expect(kx.capabilities).not.toContain('TRADES');
    expect(pm).toMatchObject({ available_intervals: ['1m', '1h'] });
  });
});
