// Arguments of Query.changes and Subscription.changes: the filters and cursor of GET /changes.
import { ArgsType, Field, ID, Int } from 'type-graphql';
import type { ResourceType as ResourceTypeValue } from '../domain/records';
import type { FeedStart } from '../domain/value-sets';
import type { ChangeQuery, FollowQuery } from '../services/change-feed-service';
import { LIMITS } from '../domain/limits';
import { ChangeFeedStart, ResourceType } from './feed-enums';

@ArgsType()
export class ChangeFeedArgs {
  @Field(() => [ResourceType], { nullable: true, description: 'Only these resource types.' })
  resourceTypes?: ResourceTypeValue[] | null;

  @Field(() => [ID], {
    nullable: true,
    description: 'Only changes of resources in these families: at least one ID.',
  })
  familyIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A cursor of an earlier poll or event; repeat its filters (else CURSOR_SCOPE_MISMATCH). Without it the feed starts at `start`.',
  })
  cursor?: string | null;

  @Field(() => ChangeFeedStart, {
    nullable: true,
    description: 'Only without a cursor; CURRENT when omitted.',
  })
  start?: FeedStart | null;
}

@ArgsType()
export class ChangesArgs extends ChangeFeedArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: LIMITS.pageSizeDefault,
    description: `Page size: at least 1, at most ${LIMITS.pageSizeMax} (else PAGE_SIZE_TOO_LARGE).`,
  })
  first?: number | null;
}

export function followQueryOf(args: ChangeFeedArgs): FollowQuery {
  return {
    resourceTypes: args.resourceTypes ?? undefined,
    familyIds: args.familyIds ?? undefined,
    cursor: args.cursor ?? undefined,
    start: args.start ?? undefined,
  };
}

export function changeQueryOf(args: ChangesArgs): ChangeQuery {
  return { ...followQueryOf(args), pageSize: args.first ?? undefined };
}
