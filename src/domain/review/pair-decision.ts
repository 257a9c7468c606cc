// A reviewer's decision on a proposed cross-venue pair (docs/decisions.md, "Cross-venue pair
// review"): ACCEPT merges the two markets' identities as an equivalence file does, REJECT keeps
// them apart. Decisions are versioned per pair and kept whole; each carries a fingerprint of both
// markets' settlement statements, so a later change of either reopens it. Pure.
import { createHash } from 'node:crypto';
import type { MarketRecord } from '../records';

export const PAIR_DECISIONS = ['ACCEPT', 'REJECT'] as const;
export type PairDecisionKind = (typeof PAIR_DECISIONS)[number];

/**
 * Where a pair's latest decision stands against the markets as stored now: ACCEPTED or REJECTED
 * while both markets' settlement statements are those it was made on, REOPENED once either
 * changed (an accepted merge is then no longer applied until the pair is decided again).
 */
export const PAIR_DECISION_STATUSES = ['ACCEPTED', 'REJECTED', 'REOPENED'] as const;
export type PairDecisionStatus = (typeof PAIR_DECISION_STATUSES)[number];

/** A pair, by the venues' own market IDs. */
export interface PairIds {
  /** The Kalshi market ticker. */
  readonly kalshiTicker: string;
  /** The Polymarket market ID. */
  readonly polymarketMarketId: string;
}

export interface PairDecisionRecord extends PairIds {
  /** 1 for the pair's first decision, each later one the next. */
  readonly version: number;
  readonly decision: PairDecisionKind;
  readonly reason: string;
  /** The deciding API key's name (its configured `name`, else its key ID); never the key. */
  readonly decidedBy: string;
  readonly decidedAt: string;
  /** settlementFingerprint of both markets when decided. */
  readonly termsFingerprint: string;
}

/** One key per pair, for maps and store rows. */
export function pairKey(pair: PairIds): string {
  return `${pair.kalshiTicker}\u0000${pair.polymarketMarketId}`;
}

/**
 * What a market states about its settlement, as the venue wrote it: the rules text, the
 * resolution source, the observation window and the exceptional-settlement sentences. These, not
 * the terms read from them, are fingerprinted: a better reader of the same text changes no
 * settlement, while any edit of the venue's text is something the reviewer did not read.
 */
export interface SettlementStatement {
  readonly rulesText?: string | undefined;
  readonly source?: string | undefined;
  readonly observationWindow?: { readonly start?: string; readonly end?: string } | undefined;
  readonly voidRules?: readonly string[] | undefined;
  readonly payoutConditions: readonly string[];
}

/** SHA-256 (hex) of both markets' statements, Kalshi first; field order fixed. */
export function settlementFingerprint(
  kalshi: SettlementStatement,
  polymarket: SettlementStatement,
): string {
  const canonical = (s: SettlementStatement) => [
    s.rulesText ?? null,
    s.source ?? null,
    s.observationWindow?.start ?? null,
    s.observationWindow?.end ?? null,
    [...(s.voidRules ?? [])],
    [...s.payoutConditions],
  ];
  return createHash('sha256')
    .update(JSON.stringify([canonical(kalshi), canonical(polymarket)]))
    .digest('hex');
}

/** The decision's standing against the pair's current fingerprint. */
export function decisionStatus(
  decision: Pick<PairDecisionRecord, 'decision' | 'termsFingerprint'>,
  currentFingerprint: string,
): PairDecisionStatus {
  if (decision.termsFingerprint !== currentFingerprint) return 'REOPENED';
  return decision.decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
}

/** A stored market's settlement statement. */
export function statementOfRecord(market: MarketRecord): SettlementStatement {
  const e = market.settlementEvidence;
  return {
    rulesText: e?.rulesText,
    source: e?.source,
    observationWindow: e?.observationWindow,
    voidRules: e?.voidRules,
    payoutConditions: market.payoutConditions,
  };
}

/** The pair's two markets among stored ones, by the venue market IDs their terms name. */
export interface PairMarkets<M> {
  kalshi?: M;
  polymarket?: M;
  /** What names no market of its venue: `kalshiTicker` / `polymarketMarketId` with the reason. */
  problems: { path: keyof PairIds; reason: string }[];
}

export function findPairMarkets(
  markets: readonly MarketRecord[],
  pair: PairIds,
): PairMarkets<MarketRecord> {
  const on = (venue: string, id: string) =>
    markets.find((m) => {
      const t = m.settlementEvidence?.terms;
      return t !== undefined && t.venue === venue && t.venueMarketId === id;
    });
  const kalshi = on('kalshi', pair.kalshiTicker);
  const polymarket = on('polymarket', pair.polymarketMarketId);
  const problems: PairMarkets<MarketRecord>['problems'] = [];
  if (!kalshi)
    problems.push({
      path: 'kalshiTicker',
      reason: on('polymarket', pair.kalshiTicker)
        ? `"${pair.kalshiTicker}" is a Polymarket market: a pair is one Kalshi and one Polymarket market`
        : `no Kalshi market with ticker "${pair.kalshiTicker}" keeps settlement terms in the catalog`,
    });
  if (!polymarket)
    problems.push({
      path: 'polymarketMarketId',
      reason: on('kalshi', pair.polymarketMarketId)
        ? `"${pair.polymarketMarketId}" is a Kalshi market: a pair is one Kalshi and one Polymarket market`
        : `no Polymarket market with ID "${pair.polymarketMarketId}" keeps settlement terms in the catalog`,
    });
  return { ...(kalshi && { kalshi }), ...(polymarket && { polymarket }), problems };
}
