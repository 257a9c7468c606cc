// One venue's markets by their words (docs/decisions.md, "Candidates at venue scale"): an
// inverted index over word numbers (candidate-text.ts cuts each market's words once, and a
// `Vocabulary` numbers them for both venues), ranked by BM25 over the title and rules fields, as
// MiniSearch ranks them (k1 1.2, b 0.7, BM25+'s d 0.5, title words twice). Postings and scores
// are typed arrays reused from one search to the next: a search costs the postings of its words,
// with nothing allocated per market it scores.

/** Numbers the words of both venues, so that a word is compared as an integer. */
export class Vocabulary {
  private readonly numbers = new Map<string, number>();

  numberOf(word: string): number {
    let n = this.numbers.get(word);
    if (n === undefined) this.numbers.set(word, (n = this.numbers.size));
    return n;
  }

  numbersOf(words: readonly string[]): Int32Array {
    const out = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) out[i] = this.numberOf(words[i]!);
    return out;
  }

  get size(): number {
    return this.numbers.size;
  }
}

/** A market's words as numbers: its title's, and its rules' not in the title. */
export interface NumberedWords {
  title: Int32Array;
  rules: Int32Array;
}

const K1 = 1.2;
const B = 0.7;
const D = 0.5;
const TITLE_BOOST = 2;

export class WordIndex {
  /** In how many of the markets each word occurs (title or rules). */
  readonly frequency: Int32Array;
  private readonly start: Int32Array;
  /** Postings: the positions of the markets holding each word, from `start[w]`. */
  private readonly postings: Int32Array;
  /**
   * Per posting, what it adds to a market's score: the word's idf in the field times the
   * market's length norm there (twice for a title word), worked out once at indexing rather than
   * at every search that reads it, and read in the order of the postings.
   */
  private readonly weights: Float64Array;
  private readonly titleIdf: Float64Array;
  private readonly rulesIdf: Float64Array;
  /** Per posting field: the BM25 weight of a word there, without its idf. */
  private readonly titleNorm: Float64Array;
  private readonly rulesNorm: Float64Array;
  private readonly scores: Float64Array;
  private readonly touched: Int32Array;

  /**
   * Rules words in more than `boilerplate` of the markets are the venue's boilerplate and are not
   * indexed; title words always are.
   */
  constructor(
    readonly markets: readonly NumberedWords[],
    vocabularySize: number,
    boilerplate: number,
  ) {
    const n = markets.length;
    const frequency = new Int32Array(vocabularySize);
    for (const m of markets) {
      for (const w of m.title) frequency[w]!++;
      for (const w of m.rules) frequency[w]!++;
    }
    const titleCount = new Int32Array(vocabularySize);
    const rulesCount = new Int32Array(vocabularySize);
    const titleLength = new Float64Array(n);
    const rulesLength = new Float64Array(n);
    markets.forEach((m, at) => {
      for (const w of m.title) titleCount[w]!++;
      titleLength[at] = m.title.length;
      let length = 0;
      for (const w of m.rules)
        if (frequency[w]! <= boilerplate) {
          rulesCount[w]!++;
          length++;
        }
      rulesLength[at] = length;
    });
    const start = new Int32Array(vocabularySize + 1);
    for (let w = 0; w < vocabularySize; w++)
      start[w + 1] = start[w]! + titleCount[w]! + rulesCount[w]!;
    const idf = (count: Int32Array) => {
      const out = new Float64Array(vocabularySize);
      for (let w = 0; w < vocabularySize; w++)
        if (count[w]! > 0) out[w] = Math.log(1 + (n - count[w]! + 0.5) / (count[w]! + 0.5));
      return out;
    };
    const norm = (length: Float64Array) => {
      let total = 0;
      for (const l of length) total += l;
      const average = total / Math.max(1, n) || 1;
      return length.map((l) => D + (K1 + 1) / (1 + K1 * (1 - B + (B * l) / average)));
    };
    const titleIdf = idf(titleCount);
    const rulesIdf = idf(rulesCount);
    const titleNorm = norm(titleLength);
    const rulesNorm = norm(rulesLength);
    const postings = new Int32Array(start[vocabularySize]!);
    const weights = new Float64Array(postings.length);
    const next = start.slice(0, vocabularySize);
    markets.forEach((m, at) => {
      for (const w of m.title) {
        weights[next[w]!] = TITLE_BOOST * titleIdf[w]! * titleNorm[at]!;
        postings[next[w]!++] = at;
      }
      for (const w of m.rules)
        if (frequency[w]! <= boilerplate) {
          weights[next[w]!] = rulesIdf[w]! * rulesNorm[at]!;
          postings[next[w]!++] = at;
        }
    });
    this.frequency = frequency;
    this.start = start;
    this.postings = postings;
    this.weights = weights;
    this.titleIdf = titleIdf;
    this.rulesIdf = rulesIdf;
    this.titleNorm = titleNorm;
    this.rulesNorm = rulesNorm;
    this.scores = new Float64Array(n);
    this.touched = new Int32Array(n);
  }

  /**
   * Scores the markets holding any of the words (each word once), then calls `visit` with each
   * scored market's position and score, in no particular order. Words beyond the vocabulary the
   * index was built with find nothing.
   */
  search(words: readonly number[], visit: (at: number, score: number) => void): void {
    const { scores, touched, postings, weights, start } = this;
    let count = 0;
    const size = this.frequency.length;
    for (const w of words) {
      if (w >= size) continue;
      for (let i = start[w]!, end = start[w + 1]!; i < end; i++) {
        const at = postings[i]!;
        if (scores[at] === 0) touched[count++] = at;
        scores[at] = scores[at]! + weights[i]!;
      }
    }
    for (let i = 0; i < count; i++) {
      const at = touched[i]!;
      visit(at, scores[at]!);
      scores[at] = 0;
    }
  }

  /**
   * The score `search` gives one market for every word marked (non-zero) in `marks`, read from
   * the market's own words rather than the postings: a search reads the postings of its rarer
   * words only, and the markets it finds are scored again with all of them.
   */
  score(at: number, marks: Uint8Array): number {
    const m = this.markets[at]!;
    let title = 0;
    for (const w of m.title) if (marks[w] !== 0) title += this.titleIdf[w]!;
    let rules = 0;
    for (const w of m.rules) if (marks[w] !== 0) rules += this.rulesIdf[w]!;
    return TITLE_BOOST * title * this.titleNorm[at]! + rules * this.rulesNorm[at]!;
  }
}
