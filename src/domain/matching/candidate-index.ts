// Every market's likely counterparts on the other venue, without comparing all pairs
// (docs/decisions.md, "Candidates at venue scale"). Each venue's markets are indexed twice: in
// blocks by entity and window (candidate-blocks.ts), and by their words in MiniSearch (BM25 over
// title and rules, candidate-text.ts). A market's block members rank first, by the weight of the
// words they share; when its blocks hold fewer than `perMarket` (a market whose terms are not
// read has none), MiniSearch ranks the other venue's markets by its words, and the hits nothing
// stated keeps apart follow. The first `perMarket` are its candidates; a pair is proposed when it
// is among either market's candidates.
import MiniSearch from 'minisearch';
import type { Venue } from '../value-sets';
import type { SettlementTerms } from '../settlement-terms/settlement-terms';
import {
  keptApart,
  meetingKeys,
  placementOf,
  sharedEntities,
  windowKey,
  type Placement,
} from './candidate-blocks';
import { marketWords, type MarketWords } from './candidate-text';

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
 * A word in more of the other venue's markets than this is left out of a search: it says little
 * about any one market, and a search costs the markets its words are in.
 */
function commonWordLimit(markets: number): number {
  return Math.max(1000, Math.ceil(markets * 0.01));
}

/** Rules words in more than this share of a venue's own markets are its boilerplate. */
function boilerplateLimit(markets: number): number {
  return Math.max(64, Math.ceil(markets * 0.05));
}

interface Doc {
  /** Position in the markets given. */
  at: number;
  place: Placement;
  words: MarketWords;
}

interface Side {
  docs: Doc[];
  /** entity → window bucket (`?` for a window not read) → doc positions in `docs`. */
  blocks: Map<string, Map<string, number[]>>;
  /** In how many of this venue's markets each word occurs. */
  frequency: Map<string, number>;
  search: MiniSearch<{ id: number; title: string; rules: string }>;
}

function buildSide(markets: readonly CandidateMarket[], venue: Venue): Side {
  const docs: Doc[] = [];
  markets.forEach((m, at) => {
    if (m.terms.venue === venue)
      docs.push({ at, place: placementOf(m.terms), words: marketWords(m.title, m.rules) });
  });
  // By venue market ID, so that ties rank alike whatever order the markets come in (a store's,
  // a payload's): the API and `settlegraph match` propose the same pairs for the same markets.
  const idOf = (doc: Doc) => markets[doc.at]!.terms.venueMarketId;
  docs.sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : a.at - b.at));
  const frequency = new Map<string, number>();
  for (const doc of docs)
    for (const list of [doc.words.title, doc.words.rules])
      for (const w of list) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const boilerplate = boilerplateLimit(docs.length);
  const search = new MiniSearch<{ id: number; title: string; rules: string }>({
    fields: ['title', 'rules'],
    storeFields: [],
    // The words are cut once (candidate-text.ts); MiniSearch reads them as given.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
    searchOptions: { boost: { title: 2 }, prefix: false, fuzzy: false, combineWith: 'OR' },
  });
  search.addAll(
    docs.map((doc, id) => ({
      id,
      title: doc.words.title.join(' '),
      rules: doc.words.rules.filter((w) => (frequency.get(w) ?? 0) <= boilerplate).join(' '),
    })),
  );
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
  return { docs, blocks, frequency, search };
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

/** The weight of a word in the other venue's markets: rare words say more (BM25's idf). */
function weight(other: Side, word: string): number {
  const n = other.frequency.get(word);
  return n === undefined ? 0 : Math.log(1 + other.docs.length / n);
}

/** The members of the market's blocks on the other side. */
function blockMembers(doc: Doc, other: Side): Map<number, string[]> {
  const members = new Map<number, string[]>();
  for (const entity of doc.place.entities) {
    const windows = other.blocks.get(entity);
    if (!windows) continue;
    const keys =
      doc.place.window === null ? [...windows.keys()] : [...meetingKeys(doc.place.window), '?'];
    for (const key of keys)
      for (const id of windows.get(key) ?? []) {
        if (members.size >= POOL_LIMIT) return members;
        if (members.has(id)) continue;
        const place = other.docs[id]!.place;
        if (!keptApart(doc.place, place)) members.set(id, sharedEntities(doc.place, place));
      }
  }
  return members;
}

/**
 * A market's candidates on the other side, best first: its block members by the weight of the
 * words they share (title words twice), then, while fewer than `perMarket`, MiniSearch's BM25
 * hits anywhere else that nothing stated keeps apart.
 */
function candidatesOf(doc: Doc, other: Side, perMarket: number): Hit[] {
  const best = (a: Hit, b: Hit) => b.score - a.score || a.id - b.id;
  const members = blockMembers(doc, other);
  const title = new Set(doc.words.title);
  const rules = new Set(doc.words.rules);
  const blocked: Hit[] = [];
  for (const [id, shared] of members) {
    const words = other.docs[id]!.words;
    let score = 0;
    for (const w of words.title)
      if (title.has(w)) score += 2 * weight(other, w);
      else if (rules.has(w)) score += weight(other, w);
    for (const w of words.rules) if (title.has(w) || rules.has(w)) score += weight(other, w);
    blocked.push({ id, score, shared });
  }
  blocked.sort(best);
  if (blocked.length >= perMarket) return blocked.slice(0, perMarket);
  const limit = commonWordLimit(other.docs.length);
  const query = [...doc.words.title, ...doc.words.rules].filter((w) => {
    const n = other.frequency.get(w);
    return n !== undefined && n <= limit;
  });
  const worded: Hit[] = [];
  if (query.length > 0)
    for (const result of other.search.search(query.join(' '))) {
      const id = result.id as number;
      if (members.has(id)) continue;
      const place = other.docs[id]!.place;
      if (keptApart(doc.place, place)) continue;
      worded.push({ id, score: result.score, shared: [] });
      if (worded.length >= perMarket - blocked.length) break;
    }
  return [...blocked, ...worded];
}

export function findCandidates(
  markets: readonly CandidateMarket[],
  options: CandidateOptions = {},
): CandidatePair[] {
  const perMarket = options.perMarket ?? DEFAULT_CANDIDATES_PER_MARKET;
  if (!Number.isInteger(perMarket) || perMarket < 1)
    throw new RangeError('candidates per market must be a positive integer');
  const kalshi = buildSide(markets, 'kalshi');
  const polymarket = buildSide(markets, 'polymarket');
  const pairs = new Map<string, CandidatePair>();
  const propose = (k: Doc, p: Doc, rank: number, shared: string[]) => {
    const key = `${k.at}|${p.at}`;
    const known = pairs.get(key);
    if (!known) pairs.set(key, { kalshi: k.at, polymarket: p.at, rank, sharedEntities: shared });
    else if (rank < known.rank) known.rank = rank;
  };
  for (const doc of kalshi.docs)
    candidatesOf(doc, polymarket, perMarket).forEach((hit, i) =>
      propose(doc, polymarket.docs[hit.id]!, i + 1, hit.shared),
    );
  for (const doc of polymarket.docs)
    candidatesOf(doc, kalshi, perMarket).forEach((hit, i) =>
      propose(kalshi.docs[hit.id]!, doc, i + 1, hit.shared),
    );
  return [...pairs.values()];
}
