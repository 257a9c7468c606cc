// Windows read generally (docs/decisions.md, "Settlement terms: windows read generally"): the
// words of a deadline ("on or before", "no later than", "prior to", "by the end of <period>"), an
// occurrence "in" or "during" a period named whole, a zone written as a city's time, and a day
// stated without its year, fixed by the venue's own dates. Each form with a wording of the tuning
// corpus where it has one (test/fixtures/terms-corpus/tuning/polymarket/
// iran-dataset-gamma-events-2026-03-01.json 1466786 and 1467378,
// wom-strategy-gamma-markets-backtest-2026-02-08.json 1013245) and a paraphrase of another
// subject, date or venue that is in no fixture.
import { yearFixedByVenue } from '../../../../src/domain/settlement-terms/grammar/dates';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question?: string) => [
  ...(question ? [{ field: 'question', text: question }] : []),
  { field: 'description', text: description },
];
const kalshi = (rules: string) => [{ field: 'rules_primary', text: rules }];

describe('a day stated without its year, fixed by the venue', () => {
  test('the one year between the opening and the venue’s last date', () => {
    const day = { year: 2099, month: 3, day: 1 };
    expect(
      yearFixedByVenue(day, '2026-02-28T16:46:49Z', ['2026-03-14T00:00:00Z', undefined]),
    ).toEqual({ year: 2026, month: 3, day: 1 });
    // Open across the new year: December falls in the first year, February in the second.
    const open = '2029-11-20T00:00:00Z';
    const ends = ['2030-03-01T00:00:00Z'];
    expect(yearFixedByVenue({ ...day, month: 12, day: 24 }, open, ends)?.year).toBe(2029);
    expect(yearFixedByVenue({ ...day, month: 2, day: 10 }, open, ends)?.year).toBe(2030);
  });

  test('no year where the day is outside the venue’s dates, twice inside, or none is given', () => {
    const day = { year: 2026, month: 6, day: 15 };
    expect(yearFixedByVenue(day, '2026-02-28T00:00:00Z', ['2026-03-14T00:00:00Z'])).toBe(undefined);
    expect(yearFixedByVenue(day, '2025-01-01T00:00:00Z', ['2026-12-31T00:00:00Z'])).toBe(undefined);
    expect(yearFixedByVenue(day, undefined, ['2026-12-31T00:00:00Z'])).toBe(undefined);
    expect(yearFixedByVenue(day, '2026-01-01T00:00:00Z', [])).toBe(undefined);
    expect(
      yearFixedByVenue({ year: 2000, month: 2, day: 29 }, '2027-01-01T00:00:00Z', [
        '2027-12-31T00:00:00Z',
      ]),
    ).toBe(undefined);
  });

  test('"Khamenei seen in public by March 1?" and "the listed date (ET)": through March 1, 2026', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Supreme Leader of Iran Ali Khamenei is photographed or videotaped between market creation and the listed date (ET). Otherwise, this market will resolve to "No".',
        'Khamenei seen in public by March 1?',
      ),
      { facts: { openTime: '2026-02-28T16:46:49.17129Z', endDate: '2026-03-14T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-02-28T16:46:49.171Z',
        end: '2026-03-02T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(t.window.spans.map((s) => s.text)).toContain('March 1');
  });

  test('a paraphrase: a launch "by the listed date, 11:59 PM ET" of October 3, in 2031', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Europa lander touches down on the surface by the listed date, 11:59 PM ET. Otherwise, this market will resolve to "No".',
        'Europa lander touches down by October 3?',
      ),
      { facts: { openTime: '2031-09-01T12:00:00Z', endDate: '2031-10-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2031-10-04T04:00:00.000Z', zone: 'America/New_York' },
    });
  });

  test('a market open for more than a year fixes no year: the window stays UNKNOWN', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Europa lander touches down on the surface by October 3, 11:59 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2029-09-01T12:00:00Z', endDate: '2031-10-31T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason:
        'the deadline "October 3, 11:59 PM ET" states no year, and the venue\'s dates fix none',
    });
  });
});

