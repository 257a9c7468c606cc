// A sync pass that holds the event loop longer than the lease (docs/decisions.md, "The lease
// renewed off the event loop"), on the Neo4j store, whose lease another process can take: the
// renewal thread keeps the lease of a live holder, so a standby asking meanwhile (in a thread of its
// own, as a second process would) is refused and the holder writes on; a loop wedged past the
// stall bound lets the lease run out, the standby takes it, and the old holder writes nothing more. (The memory store's lease lives in one process's
// memory: nothing outside that process can take it, and a standby inside it waits on the same
// loop; test/sync/sync-lease-fencing.test.ts runs its renewals and fencing.)
import { syncStateOf } from '../fixtures/sync-state';
import { fencedStore } from '../../src/store/fenced-store';
import type { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { SyncLeaseLostError } from '../../src/store/sync-lease';
import { SyncLeaseKeeper } from '../../src/sync/sync-lease-keeper';
import { openEmptyNeo4jStore } from '../neo4j/neo4j-test-store';
import { startStandbyThread, type StandbyThread } from '../support/lease-standby';

/** Long enough for a renewal to reach Neo4j and back on a loaded machine, several times over. */
const LEASE_MS = 4_000;
const RENEW_MS = 500;
/** Three leases: renewed on the event loop, the lease would have run out twice over. */
const HOLD_MS = 3 * LEASE_MS;

/**
 * Holds this thread's event loop for `ms`, as a long synchronous pass does (without using a core),
 * or until `until` is set (a standby thread took the lease: test/support/lease-standby.ts).
 */
function holdEventLoop(ms: number, until = new SharedArrayBuffer(4)): void {
  Atomics.wait(new Int32Array(until), 0, 0, ms);
}

/** Resolves once the stored lease was renewed past `expiresAt` (the renewals have begun). */
async function renewedPast(store: Neo4jStore, expiresAt: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (((await store.syncLease.current())?.expiresAt ?? 0) <= expiresAt) {
    if (Date.now() > deadline) throw new Error('the lease was not renewed within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a pass that holds the event loop longer than the sync lease (neo4j store)', () => {
  let store: Neo4jStore;
  const stop = new AbortController();
  beforeEach(async () => {
    // A store on a driver of its own, as `settlegraph sync` opens it: its lease can be renewed
    // from another thread.
    store = await openEmptyNeo4jStore();
  });
  /** Started by a test; stopped after it, whatever it asserted. */
  const standbys: StandbyThread[] = [];
  const standbyThread = (options: Parameters<typeof startStandbyThread>[0]) => {
    const thread = startStandbyThread(options);
    standbys.push(thread);
    return thread;
  };
  afterEach(async () => {
    await Promise.all(standbys.splice(0).map((thread) => thread.stop()));
    await store.close();
  });
  afterAll(() => stop.abort());

  test('keeps the lease of a live holder: a standby asking meanwhile is refused, and the holder writes on', async () => {
    const lines: string[] = [];
    const holder = new SyncLeaseKeeper(store.syncLease, {
      durationMs: LEASE_MS,
      renewMs: RENEW_MS,
      log: (line) => lines.push(line),
      holder: 'busy',
    });
    const taken = (await holder.acquire(stop.signal))!;
    expect(taken).toMatchObject({ holder: 'busy' });
    const lost = holder.hold();
    await renewedPast(store, taken.expiresAt);

    const standby = standbyThread({
      holder: 'standby',
      durationMs: LEASE_MS,
      renewMs: RENEW_MS,
    });
    await standby.logged(/^sync lease held by busy: waiting as a standby$/);

    holdEventLoop(HOLD_MS);
    // Renewed on this event loop, the lease would have run out a lease into the pass and the
    // standby, asking every renewal interval, would hold it now.
    expect(() => holder.check()).not.toThrow();
    await fencedStore(store, () => holder.check()).syncState.put(syncStateOf('kalshi'));
    expect(await store.syncState.all()).toHaveLength(1);
    expect(await standby.stop()).toBeUndefined();
    expect(await store.syncLease.current()).toMatchObject({ holder: 'busy', token: taken.token });

    await holder.release();
    expect(await store.syncLease.acquire('standby', LEASE_MS)).toMatchObject({
      holder: 'standby',
      token: taken.token + 1,
    });
    expect(lines.filter((line) => /renewal thread failed/.test(line))).toEqual([]);
    // Released, not lost: the hold never ended with a takeover.
    expect(await Promise.race([lost, Promise.resolve('still held')])).toBe('still held');
  }, 300_000);

  test('a loop wedged past the stall bound lets the lease go: the standby takes it, the old holder writes nothing more', async () => {
    const lines: string[] = [];
    const holder = new SyncLeaseKeeper(store.syncLease, {
      durationMs: LEASE_MS,
      renewMs: RENEW_MS,
      loopStallMs: 1_000,
      log: (line) => lines.push(line),
      holder: 'wedged',
    });
    const taken = (await holder.acquire(stop.signal))!;
    const lost = holder.hold();
    await renewedPast(store, taken.expiresAt);

    const takenOver = new SharedArrayBuffer(4);
    const standby = standbyThread({
      holder: 'standby',
      durationMs: 60_000,
      renewMs: RENEW_MS,
      taken: takenOver,
    });
    await standby.logged(/^sync lease held by wedged: waiting as a standby$/);

    // Wedged until the standby has taken the lease (a lease and a renewal of the standby's, about
    // 5 s), at most three leases: the loop turns only once the lease has gone.
    holdEventLoop(HOLD_MS, takenOver);
    const next = await standby.outcome;
    expect(next).toMatchObject({ holder: 'standby', token: taken.token + 1 });
    expect(() => holder.check()).toThrow(SyncLeaseLostError);
    await expect(
      fencedStore(store, () => holder.check()).syncState.put(syncStateOf('kalshi')),
    ).rejects.toThrow(SyncLeaseLostError);
    expect(await store.syncState.all()).toEqual([]);
    // Its next renewal, once the loop turns, is refused: the hold ends.
    await expect(lost).resolves.toBe('taken over by another sync');
    expect(lines.some((line) => /the event loop has not turned for \d+ ms/.test(line))).toBe(true);
    expect(await store.syncLease.current()).toMatchObject({
      holder: 'standby',
      token: next!.token,
    });
    await standby.stop();
  }, 300_000);
});
