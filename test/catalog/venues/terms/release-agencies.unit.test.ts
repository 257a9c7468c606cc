// Release statistics named with the agency that releases them, and the statistics venues list
// beside prices and GDP (src/domain/settlement-terms/entities/release-statistics.ts,
// categories/releases.ts): the unemployment rate (a level in %), non-farm payrolls (a change in
// jobs), initial jobless claims (a count of a week), the ISM PMIs (an index level) and the core
// PCE price index. The agency states the economy a name leaves out; a name of another economy is
// no series. Wordings: Gamma 1600963 of the tuning corpus (openclaw-gamma-markets-2026-03-25.json),
// and the venues' public market pages: Polymarket's "January Unemployment Rate" and "How many jobs
// added in March?" (2026), "ISM Manufacturing PMI - May 2026", Kalshi's KXJOBLESSCLAIMS rules.
import {
  dataSeriesNamed,
  releaseSeriesOf,
} from '../../../../src/domain/settlement-terms/entities/release-statistics';
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, title: string, question: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: title },
  ]);

const kalshi = (rules: string) => readTexts('kalshi', [{ field: 'rules_primary', text: rules }]);

const unknownReason = (t: ReturnType<typeof gamma>): string =>
  t.quantity.status === 'UNKNOWN' ? t.quantity.reason : 'KNOWN';

describe('a statistic named with its agency, not its economy', () => {
  const indec = (statistic: string, agency: string, month: string) =>
    `This is a market about the monthly variation of consumer prices, before seasonal adjustment.\n\nThis market will resolve according to ${statistic} in ${month} (Variación % mensual Total nacional), according to the monthly ${agency} report.`;

  test("the recorded wording: INDEC's monthly CPI change is Argentina's", () => {
    const t = gamma(
      indec(
        'the monthly percentage change in the Consumer Price Index (CPI / IPC)',
        'INDEC',
        'March 2026',
      ),
      '3.4–3.6%',
      'Will Argentina’s monthly inflation in March 2026 be between 3.4% and 3.6%?',
    );
    expect(t.category).toBe('economic-release');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RATE', subject: 'Argentina CPI, change over one month' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '3.4', upper: '3.6', unit: '%' },
    });
  });

  test("another agency and wording: the ONS's month-over-month change is the United Kingdom's", () => {
    const t = gamma(
      'This market will resolve according to the month-over-month change in the CPI in June 2027, according to the monthly Office for National Statistics report.',
      '0.3%+',
      'Will UK consumer prices rise at least 0.3% in June 2027?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'United Kingdom CPI, change over one month' },
    });
    expect(t.entities ?? []).toEqual([]);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0.3', unit: '%' },
    });
  });

  test('an agency of another economy than the name states: UNKNOWN with the reason', () => {
    const t = gamma(
      'This market will resolve according to the U.S. CPI year-over-year reported by the Office for National Statistics (ONS) in the Consumer price inflation bulletin for June 2027.',
      '3.0%+',
      'Will CPI rise at least 3.0% in June 2027?',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(unknownReason(t)).toMatch(/releases the statistics of United Kingdom/);
    expect(t.entities ?? []).toEqual([]);
  });

  test('an agency the table does not know states no economy: not read', () => {
    const t = gamma(
      indec('the monthly percentage change in the Consumer Price Index (CPI)', 'XYZ', 'June 2027'),
      '0.3%+',
      'Will CPI rise at least 0.3% in June 2027?',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });

  test('the table: the agency gives the economy and its period; a mismatch is no series', () => {
    expect(releaseSeriesOf('the unemployment rate', 'the Office for National Statistics')).toEqual({
      series: {
        subject: 'United Kingdom unemployment rate',
        kind: 'RATE',
        unit: '%',
        period: 'QUARTER',
      },
    });
    expect(releaseSeriesOf('the unemployment rate', 'BLS')).toMatchObject({
      series: { entity: 'series:BLS:LNS14000000', period: 'MONTH' },
    });
    expect(releaseSeriesOf('the U-3 unemployment rate', 'Statistics Canada')).toHaveProperty(
      'problem',
    );
    expect(releaseSeriesOf("China's Y/Y GDP", 'Eurostat')).toHaveProperty('problem');
    expect(releaseSeriesOf('the monthly percentage change in the CPI')).toHaveProperty('problem');
    expect(releaseSeriesOf('the monthly percentage change in the CPI', 'Eurostat')).toMatchObject({
      series: { subject: 'Euro area CPI, change over one month' },
    });
  });
});

describe('the unemployment rate, a level in %', () => {
  const u3 = (who: string, report: string, period: string) =>
    `This market will resolve according to the ${who === 'BLS' ? 'seasonally adjusted unemployment rate (total unemployed, as a percent of the civilian labor force, official unemployment rate denoted as U-3)' : 'unemployment rate'} reported by ${who === 'BLS' ? 'the Bureau of Labor Statistics' : who} in the ${report} for ${period}.\n\nNote: the resolution source for this market reports unemployment to one decimal point.`;

  test("Polymarket's wording: BLS's U-3 rate of the month", () => {
    const t = gamma(
      u3('BLS', 'Employment Situation Report', 'January 2026'),
      '4.4%',
      'Will the January 2026 unemployment rate be 4.4%?',
    );
    expect(t.category).toBe('economic-release');
    expect(t.entities).toEqual(['series:BLS:LNS14000000']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-01-01T05:00:00.000Z', end: '2026-02-01T05:00:00.000Z' },
    });
  });

  test("Statistics Canada's rate, named without its economy, is Canada's", () => {
    const t = gamma(
      u3('Statistics Canada', 'Labour Force Survey', 'June 2027'),
      '6.5%+',
      'Will the Canadian unemployment rate be at least 6.5% in June 2027?',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RATE', subject: 'Canada unemployment rate' },
    });
    expect(t.entities ?? []).toEqual([]);
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '6.5', unit: '%' },
    });
  });

  test('a monthly rate for a quarter is another quantity: UNKNOWN with the reason', () => {
    const t = gamma(
      u3('Statistics Canada', 'Labour Force Survey', 'Q2 2027'),
      '6.5%+',
      'Will the Canadian unemployment rate be at least 6.5% in Q2 2027?',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(unknownReason(t)).toMatch(/released for a month/);
  });
});

