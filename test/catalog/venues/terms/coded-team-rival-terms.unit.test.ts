// A Kalshi game whose rules name a team the league table knows as neither of the teams its
// ticker's codes name is read as neither game (docs/decisions.md, "Settlement terms: a metamorphic
// audit of the readers"): the venue's codes and its text state two games. The tuning case is
// KXNFLGAME-26AUG13GBPIT-PIT (test/fixtures/terms-corpus/tuning, SOURCES.md there) with its
// teams' names swapped in the text; the other is an NBA game of a day and teams in no fixture.
import type { TickerCompetitors } from '../../../../src/domain/settlement-terms/term-inputs';
import { readTexts } from '../../../support/read-texts';

const game = (winner: string, a: string, b: string, day: string, sport: string) =>
  `If ${winner} wins the ${a} vs ${b} professional ${sport} game originally scheduled for ${day}, then the market resolves to Yes.`;
const kalshi = (rules: string, coded: TickerCompetitors, closeTime: string) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: rules }], {
    facts: { closeTime, tickerCompetitors: coded },
  });

const NFL: TickerCompetitors = { league: 'NFL', codes: ['GB', 'PIT'], yes: 'PIT' };
const NBA: TickerCompetitors = { league: 'NBA', codes: ['DEN', 'MIA'], yes: 'MIA' };

describe("a Kalshi game's teams by its ticker's codes and by its rules", () => {
  test("tuning: the rules naming the codes' teams are read by the codes", () => {
    const reading = kalshi(
      game('Pittsburgh', 'Green Bay', 'Pittsburgh', 'Aug 13, 2026', 'football'),
      NFL,
      '2026-08-14T03:00:00Z',
    );
    expect(reading.quantity).toMatchObject({ status: 'KNOWN' });
    expect(reading.entities).toEqual(expect.arrayContaining(['team:NFL:GB', 'team:NFL:PIT']));
  });

  test('tuning, another team in the rules than the codes name: UNKNOWN with both', () => {
    const reading = kalshi(
      game('Pittsburgh', 'Kansas City', 'Pittsburgh', 'Aug 13, 2026', 'football'),
      NFL,
      '2026-08-14T03:00:00Z',
    );
    expect(reading.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringContaining('"Kansas City", which is neither team'),
    });
  });

  test('another league, day and teams (no fixture): the winner named against the YES code', () => {
    const agreed = kalshi(
      game('Miami', 'Denver', 'Miami', 'Feb 3, 2027', 'basketball'),
      NBA,
      '2027-02-04T05:00:00Z',
    );
    expect(agreed.quantity.status).toBe('KNOWN');
    expect(agreed.boundary.status).toBe('KNOWN');
    const winner = kalshi(
      game('Denver', 'Denver', 'Miami', 'Feb 3, 2027', 'basketball'),
      NBA,
      '2027-02-04T05:00:00Z',
    );
    expect(winner.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: 'the rules name "Denver" but the market\'s ticker names MIA',
    });
  });

  test('a name the table does not know is no rival of the codes', () => {
    const reading = kalshi(
      game(
        'Pittsburgh',
        'Green Bay Packers Football Club',
        'Pittsburgh',
        'Aug 13, 2026',
        'football',
      ),
      NFL,
      '2026-08-14T03:00:00Z',
    );
    expect(reading.quantity.status === 'UNKNOWN' && reading.quantity.reason).not.toEqual(
      expect.stringContaining('neither team'),
    );
  });
});
