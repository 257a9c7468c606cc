// Holdings waiting for an offset partner (offsets.ts), first in first out per key (a shape and a
// weight). A book of 20,000 holdings made two Map lookups a holding on number keys, the largest
// part of an evaluation's time; this is an open-addressing table on typed arrays for keys whose
// weight is a safe integer, with a Map kept only for the rare weights past 2^53 (BigInt). A slot
// holds the queue of (shape, |weight|): holdings are paired as soon as a partner waits, so the
// holdings waiting there all have one sign, and one probe a holding both looks for a partner
// (the opposite sign) and finds where the holding waits if there is none.
//
// A slot's key and queue sit side by side in one array, so that a probe reads one cache line
// rather than one in each of five arrays; and the table is kept from one book to the next
// (cleared slot by slot), so that an evaluation allocates no 2 MB of it (docs/decisions.md, "The
// evaluation engine on its rows' changes"). At most LIMITS.positionsMax holdings are read.

/** Splits a safe integer into two 32-bit halves for hashing. */
const TWO_32 = 4294967296;
/**
 * Doubles a slot takes: its tag (0: empty; else ±(shape + 1), the sign being that of the waiting
 * holdings' weights), |weight|, and the first and last waiting holding (head -1: none waits).
 */
const SLOT = 4;

export class WaitingHoldings {
  private bits = 0;
  private mask = 0;
  private slots = new Float64Array(0);
  /** The slots given a key since the table was last cleared. */
  private used = new Int32Array(0);
  private usedCount = 0;
  /** Per holding, the next holding waiting under the same key (-1: none). */
  private next = new Int32Array(0);
  private readonly big = new Map<string, number[]>();

  /**
   * Empties the table for at most `keys` holdings to come, numbered below `holdings` (their
   * index in the book).
   */
  reset(keys: number, holdings: number): void {
    let bits = 4;
    while (1 << bits < keys * 2) bits += 1;
    const size = 1 << bits;
    if (size * SLOT > this.slots.length) {
      this.slots = new Float64Array(size * SLOT);
      this.used = new Int32Array(size);
    } else for (let i = 0; i < this.usedCount; i++) this.slots[this.used[i]! * SLOT] = 0;
    this.usedCount = 0;
    this.bits = bits;
    this.mask = size - 1;
    if (this.next.length < holdings) this.next = new Int32Array(holdings);
    this.big.clear();
  }

  /**
   * The earliest holding waiting under (shape, −weight), removed from its queue; if there is
   * none, the holding waits at the end of the queue of (shape, weight) and the answer is -1.
   * Zero is its own opposite: two zero weights pair. `shape` is a non-negative integer.
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
    const negative = weight < 0;
    const abs = negative ? -weight : weight;
    const tag = shape + 1;
    const slots = this.slots;
    // ToUint32 and a truncated quotient: both exact on integers and cheap, where % on a double
    // is a library call. The slot is the product's top bits, which every input bit reaches.
    const low = abs >>> 0;
    const high = (abs / TWO_32) | 0;
    const mixed = Math.imul(low ^ Math.imul(high + shape, 0x85ebca6b), 0x9e3779b1);
    let slot = (mixed >>> (32 - this.bits)) & this.mask;
    for (;;) {
      const at = slot * SLOT;
      const found = slots[at]!;
      if (found === 0) {
        slots[at] = negative ? -tag : tag;
        slots[at + 1] = abs;
        slots[at + 2] = holding;
        slots[at + 3] = holding;
        this.next[holding] = -1;
        this.used[this.usedCount++] = slot;
        return -1;
      }
      if ((found === tag || found === -tag) && slots[at + 1] === abs) {
        const head = slots[at + 2]!;
        if (head >= 0 && (abs === 0 || found < 0 !== negative)) {
          slots[at + 2] = this.next[head]!;
          return head;
        }
        if (head < 0) {
          slots[at] = negative ? -tag : tag;
          slots[at + 2] = holding;
        } else this.next[slots[at + 3]!] = holding;
        slots[at + 3] = holding;
        this.next[holding] = -1;
        return -1;
      }
      slot = (slot + 1) & this.mask;
    }
  }
}
