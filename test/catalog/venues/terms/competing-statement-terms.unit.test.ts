// A condition stated twice with other numbers is read as neither (docs/decisions.md, "Settlement
// terms: a metamorphic audit of the readers"): the rules of tuning's Kalshi KXHIGHNY-26JUL12-T89
// (test/fixtures/terms-corpus/tuning, SOURCES.md there) with the condition restated at another
// threshold or on another day, and a Gamma asset price of a coin, day and number in no fixture.
// A condition restated with the same numbers, and the two outcomes' conditions of a game, are
// read as before.
import { readTexts } from '../../../support/read-texts';

const NWS = "the National Weather Service's Climatological Report (Daily)";
const centralPark = (day: string, degrees: string) =>
  `If the highest temperature recorded in Central Park, New York for ${day} as reported by ${NWS}, is greater than ${degrees}°, then the market resolves to Yes.`;
const kalshi = (primary: string) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: primary }]);
const gamma = (description: string) =>
  readTexts('polymarket', [{ field: 'description', text: description }]);

describe('a condition the rules state twice with other numbers', () => {
  test('tuning: the Central Park high stated once is read', () => {
    const reading = kalshi(centralPark('July 12, 2026', '89'));
    expect(reading.boundary).toMatchObject({ status: 'KNOWN', value: { threshold: '89' } });
    expect(reading.window.status).toBe('KNOWN');
  });

  test.each([
    ['another threshold', centralPark('July 12, 2026', '91'), 'degrees'],
    ['another day', centralPark('July 13, 2026', '89'), 'day'],
  ])(
    'tuning, restated with %s: window and boundary UNKNOWN with the two statements',
    (_, second) => {
      const reading = kalshi(`${centralPark('July 12, 2026', '89')} ${second}`);
      for (const term of [reading.boundary, reading.window, reading.quantity]) {
        expect(term.status).toBe('UNKNOWN');
        expect(term.status === 'UNKNOWN' && term.reason).toMatch(
          /two sentences of the rules state the condition with other numbers/,
        );
      }
    },
  );

  test('restated with the same numbers: read as once', () => {
    const once = kalshi(centralPark('July 12, 2026', '89'));
    const twice = kalshi(
      `${centralPark('July 12, 2026', '89')} ${centralPark('July 12, 2026', '89')}`,
    );
    expect(twice.boundary).toEqual(once.boundary);
    expect(twice.window).toEqual(once.window);
  });

  test('another coin, day and price (no fixture): a second price is no threshold taken', () => {
    const rule = (price: string) =>
      `This market will resolve to "Yes" if the Binance 1 minute candle for SOL/USDT 12:00 in the ET timezone (noon) on October 14, 2027 has a final "Close" price higher than $${price}.`;
    const once = gamma(`${rule('215')} Otherwise, this market will resolve to "No".`);
    expect(once.boundary).toMatchObject({ status: 'KNOWN', value: { threshold: '215' } });
    const twice = gamma(
      `${rule('215')} ${rule('230')} Otherwise, this market will resolve to "No".`,
    );
    expect(twice.boundary.status).toBe('UNKNOWN');
  });

  test("a game's two outcomes, one named with a number (76ers), are no rival statements", () => {
    const reading = readTexts(
      'polymarket',
      [
        { field: 'question', text: '76ers vs. Celtics' },
        {
          field: 'description',
          text: 'In the upcoming NBA game, scheduled for March 9, 2027 at 7:30 PM ET: If the Philadelphia 76ers win, the market will resolve to "76ers". If the Boston Celtics win, the market will resolve to "Celtics". If the game is postponed, this market will remain open until the game has been completed.',
        },
      ],
      { outcomes: ['76ers', 'Celtics'] },
    );
    expect(reading.quantity).toMatchObject({ status: 'KNOWN' });
    expect(reading.boundary.status).toBe('KNOWN');
  });
});
