// `settlegraph sync` killed (SIGKILL) in the middle of a pass on Neo4j: what it committed stays
// whole, its checkpoint names the next page, and the next run resumes there without reading the
// committed page again or announcing any change twice.
import { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { neo4jTestConfig } from '../neo4j/neo4j-test-store';
import {
  emptyDatabaseForSync,
  KALSHI_EVENTS as EVENTS,
  stallSecondEventsPage,
  syncEnvironment,
  SyncProcess,
} from '../support/sync-processes';
import { VenueSimulator } from '../support/venue-simulator';

// The resuming run waits for the killed one's sync lease to run out, so the killed one holds a
// short one. A lease runs out at the time its holder's own duration set, so the resuming run holds
// the default: a lease of 2 s renewed every second can lapse on a loaded machine, and a pass that
// loses its lease stops writing and fails.
const env = (simulator: VenueSimulator, lease: 'short' | 'default') =>
  syncEnvironment(simulator, {
    SETTLEGRAPH_SYNC: '',
    ...(lease === 'short' && {
      SETTLEGRAPH_SYNC_LEASE_S: '2',
      SETTLEGRAPH_SYNC_LEASE_RENEW_S: '1',
    }),
  });

test('a sync killed mid-pass resumes at its checkpoint, announcing nothing twice', async () => {
  await emptyDatabaseForSync();
  const simulator = await VenueSimulator.start();
  try {
    // The second page of events never answers: the first page is committed, then the process dies.
    const stalled = stallSecondEventsPage(simulator);
    const killed = SyncProcess.start(env(simulator, 'short'), ['--venues', 'kalshi']);
    await stalled;
    killed.child.kill('SIGKILL');
    await killed.exited;

    const store = await Neo4jStore.open(neo4jTestConfig());
    try {
      const [state] = await store.syncState.all();
      expect(state).toMatchObject({ venue: 'kalshi', lastSuccessAt: null });
      expect(state!.checkpoint).toEqual(expect.any(String));
      const before = await store.changesAfter(0, {}, 10_000);
      expect(before.length).toBeGreaterThan(0);

      simulator.stall = undefined;
      const firstPages = simulator.served.get(EVENTS)!;
      const resumed = SyncProcess.start(env(simulator, 'default'), [
        '--once',
        '--venues',
        'kalshi',
      ]);
      const code = await resumed.exited;
      // Its output shown beside the code, so a failed run says why: a venue's failure is a line
      // of its log (stdout), an error before the pass is on stderr.
      expect({
        code,
        output: code === 0 ? '' : [...resumed.lines.slice(-20), resumed.stderrTail()].join('\n'),
      }).toEqual({ code: 0, output: '' });
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
