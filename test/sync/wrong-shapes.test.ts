// Venue responses of the wrong shape or size against the sync (docs/venue-adapters.md, "Shapes
// validated"; docs/decisions.md, "Venue response shapes"), served by the venue simulator on both
// stores: a response whose container is not the published one, or that is larger or deeper than
// the bounds, is an error of its venue and kind (reported, in coverage, never a pass that landed
// nothing); a record of the wrong shape, an over-long text included, is quarantined alone.
import { Metrics } from '../../src/app/metrics';
import type { SyncIntervals } from '../../src/sync/sync-kinds';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { BODY_BYTES_MAX } from '../../src/venues/common/bounded-body';
import { LIMITS } from '../../src/domain/limits';
import { STORE_KINDS } from '../support/stores';
import { get, type TestServer } from '../support/test-server';
import { simulatorWithServer } from '../support/simulator-with-server';
import { nestedJson, quickHttp, type VenueSimulator } from '../support/venue-simulator';

type Json = Record<string, unknown>;

const INTERVALS: SyncIntervals = { fullMs: 3_600_000, tradesMs: 300_000, historyMs: 3_600_000 };
const ISSUE_DEPTH = 100_000;

const isGammaPage = (url: URL) => url.pathname.endsWith('/gamma/events/keyset');
const isKalshiScan = (url: URL) => url.pathname.endsWith('/trade-api/v2/markets');

/** The native IDs of the events the API serves of a venue. */
async function eventIds(server: TestServer, venue: string): Promise<string[]> {
  const res = await get(server, `/v1/events?venue=${venue}&page_size=500`);
  expect(res.status).toBe(200);
  return (res.body.items as Json[]).map((e) => String(e.venue_event_id));
}

