// Holdings waiting for an offset partner (offsets.ts), first in first out per key (a shape and a
// weight). A book of 20,000 holdings made two Map lookups a holding on number keys, the largest
// part of an evaluation's time; this is an open-addressing table on typed arrays for keys whose
// weight is a safe integer, with a Map kept only for the rare weights past 2^53 (BigInt). A slot
// holds the queue of (shape, |weight|): holdings are paired as soon as a partner waits, so the
// holdings waiting there all have one sign, and one probe a holding both looks for a partner
// (the opposite sign) and finds where the holding waits if there is none.

/** Splits a safe integer into two 32-bit halves for hashing. */
const TWO_32 = 4294967296;

export class WaitingHoldings {
  private readonly mask: number;
  private readonly shapes: Int32Array;
  private readonly weights: Float64Array;
  /** Per slot, the first and last waiting holding (-1: the slot is empty; -2: used, queue empty). */
  private readonly heads: Int32Array;
  private readonly tails: Int32Array;
  /** Per slot, 1 when the holdings waiting there have negative weights. */
  private readonly negative: Uint8Array;
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
    this.negative = new Uint8Array(size);
    this.next = new Int32Array(Math.max(1, holdings)).fill(-1);
  }

  /**
   * The earliest holding waiting under (shape, −weight), removed from its queue; if there is
   * none, the holding waits at the end of the queue of (shape, weight) and the answer is -1.
   * Zero is its own opposite: two zero weights pair.
   */
  pair(shape: number, weight: number | bigint, holding: number): number {
    if (typeof weight === 'bigint') {
      const partner = this.big.get(`${shape}:${-weight}`)?.shift();
      if (partner !== undefined) return partner;
      const key = `${shape}:${weight}`;
      const queue = this.big.get(key);
      if (queue) queue.push(holding);
      else this.big.set(key, [holding]);
      return -1;
    }
    const negative = weight < 0 ? 1 : 0;
    const slot = this.find(shape, negative === 1 ? -weight : weight);
    const head = this.heads[slot]!;
    if (head >= 0 && (weight === 0 || this.negative[slot] !== negative)) {
      const after = this.next[head]!;
      this.heads[slot] = after < 0 ? -2 : after;
      return head;
    }
    if (head < 0) {
      this.shapes[slot] = shape;
      this.weights[slot] = negative === 1 ? -weight : weight;
      this.heads[slot] = holding;
      this.negative[slot] = negative;
    } else this.next[this.tails[slot]!] = holding;
    this.tails[slot] = holding;
    return -1;
  }

  /** The slot of the key, or the empty slot where it would go (the table never fills: size ≥ 2 × holdings). */
  private find(shape: number, weight: number): number {
    // ToUint32 and a truncated quotient: both exact on integers and cheap, where % on a double
    // is a library call.
    const low = weight >>> 0;
    const high = (weight / TWO_32) | 0;
    let slot = (Math.imul(low, 0x9e3779b1) ^ Math.imul(high + shape, 0x85ebca6b)) & this.mask;
    for (;;) {
      const head = this.heads[slot]!;
      if (head === -1) return slot;
      if (this.shapes[slot] === shape && this.weights[slot] === weight) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}
