// The market-data fields of Listing: thin, each calls the service behind its REST operation
// (GET /v1/quotes, /orderbooks, /trades, /price-history, /fees, /market-stats) through the
// request's loaders, which read a page of listings at once.
import { Arg, ArgsType, Ctx, Field, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { failOnProblems } from '../domain/errors';
import type { BarInterval as BarIntervalValue, TradeRecord } from '../domain/market-data';
import type { StatisticsWindow as StatisticsWindowValue } from '../domain/statistics';
import type {
  FeeView,
  OrderBookView,
  QuoteView,
  StatisticsView,
} from '../services/market-data-service';
import { ConnectionArgs, pagedQueryOf } from './connection.args';
import type { GraphqlContext } from './context';
import { Listing } from './listing.type';
import { marketDataLoaders } from './market-data.loaders';
import {
  BarInterval,
  Fee,
  OrderBook,
  PriceBarConnection,
  Quote,
  StatisticsRecord,
  StatisticsWindow,
  TradePrint,
  TradePrintConnection,
} from './market-data.type';
import { ListSize } from './list-size';
import type { ListingNode } from './nodes';
import { DateTimeScalar } from './scalars';
import { ReadsBeyondSnapshot, ReadsListingMarketData } from './reads-beyond-snapshot';
import { nodeIdField, pageConnectionField } from './resolver-fields';

@ArgsType()
export class ListingTradesArgs extends ConnectionArgs {
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'Only trades at or after this time.',
  })
  start?: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Only trades before this time.' })
  end?: string | null;
}

@ArgsType()
export class ListingPriceHistoryArgs extends ConnectionArgs {
  @Field(() => BarInterval, { description: 'The bar interval; the listing must have it.' })
  interval!: BarIntervalValue;

  @Field(() => DateTimeScalar, { description: 'Bars starting at or after this time.' })
  start!: string;

  @Field(() => DateTimeScalar, { description: 'Bars starting before this time.' })
  end!: string;
}

@Resolver(() => Listing)
export class ListingMarketDataResolver {
  @ReadsListingMarketData()
  @FieldResolver(() => Quote, {
    nullable: true,
    description: 'Best bid, best ask, midpoint and last (GET /v1/quotes); null without data.',
  })
  quote(
    @Root() listing: ListingNode,
    @Ctx() ctx: GraphqlContext,
  ): QuoteView | null | Promise<QuoteView | null> {
    return marketDataLoaders(ctx).quote(listing.listingId);
  }

  @ReadsListingMarketData()
  @FieldResolver(() => OrderBook, {
    nullable: true,
    description: 'The latest L2 book (GET /v1/orderbooks); null without one.',
  })
  orderbook(
    @Root() listing: ListingNode,
    @Arg('depth', () => Int, {
      nullable: true,
      description:
        'At most this many levels of each side, best first (a dashboard’s top of book); every level when absent.',
    })
    depth: number | null | undefined,
    @Ctx() ctx: GraphqlContext,
  ): OrderBookView | null | Promise<OrderBookView | null> {
    if (depth !== null && depth !== undefined && depth < 1)
      failOnProblems([{ path: 'depth', reason: 'must be at least 1' }]);
    const book = marketDataLoaders(ctx).orderbook(listing.listingId);
    if (depth === null || depth === undefined) return book;
    const top = (whole: OrderBookView | null): OrderBookView | null =>
      whole && {
        listingId: whole.listingId,
        observedAt: whole.observedAt,
        ageSeconds: whole.ageSeconds,
        bids: whole.bids.slice(0, depth),
        asks: whole.asks.slice(0, depth),
      };
    return book instanceof Promise ? book.then(top) : top(book);
  }

  @ReadsBeyondSnapshot()
  @FieldResolver(() => StatisticsRecord, {
    nullable: true,
    description: 'Trading statistics over a window ending now (GET /v1/market-stats).',
  })
  stats(
    @Root() listing: ListingNode,
    @Arg('window', () => StatisticsWindow, { description: 'The window, ending now.' })
    window: StatisticsWindowValue,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StatisticsView | null> {
    return marketDataLoaders(ctx).statsIn(window).load(listing.listingId);
  }

  @ListSize(2)
  @ReadsBeyondSnapshot()
  @FieldResolver(() => [Fee], {
    description: 'The published fee schedule in force (GET /v1/fees).',
  })
  fees(@Root() listing: ListingNode, @Ctx() ctx: GraphqlContext): Promise<FeeView[]> {
    return marketDataLoaders(ctx).fees.load(listing.listingId);
  }
}

pageConnectionField(ListingMarketDataResolver, 'trades', {
  type: () => TradePrintConnection,
  args: ListingTradesArgs,
  description: 'Trade prints, newest first, optionally within [start, end) (GET /v1/trades).',
  decorators: [ReadsBeyondSnapshot()],
  query: (listing: ListingNode, args) => ({ ...pagedQueryOf(args), listingId: listing.listingId }),
  read: (query, ctx) => marketDataLoaders(ctx).trades.load(query),
});

pageConnectionField(ListingMarketDataResolver, 'priceHistory', {
  type: () => PriceBarConnection,
  args: ListingPriceHistoryArgs,
  description:
    'OHLCV bars with start in [start, end), oldest first (GET /v1/price-history); an interval the listing lacks is INVALID_REQUEST (this field is then null, the listing is not).',
  decorators: [ReadsBeyondSnapshot()],
  query: (listing: ListingNode, args) => {
    const { interval, start, end } = args;
    return { ...pagedQueryOf(args), listingId: listing.listingId, interval, start, end };
  },
  read: (query, ctx) => marketDataLoaders(ctx).priceHistory.load(query),
});

@Resolver(() => TradePrint)
export class TradePrintResolver {}

nodeIdField(TradePrintResolver, 'TradePrint', (trade: TradeRecord) => [trade.tradeId]);
