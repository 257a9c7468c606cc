// One game of a match (docs/decisions.md, "Settlement terms: negated conditions, numbers as words,
// and a sport's resolution source"): Gamma's `child_moneyline` of an esports series ("Dota 2:
// Power Rangers vs L1ga Team - Game 1 Winner") is the winner of that game, an event of its own,
// never the match's winner. The tuning wording (wom-strategy-gamma-markets-backtest-2026-02-08.json,
// 1287061) beside paraphrases of other titles, teams, games and dates.
import { gameTeams } from '../../../../src/domain/settlement-terms/game-names';
import { readTexts } from '../../../support/read-texts';

const match = (
  title: string,
  a: string,
  b: string,
  game: string,
  day: string,
  start: string,
  type = 'child_moneyline',
) =>
  readTexts(
    'polymarket',
    [
      {
        field: 'description',
        text: `This market refers to the ${title} match between ${a} and ${b} in the Closed Qualifier Playoffs, scheduled for ${day} at 6:00AM ET.\n\nThis market will resolve to "${a}" if ${a} win Game ${game} against ${b}.\n\nThis market will resolve to "${b}" if ${b} win Game ${game} against ${a}.\n\nIf Game ${game} is not completed for any reason, this market will resolve 50-50.`,
      },
    ],
    { outcomes: [a, b], facts: { sportsMarketType: type, gameStartTime: start, endDate: start } },
  );

test('the tuning wording: Game 1 of the Dota 2 match of January 29 (Gamma 1287061)', () => {
  const t = match(
    'Dota 2',
    'Power Rangers',
    'L1ga Team',
    '1',
    'January 29',
    '2026-01-29T11:00:00Z',
  );
  const event =
    'Game 1 of the DOTA2 game team:DOTA2:l1ga-team vs team:DOTA2:power-rangers scheduled for 2026-01-29';
  expect(t.category).toBe('game-part-winner');
  expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event } });
  expect(t.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:DOTA2:power-rangers' },
  });
  expect(t.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  // Not the match's name: the matcher never reads it as the match between the two teams.
  expect(gameTeams(event)).toBeUndefined();
});

test('another title, teams, game and day: Game 2 of a Counter-Strike match', () => {
  const t = match('Counter-Strike', 'MOUZ', 'Astralis', '2', 'August 14', '2027-08-14T14:00:00Z');
  expect(t.window).toMatchObject({
    status: 'KNOWN',
    value: {
      event: 'Game 2 of the CS2 game team:CS2:astralis vs team:CS2:mouz scheduled for 2027-08-14',
    },
  });
  expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:CS2:mouz' } });
});

test('a market the venue types as the match winner, or a game not named by its number, is not read', () => {
  const typed = match(
    'Dota 2',
    'Tundra',
    'Gaimin Gladiators',
    '3',
    'May 2',
    '2027-05-02T11:00:00Z',
    'moneyline',
  );
  expect(typed.quantity.status).toBe('UNKNOWN');
  const worded = match(
    'Dota 2',
    'Tundra',
    'Gaimin Gladiators',
    'three',
    'May 2',
    '2027-05-02T11:00:00Z',
  );
  expect(worded.quantity).toMatchObject({
    status: 'UNKNOWN',
    reason: '"Game three" names no one game of the match',
  });
});

// The first half of a game: Gamma's `first_half_moneyline` (tuning 996533, "In the first half of
// the NFL game between Jaguars and Colts, scheduled for December 28 at 1:00 PM ET: This market
// will resolve to "Jaguars" if the Jaguars are winning at halftime."), the team ahead at halftime.
const firstHalf = (league: string, a: string, b: string, day: string, end: string, type: string) =>
  readTexts(
    'polymarket',
    [
      {
        field: 'description',
        text: `In the first half of the ${league} game between ${a} and ${b}, scheduled for ${day} at 1:00 PM ET:\n\nThis market will resolve to "${a}" if the ${a} are winning at halftime.\n\nThis market will resolve to "${b}" if the ${b} are winning at halftime.\n\nIf the score is tied at halftime, this market will resolve 50-50.`,
      },
    ],
    { outcomes: [a, b], facts: { sportsMarketType: type, endDate: end } },
  );

test('the tuning first half: the Jaguars ahead at halftime of December 28, 2025', () => {
  const t = firstHalf(
    'NFL',
    'Jaguars',
    'Colts',
    'December 28',
    '2025-12-28T18:00:00Z',
    'first_half_moneyline',
  );
  const event = 'first half of the NFL game team:NFL:IND vs team:NFL:JAX scheduled for 2025-12-28';
  expect(t.category).toBe('game-half-winner');
  expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event } });
  expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NFL:JAX' } });
  expect(t.exceptions).toMatchObject({ status: 'KNOWN', value: { rule: 'tie-50-50' } });
  expect(gameTeams(event)).toBeUndefined();
});

test('another league, teams and day: the Celtics ahead at halftime; not read on the game moneyline', () => {
  const t = firstHalf(
    'NBA',
    'Celtics',
    'Knicks',
    'March 3',
    '2027-03-03T18:00:00Z',
    'first_half_moneyline',
  );
  expect(t.window).toMatchObject({
    status: 'KNOWN',
    value: {
      event: 'first half of the NBA game team:NBA:BOS vs team:NBA:NYK scheduled for 2027-03-03',
    },
  });
  const typed = firstHalf(
    'NBA',
    'Celtics',
    'Knicks',
    'March 3',
    '2027-03-03T18:00:00Z',
    'moneyline',
  );
  expect(typed.quantity.status).toBe('UNKNOWN');
});
