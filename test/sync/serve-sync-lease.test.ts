// `serve` with SETTLEGRAPH_SYNC beside a separate sync on one Neo4j (docs/decisions.md, "serve with
// SETTLEGRAPH_SYNC holds the sync lease"): the serving process takes the sync lease, so a
// `settlegraph sync` started beside it waits as a standby and writes nothing, and a second serve
// with SETTLEGRAPH_SYNC is refused at start, naming the holder, rather than syncing beside it.
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { PM_TOKEN } from '../streams/stream-harness';
import { neo4jEnv, SettlegraphProcess } from '../support/settlegraph-process';
import { VenueSimulator } from '../support/venue-simulator';
import { StreamSimulator } from '../support/venue-stream-simulator';

const LEASE_TAKEN = /^sync lease taken by (\S+) \(token \d+\): syncing$/;
const READY_MS = 240_000;

function env(simulator: VenueSimulator, streams: StreamSimulator): NodeJS.ProcessEnv {
  return {
    ...neo4jEnv(),
    SETTLEGRAPH_SYNC: 'polymarket',
    SETTLEGRAPH_SYNC_INTERVAL_S: '3600',
    SETTLEGRAPH_POLYMARKET_GAMMA_URL: simulator.endpoints.polymarketGamma,
    SETTLEGRAPH_POLYMARKET_CLOB_URL: simulator.endpoints.polymarketClob,
    SETTLEGRAPH_POLYMARKET_WS_URL: streams.urls.polymarket,
    SETTLEGRAPH_KALSHI_URL: simulator.endpoints.kalshi,
    SETTLEGRAPH_KALSHI_WS_URL: streams.urls.kalshi,
    SETTLEGRAPH_SYNC_LEASE_S: '',
    SETTLEGRAPH_SYNC_LEASE_RENEW_S: '',
    SETTLEGRAPH_REDIS_URL: '',
    SETTLEGRAPH_CATALOG: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
}

test('serve with SETTLEGRAPH_SYNC holds the sync lease: a separate sync waits as a standby, a second such serve is refused', async () => {
  const database = new Neo4jTestDatabase();
  await (await database.emptyStore()).close();
  await database.close();
  const [simulator, streams] = await Promise.all([VenueSimulator.start(), StreamSimulator.start()]);
  streams.setPolymarketBook(PM_TOKEN, '0x' + 'cd'.repeat(32), [['0.31', '9']], [['0.36', '4']]);
  const processes: SettlegraphProcess[] = [];
  try {
    const serving = SettlegraphProcess.start('serve', ['serve'], env(simulator, streams));
    processes.push(serving);
    const [, holder] = LEASE_TAKEN.exec(await serving.line(LEASE_TAKEN, READY_MS))!;
    await serving.line(/^settlegraph serving /, READY_MS);
    // After its first pass, as test/sync/sync-standby.test.ts starts its standby: a pass can hold
    // the event loop past a lease on a loaded machine (docs/decisions.md, "One active sync").
    await serving.line(/^sync pass: polymarket: \d+ responses/, READY_MS);

    const sync = SettlegraphProcess.start('sync', ['sync'], env(simulator, streams));
    const second = SettlegraphProcess.start('second serve', ['serve'], env(simulator, streams));
    processes.push(sync, second);
    // Its first word on the lease: held by the serving process, so it waits.
    expect(await sync.line(/^sync lease (held|taken) by /, READY_MS)).toBe(
      `sync lease held by ${holder}: waiting as a standby`,
    );
    // A lease a live process renews never runs out: the second serve gives up and says why.
    expect(await second.exited).toBe(1);
    expect(second.stderr).toContain(
      `error: SETTLEGRAPH_SYNC is set, but the sync lease is held by ${holder}, a running \`settlegraph sync\``,
    );
    expect(second.matching(/^settlegraph serving /)).toEqual([]);
    // The first serve kept it all along; the standby wrote nothing.
    expect(serving.matching(/^sync lease lost/)).toEqual([]);
    expect(sync.matching(/^sync pass|^sync lease taken/)).toEqual([]);
  } finally {
    await Promise.all(processes.map((p) => p.kill()));
    await streams.close();
    await simulator.close();
  }
  // The embedded Neo4j's start and three processes of the built CLI: test/support/readiness.ts.
}, 1_800_000);
