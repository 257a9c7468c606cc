// A private fair value (specification, Fair value record) and the result of upsertFairValues.
import { Field, ID, ObjectType } from 'type-graphql';
import type {
  FairValueStatus as FairValueStatusValue,
  FairValueType as FairValueTypeValue,
  ProbabilityEvent as ProbabilityEventValue,
} from '../domain/fair-values';
import { connectionType } from './connection.type';
import { FairValueStatus, FairValueType, ProbabilityEvent } from './feed-enums';
import { Node } from './node.type';

@ObjectType('FairValue', {
  implements: Node,
  description: 'A customer estimate in a private scope; not a forecast of the service.',
})
export class FairValue extends Node {
  @Field(() => ID, {
    description: 'Private; stable per scope, outcome, market version and value type.',
  })
  fairValueId!: string;

  @Field(() => ID)
  scopeId!: string;

  @Field(() => ID)
  outcomeId!: string;

  @Field(() => String)
  marketVersion!: string;

  @Field(() => FairValueType)
  valueType!: FairValueTypeValue;

  @Field(() => ProbabilityEvent, { nullable: true, description: 'Present for PROBABILITY.' })
  probabilityEvent?: ProbabilityEventValue;

  @Field(() => String, { nullable: true, description: 'Present for EXPECTED_PAYOUT.' })
  payoutCurrency?: string;

  @Field(() => String, { description: 'Decimal number as text.' })
  value!: string;

  @Field(() => String, { description: "The caller's own source label." })
  source!: string;

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  observedAt!: string;

  @Field(() => String, { nullable: true, description: 'Optional expiry, ISO 8601 UTC.' })
  validUntil?: string;

  @Field(() => String, { description: 'Server time of the write.' })
  updatedAt!: string;

  @Field(() => String, {
    description: 'Server revision of the write; send it back as expectedRevision.',
  })
  revision!: string;

  @Field(() => FairValueStatus)
  status!: FairValueStatusValue;
}

@ObjectType('FairValueBatch')
export class FairValueBatch {
  @Field(() => [FairValue], { description: 'The written values, in the order of the input.' })
  items!: FairValue[];

  @Field(() => String, { description: 'Server time of the write.' })
  updatedAt!: string;
}

@ObjectType('FairValueConnection')
export class FairValueConnection extends connectionType('FairValue', FairValue, 'fair value') {}
