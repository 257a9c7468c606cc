// The result of runEvaluation: the evaluation response of DESIGN.md section 4 in camelCase.
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Extremum')
export class ExtremumType {
  @Field(() => String) value!: string;
  @Field(() => Int) tieCount!: number;
  @Field(() => [String], { description: 'Scenarios reaching it, in domain order, at most 10.' })
  witnesses!: string[];
}

@ObjectType('ScenarioValue')
export class ScenarioValueType {
  @Field(() => String) scenarioId!: string;
  @Field(() => String) value!: string;
}

@ObjectType('Contribution')
export class ContributionType {
  @Field(() => ID) positionId!: string;
  @Field(() => [ScenarioValueType]) payouts!: ScenarioValueType[];
}

@ObjectType('EvaluationBook', { description: 'One family matrix.' })
export class EvaluationBookType {
  @Field(() => ID) familyId!: string;
  @Field(() => String) scenarioVersion!: string;
  @Field(() => String, { nullable: true }) payoutCurrency!: string | null;
  @Field(() => Boolean, { description: 'True when a scenario filter narrowed the domain.' })
  conditioned!: boolean;
  @Field(() => [ID]) positionIds!: string[];
  @Field(() => ExtremumType, { nullable: true, description: 'With SUMMARY.' }) min?: ExtremumType;
  @Field(() => ExtremumType, { nullable: true, description: 'With SUMMARY.' }) max?: ExtremumType;
  @Field(() => [ScenarioValueType], { nullable: true, description: 'With PAYOUTS.' })
  payouts?: ScenarioValueType[];
  @Field(() => [ContributionType], { nullable: true, description: 'With CONTRIBUTIONS.' })
  contributions?: ContributionType[];
}

@ObjectType('WholeBook')
export class WholeBookType {
  @Field(() => String, { description: 'EXACT, BOUND or UNAVAILABLE.' }) status!: string;
  @Field(() => String, { nullable: true }) min!: string | null;
  @Field(() => String, { nullable: true }) max!: string | null;
  @Field(() => String) explanation!: string;
}

@ObjectType('Baseline')
export class BaselineType {
  @Field(() => [EvaluationBookType]) books!: EvaluationBookType[];
  @Field(() => WholeBookType) wholeBook!: WholeBookType;
}

@ObjectType('MinMax')
export class MinMaxType {
  @Field(() => String) min!: string;
  @Field(() => String) max!: string;
}

@ObjectType('CandidateScenarioValue')
export class CandidateScenarioValueType {
  @Field(() => String) scenarioId!: string;
  @Field(() => String) before!: string;
  @Field(() => String) after!: string;
  @Field(() => String) delta!: string;
}

@ObjectType('CandidateBook')
export class CandidateBookType {
  @Field(() => ID) familyId!: string;
  @Field(() => String) scenarioVersion!: string;
  @Field(() => String, { nullable: true }) payoutCurrency!: string | null;
  @Field(() => MinMaxType) before!: MinMaxType;
  @Field(() => MinMaxType) after!: MinMaxType;
  @Field(() => MinMaxType) delta!: MinMaxType;
  @Field(() => [CandidateScenarioValueType], { nullable: true, description: 'With PAYOUTS.' })
  payouts?: CandidateScenarioValueType[];
}

@ObjectType('CandidateResult')
export class CandidateResultType {
  @Field(() => ID) candidateId!: string;
  @Field(() => Int, { description: '1 is the best.' }) rank!: number;
  @Field(() => [CandidateBookType]) books!: CandidateBookType[];
  @Field(() => WholeBookType) wholeBook!: WholeBookType;
}

@ObjectType('Assignment')
export class AssignmentType {
  @Field(() => ID) positionId!: string;
  @Field(() => ID, { nullable: true }) familyId!: string | null;
}

@ObjectType('Offset', { description: 'Analytical: implies no collateral or operational netting.' })
export class OffsetType {
  @Field(() => ID) familyId!: string;
  @Field(() => String) scenarioVersion!: string;
  @Field(() => [ID]) positionIds!: string[];
  @Field(() => String) value!: string;
  @Field(() => String) explanation!: string;
}

