// Releases of data series (src/domain/settlement-terms/categories/releases.ts) on real wordings of
// the tuning corpus (test/fixtures/terms-corpus/tuning/polymarket): BLS consumer prices and BEA
// GDP (ghost-alpha-gamma-markets-2026-01-14.json, wom-strategy-gamma-markets-2026-02-09.json),
// NASA GISS's temperature index (wom-strategy-gamma-markets-backtest-2026-02-08.json) and an
// auction's hammer price (wom-strategy-gamma-markets-2026-02-09.json).
import { calendarPeriodOf } from '../../../../src/domain/settlement-terms/grammar/calendar-periods';
import { readTexts } from '../../../support/read-texts';

const description = (text: string) => [{ field: 'description', text }];

describe('a series by its agency and ID', () => {
  test('CPI 12-month change in any month of a year: the BLS CPI-U series, the calendar year', () => {
    const t = readTexts(
      'polymarket',
      description(
        'This market will resolve to “Yes” if the Consumer Price Index (CPI) increased by 3.1 percent or more over the 12 month period ending with any month in 2025 according to the monthly Bureau of Labor Statistics (BLS) reports. Otherwise, this market will resolve to "No".\n\nThe resolution source for this market will be the BLS Consumer Price Index reports released for each month of 2025 (https://www.bls.gov/bls/news-release/cpi.htm). Resolution of this market will take place upon release of the aforementioned data.',
      ),
    );
    expect(t.category).toBe('economic-release');
    expect(t.entities).toEqual(['series:BLS:CUUR0000SA0']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'PERIOD',
        start: '2025-01-01T05:00:00.000Z',
        end: '2026-01-01T05:00:00.000Z',
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3.1', unit: '%' },
    });
  });

  test("a full year's GDP growth from the advance estimate: the release is the window", () => {
    const t = readTexts(
      'polymarket',
      description(
        "This market will resolve to 'Yes' if the seasonally adjusted and annualized GDP growth rate for the full year 2025, as derived from the 'Advance Estimate' for Q4 2025, scheduled for release by the U.S. Bureau of Economic Analysis (BEA) on January 30, 2026, reports a growth rate below 0. Otherwise, this market will resolve to 'No'.\n\nThe GDP release will be available at: https://www.bea.gov/data/gdp/gross-domestic-product.",
      ),
    );
    expect(t.entities).toEqual(['series:BEA:A191RL']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'BEA advance estimate for Q4 2025' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '0', unit: '%' },
    });
  });

  test("one quarter's GDP growth is another quantity than a year's, on the same series", () => {
    const quarter = readTexts(
      'polymarket',
      description(
        'This is a market on whether U.S. GDP growth will be higher than 4.9% when the US Bureau of Economic Analysis (BEA) releases its “advance estimate” of US GDP growth for Q1 2021. This market will resolve to “Yes” if the BEA’s Q1 2021 advance estimate of GDP growth is greater than 4.9%. This market will resolve to “No” if the BEA’s advance estimate of GDP growth is 4.9% or lower.',
      ),
    );
    expect(quarter.entities).toEqual(['series:BEA:A191RL']);
    expect(quarter.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: 'BEA advance estimate for Q1 2021' },
    });
    expect(quarter.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '4.9', unit: '%' },
    });
    const year = readTexts(
      'polymarket',
      description(
        "This market will resolve to 'Yes' if the seasonally adjusted and annualized GDP growth rate for the full year 2025, as derived from the 'Advance Estimate' for Q4 2025, scheduled for release by the U.S. Bureau of Economic Analysis (BEA) on January 30, 2026, reports a growth rate below 0.",
      ),
    );
    expect(quarter.quantity.status === 'KNOWN' && quarter.quantity.value.name).not.toBe(
      year.quantity.status === 'KNOWN' && year.quantity.value.name,
    );
  });

  test("a month's global temperature anomaly in a bracket of degrees Celsius", () => {
    const t = readTexts(
      'polymarket',
      description(
        'This market will resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for January 2025 shows an increase of between 1.20°C and 1.24°C when it is released. Otherwise, this market will resolve to "No".',
      ),
    );
    expect(t.category).toBe('climate-measurement');
    expect(t.entities).toEqual(['series:NASA-GISS:GLB-TS-DSST']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2025-01-01T05:00:00.000Z', end: '2025-02-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '1.2', upper: '1.24', unit: '°C' },
    });
  });

  test('a period that is not one year, quarter or month leaves the window UNKNOWN', () => {
    const t = readTexts(
      'polymarket',
      description(
        'This market will resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for the winter of 2025 shows an increase of between 1.20°C and 1.24°C when it is released.',
      ),
    );
    expect(t.window.status).toBe('UNKNOWN');
  });
});

