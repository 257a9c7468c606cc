// What a sync knows of the lease it holds, in memory shared by its event loop and its renewal
// thread (src/sync/lease-renewal-thread.ts): until when the lease is known to be held, whether a
// renewal was refused, and when the event loop last turned. Times are process.hrtime in
// nanoseconds, one monotonic clock for every thread of the process.

const HELD_UNTIL = 0;
const LOST = 1;
const LOOP_TURNED_AT = 2;
const SLOTS = 3;

export class LeaseState {
  private readonly slots: BigInt64Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(SLOTS * 8)) {
    this.slots = new BigInt64Array(buffer);
  }

  static now(): bigint {
    return process.hrtime.bigint();
  }

  /** A claim taken: held for `durationMs` from when its request was sent, not lost. */
  taken(sentAt: bigint, durationMs: number): void {
    Atomics.store(this.slots, LOST, 0n);
    this.renewed(sentAt, durationMs);
    this.loopTurned();
  }

  /** A renewal sent at `sentAt` succeeded: held `durationMs` from then (the store counts later). */
  renewed(sentAt: bigint, durationMs: number): void {
    Atomics.store(this.slots, HELD_UNTIL, sentAt + BigInt(durationMs) * 1_000_000n);
  }

  /** A renewal was refused: another sync holds the lease. */
  markLost(): void {
    Atomics.store(this.slots, LOST, 1n);
  }

  get lost(): boolean {
    return Atomics.load(this.slots, LOST) === 1n;
  }

  /** Whether the lease is known to be held now: not lost, and a renewal recent enough. */
  get held(): boolean {
    return !this.lost && LeaseState.now() < Atomics.load(this.slots, HELD_UNTIL);
  }

  /** Stamped by the event loop every renewal interval. */
  loopTurned(): void {
    Atomics.store(this.slots, LOOP_TURNED_AT, LeaseState.now());
  }

  /** How long ago the event loop last turned, ms. */
  get loopIdleMs(): number {
    return Number(LeaseState.now() - Atomics.load(this.slots, LOOP_TURNED_AT)) / 1e6;
  }
}
