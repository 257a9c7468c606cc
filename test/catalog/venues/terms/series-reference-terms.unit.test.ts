// A Kalshi market's settlement source from its series, as the venue states it (docs/decisions.md,
// "Settlement terms: the series of a market, as the venue states it"): through its event's
// `series_ticker`, or, for markets read without their event, through the series the recorded
// `GET /markets?series_ticker=` request names; never through the ticker's prefix. On the recorded
// tuning markets of test/fixtures/terms-corpus/tuning and the series responses of
// test/fixtures/terms-corpus/reference (SOURCES.md there).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';

const CORPUS = join(__dirname, '../../../fixtures/terms-corpus');

type Json = Record<string, unknown>;
const json = (path: string): unknown => JSON.parse(readFileSync(join(CORPUS, path), 'utf8'));

/** KXMLBGAME's `GET /series/{ticker}` response (ESPN, Fox Sports, the Governing League). */
function mlbSeries(): string {
  const all = json('reference/kalshi-series-cockpit-2026-08-20.json') as { series: Json }[];
  return JSON.stringify(all.find((s) => s.series.ticker === 'KXMLBGAME'));
}

/**
 * The recorded settled MLB game markets, which the source repository fetched as
 * `GET /markets?series_ticker=KXMLBGAME&status=settled` (SOURCES.md).
 */
function mlbMarkets(): Json[] {
  const all = json('tuning/kalshi/kalshi-cockpit-markets-settled-2026-08.json') as Json[];
  return all.filter((m) => String(m.event_ticker).startsWith('KXMLBGAME-'));
}

const MARKETS_URL =
  'https://api.elections.kalshi.com/trade-api/v2/markets?series_ticker=KXMLBGAME&status=settled';

function read(marketsFile: unknown, withSeries = true): Map<string, SettlementTerms> {
  const files = [
    ...(withSeries ? [{ file: 'series.json', text: mlbSeries() }] : []),
    { file: 'markets.json', text: JSON.stringify(marketsFile) },
  ];
  const sets = readVenuePayloads([{ venue: 'kalshi', files }]);
  return new Map(termsOfPayloads(sets).map((t) => [t.venueMarketId, t]));
}

const MIA = 'KXMLBGAME-26AUG081610LAAMIA-MIA';

describe("a Kalshi market's source from its series", () => {
  test('markets read without their event take the series the recorded request names', () => {
    const terms = read({ url: MARKETS_URL, response: { markets: mlbMarkets(), cursor: '' } });
    // The series' three settlement sources, by the names the source table gives their sites.
    expect(terms.get(MIA)?.source).toMatchObject({
      status: 'KNOWN',
      value: 'ESPN + FOX Sports + MLB',
    });
  });

  test("without the request's series, the ticker's prefix names none and the source stays UNKNOWN", () => {
    const bare = read({ markets: mlbMarkets(), cursor: '' });
    expect(bare.get(MIA)?.source.status).toBe('UNKNOWN');
    // A request of another endpoint names no series either.
    const other = read({
      url: 'https://api.elections.kalshi.com/trade-api/v2/events?series_ticker=KXMLBGAME',
      response: { markets: mlbMarkets(), cursor: '' },
    });
    expect(other.get(MIA)?.source.status).toBe('UNKNOWN');
  });

  test('the request names a series that was not read: nothing is guessed', () => {
    const terms = read(
      { url: MARKETS_URL, response: { markets: mlbMarkets(), cursor: '' } },
      false,
    );
    expect(terms.get(MIA)?.source.status).toBe('UNKNOWN');
  });

  test("a market read with its event takes the event's series, whatever the request names", () => {
    const event = json('tuning/kalshi/kalshi-cockpit-events-nfl-preseason-2026-08.json') as Json[];
    const terms = read({
      url: MARKETS_URL.replace('/markets?', '/events?'),
      response: { events: event.slice(0, 1), cursor: '' },
    });
    // The NFL event's own settlement sources, not KXMLBGAME's.
    const nfl = [...terms.values()][0]!;
    expect(nfl.source.status).toBe('KNOWN');
    if (nfl.source.status === 'KNOWN') expect(nfl.source.value).not.toContain('MLB');
  });
});
