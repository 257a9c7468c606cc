// A gateway's copy of the live market data of the ingest, kept from the updates and heartbeats it
// publishes (docs/decisions.md, "Live fan-out through Redis"), and pushed to this process's GraphQL
// subscribers through the same feeds the streams of one process use (live-feed.ts). Each
// publisher numbers what it sends: an update numbered at or below the last one taken from that
// publisher is a repeat and is dropped, so nothing is pushed twice or out of order; a trade is
// pushed once by its ID, whichever publisher sends it (a standby taking over repeats some).
import type { StreamedBook } from '../domain/live-sink';
import type { OrderBookRecord, TradeRecord } from '../domain/market-data';
import type { LiveFeed, LiveState, MarketDataFeeds, PushedQuote } from './live-feed';
import { ListingFeeds } from './listing-feeds';
import type { LiveHeartbeat, LiveUpdate } from './live-updates';

/** Heartbeats a gateway may miss before it says the feed is lost. */
export const MISSED_HEARTBEATS = 3;
const TRADE_IDS_REMEMBERED = 100_000;

export interface LiveMirrorOptions {
  maxQueued: number;
  bookIntervalMs: number;
  now?: () => number;
}

/** Where a held value came from. */
interface Version {
  publisher: string;
  seq: number;
  observedAt: string;
}

/** How a message from a publisher was taken. */
export type Received = 'applied' | 'repeated' | 'after-gap';

export class LiveMirror implements MarketDataFeeds {
  private readonly books = new Map<string, StreamedBook>();
  private readonly quotes = new Map<string, PushedQuote>();
  private readonly states = new Map<string, LiveState>();
  private readonly seenTrades = new Set<string>();
  private readonly lastSeq = new Map<string, number>();
  /** The message each held book and quote came from: only a later one of its listing replaces it. */
  private readonly bookVersions = new Map<string, Version>();
  private readonly quoteVersions = new Map<string, Version>();
  private readonly feeds: ListingFeeds;
  private readonly now: () => number;
  private heartbeat: { receivedAt: number; intervalMs: number } | undefined;
  /** Why updates cannot arrive now (the link to the publishers is down); none while it is up. */
  private down: string | undefined;
  private readonly firstBeat: (() => void)[] = [];

  constructor(private readonly options: LiveMirrorOptions) {
    this.now = options.now ?? Date.now;
    this.feeds = new ListingFeeds(options, {
      quote: (id) => this.quotes.get(id),
      book: (id) => this.books.get(id),
    });
  }

  /**
   * One message of `publisher`, numbered `seq` (from 1 up, by publisher). Repeats are dropped;
   * after a gap (messages lost while the link was down) the next whole book of each listing puts
   * it right, and trades of the gap are not pushed (the store has them).
   */
  receive(publisher: string, seq: number, message: LiveUpdate | LiveHeartbeat): Received {
    const last = this.lastSeq.get(publisher);
    if (last !== undefined && seq <= last) return 'repeated';
    this.lastSeq.set(publisher, seq);
    if ('kind' in message) this.apply(message, publisher, seq);
    else this.beat(message);
    return last === undefined || seq === last + 1 ? 'applied' : 'after-gap';
  }

  /**
   * A listing's current book or quote as the publisher last kept it in Redis (loaded at start and
   * on every reconnect, beside the messages): taken and pushed unless the one held is as new or
   * newer. It leaves the publisher's sequence and the feed states alone (those come from the
   * messages and heartbeats). True when taken.
   */
  restore(publisher: string, seq: number, update: LiveUpdate): boolean {
    switch (update.kind) {
      case 'book':
        return this.takeBook(update.book, { publisher, seq, observedAt: update.book.observedAt });
      case 'quote':
        return this.takeQuote(update.quote, {
          publisher,
          seq,
          observedAt: update.quote.observedAt,
        });
      case 'trade':
      case 'stale':
      case 'forget':
        return false;
    }
  }

  /** Resolves at the first heartbeat taken (at once if one was). */
  heartbeatSeen(): Promise<void> {
    if (this.heartbeat) return Promise.resolve();
    return new Promise((resolve) => this.firstBeat.push(resolve));
  }

  /** The link to the publishers is down (`reason`), or up again (undefined). */
  setDown(reason: string | undefined): void {
    this.down = reason;
  }

