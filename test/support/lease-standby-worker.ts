// A standby sync in a thread of its own (test/support/lease-standby.ts starts it): a
// SyncLeaseKeeper on a Neo4j connection of its own asking for the lease every renewal interval, as
// a second `settlegraph sync` does, while the test's own event loop may be held. It reports each
// line its keeper logs and, once, whether it took the lease or was stopped first.
import { parentPort, workerData } from 'node:worker_threads';
import type { Neo4jConfig } from '../../src/store/neo4j/driver';
import { Executor } from '../../src/store/neo4j/executor';
import { Neo4jSyncLease } from '../../src/store/neo4j/neo4j-sync-lease';
import { SyncLeaseKeeper } from '../../src/sync/sync-lease-keeper';

export interface StandbyData {
  config: Neo4jConfig;
  holder: string;
  durationMs: number;
  renewMs: number;
  /**
   * Set to 1 (and notified) once the lease is taken: a test holding its own event loop with
   * Atomics.wait on it learns of the takeover while its loop is still held.
   */
  taken?: SharedArrayBuffer;
}

async function main(data: StandbyData): Promise<void> {
  const port = parentPort!;
  const executor = Executor.connect(data.config);
  const stop = new AbortController();
  port.on('message', () => stop.abort());
  const keeper = new SyncLeaseKeeper(new Neo4jSyncLease(executor), {
    durationMs: data.durationMs,
    renewMs: data.renewMs,
    holder: data.holder,
    log: (line) => port.postMessage({ type: 'log', line }),
  });
  const lease = await keeper.acquire(stop.signal);
  if (lease && data.taken) {
    const flag = new Int32Array(data.taken);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  }
  port.postMessage(lease ? { type: 'taken', lease } : { type: 'stopped' });
  await executor.close();
  port.close();
}

void main(workerData as StandbyData);
