// The result of runEvaluation: the evaluation response of POST /v1/evaluations:run in camelCase.
// Amounts are exact decimals in the payout currency of their family.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ValuationWarningCode } from '../services/evaluation-pricing';
import type { TradeWarningCode } from '../services/trade-pricing';
import {
  RANKING_BASES,
  TRADE_FEE_SOURCES,
  TRADE_PRICE_SOURCES,
  WHOLE_BOOK_STATUSES,
} from '../domain/evaluation/types';
import { enumOf } from './enums';
import { PricingMode } from './evaluation.input';
import { DateTimeScalar, DecimalScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type {
  Extremum as ExtremumResource,
  MinMax as MinMaxResource,
  WholeBook as WholeBookResource,
  EvaluationWarning as EvaluationWarningResource,
} from '../resources/evaluation-result';
import { RevealsRevision } from './reads-beyond-snapshot';

export const WholeBookStatus = enumOf(WHOLE_BOOK_STATUSES);
registerEnumType(WholeBookStatus, {
  name: 'WholeBookStatus',
  description: "How far the whole book's extrema can be trusted.",
  valuesConfig: {
    EXACT: {
      description: 'Exact: one family, or families declared INDEPENDENT (their product space).',
    },
    BOUND: { description: 'A bound: the sum of each family matrix’s own extrema.' },
    UNAVAILABLE: { description: 'Not computed: the payout currencies differ.' },
  },
});

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

export const EvaluationWarningCode = enumOf(EVALUATION_WARNING_CODES);
registerEnumType(EvaluationWarningCode, {
  name: 'EvaluationWarningCode',
  description: 'Why part of an evaluation is incomplete.',
  valuesConfig: {
    UNSUPPORTED_OUTCOME: { description: 'A holding has no payouts to analyse.' },
    SCENARIO_FILTER_APPLIED: { description: 'A scenario filter narrowed a family’s domain.' },
    QUOTE_MISSING: { description: 'No quote to value a holding at.' },
    QUOTE_STALE: { description: 'The quote is older than maxQuoteAgeSeconds.' },
    BOOK_MISSING: { description: 'No L2 book to liquidate into.' },
    BOOK_THIN: { description: 'The book is too thin for the whole quantity.' },
    FEE_MISSING: { description: 'No published taker fee for the listing.' },
    QUOTE_OLD: {
      description: 'The quote or book is older than warnQuoteAgeSeconds; it was used all the same.',
    },
    CURRENCY_MISMATCH: {
      description: 'A trade is quoted in another currency than its book pays in: not netted.',
    },
    TRADE_UNPRICED: { description: 'A trade has no price and pricing.mode is NONE.' },
    CANDIDATES_UNPRICED: {
      description: 'Nothing prices the candidates: they are ranked on payouts alone.',
    },
  },
});

export const TradePriceSource = enumOf(TRADE_PRICE_SOURCES);
registerEnumType(TradePriceSource, {
  name: 'TradePriceSource',
  description: "Where a candidate trade's price comes from.",
  valuesConfig: {
    REQUEST: { description: 'The trade’s own price.' },
    MIDPOINT: { description: 'The quote midpoint.' },
    LIQUIDATION: { description: 'The L2 book walked for the quantity (the average price).' },
  },
});
export const TradeFeeSource = enumOf(TRADE_FEE_SOURCES);
registerEnumType(TradeFeeSource, {
  name: 'TradeFeeSource',
  description: "Where a candidate trade's fee comes from.",
  valuesConfig: {
    REQUEST: { description: 'The trade’s own fee.' },
    PUBLISHED: { description: 'The listing’s published TAKER fee line.' },
  },
});
export const RankingBasis = enumOf(RANKING_BASES);
registerEnumType(RankingBasis, {
  name: 'RankingBasis',
  description: 'What candidates are ranked on.',
  valuesConfig: {
    NET_AFTER_COST: { description: 'The whole book after each candidate net of its cost.' },
    PAYOUT: { description: 'Payouts alone: nothing prices the trades.' },
  },
});

@ObjectType('Extremum', { description: 'A minimum or maximum of a payout vector.' })
export class ExtremumType implements ResourceFields<ExtremumResource> {
  @Field(() => DecimalScalar, { description: 'The extreme value.' })
  value!: string;

  @Field(() => Int, { description: 'How many scenarios reach it.' })
  tieCount!: number;

  @Field(() => [String], { description: 'Scenarios reaching it, in domain order, at most 10.' })
  witnesses!: string[];
}

@ObjectType('ScenarioValue', { description: 'An amount in one scenario.' })
export class ScenarioValueType {
  @Field(() => String, { description: 'The scenario (a joint scenario ID over joint scopes).' })
  scenarioId!: string;

  @Field(() => DecimalScalar, { description: 'The amount.' })
  value!: string;
}

@ObjectType('Contribution', { description: "One holding's payout in each scenario." })
export class ContributionType {
  @Field(() => ID, { description: 'The holding.' })
  positionId!: string;

  @Field(() => [ScenarioValueType], { description: 'Signed: OWED holdings count negative.' })
  payouts!: ScenarioValueType[];
}

@ObjectType('EvaluationBook', { description: 'One family matrix of the baseline book.' })
export class EvaluationBookType {
  @Field(() => ID, { description: 'The family (or joint scope) of the matrix.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version analysed.' })
  scenarioVersion!: string;

  @Field(() => String, { nullable: true, description: 'Currency of the amounts.' })
  payoutCurrency!: string | null;

  @Field(() => Boolean, { description: 'True when a scenario filter narrowed the domain.' })
  conditioned!: boolean;

  @Field(() => [ID], { description: 'The holdings assigned to the matrix.' })
  positionIds!: string[];

  @Field(() => ExtremumType, { nullable: true, description: 'The worst case; with SUMMARY.' })
  min?: ExtremumType;

  @Field(() => ExtremumType, { nullable: true, description: 'The best case; with SUMMARY.' })
  max?: ExtremumType;

  @Field(() => [ScenarioValueType], {
    nullable: true,
    description: 'The book’s payout in each scenario; with PAYOUTS.',
  })
  payouts?: ScenarioValueType[];

  @Field(() => [ContributionType], {
    nullable: true,
    description: 'Each holding’s payouts; with CONTRIBUTIONS.',
  })
  contributions?: ContributionType[];
}

@ObjectType('WholeBook', { description: 'The extrema of every family matrix together.' })
export class WholeBookType implements ResourceFields<WholeBookResource> {
  @Field(() => WholeBookStatus, { description: 'How far the extrema can be trusted.' })
  status!: WholeBookResource['status'];

  @Field(() => DecimalScalar, { nullable: true, description: 'Worst case; null when UNAVAILABLE.' })
  min!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Best case; null when UNAVAILABLE.' })
  max!: string | null;

  @Field(() => String, { description: 'Why the status is what it is.' })
  explanation!: string;
}

@ObjectType('Baseline', { description: 'The book as held.' })
export class BaselineType {
  @Field(() => [EvaluationBookType], { description: 'One per family matrix.' })
  books!: EvaluationBookType[];

  @Field(() => WholeBookType, { description: 'All matrices together.' })
  wholeBook!: WholeBookType;
}

@ObjectType('MinMax', { description: 'A worst and a best case.' })
export class MinMaxType implements ResourceFields<MinMaxResource> {
  @Field(() => DecimalScalar, { description: 'Worst case.' })
  min!: string;

  @Field(() => DecimalScalar, { description: 'Best case.' })
  max!: string;
}

@ObjectType('CandidateScenarioValue', { description: "A candidate's effect in one scenario." })
export class CandidateScenarioValueType {
  @Field(() => String, { description: 'The scenario.' })
  scenarioId!: string;

  @Field(() => DecimalScalar, { description: 'The baseline payout.' })
  before!: string;

  @Field(() => DecimalScalar, { description: 'The payout with the candidate’s trades.' })
  after!: string;

  @Field(() => DecimalScalar, { description: 'after − before.' })
  delta!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'after − cost; null when unpriced.' })
  netAfter!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'delta − cost: what the trades pay here minus what they cost; null when unpriced.',
  })
  netDelta!: string | null;
}

