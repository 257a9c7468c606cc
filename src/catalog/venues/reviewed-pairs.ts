// Accepted review decisions merged into a catalog (docs/decisions.md, "Cross-venue pair review"):
// a pair a reviewer accepted becomes one market as an equivalence file's pair does, through the
// same merge (equivalence.ts, mergeMarketDrafts), while both markets' settlement statements are
// those the decision was made on. The sync adapts one venue per page, so one side of a pair is
// often only in the store: it comes in as a market draft built from the stored record
// (kept-members.ts, storedMarketDraft). Pure.
import {
  settlementFingerprint,
  type PairIds,
  type SettlementStatement,
} from '../../domain/review/pair-decision';
import type { ImportDraft, MarketDraft } from '../import-draft';
import {
  marketParts,
  withMarketParts,
  withMemberships,
} from './cross-venue/cross-venue-membership';
import { mergeMarketDrafts, notYesNo, sharedFamilyDifferences, withoutMerged } from './equivalence';

/** The latest decision of a pair, when it is ACCEPT. */
export interface AcceptedPair extends PairIds {
  readonly version: number;
  readonly reason: string;
  readonly termsFingerprint: string;
}

/** What a market draft states about its settlement (SettlementStatement). */
export function statementOfDraft(m: MarketDraft): SettlementStatement {
  const e = m.settlementEvidence;
  return {
    rulesText: e?.rulesText,
    source: e?.source,
    observationWindow: e?.observationWindow,
    voidRules: e?.voidRules,
    payoutConditions: m.payoutConditions,
  };
}

/** `venue/venueMarketId` of a market that keeps settlement terms. */
export function sideKey(m: MarketDraft): string | undefined {
  const t = m.settlementEvidence?.terms;
  return t ? `${t.venue}/${t.venueMarketId}` : undefined;
}

export const kalshiKey = (p: PairIds) => `kalshi/${p.kalshiTicker}`;
export const polymarketKey = (p: PairIds) => `polymarket/${p.polymarketMarketId}`;

export interface ReviewedMerges {
  /** The draft with the merges made: the Kalshi market merged, the Polymarket one left out. */
  draft: ImportDraft;
  merged: PairIds[];
  /** Accepted pairs of the draft not merged, with the reason (a decision now reopened, …). */
  notMerged: { pair: PairIds; reason: string }[];
}

/**
 * The accepted pairs with a side among `draft`'s markets merged, the other side from `draft` or
 * else from `stored` (market drafts by sideKey). A pair merges only when its fingerprint is that of
 * both markets as given: otherwise its decision is reopened and the markets stay apart.
 */
export function mergeAcceptedPairs(
  draft: ImportDraft,
  accepted: readonly AcceptedPair[],
  stored: ReadonlyMap<string, MarketDraft>,
): ReviewedMerges {
  const markets = [...draft.markets];
  const merged: PairIds[] = [];
  const notMerged: ReviewedMerges['notMerged'] = [];
  const inDoc = () => new Map(markets.flatMap((m) => (sideKey(m) ? [[sideKey(m)!, m]] : [])));
  for (const pair of accepted) {
    const here = inDoc();
    const pageKalshi = here.get(kalshiKey(pair));
    const pagePoly = here.get(polymarketKey(pair));
    if (!pageKalshi && !pagePoly) continue;
    const kalshi = pageKalshi ?? stored.get(kalshiKey(pair));
    const poly = pagePoly ?? stored.get(polymarketKey(pair));
    if (!kalshi || !poly) {
      notMerged.push({ pair, reason: 'the other market of the pair is not in the store' });
      continue;
    }
    // Cross-venue memberships are set after a pass's pages (src/sync/cross-venue-sync.ts): a
    // page's market has none yet, so a shared family is compared as stored, where there is one.
    const reason = refusal(
      kalshi,
      poly,
      stored.get(kalshiKey(pair)) ?? kalshi,
      stored.get(polymarketKey(pair)) ?? poly,
      pair,
    );
    if (reason !== undefined) {
      notMerged.push({ pair, reason });
      continue;
    }
    // A stored Kalshi market may carry an earlier merge with this market: merged again afresh.
    // Cross-venue memberships are left to the import, which keeps the stored Kalshi market's
    // (docs/decisions.md, "Cross-venue families"), so a page and the store merge alike.
    const into = withoutMemberships(structuredClone(pageKalshi ?? withoutMerged(kalshi, poly)));
    mergeMarketDrafts(
      into,
      withoutMemberships(poly),
      {
        marketId: pair.polymarketMarketId,
        conditionId: poly.settlementEvidence?.terms?.conditionId,
      },
      `accepted in review (decision ${pair.version}): ${pair.reason}`,
    );
    const at = markets.indexOf(pageKalshi ?? pagePoly!);
    markets[at] = into;
    if (pageKalshi && pagePoly) markets.splice(markets.indexOf(pagePoly), 1);
    merged.push({ kalshiTicker: pair.kalshiTicker, polymarketMarketId: pair.polymarketMarketId });
  }
  return { draft: { ...draft, markets }, merged, notMerged };
}

/** The market without its cross-venue families' IDs, payouts and sentences. */
function withoutMemberships(m: MarketDraft): MarketDraft {
  const parts = marketParts(m);
  return parts ? withMarketParts(m, withMemberships(parts, [])) : m;
}

/** Why an accepted pair is not merged now; undefined when it is. */
function refusal(
  kalshi: MarketDraft,
  poly: MarketDraft,
  storedKalshi: MarketDraft,
  storedPoly: MarketDraft,
  pair: AcceptedPair,
): string | undefined {
  if (
    settlementFingerprint(statementOfDraft(kalshi), statementOfDraft(poly)) !==
    pair.termsFingerprint
  )
    return `reopened: a settlement statement changed since decision ${pair.version}`;
  const problems = [
    notYesNo(kalshi),
    notYesNo(poly),
    ...sharedFamilyDifferences(storedKalshi, storedPoly),
  ];
  const found = problems.filter((p): p is string => p !== undefined);
  return found.length > 0 ? found.join('; ') : undefined;
}
