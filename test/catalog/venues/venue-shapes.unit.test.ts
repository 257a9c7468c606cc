// Today's venue shapes and yesterday's (test/fixtures/venues/SOURCES.md): Kalshi's fixed-point
// fields, tick bands from price ranges, candles and price history of any period, timestamps at
// the venue's precision, event-level settlement sources, and Gamma markets without `events`.
import { adaptVenuePayloads } from '../../../src/catalog/venues/adapt-venues';
import type { CatalogDocument, CatalogListing } from '../../../src/catalog/catalog-schema';
import type { Problem } from '../../../src/domain/errors';
import { MemoryStore } from '../../../src/store/memory/memory-store';
import { importCatalog } from '../../../src/catalog/import-catalog';
import { fixtureJson, inline, venueFiles } from './venue-fixtures';

function warningsOf(run: (warnings: Problem[]) => unknown): string[] {
  const warnings: Problem[] = [];
  run(warnings);
  return warnings.map(
    (w) => `${w.path.replace(/^.*\/fixtures\/venues\//, '')}: ${String(w.reason)}`,
  );
}

const TICKER = 'KXSPACEXSTARSHIP-12-26MAY19';

function listingsOf(doc: CatalogDocument): CatalogListing[] {
  return doc.markets.flatMap((m) => m.outcomes.flatMap((o) => o.listings));
}

describe('Kalshi fixed-point era (a recorded market of 2026-05)', () => {
  const warnings: Problem[] = [];
  const doc = adaptVenuePayloads([venueFiles('kalshi', 'kalshi-fixed-point')], undefined, warnings);
  const md = doc.market_data!;
  const yes = listingsOf(doc).find(
    (l) => l.venue_market_id === TICKER && l.venue_outcome_id === 'yes',
  )!;
  const no = listingsOf(doc).find(
    (l) => l.venue_market_id === TICKER && l.venue_outcome_id === 'no',
  )!;

  test('quotes from *_dollars and sizes from *_fp, no integer field needed', () => {
    expect(md.quotes.filter((q) => q.listing_id === yes.listing_id)).toEqual([
      {
        listing_id: yes.listing_id,
        bid: '0.6',
        ask: '0.67',
        bid_size: '10.67',
        ask_size: '25',
        last: '0.6',
        observed_at: '2026-05-13T03:00:00Z',
      },
    ]);
    expect(md.quotes.filter((q) => q.listing_id === no.listing_id)).toEqual([
      { listing_id: no.listing_id, bid: '0.33', ask: '0.4', observed_at: '2026-05-13T03:00:00Z' },
    ]);
  });

  test('tick bands from price_ranges; fractional trading gives a 0.01 quantity increment', () => {
    expect(yes.trading_rules.tick_bands).toEqual([
      { lower_price: '0.01', upper_price: '0.99', tick_size: '0.01' },
    ]);
    expect(yes.trading_rules.quantity_increment).toBe('0.01');
  });

  test('the event metadata names the settlement source', () => {
    const market = doc.markets.find((m) => m.title.startsWith('Will SpaceX launch'))!;
    expect(market.settlement_evidence?.source).toBe('https://www.faa.gov/');
  });

  test('orderbook_fp: [price_dollars, count_fp] strings, exact', () => {
    expect(md.orderbooks).toEqual([
      {
        listing_id: yes.listing_id,
        observed_at: '2026-05-13T03:00:00Z',
        yes_bids: [
          ['0.55', '40'],
          ['0.6', '10.67'],
        ],
        no_bids: [
          ['0.3', '12'],
          ['0.33', '25'],
        ],
      },
    ]);
  });

  test('trades with only yes_price_dollars and count_fp; microseconds kept', () => {
    expect(md.trades.map((t) => [t.price, t.quantity, t.taker_side, t.executed_at])).toEqual([
      ['0.6', '10.67', 'BUY', '2026-05-13T02:31:07.354888Z'],
      ['0.59', '3', 'SELL', '2026-05-13T02:40:00Z'],
    ]);
  });

  test('hourly candles from price.*_dollars; a candle without trades gives no bar; daily candles are skipped with a warning', () => {
    expect(md.price_history).toEqual([
      {
        listing_id: yes.listing_id,
        interval: '1h',
        start: '2026-05-13T02:00:00Z',
        open: '0.6',
        high: '0.6',
        low: '0.59',
        close: '0.59',
        volume: '13.67',
      },
    ]);
    expect(warnings.map((w) => `${w.path.replace(/^.*\//, '')}: ${String(w.reason)}`)).toEqual([
      'candlesticks-daily.json: $.response.candlesticks: candlesticks skipped: a period of 1440 minutes is neither 1 minute nor a part of an hour: only 1m and 1h bars are kept',
    ]);
  });

  test('the adapted catalog imports, market data included', async () => {
    const store = new MemoryStore();
    const result = await importCatalog(store, doc);
    expect(result.revision).toBe(1);
    const trades = await store.marketData.trades(
      { listingIds: [yes.listing_id] },
      result.revision,
      { offset: 0, limit: 10 },
    );
    expect(trades.items.map((t) => t.executedAt)).toContain('2026-05-13T02:31:07.354888Z');
  });
});