describe('non-farm payrolls, a change in jobs', () => {
  const payrolls = (statistic: string, month: string) =>
    `This market will resolve according to ${statistic} reported by the BLS "Employment Situation Summary" for ${month}, scheduled to be released on April 3, 2026, at 8:30 AM ET.\n\nIf the reported value falls exactly between two brackets, then this market will resolve to the higher range bracket.`;

  test("Polymarket's wording: the month's change, BLS's series", () => {
    const t = gamma(
      payrolls('the change in the total nonfarm payroll employment', 'March 2026'),
      '50k-75k',
      'Will the BLS report between 50k and 75k jobs added in March?',
    );
    expect(t.category).toBe('economic-release');
    expect(t.entities).toEqual(['series:BLS:CES0000000001']);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'MEASUREMENT' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' },
    });
  });

  test("Kalshi's combination wording names the same series", () => {
    expect(
      dataSeriesNamed(
        'the seasonally adjusted over-the-month change in total nonfarm payroll employment',
      ),
    ).toMatchObject({ entity: 'series:BLS:CES0000000001', unit: 'jobs', period: 'MONTH' });
  });

  test('the level of employment names no change: not read', () => {
    const t = gamma(
      payrolls('the total nonfarm payroll employment', 'March 2026'),
      '158M+',
      'Will total nonfarm payroll employment be at least 158 million in March?',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.entities ?? []).toEqual([]);
  });
});

describe('initial jobless claims, a count of a week', () => {
  test("Kalshi's wording: at least a number of claims for the week ending a day", () => {
    const t = kalshi(
      'If there are at least 195000 initial jobless claims for the week ending May 30, 2026, then the market resolves to Yes.',
    );
    expect(t.category).toBe('economic-release');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'MEASUREMENT', subject: 'U.S. initial jobless claims' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-05-24T04:00:00.000Z', end: '2026-05-31T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '195000', unit: 'claims' },
    });
  });

  test('another comparison, week and year', () => {
    const t = kalshi(
      'If there are more than 250000 initial jobless claims for the week ending January 9, 2027, then the market resolves to Yes.',
    );
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-01-03T05:00:00.000Z', end: '2027-01-10T05:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>', threshold: '250000', unit: 'claims' },
    });
  });

  test('continuing claims are another count: not read', () => {
    const t = kalshi(
      'If there are at least 1900000 continuing claims for the week ending January 9, 2027, then the market resolves to Yes.',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});

describe('the ISM PMIs, an index level', () => {
  test("Polymarket's bracket: the PMI of the month, to one decimal", () => {
    const t = gamma(
      "This is a market about the ISM Manufacturing Purchasing Managers' Index (PMI) for May 2026, as reported by the Institute for Supply Management (ISM). This market will resolve to the bracket containing the ISM Manufacturing PMI for May 2026 according to the monthly ISM Manufacturing PMI Report On Business.\n\nNote: The ISM Manufacturing PMI is reported to one decimal point.",
      '54.0–54.9',
      'Will ISM Manufacturing PMI be between 54.0 and 54.9 in May?',
    );
    expect(t.category).toBe('economic-release');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'MEASUREMENT', subject: 'U.S. ISM manufacturing PMI' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-05-01T04:00:00.000Z', end: '2026-06-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '54', upper: '54.9', unit: 'index' },
    });
  });

  test("the services PMI in Kalshi's form of a series for a month", () => {
    const t = kalshi(
      'If the ISM Services PMI for March 2027 is at least 52, then the market resolves to Yes.',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'U.S. ISM services PMI' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '52', unit: 'index' },
    });
  });

  test('a manufacturing PMI that names no publisher is not the ISM one', () => {
    const t = kalshi(
      'If the manufacturing PMI for March 2027 is at least 50, then the market resolves to Yes.',
    );
    // (The general count reader of categories/counts.ts may read it as a count it names.)
    expect(t.category).not.toBe('economic-release');
    expect(JSON.stringify(t.quantity)).not.toMatch(/ISM/);
  });
});

describe('the core PCE price index', () => {
  const pce = (statistic: string) =>
    gamma(
      `This market will resolve according to ${statistic} for June 2027, as first reported by the Bureau of Economic Analysis (BEA).`,
      '2.8%+',
      'Will core PCE inflation be at least 2.8% in June 2027?',
    );

  test("BEA's core PCE over 12 months, the U.S. series", () => {
    const t = pce('the core PCE price index year-over-year');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RATE', subject: 'U.S. core PCE price index, change over 12 months' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '2.8', unit: '%' },
    });
  });

  test('another wording: the month-over-month change in the PCE price index excluding food and energy', () => {
    const t = pce('the month-over-month change in the PCE price index excluding food and energy');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'U.S. core PCE price index, change over one month' },
    });
  });

  test('core PCE named without a measure is not read', () => {
    expect(pce('core PCE').quantity.status).toBe('UNKNOWN');
  });
});
