// Mentions (docs/decisions.md, "Settlement terms: releases of data series"): a word or phrase said
// by a person at one dated, named appearance. The term is the market's own (its question names
// it); the appearance, with its date, is the event. Slots: {speaker}, {appearance}, {date} from the
// rules, {phrase} (the term) from the question, or from the rules where the market's own name
// (Kalshi's yes_sub_title) is that term (read-category.ts checks it).
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
    counted: 'times {speaker} says {phrase}',
    event: '{speaker}, {appearance}, {date}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This market will resolve to "Yes" if Donald Trump says the listed term during his appearance at events featuring the President of Ukraine on December 28, 2025 ET.',
    ],
  },
  {
    // The appearance is named in a sentence of its own: "This market is explicitly about the event
    // titled "…" on …".
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: ['resolve to "Yes" if {speaker} says the listed term during the event on {date}'],
    alsoStated: [
      {
        templates: ['This market is explicitly about the event titled "{appearance}" on'],
        reason: 'the rules do not name the event',
      },
    ],
    question: ['Will {qspeaker} say {phrase} during'],
    subject: 'whether {speaker} says {phrase}',
    counted: 'times {speaker} says {phrase}',
    event: '{speaker}, {appearance}, {date}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This market will resolve to "Yes" if Donald Trump says the listed term during the event on February 5, 2026. … This market is explicitly about the event titled "The President makes an Announcement" on February 5th at 7PM ET',
    ],
  },
  {
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: [
      'resolve to "Yes" if {speaker} says the listed term during his appearance at the specified event',
      'resolve to "Yes" if {speaker} says the listed term during her appearance at the specified event',
    ],
    alsoStated: [
      {
        templates: ['is scheduled to deliver the {appearance} on {date}'],
        reason: 'the rules do not name the event',
      },
    ],
    question: ['Will {qspeaker} say {phrase} during'],
    subject: 'whether {speaker} says {phrase}',
    counted: 'times {speaker} says {phrase}',
    event: '{speaker}, {appearance}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'Donald Trump is scheduled to deliver the 2026 State of the Union address on February 24. … This market will resolve to "Yes" if Donald Trump says the listed term during his appearance at the specified event.',
    ],
  },
  {
    // A company's earnings call: anyone on the call may say the term.
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: ['resolve to "Yes" if the listed term is mentioned by anyone during this event'],
    alsoStated: [
      {
        templates: [
          'resolve based on the next earnings announcement of {company} currently scheduled to take place on {date}',
          'resolve based on the next earnings announcement of {company} currently projected to take place on {date}',
        ],
        reason: 'the rules do not name the event',
      },
    ],
    question: ['Will {qspeaker} say {phrase} during'],
    subject: 'whether {phrase} is said during the next earnings announcement of {company}',
    counted: 'times {phrase} is said during the next earnings announcement of {company}',
    event: 'next earnings announcement of {company}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This market will resolve based on the next earnings announcement of Coinbase currently projected to take place on February 19, 2026 at 11:59 PM EST.  This market will resolve to "Yes" if the listed term is mentioned by anyone during this event.',
    ],
  },
  {
    // Kalshi's mentions: the condition names the term and the appearance at once; the term must
    // be the market's own name (yes_sub_title), so that a term with "at" or "during" in it is
    // never cut short. An appearance named by its order ("the next press briefing") is the event
    // as the rules name it.
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: [
      'If {speaker} says {phrase} at {appearance}, then the market resolves to Yes',
      'If {speaker} says {phrase} during {appearance}, then the market resolves to Yes',
    ],
    subject: 'whether {speaker} says {phrase}',
    event: '{speaker}, {appearance}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If the White House Press Secretary says Sanction at the next Press Briefing by the White House Press Secretary (does not include gaggles), then the market resolves to Yes.',
    ],
  },
];