@ObjectType('CandidateBook', { description: 'One family matrix before and after a candidate.' })
export class CandidateBookType {
  @Field(() => ID, { description: 'The family (or joint scope).' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version analysed.' })
  scenarioVersion!: string;

  @Field(() => String, { nullable: true, description: 'Currency of the amounts.' })
  payoutCurrency!: string | null;

  @Field(() => MinMaxType, { description: 'Extrema of the baseline.' })
  before!: MinMaxType;

  @Field(() => MinMaxType, { description: 'Extrema with the candidate.' })
  after!: MinMaxType;

  @Field(() => MinMaxType, { description: 'after − before, per extremum.' })
  delta!: MinMaxType;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'What the candidate’s trades in this book cost ("0" without any; negative when they receive more than they pay); null when unpriced.',
  })
  cost!: string | null;

  @Field(() => MinMaxType, {
    nullable: true,
    description: 'after − cost: worst and best case net of the cost; null when unpriced.',
  })
  netAfter!: MinMaxType | null;

  @Field(() => [CandidateScenarioValueType], {
    nullable: true,
    description: 'Per scenario; with PAYOUTS.',
  })
  payouts?: CandidateScenarioValueType[];
}

@ObjectType('TradeCost', { description: 'What one candidate trade costs.' })
export class TradeCostType {
  @Field(() => ID, { description: 'The trade.' })
  tradeId!: string;

