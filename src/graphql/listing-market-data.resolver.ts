// The market-data fields of Listing: thin, each calls the service behind its REST operation
// (GET /quotes, /orderbooks, /trades, /price-history, /fees, /market-stats).
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Resolver, Root } from 'type-graphql';
import { ServiceError } from '../domain/errors';
import type {
  BarInterval as BarIntervalValue,
  PriceBarRecord,
  TradeRecord,
} from '../domain/market-data';
import type { StatisticsWindow as StatisticsWindowValue } from '../domain/statistics';
import { LIMITS } from '../domain/limits';
import type {
  FeeView,
  OrderBookView,
  QuoteView,
  StatisticsView,
} from '../services/market-data-service';
import type { ConnectionOf } from './connection.type';
import { connectionOf } from './connections';
import type { GraphqlContext } from './context';
import { Listing } from './listing.type';
import { marketDataLoaders } from './market-data.loaders';
import {
  BarInterval,
  Fee,
  OrderBook,
  PriceBar,
  Quote,
  StatisticsRecord,
  StatisticsWindow,
  TradePrintConnection,
} from './market-data.type';
import type { ListingNode } from './nodes';
import { PagingArgs, pagedRequest } from './paging.args';
import { presentArgs } from './present-args';

@ArgsType()
export class ListingTradesArgs extends PagingArgs {
  @Field(() => String, { nullable: true, description: 'Inclusive ISO 8601 bound.' })
  start?: string | null;

  @Field(() => String, { nullable: true, description: 'Exclusive ISO 8601 bound.' })
  end?: string | null;
}

@Resolver(() => Listing)
export class ListingMarketDataResolver {
  @FieldResolver(() => Quote, {
    nullable: true,
    description: 'Best bid, best ask, midpoint and last (GET /quotes); null without data.',
  })
  quote(@Root() listing: ListingNode, @Ctx() ctx: GraphqlContext): Promise<QuoteView | null> {
    return marketDataLoaders(ctx).quotes.load(listing.listingId);
  }

  @FieldResolver(() => OrderBook, {
    nullable: true,
    description: 'The latest L2 book (GET /orderbooks); null without one.',
  })
  orderbook(
    @Root() listing: ListingNode,
    @Ctx() ctx: GraphqlContext,
  ): Promise<OrderBookView | null> {
    return marketDataLoaders(ctx).orderbooks.load(listing.listingId);
  }

  @FieldResolver(() => TradePrintConnection, {
    description: 'Trade prints, newest first, optionally within [start, end) (GET /trades).',
  })
  async trades(
    @Root() listing: ListingNode,
    @Args() args: ListingTradesArgs,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ConnectionOf<TradeRecord>> {
    const { first, after, start, end } = presentArgs(args);
    const result = await ctx.services.marketData.trades({
      listingId: listing.listingId,
      start,
      end,
      ...pagedRequest({ first, after }),
    });
    return connectionOf(ctx, result, (trade) => trade);
  }

  @FieldResolver(() => [PriceBar], {
    nullable: true,
    description: `OHLCV bars with start in [start, end) (GET /price-history); an interval the listing lacks, or more than ${LIMITS.pageSizeMax} bars, is INVALID_REQUEST (this field is then null, the listing is not).`,
  })
  async priceHistory(
    @Root() listing: ListingNode,
    @Arg('interval', () => BarInterval) interval: BarIntervalValue,
    @Arg('start', () => String) start: string,
    @Arg('end', () => String) end: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PriceBarRecord[]> {
    const result = await ctx.services.marketData.priceHistory({
      listingId: listing.listingId,
      interval,
      start,
      end,
      pageSize: LIMITS.pageSizeMax,
    });
    if (result.nextPageToken !== null) {
      throw new ServiceError(
        'INVALID_REQUEST',
        `more than ${LIMITS.pageSizeMax} ${interval} bars between ${start} and ${end}: narrow the range, or page through GET /price-history`,
        { problems: [{ path: 'start', reason: `at most ${LIMITS.pageSizeMax} bars per call` }] },
      );
    }
    return result.items;
  }

  @FieldResolver(() => StatisticsRecord, {
    nullable: true,
    description: 'Trading statistics over a window ending now (GET /market-stats).',
  })
  stats(
    @Root() listing: ListingNode,
    @Arg('window', () => StatisticsWindow) window: StatisticsWindowValue,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StatisticsView | null> {
    return marketDataLoaders(ctx).statsIn(window).load(listing.listingId);
  }

  @FieldResolver(() => [Fee], { description: 'The published fee schedule in force (GET /fees).' })
  fees(@Root() listing: ListingNode, @Ctx() ctx: GraphqlContext): Promise<FeeView[]> {
    return marketDataLoaders(ctx).fees.load(listing.listingId);
  }
}
