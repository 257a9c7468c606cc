// A count whose own words hold an "in" before its period (docs/decisions.md, "Settlement terms: a
// game's teams by the codes the venue states, and any player's statistic in a tournament"): "the
// number of measles cases in the United States in 2027" counts "measles cases in the United
// States" over 2027, the period being the year, quarter or month after the slot's last "in" or
// "during". No tuning market writes its count so; the tuning count of the same calendar tables
// (Gamma 516732, SpaceX's launches in 2025) is read as before, beside paraphrases in no fixture.
import { readTexts } from '../../../support/read-texts';

const kalshi = (primary: string) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: primary }]);

test('the tuning count over a year is read as before', () => {
  const t = readTexts('polymarket', [
    {
      field: 'description',
      text: 'This market will resolve to "Yes" if SpaceX has less than 100 launches in 2025. Otherwise, this market will resolve to "No".',
    },
  ]);
  expect(t.window).toMatchObject({
    status: 'KNOWN',
    value: { kind: 'PERIOD', start: '2025-01-01T05:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
  });
  expect(t.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: '<', threshold: '100' },
  });
});

test.each([
  [
    'If the number of measles cases in the United States in 2027 is above 1500, then the market resolves to Yes.',
    'number of measles cases in the United States',
    ['2027-01-01T05:00:00.000Z', '2028-01-01T05:00:00.000Z'],
    { comparator: '>', threshold: '1500' },
  ],
  [
    'If the number of earthquakes of magnitude 7 or greater in Japan during Q3 2027 is at least 2, then the market resolves to Yes.',
    'number of earthquakes of magnitude 7 or greater in Japan',
    ['2027-07-01T04:00:00.000Z', '2027-10-01T04:00:00.000Z'],
    { comparator: '>=', threshold: '2' },
  ],
  [
    'If the number of bills signed into law in the state of Texas in June 2028 is exactly 12, then the market resolves to Yes.',
    'number of bills signed into law in the state of Texas',
    ['2028-06-01T04:00:00.000Z', '2028-07-01T04:00:00.000Z'],
    { comparator: '=', threshold: '12' },
  ],
])('what is counted keeps its own "in": %s', (rules, name, [start, end], boundary) => {
  const t = kalshi(rules);
  expect(t.quantity).toMatchObject({ status: 'KNOWN', value: { name } });
  expect(t.window).toMatchObject({ status: 'KNOWN', value: { kind: 'PERIOD', start, end } });
  expect(t.boundary).toMatchObject({ status: 'KNOWN', value: boundary });
});

test('a count whose words end in no year, quarter or month stays unread', () => {
  for (const rules of [
    'If the number of named storms in the 2027 Atlantic hurricane season is at least 15, then the market resolves to Yes.',
    'If the number of measles cases in 2027 in the United States is above 1500, then the market resolves to Yes.',
  ]) {
    const t = kalshi(rules);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.window.status).toBe('UNKNOWN');
  }
});
