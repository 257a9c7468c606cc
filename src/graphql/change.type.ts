// The change feed (schema/openapi.yaml, GET /changes; Change record): reference metadata only.
import { Field, ObjectType } from 'type-graphql';
import { CHANGE_TYPES } from '../domain/records';
import { ChangeDefinition } from '../resources/change';
import { PageInfo } from './connection.type';
import { describedEnum, enumOf } from './enums';
// The type of Change.resourceType, found by its values.
import './feed-enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';

export const ChangeType = describedEnum(
  enumOf(CHANGE_TYPES),
  'ChangeType',
  'What happened to the resource.',
  {
    CREATED: 'It appeared.',
    UPDATED: 'Its fields changed.',
    NEW_VERSION: 'A market got a new version of its settlement terms.',
    REMAPPED: 'A listing moved to another outcome.',
  },
);

@ResourceObjectType('Change', {
  implements: Node,
  description: 'One change of reference metadata; never prices, fills or fair values.',
})
export class Change extends FieldsOf(
  ChangeDefinition,
  {
    ids: ['changeId', 'resourceId', 'familyIds'],
    // The definition leaves the change types open (clients must accept others); here they are
    // the enum of today's.
    fields: { changeType: { type: () => ChangeType } },
  },
  Node,
) {}

@ObjectType('ChangeEdge', { description: 'One change of a poll, with the cursor after it.' })
export class ChangeEdge {
  @Field(() => String, {
    description: 'Resumes after this change: pass as `after` (or to a subscription as `cursor`).',
  })
  cursor!: string;

  @Field(() => Change, { description: 'The change.' })
  node!: Change;
}

@ObjectType('ChangeConnection', {
  description:
    'One poll of the change feed (GET /v1/changes): the changes after a cursor, in commit order.',
})
export class ChangeConnection {
  @Field(() => [ChangeEdge], { description: 'The changes, each with its cursor.' })
  edges!: ChangeEdge[];

  @Field(() => [Change], { description: 'The changes without cursors.' })
  nodes!: Change[];

  @Field(() => PageInfo, {
    description:
      'Where the poll stands. The feed pages forward only: hasPreviousPage is false, and endCursor is the feed position after the poll, set even when it found nothing (pass it as `after` on the next poll, with the same filters).',
  })
  pageInfo!: PageInfo;

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
