// The input of upsertFairValues (specification, POST /fair-values:batchUpsert; DESIGN.md
// section 4: payoutCurrency and expectedRevision).
import { Field, ID, InputType } from 'type-graphql';
import type {
  FairValueType as FairValueTypeValue,
  ProbabilityEvent as ProbabilityEventValue,
} from '../domain/fair-values';
import type { FairValueBatch } from '../services/fair-value-service';
import { FairValueType, ProbabilityEvent } from './feed-enums';

@InputType('FairValueInput')
export class FairValueInput {
  @Field(() => ID)
  outcomeId!: string;

  @Field(() => String, { description: 'A published version of the outcome’s market.' })
  marketVersion!: string;

  @Field(() => FairValueType)
  valueType!: FairValueTypeValue;

  @Field(() => ProbabilityEvent, { nullable: true, description: 'Required for PROBABILITY.' })
  probabilityEvent?: ProbabilityEventValue | null;

  @Field(() => String, { nullable: true, description: 'Required for EXPECTED_PAYOUT.' })
  payoutCurrency?: string | null;

  @Field(() => String, {
    description: 'Decimal number as text; a PROBABILITY is within [0, 1].',
  })
  value!: string;

  @Field(() => String, { description: 'Your own source label.' })
  source!: string;

  @Field(() => String, { description: 'ISO 8601 timestamp with a zone.' })
  observedAt!: string;

  @Field(() => String, { nullable: true, description: 'Optional expiry, after observedAt.' })
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
  @Field(() => ID)
  scopeId!: string;

  @Field(() => [FairValueInput])
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