describe('an auction lot', () => {
  test('"exceeds $40 million": the hammer price at the named sale', () => {
    const t = readTexts(
      'polymarket',
      description(
        'This is a market on the hammer price of Mark Rothko’s “Untitled” (Lot 10B), scheduled to go up for auction at Christie’s 20th Century Evening Sale, on May 13, 2021 (https://www.christies.com/lot/lot-mark-rothko-1903-1970-untitled-6318421/). This market will resolve to “Yes” if the hammer price at auction exceeds $40 million, and “No” otherwise.',
      ),
    );
    expect(t.category).toBe('auction-price');
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'PRICE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: "Christie's 20th Century Evening Sale, May 13, 2021" },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '40000000', unit: 'USD' },
    });
  });
});

describe('calendar periods', () => {
  test.each([
    ['2025', { year: 2025, month: 1, months: 12 }],
    ['Q4 2025', { year: 2025, month: 10, months: 3 }],
    ['January 2025', { year: 2025, month: 1, months: 1 }],
    ['Sep. 2026', { year: 2026, month: 9, months: 1 }],
  ])('"%s"', (text, period) => {
    expect(calendarPeriodOf(text)).toEqual(period);
  });

  test.each([
    ['a fiscal year', 'FY 2025'],
    ['no such quarter', 'Q5 2025'],
    ['a month in another language', 'Janvier 2025'],
    ['two years', '2025 and 2026'],
    ['a run of 100,000 digits', '9'.repeat(100_000)],
  ])('not one period: %s', (_what, text) => {
    expect(calendarPeriodOf(text)).toBeUndefined();
  });
});

// A series named by the rules (src/domain/settlement-terms/entities/release-statistics.ts) for a period:
// the recorded Gamma wording (ghost-alpha-gamma-markets-2026-01-14.json, market 526939) and Kalshi's
// forms of the same grammar on other series, periods and numbers.
describe('a release named by its series', () => {
  test("the recorded wording: Brazil's unemployment rate of a quarter", () => {
    const t = readTexts(
      'polymarket',
      description(
        "This market will resolve to “Yes” if Brazil's unemployment rate for Q4 2025 is below 6.3% when it is released. Otherwise, this market will resolve to “No”.",
      ),
    );
    expect(t.category).toBe('economic-release');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RATE', subject: 'Brazil unemployment rate' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '<', threshold: '6.3', unit: '%' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2025-10-01T04:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
    });
  });

  test("the U.S. rate of a month, Kalshi's form: the BLS series", () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the unemployment rate for May 2027 is above 4.5%, then the market resolves to Yes.',
      },
    ]);
    expect(t.entities).toEqual(['series:BLS:LNS14000000']);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RATE', subject: 'U.S. unemployment rate' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '4.5', unit: '%' },
    });
  });

  test('payrolls as a report states them: a count the agency keeps, a negative threshold', () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: 'If the increase in total non-farm payroll employment is above -40000 as reported by the Bureau of Labor Statistics Monthly Employment Situation Report for the month of October 2027, then the market resolves to Yes.',
      },
    ]);
    expect(t.entities).toEqual(['series:BLS:CES0000000001']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '-40000', unit: 'jobs' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-10-01T04:00:00.000Z' },
    });
  });

  test("another country's rate is its own series, never the U.S. one", () => {
    const t = readTexts('kalshi', [
      {
        field: 'rules_primary',
        text: "If Canada's unemployment rate for May 2027 is above 7%, then the market resolves to Yes.",
      },
    ]);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RATE', subject: 'Canada unemployment rate' },
    });
    expect(t.entities ?? []).not.toContain('series:BLS:LNS14000000');
  });
});

