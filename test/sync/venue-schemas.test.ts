// The schemas of the venue responses (src/sync/venue-shapes/): derived from the published documents
// kept in test/fixtures/venues/schemas/ without drift (the stream frames' too; their recorded frames
// are checked in test/streams/venue-frame-schemas.test.ts), and passed by every recorded response of
// test/fixtures/venues/ that the sync reads a shape of (SOURCES.md there), in every era of the
// venues' APIs; the bounds of a body (size, nesting) as bounded-body.ts counts them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { nestsDeeperThan } from '../../src/venues/common/bounded-body';
import { DERIVED_DIR, deriveVenueSchemas } from '../../src/venues/derive-venue-schemas';
import { checkResponse, defProblem, VenueShapeError } from '../../src/venues/common/response-check';
import {
  KALSHI_CANDLESTICKS,
  KALSHI_EVENT,
  KALSHI_EVENTS,
  KALSHI_MARKETS,
  KALSHI_ORDERBOOK,
  KALSHI_SERIES,
  KALSHI_SERIES_FEE_CHANGES,
  KALSHI_STRUCTURED_TARGETS,
  KALSHI_TRADES,
} from '../../src/venues/kalshi/kalshi-responses';
import {
  CLOB_BOOKS,
  CLOB_PRICES_HISTORY,
  GAMMA_EVENTS,
  GAMMA_SPORTS,
  GAMMA_TEAMS,
} from '../../src/venues/polymarket/polymarket-responses';
import { VENUE_RESPONSES } from '../../src/venues/venue-responses';
import type { VenueResponseShape } from '../../src/venues/common/venue-response-shape';
import { VENUE_FRAMES } from '../../src/venues/kalshi/kalshi-frames';
import { nestedJson } from '../support/venue-simulator';

const ROOT = join(__dirname, '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'venues');

type Json = Record<string, unknown>;

/** A fixture's body: the response of a recording, or the file itself. */
function bodyOf(file: string): { url: string; json: unknown } {
  const json = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as unknown;
  const recorded = json as { url?: unknown; response?: unknown };
  return typeof recorded.url === 'string' && 'response' in recorded
    ? { url: recorded.url, json: recorded.response }
    : { url: `file:${file}`, json };
}

/** The response passes `shape` whole: its container and every record. */
function passes(shape: VenueResponseShape, file: string): void {
  const { url, json } = bodyOf(file);
  const checked = checkResponse(shape, { url, fetchedAt: '2026-11-24T00:00:00Z', json });
  expect(checked.refused).toEqual([]);
}

/** Every record of a list is object `name` of `shape`'s schema. */
function recordsPass(shape: VenueResponseShape, name: string, records: unknown[]): void {
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) expect(defProblem(shape, name, record)).toBeUndefined();
}

/** What each recorded file is, and how the sync would read its shape. */
const RECORDED: Record<string, (file: string) => void> = {
  'kalshi/candlesticks-kxbtcd-26dec3117-t109999.99.json': (f) =>
    recordsPass(
      KALSHI_CANDLESTICKS,
      'MarketCandlestick',
      (bodyOf(f).json as Json).candlesticks as unknown[],
    ),
  'kalshi/event-kxfeddecision-26dec.json': (f) => passes(KALSHI_EVENT, f),
  'kalshi/events-kxbtcd.json': (f) => passes(KALSHI_EVENTS, f),
  'kalshi/events-other.json': (f) => passes(KALSHI_EVENTS, f),
  'kalshi/markets-other.json': (f) => passes(KALSHI_MARKETS, f),
  'kalshi/orderbook-kxfeddecision-26dec-h0.json': (f) => passes(KALSHI_ORDERBOOK, f),
  'kalshi/series-fee-changes.json': (f) => passes(KALSHI_SERIES_FEE_CHANGES, f),
  'kalshi/series-kxfeddecision.json': (f) => passes(KALSHI_SERIES, f),
  'kalshi/trades-kxfeddecision-26dec-h0.json': (f) => passes(KALSHI_TRADES, f),
  'kalshi-fixed-point/candlesticks-daily.json': (f) =>
    recordsPass(
      KALSHI_CANDLESTICKS,
      'MarketCandlestick',
      (bodyOf(f).json as Json).candlesticks as unknown[],
    ),
  'kalshi-fixed-point/candlesticks-hourly.json': (f) =>
    recordsPass(
      KALSHI_CANDLESTICKS,
      'MarketCandlestick',
      (bodyOf(f).json as Json).candlesticks as unknown[],
    ),
  'kalshi-fixed-point/event-kxspacexstarship-12.json': (f) => passes(KALSHI_EVENT, f),
  'kalshi-fixed-point/market-kxspacexstarship-12-26may19.json': (f) =>
    recordsPass(KALSHI_MARKETS, 'Market', [(bodyOf(f).json as Json).market]),
  'kalshi-fixed-point/orderbook-kxspacexstarship-12-26may19.json': (f) =>
    passes(KALSHI_ORDERBOOK, f),
  'kalshi-fixed-point/trades-kxspacexstarship-12-26may19.json': (f) => passes(KALSHI_TRADES, f),
  'polymarket/clob-book-fed-no-change-yes.json': (f) =>
    recordsPass(CLOB_BOOKS, 'OrderBookSummary', [bodyOf(f).json]),
  'polymarket/clob-books-btc.json': (f) => passes(CLOB_BOOKS, f),
  'polymarket/clob-prices-history-btc-110k.json': (f) => passes(CLOB_PRICES_HISTORY, f),
  'polymarket/gamma-events.json': (f) =>
    recordsPass(GAMMA_EVENTS, 'Event', bodyOf(f).json as unknown[]),
  'polymarket/gamma-markets.json': (f) =>
    recordsPass(GAMMA_EVENTS, 'Market', bodyOf(f).json as unknown[]),
  'polymarket-fees/gamma-market-btc-updown-5m-1787414400.json': (f) => {
    const json = bodyOf(f).json;
    recordsPass(GAMMA_EVENTS, 'Market', Array.isArray(json) ? json : [json]);
  },
  'polymarket-history/prices-history-daily.json': (f) => passes(CLOB_PRICES_HISTORY, f),
  'polymarket-history/prices-history-five-minutes.json': (f) => passes(CLOB_PRICES_HISTORY, f),
  'polymarket-history/prices-history-off-minute.json': (f) => passes(CLOB_PRICES_HISTORY, f),
  'reference/kalshi-structured-targets.json': (f) => passes(KALSHI_STRUCTURED_TARGETS, f),
  'reference/gamma-teams.json': (f) => passes(GAMMA_TEAMS, f),
  'reference/gamma-sports.json': (f) => passes(GAMMA_SPORTS, f),
};

