// A proposed cross-venue pair (docs/decisions.md, "Settlement terms" and "Cross-venue pairs"): a
// Kalshi and a Polymarket market of the catalog compared term by term, with the verdict, and the
// query of GET /cross-venue-pairs (Query.crossVenuePairs takes the same).
import { RELATIONS, VERDICT_FILTERS, VERDICTS } from '../domain/matching/comparison';
import { TERM_NAMES } from '../domain/settlement-terms/settlement-terms';
import { VENUES } from '../domain/value-sets';
import { PageSize, PageToken } from './paging';
import {
  Bool,
  Closed,
  Int,
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
    venue: OneOf(VENUES, { description: 'the venue: "kalshi" or "polymarket"' }),
    venueMarketId: With(Str, {
      description: 'native market ID (Kalshi market ticker, Polymarket market ID)',
    }),
    terms: Ref(SettlementTermsDefinition),
  },
  { $id: 'CrossVenuePairSide', description: 'one market of a pair, with its settlement terms' },
);
export type CrossVenuePairSide = Static<typeof CrossVenuePairSideDefinition>;

export const TermDifferenceDefinition = Obj(
  {
    term: OneOf(TERM_NAMES, { description: 'the term' }),
    kalshi: With(Str, { description: "the term's value on Kalshi, as compared" }),
    polymarket: With(Str, { description: "the term's value on Polymarket, as compared" }),
  },
  {
    $id: 'TermDifference',
    description: 'a term both venues state with different values',
  },
);
export type TermDifference = Static<typeof TermDifferenceDefinition>;

/** A term's value on each venue, as compared. */
export const TermValuesDefinition = Obj({
  kalshi: With(Str, { description: "the term's value on Kalshi" }),
  polymarket: With(Str, { description: "the term's value on Polymarket" }),
});

export const CrossVenuePairDefinition = Obj(
  {
    pairKey: With(Str, {
      description:
        "the pair's stable key, `<Kalshi market ticker>|<Polymarket market ID>`: the same for the same two markets whatever their terms, verdict or rank",
    }),
    kalshi: Ref(CrossVenuePairSideDefinition),
    polymarket: Ref(CrossVenuePairSideDefinition),
    verdict: OneOf(VERDICTS, { description: 'the verdict' }),
    relation: NullableOneOf(RELATIONS, {
      description: 'RELATED: how the YES sets stand, an implication with its direction; else null',
    }),
    term: NullableOneOf(TERM_NAMES, {
      description:
        'the deciding term: the first differing one (DIFFERENT), the first missing or uncompared one (CANDIDATE), boundary (RELATED); null for EQUIVALENT',
    }),
    values: Nullable(TermValuesDefinition, {
      description: 'DIFFERENT: both values of the deciding term, as compared; else null',
    }),
    reason: With(Str, { description: 'why, naming the terms and values' }),
    yesAligned: Nullable(Bool, {
      description: 'whether YES pays on both venues alike; null when not known',
    }),
    differences: List(Ref(TermDifferenceDefinition), {
      description:
        'every term both venues state with different values (boundary and yes compared as the sets YES pays on: an inversion is a difference of yes); empty for EQUIVALENT',
    }),
    unread: List(OneOf(TERM_NAMES), {
      description: 'every term not read on one venue or both; empty for EQUIVALENT',
    }),
    rank: With(Int, {
      minimum: 1,
      description:
        "the pair's best place among either market's candidates on the other venue (1: the first), by shared block, then similarity of title and rules",
    }),
    sharedEntities: List(Str, {
      description:
        'the entities the candidate index blocked the pair on (with the window and category); empty when only their words found it',
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
    List(OneOf(VERDICT_FILTERS), {
      minItems: 1,
      description:
        'only pairs with one of these verdicts (repeated); every pair when omitted. UNKNOWN, the former name of CANDIDATE, is accepted and means CANDIDATE',
    }),
  ),
  pageSize: Optional(PageSize),
  pageToken: Optional(PageToken),
});
export type CrossVenuePairsQuery = Static<typeof CrossVenuePairsQueryDefinition>;
