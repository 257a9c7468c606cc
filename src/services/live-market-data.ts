// Live market data (docs/decisions.md, "Live market data"): the current book, quote and last trade
// of each streamed listing, in memory, as the venue streams (src/sync/streams/) leave them; pushed
// to subscribers (LiveFeed) and written to the store at a cadence through the same path as an
// ingest file, so REST, GraphQL queries and evaluation read live data as any other market data.
// A book is written once a cadence when it changed, however often it changed in between.
import type { Problem } from '../domain/errors';
import { ServiceError } from '../domain/errors';
import type { LiveSink, LiveSource, StreamedBook } from '../domain/live-sink';
import type { OrderBookRecord, TradeRecord } from '../domain/market-data';
import { commitMarketDataRows } from '../catalog/ingest-ndjson';
import { emptyMarketDataRows, type MarketDataRows } from '../catalog/plan-market-data';
import type { Store } from '../store/store';
import type { LiveFeed, LiveState, MarketDataFeeds, PushedQuote } from './live-feed';
import { ListingFeeds, type ListingFeedLimits } from './listing-feeds';

export type { LiveState } from './live-feed';
import type { LiveUpdate, LiveUpdateListener } from './live-updates';
import { barOfTrades, bucketKey, bucketsOf, type BarBucket } from '../domain/trade-bars';

/** The top of a streamed book, with the last trade price. */
export type LiveQuote = PushedQuote;

export type LiveTrade = TradeRecord;

export interface LiveMarketDataOptions {
  store: Store;
  clock?: () => Date;
  log?: (line: string) => void;
  /** Per subscriber: appended updates waiting at most (trades), and a book's least interval. */
  feeds?: ListingFeedLimits;
}

const TRADE_IDS_REMEMBERED = 100_000;
/** Rows a flush commits at once: about 10 ms of planning (docs/benchmarks.md, stream/subscriber-latency-p99). */
const FLUSH_CHUNK_ROWS = 50;
/** Trades kept for the next flush while the store does not take them. */
const PENDING_TRADES_MAX = 100_000;

export class LiveMarketData implements MarketDataFeeds, LiveSink {
  private readonly books = new Map<string, StreamedBook>();
  private readonly quotes = new Map<string, LiveQuote>();
  private readonly states = new Map<string, LiveState>();
  private readonly lastPrice = new Map<string, string>();
  private readonly dirtyBooks = new Set<string>();
  private readonly dirtyQuotes = new Set<string>();
  private pendingTrades: LiveTrade[] = [];
  /** Trade IDs seen lately: a trade a stream repeats (after a reconnect) is taken once. */
  private readonly seenTrades = new Set<string>();
  /** The 1m and 1h windows new trades fell in since the last flush: their bars are recomputed. */
  private touched = new Map<string, BarBucket>();
  private readonly feeds: ListingFeeds;
  private readonly clock: () => Date;
  private readonly log: (line: string) => void;
  private flushing: Promise<void> | undefined;
  private readonly listeners: LiveUpdateListener[] = [];

  constructor(private readonly options: LiveMarketDataOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log ?? (() => undefined);
    this.feeds = new ListingFeeds(options.feeds ?? { maxQueued: 1_000, bookIntervalMs: 100 }, {
      quote: (id) => this.quotes.get(id),
      book: (id) => this.books.get(id),
    });
  }

  /** Every later change, as an update another process can apply (src/fanout publishes them). */
  onUpdate(listener: LiveUpdateListener): void {
    this.listeners.push(listener);
  }

  /** The feed state of every followed listing (a heartbeat's content). */
  allStates(): LiveState[] {
    return [...this.states.values()].map((s) => ({ ...s }));
  }

  book(listingId: string): StreamedBook | undefined {
    return this.books.get(listingId);
  }

  quote(listingId: string): LiveQuote | undefined {
    return this.quotes.get(listingId);
  }

  state(listingId: string): LiveState | undefined {
    return this.states.get(listingId);
  }

  /** Every listing's current book and quote, as updates (what a new subscriber of them gets). */
  currentUpdates(): LiveUpdate[] {
    return [
      ...[...this.books.values()].map((book): LiveUpdate => ({ kind: 'book', book })),
      ...[...this.quotes.values()].map((quote): LiveUpdate => ({ kind: 'quote', quote })),
    ];
  }

  /** A listing's whole current book (a snapshot, or a book rebuilt by deltas). */
  setBook(book: StreamedBook): void {
    this.books.set(book.listingId, book);
    this.dirtyBooks.add(book.listingId);
    this.markCurrent(book.listingId, book.source, book.observedAt);
    this.feeds.pushBook(book);
    this.emit({ kind: 'book', book });
    this.updateQuote(book.listingId, book.observedAt);
  }

