// A count the clause opens with (docs/decisions.md, "Settlement terms: a game's teams by the codes
// the venue states, and any player's statistic in a tournament"): "between 10 (inclusive) and 12
// (inclusive) SpaceX Starship launches successfully reach …" compares the number of what follows,
// the plural of what is counted and what it does, over the dates the rules state; a unit of
// measure or time after the number is no count of things. The tuning wording (Gamma 517039)
// beside paraphrases of other things, numbers and dates in no fixture.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string) =>
  readTexts('polymarket', [{ field: 'description', text: description }]);
const kalshi = (rules: string) => readTexts('kalshi', [{ field: 'rules_primary', text: rules }]);

test('the tuning market: Starship launches between two dates', () => {
  const t = gamma(
    'This market will resolve to "Yes" if between 10 (inclusive) and 12 (inclusive) SpaceX Starship launches successfully reach an altitude of 62 miles above sea level between January 1, 2025 and December 31, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".',
  );
  expect(t.quantity).toMatchObject({
    status: 'KNOWN',
    value: {
      kind: 'MEASUREMENT',
      name: 'spacex starship launches successfully reach an altitude of 62 miles above sea level',
    },
  });
  expect(t.window).toMatchObject({
    status: 'KNOWN',
    value: { kind: 'PERIOD', start: '2025-01-01T05:00:00.000Z', end: '2026-01-01T05:00:00.000Z' },
  });
  expect(t.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: 'BETWEEN_INCLUSIVE', threshold: '10', upper: '12' },
  });
});

test('other things counted, numbers and dates: one quantity for every bracket', () => {
  const bracket = (count: string) =>
    gamma(
      `This market will resolve to "Yes" if ${count} Blue Origin New Glenn missions successfully deliver a payload to orbit between March 1, 2027 and September 30, 2027, 11:59 PM ET.`,
    );
  const a = bracket('more than 4');
  const b = bracket('between 2 (inclusive) and 4 (inclusive)');
  expect(a.boundary).toMatchObject({ status: 'KNOWN', value: { comparator: '>', threshold: '4' } });
  expect(a.quantity.status === 'KNOWN' && b.quantity.status === 'KNOWN').toBe(true);
  expect(a.quantity.status === 'KNOWN' && a.quantity.value.name).toBe(
    b.quantity.status === 'KNOWN' && b.quantity.value.name,
  );
  expect(a.window).toMatchObject({
    status: 'KNOWN',
    value: { kind: 'PERIOD', start: '2027-03-01T05:00:00.000Z' },
  });
});

test('a count opening a Kalshi condition, over a month', () => {
  const t = kalshi(
    'If more than 12 executive orders are signed by the Governor of Ohio in May 2028, then the market resolves to Yes.',
  );
  expect(t.quantity).toMatchObject({
    status: 'KNOWN',
    value: { name: 'executive orders are signed by the governor of ohio' },
  });
  expect(t.window).toMatchObject({
    status: 'KNOWN',
    value: { kind: 'PERIOD', start: '2028-05-01T04:00:00.000Z', end: '2028-06-01T04:00:00.000Z' },
  });
});

test('a measure or a time after the number is no count', () => {
  for (const text of [
    'This market will resolve to "Yes" if more than 2 inches of snow fall in Central Park in January 2027.',
    'This market will resolve to "Yes" if more than 10 days pass without rain in Phoenix between March 1, 2027 and May 31, 2027, 11:59 PM ET.',
  ]) {
    const t = gamma(text);
    expect(t.quantity.status).toBe('UNKNOWN');
    expect(t.boundary.status).toBe('UNKNOWN');
  }
});
