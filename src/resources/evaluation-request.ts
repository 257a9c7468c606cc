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

const instrumentFields = Closed({
  outcomeId: Optional(With(Id, { description: 'the instrument as an outcome' })),
  listingId: Optional(With(Id, { description: 'the instrument as a venue listing' })),
});

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
  positionId: With(Id, { description: 'your ID of the holding, unique in the request' }),
  instrument: With(InstrumentDefinition, {
    description: 'what is held: exactly one of {outcomeId} or {listingId}',
  }),
  positionType: OneOf(POSITION_TYPES, { description: 'HELD or OWED' }),
  quantity: With(DecimalInput, { description: 'units held: strictly positive' }),
});
export type PositionInput = Static<typeof PositionInputDefinition>;

export const TradeInputDefinition = Closed({
  tradeId: With(Id, { description: 'your ID of the trade, unique in its candidate' }),
  instrument: With(InstrumentDefinition, {
    description: 'what is traded: exactly one of {outcomeId} or {listingId}',
  }),
  quantityDelta: With(DecimalInput, {
    description: 'units bought (positive) or sold (negative); not 0',
  }),
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
  candidateId: With(Id, { description: 'your ID of the candidate, unique in the request' }),
  trades: List(TradeInputDefinition, {
    minItems: 1,
    maxItems: LIMITS.tradesMax,
    description: `its trades; at most ${LIMITS.tradesMax} in all candidates together`,
  }),
});
export type CandidateInput = Static<typeof CandidateInputDefinition>;

export const ScenarioFilterDefinition = Closed({
  familyId: With(Id, { description: 'the family' }),
  scenarioIds: List(Id, { minItems: 1, description: 'the scenarios to keep' }),
});
export type ScenarioFilter = Static<typeof ScenarioFilterDefinition>;

export const PricingDefinition = Closed({
  mode: OneOf(PRICING_MODES, { description: 'the pricing mode' }),
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
});

export const EvaluationRequestDefinition = Closed({
  positions: List(PositionInputDefinition, {
    maxItems: LIMITS.positionsMax,
    description: `the holdings; at most ${LIMITS.positionsMax}`,
  }),
  candidates: Optional(
    List(CandidateInputDefinition, {
      maxItems: LIMITS.candidatesMax,
      description: `independent alternatives, each compared with the baseline; at most ${LIMITS.candidatesMax}`,
    }),
  ),
  scenarioPins: Optional(
    List(ScenarioPinInputDefinition, {
      description: "scenario versions to use; each family's current one otherwise",
    }),
  ),
  include: Optional(List(OneOf(EVALUATION_INCLUDES), { description: 'default [SUMMARY]' })),
  pricing: Optional(With(PricingDefinition, { description: 'valuation; none when omitted' })),
  scenarioFilters: Optional(
    List(ScenarioFilterDefinition, {
      description: 'condition families on some of their scenarios',
    }),
  ),
  resultLimit: Optional(
    With(Int, { minimum: 1, description: 'candidates returned after ranking' }),
  ),
});
export type EvaluationRequest = Static<typeof EvaluationRequestDefinition>;
