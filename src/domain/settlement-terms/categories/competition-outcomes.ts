// What else a market asks of a competition than who wins it (docs/decisions.md, "Settlement
// terms: a competition's other outcomes"): a club relegated after its season, the top goalscorer
// of a season, the winner of one group of a tournament, the driver on pole or with the fastest
// lap of a Grand Prix, and a country's gold medal at a Games. Each row is an outcome kind of a
// competition: the wordings the venues state it in, the quantity it names (the competition with
// its edition, by the season rules of read-category.ts, the outcome kind, and who), and the
// boundary it is compared on. The competition's edition is read as for its winner: a text that
// does not say which edition stays UNKNOWN with that reason. Data, not code.
//
// Slots: {competition} a named competition with its edition, {winner} a team, {person} a player or
// a driver, {competitor} the venue's word for the listed competitor ("club"), {group} a group's
// letter or number, {country} the market's own name in its event.
import type { CategoryEntry } from './category-table';

export const COMPETITION_OUTCOMES: readonly CategoryEntry[] = [
  {
    // A club relegated after the season: the competition's own rule says how many places go down,
    // which the text does not state, so the proposition happening is the condition (OCCURS) and
    // no place is compared. The club is the question's ("the listed club").
    category: 'competition-relegation',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'If the listed {competitor} is officially relegated by {competition}, this market will resolve to "Yes"',
    ],
    question: ['Will {winner} be relegated from '],
    subject: 'final standings of the {competition}',
    name: 'relegation of {winner} from the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If the listed club is officially relegated by Serie A following the 2025–26 season, this market will resolve to "Yes". Otherwise, it will resolve to "No".',
    ],
  },
  {
    // The season's top goalscorer: the player's place among the competition's goalscorers, the
    // first (ties broken by the rules' own order: most assists, games played, name).
    category: 'competition-top-scorer',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['resolve to "Yes" if {person} is the top goalscorer for the {competition}'],
    subject: 'goalscorers of the {competition}',
    name: 'place of {person} among the goalscorers of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'RANK', first: true },
    wordings: [
      'This market will resolve to “Yes” if Mohamed Salah is the top goalscorer for the 2024/2025 English Premier League season. Otherwise, this market will resolve to “No.”',
    ],
  },
  {
    // One group of a tournament's group stage: its winner, by the tournament's tiebreak procedure;
    // the team is the question's. A group's winner is not the tournament's.
    category: 'competition-group-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: [
      'resolve according to the team that wins Group {group} in the {competition} group stage',
    ],
    question: ['Will {winner} win Group '],
    subject: 'result of Group {group} of the {competition}',
    event: 'Group {group} of the {competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This market will resolve according to the team that wins Group K in the 2026 FIFA World Cup group stage, scheduled for June 11-27, 2026.',
    ],
  },
  {
    // Pole position of a Grand Prix: the fastest time of its qualifying session, a result of its
    // own (Polymarket's rules settle it on the official qualifying results, whatever the grid).
    // Polymarket's event of drivers: the driver is the question's.
    category: 'competition-pole',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['on the driver who achieves pole position at the {competition}, scheduled for'],
    question: ['Will {person} win the '],
    subject: 'pole position of the {competition}',
    event: 'qualifying of the {competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This is a polymarket on the driver who achieves pole position at the 2025 F1 United States Grand Prix, scheduled for October 19, 2025.',
    ],
  },
  {
    // Kalshi's pole position market: the driver is the rules'.
    category: 'competition-pole',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['If {person} is awarded Pole Position for the {competition}, then'],
    subject: 'pole position of the {competition}',
    event: 'qualifying of the {competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If Alexander Albon is awarded Pole Position for the 2026 Belgian Grand Prix, then the market resolves to Yes.',
    ],
  },
  {
    // The fastest lap of a Grand Prix's race, not of a practice session ("the fastest lap in
    // Practice 3 at …" is another session's, which these wordings do not state). Polymarket's
    // event of drivers: the driver is the market's own name in it.
    category: 'competition-fastest-lap',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['on the driver who achieves the fastest lap at the {competition}, scheduled for'],
    ownTerm: 'person',
    subject: 'fastest lap of the race of the {competition}',
    event: 'race of the {competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'This is a polymarket on the driver who achieves the fastest lap at the 2026 F1 Belgian Grand Prix, scheduled for Jul 19, 2026.',
    ],
  },
  {
    // Kalshi's fastest lap market: the driver is the rules'.
    category: 'competition-fastest-lap',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: [
      'If {person} records the fastest valid lap time in the main race at the {competition}, then',
    ],
    subject: 'fastest lap of the race of the {competition}',
    event: 'race of the {competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    wordings: [
      'If Alexander Albon records the fastest valid lap time in the main race at the 2026 Belgian Grand Prix, then the market resolves to Yes.',
    ],
  },
  {
    // A country's gold medal at a Games: "one or more" says only that it happens (no count is
    // compared, grammar/numbers.ts), so the proposition happening is the condition. The country is
    // the market's own name in its event ("the listed country"); a country is no team or person
    // of the reference data, so no entity is named.
    category: 'competition-medal',
    quantityKind: 'RESULT',
    entityKinds: [],
    conditions: [
      'resolve to "Yes" if the listed country wins one or more gold medals at the {competition}',
    ],
    ownTerm: 'country',
    subject: 'medal table of the {competition}',
    name: 'a gold medal won by {country} at the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'This market will resolve to “Yes” if the listed country wins one or more gold medals at the 2026 Milano–Cortina Winter Olympics. Otherwise, it will resolve to “No.”',
    ],
  },
];