@ObjectType('EvaluationScenarios')
export class EvaluationScenariosType {
  @Field(() => ID) familyId!: string;
  @Field(() => String) scenarioVersion!: string;
  @Field(() => [String]) scenarioIds!: string[];
}

@ObjectType('ValuationItem')
export class ValuationItemType {
  @Field(() => ID) positionId!: string;
  @Field(() => ID, { nullable: true }) listingId!: string | null;
  @Field(() => String, { nullable: true }) value!: string | null;
  @Field(() => String, { nullable: true }) warning!: string | null;
}

@ObjectType('Valuation')
export class ValuationType {
  @Field(() => String) mode!: string;
  @Field(() => Boolean) complete!: boolean;
  @Field(() => String, { nullable: true }) value!: string | null;
  @Field(() => [ValuationItemType]) items!: ValuationItemType[];
}

@ObjectType('UnsupportedPosition')
export class UnsupportedPositionType {
  @Field(() => ID) positionId!: string;
  @Field(() => ID) outcomeId!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('UnsupportedTrade')
export class UnsupportedTradeType {
  @Field(() => ID) candidateId!: string;
  @Field(() => ID) tradeId!: string;
  @Field(() => ID) outcomeId!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('EvaluationScenarioFilter')
export class EvaluationScenariosFilterType {
  @Field(() => ID) familyId!: string;
  @Field(() => [String]) scenarioIds!: string[];
}

@ObjectType('EvaluationCoverage')
export class EvaluationCoverageType {
  @Field(() => Int) positions!: number;
  @Field(() => Int) supportedPositions!: number;
  @Field(() => [UnsupportedPositionType]) unsupported!: UnsupportedPositionType[];
  @Field(() => [UnsupportedTradeType]) unsupportedTrades!: UnsupportedTradeType[];
  @Field(() => [EvaluationScenariosFilterType]) scenarioFilters!: EvaluationScenariosFilterType[];
}

@ObjectType('MarketVersionUsed')
export class MarketVersionUsedType {
  @Field(() => ID) marketId!: string;
  @Field(() => String) version!: string;
}

@ObjectType('MappingVersionUsed')
export class MappingVersionUsedType {
  @Field(() => ID) listingId!: string;
  @Field(() => String) mappingVersion!: string;
}

@ObjectType('EvaluationScenarioPin')
export class EvaluationScenarioPinType {
  @Field(() => ID) familyId!: string;
  @Field(() => String) scenarioVersion!: string;
}

@ObjectType('EvaluationVersions')
export class EvaluationVersionsType {
  @Field(() => String) snapshotId!: string;
  @Field(() => String) asOf!: string;
  @Field(() => [MarketVersionUsedType]) marketVersions!: MarketVersionUsedType[];
  @Field(() => [MappingVersionUsedType]) mappingVersions!: MappingVersionUsedType[];
  @Field(() => [EvaluationScenarioPinType]) scenarioPins!: EvaluationScenarioPinType[];
}

@ObjectType('EvaluationWarning')
export class EvaluationWarningType {
  @Field(() => String) code!: string;
  @Field(() => String) message!: string;
  @Field(() => ID, { nullable: true }) positionId!: string | null;
}

@ObjectType('Evaluation', { description: 'The result of POST /evaluations:run.' })
export class EvaluationType {
  @Field(() => BaselineType) baseline!: BaselineType;
  @Field(() => [CandidateResultType]) candidates!: CandidateResultType[];
  @Field(() => [AssignmentType]) assignments!: AssignmentType[];
  @Field(() => [OffsetType]) offsets!: OffsetType[];
  @Field(() => [EvaluationScenariosType], { nullable: true, description: 'With SCENARIOS.' })
  scenarios?: EvaluationScenariosType[];
  @Field(() => ValuationType) valuation!: ValuationType;
  @Field(() => EvaluationCoverageType) coverage!: EvaluationCoverageType;
  @Field(() => EvaluationVersionsType) versions!: EvaluationVersionsType;
  @Field(() => [EvaluationWarningType]) warnings!: EvaluationWarningType[];
}