describe('Kalshi shapes given inline from the documentation', () => {
  const event = {
    event: {
      event_ticker: 'KXTAPER-26',
      series_ticker: 'KXTAPER',
      title: 'A tapered market',
      sub_title: '',
      mutually_exclusive: false,
      category: 'Economics',
      settlement_sources: [{ name: 'BLS', url: 'https://www.bls.gov/' }],
    },
    markets: [
      {
        ticker: 'KXTAPER-26-T1',
        event_ticker: 'KXTAPER-26',
        title: 'Tapered',
        status: 'active',
        result: '',
        open_time: '2026-05-13T02:30:00Z',
        close_time: '2026-05-20T03:59:00Z',
        rules_primary: 'If the index is above 1, the market resolves to Yes.',
        price_level_structure: 'tapered_deci_cent',
        price_ranges: [
          { start: '0.0000', end: '0.1000', step: '0.0010' },
          { start: '0.1000', end: '0.9000', step: '0.0100' },
          { start: '0.9000', end: '1.0000', step: '0.0010' },
        ],
      },
    ],
  };

  test('tapered_deci_cent: three bands, deci-cent at the tails; the event names its own source', () => {
    const doc = adaptVenuePayloads([{ venue: 'kalshi', files: [inline('kx.json', event)] }]);
    const listing = listingsOf(doc).find((l) => l.venue_outcome_id === 'yes')!;
    expect(listing.trading_rules.tick_bands).toEqual([
      { lower_price: '0.001', upper_price: '0.1', tick_size: '0.001' },
      { lower_price: '0.1', upper_price: '0.9', tick_size: '0.01' },
      { lower_price: '0.9', upper_price: '0.999', tick_size: '0.001' },
    ]);
    expect(listing.trading_rules.quantity_increment).toBe('1');
    expect(doc.markets[0]!.settlement_evidence?.source).toBe('https://www.bls.gov/');
  });

  test('a *_dollars price outside 0..1 is refused with its path', () => {
    const bad = structuredClone(event);
    (bad.markets[0] as Record<string, unknown>).yes_bid_dollars = '1.2000';
    const recording = {
      url: 'https://api.elections.kalshi.com/trade-api/v2/events/KXTAPER-26',
      fetched_at: '2026-05-13T03:00:00Z',
      response: bad,
    };
    expect(() =>
      adaptVenuePayloads([{ venue: 'kalshi', files: [inline('kx.json', recording)] }]),
    ).toThrow(
      expect.objectContaining({
        details: {
          problems: [
            {
              path: 'kx.json: $.response.markets[0].yes_bid_dollars',
              reason: 'must be a price in dollars between 0 and 1',
            },
          ],
        },
      }),
    );
  });

  test('candles of 5 minutes are aggregated into 1h bars; a lone candle of unknown period is skipped', () => {
    const candle = (end: number, open: string, close: string, volume: string) => ({
      end_period_ts: end,
      price: { open_dollars: open, high_dollars: open, low_dollars: close, close_dollars: close },
      volume_fp: volume,
    });
    const hour = 1778641200; // 2026-05-13T03:00:00Z
    const fiveMinutes = {
      url: `https://api.elections.kalshi.com/trade-api/v2/series/KXTAPER/markets/KXTAPER-26-T1/candlesticks?period_interval=5`,
      response: {
        ticker: 'KXTAPER-26-T1',
        candlesticks: [
          candle(hour - 3600 + 300, '0.5', '0.52', '2.00'),
          candle(hour - 3600 + 600, '0.52', '0.48', '1.50'),
          candle(hour + 300, '0.48', '0.47', '4.00'),
        ],
      },
    };
    const lone = { ticker: 'KXTAPER-26-T1', candlesticks: [candle(hour, '0.5', '0.5', '1')] };
    const warnings = warningsOf((w) => {
      const doc = adaptVenuePayloads(
        [
          {
            venue: 'kalshi',
            files: [
              inline('kx.json', event),
              inline('c5.json', fiveMinutes),
              inline('lone.json', lone),
            ],
          },
        ],
        undefined,
        w,
      );
      expect(
        doc.market_data!.price_history.map((b) => [
          b.start,
          b.open,
          b.high,
          b.low,
          b.close,
          b.volume,
        ]),
      ).toEqual([
        ['2026-05-13T02:00:00Z', '0.5', '0.52', '0.48', '0.48', '3.5'],
        ['2026-05-13T03:00:00Z', '0.48', '0.48', '0.47', '0.47', '4'],
      ]);
    });
    expect(warnings).toEqual([
      'lone.json: $.candlesticks: candlesticks skipped: their period is unknown (record the url with period_interval=, or give two consecutive candles)',
    ]);
  });

  test('the interim book shape: yes_dollars and no_dollars inside orderbook', () => {
    const book = {
      url: 'https://api.elections.kalshi.com/trade-api/v2/markets/KXTAPER-26-T1/orderbook',
      fetched_at: '2026-05-13T03:00:00.123456+00:00',
      response: { orderbook: { yes: [[42, 13]], yes_dollars: [['0.4200', 13]], no: null } },
    };
    const doc = adaptVenuePayloads([
      { venue: 'kalshi', files: [inline('kx.json', event), inline('book.json', book)] },
    ]);
    expect(doc.market_data!.orderbooks).toEqual([
      expect.objectContaining({
        observed_at: '2026-05-13T03:00:00.123456Z',
        yes_bids: [['0.42', '13']],
        no_bids: [],
      }),
    ]);
  });
});

