// Query.changes (GET /changes, polled) and Subscription.changes (pushed over WebSocket with
// graphql-ws; beyond the specification, which shows no push): the same service, filters and
// cursors.
import { Args, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import type { ChangeEvent, ChangePage as ChangePageView } from '../services/change-feed-service';
import { ChangeFeedEvent, ChangePage } from './change.type';
import { ChangeFeedArgs, ChangesArgs, changeQueryOf, followQueryOf } from './changes.args';
import type { GraphqlContext } from './context';

@Resolver()
export class ChangeFeedResolver {
  @Query(() => ChangePage, {
    name: 'changes',
    description:
      'The change feed (GET /changes). Without a cursor it starts at the current point: no items and a nextCursor to poll with.',
  })
  changes(@Args() args: ChangesArgs, @Ctx() ctx: GraphqlContext): Promise<ChangePageView> {
    return ctx.services.changes.read(changeQueryOf(args));
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