describe('the words of a deadline', () => {
  const open = { openTime: '2027-02-01T15:00:00Z' };

  test('"on or before" keeps the day, and is not read as "before"', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Lisbon metro opens its red line extension on or before June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: open },
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether the lisbon metro opens its red line extension' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2027-07-01T04:00:00.000Z', zone: 'America/New_York' },
    });
  });

  test('"no later than" keeps the day, on Kalshi\'s "If …, then" too', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If the city council of Denver adopts a congestion charge no later than Sep 15, 2027 (ET), then the market resolves to Yes.',
      ),
      { facts: open },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2027-09-16T04:00:00.000Z', zone: 'America/New_York' },
    });
  });

  test('"prior to" does not keep the day', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if a commercial flight lands at the new Sydney airport prior to May 1, 2027, 12:00 AM ET. Otherwise, this market will resolve to "No".',
      ),
      { facts: open },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2027-05-01T04:00:00.000Z' },
    });
  });

  test('"by the end of 2027 (ET)" and "before the end of Q3 2027 (ET)" keep the last day', () => {
    const byYear = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Iceland applies to join the European Union by the end of 2027 (ET). Otherwise, this market will resolve to "No".',
      ),
      { facts: open },
    );
    expect(byYear.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2028-01-01T05:00:00.000Z', zone: 'America/New_York' },
    });
    const beforeQuarter = readTexts(
      'kalshi',
      kalshi(
        'If Iceland applies to join the European Union before the end of Q3 2027 (ET), then the market resolves to Yes.',
      ),
      { facts: open },
    );
    expect(beforeQuarter.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2027-10-01T04:00:00.000Z' },
    });
  });

  test('"by the end of 2027" without a zone: the venue’s close at that midnight fixes it, another does not', () => {
    const rules = kalshi(
      'If Iceland applies to join the European Union by the end of 2027, then the market resolves to Yes.',
    );
    const fixed = readTexts('kalshi', rules, {
      facts: { ...open, closeTime: '2028-01-01T04:59:00Z' },
    });
    expect(fixed.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2028-01-01T05:00:00.000Z', zone: 'America/New_York' },
    });
    const notFixed = readTexts('kalshi', rules, {
      facts: { ...open, closeTime: '2027-12-31T15:00:00Z' },
    });
    expect(notFixed.window.status).toBe('UNKNOWN');
  });

  test('a zone written as a city’s time: "11:59 PM PT (Los Angeles time)"', () => {
    const tuning = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to “Yes” if the listed artist officially releases a new album between market creation and December 31, 2026, 11:59 PM PT (Los Angeles time). Otherwise, this market will resolve to “No”.',
      ),
      { facts: { openTime: '2025-12-24T20:56:54.193Z' } },
    );
    expect(tuning.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2027-01-01T08:00:00.000Z', zone: 'America/Los_Angeles' },
    });
    const paraphrase = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the ferry to Catalina resumes daily service by August 14, 2027, 6:00 PM PT (Los Angeles time). Otherwise, this market will resolve to "No".',
      ),
      { facts: open },
    );
    expect(paraphrase.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', end: '2027-08-15T01:01:00.000Z', zone: 'America/Los_Angeles' },
    });
  });
});

describe('an occurrence in a period named whole', () => {
  test('"in 2027" and "during March 2027" are the period in New York time', () => {
    const year = readTexts(
      'kalshi',
      kalshi(
        'If Portugal holds a referendum on regionalisation in 2027, then the market resolves to Yes.',
      ),
      { facts: { openTime: '2026-11-01T15:00:00Z' } },
    );
    expect(year.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether portugal holds a referendum on regionalisation' },
    });
    expect(year.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2027-01-01T05:00:00.000Z',
        end: '2028-01-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    const plain = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Sagrada Familia is declared finished during March 2027. Otherwise, this market will resolve to "No".',
      ),
    );
    expect(plain.window).toMatchObject({
      status: 'KNOWN',
      value: { start: '2027-03-01T05:00:00.000Z', end: '2027-04-01T04:00:00.000Z' },
    });
  });

  test('"in" that names no period, a number compared, or one point of the period: not this reading', () => {
    for (const text of [
      'This market will resolve to "Yes" if Samsung is the largest company in the world by market cap on December 31, 2027, as of market close. Otherwise, this market will resolve to "No".',
      'This market will resolve to "Yes" if the price of silver is less than $40.00 per troy ounce as of the final market close price in 2027. Otherwise, this market will resolve to "No".',
      'This market will resolve to "Yes" if the last launch of the Ariane 6 rocket succeeds in 2027. Otherwise, this market will resolve to "No".',
    ]) {
      // Not the period named after "in": the silver market's last close of the year is read as
      // that close (an EVENT) by the asset-price table, which is a reading of its own.
      const t = readTexts('polymarket', gamma(text));
      expect(t.window).not.toMatchObject({ status: 'KNOWN', value: { kind: 'PERIOD' } });
    }
  });
});

