// A proposed cross-venue pair (docs/decisions.md, "Settlement terms" and "Cross-venue pairs"): a
// Kalshi and a Polymarket market of the catalog compared term by term, with the verdict, and the
// query of GET /cross-venue-pairs (Query.crossVenuePairs takes the same).
import { RELATIONS, VERDICTS } from '../domain/matching/comparison';
import { TERM_NAMES } from '../domain/settlement-terms/settlement-terms';
import { VENUES } from '../domain/value-sets';
import { PageSize, PageToken } from './paging';
import {
  Bool,
  Closed,
  List,
  Nullable,
  NullableOneOf,
  Obj,
  OneOf,
  Optional,
  Ref,
  Str,
  With,
  type Static,
} from './schema-kit';
import { PairDecisionSummaryDefinition } from './pair-review';
import { SettlementTermsDefinition } from './settlement-terms';

export const CrossVenuePairSideDefinition = Obj(
  {
    marketId: With(Str, { description: 'service ID of the market that keeps these terms' }),
    venue: OneOf(VENUES),
    venueMarketId: With(Str, {
      description: 'native market ID (Kalshi market ticker, Polymarket market ID)',
    }),
    terms: Ref(SettlementTermsDefinition),
  },
  { $id: 'CrossVenuePairSide', description: 'one market of a pair, with its settlement terms' },
);
export type CrossVenuePairSide = Static<typeof CrossVenuePairSideDefinition>;

export const CrossVenuePairDefinition = Obj(
  {
    kalshi: Ref(CrossVenuePairSideDefinition),
    polymarket: Ref(CrossVenuePairSideDefinition),
    verdict: OneOf(VERDICTS),
    relation: NullableOneOf(RELATIONS, {
      description: 'RELATED: how the YES sets stand, an implication with its direction; else null',
    }),
    term: NullableOneOf(TERM_NAMES, {
      description:
        'the deciding term: the first differing one (DIFFERENT), the missing one (UNKNOWN), boundary (RELATED); null for EQUIVALENT',
    }),
    values: Nullable(
      Obj({
        kalshi: With(Str, { description: "the term's value on Kalshi" }),
        polymarket: With(Str, { description: "the term's value on Polymarket" }),
      }),
      { description: 'DIFFERENT: both values of the deciding term, as compared; else null' },
    ),
    reason: With(Str, { description: 'why, naming the terms and values' }),
    yesAligned: Nullable(Bool, {
      description: 'whether YES pays on both venues alike; null when not known',
    }),
    decision: Nullable(PairDecisionSummaryDefinition, {
      description:
        'the latest review decision on the pair (POST /cross-venue-pairs:decide); null when never decided. A rejected pair keeps its verdict and shows its decision here',
    }),
  },
  {
    $id: 'CrossVenuePair',
    description:
      'a Kalshi and a Polymarket market compared term by term: a proposal for review, never a merge',
  },
);
export type CrossVenuePair = Static<typeof CrossVenuePairDefinition>;

export const CrossVenuePairsQueryDefinition = Closed({
  verdicts: Optional(
    List(OneOf(VERDICTS), {
      minItems: 1,
      description: 'only pairs with one of these verdicts (repeated); every pair when omitted',
    }),
  ),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type CrossVenuePairsQuery = Static<typeof CrossVenuePairsQueryDefinition>;
