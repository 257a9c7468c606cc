// The result of POST /evaluations:run and Mutation.runEvaluation (docs/decisions.md,
// "evaluation response"; docs/decisions.md, Evaluation). Its objects are closed: they list every
// field the response may hold.
import {
  PRICING_MODES,
  RANKING_BASES,
  TRADE_FEE_SOURCES,
  TRADE_PRICE_SOURCES,
  WHOLE_BOOK_STATUSES,
} from '../domain/evaluation/types';
import {
  Bool,
  Decimal,
  Int,
  List,
  Nullable,
  NullableOneOf,
  Closed,
  OneOf,
  Optional,
  Ref,
  Str,
  Timestamp,
  With,
  type Static,
} from './schema-kit';
import { ScenarioPinDefinition } from './scenario';
import { Type } from '@sinclair/typebox';

const NullableDecimal = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  description: 'decimal number as text, or null',
});
const NullableStr = Nullable(Str);
const ScenarioValueDefinition = Closed({ scenarioId: Str, value: Decimal });

export const ExtremumDefinition = Closed({
  value: Decimal,
  tieCount: With(Int, { description: 'scenarios reaching the extremum' }),
  witnesses: List(Str, { description: 'scenarios reaching it, domain order, at most 10' }),
});
export type Extremum = Static<typeof ExtremumDefinition>;

export const MinMaxDefinition = Closed({ min: Decimal, max: Decimal });
export type MinMax = Static<typeof MinMaxDefinition>;

export const WholeBookDefinition = Closed({
  status: OneOf(WHOLE_BOOK_STATUSES),
  min: NullableDecimal,
  max: NullableDecimal,
  explanation: Str,
});
export type WholeBook = Static<typeof WholeBookDefinition>;

export const BookResultDefinition = Closed({
  familyId: Str,
  scenarioVersion: Str,
  payoutCurrency: NullableStr,
  conditioned: With(Bool, { description: 'true when a scenario filter narrowed the domain' }),
  positionIds: List(Str),
  min: Optional(ExtremumDefinition),
  max: Optional(ExtremumDefinition),
  payouts: Optional(List(ScenarioValueDefinition)),
  contributions: Optional(
    List(Closed({ positionId: Str, payouts: List(ScenarioValueDefinition) })),
  ),
});
export type BookResult = Static<typeof BookResultDefinition>;

export const CandidateBookResultDefinition = Closed({
  familyId: Str,
  scenarioVersion: Str,
  payoutCurrency: NullableStr,
  before: MinMaxDefinition,
  after: MinMaxDefinition,
  delta: MinMaxDefinition,
  cost: With(NullableDecimal, {
    description:
      'what the candidate\'s trades in this book cost ("0" without any; negative when they receive more than they pay); null when not priced',
  }),
  netAfter: With(Nullable(MinMaxDefinition), {
    description: 'after − cost: the worst and best case net of the cost; null when not priced',
  }),
  payouts: Optional(
    List(
      Closed({
        scenarioId: Str,
        before: Decimal,
        after: Decimal,
        delta: Decimal,
        netAfter: With(NullableDecimal, { description: 'after − cost; null when not priced' }),
        netDelta: With(NullableDecimal, {
          description:
            'delta − cost: what the trades pay in this scenario minus what they cost; null when not priced',
        }),
      }),
    ),
  ),
});
export type CandidateBookResult = Static<typeof CandidateBookResultDefinition>;

