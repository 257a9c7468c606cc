// The Polymarket and Kalshi adapters on the recorded payloads (issue "Venue adapters"): native
// identifiers exact and in their own fields, exact conversions, derived families and scenarios,
// VOID and not-analysable markets, the equivalence merge, and bad input named by file and path.
import { adaptVenuePayloads } from '../../../src/catalog/venues/adapt-venues';
import { ServiceError } from '../../../src/domain/errors';
import { EQUIVALENCE, fixtureJson, inline, payload, venueFiles } from './venue-fixtures';

const pmEvents = fixtureJson('polymarket/gamma-events.json');
const fedNoChange = pmEvents[0].markets[2];
const [noChangeYesToken, noChangeNoToken] = JSON.parse(fedNoChange.clobTokenIds);

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return (error.details?.problems ?? []).map((p) => `${p.path}: ${p.reason}`);
  }
  throw new Error('the adapter did not fail');
}

function scenarioIds(doc: any, familyId: string): string[] {
  const family = doc.families.find((f: any) => f.family_id === familyId);
  return family.scenario_versions[0].scenarios.map((s: any) => s.scenario_id);
}

function yesPayouts(doc: any, marketId: string): Record<string, string> {
  const market = doc.markets.find((m: any) => m.market_id === marketId);
  return Object.assign({}, ...Object.values(market.outcomes[0].payouts));
}

