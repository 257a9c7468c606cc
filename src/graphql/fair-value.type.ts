// A private fair value (schema/openapi.yaml, Fair value record) and the result of upsertFairValues.
import { Field, ID, ObjectType } from 'type-graphql';
import type {
  FairValueStatus as FairValueStatusValue,
  FairValueType as FairValueTypeValue,
  ProbabilityEvent as ProbabilityEventValue,
} from '../domain/fair-values';
import { connectionType } from './connection.type';
import { FairValueStatus, FairValueType, ProbabilityEvent } from './feed-enums';
import { Node } from './node.type';
import { DateTimeScalar, DecimalScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { FairValue as FairValueResource } from '../resources/fair-value';

@ObjectType('FairValue', {
  implements: Node,
  description: 'A customer estimate in a private scope; not a forecast of the service.',
})
export class FairValue extends Node implements ResourceFields<FairValueResource> {
  @Field(() => ID, {
    description: 'Private; stable per scope, outcome, market version and value type.',
  })
  fairValueId!: string;

  @Field(() => ID, { description: 'The private scope it belongs to.' })
  scopeId!: string;

  @Field(() => ID, { description: 'The outcome estimated.' })
  outcomeId!: string;

  @Field(() => String, { description: "The version of the outcome's market estimated." })
  marketVersion!: string;

  @Field(() => FairValueType, { description: 'What is estimated.' })
  valueType!: FairValueTypeValue;

  @Field(() => ProbabilityEvent, { nullable: true, description: 'Present for PROBABILITY.' })
  probabilityEvent!: ProbabilityEventValue | undefined;

  @Field(() => String, { nullable: true, description: 'Present for EXPECTED_PAYOUT.' })
  payoutCurrency!: string | undefined;

  @Field(() => DecimalScalar, { description: 'The estimate.' })
  value!: string;

  @Field(() => String, { description: "The caller's own source label." })
  source!: string;

  @Field(() => DateTimeScalar, { description: 'When the caller made the estimate.' })
  observedAt!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Optional expiry.' })
  validUntil!: string | undefined;

  @Field(() => DateTimeScalar, { description: 'Server time of the write.' })
  updatedAt!: string;

  @Field(() => String, {
    description: 'Server revision of the write; send it back as expectedRevision.',
  })
  revision!: string;

  @Field(() => FairValueStatus, { description: 'CURRENT, or EXPIRED once validUntil has passed.' })
  status!: FairValueStatusValue;
}

@ObjectType('UpsertFairValuesPayload', {
  description: 'The result of one upsertFairValues batch: every value written, or none.',
})
export class FairValueBatch {
  @Field(() => [FairValue], { description: 'The written values, in the order of the input.' })
  items!: FairValue[];

  @Field(() => DateTimeScalar, { description: 'Server time of the write.' })
  updatedAt!: string;
}

@ObjectType('FairValueConnection', { description: "A page of a scope's fair values." })
export class FairValueConnection extends connectionType('FairValue', FairValue, 'fair value') {}