  @Field(() => ID, { nullable: true, description: 'The listing priced on, if any.' })
  listingId!: string | null;

  @Field(() => DecimalScalar, { description: 'Units bought (positive) or sold (negative).' })
  quantityDelta!: string;

  @Field(() => TradePriceSource, { nullable: true, description: 'Null when unpriced.' })
  priceSource!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Per unit; on LIQUIDATION the average of the levels filled, to 10 places.',
  })
  price!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'quantityDelta × price, exact.' })
  notional!: string | null;

  @Field(() => TradeFeeSource, { nullable: true, description: 'Null when unpriced.' })
  feeSource!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The whole fee.' })
  fee!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'notional + fee; null when unpriced.',
  })
  cost!: string | null;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When the quote or book priced from was observed.',
  })
  observedAt!: string | null;

  @Field(() => EvaluationWarningCode, { nullable: true, description: 'Why it is unpriced.' })
  warning!: string | null;
}

@ObjectType('CandidateCost', { description: 'What a candidate’s trades cost together.' })
export class CandidateCostType {
  @Field(() => Boolean, { description: 'True when every analysed trade is priced.' })
  complete!: boolean;

  @Field(() => DecimalScalar, { nullable: true, description: 'The sum; null when incomplete.' })
  value!: string | null;

  @Field(() => [TradeCostType], { description: 'One per trade, in request order.' })
  trades!: TradeCostType[];
}

@ObjectType('CandidateRanking', { description: 'How the candidates were ranked.' })
export class CandidateRankingType {
  @Field(() => RankingBasis, { description: 'What they were ranked on.' })
  basis!: string;

  @Field(() => String, { description: 'The rule in words.' })
  explanation!: string;
}

@ObjectType('CandidateResult', { description: 'One candidate, ranked against the others.' })
export class CandidateResultType {
  @Field(() => ID, { description: 'The candidate.' })
  candidateId!: string;

  @Field(() => Int, {
    description:
      '1 is the best: see ranking (highest worst case, net of cost when priced, then highest best case, then ID).',
  })
  rank!: number;

  @Field(() => [CandidateBookType], { description: 'The matrices the candidate touches.' })
  books!: CandidateBookType[];

