// Proposed cross-venue pairs (docs/decisions.md, "Settlement terms" and "Candidates at venue
// scale"): every market's terms are extracted, each market's likely counterparts on the other
// venue are found by the candidate index (candidate-index.ts: blocks by entity, category and
// window, ranked by the similarity of their words; never all pairs), and each candidate pair is
// compared term by term. The EQUIVALENT pairs can be written as an equivalence file
// (src/catalog/venues/equivalence.ts, equivalenceFile) for review: nothing is merged until that
// file is given to `settlegraph adapt`.
import { NO_PROGRESS, type OnProgress } from '../progress';
import { extractTerms } from '../settlement-terms/extract-terms';
import { NO_REFERENCE_DATA, type ReferenceData } from '../settlement-terms/reference-data';
import type { SettlementTerms } from '../settlement-terms/settlement-terms';
import type { TermEvent, TermMarket, TermPayloads } from '../settlement-terms/term-inputs';
import { placementOf } from './candidate-blocks';
import {
  DEFAULT_CANDIDATES_PER_MARKET,
  findCandidates,
  type CandidateMarket,
  type CandidateOptions,
} from './candidate-index';
import { compareTerms } from './compare-terms';
import type { Comparison, Verdict } from './comparison';

export { DEFAULT_CANDIDATES_PER_MARKET, type CandidateMarket, type CandidateOptions };

export interface ProposedPair extends Comparison {
  kalshi: SettlementTerms;
  polymarket: SettlementTerms;
  /** The pair's stable key: `<Kalshi ticker>|<Polymarket market ID>` (pairKeyOf). */
  pairKey: string;
  /** 1 for a market's first candidate: the better of the pair's ranks on either side. */
  rank: number;
  /** The entities that blocked the pair; empty when it was found by its words only. */
  sharedEntities: string[];
}

export interface MatchResult {
  pairs: ProposedPair[];
  /**
   * Markets no block holds (no entity, or no window, read), with their terms: still searched by
   * their words, so they may be in pairs as CANDIDATE.
   */
  unblocked: SettlementTerms[];
}

/** The key a pair keeps whatever its verdict: the two venues' own market IDs. */
export function pairKeyOf(kalshiTicker: string, polymarketMarketId: string): string {
  return `${kalshiTicker}|${polymarketMarketId}`;
}

export function termsOfPayloads(
  sets: readonly TermPayloads[],
  reference: ReferenceData = NO_REFERENCE_DATA,
): SettlementTerms[] {
  return sets.flatMap((set) => {
    const events = new Map<string, TermEvent>(set.events.map((e) => [e.eventId, e]));
    return set.markets.map((m) => extractTerms(m, events.get(m.eventId), reference));
  });
}

/** A venue market read from payloads, with the texts it is found by. */
export interface TitledTermMarket extends TermMarket {
  title: string;
  rulesText: string;
}

/** The markets of payloads as the matcher reads them: terms extracted, title and rules kept. */
export function marketsOfPayloads(
  sets: readonly { events: readonly TermEvent[]; markets: readonly TitledTermMarket[] }[],
  reference: ReferenceData = NO_REFERENCE_DATA,
  onProgress: OnProgress = NO_PROGRESS,
): CandidateMarket[] {
  const total = sets.reduce((sum, set) => sum + set.markets.length, 0);
  let done = 0;
  const tick = () => onProgress({ phase: 'read settlement terms', done, total, unit: 'markets' });
  tick();
  const markets = sets.flatMap((set) => {
    const events = new Map<string, TermEvent>(set.events.map((e) => [e.eventId, e]));
    return set.markets.map((m) => {
      if (++done % PROGRESS_EVERY === 0) tick();
      return {
        terms: extractTerms(m, events.get(m.eventId), reference),
        title: m.title,
        rules: m.rulesText,
      };
    });
  });
  tick();
  return markets;
}

/** Markets or pairs between two progress ticks. */
const PROGRESS_EVERY = 500;

/** Terms alone are found by the texts their terms were read from. */
function asCandidate(m: CandidateMarket | SettlementTerms): CandidateMarket {
  if ('terms' in m) return m;
  const texts = new Set<string>();
  for (const name of ['quantity', 'source', 'window', 'boundary', 'exceptions', 'yes'] as const)
    for (const span of m[name].spans) texts.add(span.text);
  return { terms: m, title: '', rules: [...texts].join('\n') };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const ORDER: Record<Verdict, number> = { EQUIVALENT: 0, RELATED: 1, CANDIDATE: 2, DIFFERENT: 3 };

export function matchMarkets(
  given: readonly (CandidateMarket | SettlementTerms)[],
  options: CandidateOptions = {},
  onProgress: OnProgress = NO_PROGRESS,
): MatchResult {
  const markets = given.map(asCandidate);
  onProgress({ phase: 'find candidates', done: 0, total: markets.length, unit: 'markets' });
  const candidates = findCandidates(markets, options);
  onProgress({
    phase: 'find candidates',
    done: markets.length,
    total: markets.length,
    unit: 'markets',
  });
  const compared = (done: number) =>
    onProgress({ phase: 'compare pairs', done, total: candidates.length, unit: 'pairs' });
  compared(0);
  const pairs: ProposedPair[] = candidates.map((c, i) => {
    if (i % PROGRESS_EVERY === 0) compared(i);
    const kalshi = markets[c.kalshi]!.terms;
    const polymarket = markets[c.polymarket]!.terms;
    return {
      kalshi,
      polymarket,
      pairKey: pairKeyOf(kalshi.venueMarketId, polymarket.venueMarketId),
      rank: c.rank,
      sharedEntities: c.sharedEntities,
      ...compareTerms(kalshi, polymarket),
    };
  });
  compared(candidates.length);
  // What a reviewer acts on first; within a verdict by Kalshi ticker, then Polymarket market ID,
  // so the order does not depend on the order the markets came in. The IDs are put in order
  // once, and each pair sorted by one number made of its verdict and its two IDs' places.
  const place = idPlaces(markets);
  const places = place.count + 1;
  const key = new Float64Array(pairs.length);
  candidates.forEach((c, i) => {
    const verdict = ORDER[pairs[i]!.verdict];
    key[i] = (verdict * places + place.of[c.kalshi]!) * places + place.of[c.polymarket]!;
  });
  const order = pairs.map((_, i) => i);
  order.sort((a, b) => key[a]! - key[b]! || a - b);
  const sorted = order.map((i) => pairs[i]!);
  const unblocked = markets
    .map((m) => m.terms)
    .filter((t) => {
      const place = placementOf(t);
      return place.entities.length === 0 || place.window === null;
    });
  return { pairs: sorted, unblocked };
}

/**
 * Each market's place among the venue market IDs in order (one place for one ID): up to 2^25
 * markets the sort keys of matchMarkets stay exact integers.
 */
function idPlaces(markets: readonly CandidateMarket[]): { of: Int32Array; count: number } {
  const byId = markets.map((_, i) => i);
  const id = (i: number) => markets[i]!.terms.venueMarketId;
  byId.sort((a, b) => compareText(id(a), id(b)));
  const of = new Int32Array(markets.length);
  let count = 0;
  byId.forEach((at, i) => {
    if (i > 0 && id(at) !== id(byId[i - 1]!)) count++;
    of[at] = count;
  });
  return { of, count: markets.length === 0 ? 0 : count + 1 };
}
