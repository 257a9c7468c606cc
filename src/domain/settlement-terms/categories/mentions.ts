// Mentions (docs/decisions.md, "Settlement terms: releases of data series"): a word or phrase said
// by a person at one dated, named appearance. The term is the market's own (its question names
// it); the appearance, with its date, is the event. Slots: {speaker}, {appearance}, {date} from the
// rules, {phrase} (the term) from the question.
import type { CategoryEntry } from './category-table';

export const MENTIONS: readonly CategoryEntry[] = [
  {
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: [
      'resolve to "Yes" if {speaker} says the listed term during his {appearance} on {date}',
      'resolve to "Yes" if {speaker} says the listed term during her {appearance} on {date}',
    ],
    question: ['Will {qspeaker} say {phrase} during'],
    subject: 'whether {speaker} says {phrase}',
    event: '{speaker}, {appearance}, {date}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This market will resolve to "Yes" if Donald Trump says the listed term during his appearance at events featuring the President of Ukraine on December 28, 2025 ET.',
    ],
  },
];
