// Market data pushed to subscribers when the venue streams run in another process (`settlegraph
// sync` beside `serve`): the store is read every `pollMs` for the listings somebody follows, and
// what changed since the last read is pushed (docs/decisions.md, "Live market data"). Reads stop
// while nobody follows anything.
import type { OrderBookRecord, TradeRecord } from '../domain/market-data';
import { topOfBook } from '../domain/order-book';
import type { Store } from '../store/store';
import { FeedRegistry, type LiveFeed, type MarketDataFeeds, type PushedQuote } from './live-feed';

export interface StoredFeedsOptions {
  pollMs: number;
  maxQueued: number;
  log?: (line: string) => void;
}

export class StoredMarketDataFeeds implements MarketDataFeeds {
  private readonly quotes = new FeedRegistry<PushedQuote>();
  private readonly books = new FeedRegistry<OrderBookRecord>();
  private readonly trades = new FeedRegistry<TradeRecord>();
  /** What was pushed last, per listing: the next read pushes only what is newer. */
  private readonly lastQuote = new Map<string, string>();
  private readonly lastBook = new Map<string, string>();
  private readonly tradesSince = new Map<string, { at: string; ids: Set<string> }>();
  private timer: NodeJS.Timeout | undefined;
  private reading = false;

  constructor(
    private readonly store: Store,
    private readonly options: StoredFeedsOptions,
  ) {}

  subscribeQuotes(listingIds: readonly string[]): LiveFeed<PushedQuote> {
    for (const id of listingIds) this.lastQuote.delete(id);
    return this.opened(this.quotes.open(listingIds, this.feedOptions(), () => undefined));
  }

  subscribeBooks(listingIds: readonly string[]): LiveFeed<OrderBookRecord> {
    for (const id of listingIds) this.lastBook.delete(id);
    return this.opened(this.books.open(listingIds, this.feedOptions(), () => undefined));
  }

  /** Trades from now on: a subscriber sees prints written after it subscribed. */
  subscribeTrades(listingIds: readonly string[]): LiveFeed<TradeRecord> {
    const now = new Date().toISOString();
    for (const id of listingIds)
      if (!this.tradesSince.has(id)) this.tradesSince.set(id, { at: now, ids: new Set() });
    return this.opened(this.trades.open(listingIds, this.feedOptions(), () => undefined));
  }

  /** The streams run in another process: their state is not known here. */
  state(): undefined {
    return undefined;
  }

  /** One read of the store for every followed listing (what the timer does every pollMs). */
  async poll(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      await Promise.all([this.pollQuotes(), this.pollBooks(), this.pollTrades()]);
    } catch (error) {
      this.options.log?.(`market data subscriptions: store not read: ${(error as Error).message}`);
    } finally {
      this.reading = false;
    }
    if (this.idle()) this.stopTimer();
  }

  private feedOptions() {
    return { maxQueued: this.options.maxQueued, minIntervalMs: 0 };
  }

  private opened<T>(feed: LiveFeed<T>): LiveFeed<T> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.options.pollMs);
      this.timer.unref();
    }
    void this.poll();
    return feed;
  }

  private idle(): boolean {
    return (
      this.quotes.listings().length === 0 &&
      this.books.listings().length === 0 &&
      this.trades.listings().length === 0
    );
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** As GET /quotes: the latest quote, or the best levels of a newer book. */
  private async pollQuotes(): Promise<void> {
    const ids = this.quotes.listings();
    if (ids.length === 0) return;
    const [quotes, books] = await Promise.all([
      this.store.marketData.latestQuotes(ids),
      this.store.marketData.latestOrderbooks(ids),
    ]);
    for (const id of ids) {
      const quote = quotes.get(id);
      const top = topOfBook(quote, books.get(id));
      if (!top || this.lastQuote.get(id) === top.observedAt) continue;
      this.lastQuote.set(id, top.observedAt);
      this.quotes.conflate(id, { listingId: id, last: quote?.last ?? null, ...top });
    }
  }

  private async pollBooks(): Promise<void> {
    const ids = this.books.listings();
    if (ids.length === 0) return;
    const books = await this.store.marketData.latestOrderbooks(ids);
    for (const [id, book] of books) {
      if (this.lastBook.get(id) === book.observedAt) continue;
      this.lastBook.set(id, book.observedAt);
      this.books.conflate(id, book);
    }
  }

  private async pollTrades(): Promise<void> {
    const ids = this.trades.listings();
    if (ids.length === 0) return;
    const { revision } = await this.store.head();
    for (const id of ids) {
      const since = this.tradesSince.get(id) ?? { at: new Date().toISOString(), ids: new Set() };
      const prints = await this.store.marketData.tradePrints(
        { listingIds: [id], start: since.at },
        revision,
      );
      const fresh = prints.filter((t) => !since.ids.has(t.tradeId));
      if (fresh.length === 0) continue;
      const last = fresh[fresh.length - 1]!.executedAt;
      // Prints at the newest time are remembered: the next read starts there again.
      const ids = new Set(prints.filter((t) => t.executedAt === last).map((t) => t.tradeId));
      this.tradesSince.set(id, { at: last, ids });
      for (const trade of fresh) this.trades.append(id, trade);
    }
  }
}