  /** A print; one already seen (by trade ID) is ignored. */
  addTrade(trade: LiveTrade): void {
    if (this.seenTrades.has(trade.tradeId)) return;
    this.remember(trade.tradeId);
    this.pendingTrades.push(trade);
    for (const bucket of bucketsOf(trade.listingId, trade.executedAt))
      this.touched.set(bucketKey(bucket), bucket);
    this.lastPrice.set(trade.listingId, trade.price);
    this.feeds.pushTrade(trade);
    this.emit({ kind: 'trade', trade });
    if (this.quotes.has(trade.listingId)) this.updateQuote(trade.listingId, trade.executedAt);
  }

  /** The listings' books can no longer be trusted (a connection lost, a gap) until a snapshot. */
  markStale(listingIds: Iterable<string>): void {
    const stale: string[] = [];
    for (const id of listingIds) {
      const state = this.states.get(id);
      if (state) state.current = false;
      stale.push(id);
    }
    if (stale.length > 0) this.emit({ kind: 'stale', listingIds: stale });
  }

  /** Listings no longer streamed (closed, unsubscribed): forgotten, their feeds ended. */
  forget(listingIds: Iterable<string>): void {
    const forgotten: string[] = [];
    for (const id of listingIds) {
      this.books.delete(id);
      this.quotes.delete(id);
      this.states.delete(id);
      this.lastPrice.delete(id);
      forgotten.push(id);
    }
    if (forgotten.length > 0) this.emit({ kind: 'forget', listingIds: forgotten });
  }

  subscribeQuotes(listingIds: readonly string[]): LiveFeed<LiveQuote> {
    return this.feeds.subscribeQuotes(listingIds);
  }

  subscribeBooks(listingIds: readonly string[]): LiveFeed<OrderBookRecord> {
    return this.feeds.subscribeBooks(listingIds);
  }

  subscribeTrades(listingIds: readonly string[]): LiveFeed<LiveTrade> {
    return this.feeds.subscribeTrades(listingIds);
  }

  /**
   * Writes what changed since the last flush: one book and one quote observation per changed
   * listing, the new trades and the 1m and 1h bars they touched. Rows the store refuses (a
   * listing it does not know yet) are left out and named in the log; the rest lands. One flush
   * at a time: a call during a flush waits for it.
   */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    const rows = emptyMarketDataRows();
    for (const id of this.dirtyBooks) {
      const book = this.books.get(id);
      if (!book) continue;
      rows.orderbooks.push({
        at: `live.orderbooks[${rows.orderbooks.length}]`,
        row: {
          listingId: id,
          observedAt: book.observedAt,
          bids: book.bids.map((l) => [l.price, l.size] as [string, string]),
          asks: book.asks.map((l) => [l.price, l.size] as [string, string]),
        },
      });
    }
    for (const id of this.dirtyQuotes) {
      const q = this.quotes.get(id);
      if (!q) continue;
      rows.quotes.push({
        at: `live.quotes[${rows.quotes.length}]`,
        row: {
          listingId: id,
          observedAt: q.observedAt,
          ...(q.bid !== null && { bid: q.bid }),
          ...(q.bidSize !== null && { bidSize: q.bidSize }),
          ...(q.ask !== null && { ask: q.ask }),
          ...(q.askSize !== null && { askSize: q.askSize }),
          ...(q.last !== null && { last: q.last }),
          source: q.source,
        },
      });
    }
    const trades = this.pendingTrades;
    for (const t of trades)
      rows.trades.push({
        at: `live.trades[${rows.trades.length}]`,
        row: {
          tradeId: t.tradeId,
          listingId: t.listingId,
          price: t.price,
          quantity: t.quantity,
          takerSide: t.takerSide,
          executedAt: t.executedAt,
        },
      });
    const touched = [...this.touched.values()];
    const books = [...this.dirtyBooks];
    const quotes = [...this.dirtyQuotes];
    this.dirtyBooks.clear();
    this.dirtyQuotes.clear();
    this.pendingTrades = [];
    this.touched = new Map();
    try {
      // In commits of a few hundred rows, the event loop free between them: planning a flush's
      // rows is synchronous work that would otherwise hold back the streams and the subscribers.
      for (const chunk of chunksOf(rows, FLUSH_CHUNK_ROWS)) {
        await this.commitLeavingOutRefused(chunk);
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (touched.length > 0) await this.commitLeavingOutRefused(await this.barRows(touched));
    } catch (error) {
      // The store did not take them (unavailable, say): the next flush writes them, with what
      // came since; trades beyond the bound are dropped oldest first, and said so.
      for (const id of books) this.dirtyBooks.add(id);
      for (const id of quotes) this.dirtyQuotes.add(id);
      for (const bucket of touched) this.touched.set(bucketKey(bucket), bucket);
      const waiting = [...trades, ...this.pendingTrades];
      const dropped = Math.max(0, waiting.length - PENDING_TRADES_MAX);
      if (dropped > 0)
        this.log(`live market data: ${dropped} trade(s) dropped: the store has not taken them`);
      this.pendingTrades = waiting.slice(dropped);
      throw error;
    }
  }