describe('Polymarket price history of any request', () => {
  const run = (...names: string[]) => {
    const warnings: Problem[] = [];
    const base = venueFiles('polymarket').files.filter((f) => !f.file.includes('prices-history'));
    const history = venueFiles('polymarket', 'polymarket-history').files.filter((f) =>
      names.some((n) => f.file.endsWith(n)),
    );
    const doc = adaptVenuePayloads(
      [{ venue: 'polymarket', files: [...base, ...history] }],
      undefined,
      warnings,
    );
    const bars = doc.market_data!.price_history.filter((b) => b.listing_id === 'lst-pm-640102-yes');
    return { bars: bars.map((b) => [b.start, b.open, b.high, b.low, b.close]), warnings };
  };

  test('samples off the hour (fidelity=60) fall into the hour that holds them', () => {
    expect(run('prices-history-off-minute.json').bars).toEqual([
      ['2026-11-21T13:00:00Z', '0.455', '0.455', '0.455', '0.455'],
      ['2026-11-21T14:00:00Z', '0.47', '0.47', '0.47', '0.47'],
      ['2026-11-21T15:00:00Z', '0.48', '0.48', '0.48', '0.48'],
    ]);
  });

  test('5-minute samples (interval= without fidelity: period from their spacing) are aggregated into 1h bars', () => {
    expect(run('prices-history-five-minutes.json').bars).toEqual([
      ['2026-11-21T14:00:00Z', '0.47', '0.5', '0.44', '0.46'],
      ['2026-11-21T15:00:00Z', '0.48', '0.49', '0.48', '0.49'],
    ]);
  });

  test('daily fidelity is skipped with a warning, the rest lands', () => {
    const { bars, warnings } = run('prices-history-daily.json', 'prices-history-off-minute.json');
    expect(bars).toHaveLength(3);
    expect(warnings.map((w) => `${w.path.replace(/^.*\//, '')}: ${String(w.reason)}`)).toEqual([
      'prices-history-daily.json: $.response.history: price history skipped: a period of 1440 minutes is neither 1 minute nor a part of an hour: only 1m and 1h bars are kept',
    ]);
  });
});

