// The defects the metamorphic audit listed open, examined (docs/decisions.md, "Settlement terms:
// the audit's open defects examined, and four new kinds of edit"): the rules of tuning's Gamma
// 517310, 517039 and 516938 (test/fixtures/terms-corpus/tuning, SOURCES.md there) and wordings of
// another agency, count, series and year in no fixture. A count whose condition holds "U.S." is
// read as neither when its whole condition is restated with another number; a count's range
// restated with another lower end likewise; a fallback's deadline moved a day is no other window.
import { readTexts } from '../../../support/read-texts';

const gamma = (description: string, question?: string) =>
  readTexts('polymarket', [
    ...(question ? [{ field: 'question', text: question }] : []),
    { field: 'description', text: description },
  ]);

const unknownWithRival = (terms: ReturnType<typeof gamma>) => {
  for (const term of [terms.boundary, terms.window, terms.quantity]) {
    expect(term.status).toBe('UNKNOWN');
    expect(term.status === 'UNKNOWN' && term.reason).toMatch(
      /two sentences of the rules state the condition with other numbers/,
    );
  }
};

describe('a count condition restated whole with another number', () => {
  const ice = (n: string) =>
    `This market will resolve to "Yes" if U.S. Immigration and Customs Enforcement (ICE) removes less than ${n} non citizens in the 2025 fiscal year.`;
  const cbp = (n: string) =>
    `This market will resolve to "Yes" if U.S. Customs and Border Protection (CBP) records more than ${n} encounters in the 2027 fiscal year.`;
  const rest = ' Otherwise, this market will resolve to "No".';

  test.each([
    ['tuning (ICE removals)', ice, '250,000', '260,000', '250000'],
    ['another agency, comparator and year (no fixture)', cbp, '1,800,000', '1,900,000', '1800000'],
  ])('%s: read once, and neither of two', (_, rule, n, other, threshold) => {
    expect(gamma(`${rule(n)}${rest}`).boundary).toMatchObject({
      status: 'KNOWN',
      value: { threshold },
    });
    unknownWithRival(gamma(`${rule(n)} ${rule(other)}${rest}`));
  });
});

describe("a count's range restated with another lower end", () => {
  const launches = (low: string) =>
    `This market will resolve to "Yes" if between ${low} (inclusive) and 12 (inclusive) SpaceX Starship launches successfully reach an altitude of 62 miles above sea level between January 1, 2025 and December 31, 2025, 11:59 PM ET.`;
  const orders = (low: string) =>
    `This market will resolve to "Yes" if between ${low} (inclusive) and 40 (inclusive) executive orders are signed by the President between March 1, 2028 and March 31, 2028, 11:59 PM ET.`;

  test.each([
    ['tuning (Starship launches)', launches, '10', '3'],
    ['another count and month (no fixture)', orders, '30', '23'],
  ])('%s: read once, and neither of two', (_, rule, low, other) => {
    expect(gamma(rule(low)).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'BETWEEN_INCLUSIVE', threshold: low },
    });
    unknownWithRival(gamma(`${rule(low)} ${rule(other)}`));
  });
});

describe("a fallback's deadline on another day is no other window", () => {
  const nasa = (deadline: string) =>
    `This market will resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for 2025 shows an increase greater than that of any previously recorded year when it is released. Otherwise, this market will resolve to "No". If no information for 2025 is provided by NASA by ${deadline}, 11:59 PM ET, this market will resolve based on a consensus of credible reporting.`;
  const nasa2031 = (deadline: string) =>
    `This market will resolve to "Yes" if the data for the Global Land-Ocean Temperature Index for 2031 shows an increase greater than that of any previously recorded year when it is released. Otherwise, this market will resolve to "No". If no information for 2031 is provided by NASA by ${deadline}, 11:59 PM ET, this market will resolve based on a consensus of credible reporting.`;

  test.each([
    ['tuning (the year 2025)', nasa, 'March 1, 2026', 'March 2, 2026', '2025'],
    ['another year (no fixture)', nasa2031, 'February 10, 2032', 'February 11, 2032', '2031'],
  ])('%s: the year is read with either deadline', (_, rule, day, later, year) => {
    const once = gamma(rule(day));
    expect(once.window).toMatchObject({ status: 'KNOWN', value: { kind: 'PERIOD' } });
    if (once.window.status === 'KNOWN' && once.window.value.kind === 'PERIOD')
      expect(once.window.value.start.slice(0, 4)).toBe(year);
    const moved = gamma(`${rule(day)} ${rule(later).split('. ').pop()!}`);
    expect(moved.window).toEqual(once.window);
  });
});
