// Release statistics by their structure, the one description of the series an agency releases
// (docs/decisions.md, "Settlement terms: release statistics by their structure" and "Settlement
// terms: one table of release statistics, and the agency's economy"): a release market's quantity
// is a statistic (GDP, the CPI, the unemployment rate, non-farm payrolls, initial jobless claims,
// the ISM PMIs), the measure of it that is compared (its level, its change from the period before,
// its change over 12 months, over one month, over a quarter at an annual rate) and the economy it
// is of, whose agency releases it for a period (a week, a month, a quarter). Venues name it in a
// few orders ("China's Y/Y Growth Rate (%) of Gross Domestic Product (GDP)", "U.S. CPI
// year-over-year", "the unemployment rate in Brazil"); each name is composed here from the tables
// and matched whole (`tableNameKey`), never searched for in the text. A name without its economy
// is of the economy its agency publishes for ("… according to the monthly INDEC report"), or of
// the one economy that publishes the statistic (the ISM's PMI); else it names no series. Data,
// not code.
import type { QuantityKind } from '../settlement-terms';
import { tableNameKey } from './table-name-key';

/** The period one release covers: a calendar period of another length is another quantity. */
export type ReleasePeriod = 'WEEK' | 'MONTH' | 'QUARTER';

/** A series as a market's quantity names it. */
export interface ReleaseSeries {
  /** The quantity's subject: the economy, the statistic and the measure of it compared. */
  subject: string;
  kind: QuantityKind;
  unit: string;
  /** `series:<AGENCY>:<ID>`, where the agency's own ID is certain (U.S. series only). */
  entity?: string;
  period: ReleasePeriod;
}

/**
 * How a statistic is compared: its level as released (a rate, an index, a count), its change
 * from the period before in its own unit (jobs added in a month), or its percentage change over
 * 12 months, over one month, or over a quarter at an annual rate.
 */
export type ReleaseMeasure =
  'LEVEL' | 'CHANGE' | 'YEAR_OVER_YEAR' | 'MONTH_OVER_MONTH' | 'QUARTER_ANNUALIZED';

interface MeasureWords {
  /** Words the measure's name is given in the quantity's subject ('' for the level). */
  subject: string;
  /** Before the statistic: "y/y growth rate (%) of" GDP, "increase in" total nonfarm payroll employment. */
  before: readonly string[];
  /** After the statistic: CPI "year-over-year". */
  after: readonly string[];
}

