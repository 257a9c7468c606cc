// Reader forms met in the recordings of hisefath/equinox (test/fixtures/cross-venue/SOURCES.md):
// the texts below are quoted from those recorded Kalshi and Polymarket markets of Oct 6, 2026.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { extractTerms } from '../../../../src/domain/settlement-terms/extract-terms';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { VenueText } from '../../../../src/domain/settlement-terms/term-inputs';
import { readTexts } from '../../../support/read-texts';
import type { VenueMarket } from '../../../../src/venues/common/venue-model';
import {
  CROSS_VENUE,
  labelledPairs,
  matchLabelledPairs,
  recordedVenueFiles,
} from '../../../support/labelled-pairs';

const KALSHI_BTC_PRIMARY =
  "If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 12 AM EDT is above 86999.99 at 12 AM EDT on Oct 6, 2026, then the market resolves to Yes.";
const KALSHI_BTC_SECONDARY =
  "Not all cryptocurrency price data is the same. While checking a source like Google or Coinbase may help guide your decision, the price used to determine this market is based on CF Benchmarks' corresponding Real Time Index (RTI). At the last minute before expiration, 60 RTI prices are collected. The official and final value is the average of these prices.";
const POLY_BTC_HOURLY =
  'This market will resolve to "Yes" if the "Close" price for the BTC/USDT 1 hour candle that ends on the time and date specified in the title is higher than the price specified in the title. Otherwise, this market will resolve to "No".\n\nThe resolution source for this market is Binance, specifically the BTC/USDT "Close" prices currently available at https://www.binance.com/en/trade/BTC_USDT with "1h" and "Candles" selected on the top bar.';

describe('sources named only as a disclaimer', () => {
  test('"checking a source like Google or Coinbase may help" names no settlement source', () => {
    const reading = readTexts('kalshi', [
      { field: 'rules_primary', text: KALSHI_BTC_PRIMARY },
      { field: 'rules_secondary', text: KALSHI_BTC_SECONDARY },
    ]);
    expect(reading.source.status).toBe('KNOWN');
    if (reading.source.status !== 'KNOWN') return;
    expect(reading.source.value).toBe('CF Benchmarks');
    // Every span quotes CF Benchmarks, none the disclaimer's Coinbase.
    expect(reading.source.spans.map((s) => s.text).join(' ')).not.toContain('Coinbase');
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'BTC/USD 60-second simple average', kind: 'PRICE' },
    });
    expect(reading.category).toBe('asset-price');
    expect(reading.entities).toEqual(['asset:BTC']);
  });

  test('a source with no proposition a category table knows leaves the quantity UNKNOWN', () => {
    const reading = readTexts('kalshi', [
      { field: 'rules_primary', text: 'The resolution source is Coinbase. Bitcoin above 90,000?' },
    ]);
    expect(reading.quantity).toMatchObject({ status: 'UNKNOWN' });
    expect(reading.boundary).toMatchObject({ status: 'UNKNOWN' });
  });
});

describe('the close of a 1-hour candle', () => {
  test('Polymarket hourly strike: the Binance BTC/USDT 1 hour candle close, at the title time', () => {
    const reading = readTexts('polymarket', [
      { field: 'question', text: 'Bitcoin above 87,600 on October 6, 12AM ET?' },
      { field: 'description', text: POLY_BTC_HOURLY },
      { field: 'endDate', text: '2026-10-06T04:00:00Z' },
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'BTC price', name: 'BTC/USDT 1-hour candle close', kind: 'PRICE' },
    });
    expect(reading.source).toMatchObject({ status: 'KNOWN', value: 'Binance' });
    // The candle that ends at 12 AM EDT on October 6, 2026 (the year from the market's end).
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-10-06T03:00:00.000Z',
        end: '2026-10-06T04:00:00.000Z',
      },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '87600', unit: 'USDT' },
    });
  });
});

