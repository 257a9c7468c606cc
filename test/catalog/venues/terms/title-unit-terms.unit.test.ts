// A title's number in another unit of the quantity's kind (docs/decisions.md, "Settlement terms:
// where the release is published, and the series recorded for a sport"): a rate its table reads in
// % whose title states basis points ("6.0 basis points+") is no threshold in %, as the rules' own
// comparison in another scale already is not. Read from a recorded tuning market
// (test/fixtures/terms-corpus/tuning/polymarket/openclaw-gamma-markets-2026-03-25.json, 1228433,
// China's GDP growth of Q1 2026) with its title changed, through the Polymarket parser.
import {
  type Json,
  gammaMarketTerms,
  recordedGammaMarket,
} from '../../../support/gamma-market-terms';

const FILE = 'tuning/polymarket/openclaw-gamma-markets-2026-03-25.json';

function gdp(market: Json = {}): Json {
  return { ...recordedGammaMarket(FILE, '1228433'), ...market };
}

const read = gammaMarketTerms;

describe("a title's number in another unit of the quantity", () => {
  test('the recorded market: "6.0%+" is at least 6 %', () => {
    expect(read(gdp()).boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '6', unit: '%' },
    });
  });

  test('"at least 4.5%" of another quarter reads its own number in %', () => {
    const t = read(
      gdp({
        question: 'Will China GDP growth in Q1 2026 be at least 4.5%?',
        groupItemTitle: '4.5%+',
      }),
    );
    expect(t.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: '>=', threshold: '4.5', unit: '%' },
    });
  });

  test('basis points in the title of a rate read in % leave the boundary UNKNOWN', () => {
    const t = read(
      gdp({
        question: 'Will China GDP growth in Q1 2026 be at least 6.0 basis points?',
        groupItemTitle: '6.0 basis points+',
      }),
    );
    expect(t.boundary.status).toBe('UNKNOWN');
    expect(t.boundary).toMatchObject({ reason: expect.stringMatching(/title states .* in bps/) });
  });
});
