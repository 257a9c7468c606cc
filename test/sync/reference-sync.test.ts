// The venues' reference data in the sync (src/sync/reference-keeper.ts; docs/decisions.md,
// "Reference data in the sync"), against the venue simulator on both stores: the first pass reads
// Kalshi's structured targets and Gamma's teams and sports through their paging; a pass before
// the refresh interval reads none of it again; a pass after it refreshes; a refresh that fails is
// quarantined under its venue in coverage, counted in the sync error metric, and the last good
// data is kept while the rest of the pass lands.
import { Metrics } from '../../src/app/metrics';
import { ReferenceKeeper } from '../../src/sync/reference-keeper';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

const TARGETS = '/kalshi/trade-api/v2/structured_targets';
const HOUR = 3600_000;

interface SyncRow {
  venue: string;
  last_error: string | null;
  quarantined: { source: string; path: string; reason: string }[];
  kinds: { kind: string; last_success_at: string }[];
}

describe.each(STORE_KINDS)('reference data in the sync ($name store)', (kind) => {
  let simulator: VenueSimulator;
  let server: TestServer;

  beforeEach(async () => {
    simulator = await VenueSimulator.start();
    server = await startTestServer(await kind.open());
  });
  afterEach(async () => {
    await server.close();
    await simulator.close();
  });

  const coverage = async (venue: string): Promise<SyncRow> => {
    const response = await get(server, '/v1/coverage');
    expect(response.status).toBe(200);
    return (response.body.sync as SyncRow[]).find((s) => s.venue === venue)!;
  };
  const served = (path: string) => simulator.served.get(path) ?? 0;

  test('read on the first pass, kept until the interval, refreshed after; a failed refresh keeps the last good data', async () => {
    const keeper = new ReferenceKeeper(HOUR);
    const start = Date.parse('2026-11-21T12:00:00Z');
    const pass = (offsetMs: number) =>
      syncOnce(server.store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES, {
        clock: () => new Date(start + offsetMs),
        crossVenueStep: 'ALWAYS',
        reference: keeper,
      });

    // The first pass: every page of the targets (two a page), of the teams (until an empty
    // page) and the sports.
    const first = await pass(0);
    expect(first.venues.map((v) => [v.venue, v.error, v.reference])).toEqual([
      ['polymarket', undefined, { entities: 3 + 129 }],
      ['kalshi', undefined, { entities: 6 }],
    ]);
    expect(served(TARGETS)).toBe(4);
    expect(served('/gamma/teams')).toBe(3);
    expect(served('/gamma/sports')).toBe(1);
    const entities = () => keeper.current().entities.map((e) => e.entity);
    expect(entities()).toEqual(
      expect.arrayContaining(['team:NFL:PIT', 'team:MLB:CWS', 'person:anthony-kay', 'team:NFL:KC']),
    );
    const landed = (await coverage('kalshi')).kinds.find((k) => k.kind === 'REFERENCE');
    expect(landed?.last_success_at).toBe('2026-11-21T12:00:00.000Z');

    // Before the interval: nothing of it is read again.
    const quiet = await pass(HOUR / 2);
    expect(quiet.venues.every((v) => v.reference === undefined)).toBe(true);
    expect(served(TARGETS)).toBe(4);
    expect(served('/gamma/sports')).toBe(1);

    // After it, the venue's targets cannot be read: the refresh fails, the old data is kept and
    // the failure is quarantined under Kalshi in coverage and counted in the metrics; the rest
    // of the pass lands.
    simulator.venues.kalshiStructuredTargets.push({
      id: 'f0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a5b',
      name: 'Kansas City',
      type: 'football_team',
      details: { league: 'NFL', abbreviation: 'KC' },
    });
    simulator.outage = (url) => url.pathname === TARGETS;
    const failed = await pass(HOUR + 60_000);
    const kalshi = failed.venues.find((v) => v.venue === 'kalshi')!;
    expect(kalshi.error).toBeUndefined();
    expect(kalshi.reference?.entities).toBe(6);
    expect(kalshi.reference?.error).toMatch(/structured_targets.*503/);
    expect(keeper.current().entities.filter((e) => e.venue === 'kalshi')).toHaveLength(6);
    const row = await coverage('kalshi');
    expect(row.last_error).toBeNull();
    expect(row.quarantined).toContainEqual({
      source: 'kalshi reference data',
      path: '$',
      reason: expect.stringMatching(/^not refreshed, the last good data kept: .*503/),
    });
    expect(row.kinds.find((k) => k.kind === 'REFERENCE')?.last_success_at).toBe(
      '2026-11-21T12:00:00.000Z',
    );
    const metrics = new Metrics();
    metrics.countSyncPass(failed);
    expect(await metrics.registry.getSingleMetricAsString('settlegraph_sync_errors_total')).toMatch(
      /settlegraph_sync_errors_total\{venue="kalshi"\} 1/,
    );

    // The next pass tries again; the venue answers, and the new target is kept.
    simulator.outage = undefined;
    const again = await pass(HOUR + 120_000);
    expect(again.venues.find((v) => v.venue === 'kalshi')!.reference).toEqual({ entities: 7 });
    expect(entities()).toContain('team:NFL:KC');
    expect((await coverage('kalshi')).quarantined).toEqual([]);
  });

  test('without a keeper a pass reads no reference data', async () => {
    await syncOnce(server.store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES);
    expect(served(TARGETS) + served('/gamma/teams') + served('/gamma/sports')).toBe(0);
  });
});
