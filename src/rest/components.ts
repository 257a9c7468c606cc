// The shared components of the /v1 schemas (`$ref: 'Event#'`): every resource definition with an
// $id, in the order the OpenAPI document lists them, and the error responses of every route.
import type { TSchema } from '@sinclair/typebox';
import { ComboFindingDefinition, ComposeResultDefinition } from '../resources/compose';
import { ChangeDefinition } from '../resources/change';
import { PairDecisionDefinition, PairDecisionHistoryDefinition } from '../resources/pair-review';
import {
  CrossVenuePairDefinition,
  CrossVenuePairSideDefinition,
  TermDifferenceDefinition,
} from '../resources/cross-venue-pair';
import { ErrorDefinition, ProblemDefinition } from '../resources/error';
import { EventDefinition } from '../resources/event';
import { FairValueDefinition } from '../resources/fair-value';
import { FamilyDefinition } from '../resources/family';
import {
  LegReferenceDefinition,
  ListingDefinition,
  MarketDefinition,
  OutcomeDefinition,
  SettlementEvidenceDefinition,
  TradingRulesDefinition,
} from '../resources/market';
import {
  FeeDefinition,
  OrderBookDefinition,
  PriceBarDefinition,
  PriceLevelDefinition,
  QuoteDefinition,
  StatisticDefinition,
  StatisticsRecordDefinition,
  TradePrintDefinition,
} from '../resources/market-data';
import { PayoutDefinition } from '../resources/payout';
import { SettlementTermsDefinition, TermSpanDefinition } from '../resources/settlement-terms';
import { RelationshipDefinition } from '../resources/relationship';
import {
  ScenarioDefinition,
  ScenarioPinDefinition,
  WitnessDefinition,
} from '../resources/scenario';
import { restSchema, type Json } from './rest-codec';

const COMPONENTS: readonly TSchema[] = [
  ProblemDefinition,
  ErrorDefinition,
  EventDefinition,
  TradingRulesDefinition,
  ListingDefinition,
  OutcomeDefinition,
  LegReferenceDefinition,
  TermSpanDefinition,
  SettlementTermsDefinition,
  SettlementEvidenceDefinition,
  MarketDefinition,
  FamilyDefinition,
  ScenarioDefinition,
  PayoutDefinition,
  ChangeDefinition,
  FairValueDefinition,
  ScenarioPinDefinition,
  WitnessDefinition,
  RelationshipDefinition,
  PriceLevelDefinition,
  QuoteDefinition,
  OrderBookDefinition,
  TradePrintDefinition,
  PriceBarDefinition,
  FeeDefinition,
  StatisticDefinition,
  StatisticsRecordDefinition,
  ComboFindingDefinition,
  ComposeResultDefinition,
  CrossVenuePairSideDefinition,
  TermDifferenceDefinition,
  CrossVenuePairDefinition,
  PairDecisionDefinition,
  PairDecisionHistoryDefinition,
];

/** The snake_case schemas of the shared components, for `app.addSchema`. */
export function restComponents(): Json[] {
  return COMPONENTS.map(restSchema);
}

const error = { $ref: 'Error#' } as const;

/** What every route may answer besides 200 (status code conformance, docs/decisions.md). */
export const errorResponses = {
  400: error,
  401: error,
  429: error,
  500: error,
  503: error,
} as const;

/**
 * What every route with a JSON body may answer besides 200: the above, and 415 when the body is
 * not sent as JSON (docs/errors.md).
 */
export const bodyErrorResponses = { ...errorResponses, 415: error } as const;

/** The Error body under one more status (403 on fair values, 409, 410, 422). */
export const errorResponse = error;
