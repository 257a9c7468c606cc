// The result of runEvaluation: the evaluation response of POST /v1/evaluations:run in camelCase.
// Amounts are exact decimals in the payout currency of their family.
import type { ValuationWarningCode } from '../services/evaluation-pricing';
import type { TradeWarningCode } from '../services/trade-pricing';
import {
  RANKING_BASES,
  TRADE_FEE_SOURCES,
  TRADE_PRICE_SOURCES,
  WHOLE_BOOK_STATUSES,
} from '../domain/evaluation/types';
import {
  AssignmentDefinition,
  BaselineDefinition,
  BookResultDefinition,
  CandidateBookResultDefinition,
  CandidateCostDefinition,
  CandidateResultDefinition,
  CandidateScenarioValueDefinition,
  ContributionDefinition,
  EvaluationCoverageDefinition,
  EvaluationResultDefinition,
  EvaluationScenariosDefinition,
  EvaluationVersionsDefinition,
  EvaluationWarningDefinition,
  ExtremumDefinition,
  MappingVersionUsedDefinition,
  MarketVersionUsedDefinition,
  MinMaxDefinition,
  OffsetResultDefinition,
  RankingDefinition,
  ScenarioFilterDefinition,
  ScenarioValueDefinition,
  TradeCostDefinition,
  UnsupportedPositionDefinition,
  UnsupportedTradeDefinition,
  ValuationDefinition,
  ValuationItemDefinition,
  WholeBookDefinition,
} from '../resources/evaluation-result';
import { ScenarioPinDefinition } from '../resources/scenario';
import { describedEnum, enumOf } from './enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
// The type of Valuation.mode, found by its values.
import './evaluation.input';
import { RevealsRevision } from './reads-beyond-snapshot';

export const WholeBookStatus = describedEnum(
  enumOf(WHOLE_BOOK_STATUSES),
  'WholeBookStatus',
  "How far the whole book's extrema can be trusted.",
  {
    EXACT: 'Exact: one family, or families declared INDEPENDENT (their product space).',
    BOUND: 'A bound: the sum of each family matrix’s own extrema.',
    UNAVAILABLE: 'Not computed: the payout currencies differ.',
  },
);

const EVALUATION_WARNING_CODES = [
  'UNSUPPORTED_OUTCOME',
  'SCENARIO_FILTER_APPLIED',
  'QUOTE_MISSING',
  'QUOTE_STALE',
  'BOOK_MISSING',
  'BOOK_THIN',
  'FEE_MISSING',
  'QUOTE_OLD',
  'CURRENCY_MISMATCH',
  'TRADE_UNPRICED',
  'CANDIDATES_UNPRICED',
] as const satisfies readonly (
  ValuationWarningCode | TradeWarningCode | 'SCENARIO_FILTER_APPLIED' | 'CANDIDATES_UNPRICED'
)[];

export const EvaluationWarningCode = describedEnum(
  enumOf(EVALUATION_WARNING_CODES),
  'EvaluationWarningCode',
  'Why part of an evaluation is incomplete.',
  {
    UNSUPPORTED_OUTCOME: 'A holding has no payouts to analyse.',
    SCENARIO_FILTER_APPLIED: 'A scenario filter narrowed a family’s domain.',
    QUOTE_MISSING: 'No quote to value a holding at.',
    QUOTE_STALE: 'The quote is older than maxQuoteAgeSeconds.',
    BOOK_MISSING: 'No L2 book to liquidate into.',
    BOOK_THIN: 'The book is too thin for the whole quantity.',
    FEE_MISSING: 'No published taker fee for the listing.',
    QUOTE_OLD: 'The quote or book is older than warnQuoteAgeSeconds; it was used all the same.',
    CURRENCY_MISMATCH: 'A trade is quoted in another currency than its book pays in: not netted.',
    TRADE_UNPRICED: 'A trade has no price and pricing.mode is NONE.',
    CANDIDATES_UNPRICED: 'Nothing prices the candidates: they are ranked on payouts alone.',
  },
);

export const TradePriceSource = describedEnum(
  enumOf(TRADE_PRICE_SOURCES),
  'TradePriceSource',
  "Where a candidate trade's price comes from.",
  {
    REQUEST: 'The trade’s own price.',
    MIDPOINT: 'The quote midpoint.',
    LIQUIDATION: 'The L2 book walked for the quantity (the average price).',
  },
);
export const TradeFeeSource = describedEnum(
  enumOf(TRADE_FEE_SOURCES),
  'TradeFeeSource',
  "Where a candidate trade's fee comes from.",
  {
    REQUEST: 'The trade’s own fee.',
    PUBLISHED: 'The listing’s published TAKER fee line.',
  },
);
export const RankingBasis = describedEnum(
  enumOf(RANKING_BASES),
  'RankingBasis',
  'What candidates are ranked on.',
  {
    NET_AFTER_COST: 'The whole book after each candidate net of its cost.',
    PAYOUT: 'Payouts alone: nothing prices the trades.',
  },
);

// The result's types, their fields the definitions' (src/resources/evaluation-result.ts).
// Warning codes are an enum here, open text in REST.
const warningCode = { type: () => EvaluationWarningCode } as const;

@ResourceObjectType('Extremum', { description: 'A minimum or maximum of a payout vector.' })
export class ExtremumType extends FieldsOf(ExtremumDefinition) {}

@ResourceObjectType('ScenarioValue', { description: 'An amount in one scenario.' })
export class ScenarioValueType extends FieldsOf(ScenarioValueDefinition) {}

@ResourceObjectType('Contribution', { description: "One holding's payout in each scenario." })
export class ContributionType extends FieldsOf(ContributionDefinition, { ids: ['positionId'] }) {}

