// Review of proposed cross-venue pairs (docs/decisions.md, "Cross-venue pair review"): a reviewer
// accepts or rejects a pair of the catalog's markets (POST /cross-venue-pairs:decide,
// Mutation.decideCrossVenuePair), each decision kept as the pair's next version with who, when,
// why and a fingerprint of both markets' settlement statements; a pair's history is read back
// (GET /cross-venue-pairs/decisions, Query.crossVenuePairDecisions). The sync applies accepted
// decisions (src/sync/reviewed-merges.ts); the pair list shows the latest one (decisionsOf).
import { failOnProblems, msg, ServiceError } from '../domain/errors';
import type { MarketRecord } from '../domain/records';
import {
  decisionStatus,
  findPairMarkets,
  pairKey,
  settlementFingerprint,
  statementOfRecord,
  type PairDecisionRecord,
  type PairIds,
} from '../domain/review/pair-decision';
import { failOnOverLongFields } from '../resources/field-lengths';
import {
  PairDecisionRequestDefinition,
  type PairDecision,
  type PairDecisionHistory,
  type PairDecisionHistoryQuery,
  type PairDecisionRequest,
  type PairDecisionSummary,
} from '../resources/pair-review';
import type { Store } from '../store/store';

/** The scope that lets a key that is no operator decide pairs (SETTLEGRAPH_API_KEYS). */
export const REVIEW_SCOPE = 'cross-venue-review';

/** Who asks: from the request's API key. */
export interface Reviewer {
  /** The key's configured name, else its key ID: what a decision records as `decidedBy`. */
  readonly name: string;
  readonly operator: boolean;
  readonly scopes: readonly string[];
}

export class PairReviewService {
  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
  ) {}

  async decide(request: PairDecisionRequest, reviewer: Reviewer): Promise<PairDecision> {
    authorize(reviewer);
    failOnOverLongFields(PairDecisionRequestDefinition, request);
    failOnProblems(
      request.reason.trim() === ''
        ? [{ path: 'reason', reason: 'say why the two markets settle alike or not' }]
        : [],
    );
    const ids = {
      kalshiTicker: request.kalshiTicker,
      polymarketMarketId: request.polymarketMarketId,
    };
    const found = findPairMarkets(await this.marketsAtHead(), ids);
    failOnProblems(found.problems);
    const fingerprint = pairFingerprint(found.kalshi!, found.polymarket!);
    const history = await this.store.pairDecisions.history(ids);
    const last = history[history.length - 1];
    // A retry of the last decision (same reviewer, decision, reason, markets) is that decision.
    if (
      last &&
      last.decision === request.decision &&
      last.reason === request.reason &&
      last.decidedBy === reviewer.name &&
      last.termsFingerprint === fingerprint
    )
      return decisionView(last, fingerprint);
    const record = await this.store.pairDecisions.append({
      ...ids,
      decision: request.decision,
      reason: request.reason,
      decidedBy: reviewer.name,
      decidedAt: this.clock().toISOString(),
      termsFingerprint: fingerprint,
    });
    return decisionView(record, fingerprint);
  }

  async history(query: PairDecisionHistoryQuery, reviewer: Reviewer): Promise<PairDecisionHistory> {
    authorize(reviewer);
    const ids = { kalshiTicker: query.kalshiTicker, polymarketMarketId: query.polymarketMarketId };
    const decisions = await this.store.pairDecisions.history(ids);
    const found = findPairMarkets(await this.marketsAtHead(), ids);
    // A pair whose markets left the catalog has no current statement: its decisions are reopened.
    const fingerprint =
      found.kalshi && found.polymarket ? pairFingerprint(found.kalshi, found.polymarket) : '';
    const views = decisions.map((d) => decisionView(d, fingerprint));
    return { ...ids, status: views[views.length - 1]?.status ?? null, decisions: views };
  }

  private async marketsAtHead(): Promise<MarketRecord[]> {
    const { revision } = await this.store.head();
    return this.store.marketsWithTerms(revision);
  }
}

/** The fingerprint of a pair of stored markets, Kalshi first. */
export function pairFingerprint(kalshi: MarketRecord, polymarket: MarketRecord): string {
  return settlementFingerprint(statementOfRecord(kalshi), statementOfRecord(polymarket));
}

/** The latest decision of each pair given with its current fingerprint; null when undecided. */
export async function decisionsOf(
  store: Store,
  pairs: readonly (PairIds & { fingerprint: string })[],
): Promise<(PairDecisionSummary | null)[]> {
  const latest = new Map((await store.pairDecisions.latest()).map((d) => [pairKey(d), d]));
  return pairs.map((pair) => {
    const d = latest.get(pairKey(pair));
    return d
      ? {
          version: d.version,
          decision: d.decision,
          status: decisionStatus(d, pair.fingerprint),
          reason: d.reason,
          decidedAt: d.decidedAt,
        }
      : null;
  });
}

function decisionView(d: PairDecisionRecord, fingerprint: string): PairDecision {
  return {
    kalshiTicker: d.kalshiTicker,
    polymarketMarketId: d.polymarketMarketId,
    version: d.version,
    decision: d.decision,
    status: decisionStatus(d, fingerprint),
    reason: d.reason,
    decidedBy: d.decidedBy,
    decidedAt: d.decidedAt,
    termsFingerprint: d.termsFingerprint,
  };
}

/** Before anything is looked at, as for fair-value scopes: the same answer for every pair. */
function authorize(reviewer: Reviewer): void {
  if (reviewer.operator || reviewer.scopes.includes(REVIEW_SCOPE)) return;
  throw new ServiceError(
    'FORBIDDEN',
    msg`reviewing cross-venue pairs is for operator keys and keys with the scope "${REVIEW_SCOPE}"`,
  );
}

/** The reviewer of a request's API key (src/http/auth.ts, Principal); UNAUTHENTICATED without. */
export function reviewerOf(
  principal: {
    readonly keyId: string;
    readonly name?: string | undefined;
    readonly operator: boolean;
    readonly scopes: readonly string[];
  } | null,
): Reviewer {
  if (!principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
  return {
    name: principal.name ?? `key ${principal.keyId}`,
    operator: principal.operator,
    scopes: principal.scopes,
  };
}