describe('a Gamma market without "events"', () => {
  const market = (id: string) => ({
    id,
    question: `Market ${id}?`,
    conditionId: `0x${id.padStart(64, '0')}`,
    slug: `market-${id}`,
    clobTokenIds: JSON.stringify([`${id}1`, `${id}2`]),
    outcomes: '["Yes","No"]',
    outcomePrices: '["0.5","0.5"]',
    description: 'Resolves Yes if it happens.',
    active: true,
    closed: false,
  });

  test('is kept when an event of the run lists it, else skipped with a warning: the page still lands', () => {
    const event = { id: '900', title: 'An event', markets: [market('901')] };
    const warnings = warningsOf((w) => {
      const doc = adaptVenuePayloads(
        [
          {
            venue: 'polymarket',
            files: [
              inline('markets.json', [market('901'), market('902')]),
              inline('events.json', [event]),
            ],
          },
        ],
        undefined,
        w,
      );
      expect(doc.markets.map((m) => m.title)).toEqual(['Market 901?']);
    });
    expect(warnings).toEqual([
      'markets.json: $[1]: market 902 skipped: it names no event ("events" is absent)',
    ]);
  });
});

describe('observations over time: the later one supersedes', () => {
  const recording = (fetchedAt: string, title: string, yesBid: string) => ({
    url: 'https://api.elections.kalshi.com/trade-api/v2/markets/KXSPACEXSTARSHIP-12-26MAY19',
    fetched_at: fetchedAt,
    response: {
      market: {
        ...venueFiles('kalshi', 'kalshi-fixed-point')
          .files.filter((f) => f.file.endsWith('market-kxspacexstarship-12-26may19.json'))
          .map((f) => (JSON.parse(f.text) as { response: { market: object } }).response.market)[0],
        title,
        yes_bid_dollars: yesBid,
      },
    },
  });
  const event = venueFiles('kalshi', 'kalshi-fixed-point').files.filter((f) =>
    f.file.endsWith('event-kxspacexstarship-12.json'),
  );
  const adapt = (...files: [string, unknown][]) =>
    adaptVenuePayloads([
      { venue: 'kalshi', files: [...event, ...files.map(([name, json]) => inline(name, json))] },
    ]);

  test('two snapshots of one market fetched at different times combine, in either file order', () => {
    const early = recording('2026-05-13T03:00:00Z', 'Starship by May 19?', '0.6000');
    const late = recording('2026-05-14T03:00:00Z', 'Starship flight 12 by May 19?', '0.6100');
    for (const doc of [
      adapt(['a.json', early], ['b.json', late]),
      adapt(['a.json', late], ['b.json', early]),
    ]) {
      expect(doc.markets.map((m) => m.title)).toEqual(['Starship flight 12 by May 19?']);
      // Each observation's quotes stay: a quote is keyed by its time.
      expect(doc.market_data!.quotes.map((q) => `${q.observed_at} ${q.bid}`).sort()).toEqual([
        '2026-05-13T03:00:00Z 0.33',
        '2026-05-13T03:00:00Z 0.6',
        '2026-05-14T03:00:00Z 0.33',
        '2026-05-14T03:00:00Z 0.61',
      ]);
    }
  });

  test('two different snapshots with the same time still contradict each other', () => {
    const one = recording('2026-05-13T03:00:00Z', 'Starship by May 19?', '0.6000');
    const other = recording('2026-05-13T03:00:00Z', 'Starship flight 12 by May 19?', '0.6000');
    expect(() => adapt(['a.json', one], ['b.json', other])).toThrow(
      /the venue payloads have 1 problem/,
    );
  });
});

