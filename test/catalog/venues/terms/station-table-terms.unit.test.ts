// Daily highs and lows of every station the venues list, by the station table's aliases and by the
// NWS climate report ID the rules state (docs/decisions.md, "Settlement terms: stations of every
// city the venues list"). Each rule has a case of test/fixtures/terms-corpus/tuning (Kalshi's
// KXHIGHNY-26JUL12 markets, Polymarket market 1338977; SOURCES.md there) and a case of another
// city, station, day and number that is in no fixture.
import {
  stationIn,
  stationOfAddresses,
} from '../../../../src/domain/settlement-terms/entities/resolve-entity';
import { STATIONS } from '../../../../src/domain/settlement-terms/entities/stations';
import { readTexts } from '../../../support/read-texts';

const NWS = "the National Weather Service's Climatological Report (Daily)";
const CENTRAL_PARK = `If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by ${NWS}, is greater than 89°, then the market resolves to Yes.`;
/** Kalshi's later rules_secondary: the report's product ID and the NWS page's location name. */
const dataFor = (id: string, wfo: string, location: string) =>
  `Data for ${id} can be found by clicking the following URL: https://www.weather.gov/wrh/Climate?wfo=${wfo}, navigating to the "Observed Weather" tab, and choosing the location "${location}" with Daily Climate Report selected.`;
const kalshi = (primary: string, secondary?: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    ...(secondary !== undefined ? [{ field: 'rules_secondary', text: secondary }] : []),
  ]);

describe("Kalshi's stations by the names its rules write", () => {
  test('tuning: Central Park, New York is KNYC, its day in local standard time', () => {
    const reading = kalshi(CENTRAL_PARK);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station KNYC' },
    });
    expect(reading.boundary).toMatchObject({ value: { comparator: '>', threshold: '89' } });
  });

  test('"Los Angeles Airport, CA" and "Denver, CO" (the NWS climate sites\' names) are KLAX and KDEN', () => {
    const la = kalshi(
      `If the highest temperature recorded in Los Angeles Airport, CA for March 3, 2027 as reported by ${NWS}, is less than 61°, then the market resolves to Yes.`,
    );
    expect(la.entities).toEqual(['station:KLAX']);
    expect(la.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2027-03-03T08:00:00.000Z', end: '2027-03-04T08:00:00.000Z', zone: '-08:00' },
    });
    const denver = kalshi(
      `If the highest temperature recorded in Denver, CO for Nov 2, 2027 as reported by ${NWS}, is between 44-45°, then the market resolves to Yes.`,
    );
    expect(denver.entities).toEqual(['station:KDEN']);
    expect(denver.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '44', upper: '45', unit: '°F' },
    });
  });

  test('the later order: "recorded at Chicago Midway, IL for <day>, is … according to" the report', () => {
    const reading = kalshi(
      `If the highest temperature recorded at Chicago Midway, IL for January 9, 2027, is between 17-18° according to ${NWS}, then the market resolves to Yes.`,
    );
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station KMDW' },
    });
    expect(reading.window).toMatchObject({
      value: { start: '2027-01-09T06:00:00.000Z', end: '2027-01-10T06:00:00.000Z' },
    });
  });
});

