// Query.changes (GET /changes, polled) and Subscription.changes (pushed over WebSocket with
// graphql-ws; beyond the specification, which shows no push): the same service, filters and
// cursors.
import { Args, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import type {
  ChangeEvent,
  ChangePage as ChangePageView,
  ChangeView,
} from '../services/change-feed-service';
import { Change, ChangeConnection, ChangeFeedEvent } from './change.type';
import { ChangeFeedArgs, ChangesArgs, changeQueryOf, followQueryOf } from './changes.args';
import type { GraphqlContext } from './context';
import { ReadsBeyondSnapshot } from './reads-beyond-snapshot';
import { nodeIdField } from './resolver-fields';

@Resolver()
export class ChangeFeedResolver {
  @ReadsBeyondSnapshot()
  @Query(() => ChangeConnection, {
    name: 'changes',
    nullable: true,
    description:
      'The change feed (GET /v1/changes), polled: the changes after `after` in commit order. Without a cursor it starts at the current point: no changes and an endCursor to poll with.',
  })
  async changes(@Args() args: ChangesArgs, @Ctx() ctx: GraphqlContext): Promise<ChangePoll> {
    return changePoll(await ctx.services.changes.read(changeQueryOf(args)));
  }

  @Subscription(() => ChangeFeedEvent, {
    name: 'changes',
    description:
      'Pushes each change of the feed once, in order, as it is committed (over WebSocket, graphql-ws protocol, at /graphql). The filters and cursor are those of Query.changes; each event carries the cursor that resumes after it.',
    subscribe: ({ args, context }) =>
      (context as GraphqlContext).services.changes.follow(followQueryOf(args as ChangeFeedArgs)),
  })
  changeFeed(
    @Root() event: ChangeEvent | Error | undefined,
    @Args() _args: ChangeFeedArgs,
  ): ChangeEvent {
    // Over HTTP a subscription is executed once without a source event: it is served only over
    // WebSocket.
    if (event === undefined) {
      throw new ServiceError(
        'INVALID_REQUEST',
        'subscriptions are served over WebSocket at /graphql (graphql-ws protocol); poll Query.changes over HTTP',
      );
    }
    // A store failure while following ends the stream with this one error.
    if (event instanceof Error) throw event;
    return event;
  }
}

interface ChangePoll {
  edges: { cursor: string; node: ChangeView }[];
  nodes: ChangeView[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string;
  };
  asOf: string;
}

/** A poll of the feed in the connection shape (change.type.ts). */
function changePoll(page: ChangePageView): ChangePoll {
  return {
    get edges() {
      return page.items.map((node, index) => ({ cursor: page.cursorAt(index), node }));
    },
    nodes: page.items,
    pageInfo: {
      hasNextPage: page.hasMore,
      hasPreviousPage: false,
      get startCursor() {
        return page.items.length > 0 ? page.cursorAt(0) : null;
      },
      endCursor: page.nextCursor,
    },
    asOf: page.asOf,
  };
}

@Resolver(() => Change)
export class ChangeIdResolver {}

nodeIdField(ChangeIdResolver, 'Change', (change: ChangeView) => [String(change.seq)]);
