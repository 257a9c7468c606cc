// GET /quotes, /orderbooks, /trades, /price-history, /fees and /market-stats over real HTTP on
// both stores, with hand-made market data (test/fixtures/market-data-catalog.ts) and a fixed
// clock, so every number is checked exactly.
import {
  KX_NO,
  KX_YES,
  PM_BTC,
  PM_NO,
  PM_YES,
  fixedNow,
  marketDataCatalog,
} from '../fixtures/market-data-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, storePosition, type TestServer } from '../support/test-server';

const ids = (...listingIds: string[]) => listingIds.map((id) => `listing_ids=${id}`).join('&');

describe.each(STORE_KINDS)('market data over HTTP ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [marketDataCatalog()], undefined, {
      clock: fixedNow,
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  test('GET /quotes: best bid, best ask, exact midpoint, last, observed_at and age', async () => {
    const res = await get(server, `/v1/quotes?${ids(KX_YES, KX_NO, PM_YES, PM_BTC)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ next_page_token: null, snapshot_id: 'rev-1' });
    expect(res.body.items).toEqual([
      {
        listing_id: KX_YES,
        bid: '0.4',
        bid_size: '100',
        ask: '0.42',
        ask_size: '80',
        midpoint: '0.41',
        last: '0.41',
        observed_at: '2026-11-20T15:59:00.000Z',
        age_seconds: 60,
        source: 'QUOTE',
      },
      {
        // No quote of its own: the top of its (normalised) book, in NO prices.
        listing_id: KX_NO,
        bid: '0.58',
        bid_size: '80',
        ask: '0.6',
        ask_size: '100',
        midpoint: '0.59',
        last: '0.6',
        observed_at: '2026-11-20T15:59:00.000Z',
        age_seconds: 60,
        source: 'ORDERBOOK',
      },
      {
        listing_id: PM_YES,
        bid: '0.41',
        bid_size: null,
        ask: '0.43',
        ask_size: null,
        midpoint: '0.42',
        last: '0.45',
        observed_at: '2026-11-20T15:58:30.000Z',
        age_seconds: 90,
        source: 'QUOTE',
      },
    ]);
  });

  test('GET /orderbooks: a Kalshi book of YES bids and NO bids serves both listings, never inverted', async () => {
    const res = await get(server, `/v1/orderbooks?${ids(KX_YES, KX_NO)}`);
    expect(res.status).toBe(200);
    const [yes, no] = res.body.items;
    // YES: its bids are the YES bids; a NO bid at p is a YES ask at 1 - p.
    expect(yes).toEqual({
      listing_id: KX_YES,
      observed_at: '2026-11-20T15:59:00.000Z',
      age_seconds: 60,
      bids: [
        { price: '0.4', size: '100' },
        { price: '0.39', size: '50' },
      ],
      asks: [
        { price: '0.42', size: '80' },
        { price: '0.43', size: '20' },
      ],
    });
    // NO: its bids are the NO bids; its asks are the YES bids at 1 - p.
    expect(no).toEqual({
      listing_id: KX_NO,
      observed_at: '2026-11-20T15:59:00.000Z',
      age_seconds: 60,
      bids: [
        { price: '0.58', size: '80' },
        { price: '0.57', size: '20' },
      ],
      asks: [
        { price: '0.6', size: '100' },
        { price: '0.61', size: '50' },
      ],
    });
  });

  test('GET /trades: newest first, time range, pages pinned to their snapshot', async () => {
    const all = await get(server, `/v1/trades?${ids(KX_YES, KX_NO)}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((t: any) => t.trade_id)).toEqual(['kx-3', 'kx-2', 'kx-1', 'kx-4']);
    expect(all.body.items[0]).toEqual({
      trade_id: 'kx-3',
      listing_id: KX_NO,
      price: '0.6',
      quantity: '20',
      taker_side: 'BUY',
      executed_at: '2026-11-20T15:30:00.000Z',
    });
    const ranged = await get(
      server,
      `/v1/trades?listing_id=${KX_YES}&start=2026-11-20T15:10:00Z&end=2026-11-20T15:20:00Z`,
    );
    expect(ranged.body.items.map((t: any) => t.trade_id)).toEqual(['kx-1']);
    const first = await get(server, `/v1/trades?${ids(KX_YES, KX_NO)}&page_size=3`);
    expect(first.body.items).toHaveLength(3);
    const token = encodeURIComponent(first.body.next_page_token);
    const second = await get(
      server,
      `/v1/trades?${ids(KX_YES, KX_NO)}&page_size=3&page_token=${token}`,
    );
    expect(second.body.items.map((t: any) => t.trade_id)).toEqual(['kx-4']);
    expect(second.body.next_page_token).toBeNull();
    const otherFilters = await get(server, `/v1/trades?listing_id=${KX_YES}&page_token=${token}`);
    expect(otherFilters.status).toBe(400);
  });

  test('GET /price-history: bars of one interval in [start, end)', async () => {
    const res = await get(
      server,
      `/v1/price-history?listing_id=${KX_YES}&interval=1h&start=2026-11-20T00:00:00Z&end=2026-11-20T16:00:00Z`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        listing_id: KX_YES,
        interval: '1h',
        start: '2026-11-20T14:00:00.000Z',
        open: '0.38',
        high: '0.41',
        low: '0.37',
        close: '0.4',
        volume: '0',
      },
      expect.objectContaining({ start: '2026-11-20T15:00:00.000Z', high: '0.5', volume: '40' }),
    ]);
    const narrow = await get(
      server,
      `/v1/price-history?listing_id=${KX_YES}&interval=1h&start=2026-11-20T14:00:00Z&end=2026-11-20T15:00:00Z`,
    );
    expect(narrow.body.items.map((b: any) => b.start)).toEqual(['2026-11-20T14:00:00.000Z']);
    const minutes = await get(
      server,
      `/v1/price-history?listing_id=${PM_YES}&interval=1m&start=2026-11-20T15:00:00Z&end=2026-11-20T16:00:00Z&page_size=1`,
    );
    expect(minutes.body.items.map((b: any) => b.start)).toEqual(['2026-11-20T15:40:00.000Z']);
    expect(minutes.body.next_page_token).toEqual(expect.any(String));
  });

  test('GET /fees: the schedule in force per listing and its scheduled changes, TAKER before MAKER', async () => {
    const res = await get(server, `/v1/fees?${ids(KX_YES, PM_NO, PM_BTC)}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        listing_id: KX_YES,
        venue: 'kalshi',
        kind: 'TAKER',
        formula: 'RATE_PRICE_COMPLEMENT',
        rate: '0.07',
        rounding: 'UP_TO_CENT',
        effective_from: null,
        description:
          'taker fee = 0.07 × quantity × price × (1 − price), rounded up to the next cent',
      },
      expect.objectContaining({
        listing_id: KX_YES,
        kind: 'TAKER',
        rate: '0.035',
        effective_from: '2026-12-01T05:00:00.000Z',
      }),
      expect.objectContaining({ listing_id: KX_YES, kind: 'MAKER', rate: '0.0175' }),
      expect.objectContaining({
        listing_id: PM_NO,
        kind: 'TAKER',
        formula: 'RATE_NOTIONAL',
        rate: '0',
      }),
    ]);
  });

  describe('GET /market-stats', () => {
    const statsOf = (record: any) =>
      Object.fromEntries(record.statistics.map((s: any) => [s.name, s]));

    test('1h: vwap and notional as computed by hand; YES and NO of one book share the volume', async () => {
      const res = await get(
        server,
        `/v1/market-stats?${ids(KX_YES, KX_NO, PM_YES, PM_NO)}&window=1h`,
      );
      expect(res.status).toBe(200);
      const [kxYes, kxNo, pmYes, pmNo] = res.body.items;
      expect(kxYes).toMatchObject({
        listing_id: KX_YES,
        window: '1h',
        window_start: '2026-11-20T15:00:00.000Z',
        window_end: '2026-11-20T16:00:00.000Z',
      });
      const yes = statsOf(kxYes);
      const no = statsOf(kxNo);
      // Prints of the book in the hour: YES 0.40 x 10, YES 0.50 x 30, NO 0.60 x 20.
      expect(yes.traded_quantity).toMatchObject({
        value: '60',
        unit: 'contract',
        currency: null,
        scope_key: 'kalshi:KXFED-26DEC-CUT',
        as_of: '2026-11-20T16:00:00.000Z',
      });
      // 0.40*10 + 0.50*30 + 0.60*20 = 4 + 15 + 12
      expect(yes.traded_notional).toMatchObject({ value: '31', unit: 'USD', currency: 'USD' });
      expect(yes.trade_count).toMatchObject({ value: '3', unit: 'trade' });
      // YES orientation: (0.40*10 + 0.50*30 + (1 - 0.60)*20) / 60 = 27 / 60
      expect(yes.vwap).toMatchObject({
        value: '0.45',
        unit: 'USD per contract',
        scope_key: 'kalshi:KXFED-26DEC-CUT:yes',
      });
      // NO orientation: ((1 - 0.40)*10 + (1 - 0.50)*30 + 0.60*20) / 60 = 33 / 60
      expect(no.vwap).toMatchObject({ value: '0.55', scope_key: 'kalshi:KXFED-26DEC-CUT:no' });
      for (const name of ['traded_quantity', 'traded_notional', 'trade_count'])
        expect(no[name]).toEqual(yes[name]);
      expect(statsOf(pmYes).traded_quantity.value).toBe('40');
      expect(statsOf(pmNo).vwap.value).toBe('0.55');

      // Summing one value per distinct scope key counts each print once; per listing would not.
      const byScope = new Map<string, string>();
      let perListing = 0;
      for (const record of res.body.items) {
        const q = statsOf(record).traded_quantity;
        byScope.set(q.scope_key, q.value);
        perListing += Number(q.value);
      }
      expect([...byScope.keys()].sort()).toEqual(['kalshi:KXFED-26DEC-CUT', 'polymarket:553842']);
      expect([...byScope.values()].reduce((sum, v) => sum + Number(v), 0)).toBe(100);
      expect(perListing).toBe(200);
    });

    test('lifetime starts at the history start; a non-terminating vwap is rounded half to even', async () => {
      const res = await get(server, `/v1/market-stats?listing_id=${KX_YES}&window=lifetime`);
      const [record] = res.body.items;
      expect(record.window_start).toBe('2026-11-19T10:00:00.000Z');
      const s = statsOf(record);
      expect(s.traded_quantity.value).toBe('160');
      expect(s.traded_notional.value).toBe('61');
      // (27 + 0.30*100) / 160 = 57 / 160
      expect(s.vwap.value).toBe('0.35625');
      const week = await get(server, `/v1/market-stats?listing_id=${KX_NO}&window=7d`);
      expect(week.body.items[0].window_start).toBe('2026-11-19T10:00:00.000Z');
      // NO orientation over the same prints: (0.6*10 + 0.5*30 + 0.6*20 + 0.7*100) / 160 = 103/160
      expect(statsOf(week.body.items[0]).vwap.value).toBe('0.64375');
    });

    test('unavailable measures are null with a reason, never zero', async () => {
      const res = await get(server, `/v1/market-stats?${ids(KX_YES, PM_BTC)}&window=24h`);
      const [kx, btc] = res.body.items.map(statsOf);
      expect(kx.open_interest).toMatchObject({
        value: null,
        reason: expect.stringContaining('open interest'),
      });
      // liquidity: contracts within 0.05 of the midpoint 0.41 (or 0.59 on the NO side): all 250.
      expect(kx.liquidity).toMatchObject({
        value: '250',
        scope_key: 'kalshi:KXFED-26DEC-CUT',
        as_of: '2026-11-20T15:59:00.000Z',
      });
      for (const name of ['traded_quantity', 'traded_notional', 'trade_count', 'vwap', 'liquidity'])
        expect(btc[name]).toMatchObject({ value: null, reason: expect.any(String) });
      const quiet = await get(server, `/v1/market-stats?listing_id=${PM_YES}&window=1h`);
      expect(statsOf(quiet.body.items[0]).trade_count.value).toBe('1');
    });
  });

  describe('bad input', () => {
    test.each([
      ['quotes', ''],
      ['orderbooks', ''],
      ['trades', ''],
      ['fees', ''],
      ['market-stats', '&window=1h'],
      ['price-history', '&interval=1h&start=2026-11-20T00:00:00Z&end=2026-11-21T00:00:00Z'],
    ])('an unknown listing on /%s is no item, not an error', async (path, extra) => {
      const res = await get(server, `/v1/${path}?listing_id=lst-unknown${extra}`);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    });

    test('an interval the listing lacks fails, naming the listing and its intervals', async () => {
      const res = await get(
        server,
        `/v1/price-history?listing_id=${KX_YES}&interval=1m&start=2026-11-20T00:00:00Z&end=2026-11-21T00:00:00Z`,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toContain(KX_YES);
      expect(res.body.error.details.problems).toEqual([
        {
          path: 'interval',
          reason: `listing ${KX_YES} has no 1m bars; its available intervals: 1h`,
        },
      ]);
    });

    test.each([
      [
        'price-history',
        `listing_id=${KX_YES}&interval=1h&start=2026-11-21T00:00:00Z&end=2026-11-20T00:00:00Z`,
      ],
      ['trades', `listing_id=${KX_YES}&start=2026-11-21T00:00:00Z&end=2026-11-20T00:00:00Z`],
    ])('start after end on /%s is INVALID_REQUEST', async (path, query) => {
      const res = await get(server, `/v1/${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.problems[0].path).toBe('start');
    });

    test('an unknown window is INVALID_REQUEST', async () => {
      const res = await get(server, `/v1/market-stats?listing_id=${KX_YES}&window=30d`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.problems[0].path).toBe('window');
    });

    test.each(['quotes', 'orderbooks', 'trades', 'fees', 'market-stats'])(
      'more than 100 listing_ids on /%s is INVALID_REQUEST',
      async (path) => {
        const many = Array.from({ length: 101 }, (_, i) => `lst-${i}`);
        const extra = path === 'market-stats' ? '&window=1h' : '';
        const res = await get(server, `/v1/${path}?${ids(...many)}${extra}`);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('INVALID_REQUEST');
        expect(res.body.error.details.problems[0].path).toBe('listing_ids');
      },
    );

    test('listing_id with listing_ids, or neither, is INVALID_REQUEST', async () => {
      for (const query of [`listing_id=${KX_YES}&listing_ids=${KX_NO}`, '']) {
        const res = await get(server, `/v1/quotes?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('INVALID_REQUEST');
      }
    });

    test('price-history without start and end is INVALID_REQUEST', async () => {
      const res = await get(server, `/v1/price-history?listing_id=${KX_YES}&interval=1h`);
      expect(res.status).toBe(400);
      expect(res.body.error.details.problems.map((p: any) => p.path).sort()).toEqual([
        'end',
        'start',
      ]);
    });

    test('bad requests write nothing', async () => {
      const before = await storePosition(server.store);
      await get(server, `/v1/market-stats?listing_id=${KX_YES}&window=30d`);
      expect(await storePosition(server.store)).toEqual(before);
    });
  });
});
