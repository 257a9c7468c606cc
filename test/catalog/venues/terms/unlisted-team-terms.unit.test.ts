// A game whose words name a league the tables list every team of (NFL, NBA, WNBA, MLB, NHL, CFL),
// between teams that are not among them, is not read (docs/decisions.md, "Settlement terms:
// negated conditions, numbers as words, and a sport's resolution source"): Kalshi writes a game of
// another league with the league's name ("professional CFL football", "women's Pro Basketball"),
// so "Toronto vs Calgary professional football game" names the wrong league or a team the tables do
// not know. The tuning wording (KXNFLGAME-26AUG13GBPIT, "If Pittsburgh wins the Green Bay vs
// Pittsburgh professional football game originally scheduled for Aug 13, 2026") beside
// paraphrases of other teams, leagues and dates.
import { readTexts } from '../../../support/read-texts';

const kalshi = (primary: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    {
      field: 'rules_secondary',
      text: 'If the game is postponed, the market will remain open and resolve based on the official final result.',
    },
  ]);

test('the tuning game is read between two NFL teams', () => {
  const t = kalshi(
    'If Pittsburgh wins the Green Bay vs Pittsburgh professional football game originally scheduled for Aug 13, 2026, then the market resolves to Yes.',
  );
  expect(t.quantity).toMatchObject({
    status: 'KNOWN',
    value: { name: 'result of the NFL game team:NFL:GB vs team:NFL:PIT scheduled for 2026-08-13' },
  });
  expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:NFL:PIT' } });
});

test.each([
  [
    'If Toronto wins the Toronto vs Calgary professional football game originally scheduled for Jul 18, 2027, then the market resolves to Yes.',
    '"Toronto" is no NFL team these tables list',
  ],
  [
    'If Birmingham wins the Memphis vs Birmingham professional football game originally scheduled for Apr 5, 2027, then the market resolves to Yes.',
    '"Memphis" is no NFL team these tables list',
  ],
  [
    'If Boston wins the Real Madrid vs Boston professional basketball game originally scheduled for Oct 7, 2027, then the market resolves to Yes.',
    '"Real Madrid" is no NBA team these tables list',
  ],
])('a team the league does not list leaves the game unread: %s', (rules, reason) => {
  const t = kalshi(rules);
  for (const term of [t.quantity, t.window, t.boundary])
    expect(term).toMatchObject({ status: 'UNKNOWN', reason });
});

test('another league named by its own words is read as that league (CFL)', () => {
  const t = kalshi(
    'If Toronto wins the Toronto vs Calgary professional CFL football game originally scheduled for Jul 18, 2027, then the market resolves to Yes.',
  );
  expect(t.boundary).toMatchObject({ status: 'KNOWN', value: { entity: 'team:CFL:TOR' } });
});
