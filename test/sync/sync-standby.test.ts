// Two `settlegraph sync` processes against one Neo4j (docs/decisions.md, "One active sync: the
// lease in the store"): the first takes the lease and syncs, the second waits as a hot standby
// and writes nothing. The first is killed (SIGKILL) in the middle of a pass; the standby takes
// the lease over within 10 s, resumes the pass at the stored checkpoint, follows the streams,
// and the change feed announces nothing twice.
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
import { StreamSimulator } from '../support/venue-stream-simulator';

// A Polymarket token of the recorded Gamma events (test/fixtures/venues/polymarket/).
const PM_TOKEN = '19048307355245366074303663981866527486844857207279124286412382013868987503505';

const env = (simulator: VenueSimulator, streams: StreamSimulator) =>
  syncEnvironment(simulator, {
    SETTLEGRAPH_SYNC: 'kalshi,polymarket',
    SETTLEGRAPH_SYNC_INTERVAL_S: '1',
    SETTLEGRAPH_POLYMARKET_GAMMA_URL: simulator.endpoints.polymarketGamma,
    SETTLEGRAPH_POLYMARKET_CLOB_URL: simulator.endpoints.polymarketClob,
    SETTLEGRAPH_POLYMARKET_WS_URL: streams.urls.polymarket,
    SETTLEGRAPH_KALSHI_WS_URL: streams.urls.kalshi,
    // The lease's defaults (7 s, renewed every second) are what the 10 s bound is about.
    SETTLEGRAPH_SYNC_LEASE_S: '',
    SETTLEGRAPH_SYNC_LEASE_RENEW_S: '',
  });

test('the standby takes over within 10 s of a kill -9, resumes at the checkpoint and announces nothing twice', async () => {
  await emptyDatabaseForSync();
  const simulator = await VenueSimulator.start();
  const streams = await StreamSimulator.start();
  streams.setPolymarketBook(PM_TOKEN, '0x' + 'cd'.repeat(32), [['0.31', '9']], [['0.36', '4']]);
  const store = await Neo4jStore.open(neo4jTestConfig());
  const processes: SyncProcess[] = [];
  try {
    // The active sync's second page of Kalshi events never answers: it dies mid-pass.
    const stalled = stallSecondEventsPage(simulator);
    const active = SyncProcess.start(env(simulator, streams));
    processes.push(active);
    const taken = await active.line(/^sync lease taken by (\S+) \(token (\d+)\): syncing$/, 60_000);
    const [, activeHolder, activeToken] = /by (\S+) \(token (\d+)\)/.exec(taken)!;
    await stalled;
    await active.line(/^sync pass: polymarket: \d+ responses/, 60_000);

    const standby = SyncProcess.start(env(simulator, streams));
    processes.push(standby);
    await standby.line(
      new RegExp(`^sync lease held by ${escape(activeHolder!)}: waiting as a standby$`),
      60_000,
    );
    // Its holder is the first sync (which may have taken it again with a new token, had a
    // renewal come too late on a loaded machine).
    const held = await store.syncLease.current();
    expect(held?.holder).toBe(activeHolder);
    expect(held!.token).toBeGreaterThanOrEqual(Number(activeToken));
    const [checkpointed] = (await store.syncState.all()).filter((s) => s.venue === 'kalshi');
    expect(checkpointed!.checkpoint).toEqual(expect.any(String));
    const before = await store.changesAfter(0, {}, 100_000);
    expect(before.length).toBeGreaterThan(0);
    const polymarketConnections = streams.connections.polymarket;

    active.child.kill('SIGKILL');
    const killedAt = Date.now();
    await active.exited;
    // Nothing stalls now; the Kalshi event pages read from here on are noted.
    const eventPages: URL[] = [];
    simulator.stall = (url) => {
      if (url.pathname === EVENTS) eventPages.push(url);
      return false;
    };

    const takeover = await standby.line(
      /^sync lease taken by (\S+) \(token (\d+)\): syncing$/,
      10_000,
    );
    const tookMs = Date.now() - killedAt;
    expect(tookMs).toBeLessThanOrEqual(10_000);
    const [, standbyHolder, standbyToken] = /by (\S+) \(token (\d+)\)/.exec(takeover)!;
    expect(standbyHolder).not.toBe(activeHolder);
    expect(Number(standbyToken)).toBeGreaterThan(held!.token);
    // Before the kill the standby wrote nothing: no pass of its own.
    expect(standby.lines.slice(0, standby.lines.indexOf(takeover))).not.toContainEqual(
      expect.stringMatching(/^sync pass/),
    );

    await standby.line(/^sync pass: kalshi: \d+ responses/, 60_000);
    await standby.line(/^sync pass: polymarket: \d+ responses/, 60_000);
    // The killed pass resumed at its checkpoint: the standby's first read of the events is a
    // later page, not the first one again.
    expect(eventPages[0]?.searchParams.has('cursor')).toBe(true);
    const [resumed] = (await store.syncState.all()).filter((s) => s.venue === 'kalshi');
    expect(resumed).toMatchObject({ checkpoint: null, lastError: null });
    // The streams follow the synced listings again, from the new holder.
    const deadline = Date.now() + 20_000;
    while (streams.connections.polymarket === polymarketConnections && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streams.connections.polymarket).toBeGreaterThan(polymarketConnections);

    const changes = await store.changesAfter(0, {}, 100_000);
    const keys = changes.map(
      (c) => `${c.resourceType} ${c.resourceId} ${c.changeType} ${c.version}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(changes.slice(0, before.length)).toEqual(before);
    expect(await store.syncLease.current()).toMatchObject({
      holder: standbyHolder,
      token: Number(standbyToken),
    });
  } finally {
    for (const child of processes) child.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await store.close();
    await streams.close();
    await simulator.close();
  }
}, 240_000);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
