// One subscriber's view of live market data (docs/decisions.md, "Live market data"): an async
// iterator that holds, per key, only the latest value not yet taken (conflation), so a slow
// reader costs one value per listing however fast the venue moves; values that must not be
// conflated (trades) queue up to a bound, past which the feed ends with a reason instead of
// growing without limit.

import type { LiveSource } from '../domain/live-sink';
import type { OrderBookRecord, QuoteRecord, TradeRecord } from '../domain/market-data';
import type { QuoteSource } from '../domain/value-sets';

export type FeedEnd = { reason: 'SLOW_SUBSCRIBER' | 'CLOSED'; message: string };

export interface LiveFeedOptions {
  /** Values queued at most before the feed is ended as too slow (appended values only). */
  maxQueued: number;
  /** The least time between two values of one key (0: as they come). */
  minIntervalMs: number;
  onEnd?: (end: FeedEnd) => void;
}

interface Waiter<T> {
  resolve: (result: IteratorResult<T>) => void;
}

export class LiveFeed<T> implements AsyncIterableIterator<T> {
  private readonly latest = new Map<string, T>();
  private readonly queued: T[] = [];
  private readonly lastSentAt = new Map<string, number>();
  private waiter: Waiter<T> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ended: FeedEnd | undefined;

  constructor(
    private readonly options: LiveFeedOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** The latest value of `key` replaces one not yet taken. */
  conflate(key: string, value: T): void {
    if (this.ended) return;
    this.latest.delete(key);
    this.latest.set(key, value);
    this.wake();
  }

  /** A value every reader must see, in order. */
  append(value: T): void {
    if (this.ended) return;
    if (this.queued.length >= this.options.maxQueued) {
      this.end({
        reason: 'SLOW_SUBSCRIBER',
        message: `more than ${this.options.maxQueued} updates waited for this subscriber; resubscribe`,
      });
      return;
    }
    this.queued.push(value);
    this.wake();
  }

  end(end: FeedEnd): void {
    if (this.ended) return;
    this.ended = end;
    this.latest.clear();
    this.queued.length = 0;
    clearTimeout(this.timer);
    this.options.onEnd?.(end);
    this.waiter?.resolve({ value: undefined, done: true });
    this.waiter = undefined;
  }

  get endedWith(): FeedEnd | undefined {
    return this.ended;
  }

  next(): Promise<IteratorResult<T>> {
    const ready = this.take();
    if (ready !== undefined) return Promise.resolve({ value: ready, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiter = { resolve };
      this.schedule();
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.end({ reason: 'CLOSED', message: 'the subscriber stopped' });
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private wake(): void {
    if (!this.waiter) return;
    const ready = this.take();
    if (ready === undefined) {
      this.schedule();
      return;
    }
    const { resolve } = this.waiter;
    this.waiter = undefined;
    resolve({ value: ready, done: false });
  }

  /** The next value due: queued ones first, then the oldest conflated key past its interval. */
  private take(): T | undefined {
    const queued = this.queued.shift();
    if (queued !== undefined) return queued;
    const now = this.now();
    for (const [key, value] of this.latest) {
      if (now - (this.lastSentAt.get(key) ?? -Infinity) < this.options.minIntervalMs) continue;
      this.latest.delete(key);
      this.lastSentAt.set(key, now);
      return value;
    }
    return undefined;
  }

  /** A reader waits and values are held back by the interval: look again when one is due. */
  private schedule(): void {
    if (this.timer || this.latest.size === 0) return;
    const now = this.now();
    let due = Infinity;
    for (const key of this.latest.keys())
      due = Math.min(due, (this.lastSentAt.get(key) ?? -Infinity) + this.options.minIntervalMs);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.wake();
      },
      Math.max(0, due - now),
    );
    this.timer.unref();
  }
}

/** The feeds of each listing: where an update of a listing is delivered. */
export class FeedRegistry<T> {
  private readonly byListing = new Map<string, Set<LiveFeed<T>>>();

  /**
   * A new feed over `listingIds`, given each one's current value first (a snapshot, then
   * updates); it leaves the registry when it ends.
   */
  open(
    listingIds: readonly string[],
    options: Omit<LiveFeedOptions, 'onEnd'>,
    current: (listingId: string) => T | undefined,
  ): LiveFeed<T> {
    const feed: LiveFeed<T> = new LiveFeed<T>({
      ...options,
      onEnd: () => {
        for (const id of listingIds) {
          const set = this.byListing.get(id);
          set?.delete(feed);
          if (set?.size === 0) this.byListing.delete(id);
        }
      },
    });
    for (const id of listingIds) {
      let set = this.byListing.get(id);
      if (!set) this.byListing.set(id, (set = new Set()));
      set.add(feed);
      const now = current(id);
      if (now !== undefined) feed.conflate(id, now);
    }
    return feed;
  }

  /** The latest value of a listing, replacing one a reader has not taken yet. */
  conflate(listingId: string, value: T): void {
    for (const feed of this.byListing.get(listingId) ?? []) feed.conflate(listingId, value);
  }

  /** A value every reader of the listing must see, in order. */
  append(listingId: string, value: T): void {
    for (const feed of this.byListing.get(listingId) ?? []) feed.append(value);
  }

  /** Listings somebody follows. */
  listings(): string[] {
    return [...this.byListing.keys()];
  }
}

/** What coverage and evaluation say of a streamed listing: its source and whether it is current. */
export interface LiveState {
  listingId: string;
  source: LiveSource;
  /** False between a lost connection or an inconsistency and the next snapshot. */
  current: boolean;
  updatedAt: string;
  /** Why it is not current when the cause is not the venue's (the live fan-out paused). */
  reason?: string;
}

/** A listing's top of book as pushed: from its quote, or the best levels of a newer book. */
export type PushedQuote = QuoteRecord & { source: QuoteSource };

/**
 * Market data pushed to subscribers (GraphQL subscriptions): from the venue streams of this
 * process (LiveMarketData), or else read from the store as other processes write it
 * (StoredMarketDataFeeds).
 */
export interface MarketDataFeeds {
  subscribeQuotes(listingIds: readonly string[]): LiveFeed<PushedQuote>;
  subscribeBooks(listingIds: readonly string[]): LiveFeed<OrderBookRecord>;
  subscribeTrades(listingIds: readonly string[]): LiveFeed<TradeRecord>;
  /** The feed state of a listing the streams of this process follow; none otherwise. */
  state(listingId: string): LiveState | undefined;
}
