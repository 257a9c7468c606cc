// Polymarket's CLOB market channel (docs/venue-adapters.md, "Streams"): one WebSocket for every followed token.
// A subscription is answered with each token's whole `book`; `price_change` then sets levels, and
// each change carries the venue's best bid and ask after it, which the rebuilt book must match
// (the book `hash` algorithm is not published). A mismatch, a crossed book, a bad level or a lost
// connection leaves the book not current until a fresh `book`: the token is subscribed again (or
// the whole connection reopened), never left silently wrong. A token whose book has not come
// within a bound of its subscription is subscribed again (reply-watch.ts). `last_trade_price`
// prints a trade. Each frame is checked before it is read (frame-check.ts); a frame refused is a
// message lost, so the books it named (every book, when it names none that can be told) are not
// current until the venue sends them whole again (refused-frames.ts; docs/decisions.md, "Venue
// frame shapes").
import { createHash } from 'node:crypto';
import { parsePolymarketStreamFrame, type PolymarketStreamEvent } from './parse-polymarket-stream';
import { LiveBook, matchesBest } from '../../domain/live-book';
import type { LiveSink } from '../../domain/live-sink';
import { checkPolymarketFrame, type RefusedFrame } from '../common/frame-check';
import { refusedPolymarketFrame } from '../common/refused-frames';
import { DEFAULT_REPLY_BOUNDS, ReplyWatch, type ReplyBounds } from '../common/reply-watch';
import { StreamSocket } from '../common/stream-socket';
import { emptyCounters, type StreamCounters, type StreamedListing } from '../../domain/stream-port';
import { refusedMessage } from '../common/refused-message';

/** Tokens per subscribe message: the market channel documents no limit; batches keep frames small. */
const SUBSCRIBE_BATCH = 100;

export interface PolymarketStreamOptions {
  url: string;
  live: LiveSink;
  log?: (line: string) => void;
  idleTimeoutMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  /** The keep-alive PING's interval (the venue asks for one every 10 s). */
  keepaliveMs?: number;
  /** When a token whose book has not come is subscribed again (reply-watch.ts). */
  replies?: ReplyBounds;
  /** The largest frame read (stream-socket.ts; FRAME_BYTES_MAX unless given). */
  maxFrameBytes?: number;
}

export class PolymarketStream {
  readonly counters: StreamCounters = emptyCounters();
  private readonly listingOf = new Map<string, string>();
  private readonly books = new Map<string, LiveBook>();
  /** Tokens whose book missed the venue's best prices, and the time of that change. */
  private readonly suspect = new Map<string, string>();
  /** Tokens whose `book` is awaited since they were subscribed. */
  private readonly replies: ReplyWatch<string>;
  private readonly socket: StreamSocket;
  private readonly log: (line: string) => void;
  private sweeper: NodeJS.Timeout | undefined;
  /** Whether the venue sent anything but PONG on this connection (it took the channel message). */
  private heard = false;

