// Awards (docs/decisions.md, "Settlement terms: propositions by a deadline, Up or Down, awards"):
// a person wins a named award of a season. The award is named as the venue writes it, with its
// season or edition ("the 98th Academy Award for Best Actress"); a name without one of
// AWARD_WORDS, or without a year or an edition, is no award this table reads.
// Slots: {person}, {award}.
import type { CategoryEntry } from './category-table';

/** Words an award's name contains: without one, "wins the …" is a competition or a game. */
export const AWARD_WORDS: readonly string[] = [
  'mvp',
  'most valuable player',
  'award',
  'of the year',
  'trophy',
];

export const AWARDS: readonly CategoryEntry[] = [
  {
    category: 'award',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'If {person} wins the {award}',
      'resolve to "Yes" if {person} is awarded the {award}',
    ],
    subject: 'winner of the {award}',
    window: { kind: 'EVENT' },
    event: '{award}',
    boundary: { kind: 'WINNER' },
    wordings: [
      'If Ashton Jeanty wins the Pro Football AP Regular Season MVP in the 2026-27 season, then the market resolves to Yes.',
      'This market will resolve to "Yes" if Shai Gilgeous-Alexander is awarded the 2025–26 regular season NBA Most Valuable Player (MVP) Award.',
    ],
  },
  {
    // Polymarket's award event: the rules name the award, the question its market's person.
    category: 'award',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'resolve according to the {role} who wins the {award}',
      'resolve according to the {role} who wins {award}',
      'resolve according to the {role} who is awarded the {award}',
    ],
    // "Will Kate Hudson win Best Actress at the 98th Academy Awards?": the award without "the".
    question: [
      'Will {person} be the {named}?',
      'Will {person} win the {named}?',
      'Will {person} win {named}?',
    ],
    subject: 'winner of the {award}',
    window: { kind: 'EVENT' },
    event: '{award}',
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the player who wins 2025-2026 NFL Comeback Player of the Year Award.',
      'This market will resolve according to the offensive lineman who wins the NFL Protector of the Year Award for the 2025-2026 season.',
      'This market will resolve according to the player who is awarded the 2025–26 NBA Defensive Player of the Year.',
      'This market will resolve according to the listed actress who wins the 98th Academy Award for Best Actress.',
    ],
  },
];
