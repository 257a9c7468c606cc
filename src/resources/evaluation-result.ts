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

const NullableDecimal = Nullable(Decimal, { description: 'decimal number as text, or null' });
const NullableStr = Nullable(Str);

export const ScenarioValueDefinition = Closed({
  scenarioId: With(Str, { description: 'the scenario (a joint scenario ID over joint scopes)' }),
  value: With(Decimal, { description: 'the amount' }),
});

export const ExtremumDefinition = Closed({
  value: With(Decimal, { description: 'the extreme value' }),
  tieCount: With(Int, { description: 'scenarios reaching the extremum' }),
  witnesses: List(Str, { description: 'scenarios reaching it, domain order, at most 10' }),
});
export type Extremum = Static<typeof ExtremumDefinition>;

export const MinMaxDefinition = Closed({
  min: With(Decimal, { description: 'worst case' }),
  max: With(Decimal, { description: 'best case' }),
});
export type MinMax = Static<typeof MinMaxDefinition>;

export const WholeBookDefinition = Closed({
  status: OneOf(WHOLE_BOOK_STATUSES, { description: 'how far the extrema can be trusted' }),
  min: With(NullableDecimal, { description: 'worst case; null when UNAVAILABLE' }),
  max: With(NullableDecimal, { description: 'best case; null when UNAVAILABLE' }),
  explanation: With(Str, { description: 'why the status is what it is' }),
});
export type WholeBook = Static<typeof WholeBookDefinition>;

export const ContributionDefinition = Closed({
  positionId: With(Str, { description: 'the holding' }),
  payouts: List(ScenarioValueDefinition, { description: 'signed: OWED holdings count negative' }),
});

export const BookResultDefinition = Closed({
  familyId: With(Str, { description: 'the family (or joint scope) of the matrix' }),
  scenarioVersion: With(Str, { description: 'the scenario version analysed' }),
  payoutCurrency: With(NullableStr, { description: 'currency of the amounts' }),
  conditioned: With(Bool, { description: 'true when a scenario filter narrowed the domain' }),
  positionIds: List(Str, { description: 'the holdings assigned to the matrix' }),
  min: Optional(With(ExtremumDefinition, { description: 'the worst case; with SUMMARY' })),
  max: Optional(With(ExtremumDefinition, { description: 'the best case; with SUMMARY' })),
  payouts: Optional(
    List(ScenarioValueDefinition, {
      description: 'the book’s payout in each scenario; with PAYOUTS',
    }),
  ),
  contributions: Optional(
    List(ContributionDefinition, { description: 'each holding’s payouts; with CONTRIBUTIONS' }),
  ),
});
export type BookResult = Static<typeof BookResultDefinition>;

export const BaselineDefinition = Closed({
  books: List(BookResultDefinition, { description: 'one per family matrix' }),
  wholeBook: With(WholeBookDefinition, { description: 'all matrices together' }),
});

export const CandidateScenarioValueDefinition = Closed({
  scenarioId: With(Str, { description: 'the scenario' }),
  before: With(Decimal, { description: 'the baseline payout' }),
  after: With(Decimal, { description: 'the payout with the candidate’s trades' }),
  delta: With(Decimal, { description: '{after} − {before}' }),
  netAfter: With(NullableDecimal, { description: '{after} − cost; null when not priced' }),
  netDelta: With(NullableDecimal, {
    description:
      '{delta} − cost: what the trades pay in this scenario minus what they cost; null when not priced',
  }),
});

