// Review of proposed cross-venue pairs (docs/decisions.md, "Cross-venue pair review"): the
// decision a reviewer gives on a pair (POST /cross-venue-pairs:decide, Mutation.decideCrossVenuePair),
// what is kept of it, and a pair's history (GET /cross-venue-pairs/decisions).
import { LIMITS } from '../domain/limits';
import { PAIR_DECISIONS, PAIR_DECISION_STATUSES } from '../domain/review/pair-decision';
import {
  Closed,
  Id,
  Int,
  List,
  NullableOneOf,
  Obj,
  OneOf,
  Ref,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';

const KalshiTicker = With(Id, { description: 'the Kalshi market ticker' });
const PolymarketMarketId = With(Id, { description: 'the Polymarket market ID' });

export const PairDecisionRequestDefinition = Closed({
  kalshiTicker: KalshiTicker,
  polymarketMarketId: PolymarketMarketId,
  decision: OneOf(PAIR_DECISIONS, {
    description:
      'ACCEPT: the two markets settle alike and become one identity; REJECT: they stay apart',
  }),
  reason: With(Str, {
    minLength: 1,
    maxLength: LIMITS.sourceLengthMax,
    description: 'why: what the reviewer compared',
  }),
});
export type PairDecisionRequest = Static<typeof PairDecisionRequestDefinition>;

export const PairDecisionSummaryDefinition = Obj(
  {
    version: With(Int, { description: "the pair's decision number, 1 for its first" }),
    decision: With(OneOf(PAIR_DECISIONS), { description: 'ACCEPT or REJECT' }),
    status: OneOf(PAIR_DECISION_STATUSES, {
      description:
        "ACCEPTED or REJECTED while both markets' settlement statements are those decided on; REOPENED once either changed (an accepted merge is then not applied until decided again)",
    }),
    reason: With(Str, { description: 'why, in the reviewer’s words' }),
    decidedAt: With(Timestamp, { description: 'when it was decided' }),
  },
  { description: "the latest review decision on a pair, against the markets' current terms" },
);
export type PairDecisionSummary = Static<typeof PairDecisionSummaryDefinition>;

export const PairDecisionDefinition = Obj(
  {
    kalshiTicker: KalshiTicker,
    polymarketMarketId: PolymarketMarketId,
    version: With(Int, { description: "the pair's decision number, 1 for its first" }),
    decision: With(OneOf(PAIR_DECISIONS), { description: 'ACCEPT or REJECT' }),
    status: OneOf(PAIR_DECISION_STATUSES, {
      description:
        'this decision against the markets as stored now: ACCEPTED or REJECTED while their settlement statements are those it was made on, else REOPENED',
    }),
    reason: With(Str, { description: 'why, in the reviewer’s words' }),
    decidedBy: With(Str, {
      description: "the deciding API key's name (its configured name, else its key ID)",
    }),
    decidedAt: With(Timestamp, { description: 'when it was decided' }),
    termsFingerprint: With(Str, {
      description:
        "SHA-256 of both markets' settlement statements (rules text, source, observation window, exceptional-settlement rules, payout conditions) when decided",
    }),
  },
  { $id: 'PairDecision', description: 'one review decision on a cross-venue pair' },
);
export type PairDecision = Static<typeof PairDecisionDefinition>;

export const PairDecisionHistoryDefinition = Obj(
  {
    kalshiTicker: KalshiTicker,
    polymarketMarketId: PolymarketMarketId,
    status: NullableOneOf(PAIR_DECISION_STATUSES, {
      description: "the latest decision's status; null when the pair was never decided",
    }),
    decisions: List(Ref(PairDecisionDefinition), { description: 'every decision, oldest first' }),
  },
  { $id: 'PairDecisionHistory', description: "a pair's review decisions, every version kept" },
);
export type PairDecisionHistory = Static<typeof PairDecisionHistoryDefinition>;

export const PairDecisionHistoryQueryDefinition = Closed({
  kalshiTicker: KalshiTicker,
  polymarketMarketId: PolymarketMarketId,
});
export type PairDecisionHistoryQuery = Static<typeof PairDecisionHistoryQueryDefinition>;
