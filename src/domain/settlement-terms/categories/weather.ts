// A weather station's daily extreme (docs/decisions.md, "Settlement terms: category tables"), and
// its total precipitation over a stated period. The station is part of the quantity: Central Park
// and LaGuardia measure two numbers. Slots: {extreme} highest/maximum or lowest/minimum, {station}
// the station by name or identifier (entities/stations.ts), {date} the day, {comparison} the
// threshold, {start} and {end} a period's first and last day.
import type { CategoryEntry } from './category-table';

// The National Weather Service's daily climate report states temperatures in whole degrees
// Fahrenheit, so naming it names the unit, by any of its names ("the NWS Climatological Report
// (Daily)", "the National Weather Service's Daily Climate Report", the product's own name
// "Climatological Report (Daily)"); so does a number in "°F".
const FAHRENHEIT = {
  templates: [
    'fahrenheit',
    '°f',
    "national weather service's climatological report",
    'nws climatological report',
    "national weather service's daily climate report",
    'nws daily climate report',
    // The product's own name, which no other publisher uses.
    'climatological report (daily)',
  ],
  reason: 'the rules do not say in which unit the temperature is read',
};

export const WEATHER: readonly CategoryEntry[] = [
  {
    category: 'daily-temperature',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['station'],
    conditions: [
      'If the {extreme} temperature recorded at {station} for {date} is {comparison} according to {source}',
      'If the {extreme} temperature recorded in {station} for {date} as reported by {source}, is {comparison}',
    ],
    alsoStated: [FAHRENHEIT],
    subject: 'daily {extreme} temperature',
    name: 'daily {extreme} temperature at station {station}',
    window: { kind: 'DAY' },
    boundary: { kind: 'NUMERIC' },
    unit: '°F',
    wordings: [
      'If the maximum temperature recorded at New York City (CLINYC) for Oct 6, 2026, is less than 63° fahrenheit according to The Weather Company, then the market resolves to Yes.',
      "If the highest temperature recorded in Central Park, New York for July 11, 2026 as reported by the National Weather Service's Climatological Report (Daily), is greater than 85°, then the market resolves to Yes.",
    ],
  },
  {
    // One bracket of a Polymarket event: the market's own bracket is its groupItemTitle. The day
    // is the station's calendar day in its local time ("the highest temperature recorded for all
    // times on this day" on Weather Underground's daily history).
    category: 'daily-temperature',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['station'],
    conditions: [
      'resolve to the temperature range that contains the {extreme} temperature recorded by {source} at the {station} station in degrees fahrenheit on {date}',
      'resolve to the temperature range that contains the {extreme} temperature recorded at the {station} station in degrees fahrenheit on {date}',
    ],
    subject: 'daily {extreme} temperature',
    name: 'daily {extreme} temperature at station {station}',
    window: { kind: 'DAY', clock: 'LOCAL' },
    boundary: { kind: 'NUMERIC' },
    unit: '°F',
    wordings: [
      "This market will resolve to the temperature range that contains the highest temperature recorded by NOAA at the LaGuardia Airport Station in degrees Fahrenheit on 6 Oct '26.",
    ],
  },
  {
    category: 'daily-temperature',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['station'],
    conditions: [
      'resolve to the temperature range that contains the {extreme} temperature recorded at the {station} station in degrees celsius on {date}',
    ],
    subject: 'daily {extreme} temperature',
    name: 'daily {extreme} temperature at station {station}',
    window: { kind: 'DAY', clock: 'LOCAL' },
    boundary: { kind: 'NUMERIC' },
    unit: '°C',
    wordings: [
      "This market will resolve to the temperature range that contains the highest temperature recorded at the London City Airport Station in degrees Celsius on 14 Feb '26.",
    ],
  },
  {
    // A station's total precipitation over a period both of whose days the rules state (docs/
    // decisions.md, "Settlement terms: a station's precipitation over a stated period"). The
    // market's own bracket (`2-3"`) is not read: the rules say only that a value "exactly between
    // two brackets" goes to the higher one, not which end of a bracket holds it.
    category: 'climate-measurement',
    quantityKind: 'MEASUREMENT',
    entityKinds: ['station'],
    conditions: [
      'resolve according to the total precipitation in inches in {station} between {start} and {end} according to {source}',
      'resolve according to the total precipitation in inches at {station} between {start} and {end} according to {source}',
    ],
    subject: 'total precipitation',
    name: 'total precipitation at station {station}',
    window: { kind: 'DATES_BETWEEN' },
    boundary: { kind: 'NUMERIC', oneSided: true },
    unit: 'in',
    wordings: [
      'This market will resolve according to the total precipitation in inches in Central Park, New York City between March 1 and March 31, 2026, 11:59PM ET according to the National Oceanic and Atmospheric Administration (NOAA).',
    ],
  },
];
