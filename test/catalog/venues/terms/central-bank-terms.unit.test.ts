// A central bank's decision at a named meeting (src/domain/settlement-terms/categories/rates.ts,
// entities/central-banks.ts) on real Gamma wordings of the tuning corpus
// (test/fixtures/terms-corpus/tuning/polymarket/openclaw-gamma-markets-2026-03-25.json 1697086,
// 1326428 and 1168140), each with a paraphrase on another bank, meeting or bracket.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question: string, groupItemTitle: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: groupItemTitle },
  ]);

const basisPoints = (bank: string, rate: string, month: string, day: string, title: string) =>
  gamma(
    `This market will resolve to the amount of basis points the ${rate} is changed by versus the level it was prior to the ${bank}'s ${month} meeting.\n\nThe resolution source for this market is information released by the ${bank} after its ${day} policy meeting, as listed on the official ${bank} calendar.`,
    `Will the ${bank} announce ${title} at the ${month} meeting?`,
    title,
  );

describe('the change of a policy rate, as a bracket of basis points', () => {
  test('the recorded wording: the Bank of Canada, "No change", its meeting in Ottawa', () => {
    const t = basisPoints(
      'Bank of Canada',
      'target for the overnight rate',
      'June 2026',
      'June 10, 2026',
      'No change',
    );
    expect(t.category).toBe('target-rate');
    expect(t.entities).toEqual(['office:bank-of-canada']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-06-10T04:00:00.000Z', end: '2026-06-11T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '0', unit: 'bps' },
    });
  });

  test("another bank and bracket: the Bank of England's Bank Rate, a day in London", () => {
    const t = basisPoints(
      'Bank of England',
      'Bank Rate',
      'February 2027',
      'February 4, 2027',
      '25 bps decrease',
    );
    expect(t.entities).toEqual(['office:bank-of-england']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-02-04T00:00:00.000Z', end: '2027-02-05T00:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '-25', unit: 'bps' },
    });
  });

  test('a rate the bank does not set is not read as its decision', () => {
    const t = basisPoints(
      'Bank of England',
      'target for the cash rate',
      'February 2027',
      'February 4, 2027',
      'No change',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });

  test('a bank the table does not know is not read', () => {
    const t = basisPoints(
      'Central Bank of Atlantis',
      'policy interest rate',
      'June 2026',
      'June 10, 2026',
      'No change',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('the change that results from a meeting', () => {
  const resulting = (bank: string, rate: string, month: string, day: string, title: string) =>
    gamma(
      `This market will resolve according to the change in the ${rate} resulting from the ${bank}’s ${month} meeting, relative to the level it was prior to this meeting.\n\nThe resolution source for this market is information released by the ${bank} after its ${day} meeting, as listed on the official calendar.`,
      `Will the ${bank} change the ${rate} after the ${month} Meeting?`,
      title,
    );

  test('the recorded wording: the Reserve Bank of Australia, "Increase", a day in Sydney', () => {
    const t = resulting(
      'Reserve Bank of Australia Monetary Policy Board',
      'target for the cash rate',
      'May',
      'May 5, 2026',
      'Increase',
    );
    expect(t.entities).toEqual(['office:reserve-bank-of-australia']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-05-04T14:00:00.000Z', end: '2026-05-05T14:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '0', unit: 'bps' },
    });
  });

  test("another bank and bracket: the ECB's deposit facility rate, a day in Frankfurt", () => {
    const t = resulting(
      'European Central Bank',
      'deposit facility rate',
      'September',
      'September 16, 2027',
      '50 bps decrease',
    );
    expect(t.entities).toEqual(['office:european-central-bank']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-09-15T22:00:00.000Z', end: '2027-09-16T22:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '-50', unit: 'bps' },
    });
  });
});

describe("the Fed's upper bound after a named meeting, as a bracket of one level (1168140)", () => {
  const level = (named: string, days: string, title: string) =>
    gamma(
      `This market will resolve according to the upper bound of the Federal Reserve’s target federal funds range after the ${named} Federal Open Market Committee (FOMC) meeting, currently scheduled for ${days}.\n\nThe upper bound of the target federal funds range will be rounded to the nearest 25 basis points for resolution of this market.`,
      `Will the upper bound of the target federal funds rate be ${title} at the end of the year?`,
      title,
    );

  test('the recorded wording: December 8-9, 2026, "4.0%"', () => {
    const t = level('December 2026', 'December 8-9, 2026', '4.0%');
    expect(t.entities).toEqual(['office:federal-reserve']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-12-08T05:00:00.000Z', end: '2026-12-10T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '4', unit: '%' },
    });
  });

  test('another meeting and level: July 27-28, 2027, "3.25%"', () => {
    const t = level('July 2027', 'July 27-28, 2027', '3.25%');
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-07-27T04:00:00.000Z', end: '2027-07-29T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '3.25', unit: '%' },
    });
  });

  test('a level the title does not write as one value is not read as one', () => {
    const t = level('July 2027', 'July 27-28, 2027', 'Other');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});