// The Tampa Bay at Dallas NFL game of Oct 8, 2026 (kalshi-equinox-nfl-game-tb-dal-2026-10-06.json,
// gamma-equinox-nfl-tb-dal-2026-10-09.json), quoted from the recorded markets.
const KALSHI_NFL_TB_PRIMARY =
  'If Tampa Bay wins the TB Buccaneers vs DAL Cowboys Pro Football game originally scheduled for Oct 8, 2026, then the market resolves to Yes.';
const KALSHI_NFL_SECONDARY =
  'The following market refers to the team who wins the TB Buccaneers vs DAL Cowboys Pro Football game originally scheduled for Oct 8, 2026. If the game ends in a tie, the market will resolve to $0.50 for each team. If the game is postponed but begins within 48 hours from its originally scheduled start time, the market will remain open and resolve based on the official final result. If the game is not started within 48 hours, the market will resolve to a fair price.\n\nKalshi is not affiliated, associated, authorized, endorsed by, or in any way officially connected with the Governing League. All trademarks, logos, and brand names are the property of their respective owners.';
const POLY_NFL =
  'In the upcoming NFL football game between Buccaneers and Cowboys, scheduled for October 8 at 8:15PM ET:\nThis market will resolve to "Buccaneers" if Buccaneers win the game.\nThis market will resolve to "Cowboys" if Cowboys win the game.\nOvertime is included if played.\nIf the game ends in a tie, this market will resolve 50-50.\nIf the game is postponed, this market will remain open until the game has been completed.\nIf the game is canceled entirely, with no make-up game, this market will resolve 50-50.';
const NFL_SOURCE = { field: 'event.settlement_sources', text: 'https://www.nfl.com/' };
const GAME = 'NFL game team:NFL:DAL vs team:NFL:TB scheduled for 2026-10-08';

