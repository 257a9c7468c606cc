// The input of runEvaluation (specification, POST /evaluations:run; DESIGN.md section 4:
// maxQuoteAgeSeconds, scenarioFilters, resultLimit). Problem paths name the input's own fields
// (input.positions[3].quantity).
import { Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import {
  EVALUATION_INCLUDES,
  POSITION_TYPES,
  PRICING_MODES,
  type EvaluationInclude as IncludeValue,
  type PositionType as PositionTypeValue,
  type PricingMode as PricingModeValue,
} from '../domain/evaluation/types';
import type { EvaluationRequest } from '../services/evaluation-service';

function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

export const PositionType = enumOf(POSITION_TYPES);
registerEnumType(PositionType, {
  name: 'PositionType',
  description: 'HELD receives the payout; OWED owes it.',
});
export const EvaluationInclude = enumOf(EVALUATION_INCLUDES);
registerEnumType(EvaluationInclude, {
  name: 'EvaluationInclude',
  description:
    'SUMMARY: extrema with tie counts and witnesses; PAYOUTS: payout vectors; CONTRIBUTIONS: per-holding matrix; SCENARIOS: the domain used.',
});
export const PricingMode = enumOf(PRICING_MODES);
registerEnumType(PricingMode, {
  name: 'PricingMode',
  description:
    'NONE; MIDPOINT: the quote midpoint; LIQUIDATION: walk the L2 book with the taker fee.',
});

@InputType('InstrumentInput', { description: 'Exactly one of outcomeId or listingId.' })
export class InstrumentInput {
  @Field(() => ID, { nullable: true })
  outcomeId?: string | null;

  @Field(() => ID, { nullable: true })
  listingId?: string | null;
}

@InputType('PositionInput')
export class PositionInput {
  @Field(() => ID)
  positionId!: string;

  @Field(() => InstrumentInput)
  instrument!: InstrumentInput;

  @Field(() => PositionType)
  positionType!: PositionTypeValue;

  @Field(() => String, { description: 'Strictly positive decimal as text.' })
  quantity!: string;
}

@InputType('TradeInput')
export class TradeInput {
  @Field(() => ID)
  tradeId!: string;

  @Field(() => InstrumentInput)
  instrument!: InstrumentInput;

  @Field(() => String, { description: 'Signed nonzero decimal as text.' })
  quantityDelta!: string;
}

@InputType('CandidateInput', {
  description: 'An independent alternative; its trades are one simultaneous package.',
})
export class CandidateInput {
  @Field(() => ID)
  candidateId!: string;

  @Field(() => [TradeInput])
  trades!: TradeInput[];
}

@InputType('EvaluationScenarioPinInput')
export class EvaluationScenarioPinInput {
  @Field(() => ID)
  familyId!: string;

  @Field(() => String)
  scenarioVersion!: string;
}

@InputType('ScenarioFilterInput', { description: 'Conditions the analysis on these scenarios.' })
export class ScenarioFilterInput {
  @Field(() => ID)
  familyId!: string;

  @Field(() => [String])
  scenarioIds!: string[];
}

@InputType('PricingInput')
export class PricingInput {
  @Field(() => PricingMode)
  mode!: PricingModeValue;

  @Field(() => Float, { nullable: true, description: 'Older quotes and books are stale.' })
  maxQuoteAgeSeconds?: number | null;
}

@InputType('RunEvaluationInput')
export class RunEvaluationInput {
  @Field(() => [PositionInput])
  positions!: PositionInput[];

  @Field(() => [CandidateInput], { nullable: true })
  candidates?: CandidateInput[] | null;

  @Field(() => [EvaluationScenarioPinInput], { nullable: true })
  scenarioPins?: EvaluationScenarioPinInput[] | null;

  @Field(() => [EvaluationInclude], { nullable: true, description: 'Default [SUMMARY].' })
  include?: IncludeValue[] | null;

  @Field(() => PricingInput, { nullable: true })
  pricing?: PricingInput | null;

  @Field(() => [ScenarioFilterInput], { nullable: true })
  scenarioFilters?: ScenarioFilterInput[] | null;

  @Field(() => Int, { nullable: true, description: 'Candidates returned after ranking.' })
  resultLimit?: number | null;
}

const ref = (i: InstrumentInput) => ({
  outcomeId: i.outcomeId ?? undefined,
  listingId: i.listingId ?? undefined,
});

export function evaluationRequestOf(input: RunEvaluationInput): EvaluationRequest {
  return {
    positions: input.positions.map((p) => ({
      positionId: p.positionId,
      instrument: ref(p.instrument),
      positionType: p.positionType,
      quantity: p.quantity,
    })),
    candidates: input.candidates?.map((c) => ({
      candidateId: c.candidateId,
      trades: c.trades.map((t) => ({
        tradeId: t.tradeId,
        instrument: ref(t.instrument),
        quantityDelta: t.quantityDelta,
      })),
    })),
    scenarioPins: input.scenarioPins?.map((p) => ({
      familyId: p.familyId,
      scenarioVersion: p.scenarioVersion,
    })),
    include: input.include ?? undefined,
    pricing: input.pricing
      ? {
          mode: input.pricing.mode,
          maxQuoteAgeSeconds: input.pricing.maxQuoteAgeSeconds ?? undefined,
        }
      : undefined,
    scenarioFilters: input.scenarioFilters?.map((f) => ({
      familyId: f.familyId,
      scenarioIds: f.scenarioIds,
    })),
    resultLimit: input.resultLimit ?? undefined,
  };
}
