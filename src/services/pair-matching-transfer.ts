// A revision's cross-venue matching on its way to a worker thread and back (docs/decisions.md,
// "Cross-venue pairs matched off the event loop"). Copying a message costs the sender about as
// much per object as per kilobyte, and 200,000 markets' terms are millions of objects: the
// markets travel as UTF-8 JSON in chunks of about 128 KiB, each chunk's buffer moved to the
// worker rather than copied, and the pairs come back alike, each side named by its market's index
// among those sent, with its verdict. A pair's findings stay JSON text until a page shows the
// pair: making 100,000s of objects on the event loop is what held it longest (the young
// generation's collections of the pairs being built). Each step on the event loop (writing a
// market's text, cutting a run of pairs) is a small one, so that the caller can give other work a
// turn between them.
import { createHash } from 'node:crypto';
import {
  matchMarkets,
  type CandidateMarket,
  type CandidateOptions,
  type ProposedPair,
} from '../domain/matching/match-markets';
import type { MarketRecord, SettlementEvidence } from '../domain/records';
import { VERDICTS, type Verdict } from '../domain/matching/comparison';

/** What a matching reads of one market: its ID, title, settlement evidence, payout conditions. */
type MarketText = [string, string, SettlementEvidence, string[]];

/** A pair as sent back: what the comparison found, without the terms the caller holds. */
export type PairFindings = Omit<ProposedPair, 'kalshi' | 'polymarket' | 'pairKey'>;

/** The markets as sent to a worker: chunks of JSON arrays of MarketText, as UTF-8. */
export interface PackedMarkets {
  readonly chunks: readonly Uint8Array[];
  readonly options: CandidateOptions;
}

/**
 * The pairs as sent back, in the matcher's order: the markets' indexes among those sent, each
 * verdict's place in VERDICTS, and the PairFindings JSON of each, one after another in chunks
 * (pair i's text ends at ends[i] in its chunk; `counts` holds each chunk's number of pairs).
 */
export interface PackedPairs {
  readonly kalshi: Uint32Array;
  readonly polymarket: Uint32Array;
  readonly verdicts: Uint8Array;
  readonly ends: Uint32Array;
  readonly counts: Uint32Array;
  readonly chunks: readonly Uint8Array[];
}

/**
 * A chunk ends at the first market or pair past this many UTF-16 units of JSON: parsing a chunk
 * of pairs is one step on the event loop, about 8 ms of CPU at this size (64 ms at 1 Mi).
 */
const CHUNK_CHARS = 1 << 17;
/** Markets written, or pairs read, between two steps. */
const STEP_ITEMS = 64;

/** The markets a matching reads, with the fingerprint of what it reads of them. */
export interface MatchingMarkets {
  /** The markets with settlement terms, in the store's order: index i is market i sent. */
  readonly owners: readonly MarketRecord[];
  /** SHA-256 of each market's MarketText, in that order: equal inputs give equal pairs. */
  readonly inputs: string;
  /** The MarketText of each owner as JSON, chunked; empty unless asked for. */
  readonly chunks: readonly Uint8Array[];
}

/**
 * The markets with terms of a revision and their fingerprint, in steps of STEP_ITEMS markets;
 * with `pack`, their texts in chunks as a worker reads them (packedMarkets).
 */
export function* matchingMarkets(
  markets: readonly MarketRecord[],
  pack: boolean,
): Generator<void, MatchingMarkets> {
  const hash = createHash('sha256');
  const owners: MarketRecord[] = [];
  const chunks: Uint8Array[] = [];
  const encoder = new TextEncoder();
  let texts: string[] = [];
  let chars = 0;
  const flush = () => {
    if (texts.length === 0) return;
    chunks.push(encoder.encode(`[${texts.join(',')}]`));
    texts = [];
    chars = 0;
  };
  for (const market of markets) {
    const evidence = market.settlementEvidence;
    if (!evidence?.terms) continue;
    const item: MarketText = [market.marketId, market.title, evidence, market.payoutConditions];
    const text = JSON.stringify(item);
    hash.update(text);
    hash.update('\n');
    owners.push(market);
    if (pack) {
      texts.push(text);
      chars += text.length;
      if (chars >= CHUNK_CHARS) flush();
    }
    if (owners.length % STEP_ITEMS === 0) yield;
  }
  flush();
  return { owners, inputs: hash.digest('base64'), chunks };
}

