// Review of cross-venue pairs (REST: POST /v1/cross-venue-pairs:decide, GET
// /v1/cross-venue-pairs/decisions): the decisions are values, kept per pair outside revisions.
import { registerEnumType } from 'type-graphql';
import { PAIR_DECISIONS, PAIR_DECISION_STATUSES } from '../domain/review/pair-decision';
import {
  PairDecisionDefinition,
  PairDecisionHistoryDefinition,
  PairDecisionRequestDefinition,
  PairDecisionSummaryDefinition,
} from '../resources/pair-review';
import { enumOf } from './enums';
import { FieldsOf, InputFieldsOf, ResourceInputType, ResourceObjectType } from './from-resource';

export const PairReviewDecision = enumOf(PAIR_DECISIONS);
registerEnumType(PairReviewDecision, {
  name: 'PairReviewDecision',
  description: "A reviewer's decision on a cross-venue pair.",
  valuesConfig: {
    ACCEPT: {
      description:
        'The two markets settle alike: the sync merges them into one market and outcome identity, as an equivalence file does.',
    },
    REJECT: { description: 'They do not: they stay apart, and the pair shows the decision.' },
  },
});

export const PairDecisionStatus = enumOf(PAIR_DECISION_STATUSES);
registerEnumType(PairDecisionStatus, {
  name: 'PairDecisionStatus',
  description: "A decision against the markets' current settlement statements.",
  valuesConfig: {
    ACCEPTED: { description: 'Accepted, on the statements stored now: the merge is applied.' },
    REJECTED: { description: 'Rejected, on the statements stored now.' },
    REOPENED: {
      description:
        "Either market's settlement statement changed since: decide again (an accepted merge is not applied meanwhile).",
    },
  },
});

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
