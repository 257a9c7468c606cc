// Subscription.quote, .orderbook and .trades: live market data pushed over WebSocket (graphql-ws at
// /graphql, with the change feed's authentication, limits and per-socket caps), from the venue
// streams (docs/decisions.md, "Live market data"). The first event is the current value; books are
// conflated to SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS per listing, quotes to their latest, and every
// trade is given once, in order.
import { Args, ArgsType, Field, ID, Resolver, Root, Subscription } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import type { TradeRecord } from '../domain/market-data';
import type { OrderBook as OrderBookView, Quote as QuoteView } from '../resources/market-data';
import type { GraphqlContext } from './context';
import { OrderBook, Quote, TradePrint } from './market-data.type';

@ArgsType()
class ListingArgs {
  @Field(() => ID, { description: 'The listing.' })
  listingId!: string;
}

@ArgsType()
class ListingsArgs {
  @Field(() => [ID], { description: 'The listings: at least one, at most 100.' })
  listingIds!: string[];
}

@Resolver()
export class MarketDataSubscriptionResolver {
  @Subscription(() => Quote, {
    name: 'quote',
    description:
      "A listing's top of book as it changes: its current quote first, then each change (a reader that falls behind gets the latest). Over WebSocket only.",
    subscribe: ({ args, context }) =>
      (context as GraphqlContext).services.marketDataPush.quotes((args as ListingArgs).listingId),
  })
  quote(@Root() event: QuoteView | Error | undefined, @Args() _args: ListingArgs): QuoteView {
    return pushed(event, 'Query.listing(listingId) { quote }');
  }

  @Subscription(() => OrderBook, {
    name: 'orderbook',
    description:
      "A listing's L2 book as it changes: the whole current book first, then the whole book after each change, at most one per SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS. Over WebSocket only.",
    subscribe: ({ args, context }) =>
      (context as GraphqlContext).services.marketDataPush.orderbooks(
        (args as ListingArgs).listingId,
      ),
  })
  orderbook(
    @Root() event: OrderBookView | Error | undefined,
    @Args() _args: ListingArgs,
  ): OrderBookView {
    return pushed(event, 'Query.listing(listingId) { orderbook }');
  }

  @Subscription(() => TradePrint, {
    name: 'trades',
    description:
      'Every trade print of the listings from now on, once each, in the order they arrive. A reader more than 1,000 prints behind is ended with RATE_LIMITED. Over WebSocket only.',
    subscribe: ({ args, context }) =>
      (context as GraphqlContext).services.marketDataPush.trades((args as ListingsArgs).listingIds),
  })
  trades(@Root() event: TradeRecord | Error | undefined, @Args() _args: ListingsArgs): TradeRecord {
    return pushed(event, 'Query.listing(listingId) { trades }');
  }
}

/** Over HTTP a subscription runs once without an event: it is served over WebSocket only. */
function pushed<T>(event: T | Error | undefined, poll: string): T {
  if (event === undefined)
    throw new ServiceError(
      'INVALID_REQUEST',
      `subscriptions are served over WebSocket at /graphql (graphql-ws protocol); poll ${poll} over HTTP`,
    );
  if (event instanceof Error) throw event;
  return event;
}