  @Field(() => WholeBookType, { description: 'The whole book with the candidate.' })
  wholeBook!: WholeBookType;

  @Field(() => CandidateCostType, { description: 'What its trades cost.' })
  cost!: CandidateCostType;

  @Field(() => WholeBookType, {
    description: 'The whole book with the candidate net of its cost; UNAVAILABLE when unpriced.',
  })
  netWholeBook!: WholeBookType;
}

@ObjectType('Assignment', { description: 'The family matrix a holding was assigned to.' })
export class AssignmentType {
  @Field(() => ID, { description: 'The holding.' })
  positionId!: string;

  @Field(() => ID, { nullable: true, description: 'Its family; null when unsupported.' })
  familyId!: string | null;
}

@ObjectType('Offset', {
  description:
    'Holdings whose combined payout is the same in every scenario. Analytical: implies no collateral or operational netting.',
})
export class OffsetType {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version.' })
  scenarioVersion!: string;

  @Field(() => [ID], { description: 'The holdings.' })
  positionIds!: string[];

  @Field(() => DecimalScalar, { description: 'Their combined payout in every scenario.' })
  value!: string;

  @Field(() => String, { description: 'Why they offset.' })
  explanation!: string;
}

@ObjectType('EvaluationScenarios', { description: 'The scenarios a family was analysed over.' })
export class EvaluationScenariosType {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version.' })
  scenarioVersion!: string;

  @Field(() => [String], { description: 'The scenarios, in domain order.' })
  scenarioIds!: string[];
}

@ObjectType('ValuationItem', { description: "One holding's value." })
export class ValuationItemType {
  @Field(() => ID, { description: 'The holding.' })
  positionId!: string;

  @Field(() => ID, { nullable: true, description: 'The listing it was priced on.' })
  listingId!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Null when it could not be priced.' })
  value!: string | null;

  @Field(() => EvaluationWarningCode, { nullable: true, description: 'Why not.' })
  warning!: string | null;
}

@ObjectType('Valuation', { description: 'The book valued at market prices.' })
export class ValuationType {
  @Field(() => PricingMode, { description: 'The pricing mode asked for.' })
  mode!: string;

  @Field(() => Boolean, { description: 'True when every holding was priced.' })
  complete!: boolean;

  @Field(() => DecimalScalar, { nullable: true, description: 'The total; null when incomplete.' })
  value!: string | null;

  @Field(() => [ValuationItemType], { description: 'One per holding.' })
  items!: ValuationItemType[];
}

@ObjectType('UnsupportedPosition', { description: 'A holding without payouts to analyse.' })
export class UnsupportedPositionType {
  @Field(() => ID, { description: 'The holding.' })
  positionId!: string;

  @Field(() => ID, { description: 'Its outcome.' })
  outcomeId!: string;

  @Field(() => String, { description: 'Why it is not analysable.' })
  reason!: string;
}

@ObjectType('UnsupportedTrade', { description: 'A candidate trade without payouts to analyse.' })
export class UnsupportedTradeType {
  @Field(() => ID, { description: 'The candidate.' })
  candidateId!: string;

  @Field(() => ID, { description: 'The trade.' })
  tradeId!: string;

  @Field(() => ID, { description: 'Its outcome.' })
  outcomeId!: string;

  @Field(() => String, { description: 'Why it is not analysable.' })
  reason!: string;
}

@ObjectType('EvaluationScenarioFilter', { description: 'A scenario filter that was applied.' })
export class EvaluationScenariosFilterType {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => [String], { description: 'The scenarios kept.' })
  scenarioIds!: string[];
}

@ObjectType('EvaluationCoverage', { description: 'What of the request could be analysed.' })
export class EvaluationCoverageType {
  @Field(() => Int, { description: 'Holdings submitted.' })
  positions!: number;

  @Field(() => Int, { description: 'Holdings analysed.' })
  supportedPositions!: number;

