// The federal funds target range (docs/decisions.md, "Settlement terms: category tables"): its
// upper bound after a meeting (a level, in percent) and its change at one meeting (in basis
// points, signed: a cut of 25 bps is -25). The lower bound or "interest rates" alone is another
// quantity, not read. Slots: {meeting} the meeting's days, {comparison} a level, {change} a
// change with its direction (grammar/changes.ts); of another central bank, {bank} the bank and
// {rate} its policy rate (entities/central-banks.ts), whose change at one meeting is read from the
// market's own bracket ("No change", "Increase", "25 bps decrease") on the days of the bank's city.
import type { CategoryEntry } from './category-table';

const CHANGE = 'change of the upper bound of the federal funds target range at one FOMC meeting';

export const RATES: readonly CategoryEntry[] = [
  {
    category: 'target-rate',
    quantityKind: 'RATE',
    entityKinds: ['office'],
    // The body that sets the rate, as the rules name it ("published on the Federal Reserve's
    // official website"); no data series is named.
    entities: ['office:federal-reserve'],
    conditions: [
      "If the upper bound of the target federal funds rate published on the Federal Reserve's official website is {comparison} following the Federal Reserve's {meeting} meeting",
    ],
    subject: 'FOMC federal funds target range',
    name: 'upper bound of the federal funds target range after one FOMC meeting',
    window: { kind: 'MEETING' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      "If the upper bound of the target federal funds rate published on the Federal Reserve's official website is greater than 3.25% following the Federal Reserve's Apr 28, 2027 meeting, then the market resolves to Yes.",
    ],
  },
  {
    // One bracket of a Gamma event on the level after a named meeting: the market's own level is
    // its groupItemTitle ("4.0%"), the rules' rounding to the nearest 25 bps being the Fed's own
    // step, so a bracket of one value is that upper bound.
    category: 'target-rate',
    quantityKind: 'RATE',
    entityKinds: ['office'],
    entities: ['office:federal-reserve'],
    conditions: [
      "resolve according to the upper bound of the Federal Reserve's target federal funds range after the {named} Federal Open Market Committee (FOMC) meeting, currently scheduled for {meeting}.",
    ],
    subject: 'FOMC federal funds target range',
    name: 'upper bound of the federal funds target range after one FOMC meeting',
    window: { kind: 'MEETING' },
    boundary: { kind: 'NUMERIC' },
    unit: '%',
    wordings: [
      'This market will resolve according to the upper bound of the Federal Reserve’s target federal funds range after the December 2026 Federal Open Market Committee (FOMC) meeting, currently scheduled for December 8-9, 2026.',
    ],
  },
  {
    category: 'target-rate',
    quantityKind: 'RATE',
    entityKinds: ['office'],
    // The body that sets the rate, as the rules name it ("published on the Federal Reserve's
    // official website"); no data series is named.
    entities: ['office:federal-reserve'],
    conditions: [
      'If the Federal Reserve {change} the upper bound of the federal funds target range {size}after its {meeting} meeting',
      'If the Federal Reserve {change} the upper bound of the federal funds target range after its {meeting} meeting',
      'If the Federal Reserve does a {change} on {meeting}, then',
    ],
    subject: 'FOMC federal funds target range',
    name: CHANGE,
    window: { kind: 'MEETING' },
    boundary: { kind: 'NUMERIC' },
    unit: 'bps',
    wordings: [
      'If the Federal Reserve cuts the upper bound of the federal funds target range by more than 25 bps after its December 8-9, 2026 meeting, then the market resolves to Yes.',
      'If the Federal Reserve does a Hike of 25bps on October 28, 2026, then the market resolves to Yes.',
    ],
  },
  {
    category: 'target-rate',
    quantityKind: 'RATE',
    entityKinds: ['office'],
    // The body that sets the rate, as the rules name it ("published on the Federal Reserve's
    // official website"); no data series is named.
    entities: ['office:federal-reserve'],
    conditions: [
      'resolve to "{side}" if the Federal Reserve {change} the upper bound of the target federal funds range {size}versus the level it was prior to the meeting',
      'resolve to "{side}" if the Federal Reserve {change} the upper bound of the target federal funds range versus the level it was prior to the meeting',
    ],
    alsoStated: [
      {
        templates: ['The FOMC has its meeting scheduled for {meeting}'],
        reason: 'the rules do not name the meeting',
      },
    ],
    subject: 'FOMC federal funds target range',
    name: CHANGE,
    window: { kind: 'MEETING' },
    boundary: { kind: 'NUMERIC' },
    unit: 'bps',
    wordings: [
      'The FOMC has its meeting scheduled for December 8 - 9, 2026. This market will resolve to "Yes" if the Federal Reserve decreases the upper bound of the target federal funds range by 50 bps or more versus the level it was prior to the meeting.',
    ],
  },
  {
    // One bracket of a Polymarket event: the market's own change is its groupItemTitle.
    category: 'target-rate',
    quantityKind: 'RATE',
    entityKinds: ['office'],
    // The body that sets the rate, as the rules name it ("published on the Federal Reserve's
    // official website"); no data series is named.
    entities: ['office:federal-reserve'],
    conditions: [
      'resolve to the amount of basis points the upper bound of the target federal funds rate is changed by versus the level it was prior to the Federal Reserve',
    ],
    alsoStated: [
      {
        templates: ['after its meeting scheduled for {meeting} according to'],
        reason: 'the rules do not name the meeting',
      },
    ],
    subject: 'FOMC federal funds target range',
    name: CHANGE,
    window: { kind: 'MEETING' },
    boundary: { kind: 'NUMERIC' },
    unit: 'bps',
    wordings: [
      "This market will resolve to the amount of basis points the upper bound of the target federal funds rate is changed by versus the level it was prior to the Federal Reserve's October 2026 meeting.",
    ],
  },
  {
    // One bracket of a Gamma event on another central bank's decision: the change of its policy
    // rate at one meeting, the meeting's day stated in a sentence of its own.
    category: 'target-rate',
    quantityKind: 'RATE',
    entityKinds: ['office'],
    conditions: [
      "resolve to the amount of basis points the {rate} is changed by versus the level it was prior to {bank}'s ",
      "resolve according to the change in the {rate} resulting from {bank}'s ",
    ],
    alsoStated: [
      {
        // The day the decision is made or its statement released: a meeting's ("after its June
        // 10, 2026 policy meeting"), a decision's ("after its February 17, 2026 monetary policy
        // decision"), or the statement's date ("… meeting for April is scheduled to be released
        // on April 28, 2026").
        templates: [
          'after its {meeting} policy meeting',
          'after its {meeting} policy-setting meeting',
          'after its {meeting} monetary policy decision',
          'after its {meeting} meeting',
          'Monetary Policy meeting for {named} is scheduled to be released on {meeting} (',
        ],
        reason: 'the rules do not name the day of the meeting',
      },
    ],
    subject: '{bank} {rate}',
    name: 'change of the {rate} of the {bank} at one meeting',
    window: { kind: 'MEETING' },
    boundary: { kind: 'NUMERIC' },
    unit: 'bps',
    wordings: [
      "This market will resolve to the amount of basis points the target for the overnight rate is changed by versus the level it was prior to the Bank of Canada's June 2026 meeting.",
      'This market will resolve according to the change in the target for the cash rate resulting from the Reserve Bank of Australia Monetary Policy Board’s May meeting, relative to the level it was prior to this meeting.',
      'This market will resolve according to the change in the official cash rate (OCR) resulting from the Reserve Bank of New Zealand’s February monetary policy decision, relative to the level it was prior to this decision.',
      "The Statement on Monetary Policy for the Bank of Japan's Monetary Policy meeting for April is scheduled to be released on April 28, 2026 (https://www.boj.or.jp/en/mopo/mpmsche_minu/index.htm).",
    ],
  },
];
