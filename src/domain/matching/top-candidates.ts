// The k best of many scored positions, kept in a bounded heap (docs/decisions.md, "Candidates at
// venue scale"): a market's candidates are chosen among thousands of scored markets without
// sorting them all or allocating per market. Better is a higher score, then a lower position, so
// ties rank alike whatever order the positions are offered in.

export interface Ranked {
  id: number;
  score: number;
}

export class TopCandidates {
  private readonly ids: Int32Array;
  private readonly scores: Float64Array;
  private size = 0;
  /** How many are kept: at most the room allocated, set again by `reset`. */
  private capacity: number;

  constructor(room: number) {
    this.ids = new Int32Array(room);
    this.scores = new Float64Array(room);
    this.capacity = room;
  }

  get length(): number {
    return this.size;
  }

  /** Empties the heap to keep `capacity` (at most the room allocated): one heap for many searches. */
  reset(capacity: number): void {
    if (capacity > this.ids.length)
      throw new RangeError('more candidates than the heap has room for');
    this.capacity = capacity;
    this.size = 0;
  }

  /** The i-th position kept, in no particular order (i below `length`). */
  idAt(i: number): number {
    return this.ids[i]!;
  }

  /** Whether a position of this score would be kept: a cheap test before a costlier check. */
  admits(id: number, score: number): boolean {
    return this.size < this.capacity || worse(this.ids[0]!, this.scores[0]!, id, score);
  }

  offer(id: number, score: number): void {
    const { ids, scores } = this;
    if (this.size < this.capacity) {
      // Sift up: the root is the worst kept.
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!worse(id, score, ids[parent]!, scores[parent]!)) break;
        ids[at] = ids[parent]!;
        scores[at] = scores[parent]!;
        at = parent;
      }
      ids[at] = id;
      scores[at] = score;
      return;
    }
    if (!worse(ids[0]!, scores[0]!, id, score)) return;
    // Replace the root and sift down.
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child =
        right < this.size && worse(ids[right]!, scores[right]!, ids[left]!, scores[left]!)
          ? right
          : left;
      if (!worse(ids[child]!, scores[child]!, id, score)) break;
      ids[at] = ids[child]!;
      scores[at] = scores[child]!;
      at = child;
    }
    ids[at] = id;
    scores[at] = score;
  }

  /** The kept positions, best first; empties the heap. */
  drain(): Ranked[] {
    const out: Ranked[] = [];
    for (let i = 0; i < this.size; i++) out.push({ id: this.ids[i]!, score: this.scores[i]! });
    this.size = 0;
    return out.sort((a, b) => b.score - a.score || a.id - b.id);
  }
}

/** Whether (id, score) ranks below (otherId, otherScore). */
function worse(id: number, score: number, otherId: number, otherScore: number): boolean {
  return score < otherScore || (score === otherScore && id > otherId);
}
