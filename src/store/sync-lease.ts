// The sync-lease port: which `settlegraph sync` is the active one (docs/decisions.md, "One active
// sync: the lease in the store"). One lease, written directly, outside revisions, like sync state.
// Every operation is one compare-and-set: the store judges expiry by its own clock, so two hosts
// whose clocks disagree still agree on who holds it.

/** The lease as the store keeps it. */
export interface SyncLease {
  /** Who holds (or last held) it: one ID per process. */
  holder: string;
  /**
   * The fencing token: raised each time the lease changes hands (or is taken again after it ran
   * out), kept by renewals. A holder whose token is no longer the stored one has lost it.
   */
  token: number;
  /** When it runs out, in milliseconds since the epoch by the store's clock. */
  expiresAt: number;
}

/** What a holder shows to renew or release its lease. */
export type SyncLeaseClaim = Pick<SyncLease, 'holder' | 'token'>;

/**
 * How another thread of this process reaches the same lease (its Neo4j's settings): plain data, to
 * hand to a worker thread, which opens it with openSyncLeaseConnection
 * (src/store/sync-lease-connection.ts).
 */
export interface SyncLeaseConnection {
  neo4j: {
    uri: string;
    user?: string;
    password?: string;
    database?: string;
  };
}

export interface SyncLeaseStore {
  /**
   * Set when a thread of its own can renew the lease on a connection of its own, so the renewal
   * does not wait for this thread's event loop (docs/decisions.md, "The lease renewed off the
   * event loop"); absent on the memory store, whose lease no other process can take.
   */
  readonly connection?: SyncLeaseConnection;
  /**
   * Takes the lease for `holder` for `durationMs` when no one holds it or it ran out (a new
   * token), or renews it when `holder` holds it still (the same token). Undefined when another
   * holder's lease has not run out.
   */
  acquire(holder: string, durationMs: number): Promise<SyncLease | undefined>;
  /**
   * Extends the lease by `durationMs` from now if the stored holder and token are the claim's.
   * Undefined when it changed hands: the claim's holder must stop writing.
   */
  renew(claim: SyncLeaseClaim, durationMs: number): Promise<SyncLease | undefined>;
  /** Lets the lease run out now if the claim still holds it, so a standby takes it at once. */
  release(claim: SyncLeaseClaim): Promise<void>;
  /** The stored lease, held or run out; undefined when it was never taken. */
  current(): Promise<SyncLease | undefined>;
}

/** The fencing check refused a write: this process no longer holds the sync lease. */
export class SyncLeaseLostError extends Error {
  constructor(readonly claim: SyncLeaseClaim) {
    super(
      `the sync lease (token ${claim.token}) is no longer held by ${claim.holder}: another sync took it over, so this one writes nothing more`,
    );
    this.name = 'SyncLeaseLostError';
  }
}
