// Shared memory for compiled payout rows, carved out of large blocks (docs/decisions.md, "The
// REST path of an evaluation kept short"). A message to a worker thread clones each
// SharedArrayBuffer it reaches once, however many views of it it holds: a book of 2,000 rows
// with a buffer each cost the event loop about 10 ms to send (twice that on a loaded machine),
// against about 2 ms for the same rows on a few blocks. A block is never written twice: it is
// freed with the last row on it. Rows kept for many requests and rows of one request take their
// memory from different blocks, so a short-lived row never holds a block of long-lived ones.

/** Bytes of one block: about a hundred rows of 1,000 scenarios. */
const BLOCK_BYTES = 1 << 20;
/** A larger request gets a buffer of its own. */
const OWN_BUFFER_BYTES = BLOCK_BYTES / 4;

export class SharedBlocks {
  private block: SharedArrayBuffer | undefined;
  private used = 0;

  /** `bytes` of zeroed shared memory, aligned to 8 bytes. */
  take(bytes: number): { buffer: SharedArrayBuffer; offset: number } {
    const size = Math.max(8, Math.ceil(bytes / 8) * 8);
    if (size > OWN_BUFFER_BYTES) return { buffer: new SharedArrayBuffer(size), offset: 0 };
    if (this.block === undefined || this.used + size > BLOCK_BYTES) {
      this.block = new SharedArrayBuffer(BLOCK_BYTES);
      this.used = 0;
    }
    const offset = this.used;
    this.used += size;
    return { buffer: this.block, offset };
  }

  floats(length: number): Float64Array {
    const { buffer, offset } = this.take(length * 8);
    return new Float64Array(buffer, offset, length);
  }
}

/** Rows kept across requests (the service's compiled payout tables). */
export const KEPT_ROWS = new SharedBlocks();
/** Rows of one evaluation (a scenario filter's selection, rows compiled from texts). */
export const REQUEST_ROWS = new SharedBlocks();
