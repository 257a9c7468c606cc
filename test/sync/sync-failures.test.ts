// What a pass does with a failure that is not a venue's refused request (src/sync/sync-pass.ts),
// against the venue simulator on both stores: a record the adapter cannot read (a closed Gamma
// market whose outcome price is no number, which decimal.js refuses) is quarantined with its
// venue, URL, JSON path and reason while the rest lands; any other failure that stops a venue's
// pass (its commit, its sync state) is that venue's error, shown in coverage and counted under
// the venue in the metrics.
import type { Venue } from '../../src/venues/common/venue-model';
import { Metrics } from '../../src/app/metrics';
import type { Store } from '../../src/store/store';
import { SyncLoop } from '../../src/sync/sync-loop';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

type Json = Record<string, unknown>;

/**
 * The store, with each call of a method (`head`, `syncState.all`, …) for which `down` says so
 * rejected as an unavailable store rejects.
 */
function withOutage(store: Store, down: (method: string) => boolean): Store {
  const wrap = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key, object);
        if (key === 'syncState') return wrap(value as object, 'syncState.');
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          down(`${prefix}${String(key)}`)
            ? Promise.reject(new Error('the store is unavailable'))
            : (value as (...a: unknown[]) => unknown).apply(object, args);
      },
    });
  return wrap(store, '');
}

interface SyncRow {
  venue: string;
  last_pass_at: string;
  last_success_at: string | null;
  last_error: string | null;
  quarantined: { source: string; path: string; reason: string }[];
}

async function coverageOf(server: TestServer, venue: Venue): Promise<SyncRow> {
  const coverage = await get(server, '/v1/coverage');
  expect(coverage.status).toBe(200);
  return (coverage.body.sync as SyncRow[]).find((s) => s.venue === venue)!;
}

async function listingsOf(server: TestServer): Promise<string[]> {
  const markets = await get(server, '/v1/markets?page_size=500');
  return (markets.body.items as { outcomes: { listings: { listing_id: string }[] }[] }[]).flatMap(
    (m) => m.outcomes.flatMap((o) => o.listings.map((l) => l.listing_id)),
  );
}

