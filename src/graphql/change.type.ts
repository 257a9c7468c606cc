// The change feed (specification, GET /changes; Change record): reference metadata only.
import { Field, ID, ObjectType } from 'type-graphql';
import type { ResourceType as ResourceTypeValue } from '../domain/records';
import { ResourceType } from './feed-enums';
import { Node } from './node.type';

@ObjectType('Change', {
  implements: Node,
  description: 'One change of reference metadata; never prices, fills or fair values.',
})
export class Change extends Node {
  @Field(() => ID)
  changeId!: string;

  @Field(() => ResourceType)
  resourceType!: ResourceTypeValue;

  @Field(() => ID)
  resourceId!: string;

  @Field(() => String, {
    description:
      'CREATED, UPDATED, NEW_VERSION (market terms amended) or REMAPPED (listing moved to another outcome).',
  })
  changeType!: string;

  @Field(() => String, {
    description: 'The market, mapping or scenario version where the resource has one, else empty.',
  })
  version!: string;

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  occurredAt!: string;

  @Field(() => String)
  description!: string;

  @Field(() => [ID], { description: 'Families of the changed resource (the familyIds filter).' })
  familyIds!: string[];
}

@ObjectType('ChangePage', { description: 'One poll of the change feed.' })
export class ChangePage {
  @Field(() => [Change])
  items!: Change[];

  @Field(() => String, { description: 'Send as `cursor` on the next poll, with the same filters.' })
  nextCursor!: string;

  @Field(() => Boolean, { description: 'True: poll again at once with nextCursor.' })
  hasMore!: boolean;

  @Field(() => String, { description: 'The feed is complete through the commit of this time.' })
  asOf!: string;
}

@ObjectType('ChangeFeedEvent', { description: 'One change pushed to a subscription.' })
export class ChangeFeedEvent {
  @Field(() => Change)
  change!: Change;

  @Field(() => String, {
    description: 'Resumes after this change: pass as `cursor` to a new subscription or to a poll.',
  })
  cursor!: string;
}