// A month's change of the seasonally adjusted CPI-U (releases.ts): the recorded wording
// (wom-strategy-gamma-markets-2026-02-09.json, market 104348) and the same grammar on another
// month, number and comparator, and on months that are not consecutive.
describe("a month's change of consumer prices", () => {
  const cpi = (change: string, from: string, to: string) =>
    `This market will resolve to “Yes” if the Bureau of Labor Statistics reports that, on a seasonally adjusted basis, the Consumer Price Index for All Urban Consumers (CPI-U) increased by ${change} from ${from} to ${to}. This market will resolve to “No” if the Bureau of Labor Statistics reports a lower figure.`;

  test('the recorded wording: "exactly 0.5 percent (i.e. …) or more", from February to March', () => {
    const t = readTexts(
      'polymarket',
      description(
        'This is a market on whether month-to-month inflation, as measured by the Bureau of Labor Statistics (CPI-U) will be 0.5% or more from February to March, when the BLS releases month-to-month inflation information for the preceding month of March on April 13, 2021, 8:30 am ET. ' +
          cpi(
            'exactly 0.5 percent (i.e. fifty hundredths of 1%) or more',
            'February 2021',
            'March 2021',
          ),
      ),
    );
    expect(t.category).toBe('economic-release');
    expect(t.entities).toEqual(['series:BLS:CUSR0000SA0']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2021-03-01T05:00:00.000Z', end: '2021-04-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0.5', unit: '%' },
    });
  });

  test('another month across a year end, another number and comparator', () => {
    const t = readTexts(
      'polymarket',
      description(cpi('more than 0.2 percent', 'December 2026', 'January 2027')),
    );
    expect(t.entities).toEqual(['series:BLS:CUSR0000SA0']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-01-01T05:00:00.000Z', end: '2027-02-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '0.2', unit: '%' },
    });
  });

  test('a change over two months is no one-month change: UNKNOWN with the reason', () => {
    const t = readTexts(
      'polymarket',
      description(cpi('0.3 percent or more', 'December 2026', 'February 2027')),
    );
    expect(t.quantity).toMatchObject({ status: 'UNKNOWN' });
    expect(t.quantity.status === 'UNKNOWN' && t.quantity.reason).toMatch(/not over one month/);
  });
});

// Series named by a change over a stated span (entities/release-statistics.ts): no fixture states these
// names; "CPI" alone names no change and stays unread.
describe('consumer price series named by their change', () => {
  test.each([
    ['month-over-month CPI', 'series:BLS:CUSR0000SA0'],
    ['year-over-year CPI', 'series:BLS:CUUR0000SA0'],
    ['month-over-month core CPI', 'series:BLS:CUSR0000SA0L1E'],
    ['year-over-year core CPI', 'series:BLS:CUUR0000SA0L1E'],
  ])('"%s" is %s', (name, entity) => {
    const t = readTexts(
      'polymarket',
      description(
        `This market will resolve to “Yes” if the ${name} for June 2027 is above 0.4% when it is released. Otherwise, this market will resolve to “No”.`,
      ),
    );
    expect(t.entities).toEqual([entity]);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '0.4', unit: '%' },
    });
  });

  test('"the CPI" alone names no change: the quantity is not read as a series', () => {
    const t = readTexts(
      'polymarket',
      description(
        'This market will resolve to “Yes” if the CPI for June 2027 is above 0.4% when it is released. Otherwise, this market will resolve to “No”.',
      ),
    );
    expect(t.entities ?? []).toEqual([]);
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('a bracket of the 12-month CPI change (openclaw-gamma-markets-2026-03-25.json 1559110)', () => {
  const bracket = (month: string, title: string) =>
    readTexts('polymarket', [
      {
        field: 'description',
        text: `This is a market about inflation over the 12-month period ending ${month}, before seasonal adjustment, as reported by the Bureau of Labor Statistics.\n\nThis market will resolve to the percentage change in the Consumer Price Index (CPI) over the 12-month period ending in ${month} according to the monthly Bureau of Labor Statistics (BLS) report.\n\nNote: the resolution source for this market will be the official monthly BLS CPI news release, which reports inflation over 12-month periods to only one decimal point (e.g., 2.9%).`,
      },
      { field: 'question', text: `Will annual inflation increase by ${title} in ${month}?` },
      { field: 'groupItemTitle', text: title },
    ]);

  test('the recorded bracket: the month, and the one value its title writes', () => {
    const t = bracket('March 2026', '2.7%');
    expect(t.category).toBe('economic-release');
    expect(t.entities).toEqual(['series:BLS:CUUR0000SA0']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '2.7', unit: '%' },
    });
  });

  test('another month and value: the same series, its own window and value', () => {
    const t = bracket('November 2027', '3.4%');
    expect(t.entities).toEqual(['series:BLS:CUUR0000SA0']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-11-01T04:00:00.000Z', end: '2027-12-01T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '3.4', unit: '%' },
    });
  });

  test('a title in degrees is no value of a percentage', () => {
    const t = bracket('March 2026', '12°C');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});
