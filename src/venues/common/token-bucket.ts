// A request budget: at most `perSecond` requests a second on average, `burst` at once. The venues
// publish their limits as such rates (docs/decisions.md, "Venue sync"); a sync stays below them
// by waiting for a token before each request, never by sending and seeing a 429.

export interface RequestBudget {
  /** Sustained requests a second. */
  readonly perSecond: number;
  /** Requests that may go at once after a pause. */
  readonly burst: number;
}

/** The time and the waiting a bucket uses; tests pass their own. */
export interface Timing {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const REAL_TIMING: Timing = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Callers wait in turn, so a burst of callers cannot all take the same refilled token. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly budget: RequestBudget,
    private readonly timing: Timing = REAL_TIMING,
  ) {
    if (!(budget.perSecond > 0) || !(budget.burst >= 1))
      throw new RangeError('a request budget needs perSecond > 0 and burst >= 1');
    this.tokens = budget.burst;
    this.last = timing.now();
  }

  /** Resolves when the caller may send one request. */
  take(): Promise<void> {
    const turn = this.queue.then(() => this.takeNow());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async takeNow(): Promise<void> {
    this.refill();
    if (this.tokens < 1) {
      await this.timing.sleep(((1 - this.tokens) * 1000) / this.budget.perSecond);
      this.refill();
      // The wait earned the token. Timers and float sums can fall a hair short of it, and waiting
      // again for that hair could spin (a clock too coarse to move by it).
      this.tokens = Math.max(this.tokens, 1);
    }
    this.tokens -= 1;
  }

  private refill(): void {
    const now = this.timing.now();
    const earned = ((now - this.last) * this.budget.perSecond) / 1000;
    this.tokens = Math.min(this.budget.burst, this.tokens + earned);
    this.last = now;
  }
}
