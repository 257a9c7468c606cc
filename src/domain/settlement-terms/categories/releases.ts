// Releases of data series (docs/decisions.md, "Settlement terms: releases of data series"): what
// an agency publishes for a period (BLS's consumer prices, BEA's GDP, NASA GISS's temperature
// index) and what an auction house states as a lot's hammer price. The series is named by its
// agency and the agency's own ID (`series:<AGENCY>:<ID>`), so that two venues' markets on one
// release block together. Slots: {period} a year, quarter or month ("2025", "Q4 2025",
// "January 2025"), {quarter} the quarter an estimate is for, {comparison} the threshold, {lot}
// the item sold, {series} a series by one of its names, {agency} the agency that releases it
// (entities/release-statistics.ts).
import type { CategoryEntry } from './category-table';

/** BLS CPI-U, U.S. city average, all items, not seasonally adjusted: the 12-month change's series. */
const CPI_U = 'series:BLS:CUUR0000SA0';
/**
 * BLS CPI-U, U.S. city average, all items, seasonally adjusted: the index whose change over one
 * month BLS reports as the month's change ("on a seasonally adjusted basis").
 */
const CPI_U_SA = 'series:BLS:CUSR0000SA0';
/** BEA NIPA table 1.1.1, line 1: real GDP, percent change. */
const REAL_GDP = 'series:BEA:A191RL';
/** NASA GISS Surface Temperature Analysis v4, global land-ocean temperature index. */
const GISTEMP = 'series:NASA-GISS:GLB-TS-DSST';

// A rate a series table names, for a calendar period, against a number: what is measured, its
// kind, unit and entity are the series table's, the period the CALENDAR window's.
const SERIES_FOR_PERIOD = {
  category: 'economic-release',
  quantityKind: 'RATE',
  entityKinds: ['series'],
  subject: '{series}',
  window: { kind: 'CALENDAR' },
  boundary: { kind: 'NUMERIC' },
  unit: '{seriesUnit}',
} as const;

