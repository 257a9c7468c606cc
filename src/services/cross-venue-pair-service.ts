// Proposed cross-venue pairs of the stored catalog (GET /cross-venue-pairs, Query.crossVenuePairs;
// docs/decisions.md, "Cross-venue pairs"): the markets that keep settlement terms at the request's
// snapshot, matched by the matcher of `settlegraph match` (match-markets.ts: one implementation),
// filtered by verdict and paged like every list, so a page token pins the snapshot and the
// filters. Proposals for review: nothing is merged here. Each pair shows its latest review decision
// (pair-review-service.ts), read when the page is served: decisions are kept outside revisions.
import { matchMarkets } from '../domain/matching/match-markets';
import { failOnProblems, msg } from '../domain/errors';
import type { MarketRecord } from '../domain/records';
import { VERDICTS, type Verdict } from '../domain/matching/comparison';
import type { SettlementTerms } from '../domain/settlement-terms/settlement-terms';
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
  ) {}

  list(query: CrossVenuePairsQuery & PagedRequest): Promise<PageResult<CrossVenuePair>> {
    const verdicts = query.verdicts && VERDICTS.filter((v) => query.verdicts!.includes(v));
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
    const pairs = proposePairs(markets);
    this.last = { revision: snapshot.revision, asOf: snapshot.asOf, pairs };
    return pairs;
  }
}

/** Every Kalshi × Polymarket candidate among the markets' terms, with its verdict. */
function proposePairs(markets: readonly MarketRecord[]): Proposed[] {
  const owners = new Map<SettlementTerms, MarketRecord>();
  for (const market of markets) {
    const terms = market.settlementEvidence?.terms;
    if (terms) owners.set(terms, market);
  }
  const side = (terms: SettlementTerms): CrossVenuePairSide => ({
    marketId: owners.get(terms)!.marketId,
    venue: terms.venue,
    venueMarketId: terms.venueMarketId,
    terms,
  });
  return matchMarkets([...owners.keys()]).pairs.map((p) => ({
    pair: {
      kalshi: side(p.kalshi),
      polymarket: side(p.polymarket),
      verdict: p.verdict,
      relation: p.relation,
      term: p.term,
      values: p.values,
      reason: p.reason,
      yesAligned: p.yesAligned,
      decision: null,
    },
    fingerprint: pairFingerprint(owners.get(p.kalshi)!, owners.get(p.polymarket)!),
  }));
}
