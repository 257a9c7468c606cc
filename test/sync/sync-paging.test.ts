// The sync's paged reads (src/sync/venue-sources.ts, src/sync/paged-read.ts) against the venue
// simulator on both stores: Gamma's keyset list is paged as Gamma pages it (`after_cursor` in,
// `next_cursor` out; a `cursor` gets the first page again), and every paged read, Kalshi's
// events, trades and market increments and Gamma's events, ends with a reported error naming the
// venue, the URL and why when its paging does not advance, instead of reading for ever.
import { Metrics } from '../../src/app/metrics';
import type { Store } from '../../src/store/store';
import type { SyncIntervals } from '../../src/sync/sync-kinds';
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { quickHttp, VenueSimulator, type PagingFault } from '../support/venue-simulator';

const KALSHI = '/kalshi/trade-api/v2';
// Just after the recorded trades (15:00-15:30 UTC), so a pass's hour of trades holds three of
// them: two pages.
const AFTER_RECORDINGS = new Date('2026-11-21T16:05:00.000Z');
const INTERVALS: SyncIntervals = { fullMs: 3_600_000, tradesMs: 300_000, historyMs: 3_600_000 };

/** A paged read of a pass, and how a test brings the pass to it. */
interface PagedList {
  readonly name: string;
  readonly venue: 'polymarket' | 'kalshi';
  readonly path: string;
  readonly items: string;
  /** Runs the pass that reads the list (after any passes the list needs before it). */
  pass(store: Store, simulator: VenueSimulator): ReturnType<typeof syncOnce>;
}

const at = (date: Date) => () => date;

const LISTS: PagedList[] = [
  {
    name: 'Gamma events (keyset)',
    venue: 'polymarket',
    path: '/gamma/events/keyset',
    items: 'events',
    pass: (store, simulator) =>
      syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES),
  },
  {
    name: 'Kalshi events',
    venue: 'kalshi',
    path: `${KALSHI}/events`,
    items: 'events',
    pass: (store, simulator) =>
      syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES),
  },
  {
    name: 'Kalshi trades',
    venue: 'kalshi',
    path: `${KALSHI}/markets/trades`,
    items: 'trades',
    pass: (store, simulator) =>
      syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES, {
        clock: at(AFTER_RECORDINGS),
      }),
  },
  {
    name: 'Kalshi markets of an increment',
    venue: 'kalshi',
    path: `${KALSHI}/markets`,
    items: 'markets',
    pass: async (store, simulator) => {
      // A full pass lands; then three markets change, and the next pass (within the full pass's
      // interval) reads the increment: the changed markets, two a page.
      const paging = simulator.pagingFault;
      simulator.pagingFault = undefined;
      const full = await syncOnce(store, quickHttp(simulator), simulator.endpoints, ['kalshi'], {
        clock: at(AFTER_RECORDINGS),
        intervals: INTERVALS,
      });
      expect(full.venues[0]!.error).toBeUndefined();
      simulator.pagingFault = paging;
      const changedAt = new Date(AFTER_RECORDINGS.getTime() + 60_000);
      const markets = simulator.venues.kalshiEvents.flatMap(
        (e) => e.markets as Record<string, unknown>[],
      );
      for (const market of markets.slice(0, 3))
        simulator.changeKalshiMarket(String(market.ticker), {}, changedAt);
      return syncOnce(store, quickHttp(simulator), simulator.endpoints, SYNC_VENUES, {
        clock: at(new Date(changedAt.getTime() + 60_000)),
        intervals: INTERVALS,
      });
    },
  },
];

describe.each(STORE_KINDS)('paged reads of the sync ($name store)', (kind) => {
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

  test('Gamma is paged as it documents: each page once, by after_cursor, never by cursor', async () => {
    const asked: URL[] = [];
    // Sees each paged request and pages as the venue documents.
    simulator.pagingFault = (url) => {
      if (url.pathname === '/gamma/events/keyset') asked.push(url);
      // A read that does not stop is made to fail here rather than hang.
      if (asked.length > 20) simulator.outage = () => true;
      return undefined;
    };
    const report = await syncOnce(server.store, quickHttp(simulator), simulator.endpoints, [
      'polymarket',
    ]);
    expect(report.venues[0]!.error).toBeUndefined();
    const pages = Math.ceil(simulator.venues.gammaEvents.length / 2);
    expect(pages).toBeGreaterThan(1);
    expect(asked).toHaveLength(pages);
    expect(asked.every((url) => !url.searchParams.has('cursor'))).toBe(true);
    expect(asked.map((url) => url.searchParams.has('after_cursor'))).toEqual(
      Array.from({ length: pages }, (_, i) => i > 0),
    );
    expect(report.venues[0]!.pages).toBe(pages);
    const events = await get(server, '/v1/events?page_size=500');
    const polymarket = (events.body.items as { venue: string }[]).filter(
      (e) => e.venue === 'polymarket',
    );
    expect(polymarket).toHaveLength(simulator.venues.gammaEvents.length);
  });

  describe.each(LISTS)('$name', (list) => {
    test.each<[PagingFault, RegExp]>([
      [
        'FIRST_PAGE',
        /each of its 2 \w+ was already read in this pass \(the venue answered an earlier page again\)/,
      ],
      [
        'SAME_CURSOR',
        /its next cursor "[^"]+" was already followed in this pass \(the paging does not advance\)/,
      ],
    ])(
      'a venue answering %s ends the read with an error naming the venue, the URL and why',
      async (fault, why) => {
        // Ten faulty answers at most: without the guard the read goes on past them and lands.
        let faults = 0;
        simulator.pagingFault = (url) =>
          url.pathname === list.path && ++faults <= 10 ? fault : undefined;
        const report = await list.pass(server.store, simulator);

        const failed = report.venues.find((v) => v.venue === list.venue)!;
        const pattern = `^${list.venue}: GET http://127\\.0\\.0\\.1:\\d+${list.path}\\?\\S+: ${why.source}; the read stops here$`;
        expect(failed.error).toMatch(new RegExp(pattern));
        // The second page's answer is the one refused: the read asked for no more.
        expect(faults).toBe(2);
        const other = report.venues.find((v) => v.venue !== list.venue)!;
        expect(other.error).toBeUndefined();
        expect(other.pages).toBeGreaterThan(0);

        // Coverage shows the error with the pass; the next pass starts from the first page.
        const coverage = await get(server, '/v1/coverage');
        const sync = (coverage.body.sync as Record<string, unknown>[]).find(
          (s) => s.venue === list.venue,
        )!;
        expect(sync.last_error).toBe(failed.error);
        const [state] = (await server.store.syncState.all()).filter((s) => s.venue === list.venue);
        expect(state!.checkpoint).toBeNull();

        const metrics = new Metrics();
        metrics.countSyncPass(report);
        const text = await metrics.registry.metrics();
        expect(text).toContain(`settlegraph_sync_errors_total{venue="${list.venue}"} 1`);
        expect(text).not.toContain('settlegraph_sync_errors_total{venue="all"}');

        // The venue pages again: the next pass reads to the end.
        simulator.pagingFault = undefined;
        const next = await list.pass(server.store, simulator);
        expect(next.venues.find((v) => v.venue === list.venue)!.error).toBeUndefined();
      },
    );
  });
});
