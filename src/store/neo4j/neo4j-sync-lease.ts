// The sync-lease port on Neo4j (src/store/sync-lease.ts): one SyncLease node, taken, renewed and
// released by compare-and-set, each in one write transaction that locks the node before reading
// it (cypher/sync-lease-*.cypher).
import type { SyncLease, SyncLeaseClaim, SyncLeaseStore } from '../sync-lease';
import type { Executor } from './executor';
import { numberOf, stringOf } from './row-values';

export class Neo4jSyncLease implements SyncLeaseStore {
  constructor(private readonly executor: Executor) {}

  async acquire(holder: string, durationMs: number): Promise<SyncLease | undefined> {
    const [row] = await this.executor.write('sync-lease-acquire', { holder, durationMs });
    const lease = row && leaseOf(row);
    return lease?.holder === holder ? lease : undefined;
  }

  async renew(claim: SyncLeaseClaim, durationMs: number): Promise<SyncLease | undefined> {
    const [row] = await this.executor.write('sync-lease-renew', { ...claim, durationMs });
    return row?.mine === true ? leaseOf(row) : undefined;
  }

  async release(claim: SyncLeaseClaim): Promise<void> {
    await this.executor.write('sync-lease-release', { ...claim });
  }

  async current(): Promise<SyncLease | undefined> {
    const [row] = await this.executor.read('sync-lease');
    return row && leaseOf(row);
  }
}

function leaseOf(row: Record<string, unknown>): SyncLease {
  return {
    holder: stringOf(row.holder, 'sync lease holder'),
    token: numberOf(row.token, 'sync lease token'),
    expiresAt: numberOf(row.expiresAt, 'sync lease expiry'),
  };
}
