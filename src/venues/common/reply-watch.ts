// What a stream asked a venue for and has not had yet (docs/decisions.md, "Live market data"): a
// subscribe command's acknowledgement, a market's snapshot, a token's book. A venue may take a
// connection and answer its pings and heartbeats while it drops the commands sent on it, so a
// reply past its bound is asked for again (each time after twice the wait, at most 16 times the
// bound), and a connection on which nothing asked was ever answered is replaced after `rounds`
// rounds of asking again.

export interface ReplyBounds {
  /** A reply not come within this long is asked for again (the venues answer within a second). */
  afterMs: number;
  /** Rounds of asking again, with no reply at all on the connection, before it is replaced. */
  rounds: number;
}

export const DEFAULT_REPLY_BOUNDS: ReplyBounds = { afterMs: 10_000, rounds: 3 };

/** The longest wait, in bounds: a reply asked for many times is still asked for, less often. */
const LONGEST_WAIT_BOUNDS = 16;

interface Awaited {
  due: number;
  tries: number;
}

export interface Sweep<K> {
  /** Keys past their bound: the caller asks for each again (its next bound is set). */
  overdue: K[];
  /** Nothing asked on this connection was answered for `rounds` rounds: open another. */
  replace: boolean;
}

export class ReplyWatch<K> {
  private readonly awaited = new Map<K, Awaited>();
  private answered = false;
  private silentRounds = 0;

  constructor(
    private readonly bounds: ReplyBounds,
    private readonly now: () => number = Date.now,
  ) {}

  /** How often `sweep` should run: often enough to see a reply overdue soon after its bound. */
  get sweepIntervalMs(): number {
    return Math.max(10, Math.floor(this.bounds.afterMs / 4));
  }

  /** `key` was asked for; a key already awaited keeps its tries and its bound. */
  ask(key: K): void {
    if (!this.awaited.has(key))
      this.awaited.set(key, { due: this.now() + this.bounds.afterMs, tries: 0 });
  }

  /** The reply of `key` came; false when it was not awaited. */
  settle(key: K): boolean {
    if (!this.awaited.delete(key)) return false;
    this.answered = true;
    return true;
  }

  /** No longer wanted (the market was dropped, the command replaced). */
  forget(key: K): void {
    this.awaited.delete(key);
  }

  has(key: K): boolean {
    return this.awaited.has(key);
  }

  sweep(): Sweep<K> {
    const now = this.now();
    const overdue: K[] = [];
    for (const [key, entry] of this.awaited) {
      if (entry.due > now) continue;
      overdue.push(key);
      entry.tries += 1;
      entry.due = now + this.bounds.afterMs * Math.min(2 ** entry.tries, LONGEST_WAIT_BOUNDS);
    }
    if (overdue.length > 0 && !this.answered) this.silentRounds += 1;
    const replace = this.silentRounds >= this.bounds.rounds;
    return { overdue, replace };
  }

  /** A new connection: nothing is awaited on it yet. */
  clear(): void {
    this.awaited.clear();
    this.answered = false;
    this.silentRounds = 0;
  }
}