describe('a station by the product ID of its NWS climate report', () => {
  test('tuning: the Central Park wording with its report CLINYC stated is still KNYC', () => {
    const reading = kalshi(CENTRAL_PARK, dataFor('CLINYC', 'okx', 'Central Park NY'));
    expect(reading.entities).toEqual(['station:KNYC']);
  });

  test('"recorded at Houston" with CLIHOU is Hobby (KHOU), not Bush Intercontinental', () => {
    const reading = kalshi(
      `If the maximum temperature recorded at Houston for Sep 14, 2027, is between 91-92° fahrenheit according to ${NWS}, then the market resolves to Yes.`,
      dataFor('CLIHOU', 'hgx', 'Houston-Hobby, TX'),
    );
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station KHOU' },
    });
    expect(reading.window).toMatchObject({
      value: { start: '2027-09-14T06:00:00.000Z', end: '2027-09-15T06:00:00.000Z' },
    });
  });

  test('a low at "Boston" with CLIBOS is the minimum at KBOS', () => {
    const reading = kalshi(
      `If the minimum temperature recorded at Boston for Feb 2, 2027, is less than 12° fahrenheit according to ${NWS}, then the market resolves to Yes.`,
      dataFor('CLIBOS', 'box', 'Boston (Logan Airport), MA'),
    );
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily minimum temperature at station KBOS' },
    });
    expect(reading.boundary).toMatchObject({ value: { comparator: '<', threshold: '12' } });
  });

  test('a city without a report ID stays UNKNOWN: a city has several stations', () => {
    const reading = kalshi(
      `If the maximum temperature recorded at Seattle for May 22, 2027, is greater than 72° fahrenheit according to ${NWS}, then the market resolves to Yes.`,
      'Not all weather data is the same.',
    );
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('"Seattle"') as unknown,
    });
  });

  test('a name and a report of two stations leave the quantity UNKNOWN', () => {
    const reading = kalshi(
      `If the highest temperature recorded at Chicago Midway, IL for May 26, 2027, is between 85-86° according to ${NWS}, then the market resolves to Yes.`,
      dataFor('CLIORD', 'lot', "Chicago O'Hare, IL"),
    );
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('KMDW and their address KORD') as unknown,
    });
  });

  test('report IDs: only of a station the table lists; two reports identify none', () => {
    expect(stationOfAddresses('Data for CLISEA can be found')).toMatchObject({
      entity: 'station:KSEA',
      station: { zone: 'America/Los_Angeles' },
    });
    // Honolulu's report is of PHNL: no "K" identifier is made up for it.
    expect(stationOfAddresses('Data for CLIHNL can be found')).toBe(undefined);
    expect(stationOfAddresses('CLIMIA or CLIPHL')).toBe(undefined);
    // Not a product ID: a longer upper-case word, or lower case.
    expect(stationOfAddresses('CLIMATE data, climia')).toBe(undefined);
  });

  test('1 MB of report-like words does not block', () => {
    const text = 'CLIXX '.repeat(200_000);
    expect(stationOfAddresses(text)).toBe(undefined);
  });
});

describe("Polymarket's stations by their Weather Underground page", () => {
  const description = (station: string, page: string, day: string) =>
    `This market will resolve to the temperature range that contains the highest temperature recorded at the ${station} Station in degrees Fahrenheit on ${day}.\n\nThe resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the ${station} Station once information is finalized, available here: https://www.wunderground.com/history/daily/${page}.`;

  test('tuning: Dallas Love Field is KDAL', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '64-65°F' },
      {
        field: 'description',
        text: description('Dallas Love Field', 'us/tx/dallas/KDAL', "7 Feb '26"),
      },
    ]);
    expect(reading.entities).toEqual(['station:KDAL']);
  });

  test('Seattle-Tacoma Intl Airport, "58°F or higher", in Pacific time', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '58°F or higher' },
      {
        field: 'description',
        text: description('Seattle-Tacoma Intl Airport', 'us/wa/seatac/KSEA', "4 Apr '27"),
      },
      // The day's year is the one nearest the market's end ("'27" is no year chrono reads).
      { field: 'endDate', text: '2027-04-04T12:00:00Z' },
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station KSEA' },
    });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '58', unit: '°F' },
    });
    expect(reading.window).toMatchObject({
      value: { start: '2027-04-04T07:00:00.000Z', end: '2027-04-05T07:00:00.000Z' },
    });
  });
});

