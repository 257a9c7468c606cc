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
  earningsCallTerm(),
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
      'If {speaker} says {phrase} as part of {appearance}, then the market resolves to Yes',
    ],
    subject: 'whether {speaker} says {phrase}',
    counted: 'times {speaker} says {phrase}',
    event: '{speaker}, {appearance}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If the White House Press Secretary says Sanction at the next Press Briefing by the White House Press Secretary (does not include gaggles), then the market resolves to Yes.',
    ],
  },
  {
    // Polymarket's mentions by their structure: a speaker, a verb of saying, "the listed term" (the
    // market's own name in its group, groupItemTitle, as Kalshi's yes_sub_title), and the
    // appearance it is said at. The more specific wordings above come first; an appearance that
    // is a period ("during the week of …") is no event and is not read (read-category.ts).
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: listedTermConditions(),
    ownTerm: 'phrase',
    subject: 'whether {speaker} says {phrase}',
    counted: 'times {speaker} says {phrase}',
    event: '{speaker}, {appearance}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This market will resolve to "Yes" if Donald Trump says the listed term during his appearance at events featuring the President of Ukraine on December 28, 2025 ET.',
    ],
  },
  saidTerm(),
];

/**
 * Kalshi's earnings-call mentions: "If {phrase} is said by any {company} representative (including
 * the operator of the call) during the next {company} earnings call …". The speakers are a body's
 * representatives, not one person; the call is the company's next, named by the rules without a
 * date. The term is read only where it is the market's own name (read-category.ts), and the two
 * companies must be one (`caller`, read-category.ts). A parenthesis after "representative" says
 * who counts as one and is not read.
 */
function earningsCallTerm(): CategoryEntry {
  const verbs = ['said', 'mentioned', 'used', 'uttered', 'spoken'];
  const by = [
    'any {company} representative',
    'any {company} representative ({who})',
    'a {company} representative',
    'a {company} representative ({who})',
  ];
  return {
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: verbs.flatMap((verb) =>
      by.map((who) => `If {phrase} is ${verb} by ${who} during the next {caller} earnings call`),
    ),
    subject: 'whether any {company} representative says {phrase}',
    counted: 'times any {company} representative says {phrase}',
    event: 'next earnings call of {company}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If Hyperscaler is said by any Broadcom Inc. representative (including the operator of the call) during the next Broadcom Inc. earnings call (including the Q+A), then the market resolves to Yes.',
    ],
  };
}

/**
 * The term itself in the condition ("… resolve to "Yes" if Joe Biden says "Old" during his
 * speech …"): read as Kalshi's is, against the market's own name where it lists one, else where
 * the term cannot have been cut short (read-category.ts).
 */
function saidTerm(): CategoryEntry {
  return {
    category: 'mentions',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: ['says', 'mentions'].flatMap((verb) =>
      ['during', 'at', 'as part of'].map(
        (prep) => `resolve to "Yes" if {speaker} ${verb} {phrase} ${prep} {appearance}`,
      ),
    ),
    subject: 'whether {speaker} says {phrase}',
    counted: 'times {speaker} says {phrase}',
    event: '{speaker}, {appearance}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [],
  };
}

/**
 * "resolve to "Yes" if {speaker} <says> the listed <term> <during> {appearance}", and the passive
 * "… if the listed term is <said> by {speaker} <during> {appearance}": every verb of saying, name
 * of the term and preposition of an appearance the venues write, as one grammar. "in" is left
 * out: "in 2026" names a period, not an appearance.
 */
function listedTermConditions(): string[] {
  const verbs = ['says', 'mentions', 'uses', 'utters'];
  const passive = ['said', 'mentioned', 'used', 'uttered', 'spoken'];
  const terms = ['the listed term', 'the listed word', 'the listed phrase'];
  const at = ['during', 'at', 'as part of'];
  const out: string[] = [];
  for (const term of terms)
    for (const prep of at) {
      for (const verb of verbs)
        out.push(`resolve to "Yes" if {speaker} ${verb} ${term} ${prep} {appearance}`);
      for (const verb of passive)
        out.push(`resolve to "Yes" if ${term} is ${verb} by {speaker} ${prep} {appearance}`);
    }
  return out;
}
