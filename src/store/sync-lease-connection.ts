// The sync lease opened from its connection (src/store/sync-lease.ts, SyncLeaseConnection) in a
// thread that has no store of its own: the renewal thread of src/sync/lease-renewal-thread.ts.
import type { SyncLeaseConnection, SyncLeaseStore } from './sync-lease';

export async function openSyncLeaseConnection(
  connection: SyncLeaseConnection,
): Promise<{ leases: SyncLeaseStore; close(): Promise<void> }> {
  // Loaded only here: neo4j-driver is about 0.1 s of a thread's start.
  const { Neo4jSyncLease } = await import('./neo4j/neo4j-sync-lease');
  return Neo4jSyncLease.connect(connection);
}