  /** The bars of the windows new trades fell in, each from every stored print of its window. */
  private async barRows(buckets: readonly BarBucket[]): Promise<MarketDataRows> {
    const rows = emptyMarketDataRows();
    const { revision } = await this.options.store.head();
    for (const bucket of buckets) {
      const prints = await this.options.store.marketData.tradePrints(
        { listingIds: [bucket.listingId], start: bucket.start, end: bucket.end },
        revision,
      );
      const bar = barOfTrades(bucket, prints);
      if (bar)
        rows.bars.push({
          at: `live.bars[${rows.bars.length}]`,
          row: {
            listingId: bar.listingId,
            interval: bar.interval,
            start: bar.start,
            open: bar.open,
            high: bar.high,
            low: bar.low,
            close: bar.close,
            volume: bar.volume,
          },
        });
    }
    return rows;
  }

  private async commitLeavingOutRefused(rows: MarketDataRows): Promise<void> {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await commitMarketDataRows(this.options.store, rows, 'live market data', {
          clock: this.clock,
        });
        return;
      } catch (error) {
        const problems = refusedProblems(error);
        if (!problems || attempt === 2) throw error;
        const refused = new Set(
          problems.map((p) => p.path.split(/[.$ ]/, 3).slice(0, 2).join('.')),
        );
        this.log(
          `live market data: ${problems.length} row(s) left out: ${problems
            .slice(0, 3)
            .map((p) => `${p.path}: ${String(p.reason)}`)
            .join('; ')}`,
        );
        for (const key of Object.keys(rows) as (keyof MarketDataRows)[])
          (rows[key] as { at: string }[]) = (rows[key] as { at: string }[]).filter(
            (r) => !refused.has(r.at),
          );
      }
    }
  }

  private updateQuote(listingId: string, observedAt: string): void {
    const book = this.books.get(listingId);
    const bid = book?.bids[0];
    const ask = book?.asks[0];
    const quote: LiveQuote = {
      listingId,
      bid: bid?.price ?? null,
      bidSize: bid?.size ?? null,
      ask: ask?.price ?? null,
      askSize: ask?.size ?? null,
      last: this.lastPrice.get(listingId) ?? null,
      observedAt,
      source: 'ORDERBOOK',
    };
    const before = this.quotes.get(listingId);
    if (before && sameQuote(before, quote)) return;
    this.quotes.set(listingId, quote);
    this.dirtyQuotes.add(listingId);
    this.feeds.pushQuote(quote);
    this.emit({ kind: 'quote', quote });
  }

  private emit(update: LiveUpdate): void {
    for (const listener of this.listeners) listener(update);
  }

  /** In place: it runs on every update of every streamed book. */
  private markCurrent(listingId: string, source: LiveSource, updatedAt: string): void {
    const state = this.states.get(listingId);
    if (!state) {
      this.states.set(listingId, { listingId, source, current: true, updatedAt });
      return;
    }
    state.source = source;
    state.current = true;
    state.updatedAt = updatedAt;
  }

  private remember(tradeId: string): void {
    this.seenTrades.add(tradeId);
    if (this.seenTrades.size > TRADE_IDS_REMEMBERED) {
      const oldest = this.seenTrades.values().next().value;
      if (oldest !== undefined) this.seenTrades.delete(oldest);
    }
  }
}

function sameQuote(a: LiveQuote, b: LiveQuote): boolean {
  return (
    a.bid === b.bid &&
    a.bidSize === b.bidSize &&
    a.ask === b.ask &&
    a.askSize === b.askSize &&
    a.last === b.last
  );
}

/** The rows in groups of at most `size`, kinds in order; none for no rows. */
function chunksOf(rows: MarketDataRows, size: number): MarketDataRows[] {
  const chunks: MarketDataRows[] = [];
  let chunk = emptyMarketDataRows();
  let count = 0;
  for (const key of Object.keys(rows) as (keyof MarketDataRows)[])
    for (const row of rows[key] as unknown[]) {
      (chunk[key] as unknown[]).push(row);
      if (++count === size) {
        chunks.push(chunk);
        chunk = emptyMarketDataRows();
        count = 0;
      }
    }
  if (count > 0) chunks.push(chunk);
  return chunks;
}

function refusedProblems(error: unknown): Problem[] | undefined {
  if (!(error instanceof ServiceError) || error.code !== 'INVALID_REQUEST') return undefined;
  const problems = (error.details as { problems?: Problem[] } | undefined)?.problems;
  return problems && problems.length > 0 ? problems : undefined;
}