describe.each(STORE_KINDS)('wrong shapes and sizes from the venues ($name store)', (kind) => {
  const venues = simulatorWithServer(kind);
  let minute = 0;
  const clock = () => new Date(Date.UTC(2026, 10, 24, 12, minute++));
  const sim = (): VenueSimulator => venues.simulator;
  const pass = (venueList = SYNC_VENUES, intervals?: SyncIntervals) =>
    syncOnce(venues.server.store, quickHttp(sim()), sim().endpoints, venueList, {
      clock,
      intervals,
    });

  afterEach(() => {
    sim().reshape = undefined;
  });

  test('Gamma answering a JSON array for its keyset page is an error of polymarket, CATALOG: reported, in coverage, counted', async () => {
    sim().reshape = (url, answer) =>
      isGammaPage(url) ? { json: (answer as { events: unknown[] }).events } : undefined;
    const report = await pass();
    const [polymarket, kalshi] = report.venues;
    expect(polymarket!.error).toMatch(
      /^CATALOG response refused: GET http:\/\/.+\/gamma\/events\/keyset\?.*: \$: must be object \(Polymarket Gamma listEventsKeyset\)$/,
    );
    expect(polymarket).toMatchObject({ pages: 0, records: 0, kinds: [] });
    // The other venue still lands.
    expect(kalshi!.error).toBeUndefined();
    expect(kalshi!.records).toBeGreaterThan(0);

    const coverage = await get(venues.server, '/v1/coverage');
    const state = (coverage.body.sync as Json[]).find((s) => s.venue === 'polymarket')!;
    expect(state.last_error).toBe(polymarket!.error);
    const metrics = new Metrics();
    metrics.countSyncPass(report);
    expect(await metrics.registry.metrics()).toContain(
      'settlegraph_sync_errors_total{venue="polymarket"} 1',
    );
  });

  test('100,000-deep JSON on Gamma is an error of polymarket, not a stack overflow', async () => {
    sim().reshape = (url) =>
      isGammaPage(url) ? { text: `{"events":[${nestedJson(ISSUE_DEPTH)}]}` } : undefined;
    const report = await pass(['polymarket']);
    expect(report.venues[0]!.error).toMatch(
      /^CATALOG response refused: GET .+\/gamma\/events\/keyset\?.*: JSON nested deeper than 64 levels \(Polymarket Gamma listEventsKeyset\)$/,
    );
  });

  test('a Kalshi increment whose /markets is an array or 100,000 levels deep is an error of kalshi, CATALOG', async () => {
    const full = await pass(['kalshi'], INTERVALS);
    expect(full.venues[0]!.error).toBeUndefined();
    for (const shape of [
      { json: [{ markets: [], cursor: '' }] },
      { text: nestedJson(ISSUE_DEPTH) },
    ] as const) {
      sim().reshape = (url) => (isKalshiScan(url) ? shape : undefined);
      const increment = await pass(['kalshi'], INTERVALS);
      expect(increment.venues[0]!.error).toMatch(
        /^CATALOG response refused: GET .+\/trade-api\/v2\/markets\?min_updated_ts=.*\(Kalshi GetMarkets\)$/,
      );
      expect(increment.venues[0]!.kinds).toEqual([]);
    }
  });

  test('a body past the size limit (a 50 MB event description) is refused unread; nothing of it lands', async () => {
    const event = sim().venues.gammaEvents[0]!;
    const description = event.description;
    event.description = 'x'.repeat(50 * 1024 * 1024);
    try {
      const report = await pass(['polymarket']);
      expect(report.venues[0]!.error).toBe(
        `CATALOG response refused: GET ${sim().endpoints.polymarketGamma}/events/keyset?closed=false&limit=50: larger than ${BODY_BYTES_MAX} bytes (Polymarket Gamma listEventsKeyset)`,
      );
      const res = await get(venues.server, '/v1/events?venue=polymarket&page_size=500');
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body).length).toBeLessThan(1024 * 1024);
    } finally {
      event.description = description;
    }
  });

  test('an over-long text field quarantines its record alone; the rest of the page lands', async () => {
    const event = sim().venues.gammaEvents[1]!;
    const description = event.description;
    event.description = 'x'.repeat(LIMITS.textLengthMax + 1);
    try {
      const report = await pass(['polymarket']);
      const polymarket = report.venues[0]!;
      expect(polymarket.error).toBeUndefined();
      expect(polymarket.quarantined).toContainEqual({
        source: expect.stringMatching(/\/gamma\/events\/keyset\?.*#events\[1\]$/),
        path: '$.response.events[0].description',
        reason: `not the published shape of Polymarket Gamma listEventsKeyset: must NOT have more than ${LIMITS.textLengthMax} characters`,
      });
      const landed = await eventIds(venues.server, 'polymarket');
      expect(landed).not.toContain(event.id);
      expect(landed.length).toBeGreaterThan(0);
    } finally {
      event.description = description;
    }
  });

  test('a record of the wrong shape is quarantined with the path the schema names', async () => {
    const event = sim().venues.kalshiEvents[0]!;
    const markets = event.markets;
    event.markets = { not: 'a list' };
    try {
      const report = await pass(['kalshi']);
      const kalshi = report.venues[0]!;
      expect(kalshi.error).toBeUndefined();
      expect(kalshi.quarantined).toContainEqual({
        source: expect.stringMatching(/\/trade-api\/v2\/events\?.*#events\[0\]$/),
        path: '$.response.events[0].markets',
        reason: 'not the published shape of Kalshi GetEvents: must be array or null',
      });
      expect(await eventIds(venues.server, 'kalshi')).toContain(
        sim().venues.kalshiEvents[1]!.event_ticker,
      );
    } finally {
      event.markets = markets;
    }
  });

  test('price history answered with an array is an error of polymarket, HISTORY', async () => {
    sim().reshape = (url) =>
      url.pathname.endsWith('/clob/prices-history') ? { json: [[1_795_000_000, 0.5]] } : undefined;
    const report = await pass(['polymarket']);
    expect(report.venues[0]!.error).toMatch(
      /^HISTORY response refused: GET .+\/clob\/prices-history\?.*: \$: must be object \(Polymarket CLOB getPricesHistory\)$/,
    );
    expect(report.venues[0]!.kinds).toEqual([]);
  });
});
