// Competitions by the shape of their condition, whoever competes (docs/decisions.md, "Settlement
// terms: elections, seats and offices read by the shape of their condition"): Polymarket's
// "This market will resolve according to the <role> that wins the <competition>", one market
// per competitor, the competitor the question's. The role says whether a competitor is a person
// (a driver, a golfer, a fighter) or a team (a club, a listed team); the competition is read as
// the competitions of sports.ts read it (its season, a league this reader knows or a name that
// calls itself a competition), and a team needs its league. Slots: {competition}, {person},
// {winner}.
import type { CategoryEntry } from './category-table';

/** Roles of one person competing, as Polymarket writes them. */
const PERSON_ROLES: readonly string[] = [
  'driver',
  'listed driver',
  'golfer',
  'listed golfer',
  'rider',
  'fighter',
  'athlete',
  'listed athlete',
  'contestant',
  'listed contestant',
];

/** Roles of a team competing. */
const TEAM_ROLES: readonly string[] = ['club', 'listed club', 'listed team'];

/** The wordings of a role: "resolve according to the <role> that wins …", "… who wins …". */
function wordings(roles: readonly string[]): string[] {
  return roles.flatMap((role) => [
    `resolve according to the ${role} that wins the {competition}`,
    `resolve according to the ${role} who wins the {competition}`,
    `resolve to the ${role} that wins the {competition}`,
    `resolve to the ${role} who wins the {competition}`,
    // A competition named without "the" ("… the contestant who wins Survivor season 50").
    `resolve according to the ${role} that wins {competition}`,
    `resolve according to the ${role} who wins {competition}`,
    `resolve to the ${role} that wins {competition}`,
    `resolve to the ${role} who wins {competition}`,
  ]);
}

export const CONTESTS: readonly CategoryEntry[] = [
  {
    category: 'competition-winner',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: wordings(PERSON_ROLES),
    question: ['Will {person} win the ', 'Will {person} win '],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    // The shape of the players' wording of sports.ts, read for other roles.
    wordings: [
      'This market will resolve to the player that wins the 2026 French Open Men’s Singles Tournament.',
    ],
  },
  {
    category: 'competition-winner',
    quantityKind: 'RESULT',
    entityKinds: ['team'],
    conditions: wordings(TEAM_ROLES),
    question: ['Will {winner} win the ', 'Will {winner} win '],
    subject: 'result of the {competition}',
    event: '{competition}',
    window: { kind: 'EVENT' },
    boundary: { kind: 'WINNER' },
    // The shape of the teams' wording of sports.ts, read for other roles.
    wordings: [
      'This market will resolve according to the team that wins the 2026 MLB World Series.',
    ],
  },
];
