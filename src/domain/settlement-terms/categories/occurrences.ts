// Propositions with a deadline (docs/decisions.md, "Settlement terms: propositions by a
// deadline"): "X happens by <date>" or "before <date>" is about the time from the market's opening
// (the venue's open_time or startDate) to the deadline. Whatever X is, it is the quantity: its
// subject is the proposition's own words, normalised, so two venues' markets on the same wording
// meet in one block. Tried after every more specific table. Slots: {proposition}, {deadline}.
import type { CategoryEntry } from './category-table';

const OCCURRENCE = {
  category: 'occurrence',
  quantityKind: 'RESULT',
  entityKinds: ['person', 'office'],
  subject: 'whether {proposition}',
  boundary: { kind: 'OCCURS' },
} as const;

export const OCCURRENCES: readonly CategoryEntry[] = [
  {
    ...OCCURRENCE,
    conditions: [
      'resolve to "Yes" if {proposition} by {deadline}',
      'If {proposition} by {deadline} this market will resolve to "Yes"',
    ],
    window: { kind: 'DEADLINE', through: true },
    wordings: [
      'This market will resolve to "Yes" if any spot Solana ETF receives approval from the SEC by July 31, 2025, 11:59 PM ET.',
      'If Ukraine has officially joined NATO as a full member state at any point by June 30, 2025, 11:59 PM ET this market will resolve to “Yes”.',
    ],
  },
  {
    ...OCCURRENCE,
    conditions: [
      'If {proposition} before {deadline}',
      'resolve to "Yes" if {proposition} before {deadline}',
    ],
    window: { kind: 'DEADLINE', through: false },
    wordings: [
      'If Pete Hegseth has physically travelled to and been present within the geographic boundaries of Iran before Jul 1, 2026, then the market resolves to Yes.',
      'If Donald Trump and Benjamin Netanyahu meet in person after Issuance and before Jan 1, 2027, then the market resolves to Yes.',
    ],
  },
];
