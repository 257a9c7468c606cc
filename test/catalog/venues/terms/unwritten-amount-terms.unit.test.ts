// Two rules found wrong on recordings measured before any rule was written from them
// (docs/decisions.md, "Settlement terms: amounts a proposition does not write, and statistics
// after 'according to'"): an occurrence whose proposition compares an amount it leaves to the
// title ("the specified amount or more", "reaches the specified level") or a rank ("is the number
// 1 song", "ranked #1") is no occurrence, and a proper-cased statistic after "according to"
// ("China's Y/Y Growth Rate") names no source. Each rule has a tuning wording, its market named,
// and a paraphrase of another subject in no fixture.
import { readTexts } from '../../../support/read-texts';

// The venue's dates an occurrence's window starts from (its opening) and a "specified date" is.
const facts = { openTime: '2026-03-23T22:05:07Z', endDate: '2027-12-31T00:00:00Z' };
const polymarket = (text: string) =>
  readTexts('polymarket', [{ field: 'description', text }], { facts });
const COMPARES = /compares a number, which no table here reads/;

describe('an occurrence that compares an amount it does not write', () => {
  test.each([
    [
      'the title’s amount of a count in a year of its own (Gamma 1454987)',
      'This market will resolve to "Yes" if there have been the specified amount or more confirmed cases of Measles (Rubeola) in humans in the territory of the United States of America in 2026, according to the CDC case counter by March 31, 2026, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    ],
    [
      'a count of another disease and year, in other words',
      'This market will resolve to "Yes" if there have been the specified number or more confirmed cases of dengue in Puerto Rico in 2027, according to the island’s health department by June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    ],
  ])('%s: nothing read of the quantity, the boundary or the window', (_, text) => {
    const terms = polymarket(text);
    expect(terms.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(COMPARES),
    });
    expect(terms.boundary.status).toBe('UNKNOWN');
    expect(terms.boundary).not.toHaveProperty('statedNone');
    // The count is over its own year; the deadline is when it is read, not the window's end.
    expect(terms.window).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/over a period of its own$/),
    });
  });

  test.each([
    [
      'a level left to the title (Gamma 690211)',
      'This market will resolve to “Yes” if the lower or the upper bound of the target federal funds rate reaches the specified level at any point by December 31, 2026, 12:59 PM ET. Otherwise, this market will resolve to “No.”',
    ],
    [
      'another bank’s rate and level',
      'This market will resolve to "Yes" if the ECB deposit facility rate falls to the listed rate at any point by June 30, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    ],
    // Gamma 1130867's rank on the weekly charts of a stated period ("… is the number 1 song in any
    // official weekly Billboard Hot 100 songs chart released for a data collection reference period
    // entirely between …") is read by the charts table (chart-rank-terms.unit.test.ts).
    [
      'a rank on another chart',
      'This market will resolve to "Yes" if any film by the listed director is the No. 1 movie of any weekend of the domestic box office between March 1 and August 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    ],
    [
      'a rank lost on another store',
      'This market will resolve to "Yes" if Threads is no longer ranked #1 among free apps on the Google Play Store in Canada by May 15, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    ],
  ])('%s: no occurrence, no threshold stated as none', (_, text) => {
    const terms = polymarket(text);
    expect(terms.quantity).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(COMPARES),
    });
    expect(terms.boundary.status).toBe('UNKNOWN');
    expect(terms.boundary).not.toHaveProperty('statedNone');
  });

  test.each([
    // Gamma 677218: no amount, no rank.
    'This market will resolve to "Yes" if Valve publicly and explicitly announces that Half-Life 3 is in production by December 31, 2026, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    // A number that names a thing, not an amount: a title with a numeral, a flight's number.
    'This market will resolve to "Yes" if Rockstar Games releases Red Dead Redemption 3 to the public by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
    'This market will resolve to "Yes" if Blue Origin launches New Glenn mission number 7 by December 31, 2027, 11:59 PM ET. Otherwise, this market will resolve to "No".',
  ])('an occurrence that writes no amount is still read: %s', (text) => {
    const terms = polymarket(text);
    expect(terms.quantity.status).toBe('KNOWN');
    expect(terms.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
    expect(terms.window.status).toBe('KNOWN');
  });
});

describe('a statistic after "according to" names no source', () => {
  test('"resolve according to China\'s Y/Y Growth Rate (%) of Gross Domestic Product" (Gamma 1228433)', () => {
    const source = polymarket(
      'This market will resolve according to China\'s Y/Y Growth Rate (%) of Gross Domestic Product (GDP) in the "Preliminary Accounting Results of GDP" release for Q1 of 2026, scheduled for April 17, 2026.',
    ).source;
    expect(source.status).toBe('UNKNOWN');
  });

  test('another statistic: "according to Japan\'s Core Consumer Price Index" names none', () => {
    const source = polymarket(
      "This market will resolve according to Japan's Core Consumer Price Index (Y/Y) for May 2027, as first released.",
    ).source;
    expect(source.status).toBe('UNKNOWN');
  });

  test('a body after "according to" is still its source', () => {
    expect(
      polymarket(
        'This market will resolve according to the Statistics Bureau of Japan. The figure for May 2027 will be used.',
      ).source,
    ).toMatchObject({ status: 'KNOWN', value: 'Statistics Bureau of Japan' });
  });
});