export const TradeCostDefinition = Closed({
  tradeId: Str,
  listingId: NullableStr,
  quantityDelta: Decimal,
  priceSource: With(NullableOneOf(TRADE_PRICE_SOURCES), {
    description: 'where the price comes from; null when the trade is not priced',
  }),
  price: With(NullableDecimal, {
    description: 'the price per unit (on LIQUIDATION the average of the levels filled)',
  }),
  notional: With(NullableDecimal, { description: 'quantity_delta × price' }),
  feeSource: NullableOneOf(TRADE_FEE_SOURCES),
  fee: NullableDecimal,
  cost: With(NullableDecimal, { description: 'notional + fee; null when the trade is not priced' }),
  observedAt: With(Nullable(Timestamp), {
    description: 'when the quote or book priced from was observed',
  }),
  warning: With(NullableStr, { description: 'why the trade is not priced; null when it is' }),
});
export type TradeCost = Static<typeof TradeCostDefinition>;

export const CandidateCostDefinition = Closed({
  complete: With(Bool, { description: 'true when every analysed trade is priced' }),
  value: With(NullableDecimal, {
    description: "the sum of the analysed trades' costs; null when any is not priced",
  }),
  trades: List(TradeCostDefinition),
});
export type CandidateCost = Static<typeof CandidateCostDefinition>;

export const CandidateResultDefinition = Closed({
  candidateId: Str,
  rank: With(Int, { minimum: 1 }),
  books: List(CandidateBookResultDefinition),
  wholeBook: WholeBookDefinition,
  cost: CandidateCostDefinition,
  netWholeBook: With(WholeBookDefinition, {
    description:
      'the whole book after the candidate net of its cost (UNAVAILABLE when not priced): what ranking on NET_AFTER_COST uses',
  }),
});
export type CandidateResult = Static<typeof CandidateResultDefinition>;

export const OffsetResultDefinition = Closed({
  familyId: Str,
  scenarioVersion: Str,
  positionIds: List(Str),
  value: Decimal,
  explanation: Str,
});
export type OffsetResult = Static<typeof OffsetResultDefinition>;

export const ValuationDefinition = Closed({
  mode: OneOf(PRICING_MODES),
  complete: Bool,
  value: NullableDecimal,
  items: List(
    Closed({
      positionId: Str,
      listingId: NullableStr,
      value: NullableDecimal,
      warning: NullableStr,
    }),
  ),
});
export type Valuation = Static<typeof ValuationDefinition>;

export const EvaluationWarningDefinition = Closed({
  code: Str,
  message: Str,
  positionId: NullableStr,
  candidateId: With(NullableStr, { description: 'the candidate concerned, on a trade warning' }),
  tradeId: With(NullableStr, { description: 'the trade concerned, on a trade warning' }),
});
export type EvaluationWarning = Static<typeof EvaluationWarningDefinition>;

export const EvaluationResultDefinition = Closed({
  baseline: Closed({ books: List(BookResultDefinition), wholeBook: WholeBookDefinition }),
  candidates: List(CandidateResultDefinition),
  ranking: Closed({
    basis: OneOf(RANKING_BASES),
    explanation: Str,
  }),
  assignments: List(Closed({ positionId: Str, familyId: NullableStr })),
  offsets: List(OffsetResultDefinition),
  scenarios: Optional(
    List(Closed({ familyId: Str, scenarioVersion: Str, scenarioIds: List(Str) })),
  ),
  valuation: ValuationDefinition,
  coverage: Closed({
    positions: Int,
    supportedPositions: Int,
    unsupported: List(Closed({ positionId: Str, outcomeId: Str, reason: Str })),
    unsupportedTrades: List(
      Closed({ candidateId: Str, tradeId: Str, outcomeId: Str, reason: Str }),
    ),
    scenarioFilters: List(Closed({ familyId: Str, scenarioIds: List(Str) })),
  }),
  versions: Closed({
    snapshotId: Str,
    asOf: Timestamp,
    marketVersions: List(Closed({ marketId: Str, version: Str })),
    mappingVersions: List(Closed({ listingId: Str, mappingVersion: Str })),
    scenarioPins: List(Ref(ScenarioPinDefinition)),
  }),
  warnings: List(EvaluationWarningDefinition),
});
export type EvaluationResult = Static<typeof EvaluationResultDefinition>;
