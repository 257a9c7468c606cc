// Every market's likely counterparts on the other venue, without comparing all pairs
// (docs/decisions.md, "Candidates at venue scale"). Each venue's markets are indexed twice: in
// blocks by entity and window (candidate-blocks.ts), and by their words (word-index.ts: BM25 over
// title and rules, words cut once by candidate-text.ts and numbered for both venues). A market's
// block members rank first, by the weight of the words they share; when its blocks hold fewer
// than `perMarket` (a market whose terms are not read has none), the word index ranks the other
// venue's markets by its words, and the hits nothing stated keeps apart, or of the market's own
// category (near questions: another day, station or competitor), follow. The first
// `perMarket` are its candidates; a pair is proposed when it is among either market's candidates.
import type { Venue } from '../value-sets';
import {
  keptApart,
  meetingKeys,
  placementOf,
  shareAnEntity,
  sharedEntities,
  windowKey,
  type Placement,
} from './candidate-blocks';
import { marketWords } from './candidate-text';
import { TopCandidates } from './top-candidates';
import { Vocabulary, WordIndex, type NumberedWords } from './word-index';

import type { SettlementTerms } from '../settlement-terms/settlement-terms';

/** A market as the index reads it: its terms and the texts it is found by. */
export interface CandidateMarket {
  terms: SettlementTerms;
  /** Kalshi `title`, Polymarket `question`. */
  title: string;
  /** Kalshi `rules_primary` and `rules_secondary`, Polymarket `description`. */
  rules: string;
}

/**
 * Candidates kept per market. Ten holds a market's counterpart with the neighbours a reviewer
 * compares it with (the strikes either side of a threshold, the other teams of a game or
 * competition stage) while keeping the pairs proportional to the markets: at most 10 × (K + P).
 */
export const DEFAULT_CANDIDATES_PER_MARKET = 10;

export interface CandidateOptions {
  perMarket?: number;
}

/** One proposed pair: positions in the markets given, its best rank and what blocked it. */
export interface CandidatePair {
  kalshi: number;
  polymarket: number;
  /** 1 for a market's first candidate: the better of the pair's ranks on either side. */
  rank: number;
  /** The entities the two share where a block found them; empty when only words did. */
  sharedEntities: string[];
}

/**
 * The postings a word search reads: its words rarest first until the next would pass this many
 * (the rarest always, unless it is in more than COMMON_WORD_POSTINGS markets). The markets found
 * are then scored with all the market's words, read from their own word lists
 * (word-index.ts, `score`), and the best of them kept. A common word says little about which
 * markets to look at and costs every market it is in; a fixed share of the markets as the bound
 * (1% once) dropped, at 100,000 markets a venue, the words that tell one market from the same
 * day's others ("Boston" in 1,140 weather markets), so it left them out of the ranking too.
 */
export const RARE_WORD_POSTINGS = 5000;
const COMMON_WORD_POSTINGS = 20_000;

/** The markets found by the rarer words that are scored with all of them, per candidate wanted. */
const RESCORED_PER_CANDIDATE = 10;

/** Rules words in more than this share of a venue's own markets are its boilerplate. */
function boilerplateLimit(markets: number): number {
  return Math.max(64, Math.ceil(markets * 0.05));
}

interface Doc {
  /** Position in the markets given. */
  at: number;
  place: Placement;
  /** The kinds of its entities (entityKind), for mayPair. */
  kinds: readonly string[];
  words: NumberedWords;
}

interface Side {
  docs: Doc[];
  /** entity → window bucket (`?` for a window not read) → doc positions in `docs`. */
  blocks: Map<string, Map<string, number[]>>;
  /** The venue's markets by their words; its `frequency` counts them by word. */
  words: WordIndex;
  /** BM25's idf of each word among this venue's markets (0 for a word none of them has). */
  weight: Float64Array;
}

function buildSide(
  markets: readonly CandidateMarket[],
  words: readonly NumberedWords[],
  venue: Venue,
  vocabulary: Vocabulary,
): Side {
  const docs: Doc[] = [];
  markets.forEach((m, at) => {
    if (m.terms.venue !== venue) return;
    const place = placementOf(m.terms);
    docs.push({ at, place, kinds: place.entities.map(entityKind), words: words[at]! });
  });
  // By venue market ID, so that ties rank alike whatever order the markets come in (a store's,
  // a payload's): the API and `settlegraph match` propose the same pairs for the same markets.
  const idOf = (doc: Doc) => markets[doc.at]!.terms.venueMarketId;
  docs.sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : a.at - b.at));
  const index = new WordIndex(
    docs.map((d) => d.words),
    vocabulary.size,
    boilerplateLimit(docs.length),
  );
  const weight = new Float64Array(vocabulary.size);
  index.frequency.forEach((n, w) => {
    if (n > 0) weight[w] = Math.log(1 + docs.length / n);
  });
  const blocks = new Map<string, Map<string, number[]>>();
  docs.forEach((doc, id) => {
    const bucket = windowKey(doc.place.window) ?? '?';
    for (const entity of doc.place.entities) {
      let windows = blocks.get(entity);
      if (!windows) blocks.set(entity, (windows = new Map<string, number[]>()));
      const ids = windows.get(bucket);
      if (ids) ids.push(id);
      else windows.set(bucket, [id]);
    }
  });
  return { docs, blocks, words: index, weight };
}

