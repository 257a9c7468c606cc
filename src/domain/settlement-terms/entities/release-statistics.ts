// Release statistics by their structure (docs/decisions.md, "Settlement terms: release statistics
// by their structure"): a release market's quantity is a statistic (GDP, the CPI, the PPI, retail
// sales), the measure of it that is compared (its change over 12 months, over one month, over a
// quarter at an annual rate) and the economy it is of. Venues name it in a few orders ("China's
// Y/Y Growth Rate (%) of Gross Domestic Product (GDP)", "U.S. CPI year-over-year", "the euro
// area's month-over-month change in the consumer price index"); each name is composed here from
// the three tables and matched whole, as the series table's names are (entities/data-series.ts).
// A name without its economy, or without its measure ("China's GDP growth": over a quarter, or
// over a year?), is composed from nothing here and stays unread. Data, not code.
import type { QuantityKind } from '../settlement-terms';

/** A composed series, in the shape of the series table's entries (entities/data-series.ts reads it). */
export interface ReleaseSeries {
  subject: string;
  kind: QuantityKind;
  unit: string;
  entity?: string;
  names: readonly string[];
  period: 'MONTH' | 'QUARTER';
}

/** How a statistic is compared: its change over 12 months, over one month, or over a quarter at an annual rate. */
export type ReleaseMeasure = 'YEAR_OVER_YEAR' | 'MONTH_OVER_MONTH' | 'QUARTER_ANNUALIZED';

interface MeasureWords {
  /** Words the measure's name is given in the quantity's subject. */
  subject: string;
  /** Before the statistic: "y/y growth rate (%) of" GDP, "month-over-month change in the" CPI. */
  before: readonly string[];
  /** After the statistic: CPI "year-over-year". */
  after: readonly string[];
}

const MEASURES: Readonly<Record<ReleaseMeasure, MeasureWords>> = {
  YEAR_OVER_YEAR: {
    subject: 'change over 12 months',
    before: [
      'y/y growth rate (%) of',
      'y/y growth rate of',
      'year-over-year growth rate of',
      'year-on-year growth rate of',
      'year-over-year change in',
      'year-on-year change in',
      '12-month change in',
      'year-over-year',
      'y/y',
    ],
    after: ['year-over-year', 'year-on-year', 'y/y'],
  },
  MONTH_OVER_MONTH: {
    subject: 'change over one month',
    before: [
      'm/m change in',
      'month-over-month change in',
      'month-on-month change in',
      'monthly percentage change in',
      'month-over-month',
      'm/m',
    ],
    after: ['month-over-month', 'month-on-month', 'm/m'],
  },
  QUARTER_ANNUALIZED: {
    subject: 'change over one quarter at an annual rate',
    before: [
      'annualized quarter-over-quarter growth rate of',
      'seasonally adjusted annualized growth rate of',
      'q/q annualized growth rate of',
    ],
    after: ['q/q annualized', 'quarter-over-quarter annualized'],
  },
};

/** An economy whose agencies publish the statistics, by the names venues give it. */
interface Economy {
  /** The name in the quantity's subject. */
  name: string;
  /** The owner's form before a statistic: "China's", "U.S." (lower case; a leading "the" is no part of a table key). */
  forms: readonly string[];
}

const UNITED_STATES: Economy = { name: 'U.S.', forms: ['u.s.', 'us', 'united states'] };

/** Economies by what venues write before a statistic; the U.S. is the one entities are given for. */
const ECONOMIES: readonly Economy[] = [
  UNITED_STATES,
  { name: 'China', forms: ["china's", 'china'] },
  { name: 'Euro area', forms: ["euro area's", 'euro area', 'eurozone'] },
  { name: 'United Kingdom', forms: ["uk's", 'uk', "united kingdom's"] },
  { name: 'Japan', forms: ["japan's", 'japan'] },
  { name: 'Canada', forms: ["canada's", 'canada'] },
  { name: 'Germany', forms: ["germany's", 'germany'] },
  { name: 'Argentina', forms: ["argentina's", 'argentina'] },
  { name: 'Brazil', forms: ["brazil's", 'brazil'] },
];

