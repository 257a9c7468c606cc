// Market data pushed to dashboards (GraphQL subscriptions `quote`, `orderbook`, `trades`): the
// listings are checked as GET /quotes checks them (known at the head, at most
// marketDataListingsMax), then each update is given in the shape the queries give it (Quote,
// OrderBook, TradePrint). The first values are the current ones (a snapshot, then updates); a
// reader too slow for its updates gets the reason as its last event. An unknown listing is no
// match, not an error, as in every lookup (docs/decisions.md, "Unknown IDs"): it is left out, and a
// subscription that names no known listing completes at once without an event.
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
    const known = await this.known([listingId], 'listingId');
    if (known.length === 0) return nothing();
    return mapped(this.feeds.subscribeQuotes(known), (q) => this.quoteView(q));
  }

  async orderbooks(listingId: string): Promise<AsyncIterable<OrderBook | Error>> {
    const known = await this.known([listingId], 'listingId');
    if (known.length === 0) return nothing();
    return mapped(this.feeds.subscribeBooks(known), (b) => this.bookView(b));
  }

  async trades(listingIds: readonly string[]): Promise<AsyncIterable<TradeRecord | Error>> {
    const known = await this.known([...new Set(listingIds)], 'listingIds');
    if (known.length === 0) return nothing();
    return mapped(this.feeds.subscribeTrades(known), (t) => t);
  }

  /**
   * The listings known at the head, in the order given; at least one and at most
   * marketDataListingsMax must be named.
   */
  private async known(listingIds: readonly string[], name: string): Promise<string[]> {
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
    return listingIds.filter((id) => found.has(id));
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

/** A subscription with no known listing: it completes without an event. */
async function* nothing(): AsyncGenerator<never> {}

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