@ResourceObjectType('EvaluationBook', { description: 'One family matrix of the baseline book.' })
export class EvaluationBookType extends FieldsOf(BookResultDefinition, {
  ids: ['familyId', 'positionIds'],
}) {}

@ResourceObjectType('WholeBook', { description: 'The extrema of every family matrix together.' })
export class WholeBookType extends FieldsOf(WholeBookDefinition) {}

@ResourceObjectType('Baseline', { description: 'The book as held.' })
export class BaselineType extends FieldsOf(BaselineDefinition) {}

@ResourceObjectType('MinMax', { description: 'A worst and a best case.' })
export class MinMaxType extends FieldsOf(MinMaxDefinition) {}

@ResourceObjectType('CandidateScenarioValue', {
  description: "A candidate's effect in one scenario.",
})
export class CandidateScenarioValueType extends FieldsOf(CandidateScenarioValueDefinition) {}

@ResourceObjectType('CandidateBook', {
  description: 'One family matrix before and after a candidate.',
})
export class CandidateBookType extends FieldsOf(CandidateBookResultDefinition, {
  ids: ['familyId'],
}) {}

@ResourceObjectType('TradeCost', { description: 'What one candidate trade costs.' })
export class TradeCostType extends FieldsOf(TradeCostDefinition, {
  ids: ['tradeId', 'listingId'],
  fields: { warning: warningCode },
}) {}

@ResourceObjectType('CandidateCost', { description: 'What a candidate’s trades cost together.' })
export class CandidateCostType extends FieldsOf(CandidateCostDefinition) {}

@ResourceObjectType('CandidateRanking', { description: 'How the candidates were ranked.' })
export class CandidateRankingType extends FieldsOf(RankingDefinition) {}

@ResourceObjectType('CandidateResult', { description: 'One candidate, ranked against the others.' })
export class CandidateResultType extends FieldsOf(CandidateResultDefinition, {
  ids: ['candidateId'],
}) {}

@ResourceObjectType('Assignment', { description: 'The family matrix a holding was assigned to.' })
export class AssignmentType extends FieldsOf(AssignmentDefinition, {
  ids: ['positionId', 'familyId'],
}) {}

@ResourceObjectType('Offset', {
  description:
    'Holdings whose combined payout is the same in every scenario. Analytical: implies no collateral or operational netting.',
})
export class OffsetType extends FieldsOf(OffsetResultDefinition, {
  ids: ['familyId', 'positionIds'],
}) {}

@ResourceObjectType('EvaluationScenarios', {
  description: 'The scenarios a family was analysed over.',
})
export class EvaluationScenariosType extends FieldsOf(EvaluationScenariosDefinition, {
  ids: ['familyId'],
}) {}

@ResourceObjectType('ValuationItem', { description: "One holding's value." })
export class ValuationItemType extends FieldsOf(ValuationItemDefinition, {
  ids: ['positionId', 'listingId'],
  fields: { warning: warningCode },
}) {}

@ResourceObjectType('Valuation', { description: 'The book valued at market prices.' })
export class ValuationType extends FieldsOf(ValuationDefinition) {}

@ResourceObjectType('UnsupportedPosition', { description: 'A holding without payouts to analyse.' })
export class UnsupportedPositionType extends FieldsOf(UnsupportedPositionDefinition, {
  ids: ['positionId', 'outcomeId'],
}) {}

@ResourceObjectType('UnsupportedTrade', {
  description: 'A candidate trade without payouts to analyse.',
})
export class UnsupportedTradeType extends FieldsOf(UnsupportedTradeDefinition, {
  ids: ['candidateId', 'tradeId', 'outcomeId'],
}) {}

@ResourceObjectType('EvaluationScenarioFilter', {
  description: 'A scenario filter that was applied.',
})
export class EvaluationScenariosFilterType extends FieldsOf(ScenarioFilterDefinition, {
  ids: ['familyId'],
}) {}

@ResourceObjectType('EvaluationCoverage', { description: 'What of the request could be analysed.' })
export class EvaluationCoverageType extends FieldsOf(EvaluationCoverageDefinition) {}

@ResourceObjectType('MarketVersionUsed', { description: 'A market version the evaluation read.' })
export class MarketVersionUsedType extends FieldsOf(MarketVersionUsedDefinition, {
  ids: ['marketId'],
}) {}

@ResourceObjectType('MappingVersionUsed', { description: 'A listing mapping the evaluation read.' })
export class MappingVersionUsedType extends FieldsOf(MappingVersionUsedDefinition, {
  ids: ['listingId'],
}) {}

@ResourceObjectType('EvaluationScenarioPin', {
  description: 'A family and its scenario version used.',
})
export class EvaluationScenarioPinType extends FieldsOf(ScenarioPinDefinition, {
  ids: ['familyId'],
}) {}

@ResourceObjectType('EvaluationVersions', {
  description: 'Everything the evaluation was computed from.',
})
export class EvaluationVersionsType extends FieldsOf(EvaluationVersionsDefinition, {
  fields: {
    // ScenarioPin is generated from the same definition.
    scenarioPins: { type: () => [EvaluationScenarioPinType] },
    snapshotId: { decorators: [RevealsRevision()] },
    asOf: { decorators: [RevealsRevision()] },
  },
}) {}

@ResourceObjectType('EvaluationWarning', { description: 'Why part of the result is incomplete.' })
export class EvaluationWarningType extends FieldsOf(EvaluationWarningDefinition, {
  ids: ['positionId', 'candidateId', 'tradeId'],
  fields: { code: warningCode },
}) {}

@ResourceObjectType('RunEvaluationPayload', {
  description: 'The exposure of a book (POST /v1/evaluations:run).',
})
export class EvaluationType extends FieldsOf(EvaluationResultDefinition) {}