describe('an NFL game winner', () => {
  const kalshi = (primary: string, secondary = KALSHI_NFL_SECONDARY): VenueText[] => [
    { field: 'rules_primary', text: primary },
    { field: 'rules_secondary', text: secondary },
  ];
  const readKalshi = (texts: VenueText[]) =>
    readTexts('kalshi', texts, { event: { eventId: 'E-1', source: NFL_SOURCE.text } });
  const readPoly = (
    endDate = '2026-10-09T00:15:00Z',
    outcomes: [string, string] = ['Buccaneers', 'Cowboys'],
  ) =>
    readTexts(
      'polymarket',
      [
        { field: 'description', text: POLY_NFL },
        { field: 'endDate', text: endDate },
      ],
      { outcomes },
    );

  test('Kalshi: the game, its date and the winner, each team one entity', () => {
    const reading = readKalshi(kalshi(KALSHI_NFL_TB_PRIMARY));
    expect(reading.category).toBe('game-winner');
    expect(reading.entities).toEqual(['team:NFL:DAL', 'team:NFL:TB']);
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: GAME },
    });
    expect(reading.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    // "Tampa Bay", "TB Buccaneers" and "Buccaneers" are one team.
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:NFL:TB' },
    });
    const dallas = readKalshi(
      kalshi(KALSHI_NFL_TB_PRIMARY.replace('If Tampa Bay wins', 'If Dallas wins')),
    );
    expect(dallas.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NFL:DAL' } });
  });

  test('Kalshi: a winner who is neither team of the game stays UNKNOWN', () => {
    const other = readKalshi(
      kalshi(KALSHI_NFL_TB_PRIMARY.replace('If Tampa Bay wins', 'If Denver wins')),
    );
    expect(other.boundary.status).toBe('UNKNOWN');
    expect(other.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: '"Denver" is neither team of the game',
    });
  });

  test('the Kansas City game of Sep 14, 2026: "Kansas City", "KC" and "Chiefs" are one team', () => {
    const reading = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If Kansas City wins the Denver vs Kansas City professional football game originally scheduled for Sep 14, 2026, then the market resolves to Yes.',
      },
    ]);
    expect(reading.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NFL:KC' } });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { event: 'NFL game team:NFL:DEN vs team:NFL:KC scheduled for 2026-09-14' },
    });
  });

  test('Polymarket: the same game; its first outcome ("Buccaneers") is YES', () => {
    const reading = readPoly();
    expect(reading.window).toMatchObject({ status: 'KNOWN', value: { event: GAME } });
    expect(reading.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NFL:TB' } });
    expect(reading.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test("Polymarket: a date without its year is the one nearest the market's end", () => {
    // "scheduled for October 8" on a market ending in October 2027 is the game of 2027.
    expect(readPoly('2027-10-09T00:15:00Z').window).toMatchObject({
      status: 'KNOWN',
      value: { event: GAME.replace('2026', '2027') },
    });
  });

  test('Polymarket: Yes/No outcomes on a two-team wording leave the YES side UNKNOWN', () => {
    const yesNo = readPoly(undefined, ['Yes', 'No']);
    expect(yesNo.yes.status).toBe('UNKNOWN');
  });

  const matched = matchLabelledPairs(
    labelledPairs().filter((p) => p.id.startsWith('nfl-2026-10-08-tb-dal-')),
  );
  const byId = (id: string) => matched.find((r) => r.pair.id === id)!.got;

  test('Tampa Bay on both: RELATED OVERLAP, apart only in the exceptional settlements (postponement)', () => {
    expect(byId('nfl-2026-10-08-tb-dal-tampa-bay')).toMatchObject({
      verdict: 'RELATED',
      relation: 'OVERLAP',
      term: 'exceptions',
      yesAligned: true,
      differences: [
        {
          term: 'exceptions',
          kalshi: 'exceptional settlement tie-50-50,void-fair-price',
          polymarket: 'exceptional settlement tie-50-50,void-50-50',
        },
      ],
    });
  });

  test("Dallas on Kalshi against the Buccaneers outcome: one game's opposing sides, EXCLUSIVE, never EQUIVALENT", () => {
    expect(byId('nfl-2026-10-08-tb-dal-dallas')).toMatchObject({
      verdict: 'RELATED',
      relation: 'EXCLUSIVE',
      term: 'boundary',
      yesAligned: false,
    });
  });

  test('a tie paid otherwise than half leaves the exceptions UNKNOWN', () => {
    const terms = extractTerms({
      ...kalshiMarket(),
      texts: kalshi(
        KALSHI_NFL_TB_PRIMARY,
        KALSHI_NFL_SECONDARY.replace(
          'the market will resolve to $0.50 for each team',
          'the market will resolve to No',
        ),
      ),
    });
    expect(terms.exceptions.status).toBe('UNKNOWN');
  });
});

const KALSHI_NYC_HIGH =
  'If the maximum temperature recorded at New York City (CLINYC) for Oct 6, 2026, is less than 63° fahrenheit according to The Weather Company, then the market resolves to Yes.';
const POLY_NYC_HIGH =
  'This market will resolve to the temperature range that contains the highest temperature recorded by NOAA at the LaGuardia Airport Station in degrees Fahrenheit on 6 Oct \'26.\n\nThe resolution source for this market will be information from NOAA, specifically the highest reading under the "Temp" column for all times on this day, available here: https://www.weather.gov/wrh/timeseries?site=klga';

describe('a daily high temperature', () => {
  test('Kalshi: the climate report CLINYC is station KNYC, read in Fahrenheit from The Weather Company', () => {
    const reading = readTexts('kalshi', [
      { field: 'rules_primary', text: KALSHI_NYC_HIGH },
      { field: 'strike_type', text: 'less' },
      { field: 'cap_strike', text: '63' },
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'daily maximum temperature',
        name: 'daily maximum temperature at station KNYC',
        kind: 'MEASUREMENT',
      },
    });
    expect(reading.entities).toEqual(['station:KNYC']);
    expect(reading.source).toMatchObject({ status: 'KNOWN', value: 'The Weather Company' });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '63', unit: '°F' },
    });
    // The climate day of Oct 6, 2026 in New York's standard time.
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-10-06T05:00:00.000Z',
        end: '2026-10-07T05:00:00.000Z',
        zone: '-05:00',
      },
    });
  });

  test('Kalshi: "Central Park" is station KNYC too', () => {
    const reading = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: "If the highest temperature recorded in Central Park, New York for July 11, 2026 as reported by the National Weather Service's Climatological Report (Daily), is greater than 85°, then the market resolves to Yes.",
      },
    ]);
    expect(reading.entities).toEqual(['station:KNYC']);
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '85', unit: '°F' },
    });
  });

  test('Polymarket: the LaGuardia Airport Station is KLGA, its bracket the group title', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '56-57°F' },
      { field: 'description', text: POLY_NYC_HIGH },
      { field: 'endDate', text: '2026-10-06T12:00:00Z' },
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station KLGA', kind: 'MEASUREMENT' },
    });
    // "information from NOAA", from the National Weather Service's weather.gov time series.
    expect(reading.source).toMatchObject({
      status: 'KNOWN',
      value: 'NOAA + National Weather Service',
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '56', upper: '57', unit: '°F' },
    });
    expect(reading.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test('a station no table knows is UNKNOWN, naming it', () => {
    // Without the address of its time series, which would identify the station (site=klga).
    const words = readTexts('polymarket', [
      {
        field: 'description',
        text: POLY_NYC_HIGH.replace('LaGuardia Airport', 'Springfield Municipal').replace(
          'https://www.weather.gov/wrh/timeseries?site=klga',
          'the station page',
        ),
      },
    ]);
    expect(words.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason:
        'no weather station by a name or identifier this reader knows ("Springfield Municipal")',
    });
  });

  test('Polymarket: "no data … will resolve to the lowest bracket" is a case, not none', () => {
    const terms = termsOfPayloads(
      readVenuePayloads(recordedVenueFiles((f) => f.includes('gamma-equinox-highest-temperature'))),
    );
    expect(terms).toHaveLength(2);
    for (const t of terms)
      expect(t.exceptions.spans.map((s) => s.text)).toEqual(['will resolve to the lowest bracket']);
  });

  test('Central Park against LaGuardia: DIFFERENT on the quantity, both stations named', () => {
    const matched = matchLabelledPairs(
      labelledPairs().filter((p) => p.id.startsWith('nyc-high-oct6-')),
    );
    expect(matched).toHaveLength(6);
    for (const { got } of matched)
      expect(got).toMatchObject({
        verdict: 'DIFFERENT',
        term: 'quantity',
        values: {
          kalshi: 'daily maximum temperature at station KNYC',
          polymarket: 'daily maximum temperature at station KLGA',
        },
      });
  });
});

