// Holdings waiting for an offset partner (offsets.ts), first in first out per key (a shape and a
// weight). A book of 20,000 holdings made two Map lookups a holding on number keys, the largest
// part of an evaluation's time; this is an open-addressing table on typed arrays for keys whose
// weight is a safe integer, with a Map kept only for the rare weights past 2^53 (BigInt).

/** Splits a safe integer into two 32-bit halves for hashing (exact: both parts are integers). */
const TWO_32 = 4294967296;

export class WaitingHoldings {
  private readonly mask: number;
  private readonly shapes: Int32Array;
  private readonly weights: Float64Array;
  /** Per slot, the first and last waiting holding (-1: the slot is empty; -2: used, queue empty). */
  private readonly heads: Int32Array;
  private readonly tails: Int32Array;
  /** Per holding, the next holding waiting under the same key (-1: none). */
  private readonly next: Int32Array;
  private readonly big = new Map<string, number[]>();

  constructor(holdings: number) {
    let size = 16;
    while (size < holdings * 2) size *= 2;
    this.mask = size - 1;
    this.shapes = new Int32Array(size);
    this.weights = new Float64Array(size);
    this.heads = new Int32Array(size).fill(-1);
    this.tails = new Int32Array(size).fill(-1);
    this.next = new Int32Array(Math.max(1, holdings)).fill(-1);
  }

  /** The earliest holding waiting under (shape, weight), removed from the queue; -1 if none. */
  take(shape: number, weight: number | bigint): number {
    if (typeof weight === 'bigint') return this.big.get(`${shape}:${weight}`)?.shift() ?? -1;
    const slot = this.find(shape, weight);
    const head = this.heads[slot]!;
    if (head < 0) return -1;
    const after = this.next[head]!;
    this.heads[slot] = after < 0 ? -2 : after;
    return head;
  }

  /** Puts a holding at the end of the queue of (shape, weight). */
  wait(shape: number, weight: number | bigint, holding: number): void {
    if (typeof weight === 'bigint') {
      const key = `${shape}:${weight}`;
      const queue = this.big.get(key);
      if (queue) queue.push(holding);
      else this.big.set(key, [holding]);
      return;
    }
    const slot = this.find(shape, weight);
    if (this.heads[slot]! < 0) {
      this.shapes[slot] = shape;
      this.weights[slot] = weight;
      this.heads[slot] = holding;
    } else this.next[this.tails[slot]!] = holding;
    this.tails[slot] = holding;
  }

  /** The slot of the key, or the empty slot where it would go (the table never fills: size ≥ 2 × holdings). */
  private find(shape: number, weight: number): number {
    const low = weight % TWO_32;
    const high = (weight - low) / TWO_32;
    let slot =
      (Math.imul(low | 0, 0x9e3779b1) ^ Math.imul((high | 0) + shape, 0x85ebca6b)) & this.mask;
    for (;;) {
      const head = this.heads[slot]!;
      if (head === -1) return slot;
      if (this.shapes[slot] === shape && this.weights[slot] === weight) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}
