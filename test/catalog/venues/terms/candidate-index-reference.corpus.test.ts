// The candidate index and the pairs' verdicts against straightforward references
// (docs/decisions.md, "Candidates at venue scale: the same pairs for less CPU"): on a seeded
// 2,000 × 2,000 markets (test/support/candidate-markets.ts) the index proposes exactly the pairs,
// ranks and shared entities that setting every market against every other finds
// (test/support/all-pairs-candidates.ts), matchMarkets gives each the verdict compareTerms gives
// the pair alone, and the words of any text are cut as the word pattern cuts them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findCandidates } from '../../../../src/domain/matching/candidate-index';
import { wordsOf } from '../../../../src/domain/matching/candidate-text';
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import {
  matchMarkets,
  pairKeyOf,
  type CandidateMarket,
} from '../../../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../../../src/domain/settlement-terms/settlement-terms';
import { allPairsCandidates } from '../../../support/all-pairs-candidates';
import { generateCandidateMarkets } from '../../../support/candidate-markets';

const { markets } = generateCandidateMarkets(2000);

/**
 * The same markets with each Polymarket market's source and observation time those of its Kalshi
 * counterparts: its counterparts are then EQUIVALENT and its neighbours RELATED, so that every
 * verdict is compared.
 */
const aligned: CandidateMarket[] = markets.map((m) => {
  const t = m.terms;
  if (t.venue !== 'polymarket' || t.source.status !== 'KNOWN' || t.window.status !== 'KNOWN')
    return m;
  const window = t.window.value;
  if (window.kind !== 'INSTANT') return m;
  const sources: Record<string, string> = {
    Binance: 'CF Benchmarks',
    Wunderground: 'National Weather Service',
  };
  const terms: SettlementTerms = {
    ...t,
    source: { ...t.source, value: sources[t.source.value] ?? t.source.value },
    window: { ...t.window, value: { ...window, at: `${window.at.slice(0, 10)}T21:00:00.000Z` } },
  };
  return { ...m, terms };
});

test('the index proposes the pairs, ranks and shared entities of all pairs set against each other', () => {
  const key = (p: { kalshi: number; polymarket: number }) => `${p.kalshi}|${p.polymarket}`;
  const found = new Map(findCandidates(markets).map((p) => [key(p), p]));
  const reference = allPairsCandidates(markets);
  expect(reference.length).toBeGreaterThan(20_000);
  // Pairs found by words alone (no entity shared), and pairs of markets with no term read.
  expect(reference.some((p) => p.sharedEntities.length === 0)).toBe(true);
  expect(reference.some((p) => p.sharedEntities.length > 0)).toBe(true);
  expect(found.size).toBe(reference.length);
  const differing = reference.filter(
    (p) => JSON.stringify(found.get(key(p))) !== JSON.stringify(p),
  );
  expect(differing).toEqual([]);
});

test('every proposed pair has the verdict and diff compareTerms gives the pair alone', () => {
  const { pairs } = matchMarkets(aligned);
  const candidates = findCandidates(aligned);
  expect(pairs.length).toBe(candidates.length);
  // One pair at a time, in the opposite order and on copies of the terms: nothing one comparison
  // keeps for the next (a relation, a text) may decide another pair.
  const alone = new Map(
    [...candidates].reverse().map((c) => {
      const k = structuredClone(aligned[c.kalshi]!.terms);
      const p = structuredClone(aligned[c.polymarket]!.terms);
      return [pairKeyOf(k.venueMarketId, p.venueMarketId), compareTerms(k, p)] as const;
    }),
  );
  const verdicts = new Set(pairs.map((p) => p.verdict));
  expect([...verdicts].sort()).toEqual(['CANDIDATE', 'DIFFERENT', 'EQUIVALENT', 'RELATED']);
  const differing = pairs.filter((p) => {
    const { verdict, relation, term, values, reason, yesAligned, differences, unread } = p;
    const comparison = { verdict, relation, term, values, reason, yesAligned, differences, unread };
    return JSON.stringify(comparison) !== JSON.stringify(alone.get(p.pairKey));
  });
  expect(differing.map((p) => p.pairKey)).toEqual([]);
  // In the order a reviewer reads them: by verdict, then Kalshi ticker, then Polymarket ID.
  const order = { EQUIVALENT: 0, RELATED: 1, CANDIDATE: 2, DIFFERENT: 3 };
  const sorted = [...pairs].sort(
    (a, b) =>
      order[a.verdict] - order[b.verdict] ||
      (a.kalshi.venueMarketId < b.kalshi.venueMarketId
        ? -1
        : a.kalshi.venueMarketId > b.kalshi.venueMarketId
          ? 1
          : 0) ||
      (a.polymarket.venueMarketId < b.polymarket.venueMarketId
        ? -1
        : a.polymarket.venueMarketId > b.polymarket.venueMarketId
          ? 1
          : 0),
  );
  expect(pairs.map((p) => p.pairKey)).toEqual(sorted.map((p) => p.pairKey));
});

/** The words of a text by the word pattern alone: how candidate-text.ts has always cut them. */
function wordsByPattern(text: string, limit: number): string[] {
  const stop = new Set(
    (
      'a an and any are as at be been before by for from has have if in into is it its market markets no ' +
      'not of on or otherwise resolve resolved resolves resolution such than that the then there this to was were which will with yes'
    ).split(' '),
  );
  const months =
    'january february march april may june july august september october november december'.split(
      ' ',
    );
  const monthOf = (w: string) =>
    w.length >= 3 && months.some((m) => m.startsWith(w)) ? w.slice(0, 3) : null;
  const words = new Set<string>();
  let month: string | null = null;
  const read = text.length > limit ? text.slice(0, limit) : text;
  for (const m of read.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*/gu)) {
    const word = m[0].replace(/[,'’]/g, '');
    if (month !== null && /^[0-9]{1,2}$/.test(word)) words.add(`${month}${Number(word)}`);
    month = monthOf(word);
    if (word.length < 2 && !/\p{N}/u.test(word)) continue;
    if (!stop.has(word)) words.add(month ?? word);
  }
  return [...words];
}

function stringsOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) stringsOf(v, into);
  return into;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test('words are cut as the word pattern cuts them, in recorded texts and in any other', () => {
  const corpus = path.join(__dirname, '../../../fixtures/terms-corpus');
  const texts = filesUnder(corpus)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => stringsOf(JSON.parse(readFileSync(f, 'utf8')), []));
  texts.push(
    ...markets.flatMap((m) => [m.title, m.rules]),
    "It's 1,000,000 or 43.5. On Dec 31, 2026 (dec. 5) a.b.c x' 'a ,, 9.9.9 Mayor March",
    'İstanbul ÀB Ⅻ 5 — Kelvin K 12, ’tis Jan’s São Paulo 東京 3月 ٣ 5',
    'tab\tseparated\u0000nul\u007fdel text',
    `${'x'.repeat(5000)} jan 3`,
  );
  expect(texts.length).toBeGreaterThan(10_000);
  const differing = texts.filter(
    (t) =>
      JSON.stringify(wordsOf(t, 4000)) !== JSON.stringify(wordsByPattern(t, 4000)) ||
      JSON.stringify(wordsOf(t)) !== JSON.stringify(wordsByPattern(t, Number.POSITIVE_INFINITY)),
  );
  expect(differing).toEqual([]);
});