describe('Kalshi published fees from the series', () => {
  const event = (seriesTicker: string) => ({
    event: {
      event_ticker: `${seriesTicker}-26`,
      series_ticker: seriesTicker,
      title: 'An event',
      mutually_exclusive: false,
    },
    markets: [
      {
        ticker: `${seriesTicker}-26-A`,
        event_ticker: `${seriesTicker}-26`,
        title: 'A market',
        status: 'active',
        result: '',
        open_time: '2026-05-13T02:30:00Z',
        close_time: '2026-05-20T03:59:00Z',
        rules_primary: 'If it happens, the market resolves to Yes.',
      },
    ],
  });
  const series = (ticker: string, feeType: string, multiplier: number) => ({
    series: { ticker, category: 'Sports', tags: [], fee_type: feeType, fee_multiplier: multiplier },
  });

  test('quadratic_with_maker_fees: 0.07 and 0.0175 times the multiplier, on both listings; a flat series warns', () => {
    const warnings: Problem[] = [];
    const doc = adaptVenuePayloads(
      [
        {
          venue: 'kalshi',
          files: [
            inline('ev-a.json', event('KXA')),
            inline('series-a.json', series('KXA', 'quadratic_with_maker_fees', 0.5)),
            inline('ev-b.json', event('KXB')),
            inline('series-b.json', series('KXB', 'flat', 1)),
          ],
        },
      ],
      undefined,
      warnings,
    );
    expect(doc.market_data!.fees).toEqual([
      {
        venue: 'kalshi',
        listing_ids: ['lst-kx-kxa-26-a-yes', 'lst-kx-kxa-26-a-no'],
        kind: 'TAKER',
        formula: 'RATE_PRICE_COMPLEMENT',
        rate: '0.035',
        rounding: 'UP_TO_CENT',
      },
      {
        venue: 'kalshi',
        listing_ids: ['lst-kx-kxa-26-a-yes', 'lst-kx-kxa-26-a-no'],
        kind: 'MAKER',
        formula: 'RATE_PRICE_COMPLEMENT',
        rate: '0.00875',
        rounding: 'UP_TO_CENT',
      },
    ]);
    expect(warnings.map((w) => `${w.path}: ${String(w.reason)}`)).toEqual([
      'series-b.json: $.series.fee_type: fees skipped: fee type "flat" is not priced from the API (only quadratic and quadratic_with_maker_fees are)',
    ]);
  });
});

