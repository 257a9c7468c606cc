// A straightforward reference for the candidate index (src/domain/matching/candidate-index.ts;
// docs/decisions.md, "Candidates at venue scale"): the same rules written as plainly as they are
// stated, every market set against every market of the other venue, with maps, sets and sorts
// and none of the index's postings, heaps, stamps or typed arrays. What the index computes
// without looking at all pairs, this computes by looking at all of them, so the two must propose
// the same pairs with the same ranks on a set small enough for all pairs.
import {
  keptApart,
  meetingKeys,
  placementOf,
  sharedEntities,
  windowKey,
  type Placement,
} from '../../src/domain/matching/candidate-blocks';
import { marketWords } from '../../src/domain/matching/candidate-text';
import type { CandidateMarket, CandidatePair } from '../../src/domain/matching/candidate-index';

// The constants of candidate-index.ts and word-index.ts, stated again.
const K1 = 1.2;
const B = 0.7;
const D = 0.5;
const TITLE_BOOST = 2;
const RARE_WORD_POSTINGS = 5000;
const COMMON_WORD_POSTINGS = 20_000;
const POOL_LIMIT = 2000;
const RESCORED_PER_CANDIDATE = 10;

interface RefDoc {
  at: number;
  place: Placement;
  title: number[];
  rules: number[];
}

interface RefSide {
  docs: RefDoc[];
  frequency: Map<number, number>;
  /** BM25's idf per field, and each doc's length norm per field. */
  titleIdf: Map<number, number>;
  rulesIdf: Map<number, number>;
  titleNorm: number[];
  rulesNorm: number[];
  /** Rules words of more than this many docs are not searched. */
  boilerplate: number;
  /** The docs naming each entity, by window (windowKey, `?` for none), in the docs' order. */
  blocks: Map<string, Map<string, number[]>>;
}

function refSide(
  markets: readonly CandidateMarket[],
  words: { title: number[]; rules: number[] }[],
  venue: string,
): RefSide {
  const docs = markets
    .map((m, at) => ({ at, place: placementOf(m.terms), ...words[at]! }))
    .filter((d) => markets[d.at]!.terms.venue === venue);
  const id = (d: RefDoc) => markets[d.at]!.terms.venueMarketId;
  docs.sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : a.at - b.at));
  const n = docs.length;
  const frequency = new Map<number, number>();
  for (const d of docs)
    for (const w of [...d.title, ...d.rules]) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const boilerplate = Math.max(64, Math.ceil(n * 0.05));
  const searchedRules = (d: RefDoc) => d.rules.filter((w) => frequency.get(w)! <= boilerplate);
  const count = (lists: number[][]) => {
    const c = new Map<number, number>();
    for (const list of lists) for (const w of list) c.set(w, (c.get(w) ?? 0) + 1);
    return c;
  };
  const idf = (c: Map<number, number>) =>
    new Map([...c].map(([w, k]) => [w, Math.log(1 + (n - k + 0.5) / (k + 0.5))]));
  const norm = (lengths: number[]) => {
    const average = lengths.reduce((s, l) => s + l, 0) / Math.max(1, n) || 1;
    return lengths.map((l) => D + (K1 + 1) / (1 + K1 * (1 - B + (B * l) / average)));
  };
  const blocks = new Map<string, Map<string, number[]>>();
  docs.forEach((d, id) => {
    const key = windowKey(d.place.window) ?? '?';
    for (const entity of d.place.entities) {
      const byWindow = blocks.get(entity) ?? new Map<string, number[]>();
      blocks.set(entity, byWindow.set(key, [...(byWindow.get(key) ?? []), id]));
    }
  });
  return {
    docs,
    blocks,
    frequency,
    titleIdf: idf(count(docs.map((d) => d.title))),
    rulesIdf: idf(count(docs.map(searchedRules))),
    titleNorm: norm(docs.map((d) => d.title.length)),
    rulesNorm: norm(docs.map((d) => searchedRules(d).length)),
    boilerplate,
  };
}

interface Ranked {
  id: number;
  score: number;
}

const best = (list: Ranked[], k: number) =>
  [...list].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, k);

function entityKind(entity: string): string {
  const last = entity.lastIndexOf(':');
  return last < 0 ? entity : entity.slice(0, last);
}

function mayPair(a: Placement, b: Placement): boolean {
  const near =
    a.identified &&
    b.identified &&
    (sharedEntities(a, b).length > 0 ||
      (a.category !== null &&
        a.category === b.category &&
        a.entities.some((x) => b.entities.some((y) => entityKind(x) === entityKind(y)))));
  return near || !keptApart(a, b);
}

