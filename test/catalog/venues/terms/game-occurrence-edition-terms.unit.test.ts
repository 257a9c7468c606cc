// Occurrences in a scheduled game, and an annual competition's edition by the venue's dates
// (docs/decisions.md, "Settlement terms: occurrences in a scheduled game, and an annual
// competition's edition by the venue's dates"). The tuning wordings are Kalshi's
// KXNHLFIRSTGOAL-26FEB28CHICOL-CHINFOLIGNO17 (test/fixtures/terms-corpus/tuning/kalshi/
// iran-dataset-events-2026-03-01.json) and KXMARMADUPSET-26R8-4 (bracket-kal-markets-ncaa-2026-
// 03-16.json, with its open, close and expiration times); the others are paraphrases of other
// players, games, sports, rounds and years in no fixture.
import { readTexts } from '../../../support/read-texts';

const kalshi = (rules: string, facts = {}) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: rules }], { facts });

describe('an occurrence in a scheduled game', () => {
  test('the tuning wording: the first goal of a hockey game, the game its window', () => {
    const t = kalshi(
      'If Nick Foligno scores the 1st goal in the CHI Blackhawks vs COL Avalanche professional hockey game originally scheduled for Feb 28, 2026, then the market resolves to Yes.',
    );
    expect(t.category).toBe('occurrence');
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'RESULT', subject: 'whether nick foligno scores the 1st goal' },
    });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'EVENT',
        event: 'NHL game team:NHL:CHI vs team:NHL:COL scheduled for 2026-02-28',
      },
    });
    expect(t.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('another sport, player and day: a home run in a baseball game, named as its winner is', () => {
    const t = kalshi(
      'If Shohei Ohtani hits a home run in the LA Dodgers vs SD Padres professional baseball game originally scheduled for Jul 4, 2026, then the market resolves to Yes.',
    );
    expect(t.quantity).toMatchObject({
      status: 'KNOWN',
      value: { subject: 'whether shohei ohtani hits a home run' },
    });
    const winner = kalshi(
      'If LA Dodgers wins the LA Dodgers vs SD Padres professional baseball game originally scheduled for Jul 4, 2026, then the market resolves to Yes.',
    );
    expect(winner.window.status).toBe('KNOWN');
    expect(t.window).toEqual({ ...winner.window, spans: t.window.spans });
  });

  test('a number compared in the game is a statistic, and a game of no known league no window', () => {
    const counted = kalshi(
      'If Connor McDavid scores 2+ goals in the EDM Oilers vs CGY Flames professional hockey game originally scheduled for Jan 10, 2027, then the market resolves to Yes.',
    );
    expect(counted.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason:
        'the proposition "Connor McDavid scores 2+ goals" compares a number, which no table here reads',
    });
    const unnamed = kalshi(
      'If Nick Foligno scores the 1st goal in the Blackhawks vs Avalanche exhibition game originally scheduled for Feb 28, 2026, then the market resolves to Yes.',
    );
    expect(unnamed.window).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the game "Blackhawks vs Avalanche exhibition" names no league this reader knows',
    });
    expect(unnamed.quantity.status).toBe('UNKNOWN');
  });
});

describe("an annual competition named without its season, by the venue's dates", () => {
  test('the tuning market: upsets in the Round of 8, opened and closed in 2026', () => {
    const t = kalshi(
      "If the number of teams achieving an upset (based on seeding) in the Round of 8 of the men's college basketball tournament is exactly 4, then the market resolves to Yes.",
      {
        openTime: '2026-03-07T15:00:00Z',
        closeTime: '2026-04-06T14:00:00Z',
        expirationTime: '2026-04-06T14:00:00Z',
      },
    );
    expect(t.category).toBe('count');
    expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { kind: 'RESULT' } });
    expect(t.window).toMatchObject({
      status: 'KNOWN',
      value: {
        kind: 'EVENT',
        event: "Round of 8 of 2026 NCAA Division I Men's Basketball Tournament",
      },
    });
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '=', threshold: '4' },
    });
  });

  test("another round, count and year; a final's winner in the year its market lives in", () => {
    const wins = kalshi(
      "If the number of teams that are seeded #11 achieving a win in the Round of 32 of the men's college basketball tournament is at least 2, then the market resolves to Yes.",
      { openTime: '2027-01-20T15:00:00Z', closeTime: '2027-03-30T14:00:00Z' },
    );
    expect(wins.window).toMatchObject({
      status: 'KNOWN',
      value: { event: "Round of 32 of 2027 NCAA Division I Men's Basketball Tournament" },
    });
    const finals = kalshi('If Boston wins the NBA Finals, then the market resolves to Yes.', {
      openTime: '2026-01-20T15:00:00Z',
      closeTime: '2026-07-30T14:00:00Z',
    });
    expect(finals.window).toMatchObject({
      status: 'KNOWN',
      value: { kind: 'EVENT', event: '2026 NBA Finals' },
    });
  });

  test('a life over a new year, no opening, a season over a new year or a cup every four years: unread', () => {
    const reason =
      "\"the men's college basketball tournament\" does not say which season, and the venue's dates do not put the market's life in one year";
    const rules =
      "If the number of teams that are seeded #11 achieving a win in the Round of 32 of the men's college basketball tournament is at least 2, then the market resolves to Yes.";
    expect(
      kalshi(rules, { openTime: '2026-11-20T15:00:00Z', closeTime: '2027-03-30T14:00:00Z' }).window,
    ).toMatchObject({ status: 'UNKNOWN', reason });
    expect(kalshi(rules, { closeTime: '2027-03-30T14:00:00Z' }).window).toMatchObject({
      status: 'UNKNOWN',
      reason,
    });
    const life = { openTime: '2026-01-20T15:00:00Z', closeTime: '2026-07-30T14:00:00Z' };
    expect(
      kalshi('If Arsenal wins the Premier League, then the market resolves to Yes.', life).window,
    ).toMatchObject({ status: 'UNKNOWN', reason: '"Premier League" does not say which season' });
    expect(
      kalshi('If Brazil wins the FIFA World Cup, then the market resolves to Yes.', life).window,
    ).toMatchObject({ status: 'UNKNOWN', reason: '"FIFA World Cup" does not say which season' });
  });
});