describe('Kalshi scheduled series fee changes', () => {
  const event = {
    event: {
      event_ticker: 'KXA-26',
      series_ticker: 'KXA',
      title: 'An event',
      mutually_exclusive: false,
    },
    markets: [
      {
        ticker: 'KXA-26-A',
        event_ticker: 'KXA-26',
        title: 'A market',
        status: 'active',
        result: '',
        open_time: '2026-05-13T02:30:00Z',
        close_time: '2026-05-20T03:59:00Z',
        rules_primary: 'If it happens, the market resolves to Yes.',
      },
    ],
  };
  const series = {
    series: {
      ticker: 'KXA',
      category: 'Sports',
      tags: [],
      fee_type: 'quadratic',
      fee_multiplier: 1,
    },
  };
  const lines = (doc: CatalogDocument) =>
    doc.market_data!.fees.map((f) => [f.kind, f.rate, f.effective_from ?? null]);

  test('the recorded API reference shape (PascalCase) and the SDK shape (snake_case) give the same dated lines', () => {
    // kalshi/series-fee-changes.json is among the fixtures: the API reference's casing.
    const ofFed = adaptVenuePayloads([venueFiles('kalshi')]);
    const fedLines = ofFed.market_data!.fees.filter((f) =>
      f.listing_ids.includes('lst-kx-kxfeddecision-26dec-h0-yes'),
    );
    expect(fedLines.map((f) => [f.kind, f.rate, f.effective_from ?? null])).toEqual([
      ['TAKER', '0.07', null],
      ['MAKER', '0', null],
      ['TAKER', '0.035', '2030-01-01T05:00:00Z'],
      ['MAKER', '0.00875', '2030-01-01T05:00:00Z'],
    ]);

    const snake = inline('fee-changes.json', {
      series_fee_change_arr: [
        {
          id: 'c1',
          series_ticker: 'KXA',
          fee_type: 'quadratic_with_maker_fees',
          fee_multiplier: 2,
          scheduled_ts: '2027-03-01T00:00:00Z',
        },
      ],
    });
    const doc = adaptVenuePayloads([
      { venue: 'kalshi', files: [inline('ev.json', event), inline('s.json', series), snake] },
    ]);
    expect(lines(doc)).toEqual([
      ['TAKER', '0.07', null],
      ['MAKER', '0', null],
      ['TAKER', '0.14', '2027-03-01T00:00:00Z'],
      ['MAKER', '0.035', '2027-03-01T00:00:00Z'],
    ]);
  });

  test('a change without its time or series is refused with its path', () => {
    const bad = inline('fee-changes.json', {
      series_fee_change_arr: [{ SeriesTicker: 'KXA', FeeType: 'quadratic', FeeMultiplier: 1 }],
    });
    expect(() =>
      adaptVenuePayloads([{ venue: 'kalshi', files: [inline('ev.json', event), bad] }]),
    ).toThrow(
      expect.objectContaining({
        details: {
          problems: [
            {
              path: 'fee-changes.json: $.series_fee_change_arr[0].ScheduledTs',
              reason: expect.any(String),
            },
          ],
        },
      }),
    );
  });
});

describe('Polymarket published fees from the Gamma market', () => {
  const recordedMarket = fixtureJson(
    'polymarket-fees/gamma-market-btc-updown-5m-1787414400.json',
  ) as Record<string, unknown>;
  const eventOf = (market: Record<string, unknown>) => [
    { id: '9100', title: 'Bitcoin Up or Down', slug: 'btc-updown', markets: [market] },
  ];
  const adapt = (market: Record<string, unknown>, warnings: Problem[] = []) =>
    adaptVenuePayloads(
      [{ venue: 'polymarket', files: [inline('events.json', eventOf(market))] }],
      undefined,
      warnings,
    ).market_data!.fees;

  test('feeSchedule of a recorded market: takers pay rate × price × (1 − price), makers nothing', () => {
    const fees = adapt(recordedMarket);
    expect(fees.map((f) => [f.kind, f.formula, f.rate, f.rounding, f.listing_ids.length])).toEqual([
      ['TAKER', 'RATE_PRICE_COMPLEMENT', '0.07', 'NONE', 2],
      ['MAKER', 'RATE_PRICE_COMPLEMENT', '0', 'NONE', 2],
    ]);
  });

  test('a fee-free market gets zero lines; an exponent other than 1 is warned, not guessed', () => {
    const { feeSchedule: _schedule, ...plain } = recordedMarket;
    expect(adapt({ ...plain, feesEnabled: false }).map((f) => [f.kind, f.rate])).toEqual([
      ['TAKER', '0'],
      ['MAKER', '0'],
    ]);
    expect(adapt(plain)).toEqual([]);
    const warnings: Problem[] = [];
    const squared = {
      ...recordedMarket,
      feeSchedule: { exponent: 2, rate: 0.25, takerOnly: true },
    };
    expect(adapt(squared, warnings)).toEqual([]);
    expect(warnings.map((w) => `${w.path}: ${String(w.reason)}`)).toEqual([
      'events.json: $[0].markets[0].feeSchedule.exponent: fees skipped: exponent 2 is not priced (only rate × price × (1 − price), exponent 1, is)',
    ]);
  });
});