interface Hit {
  id: number;
  score: number;
  shared: string[];
}

/**
 * The block members a market meets, at most this many: a market whose window is not read meets
 * every window of its entities, and an entity may have thousands of markets.
 */
const POOL_LIMIT = 2000;

/**
 * What one side's searches reuse: a stamp per market of the other side (a member already met in
 * this search), and the words of the market searched (2 in its title, 1 in its rules).
 */
interface Scratch {
  stamp: Int32Array;
  search: number;
  marks: Uint8Array;
  members: Int32Array;
  top: TopCandidates;
  /** A word search's words, its hits by the rarer words, and the best of them by all words. */
  query: number[];
  found: TopCandidates;
  best: TopCandidates;
}

function scratchFor(other: Side, vocabularySize: number, perMarket: number): Scratch {
  return {
    stamp: new Int32Array(other.docs.length),
    search: 0,
    marks: new Uint8Array(vocabularySize),
    members: new Int32Array(POOL_LIMIT),
    top: new TopCandidates(perMarket),
    query: [],
    found: new TopCandidates(perMarket * RESCORED_PER_CANDIDATE),
    best: new TopCandidates(perMarket),
  };
}

/** The members of the market's blocks on the other side, stamped; returns how many. */
function blockMembers(doc: Doc, other: Side, scratch: Scratch): number {
  let count = 0;
  for (const entity of doc.place.entities) {
    const windows = other.blocks.get(entity);
    if (!windows) continue;
    const keys =
      doc.place.window === null ? [...windows.keys()] : [...meetingKeys(doc.place.window), '?'];
    for (const key of keys)
      for (const id of windows.get(key) ?? []) {
        if (count >= POOL_LIMIT) return count;
        if (scratch.stamp[id] === scratch.search) continue;
        scratch.stamp[id] = scratch.search;
        if (!keptApart(doc.place, other.docs[id]!.place)) scratch.members[count++] = id;
      }
  }
  return count;
}

/**
 * A market's candidates on the other side, best first: its block members by the weight of the
 * words they share (title words twice), then, while fewer than `perMarket`, the word index's BM25
 * hits anywhere else that nothing stated keeps apart or that are of its category (mayPair).
 */
function candidatesOf(doc: Doc, other: Side, perMarket: number, scratch: Scratch): Hit[] {
  scratch.search++;
  const { marks, top } = scratch;
  const { title, rules } = doc.words;
  for (const w of rules) marks[w] = 1;
  for (const w of title) marks[w] = 2;
  const count = blockMembers(doc, other, scratch);
  const weight = other.weight;
  for (let i = 0; i < count; i++) {
    const id = scratch.members[i]!;
    const words = other.docs[id]!.words;
    let score = 0;
    for (const w of words.title) {
      const mark = marks[w]!;
      if (mark !== 0) score += mark * weight[w]!;
    }
    for (const w of words.rules) if (marks[w] !== 0) score += weight[w]!;
    top.offer(id, score);
  }
  const blocked: Hit[] = top
    .drain()
    .map((r) => ({ ...r, shared: sharedEntities(doc.place, other.docs[r.id]!.place) }));
  const worded =
    count >= perMarket ? [] : wordHits(doc, other, perMarket - blocked.length, scratch);
  for (const w of rules) marks[w] = 0;
  for (const w of title) marks[w] = 0;
  return worded.length === 0 ? blocked : [...blocked, ...worded];
}

/**
 * Whether a market found by its words may be proposed: nothing stated keeps the two apart, or
 * they are near questions: the same entity read on both (another day, threshold or kind of
 * question about Bitcoin), or one category with entities read of one kind (the same kind of
 * question about another station, team or competitor). A market whose blocks hold fewer
 * than its candidates has no counterpart on the other venue's same day and entity; the nearest
 * questions of its kind are then what a reviewer compares it with, and the term diff names what
 * differs (DIFFERENT, or RELATED where one outcome excludes or implies the other: two teams
 * winning one tournament). A category of no entities (an occurrence) says nothing about which of
 * its questions are near, so there only what nothing keeps apart is proposed.
 */
