// Category tables of counts, valuations and nominations (src/domain/settlement-terms/categories/
// counts.ts, prices.ts, politics.ts) on real wordings of the tuning corpus
// (test/fixtures/terms-corpus/tuning): Kalshi's album sales (iran-dataset-events-2026-03-01.json),
// Polymarket's token valuations a day after launch (google-adk-gamma-events-2025-06-16.json,
// predict-ngin-gamma-markets-2026-01.json) and its nominee markets (predict-ngin-gamma-markets-2026-01.json).
import { readTexts } from '../../../support/read-texts';

describe('album sales on a dated chart', () => {
  const rules = (n: string) =>
    `If ARIRANG by BTS's sales, on the Hits Daily Double Top 50 Chart for March 27, 2026, are ${n}, then the market resolves to Yes.`;

  test("the venue's strike is the count, the rules agreeing; the chart of the date is the window", () => {
    const t = readTexts('kalshi', [{ field: 'rules_primary', text: rules('At Least 400000') }], {
      facts: {
        strikeType: 'greater_or_equal',
        floorStrike: '400000',
        closeTime: '2026-03-27T03:59:00Z',
      },
    });
    expect(t.category).toBe('count');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'MEASUREMENT', subject: 'album sales of ARIRANG by BTS' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'Hits Daily Double Top 50 Chart for March 27, 2026' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '400000', unit: 'albums' },
    });
    expect(t.source).toMatchObject({ status: 'KNOWN', value: 'Hits Daily Double' });
  });

  test('rules that contradict the strike leave the boundary UNKNOWN', () => {
    const t = readTexts('kalshi', [{ field: 'rules_primary', text: rules('At Least 400000') }], {
      facts: { strikeType: 'greater_or_equal', floorStrike: '500000' },
    });
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});

describe("a token's valuation a day after launch", () => {
  const LAUNCH = '"1 day after launch" is defined as 24 hours after launch.';

  test('"less than $1,000,000,000 1 day after launch": a price at an event, no source named', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: `This market will resolve to "Yes" if the Fully Diluted Valuation of Opensea's token is less than $1,000,000,000 1 day after launch. Otherwise, the market will resolve to "No."\n\n${LAUNCH} The resolution source for this market is the most liquid price source available.`,
      },
    ]);
    expect(t.category).toBe('token-valuation');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PRICE', subject: "fully diluted valuation of Opensea's token" },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '1000000000', unit: 'USD' },
    });
    expect(t.source.status).toBe('UNKNOWN');
  });

  test('curly quotes name the same token as straight ones', () => {
    const read = (text: string) =>
      readTexts('polymarket', [{ field: 'description', text: `${text}\n\n${LAUNCH}` }]);
    const curly = read(
      'This market will resolve to “Yes” if the Fully Diluted Valuation of Opensea’s token is greater than $2,000,000,000 1 day after launch.',
    );
    const straight = read(
      'This market will resolve to "Yes" if the Fully Diluted Valuation of Opensea\'s token is greater than $2,000,000,000 1 day after launch.',
    );
    expect(curly.quantity).toMatchObject({ status: 'KNOWN' });
    expect(curly.quantity.status === 'KNOWN' && curly.quantity.value).toEqual(
      straight.quantity.status === 'KNOWN' && straight.quantity.value,
    );
  });

  test("the rules' half-open range is the boundary, never the title's closed bracket", () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: `This market will resolve to “Yes” if the Fully Diluted Valuation of Opensea’s token is between $10,000,000,000 (inclusive) and $15,000,000,000 (exclusive) 1 day after launch.\n\n${LAUNCH}`,
      },
      { field: 'groupItemTitle', text: '$10-15b' },
    ]);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: {
        comparator: 'BETWEEN_LOWER_INCLUSIVE',
        threshold: '10000000000',
        upper: '15000000000',
      },
    });
  });

  test("a range whose lower end is excluded is UNKNOWN, never the title's bracket", () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: `This market will resolve to “Yes” if the Fully Diluted Valuation of Opensea’s token is between $10,000,000,000 (exclusive) and $15,000,000,000 (inclusive) 1 day after launch.\n\n${LAUNCH}`,
      },
      { field: 'groupItemTitle', text: '$10-15b' },
    ]);
    expect(t.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason:
        'the comparison "between $10,000,000,000 (exclusive) and $15,000,000,000 (inclusive)" is in a form this reader does not know',
    });
  });
});

describe('a nomination won by the person the question names', () => {
  test('"the named individual wins and accepts the 2028 nomination of the Democratic Party"', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to “Yes” if the named individual wins and accepts the 2028 nomination of the Democratic Party for U.S. president. Otherwise, this market will resolve to “No”.',
      },
      {
        field: 'question',
        text: 'Will Gavin Newsom win the 2028 Democratic presidential nomination?',
      },
      { field: 'groupItemTitle', text: 'Gavin Newsom' },
    ]);
    expect(t.category).toBe('election-winner');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: '2028 Democratic Party nomination for U.S. president' },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'person:gavin-newsom' },
    });
    expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });

  test('without a question naming the person the quantity is UNKNOWN', () => {
    const t = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to “Yes” if the named individual wins and accepts the 2028 nomination of the Democratic Party for U.S. president.',
      },
    ]);
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
