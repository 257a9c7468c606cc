// One process's side of the sync lease (src/store/sync-lease.ts; docs/decisions.md, "One active
// sync: the lease in the store"): a standby asks for it every renew interval until it is free,
// the holder renews it every renew interval, and `check` refuses a write once the lease may have
// run out. The holder counts its lease from the moment it sent the last renewal that succeeded,
// on this process's monotonic clock: the store started the lease later than that, so the holder
// gives up before the store would let another take it over, whatever the wall clocks say. Where
// the store can be reached from another thread (Neo4j), renewals run in a thread of their own
// (src/sync/lease-renewal-thread.ts), so a pass that holds the event loop does not lose the lease.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { messageWithCauses } from '../domain/errors';
import {
  SyncLeaseLostError,
  type SyncLease,
  type SyncLeaseClaim,
  type SyncLeaseStore,
} from '../store/sync-lease';
import {
  DEFAULT_LOOP_STALL_MS,
  startRenewalThread,
  type RenewalThread,
} from './lease-renewal-thread';
import { LeaseState } from './lease-state';

export interface SyncLeaseTiming {
  /** SETTLEGRAPH_SYNC_LEASE_S: how long a lease lasts unless renewed. */
  durationMs: number;
  /** SETTLEGRAPH_SYNC_LEASE_RENEW_S: between two renewals, and two attempts of a standby. */
  renewMs: number;
}

export interface SyncLeaseKeeperOptions extends SyncLeaseTiming {
  log: (line: string) => void;
  /** This process's ID in the lease; a fresh one by default. */
  holder?: string;
  /**
   * How long the event loop may go without turning before the renewal thread stops renewing
   * (DEFAULT_LOOP_STALL_MS).
   */
  loopStallMs?: number;
}

/** An ID no other process has: the host and process for a reader, a random part for restarts. */
export function syncHolderId(): string {
  return `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

export class SyncLeaseKeeper {
  readonly holder: string;
  private claim: SyncLeaseClaim | undefined;
  /** The token last held, for the message of a refused write. */
  private lastToken = 0;
  /** Until when the lease is known to be held, shared with the renewal thread. */
  private readonly state = new LeaseState();
  private renewer: NodeJS.Timeout | undefined;
  private thread: RenewalThread | undefined;

  constructor(
    private readonly leases: SyncLeaseStore,
    private readonly options: SyncLeaseKeeperOptions,
  ) {
    this.holder = options.holder ?? syncHolderId();
  }

  /**
   * Asks for the lease every renew interval until this process holds it (a hot standby until
   * then); undefined when `stop` is aborted first.
   */
  async acquire(stop: AbortSignal): Promise<SyncLease | undefined> {
    let waiting: string | undefined;
    while (!stop.aborted) {
      const sentAt = LeaseState.now();
      try {
        const lease = await this.leases.acquire(this.holder, this.options.durationMs);
        if (lease) {
          this.claim = { holder: lease.holder, token: lease.token };
          this.lastToken = lease.token;
          this.state.taken(sentAt, this.options.durationMs);
          return lease;
        }
        const current = await this.leases.current();
        const holder = current?.holder ?? 'another sync';
        // Said once per holder, not at every attempt.
        if (waiting !== holder)
          this.options.log(`sync lease held by ${holder}: waiting as a standby`);
        waiting = holder;
      } catch (error) {
        this.options.log(`sync lease not read: ${messageWithCauses(error)}`);
      }
      await pause(this.options.renewMs, stop);
    }
    return undefined;
  }

  /**
   * Renews the lease every renew interval; resolves with the reason once a renewal is refused (it
   * changed hands). A renewal that comes late (the store slow, this process paused) but finds the
   * token unchanged keeps the lease: no one else can have written meanwhile, as taking it raises
   * the token; `check` refuses writes only while the lease is not known to be held. In a thread of
   * its own when the store allows, else (or when the thread fails) on this event loop.
   */
  hold(): Promise<string> {
    return new Promise<string>((resolve) => {
      const claim = this.claim;
      if (!claim) return;
      const lost = () => {
        if (this.claim !== claim) return;
        this.state.markLost();
        this.claim = undefined;
        void this.stopRenewing();
        resolve('taken over by another sync');
      };
      const connection = this.leases.connection;
      if (!connection) {
        this.renewOnLoop(claim, lost);
        return;
      }
      this.thread = startRenewalThread({
        connection,
        claim,
        durationMs: this.options.durationMs,
        renewMs: this.options.renewMs,
        loopStallMs: this.options.loopStallMs ?? DEFAULT_LOOP_STALL_MS,
        state: this.state,
        log: this.options.log,
        onLost: lost,
        onFailed: (reason) => {
          if (this.claim !== claim) return;
          this.options.log(
            `sync lease: renewal thread failed (${reason}); renewing on the event loop`,
          );
          this.thread = undefined;
          this.renewOnLoop(claim, lost);
        },
      });
    });
  }

  /** Throws SyncLeaseLostError unless this process holds the lease now: the fencing check. */
  check(): void {
    const claim = this.claim;
    if (!claim) throw new SyncLeaseLostError({ holder: this.holder, token: this.lastToken });
    if (!this.state.held) throw new SyncLeaseLostError(claim);
  }

  /** Stops renewing and lets the lease run out now, for a standby to take it at once. */
  async release(): Promise<void> {
    const claim = this.claim;
    this.claim = undefined;
    await this.stopRenewing();
    if (claim) await this.leases.release(claim);
  }

  private renewOnLoop(claim: SyncLeaseClaim, lost: () => void): void {
    let renewing = false;
    this.renewer = setInterval(() => {
      if (this.claim !== claim || renewing) return;
      renewing = true;
      const sentAt = LeaseState.now();
      this.leases.renew(claim, this.options.durationMs).then(
        (renewed) => {
          renewing = false;
          if (this.claim !== claim) return;
          if (renewed) this.state.renewed(sentAt, this.options.durationMs);
          else lost();
        },
        (error: unknown) => {
          renewing = false;
          this.options.log(`sync lease not renewed: ${messageWithCauses(error)}`);
        },
      );
    }, this.options.renewMs);
  }

  private async stopRenewing(): Promise<void> {
    clearInterval(this.renewer);
    this.renewer = undefined;
    const thread = this.thread;
    this.thread = undefined;
    await thread?.stop();
  }
}

/** Resolves after `ms`, or at once when `stop` is aborted. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done);
  });
}