const KALSHI_TOTAL =
  'If BAL Ravens and ATL Falcons collectively score more than 43.5 points in the BAL Ravens vs ATL Falcons Pro Football game originally scheduled for Oct 11, 2026, then the market resolves to Yes.';
const POLY_TOTAL =
  'In the upcoming NFL game, scheduled for October 11 at 8:20 PM ET:\n\nThis market will resolve to "Over" if the Ravens and Falcons combine to score 44 or more points in this game.\n\nIf the combined total is less than 44, this market will resolve to "Under".\n\nIf the game is postponed, this market will remain open until the game has been completed. If the game is canceled entirely, with no make-up game, this market will resolve 50-50.';
const TOTAL_GAME = 'NFL game team:NFL:ATL vs team:NFL:BAL scheduled for 2026-10-11';

describe('an NFL point total', () => {
  const readPoly = (text: string, outcomes: [string, string]) =>
    readTexts(
      'polymarket',
      [
        { field: 'description', text },
        { field: 'endDate', text: '2026-10-12T00:20:00Z' },
      ],
      { outcomes },
    );

  test('Kalshi: more than 43.5 points is 44 or more, whole points, of the game', () => {
    const total = readTexts('kalshi', [
      { field: 'rules_primary', text: KALSHI_TOTAL },
      { field: 'strike_type', text: 'greater' },
      { field: 'floor_strike', text: '43.5' },
    ]);
    expect(total.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: `total points of the ${TOTAL_GAME}`, kind: 'RESULT' },
    });
    expect(total.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: TOTAL_GAME },
    });
    expect(total.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '44', unit: 'points' },
    });
    expect(total.boundary.spans.map((s) => s.text)).toContain('43.5');
  });

  test('Polymarket: "Over" at 44 or more and "Under" below 44, its first outcome YES', () => {
    const total = readPoly(POLY_TOTAL, ['Over', 'Under']);
    expect(total.window).toMatchObject({ status: 'KNOWN', value: { event: TOTAL_GAME } });
    expect(total.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '44', unit: 'points' },
    });
    expect(total.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test('Polymarket: outcomes in the other order, or thresholds that differ, stay UNKNOWN', () => {
    const swapped = readPoly(POLY_TOTAL, ['Under', 'Over']);
    expect(swapped.yes.status).toBe('UNKNOWN');
    const apart = readPoly(POLY_TOTAL.replace('less than 44', 'less than 43'), ['Over', 'Under']);
    expect(apart.boundary.status).toBe('UNKNOWN');
  });

  test('Kalshi against Polymarket: the same set, RELATED OVERLAP, apart on the cancellation rule', () => {
    const [matched] = matchLabelledPairs(
      labelledPairs().filter((p) => p.id === 'nfl-2026-10-11-bal-atl-total-over-43.5'),
    );
    expect(matched?.got).toMatchObject({
      verdict: 'RELATED',
      relation: 'OVERLAP',
      term: 'exceptions',
      differences: [
        {
          term: 'exceptions',
          kalshi: 'exceptional settlement none',
          polymarket: 'exceptional settlement void-50-50',
        },
      ],
    });
  });
});

