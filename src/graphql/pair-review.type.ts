// Review of cross-venue pairs (REST: POST /v1/cross-venue-pairs:decide, GET
// /v1/cross-venue-pairs/decisions): the decisions are values, kept per pair outside revisions.
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LIMITS } from '../domain/limits';
import {
  PAIR_DECISIONS,
  PAIR_DECISION_STATUSES,
  type PairDecisionKind,
  type PairDecisionStatus as PairDecisionStatusValue,
} from '../domain/review/pair-decision';
import type {
  PairDecision as PairDecisionResource,
  PairDecisionHistory as PairDecisionHistoryResource,
  PairDecisionSummary as PairDecisionSummaryResource,
} from '../resources/pair-review';
import { enumOf } from './enums';
import type { ResourceFields } from './resource-fields';
import { DateTimeScalar } from './scalars';

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

@ObjectType('PairDecisionSummary', {
  description: "The latest review decision on a pair, against the markets' current terms.",
})
export class PairDecisionSummary implements ResourceFields<PairDecisionSummaryResource> {
  @Field(() => Int, { description: "The pair's decision number, 1 for its first." })
  version!: number;

  @Field(() => PairReviewDecision, { description: 'ACCEPT or REJECT.' })
  decision!: PairDecisionKind;

  @Field(() => PairDecisionStatus, { description: 'Where the decision stands now.' })
  status!: PairDecisionStatusValue;

  @Field(() => String, { description: 'Why, in the reviewer’s words.' })
  reason!: string;

  @Field(() => DateTimeScalar, { description: 'When it was decided.' })
  decidedAt!: string;
}

@ObjectType('PairDecision', { description: 'One review decision on a cross-venue pair.' })
export class PairDecision implements ResourceFields<PairDecisionResource> {
  @Field(() => String, { description: 'The Kalshi market ticker.' })
  kalshiTicker!: string;

  @Field(() => String, { description: 'The Polymarket market ID.' })
  polymarketMarketId!: string;

  @Field(() => Int, { description: "The pair's decision number, 1 for its first." })
  version!: number;

  @Field(() => PairReviewDecision, { description: 'ACCEPT or REJECT.' })
  decision!: PairDecisionKind;

  @Field(() => PairDecisionStatus, {
    description: 'This decision against the markets as stored now.',
  })
  status!: PairDecisionStatusValue;

  @Field(() => String, { description: 'Why, in the reviewer’s words.' })
  reason!: string;

  @Field(() => String, {
    description: "The deciding API key's name (its configured name, else its key ID).",
  })
  decidedBy!: string;

  @Field(() => DateTimeScalar, { description: 'When it was decided.' })
  decidedAt!: string;

  @Field(() => String, {
    description: "SHA-256 of both markets' settlement statements when decided.",
  })
  termsFingerprint!: string;
}

@ObjectType('PairDecisionHistory', {
  description: "A pair's review decisions, every version kept.",
})
export class PairDecisionHistory implements ResourceFields<PairDecisionHistoryResource> {
  @Field(() => String, { description: 'The Kalshi market ticker.' })
  kalshiTicker!: string;

  @Field(() => String, { description: 'The Polymarket market ID.' })
  polymarketMarketId!: string;

  @Field(() => PairDecisionStatus, {
    nullable: true,
    description: "The latest decision's status; null when the pair was never decided.",
  })
  status!: PairDecisionStatusValue | null;

  @Field(() => [PairDecision], { description: 'Every decision, oldest first.' })
  decisions!: PairDecisionResource[];
}

@InputType('DecideCrossVenuePairInput', {
  description: 'A decision on the pair of a Kalshi and a Polymarket market of the catalog.',
})
export class DecideCrossVenuePairInput {
  @Field(() => String, { description: 'The Kalshi market ticker.' })
  kalshiTicker!: string;

  @Field(() => String, { description: 'The Polymarket market ID.' })
  polymarketMarketId!: string;

  @Field(() => PairReviewDecision, { description: 'ACCEPT or REJECT.' })
  decision!: PairDecisionKind;

  @Field(() => String, {
    description: `Why: what the reviewer compared (at most ${LIMITS.sourceLengthMax} characters).`,
  })
  reason!: string;
}
