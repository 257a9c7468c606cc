// `settlegraph sync` killed (SIGKILL) in the middle of a pass on Neo4j: what it committed stays
// whole, its checkpoint names the next page, and the next run resumes there without reading the
// committed page again or announcing any change twice.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { Neo4jTestDatabase, neo4jTestConfig } from '../neo4j/neo4j-test-store';
import { VenueSimulator } from '../support/venue-simulator';

const cli = join(__dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');
const EVENTS = '/kalshi/trade-api/v2/events';

function env(simulator: VenueSimulator): NodeJS.ProcessEnv {
  const { uri, user, password } = neo4jTestConfig();
  return {
    ...process.env,
    NEO4J_URI: uri,
    ...(user !== undefined ? { NEO4J_USER: user } : {}),
    ...(password !== undefined ? { NEO4J_PASSWORD: password } : {}),
    SETTLEGRAPH_SYNC: '',
    SETTLEGRAPH_KALSHI_URL: simulator.endpoints.kalshi,
    // The resuming run waits for the killed one's sync lease to run out: a short one.
    SETTLEGRAPH_SYNC_LEASE_S: '2',
    SETTLEGRAPH_SYNC_LEASE_RENEW_S: '1',
  };
}

test('a sync killed mid-pass resumes at its checkpoint, announcing nothing twice', async () => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
  const database = new Neo4jTestDatabase();
  await (await database.emptyStore()).close();
  await database.close();
  const simulator = await VenueSimulator.start();
  try {
    // The second page of events never answers: the first page is committed, then the process dies.
    simulator.stall = (url) => url.pathname === EVENTS && url.searchParams.has('cursor');
    const stalled = new Promise<void>((resolve) => (simulator.stalled = () => resolve()));
    const child = spawn(process.execPath, [cli, 'sync', '--venues', 'kalshi'], {
      env: env(simulator),
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await stalled;
    child.kill('SIGKILL');
    await exited;

    const store = await Neo4jStore.open(neo4jTestConfig());
    try {
      const [state] = await store.syncState.all();
      expect(state).toMatchObject({ venue: 'kalshi', lastSuccessAt: null });
      expect(state!.checkpoint).toEqual(expect.any(String));
      const before = await store.changesAfter(0, {}, 10_000);
      expect(before.length).toBeGreaterThan(0);

      simulator.stall = undefined;
      const firstPages = simulator.served.get(EVENTS)!;
      const resumed = await new Promise<number | null>((resolve) =>
        spawn(process.execPath, [cli, 'sync', '--once', '--venues', 'kalshi'], {
          env: env(simulator),
          stdio: 'ignore',
        }).on('exit', resolve),
      );
      expect(resumed).toBe(0);
      const pages = Math.ceil(simulator.venues.kalshiEvents.length / 2);
      // The stalled request, then the pages after the checkpoint: page 1 is not read again.
      expect(simulator.served.get(EVENTS)).toBe(firstPages + pages - 1);
      const [done] = await store.syncState.all();
      expect(done).toMatchObject({ checkpoint: null, lastError: null });
      const changes = await store.changesAfter(0, {}, 10_000);
      const keys = changes.map((c) => `${c.resourceType} ${c.resourceId} ${c.changeType}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(changes.slice(0, before.length)).toEqual(before);
    } finally {
      await store.close();
    }
  } finally {
    await simulator.close();
  }
  // The embedded Neo4j's start, two runs of the built command and the wait for the killed one's
  // lease: test/support/readiness.ts.
}, 1_800_000);
