// Proposed cross-venue pairs of the stored catalog (GET /cross-venue-pairs, Query.crossVenuePairs;
// docs/decisions.md, "Cross-venue pairs"): the markets that keep settlement terms at the request's
// snapshot, matched by the matcher of `settlegraph match` (match-markets.ts: one implementation,
// the candidate index with each market's title and rules text),
// filtered by verdict and paged like every list, so a page token pins the snapshot and the
// filters. Proposals for review: nothing is merged here. Each pair shows its latest review decision
// (pair-review-service.ts), read when the page is served: decisions are kept outside revisions.
// The matching is kept by a fingerprint of what it reads (docs/decisions.md, "Cross-venue pairs
// kept by their markets' terms"): a fair-value write or a sync commit that changes no market's
// terms commits a revision without matching the catalog again.
import { createHash } from 'node:crypto';
import { matchMarkets, type CandidateMarket } from '../domain/matching/match-markets';
import { failOnProblems, msg } from '../domain/errors';
import type { MarketRecord } from '../domain/records';
import { VERDICTS, verdictOfFilter, type Verdict } from '../domain/matching/comparison';
import type {
  CrossVenuePair,
  CrossVenuePairSide,
  CrossVenuePairsQuery,
} from '../resources/cross-venue-pair';
import { pageOf, type Store } from '../store/store';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';
import type { Snapshot } from './snapshot';
import { decisionsOf, pairFingerprint } from './pair-review-service';

export type { CrossVenuePairsQuery };

/** A pair with the fingerprint of its markets' settlement statements at the revision. */
interface Proposed {
  pair: CrossVenuePair;
  fingerprint: string;
}

/** The pairs of one committed revision, in the matcher's order. */
interface Computed {
  revision: number;
  asOf: string;
  /** The fingerprint of the markets' terms the pairs were matched from. */
  inputs: string;
  pairs: Proposed[];
}

/** How often the pairs were matched anew or taken from an earlier revision (for /metrics). */
export interface PairMatchingCounts {
  /** Revisions whose pairs were matched from the markets' terms. */
  computed: number;
  /** Revisions whose markets' terms were those of the pairs kept: nothing matched again. */
  reused: number;
}

export class CrossVenuePairService {
  /**
   * The last revision's pairs: a committed revision's markets never change, and paging through
   * its pairs (or asking for another verdict) would otherwise match the whole catalog again for
   * every page. One revision only, so memory stays that of one answer.
   */
  private last: Computed | undefined;
  /** The matching of the terms before `last`'s, for a page token pinning an older revision. */
  private previous: Computed | undefined;
  private readonly counts: PairMatchingCounts = { computed: 0, reused: 0 };

  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
    /** Candidates kept per market (candidate-index.ts, DEFAULT_CANDIDATES_PER_MARKET). */
    private readonly perMarket?: number,
  ) {}

  list(query: CrossVenuePairsQuery & PagedRequest): Promise<PageResult<CrossVenuePair>> {
    // UNKNOWN is CANDIDATE's former name: asked for, it filters the same pairs and pages alike.
    const asked = query.verdicts?.map(verdictOfFilter);
    const verdicts = asked && VERDICTS.filter((v) => asked.includes(v));
    failOnProblems(
      verdicts?.length === 0 ? [{ path: 'verdicts', reason: 'needs at least one verdict' }] : [],
      msg`{verdicts} needs at least one verdict`,
    );
    const wanted = verdicts && new Set<Verdict>(verdicts);
    return readPage(
      this.store,
      this.tokens,
      'crossVenuePairs',
      // Canonical (domain order, no repeats): the same verdicts in another order page alike.
      { verdicts },
      query,
      async (snapshot, page) => {
        const pairs = await this.pairsAt(snapshot);
        return pageOf(wanted ? pairs.filter((p) => wanted.has(p.pair.verdict)) : pairs, page);
      },
      async (items) => {
        const decisions = await decisionsOf(
          this.store,
          items.map((p) => ({
            kalshiTicker: p.pair.kalshi.venueMarketId,
            polymarketMarketId: p.pair.polymarket.venueMarketId,
            fingerprint: p.fingerprint,
          })),
        );
        return items.map((p, i) => ({ ...p.pair, decision: decisions[i] ?? null }));
      },
    );
  }

  /** Matchings done and reused since start. */
  matchingCounts(): Readonly<PairMatchingCounts> {
    return { ...this.counts };
  }

  private async pairsAt(snapshot: Snapshot): Promise<Proposed[]> {
    const last = this.last;
    if (last && last.revision === snapshot.revision && last.asOf === snapshot.asOf)
      return last.pairs;
    const markets = await this.store.marketsWithTerms(snapshot.revision);
    const inputs = matchingInputs(markets);
    // Two matchings kept: a reader paging an older revision while another reads the head does not
    // make each read match again.
    const kept = [this.last, this.previous].find((c) => c?.inputs === inputs);
    if (kept) this.counts.reused += 1;
    else this.counts.computed += 1;
    const pairs = kept?.pairs ?? proposePairs(markets, this.perMarket);
    const computed = { revision: snapshot.revision, asOf: snapshot.asOf, inputs, pairs };
    if (this.last?.inputs !== inputs) this.previous = this.last;
    this.last = computed;
    return pairs;
  }
}

/**
 * What the matching and the pairs' fingerprints read of the markets, hashed: each market's ID,
 * title, settlement evidence (terms and rules text) and payout conditions, in the store's order.
 * Fair values, market data and a market's other fields are left out: they change no pair.
 */
function matchingInputs(markets: readonly MarketRecord[]): string {
  const hash = createHash('sha256');
  for (const market of markets) {
    if (!market.settlementEvidence?.terms) continue;
    hash.update(
      JSON.stringify([
        market.marketId,
        market.title,
        market.settlementEvidence,
        market.payoutConditions,
      ]),
    );
    hash.update('\n');
  }
  return hash.digest('base64');
}

/** Every market's candidates on the other venue, each pair with its verdict and diff. */
function proposePairs(markets: readonly MarketRecord[], perMarket?: number): Proposed[] {
  const owners = new Map<string, MarketRecord>();
  const candidates: CandidateMarket[] = [];
  for (const market of markets) {
    const evidence = market.settlementEvidence;
    if (!evidence?.terms) continue;
    owners.set(`${evidence.terms.venue}/${evidence.terms.venueMarketId}`, market);
    candidates.push({ terms: evidence.terms, title: market.title, rules: evidence.rulesText });
  }
  const side = (terms: CandidateMarket['terms']): CrossVenuePairSide => ({
    marketId: owners.get(`${terms.venue}/${terms.venueMarketId}`)!.marketId,
    venue: terms.venue,
    venueMarketId: terms.venueMarketId,
    terms,
  });
  const owner = (terms: CandidateMarket['terms']): MarketRecord =>
    owners.get(`${terms.venue}/${terms.venueMarketId}`)!;
  return matchMarkets(candidates, perMarket === undefined ? {} : { perMarket }).pairs.map((p) => ({
    pair: {
      pairKey: p.pairKey,
      kalshi: side(p.kalshi),
      polymarket: side(p.polymarket),
      verdict: p.verdict,
      relation: p.relation,
      term: p.term,
      values: p.values,
      reason: p.reason,
      yesAligned: p.yesAligned,
      differences: p.differences,
      unread: p.unread,
      rank: p.rank,
      sharedEntities: p.sharedEntities,
      decision: null,
    },
    fingerprint: pairFingerprint(owner(p.kalshi), owner(p.polymarket)),
  }));
}
