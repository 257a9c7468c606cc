// What the venues state as data, read as facts (docs/venue-adapters.md, "Venue facts"), on recorded
// responses: Kalshi market strikes and times, event and series settlement sources, contract terms,
// tags and category; Gamma endDate, resolutionSource, groupItemTitle/Threshold, negRisk and tags.
// A fact absent or of another type is left out, never a record refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVenuePayloads } from '../../src/venues/read-venue-payloads';
import type { VenueFiles } from '../../src/venues/common/payload-file';
import type { VenuePayloads } from '../../src/venues/common/venue-model';

const ROOT = join(__dirname, '..', 'fixtures');
const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function read(groups: VenueFiles[]): VenuePayloads[] {
  return readVenuePayloads(groups);
}

/** The cockpit series file is an array of `GET /series/{t}` responses: one file each. */
function cockpitSeries(): { file: string; text: string }[] {
  const all = JSON.parse(
    text('terms-corpus/reference/kalshi-series-cockpit-2026-08-20.json'),
  ) as unknown[];
  return all.map((series, i) => ({ file: `series[${i}]`, text: JSON.stringify(series) }));
}

describe('Kalshi facts', () => {
  const [kalshi] = read([
    {
      venue: 'kalshi',
      files: [
        {
          // The corpus keeps the events of `GET /events` as a bare array.
          file: 'events-sports',
          text: JSON.stringify({
            events: JSON.parse(
              text('terms-corpus/tuning/kalshi/kalshi-cockpit-events-sports-2026-08.json'),
            ) as unknown,
          }),
        },
        ...cockpitSeries(),
      ],
    },
  ]);

  test("a game market's strike type, custom strike (its structured target), times with its opening, and its tickers' competitors", () => {
    const market = kalshi!.markets.find((m) => m.marketId === 'KXMLBGAME-26AUG092020HOUSD-HOU');
    expect(market?.facts).toEqual({
      // KXMLBGAME-26AUG092020HOUSD: the MLB series, 8:20 PM on Aug 9, HOU+SD; the market pays on HOU.
      tickerCompetitors: { league: 'MLB', codes: ['HOU', 'SD'], yes: 'HOU' },
      // The game series' league, whether or not the tickers split: the venue names its teams by codes.
      codedGameLeague: 'MLB',
      strikeType: 'structured',
      customStrike: { baseball_team: '9f4268d7-a294-4698-98c5-c16e37e4ac3d' },
      referenceIds: ['9f4268d7-a294-4698-98c5-c16e37e4ac3d'],
      openTime: '2026-08-07T00:40:00Z',
      closeTime: '2026-08-13T00:20:00Z',
      expectedExpirationTime: '2026-08-10T03:20:00Z',
      expirationTime: '2026-08-13T00:20:00Z',
    });
  });

  test("an event's own settlement sources, its series' contract terms, tags and category", () => {
    const event = kalshi!.events.find((e) => e.eventId === 'KXMLBGAME-26AUG092020HOUSD');
    expect(event?.facts).toEqual({
      settlementSources: [
        { name: 'ESPN', url: 'https://www.espn.com' },
        { name: 'Fox Sports', url: 'https://www.foxsports.com' },
        { name: 'the Governing League', url: 'https://www.mlb.com/' },
      ],
      contractTermsUrl: 'https://assets.kalshi.com/contract_terms/MLBGAME.pdf',
      tags: ['Baseball', 'Sports'],
    });
  });

  test('every market of the recording states its close time; none is refused for its facts', () => {
    for (const market of kalshi!.markets) expect(market.facts?.closeTime).toMatch(/Z$/);
  });

  test("a series without contract_terms_url gives its contract_url; the series' sources stand in for the event's", () => {
    const [fed] = read([
      {
        venue: 'kalshi',
        files: [
          { file: 'event', text: text('venues/kalshi/event-kxfeddecision-26dec.json') },
          { file: 'series', text: text('venues/kalshi/series-kxfeddecision.json') },
        ],
      },
    ]);
    const event = fed!.events[0]!;
    expect(event.facts).toMatchObject({
      contractTermsUrl:
        'https://kalshi-public-docs.s3.amazonaws.com/contract_terms/FEDDECISION.pdf',
      tags: ['Fed', 'Interest rates', 'Economics'],
      settlementSources: [
        {
          name: 'Federal Reserve',
          url: 'https://www.federalreserve.gov/monetarypolicy/openmarket.htm',
        },
      ],
    });
  });

  test('a strike as a JSON number is exact decimal text', () => {
    const [btc] = read([
      { venue: 'kalshi', files: [{ file: 'btc', text: text('venues/kalshi/events-kxbtcd.json') }] },
    ]);
    const withFloor = btc!.markets.filter((m) => m.facts?.floorStrike !== undefined);
    expect(withFloor.length).toBeGreaterThan(0);
    for (const m of withFloor) expect(m.facts!.floorStrike).toMatch(/^-?\d+(\.\d+)?$/);
  });

  test('facts of another type are left out and the market is still read', () => {
    const events = JSON.parse(text('venues/kalshi/events-kxbtcd.json')) as {
      events: { markets: Record<string, unknown>[] }[];
    };
    const market = events.events[0]!.markets[0]!;
    // A threshold market's own strike is read by the adapter as before (a `greater` market without
    // a number for its floor is refused): here the strike type names no threshold.
    Object.assign(market, {
      strike_type: 'custom',
      floor_strike: 'not a number',
      cap_strike: { nested: true },
      functional_strike: 42,
      custom_strike: { baseball_team: 7, Person: 'Xi Jinping' },
      expected_expiration_time: 'tomorrow',
      expiration_time: null,
    });
    const [read1] = read([
      { venue: 'kalshi', files: [{ file: 'btc', text: JSON.stringify(events) }] },
    ]);
    const facts = read1!.markets.find((m) => m.marketId === market.ticker)!.facts!;
    expect(facts.floorStrike).toBeUndefined();
    expect(facts.capStrike).toBeUndefined();
    expect(facts.functionalStrike).toBeUndefined();
    expect(facts.expectedExpirationTime).toBeUndefined();
    expect(facts.expirationTime).toBeUndefined();
    expect(facts.customStrike).toEqual({ Person: 'Xi Jinping' });
    expect(facts.strikeType).toBe('custom');
    expect(facts.closeTime).toBeDefined();
  });
});