describe("a station by the venue's stated source where the rules give no address", () => {
  // Polymarket 1344898's wording (tuning), its address left out of the rules for the paraphrases.
  const wording = (station: string, unit: string, day: string) =>
    `This market will resolve to the temperature range that contains the highest temperature recorded at the ${station} Station in degrees ${unit} on ${day}.\n\nThe resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the ${station} Station once information is finalized.`;
  const read = (description: string, urls: string[], title = '17°C') =>
    readTexts(
      'polymarket',
      [
        { field: 'groupItemTitle', text: title },
        { field: 'description', text: description },
      ],
      { facts: { settlementSources: urls.map((url) => ({ name: '', url })) } },
    );

  test('tuning: Wellington, named and stated as NZWN, is NZWN', () => {
    const reading = read(wording('Wellington Intl Airport', 'Celsius', "8 Feb '26"), [
      'https://www.wunderground.com/history/daily/nz/wellington/NZWN',
    ]);
    expect(reading.entities).toEqual(['station:NZWN']);
  });

  test("Incheon, named only in words, is RKSI by the market's resolutionSource", () => {
    const reading = read(wording('Incheon Intl Airport', 'Celsius', "3 Jun '26"), [
      'https://www.wunderground.com/history/daily/kr/incheon/RKSI',
    ]);
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station RKSI' },
    });
    expect(reading.window).toMatchObject({ value: { zone: 'Asia/Seoul' } });
  });

  test('no stated source, or sources of two stations: UNKNOWN', () => {
    const words = wording('Incheon Intl Airport', 'Celsius', "3 Jun '26");
    expect(read(words, []).quantity.status).toBe('UNKNOWN');
    expect(
      read(words, [
        'https://www.wunderground.com/history/daily/kr/incheon/RKSI',
        'https://www.wunderground.com/history/daily/kr/busan/RKPK',
      ]).quantity.status,
    ).toBe('UNKNOWN');
  });

  test("a Kalshi event's NWS report page (product=CLI&issuedby=PHX) is the report of KPHX", () => {
    const reading = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: `If the maximum temperature recorded at Phoenix for Jul 3, 2027, is greater than 109° fahrenheit according to ${NWS}, then the market resolves to Yes.`,
        },
      ],
      {
        facts: {
          settlementSources: [
            {
              name: 'National Weather Service',
              url: 'https://forecast.weather.gov/product.php?site=PSR&product=CLI&issuedby=PHX',
            },
          ],
        },
      },
    );
    expect(reading.quantity).toMatchObject({
      status: 'KNOWN',
      value: { name: 'daily maximum temperature at station KPHX' },
    });
    // Another product of the same office names no station; nor does an issuer the table lacks.
    expect(
      stationOfAddresses(
        'https://forecast.weather.gov/product.php?site=PSR&product=AFD&issuedby=PHX',
      ),
    ).toBe(undefined);
    expect(
      stationOfAddresses(
        'https://forecast.weather.gov/product.php?site=LOX&product=CLI&issuedby=FHM',
      ),
    ).toBe(undefined);
  });
});

describe("the unit by the NWS climate report's names or a number in °F", () => {
  test('tuning: "the National Weather Service\'s Climatological Report (Daily)" states °F', () => {
    expect(kalshi(CENTRAL_PARK).quantity.status).toBe('KNOWN');
  });

  test('"the NWS Climatological Report (Daily)", "Daily Climate Report" and "61°F" state it too', () => {
    for (const rules of [
      'If the highest temperature recorded at LaGuardia Airport for October 2, 2027, is greater than 61° according to the NWS Climatological Report (Daily), then the market resolves to Yes.',
      "If the lowest temperature recorded at Philadelphia International Airport for October 2, 2027, is less than 41° according to the National Weather Service's Daily Climate Report, then the market resolves to Yes.",
      'If the highest temperature recorded at Miami International Airport for October 2, 2027, is greater than 88°F according to the National Weather Service, then the market resolves to Yes.',
    ])
      expect(kalshi(rules).quantity).toMatchObject({
        status: 'KNOWN',
        value: { kind: 'MEASUREMENT' },
      });
  });

  test('the product\'s own name, "Climatological Report (Daily)", states °F; the NWS alone does not', () => {
    const rules = (source: string) =>
      `If the highest temperature recorded at Denver International Airport for June 8, 2027, is greater than 91° according to ${source}, then the market resolves to Yes.`;
    expect(
      kalshi(rules('the National Weather Service (NWS) Climatological Report (Daily)'), '').quantity
        .status,
    ).toBe('KNOWN');
    expect(kalshi(rules('the National Weather Service'), '').quantity.status).toBe('UNKNOWN');
  });

  test('a number in °C, naming no report of the NWS, states no °F: UNKNOWN', () => {
    const reading = kalshi(
      'If the highest temperature recorded at London City Airport for October 2, 2027, is greater than 18°C according to the Met Office, then the market resolves to Yes.',
    );
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('unit') as unknown,
    });
  });
});