/** Recorded files the sync reads no shape of, and why. */
const NOT_READ_BY_THE_SYNC: Record<string, string> = {
  'kalshi-fixed-point/metadata-kxspacexstarship-12.json':
    '`GET /events/{t}/metadata` is read by `settlegraph adapt`, not by the sync',
  'equivalence.json': 'an equivalence file, not a venue response',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the venue response schemas', () => {
  test('are what the published documents and the relied fields derive (npm run schema:venues), stream frames included', () => {
    const derived = deriveVenueSchemas(ROOT);
    const written = readdirSync(join(ROOT, DERIVED_DIR)).sort();
    expect(written).toEqual([...derived.keys()].sort());
    for (const [file, text] of derived) {
      if (readFileSync(join(ROOT, DERIVED_DIR, file), 'utf8') !== text)
        throw new Error(
          `${DERIVED_DIR}/${file} differs from its derivation: run npm run schema:venues`,
        );
    }
    expect([...VENUE_RESPONSES, ...VENUE_FRAMES].map((r) => `${r.schema.$id}.json`).sort()).toEqual(
      written,
    );
  });

  test('every recorded REST response of test/fixtures/venues passes its shape', () => {
    const recorded = filesUnder(FIXTURES)
      .map((f) => relative(FIXTURES, f))
      .filter((f) => f.endsWith('.json') && !f.startsWith('streams/') && !f.startsWith('schemas/'))
      .sort();
    expect(recorded).toEqual(
      [...Object.keys(RECORDED), ...Object.keys(NOT_READ_BY_THE_SYNC)].sort(),
    );
    for (const [file, check] of Object.entries(RECORDED)) {
      try {
        check(file);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    }
  });

  test('a container of the wrong shape is an error of the venue and kind; a record, refused alone', () => {
    const url = 'https://gamma-api.polymarket.com/events/keyset?closed=false&limit=50';
    const response = (json: unknown) => ({ url, fetchedAt: '2026-11-24T00:00:00Z', json });
    expect(() => checkResponse(GAMMA_EVENTS, response([]))).toThrow(
      new VenueShapeError(GAMMA_EVENTS, url, '$: must be object'),
    );
    expect(() => checkResponse(GAMMA_EVENTS, response({ events: {} }))).toThrow(
      `CATALOG response refused: GET ${url}: $.events: must be array (Polymarket Gamma listEventsKeyset)`,
    );
    const events = (bodyOf('polymarket/gamma-events.json').json as Json[]).slice(0, 2);
    const checked = checkResponse(
      GAMMA_EVENTS,
      response({
        events: [
          events[0],
          { ...events[1], markets: [{ ...(events[1]!.markets as Json[])[0], id: 7 }] },
        ],
      }),
    );
    expect([checked.passed(0), checked.passed(1)]).toEqual([true, false]);
    expect(checked.refused).toEqual([
      {
        source: `${url}#events[1]`,
        path: '$.response.events[0].markets[0].id',
        reason: 'not the published shape of Polymarket Gamma listEventsKeyset: must be string',
      },
    ]);
  });

  test('a field the venue adds, or an unread field of any shape, is not refused', () => {
    const events = bodyOf('kalshi/events-kxbtcd.json').json as { events: Json[] };
    const event = {
      ...events.events[0],
      added_in_a_later_release: { nested: ['anything'] },
      strike_period: 42,
    };
    const checked = checkResponse(KALSHI_EVENTS, {
      url: 'https://api.elections.kalshi.com/trade-api/v2/events',
      fetchedAt: '2026-11-24T00:00:00Z',
      json: { events: [event], cursor: '' },
    });
    expect(checked.refused).toEqual([]);
  });

  test('nesting is counted outside strings, without recursion', () => {
    expect(nestsDeeperThan(nestedJson(100_000), 64)).toBe(true);
    expect(nestsDeeperThan(nestedJson(64), 64)).toBe(false);
    expect(nestsDeeperThan(nestedJson(65), 64)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{\\"[[[['.repeat(100) }), 4)).toBe(false);
  });
});
