// Counts a chart or a report publishes for a date (docs/decisions.md, "Settlement terms: a term
// stated as none, and the conventions of the measurement"): Kalshi's album sales on the Hits
// Daily Double chart of a week. The count is whole, so "more than 99,999.5" is "100,000 or more";
// the venue's strike is the boundary, the rules must agree where they state a comparison. Slots:
// {album}, {artist}, {chart}, {date}, {comparison}.
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
];
