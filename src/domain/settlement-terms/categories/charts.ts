// Ranks on a dated chart (docs/decisions.md, "Settlement terms: a rank on a dated chart"): an
// entry (a film, a show, a song, an app, a company's model) holds a place on a chart its
// publisher keeps, over the chart's own dated edition: a weekly list over the week it reflects,
// a leaderboard at the instant it is checked, a year's grosses over that calendar year, the weekly
// charts of a stated period. The quantity is the entry's rank, a MEASUREMENT of what the
// chart's publisher keeps (its source read by the source readers); the boundary the place asked.
// A chart whose edition the text does not date (an annual list "of 2026" whose period the
// publisher sets) is no entry here. Slots: {entry} (the market's own name, or the rules'),
// {listed} (the market's own name where the rules' entry is "the listed artist"), {ranked} (a rank
// and what is ranked: grammar/ranks.ts), {item}, {chart}, {listing}, {measure} and {measured}
// (free words), {date}, {instant}, {observed}, {period}, {grossPeriod} (the calendar year the
// rules say the gross is counted over, which must be {period}), {start}, {end}, {weekDays} (the
// days a weekly list's week runs, which must be "Monday to Sunday").
import type { CategoryEntry } from './category-table';

const CHART = {
  category: 'chart-rank',
  quantityKind: 'MEASUREMENT',
  entityKinds: [],
} as const;

// A rank by a year's calendar gross: read only where the rules also say the gross is the calendar
// year's, as a film's gross by its year of release runs past that year.
const CALENDAR_GROSS = {
  ...CHART,
  alsoStated: [
    {
      templates: ['This market is about the {measured} calendar gross in {grossPeriod}'],
      reason: "the rules do not say the gross is the calendar year's",
    },
  ],
  subject: 'rank by {period} calendar gross on {listing}',
  name: 'rank of {entry} as the {item} by {period} calendar gross on {listing}',
  window: { kind: 'CALENDAR' },
  boundary: { kind: 'RANK', first: true },
  unit: 'rank',
} as const;

export const CHARTS: readonly CategoryEntry[] = [
  {
    // A weekly list updated on a stated day, over the Monday-to-Sunday week before it.
    ...CHART,
    conditions: [
      'resolve based on which {item} this update ranks as the {ranked}',
      'resolve according to which {item} this update ranks as the {ranked}',
    ],
    ownTerm: 'entry',
    alsoStated: [
      {
        templates: [
          'is expected to update its {chart} on {date}, reflecting {measure} from the previous week ({weekDays})',
          'will update its {chart} on {date}, reflecting {measure} from the previous week ({weekDays})',
        ],
        reason: 'the rules do not say which week the update reflects',
      },
    ],
    subject: 'rank on the {chart}',
    name: 'rank of {entry} as the {rankedList} on the {chart}',
    window: { kind: 'PREVIOUS_WEEK' },
    boundary: { kind: 'RANK' },
    unit: 'rank',
    wordings: [
      'Netflix is expected to update its global Top 10 TV movies list on top10.netflix.com on Tuesday, March 31, 2026, 3:00 PM ET, reflecting viewership from the previous week (Monday to Sunday). This market will resolve based on which movie this update ranks as the #1 global Netflix movie.',
      'Netflix is expected to update its Top 10 TV shows list on top10.netflix.com on Tuesday, February 10, 2026, 3:00 PM ET, reflecting viewership from the previous week (Monday to Sunday). This market will resolve based on which show this update ranks as the #2 Netflix show in the United States.',
    ],
  },
  {
    // A leaderboard at the instant it is checked.
    ...CHART,
    conditions: [
      'resolve according to the {item} with the {ranked} based on the {chart} when {observed} is checked on {instant}',
      'resolve according to the {item} with the {ranked} based off the {chart} when {observed} is checked on {instant}',
      'resolve according to the {item} with the {ranked} on the {chart} when {observed} is checked on {instant}',
    ],
    ownTerm: 'entry',
    subject: 'rank on the {chart}',
    name: 'rank of {entry} as the {item} with the {rankedList} on the {chart}',
    window: { kind: 'AT' },
    boundary: { kind: 'RANK' },
    unit: 'rank',
    wordings: [
      'This market will resolve according to the company that owns the model with the third-highest arena score based on the Chatbot Arena LLM Leaderboard when the table under the "Leaderboard" tab is checked on March 31, 2026, 12:00 PM ET.',
    ],
  },
  {
    // A year's grosses, the entry named in the condition ("the movie's domestic calendar gross
    // in 2025" stated beside it).
    ...CALENDAR_GROSS,
    conditions: [
      'resolve to "Yes" if {listing} shows {entry} as the {item} with the highest {period} gross',
    ],
    wordings: [
      'This market will resolve to "Yes" if the "Gross" column on https://www.boxofficemojo.com/year/2025/?grossesOption=calendarGrosses shows \'Movie I\' as the film with the highest 2025 gross once data for December 31 is made available.',
    ],
  },
  {
    // The same, the entry the market's own name.
    ...CALENDAR_GROSS,
    conditions: [
      'resolve according to the title of the {item} with the highest {period} gross according to {listing} once',
    ],
    ownTerm: 'entry',
    wordings: [
      'This market will resolve according to the title of the film with the highest 2026 gross according to the "Gross" column on https://www.boxofficemojo.com/year/2026/?grossesOption=calendarGrosses once data for December 31 is made available.',
    ],
  },
  {
    // The weekly charts of a period of their own: any chart whose data period lies within it.
    ...CHART,
    conditions: [
      'resolve to "Yes" if {entry} is the {ranked} in any {chart} released for a data collection reference period entirely between {start} and {end}',
      'resolve to "Yes" if {entry} is the {ranked} on any {chart} released for a data collection reference period entirely between {start} and {end}',
    ],
    ownTerm: 'listed',
    subject: 'rank on the {chart}',
    name: 'best rank of {entry} ({listed}) as the {rankedList} on any {chart} of the period',
    window: { kind: 'DATES_BETWEEN', wholeDays: true },
    boundary: { kind: 'RANK' },
    unit: 'rank',
    wordings: [
      'This market will resolve to “Yes” if any song by the listed artist is the number 1 song in any official weekly Billboard Hot 100 songs chart released for a data collection reference period entirely between January 1 and December 31, 2026.',
    ],
  },
];
