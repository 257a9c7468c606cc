// The input of runEvaluation (schema/openapi.yaml, POST /evaluations:run; docs/decisions.md:
// maxQuoteAgeSeconds, scenarioFilters, resultLimit). Problem paths name the input's own fields
// (input.positions[3].quantity).
import { EVALUATION_INCLUDES, POSITION_TYPES, PRICING_MODES } from '../domain/evaluation/types';
import {
  CandidateInputDefinition,
  EvaluationRequestDefinition,
  InstrumentDefinition,
  type Instrument,
  PositionInputDefinition,
  PricingDefinition,
  ScenarioFilterDefinition,
  TradeInputDefinition,
} from '../resources/evaluation-request';
import { ScenarioPinInputDefinition } from '../resources/relationship';
import type { EvaluationRequest } from '../services/evaluation-service';
import { describedEnum, enumOf } from './enums';
import { InputFieldsOf, ResourceInputType, type InputValue } from './from-resource';

export const PositionType = describedEnum(
  enumOf(POSITION_TYPES),
  'PositionType',
  'Which side of a payout a holding is on.',
  {
    HELD: 'The holder receives the payout.',
    OWED: 'The holder owes the payout (a short).',
  },
);
export const EvaluationInclude = describedEnum(
  enumOf(EVALUATION_INCLUDES),
  'EvaluationInclude',
  'Optional parts of an evaluation.',
  {
    SUMMARY: 'Extrema with tie counts and witnesses.',
    PAYOUTS: 'Payout vectors.',
    CONTRIBUTIONS: 'The per-holding matrix.',
    SCENARIOS: 'The domain used.',
  },
);
export const PricingMode = describedEnum(
  enumOf(PRICING_MODES),
  'PricingMode',
  'How holdings are valued.',
  {
    NONE: 'Not valued.',
    MIDPOINT: 'At the quote midpoint.',
    LIQUIDATION: 'Walking the L2 book (HELD into bids, OWED from asks) with the taker fee.',
  },
);

@ResourceInputType('InstrumentInput', { description: 'Exactly one of outcomeId or listingId.' })
export class InstrumentInput extends InputFieldsOf(InstrumentDefinition, {
  ids: ['outcomeId', 'listingId'],
}) {}

@ResourceInputType('PositionInput', { description: 'One holding of the book.' })
export class PositionInput extends InputFieldsOf(PositionInputDefinition, {
  ids: ['positionId'],
}) {}

@ResourceInputType('TradeInput', { description: 'One trade of a candidate.' })
export class TradeInput extends InputFieldsOf(TradeInputDefinition, { ids: ['tradeId'] }) {}

@ResourceInputType('CandidateInput', {
  description: 'An independent alternative; its trades are one simultaneous package.',
})
export class CandidateInput extends InputFieldsOf(CandidateInputDefinition, {
  ids: ['candidateId'],
}) {}

@ResourceInputType('EvaluationScenarioPinInput', {
  description: 'A scenario version to analyse a family in.',
})
export class EvaluationScenarioPinInput extends InputFieldsOf(ScenarioPinInputDefinition, {
  ids: ['familyId'],
  fields: { scenarioVersion: { type: () => String } },
}) {}

@ResourceInputType('ScenarioFilterInput', {
  description: 'Conditions the analysis on these scenarios.',
})
export class ScenarioFilterInput extends InputFieldsOf(ScenarioFilterDefinition, {
  ids: ['familyId'],
  fields: { scenarioIds: { type: () => [String] } },
}) {}

@ResourceInputType('PricingInput', { description: 'How to value the holdings.' })
export class PricingInput extends InputFieldsOf(PricingDefinition) {}

@ResourceInputType('RunEvaluationInput', {
  description: 'A book of holdings and candidate trades.',
})
export class RunEvaluationInput extends InputFieldsOf(EvaluationRequestDefinition, {
  fields: { scenarioPins: { type: () => [EvaluationScenarioPinInput] } },
}) {}

const ref = (i: InputValue<Instrument>) => ({
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
