// The input of runEvaluation (schema/openapi.yaml, POST /evaluations:run; docs/decisions.md:
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
import { enumOf } from './enums';
import { DecimalScalar } from './scalars';

export const PositionType = enumOf(POSITION_TYPES);
registerEnumType(PositionType, {
  name: 'PositionType',
  description: 'Which side of a payout a holding is on.',
  valuesConfig: {
    HELD: { description: 'The holder receives the payout.' },
    OWED: { description: 'The holder owes the payout (a short).' },
  },
});
export const EvaluationInclude = enumOf(EVALUATION_INCLUDES);
registerEnumType(EvaluationInclude, {
  name: 'EvaluationInclude',
  description: 'Optional parts of an evaluation.',
  valuesConfig: {
    SUMMARY: { description: 'Extrema with tie counts and witnesses.' },
    PAYOUTS: { description: 'Payout vectors.' },
    CONTRIBUTIONS: { description: 'The per-holding matrix.' },
    SCENARIOS: { description: 'The domain used.' },
  },
});
export const PricingMode = enumOf(PRICING_MODES);
registerEnumType(PricingMode, {
  name: 'PricingMode',
  description: 'How holdings are valued.',
  valuesConfig: {
    NONE: { description: 'Not valued.' },
    MIDPOINT: { description: 'At the quote midpoint.' },
    LIQUIDATION: {
      description: 'Walking the L2 book (HELD into bids, OWED from asks) with the taker fee.',
    },
  },
});

@InputType('InstrumentInput', { description: 'Exactly one of outcomeId or listingId.' })
export class InstrumentInput {
  @Field(() => ID, { nullable: true, description: 'The instrument as an outcome.' })
  outcomeId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The instrument as a venue listing.' })
  listingId?: string | null;
}

@InputType('PositionInput', { description: 'One holding of the book.' })
export class PositionInput {
  @Field(() => ID, { description: 'Your ID of the holding, unique in the request.' })
  positionId!: string;

  @Field(() => InstrumentInput, { description: 'What is held.' })
  instrument!: InstrumentInput;

  @Field(() => PositionType, { description: 'HELD or OWED.' })
  positionType!: PositionTypeValue;

  @Field(() => DecimalScalar, { description: 'Units held: strictly positive.' })
  quantity!: string;
}

@InputType('TradeInput', { description: 'One trade of a candidate.' })
export class TradeInput {
  @Field(() => ID, { description: 'Your ID of the trade, unique in its candidate.' })
  tradeId!: string;

  @Field(() => InstrumentInput, { description: 'What is traded.' })
  instrument!: InstrumentInput;

  @Field(() => DecimalScalar, { description: 'Units bought (positive) or sold (negative); not 0.' })
  quantityDelta!: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'The price per unit it executes at, zero or more; null: priced by pricing.mode (MIDPOINT or LIQUIDATION), else unpriced.',
  })
  price?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      "Its whole fee, zero or more; null: the listing's published TAKER fee at the price paid.",
  })
  fee?: string | null;
}

@InputType('CandidateInput', {
  description: 'An independent alternative; its trades are one simultaneous package.',
})
export class CandidateInput {
  @Field(() => ID, { description: 'Your ID of the candidate, unique in the request.' })
  candidateId!: string;

  @Field(() => [TradeInput], { description: 'Its trades.' })
  trades!: TradeInput[];
}

@InputType('EvaluationScenarioPinInput', {
  description: 'A scenario version to analyse a family in.',
})
export class EvaluationScenarioPinInput {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'Its scenario version.' })
  scenarioVersion!: string;
}

@InputType('ScenarioFilterInput', { description: 'Conditions the analysis on these scenarios.' })
export class ScenarioFilterInput {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => [String], { description: 'The scenarios to keep.' })
  scenarioIds!: string[];
}

@InputType('PricingInput', { description: 'How to value the holdings.' })
export class PricingInput {
  @Field(() => PricingMode, { description: 'The pricing mode.' })
  mode!: PricingModeValue;

  @Field(() => Float, {
    nullable: true,
    description: 'Older quotes and books are not used (QUOTE_STALE); null: no age limit.',
  })
  maxQuoteAgeSeconds?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Older quotes and books are used with a QUOTE_OLD warning; null: the service default (SETTLEGRAPH_QUOTE_WARN_AGE_S, 300).',
  })
  warnQuoteAgeSeconds?: number | null;
}

@InputType('RunEvaluationInput', { description: 'A book of holdings and candidate trades.' })
export class RunEvaluationInput {
  @Field(() => [PositionInput], { description: 'The holdings.' })
  positions!: PositionInput[];

  @Field(() => [CandidateInput], {
    nullable: true,
    description: 'Independent alternatives, each compared with the baseline.',
  })
  candidates?: CandidateInput[] | null;

  @Field(() => [EvaluationScenarioPinInput], {
    nullable: true,
    description: "Scenario versions to use; each family's current one otherwise.",
  })
  scenarioPins?: EvaluationScenarioPinInput[] | null;

  @Field(() => [EvaluationInclude], { nullable: true, description: 'Default [SUMMARY].' })
  include?: IncludeValue[] | null;

  @Field(() => PricingInput, { nullable: true, description: 'Valuation; none when omitted.' })
  pricing?: PricingInput | null;

  @Field(() => [ScenarioFilterInput], {
    nullable: true,
    description: 'Condition families on some of their scenarios.',
  })
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
        price: t.price ?? undefined,
        fee: t.fee ?? undefined,
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
          warnQuoteAgeSeconds: input.pricing.warnQuoteAgeSeconds ?? undefined,
        }
      : undefined,
    scenarioFilters: input.scenarioFilters?.map((f) => ({
      familyId: f.familyId,
      scenarioIds: f.scenarioIds,
    })),
    resultLimit: input.resultLimit ?? undefined,
  };
}
