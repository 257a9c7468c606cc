// Daily highs by their station's own clock and identifier, one-value brackets, and sources on hosts
// that publish many sources (docs/decisions.md, "Settlement terms: a station's day, its
// identifier, and sources by their site"). The texts are the venues' own: Polymarket markets
// 562341, 1344898 and 516927 of test/fixtures/terms-corpus/tuning (SOURCES.md there).
import { sourceOfUrl } from '../../../../src/domain/settlement-terms/grammar/sources';
import { stationOfAddresses } from '../../../../src/domain/settlement-terms/entities/resolve-entity';
import { readTexts } from '../../../support/read-texts';

const LONDON_JULY =
  'This market will resolve to the temperature range that contains the highest temperature recorded at the London City Airport Station in degrees Fahrenheit on 13 Jul \'25.\n\nThe resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the London City Airport Station once information is finalized, available here: https://www.wunderground.com/history/daily/gb/london/EGLC.\n\nThis market can not resolve to "Yes" until all data for this date has been finalized.';
const WELLINGTON =
  "This market will resolve to the temperature range that contains the highest temperature recorded at the Wellington Intl Airport Station in degrees Celsius on 8 Feb '26.\n\nThe resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the Wellington Intl Airport Station once information is finalized, available here: https://www.wunderground.com/history/daily/nz/wellington/NZWN.\n\nThe resolution source for this market measures temperatures to whole degrees Celsius (eg, 9°C). Thus, this is the level of precision that will be used when resolving the market.";
// The Wellington wording for a station the table has no name for: its Weather Underground page.
const SEOUL = WELLINGTON.replaceAll('Wellington Intl Airport', 'Incheon Intl Airport')
  .replace('nz/wellington/NZWN', 'kr/incheon/RKSI')
  .replace("8 Feb '26", "3 Jun '26");
const COMEX_GOLD =
  'This market will resolve to "Yes" if the price of the COMEX Gold Continuous Contract (GC00) is less than $2,500.00 per troy ounce as of the final market close price in 2025. Otherwise, this market will resolve to "No".\n\nThe resolution source will be COMEX trading data for the Gold Continuous Contract (https://www.google.com/finance/quote/GCW00:COMEX).';

describe("a Polymarket daily high is the station's local calendar day", () => {
  test('London in July: the day in British Summer Time, not in GMT', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '83-84°F' },
      { field: 'description', text: LONDON_JULY },
      { field: 'endDate', text: '2025-07-13T12:00:00Z' },
    ]);
    expect(reading.entities).toEqual(['station:EGLC']);
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-07-12T23:00:00.000Z',
        end: '2025-07-13T23:00:00.000Z',
        zone: 'Europe/London',
      },
    });
  });

  test('Kalshi keeps the climate report day in local standard time', () => {
    const reading = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: "If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by the National Weather Service's Climatological Report (Daily), is greater than 89°, then the market resolves to Yes.",
      },
    ]);
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2026-07-12T05:00:00.000Z', end: '2026-07-13T05:00:00.000Z', zone: '-05:00' },
    });
  });
});

describe('a bracket titled by one value', () => {
  test('"17°C" of a Celsius range event is a high of 17 whole degrees, in New Zealand time', () => {
    const reading = readTexts('polymarket', [
      {
        field: 'question',
        text: 'Will the highest temperature in Wellington be 17°C on February 8?',
      },
      { field: 'groupItemTitle', text: '17°C' },
      { field: 'description', text: WELLINGTON },
      { field: 'endDate', text: '2026-02-08T12:00:00Z' },
    ]);
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '17', unit: '°C' },
    });
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2026-02-07T11:00:00.000Z', end: '2026-02-08T11:00:00.000Z' },
    });
  });

  test('a value in another unit than the event states is not read', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '17°F' },
      { field: 'description', text: WELLINGTON },
    ]);
    expect(reading.boundary.status).toBe('UNKNOWN');
  });
});

describe('a station identified by its address', () => {
  test("Seoul: no table name, the Weather Underground page's identifier RKSI, Seoul's day", () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '24°C' },
      { field: 'description', text: SEOUL },
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station RKSI' },
    });
    expect(reading.entities).toEqual(['station:RKSI']);
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: {
        start: '2026-06-02T15:00:00.000Z',
        end: '2026-06-03T15:00:00.000Z',
        zone: 'Asia/Seoul',
      },
    });
  });

  test('a station named one way and addressed another is UNKNOWN', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '83-84°F' },
      {
        field: 'description',
        text: LONDON_JULY.replace('/gb/london/EGLC', '/us/ny/new-york-city/KLGA'),
      },
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('EGLC and their address KLGA') as unknown,
    });
  });

  test('addresses: a US page has two place segments; a city is no identifier; two stations none', () => {
    expect(
      stationOfAddresses('https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA.'),
    ).toMatchObject({ entity: 'station:KLGA', station: { zone: 'America/New_York' } });
    expect(stationOfAddresses('https://www.weather.gov/wrh/timeseries?site=klga')).toMatchObject({
      entity: 'station:KLGA',
    });
    expect(stationOfAddresses('https://www.wunderground.com/history/daily/us/wa/kent')).toBe(
      undefined,
    );
    expect(
      stationOfAddresses(
        'wunderground.com/history/daily/gb/london/EGLC or wunderground.com/history/daily/kr/incheon/RKSI',
      ),
    ).toBe(undefined);
    // An identifier the table has no zone for is still the station; its day is not read.
    expect(
      stationOfAddresses('https://www.wunderground.com/history/daily/xx/somewhere/ABCD'),
    ).toEqual({ entity: 'station:ABCD', station: undefined, start: 12, end: 60 });
  });

  test('1 MB of addresses without an identifier does not block', () => {
    const text = 'wunderground.com/history/daily/us/'.concat('a/'.repeat(500_000));
    expect(stationOfAddresses(text)).toBe(undefined);
  });
});

describe('sources by their site', () => {
  test('COMEX trading data shown on Google Finance: COMEX, and google.com/finance, not google.com', () => {
    const reading = readTexts('polymarket', [
      { field: 'question', text: 'Will Gold close under $2,500 at the end of 2025?' },
      { field: 'description', text: COMEX_GOLD },
    ]);
    expect(reading.source).toMatchObject({ status: 'KNOWN', value: 'COMEX + google.com/finance' });
  });

  test('a host that publishes many sources keeps its first path segment', () => {
    expect(sourceOfUrl('https://www.google.com/finance/quote/GCW00:COMEX')).toBe(
      'google.com/finance',
    );
    expect(sourceOfUrl('https://x.com/elonmusk/status/1')).toBe('x.com/elonmusk');
    expect(sourceOfUrl('https://x.com')).toBe('x.com');
    // A sentence's full stop after an address is not part of its host or path.
    expect(sourceOfUrl('https://xtracker.polymarket.com.')).toBe('xtracker.polymarket.com');
    expect(sourceOfUrl('https://x.com/elonmusk.')).toBe('x.com/elonmusk');
    // Other hosts are kept whole, and named by the table where it knows them.
    expect(sourceOfUrl('https://www.binance.com/en/trade/BTC_USDT')).toBe('Binance');
    expect(sourceOfUrl('https://finance.yahoo.com/quote/NVDA')).toBe('finance.yahoo.com');
  });
});
