// The request of POST /evaluations:run and Mutation.runEvaluation (schema/openapi.yaml, POST
// /evaluations:run; docs/decisions.md: pricing.maxQuoteAgeSeconds, scenarioFilters,
// resultLimit).
import { Type } from '@sinclair/typebox';
import { EVALUATION_INCLUDES, POSITION_TYPES, PRICING_MODES } from '../domain/evaluation/types';
import { LIMITS } from '../domain/limits';
import {
  Closed,
  DecimalInput,
  Id,
  Int,
  List,
  OneOf,
  Optional,
  With,
  type Static,
} from './schema-kit';
import { ScenarioPinInputDefinition } from './relationship';

const instrumentFields = Closed({ outcomeId: Optional(Id), listingId: Optional(Id) });

/** Exactly one of outcomeId or listingId (checked by the service, which lists every problem). */
export const InstrumentDefinition = Type.Unsafe<Static<typeof instrumentFields>>({
  type: 'object',
  required: [],
  additionalProperties: false,
  properties: instrumentFields.properties,
  description: 'exactly one of {outcomeId} or {listingId}',
});
export type Instrument = Static<typeof InstrumentDefinition>;

export const PositionInputDefinition = Closed({
  positionId: Id,
  instrument: InstrumentDefinition,
  positionType: OneOf(POSITION_TYPES),
  quantity: With(DecimalInput, { description: 'strictly positive decimal as text' }),
});
export type PositionInput = Static<typeof PositionInputDefinition>;

export const TradeInputDefinition = Closed({
  tradeId: Id,
  instrument: InstrumentDefinition,
  quantityDelta: With(DecimalInput, { description: 'signed nonzero decimal as text' }),
  price: Optional(
    With(DecimalInput, {
      description:
        'the price per unit the trade executes at, in the quote currency, zero or more; absent: priced by pricing.mode (MIDPOINT or LIQUIDATION), else unpriced',
    }),
  ),
  fee: Optional(
    With(DecimalInput, {
      description:
        "the trade's whole fee, zero or more; absent: the listing's published TAKER fee at the trade's price",
    }),
  ),
});
export type TradeInput = Static<typeof TradeInputDefinition>;

export const CandidateInputDefinition = Closed({
  candidateId: Id,
  trades: List(TradeInputDefinition, {
    minItems: 1,
    maxItems: LIMITS.tradesMax,
    description: `at most ${LIMITS.tradesMax} in all candidates together`,
  }),
});
export type CandidateInput = Static<typeof CandidateInputDefinition>;

export const ScenarioFilterDefinition = Closed({
  familyId: Id,
  scenarioIds: List(Id, { minItems: 1 }),
});
export type ScenarioFilter = Static<typeof ScenarioFilterDefinition>;

export const EvaluationRequestDefinition = Closed({
  positions: List(PositionInputDefinition, {
    maxItems: LIMITS.positionsMax,
    description: `at most ${LIMITS.positionsMax}`,
  }),
  candidates: Optional(
    List(CandidateInputDefinition, {
      maxItems: LIMITS.candidatesMax,
      description: `at most ${LIMITS.candidatesMax}`,
    }),
  ),
  scenarioPins: Optional(List(ScenarioPinInputDefinition)),
  include: Optional(List(OneOf(EVALUATION_INCLUDES), { description: 'default [SUMMARY]' })),
  pricing: Optional(
    Closed({
      mode: OneOf(PRICING_MODES),
      maxQuoteAgeSeconds: Optional(
        With(Type.Number(), {
          minimum: 0,
          description: 'older quotes and books are not used (QUOTE_STALE); absent: no age limit',
        }),
      ),
      warnQuoteAgeSeconds: Optional(
        With(Type.Number(), {
          minimum: 0,
          description:
            'older quotes and books are used with a QUOTE_OLD warning; absent: the service default (SETTLEGRAPH_QUOTE_WARN_AGE_S, 300)',
        }),
      ),
    }),
  ),
  scenarioFilters: Optional(List(ScenarioFilterDefinition)),
  resultLimit: Optional(
    With(Int, { minimum: 1, description: 'candidates returned after ranking' }),
  ),
});
export type EvaluationRequest = Static<typeof EvaluationRequestDefinition>;
