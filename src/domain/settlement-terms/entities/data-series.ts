// Data series an agency publishes, by the names venues' rules give them (docs/decisions.md,
// "Settlement terms: releases named by their series"): what a release market measures, its kind
// (a rate the agency publishes, or a count it keeps) and unit, and the agency's own ID where the
// entity is certain (`series:<AGENCY>:<ID>`). A name is matched whole (read-category.ts, `{series}`
// slot: a leading "the" and case aside), so "Brazil's unemployment rate" is never the U.S. one.
// Data, not code.
import type { QuantityKind } from '../settlement-terms';
import { releaseStatisticNamed } from './release-statistics';

export interface DataSeries {
  /** The quantity's subject: the series and what of it is measured. */
  subject: string;
  kind: QuantityKind;
  unit: string;
  /** `series:<AGENCY>:<ID>`, where the agency's own ID is certain. */
  entity?: string;
  /** The names the rules give it, lower case, without a leading "the". */
  names: readonly string[];
  /** The period one release covers, where the name says it: a period of another length is another quantity. */
  period?: 'MONTH' | 'QUARTER';
}

export const DATA_SERIES: readonly DataSeries[] = [
  {
    // BLS Current Population Survey, unemployment rate (U-3), seasonally adjusted.
    subject: 'U.S. unemployment rate (U-3)',
    kind: 'RATE',
    unit: '%',
    entity: 'series:BLS:LNS14000000',
    names: [
      'unemployment rate',
      'u.s. unemployment rate',
      'us unemployment rate',
      'u-3 unemployment rate',
      'seasonally adjusted unemployment rate',
    ],
  },
  {
    // BLS Current Employment Statistics, total nonfarm employment: its change over the month.
    subject: 'U.S. total nonfarm payroll employment, change over the month',
    kind: 'MEASUREMENT',
    unit: 'jobs',
    entity: 'series:BLS:CES0000000001',
    names: [
      'increase in total non-farm payroll employment',
      'increase in total nonfarm payroll employment',
      'change in total nonfarm payroll employment',
      'change in total non-farm payroll employment',
    ],
  },
  // BLS CPI series IDs: CU (all urban consumers), S or U (seasonally adjusted or not), R (the
  // standard base), 0000 (U.S. city average), then the item (SA0 all items, SA0L1E all items less
  // food and energy). BLS states a month's change on the seasonally adjusted index and the change
  // over 12 months on the unadjusted one, so each change is its own series. "CPI" alone, or "core
  // CPI", names no change and is not here: its reading is UNKNOWN.
  {
    subject: 'U.S. CPI-U all items, change over one month, seasonally adjusted',
    kind: 'RATE',
    unit: '%',
    entity: 'series:BLS:CUSR0000SA0',
    names: [
      'month-over-month cpi',
      'cpi month-over-month',
      'month-over-month change in the cpi',
      'monthly change in the consumer price index',
      'month-over-month change in the consumer price index',
    ],
  },
  {
    subject: 'U.S. CPI-U all items, change over 12 months',
    kind: 'RATE',
    unit: '%',
    entity: 'series:BLS:CUUR0000SA0',
    names: [
      'year-over-year cpi',
      'cpi year-over-year',
      'year-over-year change in the cpi',
      '12-month change in the consumer price index',
      'year-over-year change in the consumer price index',
    ],
  },
  {
    subject:
      'U.S. CPI-U all items less food and energy, change over one month, seasonally adjusted',
    kind: 'RATE',
    unit: '%',
    entity: 'series:BLS:CUSR0000SA0L1E',
    names: ['month-over-month core cpi', 'core cpi month-over-month'],
  },
  {
    subject: 'U.S. CPI-U all items less food and energy, change over 12 months',
    kind: 'RATE',
    unit: '%',
    entity: 'series:BLS:CUUR0000SA0L1E',
    names: ['year-over-year core cpi', 'core cpi year-over-year'],
  },
  {
    // BEA NIPA table 1.1.1, line 1: real GDP, percent change from the preceding quarter at an
    // annual rate (the series releases.ts names for the advance estimate's wordings).
    subject: 'U.S. real GDP growth, annualized',
    kind: 'RATE',
    unit: '%',
    entity: 'series:BEA:A191RL',
    names: [
      'u.s. real gdp growth',
      'us real gdp growth',
      'real gdp growth rate',
      'real gdp growth',
    ],
  },
  {
    // BEA's PCE price index, change over 12 months; no entity: the agency's own ID for it is not
    // one this table has checked.
    subject: 'U.S. PCE price index, change over 12 months',
    kind: 'RATE',
    unit: '%',
    names: ['year-over-year pce inflation', 'pce inflation year-over-year'],
  },
  {
    // Department of Labor, initial claims for unemployment insurance of a week.
    subject: 'U.S. initial jobless claims',
    kind: 'MEASUREMENT',
    unit: 'claims',
    names: ['initial jobless claims', 'number of initial jobless claims', 'initial claims'],
  },
  {
    // The Department of Labor's weekly report, initial claims seasonally adjusted: a number of
    // its own beside the unadjusted one, so named only with the adjustment and the country.
    subject: 'U.S. initial jobless claims, seasonally adjusted',
    kind: 'MEASUREMENT',
    unit: 'claims',
    names: [
      'number of seasonally adjusted initial unemployment insurance claims (initial claims) made in the us',
      'number of seasonally adjusted initial unemployment insurance claims made in the us',
      'number of seasonally adjusted initial jobless claims in the us',
    ],
  },
  {
    // IBGE's continuous national household survey (PNAD Contínua), unemployment rate of a quarter.
    subject: 'Brazil unemployment rate',
    kind: 'RATE',
    unit: '%',
    names: [
      "brazil's unemployment rate",
      'brazil unemployment rate',
      'unemployment rate in brazil',
    ],
  },
];

/**
 * A whole name as the entity tables list it: lower case, curly apostrophes straight, spaces
 * collapsed, without a leading "the".
 */
export function tableNameKey(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** The series a whole name names, or one the release statistics compose (release-statistics.ts), or undefined. */
export function dataSeriesNamed(text: string): DataSeries | undefined {
  const key = tableNameKey(text);
  return DATA_SERIES.find((s) => s.names.includes(key)) ?? releaseStatisticNamed(key);
}
