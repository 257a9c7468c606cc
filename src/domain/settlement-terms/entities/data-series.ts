// Data series an agency publishes, by the names venues' rules give them (docs/decisions.md,
// "Settlement terms: releases named by their series"): what a release market measures, its kind
// (a rate the agency publishes, or a count it keeps) and unit, and the agency's own ID where the
// entity is certain (`series:<AGENCY>:<ID>`). A name is matched whole (read-category.ts, `{series}`
// slot: a leading "the" and case aside), so "Brazil's unemployment rate" is never the U.S. one.
// Data, not code.
import type { QuantityKind } from '../settlement-terms';

export interface DataSeries {
  /** The quantity's subject: the series and what of it is measured. */
  subject: string;
  kind: QuantityKind;
  unit: string;
  /** `series:<AGENCY>:<ID>`, where the agency's own ID is certain. */
  entity?: string;
  /** The names the rules give it, lower case, without a leading "the". */
  names: readonly string[];
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
  {
    // Department of Labor, initial claims for unemployment insurance of a week.
    subject: 'U.S. initial jobless claims',
    kind: 'MEASUREMENT',
    unit: 'claims',
    names: ['initial jobless claims', 'number of initial jobless claims', 'initial claims'],
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

/** The series a whole name names, or undefined. */
export function dataSeriesNamed(text: string): DataSeries | undefined {
  const key = text
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
  return DATA_SERIES.find((s) => s.names.includes(key));
}
