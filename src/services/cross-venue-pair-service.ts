// Proposed cross-venue pairs of the stored catalog (GET /cross-venue-pairs, Query.crossVenuePairs;
// docs/decisions.md, "Cross-venue pairs"): the markets that keep settlement terms at the request's
// snapshot, matched by the matcher of `settlegraph match` (match-markets.ts: one implementation,
// the candidate index with each market's title and rules text),
// filtered by verdict and paged like every list, so a page token pins the snapshot and the
// filters. Proposals for review: nothing is merged here. Each pair shows its latest review decision
// (pair-review-service.ts), read when the page is served: decisions are kept outside revisions.
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
  pairs: Proposed[];
}

export class CrossVenuePairService {
  /**
   * The last revision's pairs: a committed revision's markets never change, and paging through
   * its pairs (or asking for another verdict) would otherwise match the whole catalog again for
   * every page. One revision only, so memory stays that of one answer.
   */
  private last: Computed | undefined;

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

  private async pairsAt(snapshot: Snapshot): Promise<Proposed[]> {
    const last = this.last;
    if (last && last.revision === snapshot.revision && last.asOf === snapshot.asOf)
      return last.pairs;
    const markets = await this.store.marketsWithTerms(snapshot.revision);
    const pairs = proposePairs(markets, this.perMarket);
    this.last = { revision: snapshot.revision, asOf: snapshot.asOf, pairs };
    return pairs;
  }
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