const MEASURES: Readonly<Record<ReleaseMeasure, MeasureWords>> = {
  // The statistic's own name is its level ("the unemployment rate", "initial jobless claims").
  LEVEL: { subject: '', before: ['', 'number of'], after: [] },
  // Kalshi: "the increase in total non-farm payroll employment"; Polymarket: "the change in the
  // total nonfarm payroll employment"; Kalshi's combinations: "the seasonally adjusted
  // over-the-month change in total nonfarm payroll employment".
  CHANGE: {
    subject: 'change from the period before',
    before: [
      'change in',
      'increase in',
      'over-the-month change in',
      'seasonally adjusted over-the-month change in',
    ],
    after: [],
  },
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
      'monthly change in',
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

/**
 * An economy whose agencies release the statistics: the names venues give it before a statistic
 * ("China's", "U.S."; lower case, a leading "the" being no part of a table key) and after it ("in
 * Brazil"), and its statistics agencies by the names the rules give them, so that a statistic
 * named with its agency but not its economy is read, and one named with another economy's agency
 * is not.
 */
interface Economy {
  /** The name in the quantity's subject. */
  name: string;
  forms: readonly string[];
  after: readonly string[];
  agencies: readonly string[];
}

// The U.S. agencies: BLS (prices, employment), BEA (GDP, the PCE price index), the Census Bureau
// (retail and home sales), the Department of Labor (weekly claims), and the Institute for Supply
// Management, whose PMIs are a U.S. survey.
const UNITED_STATES: Economy = {
  name: 'U.S.',
  forms: ['u.s.', 'us', 'united states'],
  after: ['in the us', 'in the u.s.', 'in the united states', 'made in the us'],
  agencies: [
    'bureau of labor statistics',
    'bureau of labor statistics (bls)',
    'u.s. bureau of labor statistics',
    'u.s. bureau of labor statistics (bls)',
    'bls',
    'bureau of economic analysis',
    'bureau of economic analysis (bea)',
    'u.s. bureau of economic analysis',
    'u.s. bureau of economic analysis (bea)',
    'bea',
    'census bureau',
    'u.s. census bureau',
    'department of labor',
    'department of labor (dol)',
    'u.s. department of labor',
    'u.s. department of labor (dol)',
    'dol',
    'institute for supply management',
    'institute for supply management (ism)',
    'ism',
  ],
};

const BRAZIL: Economy = {
  name: 'Brazil',
  forms: ["brazil's", 'brazil'],
  after: ['in brazil'],
  agencies: ['ibge', "ibge's", 'brazilian institute of geography and statistics (ibge)'],
};

const UNITED_KINGDOM: Economy = {
  name: 'United Kingdom',
  forms: ["uk's", 'uk', "united kingdom's", 'united kingdom'],
  after: ['in the uk', 'in the united kingdom'],
  agencies: ['office for national statistics', 'office for national statistics (ons)', 'ons'],
};

/** Economies by what venues write of them; the U.S. is the one entities are given for. */
const ECONOMIES: readonly Economy[] = [
  UNITED_STATES,
  {
    name: 'China',
    forms: ["china's", 'china'],
    after: ['in china'],
    agencies: [
      'national bureau of statistics of china',
      'national bureau of statistics of china (nbs)',
    ],
  },
  {
    name: 'Euro area',
    forms: ["euro area's", 'euro area', 'eurozone'],
    after: ['in the euro area', 'in the eurozone'],
    agencies: ['eurostat'],
  },
  UNITED_KINGDOM,
  {
    name: 'Japan',
    forms: ["japan's", 'japan'],
    after: ['in japan'],
    agencies: ['statistics bureau of japan'],
  },
  {
    name: 'Canada',
    forms: ["canada's", 'canada'],
    after: ['in canada'],
    agencies: ['statistics canada', 'statcan'],
  },
  {
    name: 'Germany',
    forms: ["germany's", 'germany'],
    after: ['in germany'],
    agencies: ['destatis', 'federal statistical office of germany'],
  },
  {
    // INDEC: the recorded Gamma wording "according to the monthly INDEC report" (tuning,
    // openclaw-gamma-markets-2026-03-25.json 1600963).
    name: 'Argentina',
    forms: ["argentina's", 'argentina'],
    after: ['in argentina'],
    agencies: [
      'indec',
      'national institute of statistics and census (indec)',
      'national institute of statistics and census (indec) of argentina',
    ],
  },
  BRAZIL,
];

/**
 * A statistic an agency releases for a period, and the measures of it venues compare.
 * `level`: the kind and unit of its level and of its change from the period before (percentage
 * measures are rates in %). `only`: the one economy that publishes it, whose names need not say
 * so. `period`: what one release covers, `periodIn` where an economy's release covers another.
 * `usEntities`: the agency's own series ID of a measure, for the U.S. only, where it is certain.
 * `usNames`: names only the U.S. statistic is given ("the U-3 unemployment rate", BLS's measure).
 */
interface Statistic {
  subject: string;
  /** Its names, lower case, with and without the article venues write before it. */
  names: readonly string[];
  measures: readonly ReleaseMeasure[];
  level?: { kind: QuantityKind; unit: string };
  only?: Economy;
  period: ReleasePeriod;
  periodIn?: ReadonlyMap<Economy, ReleasePeriod>;
  usEntities?: Partial<Record<ReleaseMeasure, string>>;
  usNames?: readonly string[];
}

// BLS CPI series IDs: CU (all urban consumers), S or U (seasonally adjusted or not), R (the
// standard base), 0000 (U.S. city average), then the item (SA0 all items, SA0L1E all items less
// food and energy). BLS states a month's change on the seasonally adjusted index and the change
// over 12 months on the unadjusted one, so each change is its own series. BEA NIPA table 1.1.1,
// line 1: real GDP, percent change from the preceding quarter at an annual rate. "CPI" alone, or
// "core CPI", names no measure and no series.
const STATISTICS: readonly Statistic[] = [
  {
    subject: 'GDP',
    names: ['gross domestic product (gdp)', 'gross domestic product', 'gdp', 'real gdp'],
    measures: ['YEAR_OVER_YEAR', 'QUARTER_ANNUALIZED'],
    period: 'QUARTER',
    usEntities: { QUARTER_ANNUALIZED: 'series:BEA:A191RL' },
  },
  {
    // "CPI / IPC": INDEC's wording (tuning, openclaw-gamma-markets-2026-03-25.json 1600963).
    subject: 'CPI',
    names: [
      'consumer price index (cpi)',
      'the consumer price index (cpi)',
      'consumer price index (cpi / ipc)',
      'the consumer price index (cpi / ipc)',
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
    // BEA's PCE price index; no entity: the agency's own ID for it is not one this table has checked.
    subject: 'PCE price index',
    names: [
      'pce price index',
      'the pce price index',
      'pce inflation',
      'personal consumption expenditures price index',
      'the personal consumption expenditures price index',
      'personal consumption expenditures (pce) price index',
      'the personal consumption expenditures (pce) price index',
    ],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    only: UNITED_STATES,
    period: 'MONTH',
  },
  {
    // BEA's PCE price index excluding food and energy ("core PCE").
    subject: 'core PCE price index',
    names: [
      'core pce price index',
      'the core pce price index',
      'core pce',
      'core pce inflation',
      'pce price index excluding food and energy',
      'the pce price index excluding food and energy',
    ],
    measures: ['YEAR_OVER_YEAR', 'MONTH_OVER_MONTH'],
    only: UNITED_STATES,
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
  {
    // The unemployment rate, a level in %: BLS's Current Population Survey (U-3, seasonally
    // adjusted) of a month; IBGE's PNAD Contínua and the ONS's Labour Force Survey of three months.
    // Polymarket: "the seasonally adjusted unemployment rate (total unemployed, as a percent of
    // the civilian labor force, official unemployment rate denoted as U-3) reported by the Bureau
    // of Labor Statistics in the Employment Situation Report for January 2026"; Kalshi: "If the
    // unemployment rate for May 2027 is above 4.5%"; Gamma: "Brazil's unemployment rate for Q4
    // 2025" (tuning, ghost-alpha-gamma-markets-2026-01-14.json 526939).
    subject: 'unemployment rate',
    names: ['unemployment rate', 'seasonally adjusted unemployment rate'],
    measures: ['LEVEL'],
    level: { kind: 'RATE', unit: '%' },
    period: 'MONTH',
    periodIn: new Map([
      [BRAZIL, 'QUARTER'],
      [UNITED_KINGDOM, 'QUARTER'],
    ]),
    usEntities: { LEVEL: 'series:BLS:LNS14000000' },
    usNames: [
      'u-3 unemployment rate',
      'seasonally adjusted unemployment rate (total unemployed, as a percent of the civilian labor force, official unemployment rate denoted as u-3)',
    ],
  },
  {
    // BLS Current Employment Statistics, total nonfarm employment, whose change from the month
    // before is the jobs added (reported in thousands; venues write the count: Kalshi "above
    // -25000", Polymarket's brackets "100k"). Its level names no change and is not read.
    subject: 'total nonfarm payroll employment',
    names: [
      'total nonfarm payroll employment',
      'total non-farm payroll employment',
      'the total nonfarm payroll employment',
      'the total non-farm payroll employment',
      'nonfarm payroll employment',
      'non-farm payroll employment',
    ],
    measures: ['CHANGE'],
    level: { kind: 'MEASUREMENT', unit: 'jobs' },
    only: UNITED_STATES,
    period: 'MONTH',
    usEntities: { CHANGE: 'series:BLS:CES0000000001' },
  },
  {
    // The Department of Labor's initial claims for unemployment insurance of a week, as first
    // reported. Kalshi: "If there are at least 195000 initial jobless claims for the week ending
    // May 30, 2026". The seasonally adjusted count is a number of its own (below).
    subject: 'initial jobless claims',
    names: ['initial jobless claims', 'initial claims'],
    measures: ['LEVEL'],
    level: { kind: 'MEASUREMENT', unit: 'claims' },
    only: UNITED_STATES,
    period: 'WEEK',
  },
  {
    // Gamma: "the number of seasonally adjusted initial unemployment insurance claims (initial
    // claims) made in the US during the week ending February 7, 2026" (tuning,
    // wom-strategy-gamma-charts-rates-2026-02-08.json 1343757).
    subject: 'initial jobless claims, seasonally adjusted',
    names: [
      'seasonally adjusted initial unemployment insurance claims (initial claims)',
      'seasonally adjusted initial unemployment insurance claims',
      'seasonally adjusted initial jobless claims',
    ],
    measures: ['LEVEL'],
    level: { kind: 'MEASUREMENT', unit: 'claims' },
    only: UNITED_STATES,
    period: 'WEEK',
  },
  {
    // The ISM's diffusion indexes of a month, an index level (50 divides expansion from
    // contraction). Polymarket: "resolve to the bracket containing the ISM Manufacturing PMI for
    // May 2026 according to the monthly ISM Manufacturing PMI Report On Business".
    subject: 'ISM manufacturing PMI',
    names: [
      'ism manufacturing pmi',
      "ism manufacturing purchasing managers' index (pmi)",
      "ism manufacturing purchasing managers' index",
    ],
    measures: ['LEVEL'],
    level: { kind: 'MEASUREMENT', unit: 'index' },
    only: UNITED_STATES,
    period: 'MONTH',
  },
  {
    subject: 'ISM services PMI',
    names: [
      'ism services pmi',
      "ism services purchasing managers' index (pmi)",
      "ism services purchasing managers' index",
      'ism non-manufacturing pmi',
    ],
    measures: ['LEVEL'],
    level: { kind: 'MEASUREMENT', unit: 'index' },
    only: UNITED_STATES,
    period: 'MONTH',
  },
];

/**
 * Names venues give a U.S. series without naming the economy, recorded with the series they mean
 * (Kalshi's U.S. series rules, the tuning files): "the month-over-month CPI", "the unemployment
 * rate", "real GDP growth". Where the rules name no agency they are the U.S. series; where they
 * name one, its economy's. Another statistic named without its economy ("the monthly percentage
 * change in the Consumer Price Index (CPI)") is of no economy until an agency says so.
 */
const US_WORDINGS: readonly {
  statistic: string;
  measure: ReleaseMeasure;
  names: readonly string[];
}[] = [
  {
    statistic: 'unemployment rate',
    measure: 'LEVEL',
    names: ['unemployment rate', 'seasonally adjusted unemployment rate'],
  },
  {
    statistic: 'CPI',
    measure: 'MONTH_OVER_MONTH',
    names: [
      'month-over-month cpi',
      'cpi month-over-month',
      'month-over-month change in the cpi',
      'monthly change in the consumer price index',
      'month-over-month change in the consumer price index',
    ],
  },
  {
    statistic: 'CPI',
    measure: 'YEAR_OVER_YEAR',
    names: [
      'year-over-year cpi',
      'cpi year-over-year',
      'year-over-year change in the cpi',
      '12-month change in the consumer price index',
      'year-over-year change in the consumer price index',
    ],
  },
  {
    statistic: 'core CPI',
    measure: 'MONTH_OVER_MONTH',
    names: ['month-over-month core cpi', 'core cpi month-over-month'],
  },
  {
    statistic: 'core CPI',
    measure: 'YEAR_OVER_YEAR',
    names: ['year-over-year core cpi', 'core cpi year-over-year'],
  },
  {
    // The advance estimate's wordings (categories/releases.ts): real GDP at an annual rate.
    statistic: 'GDP',
    measure: 'QUARTER_ANNUALIZED',
    names: ['real gdp growth rate', 'real gdp growth'],
  },
];

/**
 * A composed name: its statistic and measure, its economy where the name states one, and the
 * economy venues mean by it where it states none and no agency is named (US_WORDINGS).
 */
interface Named {
  statistic: Statistic;
  measure: ReleaseMeasure;
  economy?: Economy;
  assumed?: Economy;
}

const phrase = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');

/** Every whole name the tables compose, lower case, to what it names. */
function composeNames(): ReadonlyMap<string, Named> {
  const names = new Map<string, Named>();
  const add = (key: string, named: Named) => {
    // A name composed with its economy is never taken back by one composed without.
    if (!names.get(key)?.economy || named.economy) names.set(key, named);
  };
  for (const statistic of STATISTICS) {
    for (const measure of statistic.measures) {
      const words = MEASURES[measure];
      const owners: { economy?: Economy; forms: readonly string[]; after: readonly string[] }[] = [
        { forms: [''], after: [''] },
        ...ECONOMIES.filter((e) => !statistic.only || e === statistic.only).map((economy) => ({
          economy,
          forms: economy.forms,
          after: economy.after,
        })),
      ];
      for (const { economy, forms, after: postfixes } of owners) {
        const only = economy ?? statistic.only;
        const named: Named = { statistic, measure, ...(only ? { economy: only } : {}) };
        // A name only the U.S. statistic has states its economy, whatever the owner's form.
        const us: Named = { statistic, measure, economy: UNITED_STATES };
        const statisticNames: [string, Named][] = [
          ...statistic.names.map((n): [string, Named] => [n, named]),
          ...(!economy || economy === UNITED_STATES ? (statistic.usNames ?? []) : []).map(
            (n): [string, Named] => [n, us],
          ),
        ];
        for (const [name, named] of statisticNames) {
          for (const before of words.before)
            for (const form of forms) add(phrase(form, before, name), named);
          for (const after of words.after)
            for (const form of forms) add(phrase(form, name, after), named);
          // The economy after the statistic: "the unemployment rate in Brazil".
          if (economy)
            for (const postfix of postfixes)
              for (const before of words.before) add(phrase(before, name, postfix), named);
        }
      }
    }
  }
  for (const wording of US_WORDINGS) {
    const statistic = STATISTICS.find((s) => s.subject === wording.statistic)!;
    const assumed: Named = { statistic, measure: wording.measure, assumed: UNITED_STATES };
    const stated: Named = { statistic, measure: wording.measure, economy: UNITED_STATES };
    for (const name of wording.names) {
      if (!names.get(name)?.economy) names.set(name, assumed);
      for (const form of UNITED_STATES.forms) names.set(phrase(form, name), stated);
    }
  }
  return names;
}

const COMPOSED = composeNames();

/** Each agency's name to its economy. */
const AGENCIES: ReadonlyMap<string, Economy> = new Map(
  ECONOMIES.flatMap((e) => e.agencies.map((a) => [a, e] as const)),
);

function seriesOf(statistic: Statistic, measure: ReleaseMeasure, economy: Economy): ReleaseSeries {
  const percentage = measure !== 'LEVEL' && measure !== 'CHANGE';
  const kind = percentage ? 'RATE' : (statistic.level?.kind ?? 'MEASUREMENT');
  const unit = percentage ? '%' : (statistic.level?.unit ?? '');
  const entity = economy === UNITED_STATES ? statistic.usEntities?.[measure] : undefined;
  const measured = MEASURES[measure].subject;
  return {
    subject: `${economy.name} ${statistic.subject}${measured ? `, ${measured}` : ''}`,
    kind,
    unit,
    period: statistic.periodIn?.get(economy) ?? statistic.period,
    ...(entity ? { entity } : {}),
  };
}

/** What a statistic's name and the agency the rules name with it read as. */
export type SeriesReading = { series: ReleaseSeries } | { problem: string };

/**
 * The series a whole name names, with the agency the rules say releases it where they name one:
 * a name without its economy is of the agency's economy (or of the one economy that publishes
 * the statistic); a name whose economy is not the agency's is no series.
 */
export function releaseSeriesOf(name: string, agency?: string): SeriesReading {
  const named = COMPOSED.get(tableNameKey(name));
  if (!named) return { problem: `"${name}" names no data series this reader knows` };
  let publisher: Economy | undefined;
  if (agency !== undefined) {
    publisher = AGENCIES.get(tableNameKey(agency));
    if (!publisher) return { problem: `"${agency}" is no statistics agency this reader knows` };
  }
  const economy = named.economy ?? publisher ?? named.assumed;
  if (!economy) return { problem: `"${name}" names no economy, and no agency that states one` };
  if (publisher && publisher !== economy)
    return {
      problem: `"${agency}" releases the statistics of ${publisher.name}, not "${name}"`,
    };
  return { series: seriesOf(named.statistic, named.measure, economy) };
}

/** The series a whole name names by itself, without an agency, or undefined. */
export function dataSeriesNamed(name: string): ReleaseSeries | undefined {
  const r = releaseSeriesOf(name);
  return 'series' in r ? r.series : undefined;
}

/** Whether the tables compose the name, with its economy or without. */
export function isReleaseStatisticName(name: string): boolean {
  return COMPOSED.has(tableNameKey(name));
}