/**
 * The recorded Gamma events, without the markets the adapter refuses whatever their facts (a
 * market not yet deployed has an empty `conditionId`).
 */
function gammaEvents(): Record<string, unknown>[] {
  const events = JSON.parse(
    text('terms-corpus/tuning/polymarket/value-lab-gamma-events-2026-07.json'),
  ) as Record<string, unknown>[];
  for (const event of events)
    event.markets = (event.markets as Record<string, unknown>[]).filter(
      (m) => typeof m.conditionId === 'string' && m.conditionId !== '',
    );
  return events;
}

describe('Polymarket facts', () => {
  const [polymarket] = read([
    { venue: 'polymarket', files: [{ file: 'events', text: JSON.stringify(gammaEvents()) }] },
  ]);

  test("a market's startDate (its opening), endDate, group item title and threshold (as written) and negRisk", () => {
    const market = polymarket!.markets.find((m) => m.marketId === '516950');
    expect(market?.facts).toEqual({
      openTime: '2024-12-31T19:05:03.540Z',
      endDate: '2025-12-31T12:00:00Z',
      groupItemTitle: 'December 31',
      groupItemThreshold: '0',
      negRisk: false,
    });
  });

  test("an event's tags by label, its endDate and negRisk; an empty resolutionSource is no source", () => {
    const event = polymarket!.events.find((e) => e.eventId === '16183');
    expect(event?.facts).toMatchObject({
      endDate: '2027-01-01T05:00:00Z',
      negRisk: false,
      tags: expect.arrayContaining(['Crypto', 'Finance', '2025 Predictions']),
    });
    expect(event?.facts?.settlementSources).toBeUndefined();
  });

  test('a resolution source is a source without a name; team IDs are reference IDs', () => {
    const events = gammaEvents();
    const market = (events[0]!.markets as Record<string, unknown>[])[0]!;
    Object.assign(market, {
      resolutionSource: 'https://www.coinbase.com',
      teamAID: '103',
      teamBID: '101',
      groupItemThreshold: 3,
      negRisk: 'yes',
    });
    const [read1] = read([
      { venue: 'polymarket', files: [{ file: 'events', text: JSON.stringify(events) }] },
    ]);
    const facts = read1!.markets.find((m) => m.marketId === String(market.id))!.facts!;
    expect(facts.settlementSources).toEqual([{ name: '', url: 'https://www.coinbase.com' }]);
    expect(facts.referenceIds).toEqual(['103', '101']);
    expect(facts.groupItemThreshold).toBeUndefined();
    expect(facts.negRisk).toBeUndefined();
  });
});
