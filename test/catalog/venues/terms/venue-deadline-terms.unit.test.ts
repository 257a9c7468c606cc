// A deadline stated without a zone, fixed by the venue's own close (docs/decisions.md, "Settlement
// terms: a deadline the venue's close fixes"), and the clauses "If <something> does not happen …,
// this market will resolve to No", read by what the proposition is (grammar/exception-clauses.ts).
// Real wordings and fields of the tuning corpus: Kalshi markets of
// test/fixtures/terms-corpus/tuning/kalshi/tail-end-markets-2025-10-31.json (KXIPOFANNIE-27JAN01,
// KXIPOFANNIE-26NOV01) and iran-dataset-events-2026-03-01.json (KXVISITIRAN-26JUL01-PHEG); Gamma
// markets of tuning/polymarket/google-adk-gamma-events-2025-06-16.json (515870) and
// ghost-alpha-gamma-markets-2026-01-14.json (527079, 528820), and "the listed date" of
// iran-dataset-gamma-events-2026-03-01.json (1294628).
import { readTexts } from '../../../support/read-texts';

const FANNIE = (date: string) => [
  {
    field: 'rules_primary',
    text: `If Fannie Mae confirms an IPO before ${date}, then the market resolves to Yes.`,
  },
];

describe("a deadline without a zone, fixed by the venue's close", () => {
  test('"before Jan 1, 2027" with close_time 04:59 UTC (23:59 in New York): ends at midnight in New York', () => {
    const t = readTexts('kalshi', FANNIE('Jan 1, 2027'), {
      facts: { openTime: '2025-08-14T14:00:00Z', closeTime: '2027-01-01T04:59:00Z' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-08-14T14:00:00.000Z',
        end: '2027-01-01T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(t.window.spans).toContainEqual({
      field: 'close_time',
      start: 0,
      end: 20,
      text: '2027-01-01T04:59:00Z',
    });
  });

  test('a close an hour off the deadline in New York (the night daylight saving ends) fixes nothing', () => {
    const t = readTexts('kalshi', FANNIE('Nov 1, 2026'), {
      facts: { openTime: '2025-08-14T14:00:00Z', closeTime: '2026-11-01T04:59:00Z' },
    });
    expect(t.window).toMatchObject({
      status: 'UNKNOWN',
      reason:
        'the deadline "Nov 1, 2026" states no time zone, and the venue\'s close is not at it in New York time',
    });
  });

  test('a close at 10:00 on the stated day is no deadline: the window stays UNKNOWN', () => {
    const t = readTexts(
      'kalshi',
      [
        {
          field: 'rules_primary',
          text: 'If Pete Hegseth has physically travelled to and been present within the geographic boundaries of Iran before Jul 1, 2026, then the market resolves to Yes.',
        },
      ],
      { facts: { openTime: '2026-03-01T20:00:00Z', closeTime: '2026-07-01T14:00:00Z' } },
    );
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  });
});

const STRIKE =
  'This market will resolve to "Yes" if the US initiates a drone, missile, or air strike on Iranian soil or any official Iranian embassy or consulate between the time of this market\'s creation and the listed date (ET). Otherwise, this market will resolve to "No".';

describe('"the listed date": the day the question states', () => {
  test('"US strikes Iran by February 5, 2026?": from the creation through that day in New York', () => {
    const t = readTexts(
      'polymarket',
      [
        { field: 'question', text: 'US strikes Iran by February 5, 2026?' },
        { field: 'groupItemTitle', text: 'February 5' },
        { field: 'description', text: STRIKE },
      ],
      { facts: { openTime: '2026-01-29T22:21:59.421469Z', endDate: '2026-02-05T00:00:00Z' } },
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2026-01-29T22:21:59.421Z',
        end: '2026-02-06T05:00:00.000Z',
        zone: 'America/New_York',
      },
    });
    expect(t.window.spans).toContainEqual({
      field: 'question',
      start: 19,
      end: 35,
      text: 'February 5, 2026',
    });
  });

  test("a question that states no year the venue's dates fix, or two days, lists no date", () => {
    for (const [question, group] of [
      ['Khamenei seen in public by March 1?', 'March 1'],
      ['US strikes Iran by February 5, 2026?', 'February 9'],
    ] as const) {
      const t = readTexts(
        'polymarket',
        [
          { field: 'question', text: question },
          { field: 'groupItemTitle', text: group },
          { field: 'description', text: STRIKE },
        ],
        { facts: { openTime: '2026-01-29T22:21:59.421469Z' } },
      );
      expect(t.window.status).toBe('UNKNOWN');
    }
  });
});

const OPENSEA =
  'This market will resolve to "Yes" if the Fully Diluted Valuation of Opensea\'s token is less than $1,000,000,000 1 day after launch. Otherwise, the market will resolve to "No."\n\nFor the purposes of this market "locked" tokens or non-swappable tokens will not be considered a launch.\n\n"1 day after launch" is defined as 24 hours after launch. The resolution source for this market is the most liquid price source available. If Opensea doesn\'t launch a token by June 30, 2025, 11:59 PM ET, this market will resolve to "No."';

describe('a case in which something does not happen, paying No', () => {
  test('of a measured proposition (a valuation after launch): an exceptional case paying No', () => {
    const t = readTexts('polymarket', [{ field: 'description', text: OPENSEA }], {
      facts: { openTime: '2024-12-20T19:09:46.500621Z' },
    });
    expect(t.category).toBe('token-valuation');
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'void-no' } });
    expect(t.exceptions.spans.map((s) => s.text)).toContain(
      'If Opensea doesn\'t launch a token by June 30, 2025, 11:59 PM ET, this market will resolve to "No."',
    );
  });

  test('of an occurrence by a deadline: the complement of the proposition, no case', () => {
    const t = readTexts(
      'polymarket',
      [
        {
          field: 'description',
          text: 'This market will resolve to "Yes" if Rojas is found guilty on any charge relating to soliciting a minor sexual activity in this case by February 28, 2026, 11:59 PM ET. Otherwise, this market will resolve to "No".\n\nIf Eichorn is never charged with soliciting a minor for sexual activity in this case, this market will resolve to "No".',
        },
      ],
      { facts: { openTime: '2025-03-20T00:00:00Z' } },
    );
    expect(t.category).toBe('occurrence');
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'none' } });
  });

  test('of a proposition no table reads: which of the two it is stays UNKNOWN', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if the standard edition of Grand Theft Auto VI (GTA 6) launches at $100.00 or more. Otherwise, this market will resolve to "No".\n\nIf GTA 6 is not released by February 28, 2026, this market will resolve to "No".',
      },
    ]);
    expect(t.category).toBeNull();
    expect(t.exceptions.status).toBe('UNKNOWN');
    expect(t.exceptions.spans.map((s) => s.text)).toEqual([
      'If GTA 6 is not released by February 28, 2026, this market will resolve to "No".',
    ]);
  });

  test('"resolve to "No Prison Time."" names an outcome, not the No side', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'If no sentencing takes place by July 31, 2026, 11:59 PM ET, this market will also resolve to "No Prison Time."',
      },
    ]);
    expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'none' } });
  });
});
