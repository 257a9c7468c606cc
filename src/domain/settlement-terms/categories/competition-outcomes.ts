// What else a market asks of a competition than who wins it (docs/decisions.md, "Settlement
// terms: a competition's other outcomes"): a club relegated after its season, the top goalscorer
// of a season, the winner of one group of a tournament, the driver on pole of a Grand Prix. Each
// row is an outcome kind of a competition: the wordings the venues state it in, the quantity it
// names (the competition with its edition, by the season rules of read-category.ts, the outcome
// kind, and who), and the boundary it is compared on. The competition's edition is read as for its
// winner: a text that does not say which edition stays UNKNOWN with that reason. Data, not code.
// A race's fastest lap and a country's gold medal are not read: the labels write "the most" of a
// kind both as a winner (pole position) and as the first place (the top goalscorer), and no
// labelled market says which these are.
//
// Slots: {competition} a named competition with its edition, {winner} a team, {person} a player or
// a driver, {competitor} the venue's word for the listed competitor ("club"), {group} a group's
// letter or number.
import type { CategoryEntry } from './category-table';

export const COMPETITION_OUTCOMES: readonly CategoryEntry[] = [
  {
    // A club relegated after the season: the competition's own rule says how many places go down,
    // which the text does not state: the boundary is a place the text leaves unstated (UNKNOWN
    // with that reason), not the proposition happening with no threshold. The club is the
    // question's ("the listed club").
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
    boundary: {
      kind: 'UNSTATED',
      reason:
        "how many places go down is the competition's own rule, which the text does not state",
    },
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
];
