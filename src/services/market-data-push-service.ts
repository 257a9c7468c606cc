// Market data pushed to dashboards (GraphQL subscriptions `quote`, `orderbook`, `trades`): the
// listings are checked as GET /quotes checks them (known at the head, at most
// marketDataListingsMax), then each update is given in the shape the queries give it (Quote,
// OrderBook, TradePrint). The first values are the current ones (a snapshot, then updates); a
// reader too slow for its updates gets the reason as its last event.
import { failOnProblems, msg, ServiceError } from '../domain/errors';
import { LIMITS } from '../domain/limits';
import type { OrderBookRecord, TradeRecord } from '../domain/market-data';
import { ageSeconds, midpoint } from '../domain/order-book';
import type { OrderBook, Quote } from '../resources/market-data';
import type { Store } from '../store/store';
import type { LiveFeed, MarketDataFeeds, PushedQuote } from './live-feed';

export class MarketDataPushService {
  constructor(
    private readonly store: Store,
    private readonly feeds: MarketDataFeeds,
    private readonly clock: () => Date,
  ) {}

  async quotes(listingId: string): Promise<AsyncIterable<Quote | Error>> {
    await this.check([listingId], 'listingId');
    return mapped(this.feeds.subscribeQuotes([listingId]), (q) => this.quoteView(q));
  }

  async orderbooks(listingId: string): Promise<AsyncIterable<OrderBook | Error>> {
    await this.check([listingId], 'listingId');
    return mapped(this.feeds.subscribeBooks([listingId]), (b) => this.bookView(b));
  }

  async trades(listingIds: readonly string[]): Promise<AsyncIterable<TradeRecord | Error>> {
    const ids = [...new Set(listingIds)];
    await this.check(ids, 'listingIds');
    return mapped(this.feeds.subscribeTrades(ids), (t) => t);
  }

  /** Every listing known at the head; at least one, at most marketDataListingsMax. */
  private async check(listingIds: readonly string[], name: string): Promise<void> {
    if (listingIds.length === 0)
      failOnProblems([{ path: name, reason: msg`name at least one listing` }]);
    if (listingIds.length > LIMITS.marketDataListingsMax)
      failOnProblems([
        {
          path: name,
          reason: msg`at most ${String(LIMITS.marketDataListingsMax)} listings, got ${String(listingIds.length)}`,
        },
      ]);
    const { revision } = await this.store.head();
    const found = new Set(
      (await this.store.getByKeys('listing', [...listingIds], revision)).map((l) => l.listingId),
    );
    const unknown = listingIds.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw new ServiceError('NOT_FOUND', `unknown listing(s): ${unknown.join(', ')}`);
  }

  private quoteView(q: PushedQuote): Quote {
    return {
      listingId: q.listingId,
      bid: q.bid,
      bidSize: q.bidSize,
      ask: q.ask,
      askSize: q.askSize,
      midpoint: q.bid !== null && q.ask !== null ? midpoint(q.bid, q.ask) : null,
      last: q.last,
      observedAt: q.observedAt,
      ageSeconds: ageSeconds(q.observedAt, this.clock()),
      source: q.source,
    };
  }

  private bookView(b: OrderBookRecord): OrderBook {
    return {
      listingId: b.listingId,
      observedAt: b.observedAt,
      ageSeconds: ageSeconds(b.observedAt, this.clock()),
      bids: b.bids,
      asks: b.asks,
    };
  }
}

/**
 * The feed's values as views; a feed ended for slowness ends with that reason as an error (the
 * subscriber's last event), and the subscriber leaving ends the feed.
 */
async function* mapped<T, V>(feed: LiveFeed<T>, view: (value: T) => V): AsyncGenerator<V | Error> {
  try {
    for await (const value of feed) yield view(value);
    const end = feed.endedWith;
    if (end?.reason === 'SLOW_SUBSCRIBER') yield new ServiceError('RATE_LIMITED', end.message);
  } finally {
    void feed.return();
  }
}
