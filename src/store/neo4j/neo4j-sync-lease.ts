// The sync-lease port on Neo4j (src/store/sync-lease.ts): one SyncLease node, taken, renewed and
// released by compare-and-set, each in one write transaction that locks the node before reading
// it (cypher/sync-lease-*.cypher).
import type { SyncLease, SyncLeaseClaim, SyncLeaseConnection, SyncLeaseStore } from '../sync-lease';
import { Executor } from './executor';
import { numberOf, stringOf } from './row-values';

/**
 * A renewal's time limits on a connection of its own: it must be answered well within a lease (7 s
 * by default) or be tried again at the next interval.
 */
const RENEWAL_LIMITS_MS = { readDeadlineMs: 5_000, transactionTimeoutMs: 5_000 };

export class Neo4jSyncLease implements SyncLeaseStore {
  readonly connection: SyncLeaseConnection | undefined;

  constructor(private readonly executor: Executor) {
    const config = executor.connection;
    this.connection = config && {
      neo4j: {
        uri: config.uri,
        ...(config.user !== undefined && { user: config.user }),
        ...(config.password !== undefined && { password: config.password }),
        ...(config.database !== undefined && { database: config.database }),
      },
    };
  }

  /** The lease on a driver of its own, for a thread that only renews it; close() closes it. */
  static connect(connection: SyncLeaseConnection): {
    leases: Neo4jSyncLease;
    close(): Promise<void>;
  } {
    const executor = Executor.connect({ ...connection.neo4j, ...RENEWAL_LIMITS_MS });
    return { leases: new Neo4jSyncLease(executor), close: () => executor.close() };
  }

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
