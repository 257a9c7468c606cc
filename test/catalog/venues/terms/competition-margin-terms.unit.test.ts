// A margin stated after a competition ("… win Super Bowl LX by between 3 and 7 points") is not the
// competition's winner (src/domain/settlement-terms/read-category.ts, `competitionName`;
// docs/decisions.md, "Settlement terms: middle initials, and deadlines the venue closes after").
// The tuning wording is Gamma 253898's margin of a primary (wom-strategy-gamma-markets-backtest-
// 2026-02-08.json) and the Super Bowl wording of the sports table; the margins after a
// competition are paraphrases with teams, contests and numbers that are in no fixture.
import { readTexts } from '../../../support/read-texts';

const read = (text: string) =>
  readTexts('polymarket', [
    { field: 'description', text: `${text} Otherwise, this market will resolve to "No".` },
    { field: 'question', text: 'Will it happen?' },
  ]);

describe('a margin after the competition is not who wins it', () => {
  test('the winner alone is read (the tuning wording of a Super Bowl winner)', () => {
    const t = read('This market will resolve to "Yes" if the Buffalo Bills win Super Bowl LX.');
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:NFL:BUF' },
    });
  });

  test.each([
    'This market will resolve to "Yes" if the Kansas City Chiefs win Super Bowl LX by between 3 and 7 points.',
    'This market will resolve to "Yes" if the Boston Celtics win the 2026-2027 NBA Championship by more than 2 games.',
    'This market will resolve to "Yes" if Arsenal wins the 2026-27 UEFA Champions League by at least 2 goals.',
  ])('a margin after it leaves the proposition unread: %s', (text) => {
    const t = read(text);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
    expect(t.quantity).toMatchObject({ reason: expect.stringContaining('margin') });
  });

  test("a primary's margin of the popular vote (253898's wording, another candidate) is not read", () => {
    const t = read(
      'This market will resolve to "Yes" if Gavin Newsom wins the 2028 California Democratic Primary by between 0% (inclusive) and 2.5% (exclusive) of the popular vote (compared with the second place candidate).',
    );
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  });
});