export const CandidateBookResultDefinition = Closed({
  familyId: With(Str, { description: 'the family (or joint scope)' }),
  scenarioVersion: With(Str, { description: 'the scenario version analysed' }),
  payoutCurrency: With(NullableStr, { description: 'currency of the amounts' }),
  before: With(MinMaxDefinition, { description: 'extrema of the baseline' }),
  after: With(MinMaxDefinition, { description: 'extrema with the candidate' }),
  delta: With(MinMaxDefinition, { description: '{after} − {before}, per extremum' }),
  cost: With(NullableDecimal, {
    description:
      'what the candidate\'s trades in this book cost ("0" without any; negative when they receive more than they pay); null when not priced',
  }),
  netAfter: With(Nullable(MinMaxDefinition), {
    description: '{after} − {cost}: the worst and best case net of the cost; null when not priced',
  }),
  payouts: Optional(
    List(CandidateScenarioValueDefinition, { description: 'per scenario; with PAYOUTS' }),
  ),
});
export type CandidateBookResult = Static<typeof CandidateBookResultDefinition>;

export const TradeCostDefinition = Closed({
  tradeId: With(Str, { description: 'the trade' }),
  listingId: With(NullableStr, { description: 'the listing priced on, if any' }),
  quantityDelta: With(Decimal, { description: 'units bought (positive) or sold (negative)' }),
  priceSource: With(NullableOneOf(TRADE_PRICE_SOURCES), {
    description: 'where the price comes from; null when the trade is not priced',
  }),
  price: With(NullableDecimal, {
    description: 'the price per unit (on LIQUIDATION the average of the levels filled)',
  }),
  notional: With(NullableDecimal, { description: '{quantityDelta} × {price}' }),
  feeSource: With(NullableOneOf(TRADE_FEE_SOURCES), {
    description: 'where the fee comes from; null when the trade is not priced',
  }),
  fee: With(NullableDecimal, { description: 'the whole fee' }),
  cost: With(NullableDecimal, {
    description: '{notional} + {fee}; null when the trade is not priced',
  }),
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
  trades: List(TradeCostDefinition, { description: 'one per trade, in request order' }),
});
export type CandidateCost = Static<typeof CandidateCostDefinition>;

export const CandidateResultDefinition = Closed({
  candidateId: With(Str, { description: 'the candidate' }),
  rank: With(Int, {
    minimum: 1,
    description:
      '1 is the best: see ranking (highest worst case, net of cost when priced, then highest best case, then ID)',
  }),
  books: List(CandidateBookResultDefinition, {
    description: 'the matrices the candidate touches',
  }),
  wholeBook: With(WholeBookDefinition, { description: 'the whole book with the candidate' }),
  cost: With(CandidateCostDefinition, { description: 'what its trades cost' }),
  netWholeBook: With(WholeBookDefinition, {
    description:
      'the whole book after the candidate net of its cost (UNAVAILABLE when not priced): what ranking on NET_AFTER_COST uses',
  }),
});
export type CandidateResult = Static<typeof CandidateResultDefinition>;

export const RankingDefinition = Closed({
  basis: OneOf(RANKING_BASES, { description: 'what they were ranked on' }),
  explanation: With(Str, { description: 'the rule in words' }),
});

export const AssignmentDefinition = Closed({
  positionId: With(Str, { description: 'the holding' }),
  familyId: With(NullableStr, { description: 'its family; null when unsupported' }),
});

export const OffsetResultDefinition = Closed({
  familyId: With(Str, { description: 'the family' }),
  scenarioVersion: With(Str, { description: 'the scenario version' }),
  positionIds: List(Str, { description: 'the holdings' }),
  value: With(Decimal, { description: 'their combined payout in every scenario' }),
  explanation: With(Str, { description: 'why they offset' }),
});
export type OffsetResult = Static<typeof OffsetResultDefinition>;

export const EvaluationScenariosDefinition = Closed({
  familyId: With(Str, { description: 'the family' }),
  scenarioVersion: With(Str, { description: 'the scenario version' }),
  scenarioIds: List(Str, { description: 'the scenarios, in domain order' }),
});

export const ValuationItemDefinition = Closed({
  positionId: With(Str, { description: 'the holding' }),
  listingId: With(NullableStr, { description: 'the listing it was priced on' }),
  value: With(NullableDecimal, { description: 'null when it could not be priced' }),
  warning: With(NullableStr, { description: 'why not' }),
});