  @Field(() => [UnsupportedPositionType], { description: 'Holdings not analysed.' })
  unsupported!: UnsupportedPositionType[];

  @Field(() => [UnsupportedTradeType], { description: 'Candidate trades not analysed.' })
  unsupportedTrades!: UnsupportedTradeType[];

  @Field(() => [EvaluationScenariosFilterType], { description: 'Filters applied.' })
  scenarioFilters!: EvaluationScenariosFilterType[];
}

@ObjectType('MarketVersionUsed', { description: 'A market version the evaluation read.' })
export class MarketVersionUsedType {
  @Field(() => ID, { description: 'The market.' })
  marketId!: string;

  @Field(() => String, { description: 'Its version.' })
  version!: string;
}

@ObjectType('MappingVersionUsed', { description: 'A listing mapping the evaluation read.' })
export class MappingVersionUsedType {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;

  @Field(() => String, { description: 'Its mapping version.' })
  mappingVersion!: string;
}

@ObjectType('EvaluationScenarioPin', { description: 'A family and its scenario version used.' })
export class EvaluationScenarioPinType {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version.' })
  scenarioVersion!: string;
}

@ObjectType('EvaluationVersions', { description: 'Everything the evaluation was computed from.' })
export class EvaluationVersionsType {
  @RevealsRevision()
  @Field(() => String, { description: 'The snapshot read.' })
  snapshotId!: string;

  @RevealsRevision()
  @Field(() => DateTimeScalar, { description: "When the snapshot's revision was committed." })
  asOf!: string;

  @Field(() => [MarketVersionUsedType], { description: 'Market versions read.' })
  marketVersions!: MarketVersionUsedType[];

  @Field(() => [MappingVersionUsedType], { description: 'Listing mappings read.' })
  mappingVersions!: MappingVersionUsedType[];

  @Field(() => [EvaluationScenarioPinType], { description: 'Scenario versions used.' })
  scenarioPins!: EvaluationScenarioPinType[];
}

@ObjectType('EvaluationWarning', { description: 'Why part of the result is incomplete.' })
export class EvaluationWarningType implements ResourceFields<EvaluationWarningResource> {
  @Field(() => EvaluationWarningCode, { description: 'What went missing.' })
  code!: string;

  @Field(() => String, { description: 'In words.' })
  message!: string;

  @Field(() => ID, { nullable: true, description: 'The holding concerned, if one.' })
  positionId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The candidate concerned, on a trade warning.' })
  candidateId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The trade concerned, on a trade warning.' })
  tradeId!: string | null;
}

@ObjectType('RunEvaluationPayload', {
  description: 'The exposure of a book (POST /v1/evaluations:run).',
})
export class EvaluationType {
  @Field(() => BaselineType, { description: 'The book as held.' })
  baseline!: BaselineType;

  @Field(() => [CandidateResultType], { description: 'Candidates, best first.' })
  candidates!: CandidateResultType[];

  @Field(() => CandidateRankingType, { description: 'How the candidates were ranked.' })
  ranking!: CandidateRankingType;

  @Field(() => [AssignmentType], { description: "Each holding's family matrix." })
  assignments!: AssignmentType[];

  @Field(() => [OffsetType], { description: 'Holdings that offset each other.' })
  offsets!: OffsetType[];

  @Field(() => [EvaluationScenariosType], {
    nullable: true,
    description: 'The domain of each family; with SCENARIOS.',
  })
  scenarios?: EvaluationScenariosType[];

  @Field(() => ValuationType, { description: 'The book at market prices.' })
  valuation!: ValuationType;

  @Field(() => EvaluationCoverageType, { description: 'What could be analysed.' })
  coverage!: EvaluationCoverageType;

  @Field(() => EvaluationVersionsType, { description: 'What was read.' })
  versions!: EvaluationVersionsType;

  @Field(() => [EvaluationWarningType], { description: 'What is incomplete, and why.' })
  warnings!: EvaluationWarningType[];
}
