// `serve` with SETTLEGRAPH_SYNC, the one-process arrangement, takes the sync lease as `settlegraph
// sync` does (docs/decisions.md, "serve with SETTLEGRAPH_SYNC holds the sync lease"): its sync and
// streams never write beside a separate sync. A lease a live sync renews is never free, so such a
// start is refused, naming the holder; one left by a process that died (this one's previous run)
// runs out within a lease duration, which the start waits for.
import type { SyncLeaseStore } from '../store/sync-lease';
import { SyncLeaseKeeper, type SyncLeaseTiming } from './sync-lease-keeper';

export interface ServingSyncLease {
  keeper: SyncLeaseKeeper;
  /** Resolves with the reason once another sync took the lease over. */
  lost: Promise<string>;
}

/** Holds the lease from now on (renewed until released), or throws why it cannot. */
export async function takeServingSyncLease(
  leases: SyncLeaseStore,
  timing: SyncLeaseTiming,
  log: (line: string) => void,
): Promise<ServingSyncLease> {
  const keeper = new SyncLeaseKeeper(leases, { ...timing, log });
  // Long enough for a dead holder's lease to run out and be asked for once more.
  const lease = await keeper.acquire(AbortSignal.timeout(timing.durationMs + 2 * timing.renewMs));
  if (!lease) {
    const holder = (await leases.current().catch(() => undefined))?.holder ?? 'another sync';
    throw new Error(
      `SETTLEGRAPH_SYNC is set, but the sync lease is held by ${holder}, a running \`settlegraph sync\` (or a serve with SETTLEGRAPH_SYNC): a gateway beside a separate sync leaves SETTLEGRAPH_SYNC unset`,
    );
  }
  log(`sync lease taken by ${lease.holder} (token ${lease.token}): syncing`);
  // Renewed from now on: the rest of the start-up may take longer than a lease on a busy machine.
  return { keeper, lost: keeper.hold() };
}
