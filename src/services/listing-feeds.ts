// The subscribers' feeds of one process's live market data, by kind (docs/decisions.md, "One
// registry of live feeds"): quotes and books conflated per listing (books at most once per
// `bookIntervalMs`), trades queued in order. Both holders of live data deliver through it: the
// venue streams' LiveMarketData and a gateway's LiveMirror of the ingest's updates.
import type { OrderBookRecord, TradeRecord } from '../domain/market-data';
import { FeedRegistry, type LiveFeed, type PushedQuote } from './live-feed';

export interface ListingFeedLimits {
  /** Per subscriber: appended updates (trades) waiting at most before it is ended as too slow. */
  maxQueued: number;
  /** Per subscriber: the least time between two books of one listing. */
  bookIntervalMs: number;
}

/** The values a new subscriber is given first: what the holder has now. */
export interface CurrentMarketData {
  quote(listingId: string): PushedQuote | undefined;
  book(listingId: string): OrderBookRecord | undefined;
}

export class ListingFeeds {
  private readonly quotes = new FeedRegistry<PushedQuote>();
  private readonly books = new FeedRegistry<OrderBookRecord>();
  private readonly trades = new FeedRegistry<TradeRecord>();

  constructor(
    private readonly limits: ListingFeedLimits,
    private readonly current: CurrentMarketData,
  ) {}

  subscribeQuotes(listingIds: readonly string[]): LiveFeed<PushedQuote> {
    const options = { maxQueued: this.limits.maxQueued, minIntervalMs: 0 };
    return this.quotes.open(listingIds, options, (id) => this.current.quote(id));
  }

  subscribeBooks(listingIds: readonly string[]): LiveFeed<OrderBookRecord> {
    const options = { maxQueued: this.limits.maxQueued, minIntervalMs: this.limits.bookIntervalMs };
    return this.books.open(listingIds, options, (id) => this.current.book(id));
  }

  /** Trades from now on: a trade is not a current value. */
  subscribeTrades(listingIds: readonly string[]): LiveFeed<TradeRecord> {
    const options = { maxQueued: this.limits.maxQueued, minIntervalMs: 0 };
    return this.trades.open(listingIds, options, () => undefined);
  }

  /** A listing's new quote, replacing one a subscriber has not taken yet. */
  pushQuote(quote: PushedQuote): void {
    this.quotes.conflate(quote.listingId, quote);
  }

  /** A listing's new whole book, replacing one a subscriber has not taken yet. */
  pushBook(book: OrderBookRecord): void {
    this.books.conflate(book.listingId, book);
  }

  /** A print every subscriber of the listing sees, in order. */
  pushTrade(trade: TradeRecord): void {
    this.trades.append(trade.listingId, trade);
  }
}
