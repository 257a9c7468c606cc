// The input of upsertFairValues (schema/openapi.yaml, POST /fair-values:batchUpsert; docs/decisions.md: payoutCurrency and expectedRevision).
import { Field, ID, InputType } from 'type-graphql';
import type {
  FairValueType as FairValueTypeValue,
  ProbabilityEvent as ProbabilityEventValue,
} from '../domain/fair-values';
import { LIMITS } from '../domain/limits';
import type { FairValueBatch } from '../services/fair-value-service';
import { FairValueType, ProbabilityEvent } from './feed-enums';
import { DateTimeScalar, DecimalScalar } from './scalars';

@InputType('FairValueInput', { description: 'One fair value to save.' })
export class FairValueInput {
  @Field(() => ID, { description: 'The outcome estimated.' })
  outcomeId!: string;

  @Field(() => String, { description: 'A published version of the outcome’s market.' })
  marketVersion!: string;

  @Field(() => FairValueType, { description: 'What is estimated.' })
  valueType!: FairValueTypeValue;

  @Field(() => ProbabilityEvent, { nullable: true, description: 'Required for PROBABILITY.' })
  probabilityEvent?: ProbabilityEventValue | null;

  @Field(() => String, { nullable: true, description: 'Required for EXPECTED_PAYOUT.' })
  payoutCurrency?: string | null;

  @Field(() => DecimalScalar, { description: 'The estimate; a PROBABILITY is within [0, 1].' })
  value!: string;

  @Field(() => String, {
    description: `Your own source label, at most ${LIMITS.sourceLengthMax} characters (identifiers: ${LIMITS.idLengthMax}).`,
  })
  source!: string;

  @Field(() => DateTimeScalar, { description: 'When you made the estimate.' })
  observedAt!: string;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'Optional expiry, after observedAt.',
  })
  validUntil?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The revision of the value you last read ("rev-0": none yet); a mismatch rejects the batch with REVISION_CONFLICT.',
  })
  expectedRevision?: string | null;
}

@InputType('UpsertFairValuesInput', {
  description:
    'One atomic batch in a private scope of the API key: one invalid entry or revision conflict rejects it whole.',
})
export class UpsertFairValuesInput {
  @Field(() => ID, { description: 'A private scope of the API key.' })
  scopeId!: string;

  @Field(() => [FairValueInput], { description: 'The values, at most 1000.' })
  fairValues!: FairValueInput[];
}

export function fairValueBatchOf(input: UpsertFairValuesInput): FairValueBatch {
  return {
    scopeId: input.scopeId,
    fairValues: input.fairValues.map((e) => ({
      outcomeId: e.outcomeId,
      marketVersion: e.marketVersion,
      valueType: e.valueType,
      probabilityEvent: e.probabilityEvent ?? undefined,
      payoutCurrency: e.payoutCurrency ?? undefined,
      value: e.value,
      source: e.source,
      observedAt: e.observedAt,
      validUntil: e.validUntil ?? undefined,
      expectedRevision: e.expectedRevision ?? undefined,
    })),
  };
}
