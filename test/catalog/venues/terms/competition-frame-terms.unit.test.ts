// Competitions by the frames venues write them in (docs/decisions.md, "Settlement terms: a game's
// source in the body's own publication, and competitions by their frames"): a player's tournament
// asked as "Will <player> be the <competition> winner?", and a group of a competition won by one
// team ("the team that wins Group K in the 2026 FIFA World Cup group stage"), an event of its own.
// Each frame with a tuning wording (test/fixtures/terms-corpus/tuning/polymarket/
// openclaw-gamma-markets-2026-03-25.json, 1087894 and 840171) and another player, tournament,
// team, group and year in no fixture.
import { readTexts } from '../../../support/read-texts';

const read = (question: string, description: string) =>
  readTexts('polymarket', [
    { field: 'question', text: question },
    { field: 'description', text: description },
  ]);

describe('a player\'s tournament asked as "be the … winner"', () => {
  const CASES = [
    {
      name: 'tuning 1087894: Wimbledon',
      question: 'Will Alexander Zverev be the 2026 Men’s Wimbledon winner?',
      description:
        'Wimbledon 2026 is scheduled for June 29 - July 12, 2026.\n\nThis market will resolve to the player that wins the 2026 Wimbledon Men’s Singles Tournament.',
      person: 'person:alexander-zverev',
      event: "2026 Wimbledon Men's Singles Tournament",
    },
    {
      name: 'another player, tournament and year, asked as "champion"',
      question: 'Will Iga Swiatek be the 2027 Women’s US Open champion?',
      description:
        'This market will resolve to the player that wins the 2027 US Open Women’s Singles Tournament.',
      person: 'person:iga-swiatek',
      event: "2027 US Open Women's Singles Tournament",
    },
  ];
  test.each(CASES)('$name', ({ question, description, person, event }) => {
    const t = read(question, description);
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: person },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event } });
  });

  test('a question that asks another result than winning names no one the rules leave to it', () => {
    const t = read(
      'Will Iga Swiatek be the 2027 Women’s US Open runner-up?',
      'This market will resolve to the player that wins the 2027 US Open Women’s Singles Tournament.',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});

describe('a group of a competition, won by one team', () => {
  const CASES = [
    {
      name: 'tuning 840171: Portugal, Group K of the 2026 FIFA World Cup',
      question: 'Will Portugal win Group K in the 2026 FIFA World Cup?',
      description:
        'This market will resolve according to the team that wins Group K in the 2026 FIFA World Cup group stage, scheduled for June 11-27, 2026.\n\nIf the World Cup group stage is cancelled, postponed after September 30, 2026, or there is otherwise no winner declared for this group within that timeframe, this market will resolve to “Other”.',
      team: 'team:FIFA:portugal',
      event: 'Group K of the 2026 FIFA World Cup',
    },
    {
      name: 'another team, group and year',
      question: 'Will Morocco win Group B in the 2030 FIFA World Cup?',
      description:
        'This market will resolve according to the team that wins Group B in the 2030 FIFA World Cup group stage, scheduled for June 13-26, 2030.',
      team: 'team:FIFA:morocco',
      event: 'Group B of the 2030 FIFA World Cup',
    },
  ];
  test.each(CASES)('$name', ({ question, description, team, event }) => {
    const t = read(question, description);
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: `result of ${event}` },
    });
    expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'EVENT', event } });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: team },
    });
  });

  test('the question names another group than the rules: UNKNOWN', () => {
    const t = read(
      'Will Morocco win Group C in the 2030 FIFA World Cup?',
      'This market will resolve according to the team that wins Group B in the 2030 FIFA World Cup group stage.',
    );
    expect(t.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the question names another group than the rules',
    });
  });

  test('a group named by no letter or number is no one group: UNKNOWN', () => {
    const t = read(
      'Will Morocco win the group of death in the 2030 FIFA World Cup?',
      'This market will resolve according to the team that wins the group of death in the 2030 FIFA World Cup group stage.',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});