export const RELEASES: readonly CategoryEntry[] = [
  {
    // The highest 12-month change of the months of a year: any month's release can settle it.
    category: 'economic-release',
    quantityKind: 'RATE',
    entityKinds: ['series'],
    entities: [CPI_U],
    conditions: [
      'resolve to "Yes" if the Consumer Price Index (CPI) increased by {comparison} over the 12 month period ending with any month in {period} according to',
    ],
    subject: 'U.S. CPI-U 12-month change',
    name: 'U.S. CPI-U 12-month change, the highest of the months of the window',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      'This market will resolve to “Yes” if the Consumer Price Index (CPI) increased by 3.1 percent or more over the 12 month period ending with any month in 2025 according to the monthly Bureau of Labor Statistics (BLS) reports.',
    ],
  },
  {
    // One bracket of a Gamma event on the 12-month change of the month a period ends with: the
    // market's own bracket is its groupItemTitle ("2.7%", "3.0% or more"). BLS publishes the
    // change to one decimal, so a bracket of one value is that published value.
    category: 'economic-release',
    quantityKind: 'RATE',
    entityKinds: ['series'],
    entities: [CPI_U],
    conditions: [
      'resolve to the percentage change in the Consumer Price Index (CPI) over the 12-month period ending in {period} according to',
    ],
    subject: 'U.S. CPI-U 12-month change',
    name: 'U.S. CPI-U 12-month change, of the month the window is',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      'This market will resolve to the percentage change in the Consumer Price Index (CPI) over the 12-month period ending in March 2026 according to the monthly Bureau of Labor Statistics (BLS) report.',
    ],
  },
  {
    // One month's change of the seasonally adjusted index, from the month before: the window is
    // the later month; a change between months that are not consecutive is another quantity
    // (read-category.ts, the {previous} slot).
    category: 'economic-release',
    quantityKind: 'RATE',
    entityKinds: ['series'],
    entities: [CPI_U_SA],
    conditions: [
      'resolve to "Yes" if the Bureau of Labor Statistics reports that, on a seasonally adjusted basis, the Consumer Price Index for All Urban Consumers (CPI-U) increased by {comparison} from {previous} to {period}.',
    ],
    subject: 'U.S. CPI-U change over one month, seasonally adjusted',
    name: 'U.S. CPI-U change over one month, seasonally adjusted',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      'This market will resolve to “Yes” if the Bureau of Labor Statistics reports that, on a seasonally adjusted basis, the Consumer Price Index for All Urban Consumers (CPI-U) increased by exactly 0.5 percent (i.e. fifty hundredths of 1%) or more from February 2021 to March 2021.',
    ],
  },
  {
    // A full year's growth as the advance estimate of its fourth quarter states it: the release
    // is the event; later revisions do not count.
    category: 'economic-release',
    quantityKind: 'RATE',
    entityKinds: ['series'],
    entities: [REAL_GDP],
    conditions: [
      "resolve to 'Yes' if the seasonally adjusted and annualized GDP growth rate for the full year {period}, as derived from the 'Advance Estimate' for {quarter}, scheduled for release by the U.S. Bureau of Economic Analysis (BEA) on {date}, reports a growth rate {comparison}",
    ],
    subject: 'U.S. real GDP growth',
    name: 'U.S. real GDP growth rate of a full year, advance estimate of its fourth quarter',
    event: 'BEA advance estimate for {quarter}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      "This market will resolve to 'Yes' if the seasonally adjusted and annualized GDP growth rate for the full year 2025, as derived from the 'Advance Estimate' for Q4 2025, scheduled for release by the U.S. Bureau of Economic Analysis (BEA) on January 30, 2026, reports a growth rate below 0.",
    ],
  },
  {
    // One quarter's annualized growth, as its advance estimate states it.
    category: 'economic-release',
    quantityKind: 'RATE',
    entityKinds: ['series'],
    entities: [REAL_GDP],
    conditions: [
      'resolve to "Yes" if the BEA\'s {quarter} advance estimate of GDP growth is {comparison}',
    ],
    subject: 'U.S. real GDP growth',
    name: 'U.S. real GDP growth of a quarter, annualized, advance estimate',
    event: 'BEA advance estimate for {quarter}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      'This market will resolve to “Yes” if the BEA’s Q1 2021 advance estimate of GDP growth is greater than 4.9%.',
    ],
  },
  {
    // A series the rules name (entities/release-statistics.ts) for a period, against a number. A name
    // the table does not know leaves the quantity UNKNOWN.
    ...SERIES_FOR_PERIOD,
    conditions: [
      'resolve to "Yes" if {series} for {period} is {comparison} when it is released',
      'If {series} for {period} is {comparison}, then',
      'If {series} for {period} are {comparison}, then',
      'If {series} in {period} is {comparison}, then',
      'If {series} is {comparison} as reported by {report} for the month of {period}, then',
    ],
    wordings: [
      "This market will resolve to “Yes” if Brazil's unemployment rate for Q4 2025 is below 6.3% when it is released.",
    ],
  },
  {
    // One bracket of a Gamma event on a statistic, by its measure and economy (the release
    // statistics of entities/release-statistics.ts), in the release that reports it for a period
    // (its first print, "the "Preliminary Accounting Results of GDP" release for Q1 of 2026"): the
    // window is the period the release covers, never the release's date, and the bracket is the
    // market's own title ("6.0%+").
    ...SERIES_FOR_PERIOD,
    conditions: [
      'resolve according to {series} in the {release} release for {period}, scheduled for',
      'resolve according to {series} for {period}, as first reported by {report}',
    ],
    wordings: [
      'This market will resolve according to China\'s Y/Y Growth Rate (%) of Gross Domestic Product (GDP) in the "Preliminary Accounting Results of GDP" release for Q1 of 2026, scheduled for April 17, 2026.',
    ],
  },
  {
    // A statistic the rules name with the agency that releases it, for a period (the agency
    // states the economy a name leaves out, and refuses a name of another economy:
    // entities/release-statistics.ts). Polymarket's U-3 brackets ("… the seasonally adjusted
    // unemployment rate (…, official unemployment rate denoted as U-3) reported by the Bureau of
    // Labor Statistics in the Employment Situation Report for January 2026.") and payroll
    // brackets ("… the change in the total nonfarm payroll employment reported by the BLS
    // "Employment Situation Summary" for March 2026, scheduled to be released on April 3, 2026"),
    // Gamma's Argentine CPI ("… the monthly percentage change in the Consumer Price Index (CPI /
    // IPC) in March 2026 (Variación % mensual Total nacional), according to the monthly INDEC
    // report.", tuning openclaw-gamma-markets-2026-03-25.json 1600963) and Polymarket's ISM
    // brackets ("resolve to the bracket containing the ISM Manufacturing PMI for May 2026
    // according to the monthly ISM Manufacturing PMI Report On Business").
    ...SERIES_FOR_PERIOD,
    conditions: [
      'resolve according to {series} reported by {agency} in the {report} for {period}.',
      'resolve according to {series} reported by {agency} "{report}" for {period}, scheduled',
      'resolve according to {series} in {period} ({gloss}), according to the monthly {agency} report',
      'resolve according to {series} in {period}, according to the monthly {agency} report',
      'resolve to the bracket containing the {series} for {period} according to the monthly {report}.',
    ],
    wordings: [
      'This market will resolve according to the monthly percentage change in the Consumer Price Index (CPI / IPC) in March 2026 (Variación % mensual Total nacional), according to the monthly INDEC report.',
    ],
  },
  {
    // Kalshi's weekly claims: "If there are at least 195000 initial jobless claims for the week
    // ending May 30, 2026, then the market resolves to Yes." (KXJOBLESSCLAIMS rules_primary).
    category: 'economic-release',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['series'],
    conditions: ['If there are {comparison} {series} for the week ending {date}, then'],
    subject: '{series}',
    window: { kind: 'WEEK_ENDING' },
    boundary: { kind: 'NUMERIC' },
    unit: '{seriesUnit}',
    wordings: [
      'If there are at least 195000 initial jobless claims for the week ending May 30, 2026, then the market resolves to Yes.',
    ],
  },
  {
    // A weekly count a series table names, for the week ending on a stated day (the Department
    // of Labor's weeks end on Saturday): one bracket of a Gamma event, whose ends the rules do not
    // place (a value on one, "220k", is in two brackets), so the bracket is not read.
    category: 'economic-release',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['series'],
    conditions: ['resolve according to the {series} during the week ending {date}, according to'],
    subject: '{series}',
    window: { kind: 'WEEK_ENDING' },
    boundary: { kind: 'NUMERIC', oneSided: true },
    unit: '{seriesUnit}',
    wordings: [
      'This market will resolve according to the number of seasonally adjusted initial unemployment insurance claims (initial claims) made in the US during the week ending February 7, 2026, according to the Unemployment Insurance Weekly Claims Report released by the U.S. Department of Labor (DOL) for the specified week.',
    ],
  },
  {
    // A month's (or a year's) global temperature anomaly, in degrees Celsius.
    category: 'climate-measurement',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['series'],
    entities: [GISTEMP],
    conditions: [
      'resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for {period} shows an increase of {comparison} when it is released',
      // The comparison's own words without "of" ("shows an increase greater than 1.39°C").
      'resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for {period} shows an increase {comparison} when it is released',
    ],
    subject: 'global land-ocean temperature anomaly',
    name: 'NASA GISS global land-ocean temperature index anomaly',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    unit: '°C',
    wordings: [
      'This market will resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for January 2025 shows an increase of between 1.20°C and 1.24°C when it is released.',
    ],
  },
  {
    // A lot's hammer price at one scheduled sale: the sale is the event.
    category: 'auction-price',
    quantityKind: 'PRICE',
    entityKinds: [],
    conditions: [
      'This is a market on the hammer price of {lot}, scheduled to go up for auction at {auction}, on {date} (',
    ],
    alsoStated: [
      {
        templates: ['resolve to "Yes" if the hammer price at auction {comparison}'],
        reason: 'the rules do not state the price the hammer price is compared with',
      },
    ],
    subject: 'hammer price of {lot}',
    event: '{auction}, {date}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: 'USD',
    wordings: [
      'This is a market on the hammer price of Mark Rothko’s “Untitled” (Lot 10B), scheduled to go up for auction at Christie’s 20th Century Evening Sale, on May 13, 2021 (https://www.christies.com/lot/lot-mark-rothko-1903-1970-untitled-6318421/). This market will resolve to “Yes” if the hammer price at auction exceeds $40 million, and “No” otherwise.',
    ],
  },
];