export const ValuationDefinition = Closed({
  mode: OneOf(PRICING_MODES, { description: 'the pricing mode asked for' }),
  complete: With(Bool, { description: 'true when every holding was priced' }),
  value: With(NullableDecimal, { description: 'the total; null when incomplete' }),
  items: List(ValuationItemDefinition, { description: 'one per holding' }),
});
export type Valuation = Static<typeof ValuationDefinition>;

export const UnsupportedPositionDefinition = Closed({
  positionId: With(Str, { description: 'the holding' }),
  outcomeId: With(Str, { description: 'its outcome' }),
  reason: With(Str, { description: 'why it is not analysable' }),
});

export const UnsupportedTradeDefinition = Closed({
  candidateId: With(Str, { description: 'the candidate' }),
  tradeId: With(Str, { description: 'the trade' }),
  outcomeId: With(Str, { description: 'its outcome' }),
  reason: With(Str, { description: 'why it is not analysable' }),
});

export const ScenarioFilterDefinition = Closed({
  familyId: With(Str, { description: 'the family' }),
  scenarioIds: List(Str, { description: 'the scenarios kept' }),
});

export const EvaluationCoverageDefinition = Closed({
  positions: With(Int, { description: 'holdings submitted' }),
  supportedPositions: With(Int, { description: 'holdings analysed' }),
  unsupported: List(UnsupportedPositionDefinition, { description: 'holdings not analysed' }),
  unsupportedTrades: List(UnsupportedTradeDefinition, {
    description: 'candidate trades not analysed',
  }),
  scenarioFilters: List(ScenarioFilterDefinition, { description: 'filters applied' }),
});

export const MarketVersionUsedDefinition = Closed({
  marketId: With(Str, { description: 'the market' }),
  version: With(Str, { description: 'its version' }),
});

export const MappingVersionUsedDefinition = Closed({
  listingId: With(Str, { description: 'the listing' }),
  mappingVersion: With(Str, { description: 'its mapping version' }),
});

export const EvaluationVersionsDefinition = Closed({
  snapshotId: With(Str, { description: 'the snapshot read' }),
  asOf: With(Timestamp, { description: "when the snapshot's revision was committed" }),
  marketVersions: List(MarketVersionUsedDefinition, { description: 'market versions read' }),
  mappingVersions: List(MappingVersionUsedDefinition, { description: 'listing mappings read' }),
  scenarioPins: List(Ref(ScenarioPinDefinition), { description: 'scenario versions used' }),
});

export const EvaluationWarningDefinition = Closed({
  code: With(Str, { description: 'what went missing' }),
  message: With(Str, { description: 'in words' }),
  positionId: With(NullableStr, { description: 'the holding concerned, if one' }),
  candidateId: With(NullableStr, { description: 'the candidate concerned, on a trade warning' }),
  tradeId: With(NullableStr, { description: 'the trade concerned, on a trade warning' }),
});
export type EvaluationWarning = Static<typeof EvaluationWarningDefinition>;

export const EvaluationResultDefinition = Closed({
  baseline: With(BaselineDefinition, { description: 'the book as held' }),
  candidates: List(CandidateResultDefinition, { description: 'candidates, best first' }),
  ranking: With(RankingDefinition, { description: 'how the candidates were ranked' }),
  assignments: List(AssignmentDefinition, { description: "each holding's family matrix" }),
  offsets: List(OffsetResultDefinition, { description: 'holdings that offset each other' }),
  scenarios: Optional(
    List(EvaluationScenariosDefinition, {
      description: 'the domain of each family; with SCENARIOS',
    }),
  ),
  valuation: With(ValuationDefinition, { description: 'the book at market prices' }),
  coverage: With(EvaluationCoverageDefinition, { description: 'what could be analysed' }),
  versions: With(EvaluationVersionsDefinition, { description: 'what was read' }),
  warnings: List(EvaluationWarningDefinition, { description: 'what is incomplete, and why' }),
});
export type EvaluationResult = Static<typeof EvaluationResultDefinition>;