describe('an occurrence on one day', () => {
  test('"on the listed date (ET)" of "Israel strike on Iran on June 27?": that day in New York', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if Israel initiates a drone, missile, or air strike on Iranian soil or any official Iranian embassy or consulate on the listed date (ET). Otherwise, this market will resolve to "No".',
        'Israel strike on Iran on June 27?',
      ),
      { facts: { openTime: '2025-06-19T22:30:30.065193Z', endDate: '2025-06-28T00:00:00Z' } },
    );
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-06-27T04:00:00.000Z',
        end: '2025-06-28T04:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('a paraphrase on Kalshi: "on Nov 9, 2027 (PT)" is that day in Los Angeles', () => {
    const t = readTexts(
      'kalshi',
      kalshi(
        'If the Golden Gate Bridge closes to all traffic on Nov 9, 2027 (PT), then the market resolves to Yes.',
      ),
      { facts: { openTime: '2027-10-01T15:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        start: '2027-11-09T08:00:00.000Z',
        end: '2027-11-10T08:00:00.000Z',
        zone: 'America/Los_Angeles',
      },
    });
  });

  test('a day without a zone, or a number compared on the day: the window stays UNKNOWN', () => {
    const noZone = readTexts(
      'kalshi',
      kalshi(
        'If the Golden Gate Bridge closes to all traffic on Nov 9, 2027, then the market resolves to Yes.',
      ),
      { facts: { openTime: '2027-10-01T15:00:00Z' } },
    );
    expect(noZone.window.status).toBe('UNKNOWN');
    const measured = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if more than 40,000 people attend the parade on March 17, 2027 (ET). Otherwise, this market will resolve to "No".',
      ),
      { facts: { openTime: '2027-02-01T15:00:00Z' } },
    );
    expect(measured.window.status).toBe('UNKNOWN');
  });
});

describe('a period from one day through another', () => {
  test('"from January 5, 2028 through February 20, 2028, 11:59 PM ET" keeps both days', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Danube freezes over at Vienna at any time from January 5, 2028 through February 20, 2028, 11:59 PM ET. Otherwise, this market will resolve to "No".',
      ),
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2028-01-05T05:00:00.000Z',
        end: '2028-02-21T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
  });

  test('"from … to …" may or may not keep the last day: not read as this period', () => {
    const t = readTexts(
      'polymarket',
      gamma(
        'This market will resolve to "Yes" if the Danube freezes over at Vienna at any time from January 5, 2028 to February 20, 2028 (ET). Otherwise, this market will resolve to "No".',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe("a contest's year or day is the contest's, not the window of an occurrence", () => {
  test('"is elected … in 2028", "takes the … title in 2028", "is awarded the match on <day> (ET)": window not read as the period or day', () => {
    for (const text of [
      'This market will resolve to "Yes" if Andrej Babis is elected President of the Czech Republic in 2028. Otherwise, this market will resolve to "No".',
      'This market will resolve to "Yes" if a Norwegian singer takes the Eurovision title in 2028. Otherwise, this market will resolve to "No".',
      'This market will resolve to "Yes" if Boca Juniors is awarded the match on the listed date (ET). Otherwise, this market will resolve to "No".',
    ]) {
      const t = readTexts('polymarket', gamma(text, 'Boca Juniors awarded the match on May 3?'), {
        facts: { openTime: '2027-04-01T00:00:00Z', endDate: '2027-05-10T00:00:00Z' },
      });
      expect(t.window.status === 'KNOWN' ? t.window.value.kind : 'UNKNOWN').not.toBe('PERIOD');
    }
  });
});