function mayPair(a: Doc, b: Doc): boolean {
  const near =
    a.place.identified &&
    b.place.identified &&
    (shareAnEntity(a.place, b.place) ||
      (a.place.category !== null &&
        a.place.category === b.place.category &&
        shareAnEntityKind(a, b)));
  return near || !keptApart(a.place, b.place);
}

/**
 * Whether the two name entities of one kind (reference-data.ts): teams of one league
 * (`team:NBA:…`), stations, assets, offices. Two champions of one league are near questions; a
 * college basketball champion and a football league's are not, though both are competitions.
 */
function shareAnEntityKind(a: Doc, b: Doc): boolean {
  for (const x of a.kinds) if (b.kinds.includes(x)) return true;
  return false;
}

function entityKind(entity: string): string {
  const last = entity.lastIndexOf(':');
  return last < 0 ? entity : entity.slice(0, last);
}

/**
 * The `wanted` best markets of the other side by the words of the market (marked in the
 * scratch), that are not among its block members (stamped) and that nothing stated keeps apart
 * or that are of its category (mayPair).
 */
function wordHits(doc: Doc, other: Side, wanted: number, scratch: Scratch): Hit[] {
  const frequency = other.words.frequency;
  const query = scratch.query;
  query.length = 0;
  for (const w of doc.words.title) if (frequency[w]! > 0) query.push(w);
  for (const w of doc.words.rules) if (frequency[w]! > 0) query.push(w);
  query.sort((x, y) => frequency[x]! - frequency[y]! || x - y);
  let read = 0;
  let taken = 0;
  while (taken < query.length) {
    const n = frequency[query[taken]!]!;
    if (taken === 0 ? n > COMMON_WORD_POSTINGS : read + n > RARE_WORD_POSTINGS) break;
    read += n;
    taken++;
  }
  if (taken === 0) return [];
  query.length = taken;
  const { found, best, stamp, search } = scratch;
  found.reset(wanted * RESCORED_PER_CANDIDATE);
  other.words.search(query, (id, score) => {
    // Members were stamped in this search (kept apart or not); a block member is not found twice.
    if (stamp[id] === search || !found.admits(id, score)) return;
    if (mayPair(doc, other.docs[id]!)) found.offer(id, score);
  });
  // The best by all words, whatever order the found are offered in (ties go to the lower position).
  best.reset(wanted);
  for (let i = 0; i < found.length; i++) {
    const id = found.idAt(i);
    best.offer(id, other.words.score(id, scratch.marks));
  }
  found.reset(0);
  return best.drain().map((r) => ({ ...r, shared: [] }));
}

export function findCandidates(
  markets: readonly CandidateMarket[],
  options: CandidateOptions = {},
): CandidatePair[] {
  const perMarket = options.perMarket ?? DEFAULT_CANDIDATES_PER_MARKET;
  if (!Number.isInteger(perMarket) || perMarket < 1)
    throw new RangeError('candidates per market must be a positive integer');
  // Every market's words are cut once and numbered for both venues.
  const vocabulary = new Vocabulary();
  const words: NumberedWords[] = markets.map((m) => {
    const cut = marketWords(m.title, m.rules);
    return { title: vocabulary.numbersOf(cut.title), rules: vocabulary.numbersOf(cut.rules) };
  });
  const kalshi = buildSide(markets, words, 'kalshi', vocabulary);
  const polymarket = buildSide(markets, words, 'polymarket', vocabulary);
  // The pairs of each Kalshi market (at most 2k of them), found again by a short scan.
  const pairsOf: CandidatePair[][] = markets.map(() => []);
  const pairs: CandidatePair[] = [];
  const propose = (k: Doc, p: Doc, rank: number, shared: string[]) => {
    const own = pairsOf[k.at]!;
    const known = own.find((pair) => pair.polymarket === p.at);
    if (known) {
      if (rank < known.rank) known.rank = rank;
      return;
    }
    const pair = { kalshi: k.at, polymarket: p.at, rank, sharedEntities: shared };
    own.push(pair);
    pairs.push(pair);
  };
  const towardPolymarket = scratchFor(polymarket, vocabulary.size, perMarket);
  for (const doc of kalshi.docs)
    candidatesOf(doc, polymarket, perMarket, towardPolymarket).forEach((hit, i) =>
      propose(doc, polymarket.docs[hit.id]!, i + 1, hit.shared),
    );
  const towardKalshi = scratchFor(kalshi, vocabulary.size, perMarket);
  for (const doc of polymarket.docs)
    candidatesOf(doc, kalshi, perMarket, towardKalshi).forEach((hit, i) =>
      propose(kalshi.docs[hit.id]!, doc, i + 1, hit.shared),
    );
  return pairs;
}
