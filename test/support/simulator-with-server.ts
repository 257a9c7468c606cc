// A venue simulator and a test server for one suite of the sync tests (jest hooks: kept apart
// from venue-simulator.ts, which the benchmarks load without jest).
import type { SyncIntervals } from '../../src/sync/sync-kinds';
import { syncOnce } from '../../src/sync/sync-pass';
import type { StoreKind } from './stores';
import { startTestServer, type TestServer } from './test-server';
import { quickHttp, VenueSimulator } from './venue-simulator';

/** Continuous sync's intervals: a full pass an hour, trades every five minutes. */
export const CONTINUOUS_INTERVALS: SyncIntervals = {
  fullMs: 3_600_000,
  tradesMs: 300_000,
  historyMs: 3_600_000,
};

/**
 * A venue simulator and a test server on a store of `kind`, started before the enclosing suite's
 * tests and closed after them; read them inside tests (`venues.simulator`, `venues.server`).
 */
export function simulatorWithServer(kind: StoreKind): {
  readonly simulator: VenueSimulator;
  readonly server: TestServer;
} {
  let simulator: VenueSimulator | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    simulator = await VenueSimulator.start();
    server = await startTestServer(await kind.open());
  });
  afterAll(async () => {
    await server?.close();
    await simulator?.close();
  });
  return {
    get simulator() {
      if (!simulator) throw new Error('the simulator starts in beforeAll');
      return simulator;
    },
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
  };
}

/** One sync pass of Kalshi from the simulator into the server's store, at the time `at` gives. */
export function kalshiPassAt(
  venues: ReturnType<typeof simulatorWithServer>,
  at: () => Date,
): ReturnType<typeof syncOnce> {
  return syncOnce(
    venues.server.store,
    quickHttp(venues.simulator),
    venues.simulator.endpoints,
    ['kalshi'],
    { clock: at, intervals: CONTINUOUS_INTERVALS },
  );
}