  constructor(private readonly options: PolymarketStreamOptions) {
    this.log = options.log ?? (() => undefined);
    this.replies = new ReplyWatch(options.replies ?? DEFAULT_REPLY_BOUNDS);
    this.socket = new StreamSocket({
      url: options.url,
      name: 'polymarket market channel',
      onOpen: () => this.subscribeAll(),
      onMessage: (text) => this.receive(text),
      onLoss: () => this.lost(),
      onFrameTooLarge: () => {
        this.counters.oversized += 1;
      },
      ...(options.maxFrameBytes !== undefined && { maxFrameBytes: options.maxFrameBytes }),
      keepalive: { text: 'PING', intervalMs: options.keepaliveMs ?? 10_000 },
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      ...(options.backoff && { backoff: options.backoff }),
      log: this.log,
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): Promise<void> {
    clearInterval(this.sweeper);
    return this.socket.stop();
  }

  get connections(): number {
    return this.socket.connections;
  }

  /** Tokens of open listings are subscribed, those of closed ones dropped. */
  follow(listings: readonly StreamedListing[]): void {
    const added: string[] = [];
    const dropped: string[] = [];
    for (const l of listings) {
      if (l.venue !== 'polymarket' || l.tokenId === undefined) continue;
      const known = this.listingOf.has(l.tokenId);
      if (l.open && !known) {
        this.listingOf.set(l.tokenId, l.listingId);
        this.books.set(l.tokenId, new LiveBook());
        added.push(l.tokenId);
      } else if (!l.open && known) {
        this.listingOf.delete(l.tokenId);
        this.books.delete(l.tokenId);
        this.replies.forget(l.tokenId);
        this.options.live.forget([l.listingId]);
        dropped.push(l.tokenId);
      }
    }
    this.send('subscribe', added);
    this.send('unsubscribe', dropped);
  }

  private subscribeAll(): void {
    this.replies.clear();
    this.heard = false;
    clearInterval(this.sweeper);
    this.sweeper = setInterval(() => this.sweep(), this.replies.sweepIntervalMs);
    this.sweeper.unref();
    const tokens = [...this.listingOf.keys()];
    this.subscribeFirst(tokens.slice(0, SUBSCRIBE_BATCH));
    this.send('subscribe', tokens.slice(SUBSCRIBE_BATCH));
  }

  /** The first message of a connection names its channel; later ones change its tokens. */
  private subscribeFirst(tokens: readonly string[]): void {
    for (const token of tokens) this.replies.ask(token);
    this.socket.send(JSON.stringify({ assets_ids: tokens, type: 'market' }));
  }

  private send(operation: 'subscribe' | 'unsubscribe', tokens: readonly string[]): void {
    if (operation === 'subscribe' && this.socket.open)
      for (const token of tokens) this.replies.ask(token);
    for (let i = 0; i < tokens.length; i += SUBSCRIBE_BATCH)
      this.socket.send(
        JSON.stringify({ assets_ids: tokens.slice(i, i + SUBSCRIBE_BATCH), operation }),
      );
  }

  /**
   * Tokens whose book has not come within the bound are subscribed again (with the channel
   * message while the venue has sent nothing on this connection); a connection that answered
   * nothing for several rounds is replaced.
   */
  private sweep(): void {
    if (!this.socket.open) return;
    const { overdue, replace } = this.replies.sweep();
    if (replace) {
      this.counters.replacements += 1;
      this.socket.reconnect('no book for the subscriptions sent again');
      return;
    }
    const tokens = overdue.filter((t) => this.listingOf.has(t));
    if (tokens.length === 0) return;
    this.counters.resubscribes += 1;
    this.log(
      `polymarket market channel: no book for ${tokens.length} token(s) subscribed; subscribed again`,
    );
    for (let i = 0; i < tokens.length; i += SUBSCRIBE_BATCH) {
      const batch = tokens.slice(i, i + SUBSCRIBE_BATCH);
      // Unsubscribed first: the venue sends a token's book when it is subscribed anew.
      if (this.heard) {
        this.send('unsubscribe', batch);
        this.send('subscribe', batch);
      } else this.subscribeFirst(batch);
    }
  }

  private receive(text: string): void {
    this.counters.messages += 1;
    const frame = checkPolymarketFrame(text);
    if (frame.kind === 'pong') return;
    if (frame.kind === 'refused') {
      this.refuse(frame.error, frame);
      return;
    }
    let events: PolymarketStreamEvent[];
    try {
      events = parsePolymarketStreamFrame(frame.json);
    } catch (error) {
      this.refuse(error, { json: frame.json });
      return;
    }
    for (const event of events) {
      this.heard = true;
      try {
        this.apply(event);
      } catch (error) {
        // A level the book cannot hold (a price not a decimal, too many digits): this token's
        // book is fetched again rather than kept without it; a whole book after the bound (it
        // is the answer asked for, and may come the same again).
        this.malformed(error);
        if (event.kind === 'book')
          this.awaitBooks([event.assetId], 'a level the book could not hold');
        else if ('assetId' in event) this.resnapshot([event.assetId]);
      }
    }
  }

  /**
   * A frame refused (not JSON, too deep, not of the published shape, not readable): counted and
   * logged, and the books it named lose their sync. A token whose changes it held is subscribed
   * again at once; one whose whole book it held, or every token when its books cannot be told,
   * within the reply bound: the frame may be the answer to a subscription, and asking at once
   * could repeat it forever.
   */
  private refuse(error: unknown, frame: RefusedFrame): void {
    this.malformed(error);
    const named = refusedPolymarketFrame(frame);
    if (named.anyBook) {
      this.awaitBooks([...this.listingOf.keys()], 'a frame that could not be read');
      return;
    }
    this.awaitBooks(named.books, 'a book of the wrong shape');
    const books = new Set(named.books);
    const changed = [...new Set(named.changes)].filter((t) => !books.has(t));
    if (changed.length > 0 && this.resnapshot(changed) > 0)
      this.log(
        `polymarket market channel: a price change of the wrong shape; ${changed.length} token(s) subscribed again`,
      );
  }

  /** The tokens' books are not current until they come whole, asked for after the reply bound. */
  private awaitBooks(tokens: readonly string[], why: string): void {
    const followed = [...new Set(tokens)].filter((t) => this.books.has(t));
    if (followed.length === 0) return;
    this.log(
      `polymarket market channel: ${why}; ${followed.length} book(s) not current until sent whole`,
    );
    for (const token of followed) {
      this.books.get(token)!.markInconsistent();
      this.suspect.delete(token);
      this.markStale(token);
      this.replies.ask(token);
    }
    this.counters.resnapshots += followed.length;
  }

  private apply(event: PolymarketStreamEvent): void {
    switch (event.kind) {
      case 'book': {
        const book = this.books.get(event.assetId);
        if (!book) return;
        this.replies.settle(event.assetId);
        book.replace(event.bids, event.asks);
        this.suspect.delete(event.assetId);
        if (book.crossed()) {
          // The venue's own book crossed: not served; subscribed again after the bound.
          this.counters.crossed += 1;
          this.log(
            `polymarket market channel: book of ${event.assetId} crossed as sent; not served until whole again`,
          );
          book.markInconsistent();
          this.markStale(event.assetId);
          this.replies.ask(event.assetId);
          return;
        }
        this.publish(event.assetId, book, event.timestamp);
        return;
      }
      case 'levels': {
        const book = this.books.get(event.assetId);
        if (!book || !book.consistent) return;
        for (const change of event.changes) book.setLevel(change.side, change.price, change.size);
        const crossed = book.crossed();
        if (!crossed && matchesBest(book, event.bestBid, event.bestAsk)) {
          this.suspect.delete(event.assetId);
          this.replies.forget(event.assetId);
          this.publish(event.assetId, book, event.timestamp);
          return;
        }
        // A crossing order's changes carry the best prices after its match, before the matched
        // levels' own changes (of the same time) arrive, and its level may rest across the book
        // until they do (a recorded burst crosses so for one time): a mismatch or a crossing that
        // outlives its time is a lost update.
        const since = this.suspect.get(event.assetId);
        if (since !== undefined && since !== event.timestamp) {
          this.log(
            crossed
              ? `polymarket market channel: book of ${event.assetId} crossed (${book.bestBid()?.price ?? '-'} / ${book.bestAsk()?.price ?? '-'}) past its time; fetched again`
              : `polymarket market channel: book of ${event.assetId} does not match the venue's best prices (${event.bestBid ?? '-'} / ${event.bestAsk ?? '-'}); fetched again`,
          );
          this.resnapshot([event.assetId]);
          return;
        }
        this.suspect.set(event.assetId, event.timestamp);
        if (crossed) {
          // Served nowhere: the listing is not current until a later change uncrosses the book,
          // else the venue's whole book comes again (asked for after the bound).
          if (since === undefined) this.counters.crossed += 1;
          this.markStale(event.assetId);
          this.replies.ask(event.assetId);
          return;
        }
        this.publish(event.assetId, book, event.timestamp);
        return;
      }
      case 'lastTrade': {
        const listingId = this.listingOf.get(event.assetId);
        if (!listingId) return;
        this.options.live.addTrade({
          tradeId: polymarketTradeId(event),
          listingId,
          price: event.price,
          quantity: event.size,
          takerSide: event.side,
          executedAt: event.timestamp,
        });
        return;
      }
      // The venue changes a tick size, lists or resolves a market: the REST sync reads those.
      case 'tickSize':
      case 'bestBidAsk':
      case 'newMarket':
      case 'marketResolved':
      case 'pong':
      case 'ignored':
        return;
    }
  }

  private publish(assetId: string, book: LiveBook, observedAt: string): void {
    const listingId = this.listingOf.get(assetId);
    if (!listingId) return;
    const { bids, asks } = book.sides();
    this.options.live.setBook({ listingId, bids, asks, observedAt, source: 'LIVE' });
  }

  /**
   * The tokens' books are not current until the venue sends them whole again: subscribed again
   * at once. The number of followed tokens among them.
   */
  private resnapshot(assetIds: readonly string[]): number {
    const followed = assetIds.filter((t) => this.books.has(t) && this.listingOf.has(t));
    for (const assetId of followed) {
      this.books.get(assetId)!.markInconsistent();
      this.suspect.delete(assetId);
      this.markStale(assetId);
    }
    this.counters.resnapshots += followed.length;
    this.send('unsubscribe', followed);
    this.send('subscribe', followed);
    return followed.length;
  }

  private markStale(assetId: string): void {
    const listingId = this.listingOf.get(assetId);
    if (listingId) this.options.live.markStale([listingId]);
  }

  private lost(): void {
    clearInterval(this.sweeper);
    this.counters.losses += 1;
    for (const book of this.books.values()) book.markInconsistent();
    this.options.live.markStale(this.listingOf.values());
    this.counters.resnapshots += this.books.size;
  }

  private malformed(error: unknown): void {
    refusedMessage(this.counters, this.log, 'polymarket market channel', error);
  }
}

/**
 * The market channel's `last_trade_price` carries no trade ID; the print's own fields (token,
 * time, price, size, side, transaction) name it, so a print the stream repeats after a reconnect
 * is the same trade, stored once.
 */
export function polymarketTradeId(event: {
  assetId: string;
  timestamp: string;
  price: string;
  size: string;
  side: string;
  transactionHash?: string;
}): string {
  const digest = createHash('sha256')
    .update(
      [
        event.assetId,
        event.timestamp,
        event.price,
        event.size,
        event.side,
        event.transactionHash ?? '',
      ].join('\u0000'),
    )
    .digest('hex')
    .slice(0, 32);
  return `pm-${digest}`;
}
