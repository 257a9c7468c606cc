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
import { matchMarkets, pairKeyOf } from '../domain/matching/match-markets';
import { failOnProblems, msg } from '../domain/errors';
import type { MarketRecord } from '../domain/records';
import { VERDICTS, verdictOfFilter, type Verdict } from '../domain/matching/comparison';
import type {
  CrossVenuePair,
  CrossVenuePairSide,
  CrossVenuePairsQuery,
} from '../resources/cross-venue-pair';
import { pageOf, type Store } from '../store/store';
import type { EvaluationPool } from './evaluation-pool';
import { runInSlices } from './event-loop-turns';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';
import {
  findingsOf,
  matchingMarkets,
  returnedPairs,
  type MatchedPair,
  type MatchingMarkets,
} from './pair-matching-transfer';
import type { Snapshot } from './snapshot';
import { decisionsOf, pairFingerprint } from './pair-review-service';

export type { CrossVenuePairsQuery };

/**
 * A pair with its two markets at the revision: the pair as the API gives it, and the fingerprint
 * of the markets' settlement statements (pairFingerprint), are made when a page shows the pair,
 * for a page's pairs, not all.
 */
type Proposed = MatchedPair;

/**
 * A bound on how long a request waits: the GraphQL operation's time limit
 * (src/graphql/execution-deadline.ts), which rejects with QUERY_TOO_COMPLEX once it passes.
 */
export interface WaitLimit {
  within<T>(work: Promise<T>): Promise<T>;
}

/**
 * Catalogs of fewer markets with terms are matched on the event loop: a few milliseconds (about
 * 0.15 ms a market), less than the trip to a thread.
 */
export const DEFAULT_PAIR_MATCHING_INLINE_MARKETS = 500;

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
  /**
   * Matchings under way, by the fingerprint of their inputs: requests for the same terms wait
   * for one computation, which goes on (and is kept) when a request stops waiting for it.
   */
  private readonly pending = new Map<string, Promise<Proposed[]>>();

  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
    /** The worker threads a large catalog is matched in; none: every matching inline. */
    private readonly pool?: EvaluationPool,
    private readonly options: {
      /** Candidates kept per market (candidate-index.ts, DEFAULT_CANDIDATES_PER_MARKET). */
      perMarket?: number;
      /** Catalogs with fewer markets with terms are matched inline. */
      inlineMarketsMax?: number;
    } = {},
  ) {}

  /**
   * A page of the pairs. `limit` bounds how long the request waits for a matching (QUERY_TOO_COMPLEX
   * past it, the matching going on for the next request); without one it waits until the end.
   */
  list(
    query: CrossVenuePairsQuery & PagedRequest,
    limit?: WaitLimit,
  ): Promise<PageResult<CrossVenuePair>> {
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
        const pairs = await this.pairsAt(snapshot, limit);
        return pageOf(wanted ? pairs.filter((p) => wanted.has(p.verdict)) : pairs, page);
      },
      async (items) => {
        const shown = items.map(pairOf);
        const decisions = await decisionsOf(
          this.store,
          items.map((p, i) => ({
            kalshiTicker: shown[i]!.kalshi.venueMarketId,
            polymarketMarketId: shown[i]!.polymarket.venueMarketId,
            fingerprint: pairFingerprint(p.kalshi, p.polymarket),
          })),
        );
        return shown.map((pair, i) => ({ ...pair, decision: decisions[i] ?? null }));
      },
    );
  }

  /** Matchings done and reused since start. */
  matchingCounts(): Readonly<PairMatchingCounts> {
    return { ...this.counts };
  }

  private async pairsAt(snapshot: Snapshot, limit: WaitLimit | undefined): Promise<Proposed[]> {
    const last = this.last;
    if (last && last.revision === snapshot.revision && last.asOf === snapshot.asOf)
      return last.pairs;
    const records = await this.store.marketsWithTerms(snapshot.revision);
    const threaded = this.pool?.threaded === true && records.length >= this.inlineMarketsMax;
    const markets = await runInSlices(matchingMarkets(records, threaded));
    const { inputs } = markets;
    // Two matchings kept: a reader paging an older revision while another reads the head does not
    // make each read match again.
    const kept = [this.last, this.previous].find((c) => c?.inputs === inputs);
    let work: Promise<Proposed[]>;
    if (kept) {
      this.counts.reused += 1;
      work = Promise.resolve(kept.pairs);
    } else {
      const shared = this.pending.get(inputs);
      if (shared) this.counts.reused += 1;
      else this.counts.computed += 1;
      work = shared ?? this.matchOnce(markets, threaded);
    }
    const pairs = await (limit ? limit.within(work) : work);
    this.keep({ revision: snapshot.revision, asOf: snapshot.asOf, inputs, pairs });
    return pairs;
  }

  private get inlineMarketsMax(): number {
    return this.options.inlineMarketsMax ?? DEFAULT_PAIR_MATCHING_INLINE_MARKETS;
  }

  /** Keeps a matching as the last one; the one before it stays for pinned page tokens. */
  private keep(computed: Computed): void {
    if (this.last?.inputs !== computed.inputs) this.previous = this.last;
    this.last = computed;
  }

  /** Matches the markets once, in the pool or inline; the result is kept even if no one waits. */
  private matchOnce(markets: MatchingMarkets, threaded: boolean): Promise<Proposed[]> {
    const work = (async (): Promise<Proposed[]> =>
      threaded && this.pool
        ? await runInSlices(
            returnedPairs(
              await this.pool.matchPairs({
                chunks: markets.chunks,
                options: this.matchOptions(),
              }),
              markets.owners,
            ),
          )
        : matchInline(markets.owners, this.matchOptions()))();
    this.pending.set(markets.inputs, work);
    void work.then(
      (pairs) => {
        this.pending.delete(markets.inputs);
        // The revision is not known here: asOf '' never answers a snapshot by itself.
        if (![this.last, this.previous].some((c) => c?.inputs === markets.inputs))
          this.keep({ revision: -1, asOf: '', inputs: markets.inputs, pairs });
      },
      () => this.pending.delete(markets.inputs),
    );
    return work;
  }

  private matchOptions(): { perMarket?: number } {
    return this.options.perMarket === undefined ? {} : { perMarket: this.options.perMarket };
  }
}