describe('Polymarket adapter', () => {
  const doc = adaptVenuePayloads([venueFiles('polymarket')]);

  test('keeps event ID, market ID, condition ID, token IDs and slug exact, each in its own field', () => {
    const market = doc.markets.find((m) => m.market_id === 'mkt-pm-612803')!;
    expect(market.event_ids).toEqual(['evt-pm-41187']);
    const [yes, no] = market.outcomes.map((o) => o.listings[0]!);
    expect(yes).toMatchObject({
      listing_id: 'lst-pm-612803-yes',
      venue: 'polymarket',
      venue_market_id: '612803',
      venue_outcome_id: 'Yes',
      venue_event_ids: ['41187'],
      token_id: noChangeYesToken,
      condition_id: fedNoChange.conditionId,
      slug: 'no-change-in-fed-interest-rates-after-december-2026-meeting',
    });
    expect(no!.token_id).toBe(noChangeNoToken);
    expect(yes!.token_id).toMatch(/^\d{70,}$/);
    expect(yes!.condition_id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(yes!.ticker).toBeUndefined();
    const event = doc.events.find((e) => e.event_id === 'evt-pm-41187')!;
    expect(event).toMatchObject({
      venue: 'polymarket',
      venue_event_id: '41187',
      category: 'Fed Rates',
    });
    expect(event.tags).toEqual(['polymarket', 'fed-rates', 'economy']);
  });

  test('a negative-risk event becomes a family whose scenarios are its outcomes (no "other" unless augmented)', () => {
    expect(scenarioIds(doc, 'fam-pm-41187')).toEqual([
      '50-bps-decrease',
      '25-bps-decrease',
      'no-change',
      '25-bps-increase',
    ]);
    expect(yesPayouts(doc, 'mkt-pm-612803')).toEqual({
      '50-bps-decrease': '0',
      '25-bps-decrease': '0',
      'no-change': '1',
      '25-bps-increase': '0',
    });
  });

  test('a Gamma keyset page ({events | markets, next_cursor}) reads as the plain list does', () => {
    const events = fixtureJson('polymarket/gamma-events.json');
    const markets = fixtureJson('polymarket/gamma-markets.json');
    const plain = adaptVenuePayloads([
      {
        venue: 'polymarket',
        files: [inline('events.json', events), inline('markets.json', markets)],
      },
    ]);
    const keyset = adaptVenuePayloads([
      {
        venue: 'polymarket',
        files: [
          inline('events-keyset.json', { events, next_cursor: 'MTAw' }),
          inline('markets-keyset.json', { markets }),
        ],
      },
    ]);
    expect(keyset).toEqual(plain);
  });

  test('a negative-risk event with a single listed market is a plain binary family', () => {
    const events = fixtureJson('polymarket/gamma-events.json');
    events[0].markets = [events[0].markets[2]];
    const one = adaptVenuePayloads([{ venue: 'polymarket', files: [inline('pm.json', events)] }]);
    expect(scenarioIds(one, 'fam-pm-mkt-612803')).toEqual(['yes', 'no']);
    expect(one.families.some((f) => f.family_id === 'fam-pm-41187')).toBe(false);
  });

  test('a ladder of "↑ X" markets becomes interval scenarios, with the explicit 50-50 rule as VOID', () => {
    expect(scenarioIds(doc, 'fam-pm-43310')).toEqual([
      'lt-100000',
      'ge-100000-lt-110000',
      'ge-110000-lt-120000',
      'ge-120000',
      'void-50-50',
    ]);
    const family = doc.families.find((f) => f.family_id === 'fam-pm-43310')!;
    expect(family.scenario_versions[0]!.scenarios.at(-1)!.kind).toBe('VOID');
    expect(yesPayouts(doc, 'mkt-pm-640102')).toEqual({
      'lt-100000': '0',
      'ge-100000-lt-110000': '0',
      'ge-110000-lt-120000': '1',
      'ge-120000': '1',
      'void-50-50': '0.5',
    });
    const no = doc.markets.find((m) => m.market_id === 'mkt-pm-640102')!.outcomes[1]!;
    expect(Object.values(no.payouts)[0]).toMatchObject({ 'lt-100000': '1', 'void-50-50': '0.5' });
  });

  test('a closed and resolved market is RESOLVED with its winning outcome; a lone market from /markets has its own family', () => {
    const house = doc.markets.find((m) => m.market_id === 'mkt-pm-509911')!;
    expect(house.status).toBe('RESOLVED');
    expect(house.settlement_evidence?.resolved_outcome_id).toBe('out-pm-509911-yes');
    expect(doc.events.find((e) => e.event_id === 'evt-pm-22417')!.status).toBe('RESOLVED');
    const lone = doc.markets.find((m) => m.market_id === 'mkt-pm-655020')!;
    expect(lone.event_ids).toEqual(['evt-pm-44902']);
    expect(scenarioIds(doc, 'fam-pm-mkt-655020')).toEqual(['yes', 'no']);
  });

  test('a /markets payload read before its /events payload: the full event replaces the summary', () => {
    const lone = { ...fedNoChange, events: [{ id: '41187', title: 'Fed (summary)' }] };
    const again = adaptVenuePayloads([
      {
        venue: 'polymarket',
        files: [inline('markets.json', [lone]), inline('events.json', pmEvents)],
      },
    ]);
    expect(again.events.filter((e) => e.venue_event_id === '41187')).toMatchObject([
      { title: 'Fed decision in December?', family_ids: ['fam-pm-41187'] },
    ]);
    expect(again.markets.filter((m) => m.market_id === 'mkt-pm-612803')).toHaveLength(1);
  });

  test('CLOB books and price history: exact decimal strings, millisecond timestamps to ISO 8601 UTC', () => {
    const md = doc.market_data!;
    const book = md.orderbooks.find((b) => b.listing_id === 'lst-pm-612803-yes')!;
    expect(book).toEqual({
      listing_id: 'lst-pm-612803-yes',
      observed_at: '2026-11-21T16:00:12.345Z',
      bids: [
        ['0.61', '1520.5'],
        ['0.62', '800'],
      ],
      asks: [
        ['0.64', '420.25'],
        ['0.63', '1000'],
      ],
    });
    const bars = md.price_history.filter((b) => b.listing_id === 'lst-pm-640102-yes');
    expect(bars.map((b) => [b.start, b.close, b.interval])).toEqual([
      ['2026-11-21T13:00:00Z', '0.455', '1h'],
      ['2026-11-21T14:00:00Z', '0.47', '1h'],
      ['2026-11-21T15:00:00Z', '0.48', '1h'],
    ]);
  });
});

describe('Kalshi adapter', () => {
  const doc = adaptVenuePayloads([venueFiles('kalshi')]);

  test('keeps series, event and market tickers exact; listings carry the ticker and yes/no', () => {
    const market = doc.markets.find((m) => m.market_id === 'mkt-kx-kxfeddecision-26dec-h0')!;
    expect(market.event_ids).toEqual(['evt-kx-kxfeddecision-26dec']);
    expect(market.outcomes.map((o) => o.listings[0])).toMatchObject([
      {
        listing_id: 'lst-kx-kxfeddecision-26dec-h0-yes',
        venue: 'kalshi',
        venue_market_id: 'KXFEDDECISION-26DEC-H0',
        venue_outcome_id: 'yes',
        ticker: 'KXFEDDECISION-26DEC-H0',
        venue_event_ids: ['KXFEDDECISION-26DEC'],
      },
      { venue_outcome_id: 'no', ticker: 'KXFEDDECISION-26DEC-H0' },
    ]);
    expect(market.outcomes[0]!.listings[0]!.token_id).toBeUndefined();
    const event = doc.events.find((e) => e.event_id === 'evt-kx-kxfeddecision-26dec')!;
    expect(event).toMatchObject({ venue_event_id: 'KXFEDDECISION-26DEC', category: 'Economics' });
    expect(event.tags).toEqual(['kalshi', 'kxfeddecision', 'Fed', 'Interest rates']);
    expect(market.settlement_evidence?.source).toBe(
      'https://www.federalreserve.gov/monetarypolicy/openmarket.htm',
    );
  });

  test('a mutually exclusive event becomes outcome scenarios plus "other"', () => {
    expect(scenarioIds(doc, 'fam-kx-kxfeddecision-26dec')).toEqual([
      'h0',
      'c25',
      'c26',
      'h25',
      'other',
    ]);
    expect(yesPayouts(doc, 'mkt-kx-kxfeddecision-26dec-c25')).toEqual({
      h0: '0',
      c25: '1',
      c26: '0',
      h25: '0',
      other: '0',
    });
  });

  test("a reworded title keeps the family's scenario version and the market's settlement terms", () => {
    const event = fixtureJson('kalshi/event-kxfeddecision-26dec.json');
    event.event.title = 'Fed decision at the December 2026 meeting?';
    event.markets[0].title = 'Will the Fed hold rates in Dec 2026?';
    const kalshi = venueFiles('kalshi');
    kalshi.files = kalshi.files.map((f) =>
      f.file.endsWith('event-kxfeddecision-26dec.json') ? inline(f.file, event) : f,
    );
    const version = (d: any) =>
      d.families.find((f: any) => f.family_id === 'fam-kx-kxfeddecision-26dec').scenario_versions[0]
        .version;
    const reworded = adaptVenuePayloads([kalshi]);
    expect(version(reworded)).toBe(version(doc));
    const terms = (d: any) => {
      const m = d.markets.find((x: any) => x.market_id === 'mkt-kx-kxfeddecision-26dec-h0');
      return [m.settlement_summary, m.payout_conditions, m.outcomes];
    };
    expect(terms(reworded)).toEqual(terms(doc));
    expect(terms(doc)[0]).toBe(
      'Settles by the kalshi rules of ticker KXFEDDECISION-26DEC-H0: YES pays 1 in h0; NO pays 1 in the other NORMAL scenarios of fam-kx-kxfeddecision-26dec.',
    );
  });

  test('a ladder of "greater" strikes becomes (a, b] intervals', () => {
    expect(scenarioIds(doc, 'fam-kx-kxbtcd-26dec3117')).toEqual([
      'le-99999p99',
      'gt-99999p99-le-109999p99',
      'gt-109999p99-le-119999p99',
      'gt-119999p99',
    ]);
    expect(yesPayouts(doc, 'mkt-kx-kxbtcd-26dec3117-t109999.99')).toEqual({
      'le-99999p99': '0',
      'gt-99999p99-le-109999p99': '0',
      'gt-109999p99-le-119999p99': '1',
      'gt-119999p99': '1',
    });
  });

  test('ambiguous exceptional-settlement text makes the market not analysable, with the reason', () => {
    const shutdown = doc.markets.find((m) => m.market_id === 'mkt-kx-kxgovshut-26dec31')!;
    expect(shutdown.outcomes.map((o) => o.payouts)).toEqual([{}, {}]);
    expect(shutdown.settlement_summary).toContain('Not analysable');
    expect(shutdown.settlement_summary).toContain('fair price determined by Kalshi');
  });

  test('a finalized market is RESOLVED with its result and settlement time', () => {
    const cpi = doc.markets.find((m) => m.market_id === 'mkt-kx-kxcpiyoy-26oct-t3.0')!;
    expect(cpi.status).toBe('RESOLVED');
    expect(cpi.settlement_evidence).toMatchObject({
      resolved_outcome_id: 'out-kx-kxcpiyoy-26oct-t3.0-no',
      resolved_at: '2026-11-12T14:05:00Z',
    });
  });

  test('a market under dispute is CLOSED, and a status Kalshi adds later is UNKNOWN, not a refused market', () => {
    const events = fixtureJson('kalshi/events-kxbtcd.json');
    const statusOf = (status: string): string => {
      const event = structuredClone(events.events[0]);
      event.markets = [{ ...event.markets[0], status }];
      const adapted = adaptVenuePayloads([
        { venue: 'kalshi', files: [inline('events.json', { events: [event], cursor: '' })] },
      ]);
      return adapted.markets[0]!.status;
    };
    expect(statusOf('disputed')).toBe('CLOSED');
    expect(statusOf('suspended_for_review')).toBe('UNKNOWN');
  });

  test('cents become decimal dollars exactly and times ISO 8601 UTC: books, trades, candles, quotes', () => {
    const md = doc.market_data!;
    expect(md.orderbooks).toEqual([
      {
        listing_id: 'lst-kx-kxfeddecision-26dec-h0-yes',
        observed_at: '2026-11-21T15:59:30Z',
        yes_bids: [
          ['0.58', '2400'],
          ['0.59', '310'],
          ['0.6', '1200'],
        ],
        no_bids: [
          ['0.35', '900'],
          ['0.36', '150'],
          ['0.37', '2200'],
        ],
      },
    ]);
    expect(md.trades[0]).toEqual({
      trade_id: '6513270e-269e-4d37-b2a7-4de452e6b438',
      listing_id: 'lst-kx-kxfeddecision-26dec-h0-yes',
      price: '0.61',
      quantity: '120',
      taker_side: 'BUY',
      executed_at: '2026-11-21T15:00:17Z',
    });
    expect(md.trades[2]).toMatchObject({ price: '0.6', taker_side: 'SELL' });
    // The candle without trades (price null) gives no bar; end_period_ts is the end of the hour.
    expect(md.price_history).toEqual([
      expect.objectContaining({
        start: '2026-11-21T13:00:00Z',
        open: '0.45',
        high: '0.47',
        low: '0.44',
        close: '0.46',
        volume: '1210',
      }),
      expect.objectContaining({
        start: '2026-11-21T15:00:00Z',
        open: '0.46',
        close: '0.47',
        volume: '880',
      }),
    ]);
    expect(md.quotes).toEqual([
      {
        listing_id: 'lst-kx-kxgovshut-26dec31-yes',
        bid: '0.18',
        ask: '0.21',
        last: '0.2',
        observed_at: '2026-11-21T15:58:00Z',
      },
      {
        listing_id: 'lst-kx-kxgovshut-26dec31-no',
        bid: '0.79',
        ask: '0.82',
        observed_at: '2026-11-21T15:58:00Z',
      },
    ]);
  });
});

describe('equivalence', () => {
  test('merges the paired Kalshi and Polymarket markets under one market and one outcome per side', () => {
    const doc = adaptVenuePayloads(
      [venueFiles('polymarket'), venueFiles('kalshi')],
      payload(EQUIVALENCE),
    );
    expect(doc.markets.find((m) => m.market_id === 'mkt-pm-612803')).toBeUndefined();
    const merged = doc.markets.find((m) => m.market_id === 'mkt-kx-kxfeddecision-26dec-h0')!;
    expect(merged.event_ids).toEqual(['evt-kx-kxfeddecision-26dec', 'evt-pm-41187']);
    // Both markets are in the FOMC decision's cross-venue family too, where they pay alike.
    expect(merged.family_ids).toEqual([
      'fam-kx-kxfeddecision-26dec',
      expect.stringMatching(/^fam-xv-change-of-the-upper-bound/),
      'fam-pm-41187',
    ]);
    expect(merged.outcomes.map((o) => o.listings.map((l) => l.listing_id))).toEqual([
      ['lst-kx-kxfeddecision-26dec-h0-yes', 'lst-pm-612803-yes'],
      ['lst-kx-kxfeddecision-26dec-h0-no', 'lst-pm-612803-no'],
    ]);
    expect(Object.keys(merged.outcomes[0]!.payouts)).toHaveLength(3);
    expect(merged.settlement_summary).toContain(
      'Settlement-equivalent to Polymarket market 612803',
    );
  });

  test('refuses a pair whose visible settlement rules differ, listing each difference', () => {
    const events = fixtureJson('polymarket/gamma-events.json');
    events[0].markets[2].resolutionSource = 'https://www.cmegroup.com/fedwatch';
    events[0].markets[2].endDate = '2026-12-10T19:00:00Z';
    events[0].markets[2].description +=
      ' If the meeting is cancelled, this market will resolve 50-50.';
    const poly = venueFiles('polymarket');
    poly.files = poly.files.map((f) =>
      f.file.endsWith('gamma-events.json') ? inline(f.file, events) : f,
    );
    const problems = problemsOf(() =>
      adaptVenuePayloads([poly, venueFiles('kalshi')], payload(EQUIVALENCE)),
    );
    expect(problems).toHaveLength(3);
    expect(
      problems.every((p) => p.startsWith(`${EQUIVALENCE}: $.pairs[0]: settlement rules differ`)),
    ).toBe(true);
    expect(problems.join('\n')).toMatch(
      /resolution source is "https:\/\/www.federalreserve.gov.*" on Kalshi but "https:\/\/www.cmegroup.com\/fedwatch"/,
    );
    expect(problems.join('\n')).toContain(
      'observation window ends 2026-12-09T19:00:00Z (close_time) on Kalshi but 2026-12-10T19:00:00Z',
    );
    expect(problems.join('\n')).toContain(
      'void rule is none on Kalshi but void-50-50 on Polymarket',
    );
    // The resolution source Polymarket now names (CME FedWatch) is a settlement source of its
    // own, so the two markets share no cross-venue family whose scenarios could differ.
    expect(problems.join('\n')).not.toMatch(/in fam-xv-/);
  });

  test('a pair naming a market that is not among the payloads is refused by its field', () => {
    const problems = problemsOf(() =>
      adaptVenuePayloads(
        [venueFiles('polymarket'), venueFiles('kalshi')],
        inline('eq.json', {
          format: 'settlegraph.equivalence/v1',
          pairs: [
            {
              kalshi_ticker: 'KXFEDDECISION-26DEC-XX',
              polymarket_market_id: '41187',
              reason: 'event ID is not a market ID',
            },
          ],
        }),
      ),
    );
    expect(problems).toEqual([
      'eq.json: $.pairs[0].kalshi_ticker: no Kalshi market with ticker "KXFEDDECISION-26DEC-XX" among the payloads',
      'eq.json: $.pairs[0].polymarket_market_id: no Polymarket market with market_id "41187" among the payloads',
    ]);
  });
});

describe('bad input: file and JSON path named, nothing built', () => {
  const kalshiEvent = fixtureJson('kalshi/event-kxfeddecision-26dec.json');

  test('a payload of the wrong venue', () => {
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'polymarket', files: [inline('kx.json', kalshiEvent)] }]),
      ),
    ).toEqual([
      expect.stringMatching(/^kx\.json: \$: a Kalshi payload .* pass it after "kalshi"$/),
    ]);
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'kalshi', files: [inline('pm.json', pmEvents)] }]),
      ),
    ).toEqual([
      expect.stringMatching(/^pm\.json: \$: a Polymarket payload .* pass it after "polymarket"$/),
    ]);
  });

  test('a payload of the wrong shape, and one that is not JSON', () => {
    expect(
      problemsOf(() =>
        adaptVenuePayloads([
          {
            venue: 'kalshi',
            files: [
              inline('odd.json', { hello: 'world' }),
              { file: 'broken.json', text: '{"events": [' },
            ],
          },
        ]),
      ),
    ).toEqual([
      'odd.json: $: not a Kalshi payload: expected events ({events, cursor}, {event, markets}, an event, or an array of events), markets ({markets, cursor}, {market}, a market, or an array of markets), series, series fee changes, an orderbook, trades, candlesticks or event metadata',
      expect.stringMatching(/^broken\.json: \$: not valid JSON/),
    ]);
    const events = fixtureJson('polymarket/gamma-events.json');
    events[1].markets[0].clobTokenIds = ['123', '456'];
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'polymarket', files: [inline('pm.json', events)] }]),
      ),
    ).toEqual(['pm.json: $[1].markets[0].clobTokenIds: must be a string']);
  });

  test('a missing field', () => {
    const event = structuredClone(kalshiEvent);
    delete event.markets[1].close_time;
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'kalshi', files: [inline('ev.json', event)] }]),
      ),
    ).toEqual(['ev.json: $.markets[1].close_time: missing required field']);
    const events = fixtureJson('polymarket/gamma-events.json');
    delete events[0].markets[3].conditionId;
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'polymarket', files: [inline('pm.json', events)] }]),
      ),
    ).toEqual(['pm.json: $[0].markets[3].conditionId: missing required field']);
  });

  test('a duplicate identifier with other content names both places', () => {
    const event = structuredClone(kalshiEvent);
    event.markets[2] = { ...event.markets[2], ticker: 'KXFEDDECISION-26DEC-H0' };
    expect(
      problemsOf(() =>
        adaptVenuePayloads([{ venue: 'kalshi', files: [inline('ev.json', event)] }]),
      ),
    ).toEqual([
      'ev.json: $.markets[2].ticker: duplicate market "KXFEDDECISION-26DEC-H0": also defined with other content at ev.json: $.markets[0] (record fetched_at to combine observations made at different times)',
    ]);
  });

  test('market data for a market that is not among the payloads, and an orderbook without its url', () => {
    const kalshi = venueFiles('kalshi');
    kalshi.files = kalshi.files.filter((f) => !f.file.includes('event-kxfeddecision'));
    const problems = problemsOf(() => adaptVenuePayloads([kalshi]));
    expect(problems).toContain(
      `${kalshi.files.find((f) => f.file.includes('trades'))!.file}: $.trades[0]: no market "KXFEDDECISION-26DEC-H0" among the kalshi payloads`,
    );
    const book = fixtureJson('kalshi/orderbook-kxfeddecision-26dec-h0.json').response;
    expect(
      problemsOf(() => adaptVenuePayloads([{ venue: 'kalshi', files: [inline('ob.json', book)] }])),
    ).toEqual([
      expect.stringMatching(/^ob\.json: \$\.url: an orderbook response does not name its market/),
    ]);
  });
});