const KALSHI_SENATE = [
  {
    field: 'rules_primary',
    text: 'If the Democratic Party has won control of the U.S. Senate in 2026, then the market resolves to Yes.',
  },
  {
    field: 'rules_secondary',
    text: 'This market may be determined early based on a consensus of media calls projecting control of the U.S. Senate. See full rules for details. Otherwise, victory will be determined by the party identification of the President pro tempore of the Senate on February 1, 2027.',
  },
];
const POLY_SENATE = [
  {
    field: 'description',
    text: 'This market will resolve according to the party that wins control of the United States Senate in the 2026 United States midterm election.\n\nA party wins control of the United States Senate if it wins a majority of the chamber\u2019s voting seats.',
  },
];
const POLY_SENATE_QUESTION = [
  {
    field: 'question',
    text: 'Will the Democratic Party control the Senate after the 2026 Midterm elections?',
  },
];

describe('US congressional elections', () => {
  test('Kalshi control of the Senate: media calls, or else the President pro tempore on a day', () => {
    const reading = readTexts('kalshi', KALSHI_SENATE);
    expect(reading.category).toBe('chamber-control');
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'control of the U.S. Senate after the 2026 election',
        name: 'control of the U.S. Senate after the 2026 election, by a consensus of media calls, or else the party of the President pro tempore of the Senate on 2027-02-01',
        kind: 'RESULT',
      },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'party:democratic' },
    });
  });

  test('Kalshi without its rule of determination stays UNKNOWN', () => {
    const reading = readTexts('kalshi', KALSHI_SENATE.slice(0, 1));
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules do not say how control is determined',
    });
  });

  test('Polymarket control of the Senate: the seat majority, the party from the question', () => {
    const reading = readTexts('polymarket', [...POLY_SENATE_QUESTION, ...POLY_SENATE]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: {
        subject: 'control of the U.S. Senate after the 2026 election',
        name: "control of the U.S. Senate after the 2026 election, by a majority of the voting seats under Polymarket's seat attribution rules",
      },
    });
    expect(reading.boundary).toMatchObject({ value: { entity: 'party:democratic' } });
    // A question on the other chamber names no party of this one.
    const other = readTexts('polymarket', [
      { field: 'question', text: POLY_SENATE_QUESTION[0]!.text.replace('Senate', 'House') },
      ...POLY_SENATE,
    ]);
    expect(other.quantity.status).toBe('UNKNOWN');
  });

  test('the recorded pairs: DIFFERENT on the quantity, the rule of determination or the chamber', () => {
    const matched = matchLabelledPairs(labelledPairs().filter((p) => p.id.startsWith('us-')));
    expect(matched).toHaveLength(5);
    for (const { got } of matched)
      expect(got).toMatchObject({ verdict: 'DIFFERENT', term: 'quantity' });
    const texas = matched.find((m) => m.pair.id === 'us-senate-tx-2026-democratic')!.got;
    expect(texas.values).toEqual({
      kalshi:
        '2026 U.S. Senate election in Texas, the party of the Senator sworn in for the term beginning in 2027',
      polymarket:
        '2026 U.S. Senate election in Texas, the party whose nominee is called the winner (three media calls, or else the certification)',
    });
  });
});