describe('a bracket below zero', () => {
  const TORONTO =
    "This market will resolve to the temperature range that contains the highest temperature recorded at the Toronto Pearson Intl Airport Station in degrees Celsius on 20 Jan '27.\n\nThe resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the Toronto Pearson Intl Airport Station once information is finalized, available here: https://www.wunderground.com/history/daily/ca/mississauga/CYYZ.";
  const bracket = (title: string) =>
    readTexts('polymarket', [
      { field: 'groupItemTitle', text: title },
      { field: 'description', text: TORONTO },
      { field: 'endDate', text: '2027-01-20T12:00:00Z' },
    ]).boundary;

  test('tuning: "46°F or higher" of London (market 522547) is >= 46', () => {
    const reading = readTexts('polymarket', [
      { field: 'groupItemTitle', text: '46°F or higher' },
      {
        field: 'description',
        text: 'This market will resolve to the temperature range that contains the highest temperature recorded at the London City Airport Station in degrees Fahrenheit on February 11, 2025.\n\nThe resolution source for this market will be information from Wunderground, specifically the highest temperature recorded for all times on this day by the Forecast for the London City Airport Station once information is finalized, available here: https://www.wunderground.com/history/daily/gb/london/EGLC.',
      },
    ]);
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '46', unit: '°F' },
    });
  });

  test('"-4°C or below" and "between -3 and -2°C": the dash is a minus sign', () => {
    expect(bracket('-4°C or below')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '-4', unit: '°C' },
    });
    expect(bracket('between -3 and -2°C')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '-3', upper: '-2', unit: '°C' },
    });
    // A range written with a dash between two numbers is still a range, not a negative end.
    expect(bracket('3-4°C')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '3', upper: '4' },
    });
  });
});

describe('the station table', () => {
  test('every alias names one station, and no two stations share an identifier', () => {
    const icaos = STATIONS.map((s) => s.icao);
    expect(new Set(icaos).size).toBe(icaos.length);
    for (const s of STATIONS)
      for (const name of s.names) expect(stationIn(name)?.entity).toBe(`station:${s.icao}`);
  });
});

describe("the global temperature anomaly's comparison in its own words", () => {
  // Polymarket 518409 and 516938 of tuning, then another month and number.
  const giss = (period: string, comparison: string) =>
    `This market will resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for ${period} shows an increase ${comparison} when it is released. Otherwise, this market will resolve to "No".`;
  const read = (text: string) => readTexts('polymarket', [{ field: 'description', text }]);

  test('tuning: "an increase of between 1.20°C and 1.24°C" for January 2025', () => {
    expect(read(giss('January 2025', 'of between 1.20°C and 1.24°C')).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '1.2', upper: '1.24', unit: '°C' },
    });
  });

  test('"an increase greater than 1.39°C" for March 2027, without "of"', () => {
    const reading = read(giss('March 2027', 'greater than 1.39°C'));
    expect(reading.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(reading.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '1.39', unit: '°C' },
    });
  });

  test('tuning: a record year ("greater than that of any previously recorded year") states no number', () => {
    const reading = read(giss('2025', 'greater than that of any previously recorded year'));
    expect(reading.quantity.status).toBe('KNOWN');
    expect(reading.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2025-01-01T05:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
    });
    expect(reading.boundary.status).toBe('UNKNOWN');
  });
});

describe("a Kalshi strike that is the rules' whole degree in other words", () => {
  const rules = (comparison: string, day = 'July 12, 2026') =>
    `If the highest temperature recorded in Central Park, New York for ${day} as reported by ${NWS}, is ${comparison}, then the market resolves to Yes.`;
  const read = (
    comparison: string,
    strikeType: string,
    strike: Record<string, string>,
    day?: string,
  ) =>
    readTexts('kalshi', [{ field: 'rules_primary', text: rules(comparison, day) }], {
      facts: { strikeType, ...strike },
    }).boundary;

  test('tuning: "less than 82°" with strike less 82 (KXHIGHNY-26JUL12-T82) is < 82', () => {
    expect(read('less than 82°', 'less', { capStrike: '82' })).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '82' },
    });
  });

  test('"57° or below" with strike less 58 is <= 57; "66° or above" with greater 65 is >= 66', () => {
    expect(read('57° or below', 'less', { capStrike: '58' }, 'March 4, 2027')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<=', threshold: '57', unit: '°F' },
    });
    expect(read('66° or above', 'greater', { floorStrike: '65' }, 'March 4, 2027')).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '66', unit: '°F' },
    });
  });

  test('a strike a whole degree away is another threshold: UNKNOWN', () => {
    expect(read('57° or below', 'less', { capStrike: '59' }).status).toBe('UNKNOWN');
    expect(read('65° or above', 'greater', { floorStrike: '65' }).status).toBe('UNKNOWN');
  });
});