  /** Why the live feed is paused on this gateway, if it is. */
  pausedBecause(): string | undefined {
    if (this.down !== undefined) return this.down;
    const beat = this.heartbeat;
    if (!beat) return undefined;
    const silentMs = this.now() - beat.receivedAt;
    if (silentMs > MISSED_HEARTBEATS * beat.intervalMs)
      return `no heartbeat from the ingest for ${Math.floor(silentMs / 1000)} s: live pushes paused`;
    return undefined;
  }

  /** The latest book of a listing this gateway received. */
  book(listingId: string): StreamedBook | undefined {
    return this.books.get(listingId);
  }

  state(listingId: string): LiveState | undefined {
    const state = this.states.get(listingId);
    if (!state) return undefined;
    const reason = this.pausedBecause();
    return reason === undefined ? state : { ...state, current: false, reason };
  }

  subscribeQuotes(listingIds: readonly string[]): LiveFeed<PushedQuote> {
    return this.feeds.subscribeQuotes(listingIds);
  }

  subscribeBooks(listingIds: readonly string[]): LiveFeed<OrderBookRecord> {
    return this.feeds.subscribeBooks(listingIds);
  }

  subscribeTrades(listingIds: readonly string[]): LiveFeed<TradeRecord> {
    return this.feeds.subscribeTrades(listingIds);
  }

  private apply(update: LiveUpdate, publisher: string, seq: number): void {
    switch (update.kind) {
      case 'book': {
        const { book } = update;
        if (!this.takeBook(book, { publisher, seq, observedAt: book.observedAt })) return;
        this.states.set(book.listingId, {
          listingId: book.listingId,
          source: book.source,
          current: true,
          updatedAt: book.observedAt,
        });
        return;
      }
      case 'quote':
        this.takeQuote(update.quote, { publisher, seq, observedAt: update.quote.observedAt });
        return;
      case 'trade':
        if (this.seenTrades.has(update.trade.tradeId)) return;
        this.remember(update.trade.tradeId);
        this.feeds.pushTrade(update.trade);
        return;
      case 'stale':
        for (const id of update.listingIds) {
          const state = this.states.get(id);
          if (state) state.current = false;
        }
        return;
      case 'forget':
        for (const id of update.listingIds) {
          this.books.delete(id);
          this.quotes.delete(id);
          this.bookVersions.delete(id);
          this.quoteVersions.delete(id);
          this.states.delete(id);
        }
        return;
    }
  }

  private takeBook(book: StreamedBook, version: Version): boolean {
    if (!newer(this.bookVersions.get(book.listingId), version)) return false;
    this.bookVersions.set(book.listingId, version);
    this.books.set(book.listingId, book);
    this.feeds.pushBook(book);
    return true;
  }

  private takeQuote(quote: PushedQuote, version: Version): boolean {
    if (!newer(this.quoteVersions.get(quote.listingId), version)) return false;
    this.quoteVersions.set(quote.listingId, version);
    this.quotes.set(quote.listingId, quote);
    this.feeds.pushQuote(quote);
    return true;
  }

  /** The heartbeat's states are the ingest's: they replace what this gateway held. */
  private beat(heartbeat: LiveHeartbeat): void {
    this.heartbeat = { receivedAt: this.now(), intervalMs: heartbeat.intervalMs };
    for (const resolve of this.firstBeat.splice(0)) resolve();
    const followed = new Set<string>();
    for (const state of heartbeat.states) {
      followed.add(state.listingId);
      this.states.set(state.listingId, { ...state });
    }
    for (const id of [...this.states.keys()]) if (!followed.has(id)) this.states.delete(id);
  }

  private remember(tradeId: string): void {
    this.seenTrades.add(tradeId);
    if (this.seenTrades.size > TRADE_IDS_REMEMBERED) {
      const oldest = this.seenTrades.values().next().value;
      if (oldest !== undefined) this.seenTrades.delete(oldest);
    }
  }
}

/**
 * Whether `version` replaces `held`: a later message of the same publisher does; of another
 * (two publishers at once, a standby taking over), a value observed no earlier does, so an older
 * book never replaces a newer one.
 */
function newer(held: Version | undefined, version: Version): boolean {
  if (!held) return true;
  if (held.publisher === version.publisher) return version.seq > held.seq;
  return Date.parse(held.observedAt) <= Date.parse(version.observedAt);
}
