// Competitions by the frames venues write them in (docs/decisions.md, "Settlement terms: a game's
// source in the body's own publication, and competitions by their frames"): a player's tournament
// asked as "Will <player> be the <competition> winner?". The frame with a tuning wording
// (test/fixtures/terms-corpus/tuning/polymarket/openclaw-gamma-markets-2026-03-25.json, 1087894)
// and another player, tournament and year in no fixture.
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
