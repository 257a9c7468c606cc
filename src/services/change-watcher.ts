// Wakes change-feed subscribers when the feed grows. One poll of the store's last change seq per
// interval serves every waiting subscriber of the process: the store may be shared by several
// gateways (Neo4j), so a commit made elsewhere is seen within one interval.
import type { Store } from '../store/store';

interface Waiter {
  afterSeq: number;
  wake: () => void;
}

export class ChangeWatcher {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly intervalMs: number,
  ) {}

  /** Resolves once the feed holds a change after `afterSeq`, or when the signal aborts. */
  waitBeyond(afterSeq: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const waiter: Waiter = {
        afterSeq,
        wake: () => {
          this.waiters.delete(waiter);
          signal.removeEventListener('abort', waiter.wake);
          resolve();
        },
      };
      signal.addEventListener('abort', waiter.wake, { once: true });
      this.waiters.add(waiter);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer !== undefined || this.waiters.size === 0) return;
    this.timer = setTimeout(() => void this.poll(), this.intervalMs);
    // A waiting subscriber alone does not keep the process alive.
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const last = await this.store.lastChangeSeq();
      for (const waiter of [...this.waiters]) if (waiter.afterSeq < last) waiter.wake();
    } catch {
      // The store is unreachable for now: keep waiting and ask again at the next interval.
    } finally {
      this.timer = undefined;
      this.schedule();
    }
  }
}
