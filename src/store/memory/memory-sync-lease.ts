// The sync-lease port in memory (src/store/sync-lease.ts): the same contract, for the processes
// that share this store, which is one. The clock is the process's, as Neo4j's is the server's.
import type { SyncLease, SyncLeaseClaim, SyncLeaseStore } from '../sync-lease';

export class MemorySyncLease implements SyncLeaseStore {
  private lease: SyncLease | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  acquire(holder: string, durationMs: number): Promise<SyncLease | undefined> {
    const now = this.now();
    const stored = this.lease;
    if (stored === undefined || stored.expiresAt <= now)
      this.lease = { holder, token: (stored?.token ?? 0) + 1, expiresAt: now + durationMs };
    else if (stored.holder === holder) this.lease = { ...stored, expiresAt: now + durationMs };
    else return Promise.resolve(undefined);
    return Promise.resolve({ ...this.lease });
  }

  renew(claim: SyncLeaseClaim, durationMs: number): Promise<SyncLease | undefined> {
    if (!this.holds(claim)) return Promise.resolve(undefined);
    this.lease = { ...claim, expiresAt: this.now() + durationMs };
    return Promise.resolve({ ...this.lease });
  }

  release(claim: SyncLeaseClaim): Promise<void> {
    if (this.holds(claim)) this.lease = { ...claim, expiresAt: this.now() };
    return Promise.resolve();
  }

  current(): Promise<SyncLease | undefined> {
    return Promise.resolve(this.lease && { ...this.lease });
  }

  private holds(claim: SyncLeaseClaim): boolean {
    return this.lease?.holder === claim.holder && this.lease.token === claim.token;
  }
}
