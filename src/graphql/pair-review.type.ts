// Review of cross-venue pairs (REST: POST /v1/cross-venue-pairs:decide, GET
// /v1/cross-venue-pairs/decisions): the decisions are values, kept per pair outside revisions.
import { PAIR_DECISIONS, PAIR_DECISION_STATUSES } from '../domain/review/pair-decision';
import {
  PairDecisionDefinition,
  PairDecisionHistoryDefinition,
  PairDecisionRequestDefinition,
  PairDecisionSummaryDefinition,
} from '../resources/pair-review';
import { describedEnum, enumOf } from './enums';
import { FieldsOf, InputFieldsOf, ResourceInputType, ResourceObjectType } from './from-resource';

export const PairReviewDecision = describedEnum(
  enumOf(PAIR_DECISIONS),
  'PairReviewDecision',
  "A reviewer's decision on a cross-venue pair.",
  {
    ACCEPT:
      'The two markets settle alike: the sync merges them into one market and outcome identity, as an equivalence file does.',
    REJECT: 'They do not: they stay apart, and the pair shows the decision.',
  },
);

export const PairDecisionStatus = describedEnum(
  enumOf(PAIR_DECISION_STATUSES),
  'PairDecisionStatus',
  "A decision against the markets' current settlement statements.",
  {
    ACCEPTED: 'Accepted, on the statements stored now: the merge is applied.',
    REJECTED: 'Rejected, on the statements stored now.',
    REOPENED:
      "Either market's settlement statement changed since: decide again (an accepted merge is not applied meanwhile).",
  },
);

@ResourceObjectType('PairDecisionSummary', {
  description: "The latest review decision on a pair, against the markets' current terms.",
})
export class PairDecisionSummary extends FieldsOf(PairDecisionSummaryDefinition) {}

@ResourceObjectType('PairDecision', { description: 'One review decision on a cross-venue pair.' })
export class PairDecision extends FieldsOf(PairDecisionDefinition) {}

@ResourceObjectType('PairDecisionHistory', {
  description: "A pair's review decisions, every version kept.",
})
export class PairDecisionHistory extends FieldsOf(PairDecisionHistoryDefinition) {}

@ResourceInputType('DecideCrossVenuePairInput', {
  description: 'A decision on the pair of a Kalshi and a Polymarket market of the catalog.',
})
export class DecideCrossVenuePairInput extends InputFieldsOf(PairDecisionRequestDefinition) {}
