// Elections and offices (docs/decisions.md, "Settlement terms: category tables"). Who "wins" is
// decided differently on each venue, and the deciding rule is part of the quantity: Kalshi's
// control of a chamber falls back on the party of its presiding officer on a named day,
// Polymarket's counts seats under its own attribution rules; Kalshi's state race pays on the
// party of the Senator sworn in, Polymarket's on the party whose nominee is called the winner. So
// the two venues' markets on one election share a subject (what candidates are blocked by) and
// differ in quantity, never guessed alike. Slots: {party}, {chamber}, {state}, {year}, {term}
// (a term's first year; its election is the year before, 20th Amendment), {office}, {person}.
import type { CategoryEntry } from './category-table';

export const POLITICS: readonly CategoryEntry[] = [
  {
    category: 'chamber-control',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    conditions: ['If the {party} Party has won control of the {chamber} in {year}, then'],
    alsoStated: [
      {
        templates: [
          'This market may be determined early based on a consensus of media calls projecting control of the U.S.',
        ],
        reason: 'the rules do not say how control is determined',
      },
      {
        templates: [
          'Otherwise, victory will be determined by the party identification of the {officer} on {officerDate}',
        ],
        reason: 'the rules do not say how control is determined',
      },
    ],
    subject: 'control of the {chamber} after the {year} election',
    name: 'control of the {chamber} after the {year} election, by a consensus of media calls, or else the party of the {officer} on {officerDate}',
    event: '{year} {chamber} election',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If the Democratic Party has won control of the U.S. Senate in 2026, then the market resolves to Yes.',
    ],
  },
  {
    category: 'chamber-control',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    conditions: [
      'This market will resolve according to the party that wins control of the United States {chamber} in the {year} United States midterm election',
    ],
    alsoStated: [
      {
        templates: [
          "A party wins control of the United States {chamber2} if it wins a majority of the chamber's voting seats",
        ],
        reason: 'the rules or the question do not say how control is counted, or whose',
      },
    ],
    question: ['Will the {party} Party control the {qchamber} '],
    subject: 'control of the {chamber} after the {year} election',
    name: "control of the {chamber} after the {year} election, by a majority of the voting seats under Polymarket's seat attribution rules",
    event: '{year} {chamber} election',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the party that wins control of the United States Senate in the 2026 United States midterm election.',
    ],
  },
  {
    category: 'office-party',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    stateOffice: 'senator {state}',
    conditions: [
      'If a representative of the {party} party is sworn in as a Senator of {state} for the term beginning in {term}',
    ],
    subject: '{termElection} U.S. Senate election in {state}',
    name: '{termElection} U.S. Senate election in {state}, the party of the Senator sworn in for the term beginning in {term}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If a representative of the Democratic party is sworn in as a Senator of Texas for the term beginning in 2027, then the market resolves to Yes.',
    ],
  },
  {
    category: 'office-party',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    stateOffice: 'senator {state}',
    conditions: [
      'This market will resolve according to the winner of the {year} midterm {state} U.S. Senate election, inclusive of any run-offs',
    ],
    alsoStated: [
      {
        templates: [
          'A candidate shall be considered to represent a party in the event that he or she is the nominee of the party in question',
        ],
        reason: 'the rules or the question do not say whose win counts',
      },
      {
        templates: [
          'This market will resolve once all three sources call the race for the same candidate',
        ],
        reason: 'the rules or the question do not say whose win counts',
      },
    ],
    question: ['Will the {party} win the {qstate} Senate race in {qyear}?'],
    subject: '{year} U.S. Senate election in {state}',
    name: '{year} U.S. Senate election in {state}, the party whose nominee is called the winner (three media calls, or else the certification)',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the winner of the 2026 midterm Texas U.S. Senate election, inclusive of any run-offs.',
    ],
  },
  {
    category: 'office-party',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    stateOffice: 'governor of {state}',
    conditions: [
      'If a representative of the {party} party is inaugurated as the governor of {state} pursuant to the {year} election',
    ],
    subject: '{year} governor election in {state}',
    name: '{year} governor election in {state}, the party of the governor inaugurated',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If a representative of the Republican party is inaugurated as the governor of Kentucky pursuant to the 2027 election, then the market resolves to Yes.',
    ],
  },
  {
    // The same proposition as "… formally holds …, and is the first such subject to do so after
    // Issuance" below, in other words: no date, no event, no threshold (both stated as none), so
    // that the two wordings of one question read alike.
    category: 'office-holder',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'If the first new person to hold the position of {office} after Issuance is {person}, then',
    ],
    subject: 'next holder of the position of {office}',
    window: { kind: 'UNDATED' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If the first new person to hold the position of Supreme Leader of Iran after Issuance is Mojtaba Khamenei, then the market resolves to Yes.',
    ],
  },
  {
    // Kalshi's "first such subject … after Issuance": no date, no deadline; a person holding the
    // office is the proposition, so no threshold either (both stated as none).
    category: 'office-holder',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'If {person} formally holds the position of {office}, and is the first such subject to do so after Issuance, then',
    ],
    subject: 'next holder of the position of {office}',
    window: { kind: 'UNDATED' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If Klaus Iohannis formally holds the position of Secretary General of NATO, and is the first such subject to do so after Issuance, then the market resolves to Yes.',
    ],
  },
  {
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: ['If the winner of the next {office} in {year} is {person}, then'],
    subject: 'winner of the next {office} in {year}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If the winner of the next Turkish presidential election in 2028 is Ekrem İmamoğlu, then the market resolves to Yes.',
    ],
  },
  {
    category: 'nomination',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'If {person} is the first person formally nominated by the President to {office} before {deadline}, then',
    ],
    subject: 'first person formally nominated by the President to {office} before {deadline}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If Kevin Hassett is the first person formally nominated by the President to Fed Chair before Jan 20, 2029, then the market resolves to Yes.',
    ],
  },
  {
    // Polymarket's nominee markets: one market per person of the event; the rules name "the
    // named individual", the question names them.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'resolve to "Yes" if the named individual wins and accepts the {year} nomination of the {nominating} Party for {office}',
    ],
    question: ['Will {person} win the '],
    subject: '{year} {nominating} Party nomination for {office}',
    name: '{year} {nominating} Party nomination for {office}, won and accepted',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve to “Yes” if the named individual wins and accepts the 2028 nomination of the Democratic Party for U.S. president.',
    ],
  },
  {
    // Polymarket's primaries, one market per candidate: the rules name the primary by its party
    // and office, and its year where no primary is held; the candidate is the question's.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'resolve according to the winner of the {nominating} Primary for {office}, scheduled to take place on {date}',
      'resolve according to the winner of the {nominating} Primary for {office}',
    ],
    alsoStated: [
      {
        templates: ['If no {primary} takes place'],
        reason: 'the rules do not name the primary with its year',
      },
    ],
    question: ['Will {person} be the ', 'Will {person} win the '],
    subject: 'winner of the {primary}',
    name: 'winner of the {primary}, the {nominating} Primary for {office}',
    event: '{primary}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the winner of the Republican Primary for United States Senator from Texas.  If no 2026 Texas Republican Senate Primary takes place, this market will resolve to "Other".',
      'This market will resolve according to the winner of the Republican Primary for Governor of Texas, scheduled to take place on March 3, 2026. … If no 2026 Texas Gubernatorial Republican Primary takes place, this market will resolve to “Other.”',
    ],
  },
  {
    // A primary named with its party and year in the condition itself.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: ['resolve to "Yes" if {person} wins the {primary} Primary for {office}'],
    subject: 'winner of the {primary} Primary for {office}',
    event: '{primary} Primary for {office}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve to “Yes” if Scott Stringer wins the 2025 Democratic Primary for Mayor of New York City.',
    ],
  },
  {
    // A party's nomination for a House seat, one market per candidate (the question's).
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'resolve according to the candidate who wins the nomination for the {nominating} Party to contest the {district} seat in the {chamber} in the {year} midterm elections',
    ],
    question: ['Will {person} be the '],
    subject: '{year} {nominating} Party nomination for the {district} seat',
    event: '{year} {nominating} Party nomination for the {district} seat',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the candidate who wins the nomination for the Democratic Party to contest the MO-01 congressional district seat in the U.S. House of Representatives in the 2026 midterm elections.',
    ],
  },
  {
    // A top-two primary: the candidate with the most votes, whatever their party.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'resolve according to the candidate who receives the most votes in the primary, regardless of party, to contest the seat for {district} in the {chamber} in the {year} midterm elections',
    ],
    question: ['Will {person} receive the most votes'],
    subject: '{year} primary for {district}',
    name: '{year} primary for {district}, the candidate with the most votes regardless of party',
    event: '{year} primary for {district}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      "This market will resolve according to the candidate who receives the most votes in the primary, regardless of party, to contest the seat for California's 11th congressional district in the U.S. House of Representatives in the 2026 midterm elections.",
    ],
  },
  {
    // Polymarket's parliamentary elections, one market per party: the party that wins the most
    // seats (the question's, as it names it), the election the question's. A tie between parties
    // is broken by a rule of the text, not paid as a case of its own.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['party'],
    conditions: [
      'resolve to the political party that wins the greatest number of seats in {assembly} as a result of this election',
      'resolve according to the political party that wins the greatest number of seats in {assembly} as a result of this election',
      'resolve according to the political party that wins the greatest number of seats in {assembly} in this election',
    ],
    question: ['Will {listedParty} win the most seats in the {election}?'],
    subject: 'party with the most seats in the {election}',
    event: '{election}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve to the political party that wins the greatest number of seats in the formal deliberative assembly of Baden-Württemberg (Landtag) as a result of this election.',
      'This market will resolve according to the political party that wins the greatest number of seats in Nepal’s House of Representatives (Pratinidhi Sabha) as a result of this election.',
      'This market will resolve according to the political party that wins the greatest number of seats in the Scottish Parliament  in this election.',
    ],
  },
  {
    // Polymarket's national elections, one market per candidate: the rules say "this election"
    // or "the next … election"; the question names the election (with its year, where it has
    // one) and the candidate.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'resolve according to the listed candidate who wins the next {relection}',
      'resolve according to the listed candidate that wins this election',
      'resolve according to the candidate who wins this election',
    ],
    question: ['Will {person} win the {election}?'],
    subject: 'winner of the {election}',
    event: '{election}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the listed candidate who wins the next Peruvian Presidential election.',
      'This market will resolve according to the listed candidate that wins this election.',
      'This market will resolve according to the candidate who wins this election.',
    ],
  },
  // Shapes of the YES condition, whatever the country or office (docs/decisions.md, "Settlement
  // terms: elections, seats and offices read by the shape of their condition"). {race} is a vote
  // named with its year (grammar/races.ts), {candidate} one person's name; a question's race
  // ({qrace}) of another kind or year than the rules' leaves the quantity UNKNOWN.
  {
    // "… resolve to the person who wins the 2028 US Presidential Election", the candidate the
    // question's.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'resolve to the person who wins the {race}',
      'resolve according to the person who wins the {race}',
      'resolve to the candidate who wins the {race}',
      'resolve according to the candidate who wins the {race}',
      'resolve to the listed candidate who wins the {race}',
      'resolve according to the listed candidate who wins the {race}',
      'resolve according to the winner of the {race}',
      'resolve to the winner of the {race}',
      'resolve to the individual who wins the {race}',
      'resolve according to the individual who wins the {race}',
    ],
    // "Will … be the 2028 Democratic presidential nominee?" names a nomination: a primary.
    question: ['Will {candidate} win the {qrace}?', 'Will {candidate} be the {qrace}?'],
    subject: 'winner of the {race}',
    event: '{race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve to the person who wins the 2028 US Presidential Election.',
    ],
  },
  {
    // The candidate named in the condition itself: Polymarket's "resolve to "Yes" if …", Kalshi's
    // "If … wins …, then".
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'resolve to "Yes" if {candidate} wins the {race}',
      'If {candidate} wins the {race}',
      // "<name> is elected": the office between is the race's, which names the vote.
      'resolve to "Yes" if {candidate} is elected {heldOffice} in the {race}',
      'If {candidate} is elected {heldOffice} in the {race}',
    ],
    subject: 'winner of the {race}',
    event: '{race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    // The wording of the tuning corpus states a margin after the race, which is not read.
    wordings: [
      'This market will resolve to "Yes" if Donald J. Trump wins the 2024 Republican New Hampshire Primary by between 0% (inclusive) and 2.5% (exclusive) of the popular vote (compared with the second place candidate).',
    ],
  },
  {
    // "… if <candidate> wins this election", the election the question's, for the same candidate.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['resolve to "Yes" if {candidate} wins this election'],
    question: ['Will {qcandidate} win the {race}?'],
    subject: 'winner of the {race}',
    event: '{race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: ['This market will resolve to "Yes" if Karol Nawrocki wins this election.'],
  },
  {
    // A party's seat: "the party of the candidate who wins the CT-05 congressional district seat
    // in the U.S. House of Representatives in the 2026 midterm elections", the party the
    // question's ("Will the Republican Party win the CT-05 House seat?").
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    conditions: [
      'resolve according to the party of the candidate who wins the {district} seat in the U.S. {chamber} in the {race}',
      'resolve according to the party of the candidate who wins the {district} seat in the United States {chamber} in the {race}',
    ],
    question: ['Will the {party} win the '],
    subject: 'party winning the {district} seat in the {race}',
    event: '{district} seat in the {race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the party of the candidate who wins the CT-05 congressional district seat in the U.S. House of Representatives in the 2026 midterm elections.',
    ],
  },
  {
    // An office filled after an election: "the next individual who is officially appointed and
    // sworn in as Prime Minister of the Netherlands following the 2025 parliamentary election",
    // the person the question's, for the office the rules name.
    category: 'office-holder',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      'resolve to the next individual who is officially appointed and sworn in as {office} following the {race}',
      'resolve to the next individual who officially assumes the office of {office} following the {race}',
      'resolve to the next person who is officially appointed and sworn in as {office} following the {race}',
      'resolve to the next person who officially assumes the office of {office} following the {race}',
    ],
    question: [
      'Will {candidate} be the next {qoffice}?',
      'Will {candidate} become the next {qoffice}?',
    ],
    subject: 'next holder of the position of {office}',
    name: 'next holder of the position of {office}, sworn in following the {race}',
    event: 'next {office} following the {race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve to the next individual who is officially appointed and sworn in as Prime Minister of the Netherlands following the 2025 parliamentary election.',
      'This market will resolve to the next individual who officially assumes the office of Prime Minister of Ethiopia following the 2026 General elections.',
    ],
  },
  {
    // The party that wins a race, the party the question's: "… resolve according to the party
    // that wins the 2026 Texas Senate election" ("Will the Democratic Party win …?"). A party no
    // table names is named as the question writes it, as a parliament's parties are.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['party'],
    conditions: [
      'resolve according to the party that wins the {race}',
      'resolve to the party that wins the {race}',
      'resolve according to the party whose candidate wins the {race}',
      'resolve according to the party of the candidate who wins the {race}',
    ],
    question: ['Will the {listedParty} win ', 'Will {listedParty} win '],
    subject: 'party winning the {race}',
    event: '{race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the party of the candidate who wins the CT-05 congressional district seat in the U.S. House of Representatives in the 2026 midterm elections.',
    ],
  },
  {
    // Kalshi's "If the winner of <race> is <candidate>, then", a race named with its year.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['If the winner of the {race} is {candidate}, then'],
    subject: 'winner of the {race}',
    event: '{race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If the winner of the next Turkish presidential election in 2028 is Ekrem İmamoğlu, then the market resolves to Yes.',
    ],
  },
  {
    // A party's candidate wins a place's popular vote: "… if the Democratic Party candidate wins
    // the popular vote in New Mexico in the 2024 US presidential election". {place} is a state or
    // a country, not the office of a Senator.
    category: 'election-winner',
    quantityKind: 'RESULT',
    entityKinds: ['party'],
    conditions: [
      'resolve to "Yes" if the {party} candidate wins the popular vote in {place} in the {race}',
      'resolve to "Yes" if the {party} nominee wins the popular vote in {place} in the {race}',
    ],
    subject: 'party winning the popular vote in {place} in the {race}',
    event: '{race}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      // The tuning corpus's wording names no one party, and is not read.
      'This market will resolve to "Yes" if a candidate from neither the Democratic nor Republican parties wins the popular vote in New Mexico in the 2024 US presidential election.',
    ],
  },
  {
    // Control of a chamber after a race: "… the party that controls the House of Representatives
    // following the 2026 U.S. House elections scheduled for November 3, 2026", control defined as
    // more than half of the voting members. The subject is Kalshi's chamber control's, the year
    // the race's; a race that does not say it is the United States' is not read (readRace).
    category: 'chamber-control',
    quantityKind: 'RESULT',
    entityKinds: ['party', 'office'],
    conditions: [
      'resolve according to the party that controls the {chamber} following the {race} scheduled for {date}',
      'resolve according to the party that controls the {chamber} following the {race}',
      'resolve according to the party that controls the {chamber} after the {race}',
    ],
    alsoStated: [
      {
        templates: ['control is defined as having more than half of the voting members'],
        reason: 'the rules do not say how control is determined',
      },
    ],
    question: ['Will the {party} control the {qchamber}', 'Will {party} control the {qchamber}'],
    subject: 'control of the {chamber} after the {year} election',
    name: 'control of the {chamber} after the {year} election, by more than half of the voting members',
    event: '{year} {chamber} election',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the party that controls the House of Representatives following the 2026 U.S. House elections scheduled for November 3, 2026.',
    ],
  },
  {
    // Who holds an office at one instant: "This is a market on whether Andrew Cuomo will be
    // governor of New York on June 1, 2021, 12:00 pm ET." A state observed then, read as "a state
    // at one instant" is: the INSTANT window, no threshold. {heldOffice} must name an office (an
    // office's word, grammar/races.ts): "… will be the largest company …" is no office.
    category: 'office-holder',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: [
      // "still" before the wording without it, which would read it as the office's.
      'This is a market on whether {candidate} will still be {heldOffice} on {instant}',
      'This is a market on whether {candidate} will be {heldOffice} on {instant}',
      'resolve to "Yes" if {candidate} is still {heldOffice} on {instant}',
      'resolve to "Yes" if {candidate} is {heldOffice} on {instant}',
      'resolve to "Yes" if {candidate} remains {heldOffice} on {instant}',
    ],
    subject: 'holder of the position of {office}',
    window: { kind: 'AT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This is a market on whether Andrew Cuomo will be governor of New York on June 1, 2021, 12:00 pm ET.',
    ],
  },
];
