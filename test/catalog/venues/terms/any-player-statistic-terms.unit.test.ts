// Any player's statistic in one game of a tournament (docs/decisions.md, "Settlement terms: a
// game's teams by the codes the venue states, and any player's statistic in a tournament"): the
// most of a statistic one player records in a game, over the tournament the venue dates by the days
// it is scheduled over. The tuning wording (KXMARMADPTS-26-50) beside paraphrases of another
// tournament, statistic, number and days in no fixture.
import { readTexts } from '../../../support/read-texts';

const kalshi = (primary: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    {
      field: 'rules_secondary',
      text: "For the purposes of this market, the first four play-in games are considered part of the men's college basketball tournament.",
    },
  ]);

test('the tuning market: 50+ points in a game of the tournament of Mar 17 to Apr 6, 2026', () => {
  const t = kalshi(
    "If any player records 50+ points in a game within the men's college basketball tournament originally scheduled from Mar 17, 2026 to Apr 6, 2026, then the market resolves to Yes.",
  );
  expect(t.quantity).toMatchObject({
    status: 'KNOWN',
    value: {
      kind: 'RESULT',
      name: "most points by one player in a game of the men's college basketball tournament from 2026-03-17 to 2026-04-06",
    },
  });
  expect(t.entities).toEqual([]);
  expect(t.window).toMatchObject({
    status: 'KNOWN',
    value: {
      kind: 'EVENT',
      event: "men's college basketball tournament from 2026-03-17 to 2026-04-06",
    },
  });
  expect(t.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: '>=', threshold: '50', unit: 'points' },
  });
});

test('another tournament, statistic, number and days', () => {
  const t = kalshi(
    "If any player records 18+ rebounds in a game within the women's college basketball tournament originally scheduled from Mar 19, 2027 to Apr 5, 2027, then the market resolves to Yes.",
  );
  expect(t.quantity).toMatchObject({
    status: 'KNOWN',
    value: {
      name: "most rebounds by one player in a game of the women's college basketball tournament from 2027-03-19 to 2027-04-05",
    },
  });
  expect(t.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: '>=', threshold: '18' },
  });
});

test("two brackets of one tournament's statistic are one quantity, two tournaments' are not", () => {
  const rule = (n: number, from: string) =>
    kalshi(
      `If any player records ${n}+ assists in a game within the Big East tournament originally scheduled from ${from} to Mar 14, 2027, then the market resolves to Yes.`,
    ).quantity;
  const a = rule(12, 'Mar 10, 2027');
  const b = rule(15, 'Mar 10, 2027');
  const c = rule(12, 'Mar 11, 2027');
  expect(a.status === 'KNOWN' && b.status === 'KNOWN' && a.value.name === b.value.name).toBe(true);
  expect(a.status === 'KNOWN' && c.status === 'KNOWN' && a.value.name !== c.value.name).toBe(true);
});

test('a tournament not dated by its days is not read as this frame', () => {
  const t = kalshi(
    "If any player records 40+ points in a game within the men's college basketball tournament, then the market resolves to Yes.",
  );
  expect(t.quantity.status).toBe('UNKNOWN');
});