/**
 * A statistic an agency releases for a period, and the measures of it venues compare. `entities`:
 * the agency's own series ID of a measure, for the U.S. only, where it is certain (BLS series IDs
 * of the CPI: CU, S or U for seasonally adjusted or not, R, 0000 the U.S. city average, then the
 * item; BLS states a month's change on the adjusted index and the 12-month change on the
 * unadjusted one; BEA NIPA table 1.1.1 line 1 for real GDP at an annual rate).
 */
interface Statistic {
  subject: string;
  /** Its names, lower case, with and without the article venues write before it. */
  names: readonly string[];
  measures: readonly ReleaseMeasure[];
  /** What period one release covers: the period slot the reader expects with it. */
  period: 'MONTH' | 'QUARTER';
  usEntities?: Partial<Record<ReleaseMeasure, string>>;
}

const STATISTICS: readonly Statistic[] = [
  {
    subject: 'GDP',
    names: ['gross domestic product (gdp)', 'gross domestic product', 'gdp', 'real gdp'],
    measures: ['YEAR_OVER_YEAR', 'QUARTER_ANNUALIZED'],
    period: 'QUARTER',
    usEntities: { QUARTER_ANNUALIZED: 'series:BEA:A191RL' },
  },
  {
    subject: 'CPI',
    names: [
      'consumer price index (cpi)',
      'the consumer price index (cpi)',
      'consumer price index',
      'the consumer price index',
      'cpi',
      'the cpi',
    ],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    period: 'MONTH',
    usEntities: {
      YEAR_OVER_YEAR: 'series:BLS:CUUR0000SA0',
      MONTH_OVER_MONTH: 'series:BLS:CUSR0000SA0',
    },
  },
  {
    subject: 'core CPI',
    names: [
      'core cpi',
      'the core cpi',
      'core consumer price index',
      'the core consumer price index',
    ],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    period: 'MONTH',
    usEntities: {
      YEAR_OVER_YEAR: 'series:BLS:CUUR0000SA0L1E',
      MONTH_OVER_MONTH: 'series:BLS:CUSR0000SA0L1E',
    },
  },
  {
    subject: 'PCE price index',
    names: ['pce price index', 'the pce price index', 'pce inflation'],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    period: 'MONTH',
  },
  {
    subject: 'PPI',
    names: [
      'producer price index (ppi)',
      'the producer price index (ppi)',
      'producer price index',
      'the producer price index',
      'ppi',
      'the ppi',
    ],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    period: 'MONTH',
  },
  {
    subject: 'retail sales',
    names: ['retail sales'],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    period: 'MONTH',
  },
];

/** Every whole name the tables compose, lower case, to its series. */
function composeNames(): ReadonlyMap<string, ReleaseSeries> {
  const names = new Map<string, ReleaseSeries>();
  for (const statistic of STATISTICS) {
    for (const measure of statistic.measures) {
      const words = MEASURES[measure];
      for (const economy of ECONOMIES) {
        const entity = economy === UNITED_STATES ? statistic.usEntities?.[measure] : undefined;
        const series: ReleaseSeries = {
          subject: `${economy.name} ${statistic.subject}, ${words.subject}`,
          kind: 'RATE',
          unit: '%',
          period: statistic.period,
          ...(entity ? { entity } : {}),
          names: [],
        };
        for (const owner of economy.forms) {
          for (const name of statistic.names) {
            for (const before of words.before) names.set(`${owner} ${before} ${name}`, series);
            for (const after of words.after) names.set(`${owner} ${name} ${after}`, series);
          }
        }
      }
    }
  }
  return names;
}

const COMPOSED = composeNames();

/** The series a whole name composes (already a table key: lower case, no leading "the"), or undefined. */
export function releaseStatisticNamed(key: string): ReleaseSeries | undefined {
  return COMPOSED.get(key);
}
