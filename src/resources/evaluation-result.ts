// The result of POST /evaluations:run and Mutation.runEvaluation (docs/decisions.md,
// "evaluation response"; docs/decisions.md, Evaluation). Its objects are closed: they list every
// field the response may hold.
import { PRICING_MODES, WHOLE_BOOK_STATUSES } from '../domain/evaluation/types';
import {
  Bool,
  Decimal,
  Int,
  List,
  Nullable,
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
  payouts: Optional(
    List(Closed({ scenarioId: Str, before: Decimal, after: Decimal, delta: Decimal })),
  ),
});
export type CandidateBookResult = Static<typeof CandidateBookResultDefinition>;

export const CandidateResultDefinition = Closed({
  candidateId: Str,
  rank: With(Int, { minimum: 1 }),
  books: List(CandidateBookResultDefinition),
  wholeBook: WholeBookDefinition,
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
});
export type EvaluationWarning = Static<typeof EvaluationWarningDefinition>;

export const EvaluationResultDefinition = Closed({
  baseline: Closed({ books: List(BookResultDefinition), wholeBook: WholeBookDefinition }),
  candidates: List(CandidateResultDefinition),
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
