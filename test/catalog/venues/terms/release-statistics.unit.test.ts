// Release statistics by their structure (src/domain/settlement-terms/entities/release-statistics.ts):
// a statistic, its measure and its economy, in the release that reports it for a period. The
// recorded wording is Gamma 1228433 of the tuning corpus (openclaw-gamma-markets-2026-03-25.json).
import { dataSeriesNamed } from '../../../../src/domain/settlement-terms/entities/release-statistics';
import { readTexts } from '../../../support/read-texts';

const bracket = (description: string, title: string, question: string) =>
  readTexts('polymarket', [
    { field: 'description', text: description },
    { field: 'question', text: question },
    { field: 'groupItemTitle', text: title },
  ]);

const RELEASE_RULES = (statistic: string, release: string, period: string, date: string) =>
  `This market will resolve according to ${statistic} in the "${release}" release for ${period}, scheduled for ${date}.\n\nIf the reported value falls exactly between two brackets, then this market will resolve to the higher range bracket.\n\nNote: data from the initial release of the referenced report is what will be used to resolve this market; any revisions made after the initial release will not be considered.`;

/** The recorded wording (Gamma 1228433): China's Y/Y GDP growth of Q1 2026. */
const CHINA_Q1_2026_GDP = RELEASE_RULES(
  "China's Y/Y Growth Rate (%) of Gross Domestic Product (GDP)",
  'Preliminary Accounting Results of GDP',
  'Q1 of 2026',
  'April 17, 2026',
);

describe('a statistic by its measure and economy, in the release for a period', () => {
  test("the recorded wording: China's Y/Y GDP growth of a quarter, the bracket its title gives", () => {
    const t = bracket(
      CHINA_Q1_2026_GDP,
      '6.0%+',
      'Will China GDP growth in Q1 2026 be at least 6.0%?',
    );
    expect(t.category).toBe('economic-release');
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2026-01-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '6', unit: '%' },
    });
  });

  test("another economy, statistic, measure and month: Japan's month-over-month core CPI", () => {
    const t = bracket(
      RELEASE_RULES(
        "Japan's month-over-month core CPI",
        'Consumer Price Index',
        'October 2027',
        'November 19, 2027',
      ),
      '0.3%+',
      'Will Japan core CPI rise at least 0.3% in October 2027?',
    );
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RATE' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-10-01T04:00:00.000Z', end: '2027-11-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '0.3', unit: '%' },
    });
  });

  const firstReported = (title: string) =>
    bracket(
      'This market will resolve according to U.S. CPI year-over-year for May 2027, as first reported by the Bureau of Labor Statistics (BLS). Later revisions will not be considered.',
      title,
      'Will U.S. CPI rise at least 3.1% year over year in May 2027?',
    );

  test('"as first reported by" the agency: the U.S. series, the month it covers', () => {
    const t = firstReported('3.1%+');
    expect(t.category).toBe('economic-release');
    expect(t.entities).toEqual(['series:BLS:CUUR0000SA0']);
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'PERIOD', start: '2027-05-01T04:00:00.000Z', end: '2027-06-01T04:00:00.000Z' },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '3.1', unit: '%' },
    });
  });

  test('a title in another scale of the rate ("6.0 basis points+") is no boundary in %', () => {
    const t = bracket(
      CHINA_Q1_2026_GDP,
      '6.0 basis points+',
      'Will China GDP growth in Q1 2026 be at least 6.0 basis points?',
    );
    expect(t.quantity.status).toBe('KNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });

  test('a title of one value, where the rules state no precision, is no boundary', () => {
    expect(firstReported('3.1%').boundary.status).toBe('UNKNOWN');
  });

  test("the U.S. measures are the agencies' own series", () => {
    expect(dataSeriesNamed('u.s. cpi year-over-year')?.entity).toBe('series:BLS:CUUR0000SA0');
    expect(dataSeriesNamed('us month-over-month core cpi')?.entity).toBe(
      'series:BLS:CUSR0000SA0L1E',
    );
    expect(
      dataSeriesNamed('us annualized quarter-over-quarter growth rate of real gdp')?.entity,
    ).toBe('series:BEA:A191RL');
    expect(dataSeriesNamed("The euro area's Y/Y PPI")).toMatchObject({
      subject: 'Euro area PPI, change over 12 months',
      unit: '%',
    });
    expect(dataSeriesNamed("Canada's PPI year-over-year")?.entity).toBeUndefined();
  });
});

describe('what the structure does not state stays unread', () => {
  test('a measure not stated ("GDP growth": over a quarter, or a year?) names no series', () => {
    expect(dataSeriesNamed("China's GDP growth")).toBeUndefined();
    expect(dataSeriesNamed("China's Gross Domestic Product (GDP)")).toBeUndefined();
    const t = bracket(
      RELEASE_RULES(
        "China's Growth Rate (%) of Gross Domestic Product (GDP)",
        'Preliminary Accounting Results of GDP',
        'Q2 of 2027',
        'July 15, 2027',
      ),
      '5.0%+',
      'Will China GDP growth in Q2 2027 be at least 5.0%?',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });

  test('no economy stated: the monthly change of "the Consumer Price Index" of no country is not read', () => {
    expect(
      dataSeriesNamed('monthly percentage change in the Consumer Price Index (CPI)'),
    ).toBeUndefined();
  });

  test('a quarterly statistic over a year is another quantity: UNKNOWN with the reason', () => {
    const t = bracket(
      RELEASE_RULES(
        "Germany's Y/Y Growth Rate of GDP",
        'Annual accounts',
        '2027',
        'January 14, 2028',
      ),
      '1.0%+',
      'Will German GDP growth in 2027 be at least 1.0%?',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
  });
});
