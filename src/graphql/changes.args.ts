// Arguments of Query.changes and Subscription.changes: the filters and cursor of GET /v1/changes.
// Both resume after `after`, as every connection does; the poll pages like a connection.
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
      "A cursor of an earlier poll (its endCursor, or any edge's cursor) or subscription event; repeat its filters (else CURSOR_SCOPE_MISMATCH). Without it the feed starts at `start`.",
  })
  after?: string | null;

  @Field(() => ChangeFeedStart, {
    nullable: true,
    description:
      'Where to start without a cursor; CURRENT when omitted. Polls ignore it when `after` is given; a subscription refuses it with a cursor.',
  })
  start?: FeedStart | null;
}

@ArgsType()
export class ChangesArgs extends ChangeFeedArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: LIMITS.pageSizeDefault,
    description: `Changes in the poll: at least 1, at most ${LIMITS.pageSizeMax} (else PAGE_SIZE_TOO_LARGE).`,
  })
  first?: number | null;
}

export function followQueryOf(args: ChangeFeedArgs): FollowQuery {
  return {
    resourceTypes: args.resourceTypes ?? undefined,
    familyIds: args.familyIds ?? undefined,
    cursor: args.after ?? undefined,
    start: args.start ?? undefined,
  };
}

/**
 * The poll's query. `start` chooses where a poll without a cursor starts; with `after` it is
 * ignored, so a client paging a connection may repeat its first arguments (docs/decisions.md).
 */
export function changeQueryOf(args: ChangesArgs): ChangeQuery {
  const cursor = args.after ?? undefined;
  return {
    resourceTypes: args.resourceTypes ?? undefined,
    familyIds: args.familyIds ?? undefined,
    cursor,
    start: cursor === undefined ? (args.start ?? undefined) : undefined,
    pageSize: args.first ?? undefined,
  };
}
