// Rules that state the condition of two kinds of market are read as neither (docs/decisions.md,
// "Settlement terms: the audit's open defects examined, and four new kinds of edit"): tuning's
// Kalshi KXHIGHNY-26JUL12-T89 (test/fixtures/terms-corpus/tuning, SOURCES.md there) with a
// Gamma asset price's condition appended, and a game and an inflation release in no fixture. Each
// condition alone is read as before.
import { readTexts } from '../../../support/read-texts';

const NWS = "the National Weather Service's Climatological Report (Daily)";
const centralPark = `If the highest temperature recorded in Central Park, New York for July 12, 2026 as reported by ${NWS}, is greater than 89°, then the market resolves to Yes.`;
const bitcoin =
  'This market will resolve to "Yes" if the Binance 1 minute candle for BTC/USDT 12:00 in the ET timezone (noon) on July 25, 2026 has a final "Close" price higher than $120,000.';
const game =
  'In the upcoming NHL game, scheduled for November 14, 2027 at 7:00 PM ET: If the Seattle Kraken win, the market will resolve to "Kraken". If the Vancouver Canucks win, the market will resolve to "Canucks".';
const inflation =
  'This market will resolve to "Yes" if the Bureau of Labor Statistics reports that, on a seasonally adjusted basis, the Consumer Price Index for All Urban Consumers (CPI-U) increased by 0.3 percent or more from September 2027 to October 2027.';

const kalshi = (primary: string) =>
  readTexts('kalshi', [{ field: 'rules_primary', text: primary }]);
const gamma = (description: string, outcomes?: [string, string]) =>
  readTexts('polymarket', [{ field: 'description', text: description }], {
    ...(outcomes ? { outcomes } : {}),
  });

const unreadWithBoth = (reading: ReturnType<typeof kalshi>) => {
  for (const term of [reading.quantity, reading.window, reading.boundary]) {
    expect(term.status).toBe('UNKNOWN');
    expect(term.status === 'UNKNOWN' && term.reason).toMatch(
      /the rules state conditions of two kinds of market/,
    );
  }
};

describe('conditions of two kinds of market in one set of rules', () => {
  test("tuning: the Central Park high alone, and the asset's price alone, are read", () => {
    expect(kalshi(centralPark).boundary).toMatchObject({
      status: 'KNOWN',
      value: { threshold: '89' },
    });
    expect(gamma(bitcoin).boundary).toMatchObject({
      status: 'KNOWN',
      value: { threshold: '120000' },
    });
  });

  test("tuning, with an asset's price condition after it: neither is read", () => {
    unreadWithBoth(kalshi(`${centralPark} ${bitcoin}`));
  });

  test('another game and release (no fixture): each alone is read, together neither', () => {
    const outcomes: [string, string] = ['Kraken', 'Canucks'];
    expect(gamma(game, outcomes).quantity.status).toBe('KNOWN');
    expect(gamma(inflation).boundary).toMatchObject({
      status: 'KNOWN',
      value: { threshold: '0.3' },
    });
    unreadWithBoth(gamma(`${game} ${inflation}`, outcomes));
    unreadWithBoth(gamma(`${inflation} ${game}`, outcomes));
  });
});
