// The sync state (src/store/sync-state.ts) on both stores, and how GET /v1/coverage and GraphQL's
// coverage show it after passes against the venue simulator.
import { syncOnce, SYNC_VENUES } from '../../src/sync/sync-pass';
import { STORE_KINDS } from '../support/stores';
import { get, post } from '../support/test-server';
import { simulatorWithServer } from '../support/simulator-with-server';
import { quickHttp } from '../support/venue-simulator';

describe.each(STORE_KINDS)('sync state ($name store)', (kind) => {
  test('the port keeps one record per venue, replaced by each put, in venue order', async () => {
    const store = await kind.open();
    try {
      expect(await store.syncState.all()).toEqual([]);
      const kalshi = {
        venue: 'kalshi',
        lastPassAt: '2026-11-24T10:00:00.000Z',
        lastSuccessAt: null,
        lastError: 'GET x: 503 after 6 attempts',
        responses: 0,
        quarantined: [{ source: 'https://x/events#events[0]', path: '$.response', reason: 'bad' }],
        checkpoint: 'cursor-2',
        kinds: [{ kind: 'TRADES' as const, lastSuccessAt: '2026-11-24T09:55:00.000Z' }],
        lastFullPassAt: '2026-11-24T09:00:00.000Z',
      };
      await store.syncState.put(kalshi);
      await store.syncState.put({ ...kalshi, venue: 'polymarket', lastError: null });
      await store.syncState.put({ ...kalshi, lastSuccessAt: '2026-11-24T10:01:00.000Z' });
      expect(await store.syncState.all()).toEqual([
        { ...kalshi, lastSuccessAt: '2026-11-24T10:01:00.000Z' },
        { ...kalshi, venue: 'polymarket', lastError: null },
      ]);
    } finally {
      await store.close();
    }
  });

  describe('in coverage', () => {
    const venues = simulatorWithServer(kind);

    test('empty before any sync; then each venue with its last pass, success, lag and error', async () => {
      const before = await get(venues.server, '/v1/coverage');
      expect(before.body.sync).toEqual([]);

      const times = ['2026-11-01T10:00:00.000Z', '2026-11-01T10:00:02.000Z'];
      let tick = 0;
      const clock = () => new Date(times[Math.min(tick++, times.length - 1)]!);
      await syncOnce(
        venues.server.store,
        quickHttp(venues.simulator),
        venues.simulator.endpoints,
        SYNC_VENUES,
        { clock },
      );
      // Polymarket unreadable in the next pass: it keeps its last success and shows the error.
      venues.simulator.faults.push('503', '503');
      const later = () => new Date('2026-11-01T10:05:00.000Z');
      await syncOnce(
        venues.server.store,
        quickHttp(venues.simulator, 2),
        venues.simulator.endpoints,
        SYNC_VENUES,
        { clock: later },
      );

      const rest = await get(venues.server, '/v1/coverage');
      expect(rest.status).toBe(200);
      expect(rest.body.sync).toEqual([
        {
          venue: 'kalshi',
          last_pass_at: '2026-11-01T10:05:00.000Z',
          last_success_at: '2026-11-01T10:05:00.000Z',
          lag_seconds: expect.any(Number),
          last_error: null,
          responses: expect.any(Number),
          quarantined: [],
          kinds: ['CATALOG', 'HISTORY', 'TRADES'].map((kind) => ({
            kind,
            last_success_at: '2026-11-01T10:05:00.000Z',
            lag_seconds: expect.any(Number),
          })),
        },
        {
          venue: 'polymarket',
          last_pass_at: '2026-11-01T10:05:00.000Z',
          last_success_at: '2026-11-01T10:00:02.000Z',
          lag_seconds: expect.any(Number),
          last_error: expect.stringMatching(/events\/keyset.*503 after 2 attempts/),
          responses: 0,
          quarantined: [],
          // Kept from the pass that landed it: each kind's last success is its own.
          kinds: ['CATALOG', 'HISTORY'].map((kind) => ({
            kind,
            last_success_at: '2026-11-01T10:00:00.000Z',
            lag_seconds: expect.any(Number),
          })),
        },
      ]);
      const [kalshi, polymarket] = rest.body.sync as { lag_seconds: number }[];
      // Lag is measured against the service's clock: the older success lags more.
      expect(polymarket!.lag_seconds - kalshi!.lag_seconds).toBe(298);

      const gql = await post(venues.server, '/graphql', {
        query: '{ coverage { sync { venue lastSuccessAt lagSeconds lastError responses } } }',
      });
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.coverage.sync).toEqual(
        (rest.body.sync as Record<string, unknown>[]).map((s) => ({
          venue: s.venue,
          lastSuccessAt: s.last_success_at,
          lagSeconds: expect.any(Number),
          lastError: s.last_error,
          responses: s.responses,
        })),
      );
    });
  });
});