describe("Polymarket's FOMC bracket event of October 2026", () => {
  const terms = termsOfPayloads(
    readVenuePayloads(recordedVenueFiles((f) => f.includes('gamma-equinox-fed-decision-october'))),
  );

  test("each market's bracket is read from its own title; the bracket case pays YES on the bracket it names", () => {
    const brackets = Object.fromEntries(
      terms.map((t) => [t.venueMarketId, t.boundary.status === 'KNOWN' ? t.boundary.value : null]),
    );
    // The shared text names the "No change" bracket: read from it, every market was "= 0". The
    // shared text also rounds a change off the brackets up to the nearest 25 (docs/decisions.md,
    // "Settlement terms: how a number is settled").
    const up25 = { step: '25', unit: 'bps', mode: 'UP' };
    expect(brackets).toEqual({
      '2589810': { comparator: '<=', threshold: '-50', unit: 'bps', rounding: up25 },
      '2589811': { comparator: '=', threshold: '-25', unit: 'bps', rounding: up25 },
      '2589812': { comparator: '=', threshold: '0', unit: 'bps', rounding: up25 },
      '2589813': { comparator: '=', threshold: '25', unit: 'bps', rounding: up25 },
      '2589814': { comparator: '>=', threshold: '50', unit: 'bps', rounding: up25 },
    });
    for (const t of terms)
      expect(t.boundary.spans.map((s) => s.field)).toEqual(['groupItemTitle', 'description']);
    // "If no statement is released …, this market will resolve to the "No change" bracket": a case
    // paying YES on "No change"; on another bracket left unread, since its name may be this
    // market's own written otherwise.
    const rules = Object.fromEntries(
      terms.map((t) => [
        t.venueMarketId,
        t.exceptions.status === 'KNOWN' ? t.exceptions.value.rule : null,
      ]),
    );
    expect(rules).toEqual({
      '2589810': null,
      '2589811': null,
      '2589812': 'void-yes',
      '2589813': null,
      '2589814': null,
    });
  });
});

/** The recorded Kalshi Tampa Bay market, as the adapter reads it. */
function kalshiMarket(): VenueMarket {
  const file = join(CROSS_VENUE, 'kalshi', 'kalshi-equinox-nfl-game-tb-dal-2026-10-06.json');
  const events: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const sets = readVenuePayloads([
    { venue: 'kalshi', files: [{ file, text: JSON.stringify({ events, cursor: '' }) }] },
  ]);
  const market = sets
    .flatMap((s) => s.markets)
    .find((m) => m.marketId === 'KXNFLGAME-26OCT08TBDAL-TB');
  if (!market) throw new Error('the recorded Tampa Bay market is not read');
  return market;
}