/** The buffers a message moves rather than copies. */
export function buffersOf(chunks: readonly Uint8Array[]): ArrayBuffer[] {
  return chunks.map((c) => c.buffer as ArrayBuffer);
}

/** The worker's side: the markets read back, matched, and the pairs packed for the way back. */
export function matchPackedMarkets(packed: PackedMarkets): PackedPairs {
  const decoder = new TextDecoder();
  const markets: CandidateMarket[] = [];
  for (const chunk of packed.chunks)
    for (const [, title, evidence] of JSON.parse(decoder.decode(chunk)) as MarketText[])
      markets.push({ terms: evidence.terms!, title, rules: evidence.rulesText });
  const index = new Map(markets.map((m, i) => [m.terms, i]));
  const { pairs } = matchMarkets(markets, packed.options);
  const kalshi = new Uint32Array(pairs.length);
  const polymarket = new Uint32Array(pairs.length);
  const verdicts = new Uint8Array(pairs.length);
  const ends = new Uint32Array(pairs.length);
  const counts: number[] = [];
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let texts: string[] = [];
  let chars = 0;
  const flush = () => {
    if (texts.length === 0) return;
    chunks.push(encoder.encode(texts.join('')));
    counts.push(texts.length);
    texts = [];
    chars = 0;
  };
  pairs.forEach((pair, i) => {
    kalshi[i] = index.get(pair.kalshi)!;
    polymarket[i] = index.get(pair.polymarket)!;
    verdicts[i] = VERDICTS.indexOf(pair.verdict);
    const { kalshi: _k, polymarket: _p, pairKey: _key, ...findings } = pair;
    const text = JSON.stringify(findings satisfies PairFindings);
    texts.push(text);
    chars += text.length;
    ends[i] = chars;
    if (chars >= CHUNK_CHARS) flush();
  });
  flush();
  return { kalshi, polymarket, verdicts, ends, counts: Uint32Array.from(counts), chunks };
}

/** The buffers of packed pairs, moved back rather than copied. */
export function pairBuffersOf(packed: PackedPairs): ArrayBuffer[] {
  return [
    packed.kalshi.buffer,
    packed.polymarket.buffer,
    packed.verdicts.buffer,
    packed.ends.buffer,
    packed.counts.buffer,
    ...buffersOf(packed.chunks),
  ] as ArrayBuffer[];
}

/**
 * A pair of a matching: its two markets, its verdict (to filter by), and what the comparison
 * found, as JSON text when it came from a worker (read by findingsOf when a page shows it).
 */
export interface MatchedPair {
  readonly kalshi: MarketRecord;
  readonly polymarket: MarketRecord;
  readonly verdict: Verdict;
  readonly findings: PairFindings | string;
}

export function findingsOf(pair: MatchedPair): PairFindings {
  return typeof pair.findings === 'string'
    ? (JSON.parse(pair.findings) as PairFindings)
    : pair.findings;
}

/**
 * The worker's pairs with their markets again, in the worker's order, a chunk at a time: each
 * step cuts at most STEP_ITEMS pairs' texts out of their chunk.
 */
export function* returnedPairs(
  packed: PackedPairs,
  owners: readonly MarketRecord[],
): Generator<void, MatchedPair[]> {
  const decoder = new TextDecoder();
  const out: MatchedPair[] = [];
  for (let c = 0; c < packed.chunks.length; c++) {
    const text = decoder.decode(packed.chunks[c]);
    const count = packed.counts[c]!;
    let start = 0;
    for (let k = 0; k < count; k++) {
      const i = out.length;
      const end = packed.ends[i]!;
      out.push({
        kalshi: owners[packed.kalshi[i]!]!,
        polymarket: owners[packed.polymarket[i]!]!,
        verdict: VERDICTS[packed.verdicts[i]!]!,
        findings: text.slice(start, end),
      });
      start = end;
      if (out.length % STEP_ITEMS === 0) yield;
    }
  }
  if (out.length !== packed.kalshi.length)
    throw new Error(`${out.length} pairs read back of ${packed.kalshi.length}`);
  return out;
}
