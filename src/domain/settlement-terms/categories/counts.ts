// Counts a chart or a report publishes for a date (docs/decisions.md, "Settlement terms: a term
// stated as none, and the conventions of the measurement"): Kalshi's album sales on the Hits
// Daily Double chart of a week. The count is whole, so "more than 99,999.5" is "100,000 or more";
// the venue's strike is the boundary, the rules must agree where they state a comparison. Slots:
// {album}, {artist}, {chart}, {date}, {comparison}; {counting}, a clause that compares one count
// without a unit ("SpaceX has less than 100 launches"), and {period}.
import type { CategoryEntry } from './category-table';

export const COUNTS: readonly CategoryEntry[] = [
  {
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: [
      "If {album} by {artist}'s sales, on the {chart} for {date}, are {comparison}, then",
    ],
    subject: 'album sales of {album} by {artist}',
    name: 'album sales of {album} by {artist} on the {chart} for {date}',
    event: '{chart} for {date}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    unit: 'albums',
    wholeNumbers: true,
    wordings: [
      "If ARIRANG by BTS's sales, on the Hits Daily Double Top 50 Chart for March 27, 2026, are At Least 400000, then the market resolves to Yes.",
    ],
  },
  {
    // A count of the games' results in a round of a competition (upsets, a seed's wins) is that
    // competition's RESULT, not a measurement a source keeps, and the round is its EVENT
    // (docs/decisions.md, "Settlement terms: a count of a round's results"). A competition named
    // without its season ("the men's college basketball tournament") is the edition of the one
    // year the market's life lies in, where the competition is played within a year and the
    // venue's dates lie in one; else it is no one event, and the quantity and window stay UNKNOWN,
    // as for every {competition} (docs/decisions.md, "Settlement terms: occurrences in a scheduled
    // game, and an annual competition's edition by the venue's dates").
    category: 'count',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: [
      'If the number of {counted} in the Round of {round} of {competition} is {comparison}, then',
    ],
    subject: 'number of {counted} in the round of {round} of {competition}',
    event: 'Round of {round} of {competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      "If the number of teams achieving an upset (based on seeding) in the Round of 16 of the men's college basketball tournament is at least 2, then the market resolves to Yes.",
      "If the number of teams that are seeded #16 achieving a win in the Round of 64 of the 2026 men's college basketball tournament is at least 1, then the market resolves to Yes.",
    ],
  },
  {
    // "the number of <what> in <period> is <comparison>": a count compared in the condition
    // itself, in the period it is counted in (Kalshi's "If the number of … in 2026 is above 1000,
    // then …", Polymarket's "… resolve to "Yes" if the number of … in 2026 is between 15 and 17
    // (inclusive)"). Before the counts stated in general, which would read the clause whole. The
    // period must be one year, quarter or month (or a federal fiscal year): where it is not, the
    // count may have been cut at an "in" of its own words ("measles cases in the United States in
    // 2026"), and the quantity is UNKNOWN (read-category.ts).
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: ['in', 'during'].flatMap((prep) => [
      `If the number of {counted} ${prep} {period} is {comparison}, then`,
      `If the number of {counted} ${prep} {period} are {comparison}, then`,
      `resolve to "Yes" if the number of {counted} ${prep} {period} is {comparison}`,
      `resolve to "Yes" if the number of {counted} ${prep} {period} are {comparison}`,
    ]),
    subject: 'number of {counted}',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [],
  },
  {
    // Whatever is counted, where the condition compares one count and says nothing else about
    // it (docs/decisions.md, "Settlement terms: counts stated in general"): the quantity is the
    // clause's own words without the number, so that the brackets of one count meet; the window
    // is the year, quarter or month it is counted in, else UNKNOWN. Tried after every table that
    // names what it counts.
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: [
      'resolve to "Yes" if {counting} in {period}',
      'If {counting} in {period}, then',
      'If {counting}, then',
    ],
    subject: '{counting}',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      'This market will resolve to "Yes" if SpaceX has less than 100 launches in 2025.',
      'This market will resolve to "Yes" if SpaceX has between 120 (inclusive) and 139 (inclusive) launches in 2025.',
      'If President Trump has exactly 5 Secretaries of State, then the market resolves to Yes.',
    ],
  },
  {
    // The same count over the days and times the rules state ("… if between 10 (inclusive) and 12
    // (inclusive) SpaceX Starship launches successfully reach an altitude of 62 miles above sea
    // level between January 1, 2025 and December 31, 2025, 11:59 PM ET").
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: ['resolve to "Yes" if {counting} between {start} and {end}'],
    subject: '{counting}',
    // Both ends kept, a day whole and a stated minute with it, as the occurrences between two
    // dates read them.
    window: { kind: 'DATES_BETWEEN' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      'This market will resolve to "Yes" if between 10 (inclusive) and 12 (inclusive) SpaceX Starship launches successfully reach an altitude of 62 miles above sea level between January 1, 2025 and December 31, 2025, 11:59 PM ET.',
    ],
  },
  {
    // A count whose brackets the markets' titles state ("100-119", "≥4"), over the month or the
    // period the rules name: Gamma's counts of posts and of strikes.
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: [
      'resolve according to the number of {counted} during the month of {period}',
      // The same count "in" or "during" the period, the period ended by a comma where a clause
      // follows it ("… in February 2026, as listed by the Federal Register").
      'resolve according to the number of {counted} in {period},',
      'resolve according to the number of {counted} during {period},',
      'resolve according to the number of {counted} in {period}',
      'resolve according to the number of {counted} during {period}',
    ],
    subject: 'number of {counted}',
    window: { kind: 'CALENDAR' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      'This market will resolve according to the number of times Elon Musk (@elonmusk), posts on X during the month of March 2026.',
    ],
  },
  {
    // The same count over one whole day, in the zone stated with it ("on September 7, 2025 ET"):
    // only a day with no time of day (read-category.ts, the STATED_DAY window's test).
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: ['resolve according to the number of {counted} on {deadline}'],
    subject: 'number of {counted}',
    window: { kind: 'STATED_DAY' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      'This market will resolve according to the number of times Elon Musk (@elonmusk), posts on X on September 7, 2025 ET.',
    ],
  },
  {
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: [
      'resolve according to the total number of {counted} between {start} and {end}',
      'resolve according to the number of {counted} between {start} and {end}',
    ],
    subject: 'number of {counted}',
    window: { kind: 'BETWEEN' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      "This market will resolve according to the total number of different sovereign UN member states' soil that Israel initiates a drone, missile, or air strike between February 1, 2026, 12:00 AM ET and February 28, 2026, 11:59 PM ET.",
    ],
  },
  {
    // The same count over a range written "from … to …" ("posts on X from March 27 12:00 PM ET to
    // April 3, 2026 12:00 PM ET"), which ends at the time it states: the weeks of one count meet
    // at noon. A start without its year takes the end's, as dates.ts reads a range.
    category: 'count',
    quantityKind: 'MEASUREMENT',
    entityKinds: [],
    conditions: [
      'resolve according to the total number of {counted} from {start} to {end}',
      'resolve according to the number of {counted} from {start} to {end}',
    ],
    subject: 'number of {counted}',
    window: { kind: 'BETWEEN', endsAt: 'STATED' },
    boundary: { kind: 'NUMERIC' },
    wholeNumbers: true,
    wordings: [
      'This market will resolve according to the number of times Elon Musk (@elonmusk), posts on X from March 27 12:00 PM ET to April 3, 2026 12:00 PM ET.',
    ],
  },
];
