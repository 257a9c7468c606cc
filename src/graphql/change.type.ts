// The change feed (specification, GET /changes; Change record): reference metadata only.
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { ResourceType as ResourceTypeValue } from '../domain/records';
import { enumOf } from './enums';
import { ResourceType } from './feed-enums';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';

export const ChangeType = enumOf(['CREATED', 'UPDATED', 'NEW_VERSION', 'REMAPPED'] as const);
registerEnumType(ChangeType, {
  name: 'ChangeType',
  description: 'What happened to the resource.',
  valuesConfig: {
    CREATED: { description: 'It appeared.' },
    UPDATED: { description: 'Its fields changed.' },
    NEW_VERSION: { description: 'A market got a new version of its settlement terms.' },
    REMAPPED: { description: 'A listing moved to another outcome.' },
  },
});

@ObjectType('Change', {
  implements: Node,
  description: 'One change of reference metadata; never prices, fills or fair values.',
})
export class Change extends Node {
  @Field(() => ID, { description: 'Service ID of the change.' })
  changeId!: string;

  @Field(() => ResourceType, { description: 'What kind of resource changed.' })
  resourceType!: ResourceTypeValue;

  @Field(() => ID, { description: 'The service ID of the resource.' })
  resourceId!: string;

  @Field(() => ChangeType, { description: 'What happened to it.' })
  changeType!: string;

  @Field(() => String, {
    description: 'The market, mapping or scenario version where the resource has one, else empty.',
  })
  version!: string;

  @Field(() => DateTimeScalar, { description: 'When the change was committed.' })
  occurredAt!: string;

  @Field(() => String, { description: 'What changed, in words.' })
  description!: string;

  @Field(() => [ID], { description: 'Families of the changed resource (the familyIds filter).' })
  familyIds!: string[];
}

@ObjectType('ChangePage', { description: 'One poll of the change feed.' })
export class ChangePage {
  @Field(() => [Change], { description: 'The changes, in commit order.' })
  items!: Change[];

  @Field(() => String, { description: 'Send as `cursor` on the next poll, with the same filters.' })
  nextCursor!: string;

  @Field(() => Boolean, { description: 'True: poll again at once with nextCursor.' })
  hasMore!: boolean;

  @Field(() => DateTimeScalar, {
    description: 'The feed is complete through the commit of this time.',
  })
  asOf!: string;
}

@ObjectType('ChangeFeedEvent', { description: 'One change pushed to a subscription.' })
export class ChangeFeedEvent {
  @Field(() => Change, { description: 'The change.' })
  change!: Change;

  @Field(() => String, {
    description: 'Resumes after this change: pass as `cursor` to a new subscription or to a poll.',
  })
  cursor!: string;
}
