// The distinct spans of one text, found by their characters with no string made of each
// (docs/decisions.md, "Evaluation: the worker's column reader without a string per ID"): the
// column reader (position-columns.ts) checks 20,000 position IDs distinct and finds each
// position's instrument, and a string sliced and hashed by the engine for every one of them was
// a third of its time. An open-addressing table of the spans' offsets, hashed over their char
// codes; two spans are the same entry exactly when their characters are the same.

export class SpanIndex {
  /** Each slot holds an entry's index + 1, or 0 when empty; twice the slots when half full. */
  private slots: Int32Array;
  private mask: number;
  private starts: Uint32Array;
  private ends: Uint32Array;
  private hashes: Int32Array;
  /** The entries so far: a new span is given the next index, `size - 1` after the call. */
  size = 0;

  /** Every span of the index is of this text; room for `expected` entries before it grows. */
  constructor(
    private readonly text: string,
    expected = 512,
  ) {
    let entries = 512;
    while (entries < expected) entries *= 2;
    this.slots = new Int32Array(entries * 2);
    this.mask = entries * 2 - 1;
    this.starts = new Uint32Array(entries);
    this.ends = new Uint32Array(entries);
    this.hashes = new Int32Array(entries);
  }

  /** The entry of text[from, to): the one of the same characters, or a new one. */
  entryOf(from: number, to: number): number {
    const text = this.text;
    // FNV-1a over the char codes.
    let hash = 0x811c9dc5 | 0;
    for (let at = from; at < to; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
    const length = to - from;
    let slot = hash & this.mask;
    for (;;) {
      const held = this.slots[slot]!;
      if (held === 0) break;
      const entry = held - 1;
      if (this.hashes[entry] === hash && this.ends[entry]! - this.starts[entry]! === length) {
        const start = this.starts[entry]!;
        let same = true;
        for (let k = 0; k < length; k++) {
          if (text.charCodeAt(start + k) !== text.charCodeAt(from + k)) {
            same = false;
            break;
          }
        }
        if (same) return entry;
      }
      slot = (slot + 1) & this.mask;
    }
    const entry = this.size;
    if (entry === this.starts.length) this.grow();
    this.starts[entry] = from;
    this.ends[entry] = to;
    this.hashes[entry] = hash;
    this.size = entry + 1;
    this.place(entry);
    return entry;
  }

  private place(entry: number): void {
    let slot = this.hashes[entry]! & this.mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
    this.slots[slot] = entry + 1;
  }

  /** Twice the slots and room for entries, every entry placed again. */
  private grow(): void {
    const entries = this.starts.length * 2;
    const widen = <T extends Uint32Array | Int32Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.starts = widen(this.starts, new Uint32Array(entries));
    this.ends = widen(this.ends, new Uint32Array(entries));
    this.hashes = widen(this.hashes, new Int32Array(entries));
    this.slots = new Int32Array(entries * 2);
    this.mask = entries * 2 - 1;
    for (let entry = 0; entry < this.size; entry++) this.place(entry);
  }
}