/** A market's candidates on the other side, best first, with the entities shared in a block. */
function refCandidatesOf(
  doc: RefDoc,
  other: RefSide,
  perMarket: number,
): { id: number; shared: string[] }[] {
  const marks = new Map<number, number>();
  for (const w of doc.rules) marks.set(w, 1);
  for (const w of doc.title) marks.set(w, 2);
  // Block members: the other side's docs met by entity and window, in the order the blocks hold them.
  const met = new Set<number>();
  const members: number[] = [];
  pool: for (const entity of doc.place.entities) {
    const byWindow = other.blocks.get(entity) ?? new Map<string, number[]>();
    const keys =
      doc.place.window === null ? [...byWindow.keys()] : [...meetingKeys(doc.place.window), '?'];
    for (const key of keys)
      for (const id of byWindow.get(key) ?? []) {
        if (members.length >= POOL_LIMIT) break pool;
        if (met.has(id)) continue;
        met.add(id);
        if (!keptApart(doc.place, other.docs[id]!.place)) members.push(id);
      }
  }
  const weight = (w: number) => Math.log(1 + other.docs.length / other.frequency.get(w)!);
  const blocked = best(
    members.map((id) => {
      const d = other.docs[id]!;
      let score = 0;
      for (const w of d.title) if (marks.has(w)) score += marks.get(w)! * weight(w);
      for (const w of d.rules) if (marks.has(w)) score += weight(w);
      return { id, score };
    }),
    perMarket,
  ).map((r) => ({ id: r.id, shared: sharedEntities(doc.place, other.docs[r.id]!.place) }));
  if (members.length >= perMarket) return blocked;
  // Word hits: the rarer words of the market find the other side's docs.
  const frequency = (w: number) => other.frequency.get(w) ?? 0;
  const query = [...doc.title, ...doc.rules]
    .filter((w) => frequency(w) > 0)
    .sort((x, y) => frequency(x) - frequency(y) || x - y);
  const taken: number[] = [];
  let read = 0;
  for (const w of query) {
    const n = frequency(w);
    if (taken.length === 0 ? n > COMMON_WORD_POSTINGS : read + n > RARE_WORD_POSTINGS) break;
    read += n;
    taken.push(w);
  }
  if (taken.length === 0) return blocked;
  const wanted = perMarket - blocked.length;
  const found: Ranked[] = [];
  other.docs.forEach((d, id) => {
    if (met.has(id)) return;
    let score = 0;
    let touched = false;
    for (const w of taken) {
      if (d.title.includes(w)) {
        score += TITLE_BOOST * other.titleIdf.get(w)! * other.titleNorm[id]!;
        touched = true;
      } else if (d.rules.includes(w) && frequency(w) <= other.boilerplate) {
        score += other.rulesIdf.get(w)! * other.rulesNorm[id]!;
        touched = true;
      }
    }
    if (touched && mayPair(doc.place, d.place)) found.push({ id, score });
  });
  const rescored = best(found, wanted * RESCORED_PER_CANDIDATE).map(({ id }) => {
    const d = other.docs[id]!;
    let title = 0;
    for (const w of d.title) if (marks.has(w)) title += other.titleIdf.get(w) ?? 0;
    let rules = 0;
    for (const w of d.rules) if (marks.has(w)) rules += other.rulesIdf.get(w) ?? 0;
    return {
      id,
      score: TITLE_BOOST * title * other.titleNorm[id]! + rules * other.rulesNorm[id]!,
    };
  });
  return [...blocked, ...best(rescored, wanted).map((r) => ({ id: r.id, shared: [] }))];
}

/** The pairs findCandidates proposes, by looking at every pair of the two venues' markets. */
export function allPairsCandidates(
  markets: readonly CandidateMarket[],
  perMarket = 10,
): CandidatePair[] {
  const numbers = new Map<string, number>();
  const number = (w: string) => {
    if (!numbers.has(w)) numbers.set(w, numbers.size);
    return numbers.get(w)!;
  };
  const words = markets.map((m) => {
    const cut = marketWords(m.title, m.rules);
    const title = cut.title.map(number);
    return { title, rules: cut.rules.map(number) };
  });
  const kalshi = refSide(markets, words, 'kalshi');
  const polymarket = refSide(markets, words, 'polymarket');
  const pairs = new Map<string, CandidatePair>();
  const propose = (k: number, p: number, rank: number, shared: string[]) => {
    const key = `${k}|${p}`;
    const known = pairs.get(key);
    if (known) known.rank = Math.min(known.rank, rank);
    else pairs.set(key, { kalshi: k, polymarket: p, rank, sharedEntities: shared });
  };
  for (const doc of kalshi.docs)
    refCandidatesOf(doc, polymarket, perMarket).forEach((hit, i) =>
      propose(doc.at, polymarket.docs[hit.id]!.at, i + 1, hit.shared),
    );
  for (const doc of polymarket.docs)
    refCandidatesOf(doc, kalshi, perMarket).forEach((hit, i) =>
      propose(kalshi.docs[hit.id]!.at, doc.at, i + 1, hit.shared),
    );
  return [...pairs.values()];
}