describe.each(STORE_KINDS)('failures of a sync pass ($name store)', (kind) => {
  let simulator: VenueSimulator;
  let server: TestServer;
  let failing: (method: string) => boolean;

  beforeEach(async () => {
    simulator = await VenueSimulator.start();
    failing = () => false;
    server = await startTestServer(withOutage(await kind.open(), (m) => failing(m)));
  });
  afterEach(async () => {
    await server.close();
    await simulator.close();
  });

  test('a Gamma record that cannot be read is quarantined with its URL, JSON path and reason; the rest lands', async () => {
    // Gamma's "Bitcoin above ___" event (the second of the first page), its third market closed
    // with an outcome price that is no number.
    const event = simulator.venues.gammaEvents[1]!;
    const market = (event.markets as Json[])[2]!;
    const prices = market.outcomePrices;
    Object.assign(market, { closed: true, outcomePrices: '["abc", "0.5"]' });
    const passAt = new Date('2026-11-21T16:05:00.000Z');
    const report = await syncOnce(
      server.store,
      quickHttp(simulator),
      simulator.endpoints,
      SYNC_VENUES,
      { clock: () => passAt },
    );

    const polymarket = report.venues.find((v) => v.venue === 'polymarket')!;
    expect(polymarket.error).toBeUndefined();
    expect(report.venues.find((v) => v.venue === 'kalshi')!.error).toBeUndefined();
    const [refused, ...dependents] = polymarket.quarantined;
    expect(refused).toEqual({
      source: expect.stringMatching(/\/gamma\/events\/keyset\?[^#]*#events\[1\]$/),
      path: '$.response.events[0].markets[2].outcomePrices[0]',
      reason: 'could not be read: [DecimalError] Invalid argument: abc',
    });
    // The books and price history of its tokens then name markets the page no longer holds.
    expect(dependents.length).toBeGreaterThan(0);
    for (const record of dependents) {
      expect(record.source).toMatch(/\/clob\/(books#\d+|prices-history\?.*)$/);
      expect(record.reason).toMatch(/^no market with CLOB token ID "\d+" among the polymarket/);
    }

    // Coverage: the pass landed, with the quarantine; the metrics count it under the venue.
    const row = await coverageOf(server, 'polymarket');
    expect(row).toMatchObject({
      last_pass_at: passAt.toISOString(),
      last_success_at: passAt.toISOString(),
      last_error: null,
    });
    expect(row.quarantined).toEqual(polymarket.quarantined);
    const metrics = new Metrics();
    metrics.countSyncPass(report);
    expect(await metrics.registry.metrics()).toContain(
      `settlegraph_sync_quarantined_records{venue="polymarket"} ${polymarket.quarantined.length}`,
    );

    // Every other Gamma event landed; the refused one's markets did not.
    const listings = await listingsOf(server);
    const listed = (e: Json) =>
      (e.markets as Json[]).map((m) =>
        listings.some((l) => l.startsWith(`lst-pm-${String(m.id)}-`)),
      );
    for (const other of simulator.venues.gammaEvents.filter((e) => e !== event))
      expect(listed(other).every(Boolean)).toBe(true);
    expect(listed(event).some(Boolean)).toBe(false);

    // Corrected at the venue, the record lands with the next pass.
    market.outcomePrices = prices;
    market.closed = false;
    const retried = await syncOnce(server.store, quickHttp(simulator), simulator.endpoints, [
      'polymarket',
    ]);
    expect(retried.venues[0]!.quarantined).toEqual([]);
    const after = await listingsOf(server);
    for (const m of event.markets as Json[])
      expect(after.some((l) => l.startsWith(`lst-pm-${String(m.id)}-`))).toBe(true);
  });

  test('a commit that fails stops the venue with its error in coverage; the pass moves on', async () => {
    const passAt = new Date('2026-11-21T16:05:00.000Z');
    // The first commit of the pass, Polymarket's first page, fails.
    let heads = 0;
    failing = (method) => method === 'head' && heads++ === 0;
    const report = await syncOnce(
      server.store,
      quickHttp(simulator),
      simulator.endpoints,
      SYNC_VENUES,
      { clock: () => passAt },
    );
    expect(report.venues[0]).toMatchObject({
      venue: 'polymarket',
      pages: 0,
      error: 'the store is unavailable',
    });
    expect(report.venues[1]!.venue).toBe('kalshi');
    expect(report.venues[1]!.error).toBeUndefined();
    expect(report.venues[1]!.pages).toBeGreaterThan(0);
    expect(await coverageOf(server, 'polymarket')).toMatchObject({
      last_pass_at: passAt.toISOString(),
      last_success_at: null,
      last_error: 'the store is unavailable',
    });
    const metrics = new Metrics();
    metrics.countSyncPass(report);
    expect(await metrics.registry.metrics()).toContain(
      'settlegraph_sync_errors_total{venue="polymarket"} 1',
    );
  });

  test('a continuous pass that fails before it can report is counted under its venue', async () => {
    // The venue's sync state cannot be read: the pass fails before it can report.
    let reads = 0;
    failing = (method) => method === 'syncState.all' && reads++ === 0;
    const metrics = new Metrics();
    const lines: string[] = [];
    let passed: () => void = () => undefined;
    const onePass = new Promise<void>((resolve) => (passed = resolve));
    const loop = new SyncLoop({
      store: server.store,
      http: quickHttp(simulator),
      endpoints: simulator.endpoints,
      venues: ['polymarket'],
      intervalMs: 3_600_000,
      kindIntervals: { fullMs: 3_600_000, tradesMs: 300_000, historyMs: 3_600_000 },
      log: (line) => lines.push(line),
      onPass: (report, venues) => {
        metrics.countSyncPass(report, venues);
        passed();
      },
    });
    loop.start();
    await onePass;
    await loop.stop();
    expect(lines).toEqual(['sync pass of polymarket failed: the store is unavailable']);
    const text = await metrics.registry.metrics();
    expect(text).toContain('settlegraph_sync_errors_total{venue="polymarket"} 1');
    expect(text).not.toContain('venue="all"');
  });
});