/** Every market's candidates on the other venue, matched on the event loop in one piece. */
function matchInline(
  owners: readonly MarketRecord[],
  options: { perMarket?: number },
): MatchedPair[] {
  const index = new Map(owners.map((m, i) => [m.settlementEvidence!.terms!, i]));
  const candidates = owners.map((m) => ({
    terms: m.settlementEvidence!.terms!,
    title: m.title,
    rules: m.settlementEvidence!.rulesText,
  }));
  return matchMarkets(candidates, options).pairs.map(
    ({ kalshi, polymarket, pairKey: _key, ...findings }) => ({
      kalshi: owners[index.get(kalshi)!]!,
      polymarket: owners[index.get(polymarket)!]!,
      verdict: findings.verdict,
      findings,
    }),
  );
}

/** A pair as the API gives it, undecided. */
function pairOf(matched: MatchedPair): CrossVenuePair {
  const f = findingsOf(matched);
  const kalshi = side(matched.kalshi);
  const polymarket = side(matched.polymarket);
  return {
    pairKey: pairKeyOf(kalshi.venueMarketId, polymarket.venueMarketId),
    kalshi,
    polymarket,
    verdict: f.verdict,
    relation: f.relation,
    term: f.term,
    values: f.values,
    reason: f.reason,
    yesAligned: f.yesAligned,
    differences: f.differences,
    unread: f.unread,
    rank: f.rank,
    sharedEntities: f.sharedEntities,
    decision: null,
  };
}

function side(market: MarketRecord): CrossVenuePairSide {
  const terms = market.settlementEvidence!.terms!;
  return {
    marketId: market.marketId,
    venue: terms.venue,
    venueMarketId: terms.venueMarketId,
    terms,
  };
}
