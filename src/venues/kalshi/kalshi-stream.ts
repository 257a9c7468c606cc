// Kalshi's WebSocket API v2 (docs/venue-adapters.md, "Streams"): one connection for every followed market.
// `orderbook_delta` (a private channel: the handshake is signed with the configured API key) gives
// each market's whole book (`orderbook_snapshot`), then signed changes; every message of a
// subscription carries the next `seq`, and a gap, a level taken below zero, a crossed book or a
// lost connection leaves the markets of that subscription not current until they are subscribed
// again and their snapshots arrive. Markets are subscribed in batches; Kalshi merges a later
// batch of a channel into the connection's subscription of that channel (answered `ok` with its
// `sid` and every market it holds), so a subscription's markets are those of every batch it took.
// A subscription unacknowledged or a snapshot not come within a bound is asked for again
// (reply-watch.ts). `trade` (public) prints trades. Without credentials the books are read over
// REST every poll interval instead, and trades still stream. Each frame is checked before it is
// read (frame-check.ts); a frame refused is a message lost, so the books it named (every book,
// when it names none that can be told) are not current until their snapshots come again
// (refused-frames.ts; docs/decisions.md, "Venue frame shapes").
import { KalshiReader } from './parse-kalshi';
import { parseKalshiStreamFrame, type KalshiStreamEvent } from './parse-kalshi-stream';
import { KalshiBinaryBook, SequenceTracker } from '../../domain/live-book';
import type { LiveSink, LiveSource } from '../../domain/live-sink';
import type { PriceLevel } from '../../domain/market-data';
import type { VenueHttp } from '../common/venue-http';
import { checkKalshiFrame, type RefusedFrame } from '../common/frame-check';
import { kalshiAuthHeaders, type KalshiCredentials } from './kalshi-signing';
import { refusedKalshiFrame } from '../common/refused-frames';
import { DEFAULT_REPLY_BOUNDS, ReplyWatch, type ReplyBounds } from '../common/reply-watch';
import { StreamSocket } from '../common/stream-socket';
import { emptyCounters, type StreamCounters, type StreamedListing } from '../../domain/stream-port';
import { refusedMessage } from '../common/refused-message';

/** Markets per subscribe command: small enough that one gap resnapshots few books. */
const SUBSCRIBE_BATCH = 100;

export interface KalshiStreamOptions {
  /** wss://…/trade-api/ws/v2 */
  url: string;
  /** The REST root (…/trade-api/v2), for books polled without credentials. */
  restRoot: string;
  http: VenueHttp;
  live: LiveSink;
  credentials?: KalshiCredentials | undefined;
  /** Without credentials: the pause between two REST reads of every followed book. */
  pollIntervalMs: number;
  log?: (line: string) => void;
  idleTimeoutMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  /** When an unanswered subscription or snapshot is asked for again (reply-watch.ts). */
  replies?: ReplyBounds;
  /** The largest frame read (stream-socket.ts; FRAME_BYTES_MAX unless given). */
  maxFrameBytes?: number;
}

interface Pair {
  yes?: string;
  no?: string;
}

interface Subscription {
  channel: 'orderbook_delta' | 'trade';
  tickers: string[];
}

export class KalshiStream {
  readonly counters: StreamCounters = emptyCounters();
  private readonly pairs = new Map<string, Pair>();
  private readonly books = new Map<string, KalshiBinaryBook>();
  private readonly sequences = new SequenceTracker();
  /** Subscribe commands sent and not answered yet, by command ID (a request sent again: new ID). */
  private readonly pending = new Map<number, Subscription>();
  private readonly subscriptions = new Map<number, Subscription>();
  /** Subscribe requests unacknowledged, and markets (by ticker) whose snapshot is awaited. */
  private readonly replies: ReplyWatch<Subscription | string>;
  private readonly socket: StreamSocket;
  private readonly log: (line: string) => void;
  private nextId = 1;
  private poller: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly options: KalshiStreamOptions) {
    this.log = options.log ?? (() => undefined);
    this.replies = new ReplyWatch(options.replies ?? DEFAULT_REPLY_BOUNDS);
    const credentials = options.credentials;
    this.socket = new StreamSocket({
      url: options.url,
      name: 'kalshi websocket',
      ...(credentials && { headers: () => kalshiAuthHeaders(credentials, 'GET', options.url) }),
      onOpen: () => this.opened(),
      onMessage: (text) => this.receive(text),
      onLoss: () => this.lost(),
      onFrameTooLarge: () => {
        this.counters.oversized += 1;
      },
      ...(options.maxFrameBytes !== undefined && { maxFrameBytes: options.maxFrameBytes }),
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      ...(options.backoff && { backoff: options.backoff }),
      log: this.log,
    });
  }

  /** Whether books stream (credentials given) or are polled. */
  get bookSource(): LiveSource {
    return this.options.credentials ? 'LIVE' : 'POLLED';
  }

  get connections(): number {
    return this.socket.connections;
  }

  start(): void {
    this.socket.start();
    if (!this.options.credentials) {
      this.poller = setInterval(() => void this.pollBooks(), this.options.pollIntervalMs);
      this.poller.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.poller);
    clearInterval(this.sweeper);
    await this.polling;
    await this.socket.stop();
  }

  /** Markets with an open listing are subscribed; those with none left are dropped. */
  follow(listings: readonly StreamedListing[]): void {
    const added = new Set<string>();
    const dropped = new Set<string>();
    for (const l of listings) {
      if (l.venue !== 'kalshi' || l.ticker === undefined || l.side === undefined) continue;
      const pair = this.pairs.get(l.ticker);
      if (l.open) {
        if (!pair) added.add(l.ticker);
        const next = pair ?? {};
        next[l.side] = l.listingId;
        this.pairs.set(l.ticker, next);
        if (!this.books.has(l.ticker)) this.books.set(l.ticker, new KalshiBinaryBook());
      } else if (pair) {
        this.pairs.delete(l.ticker);
        this.books.delete(l.ticker);
        this.replies.forget(l.ticker);
        this.options.live.forget([pair.yes, pair.no].filter((id): id is string => !!id));
        dropped.add(l.ticker);
      }
    }
    this.subscribe([...added]);
    this.unsubscribe(dropped);
  }

  /**
   * Closed markets leave their subscriptions (`update_subscription` with `delete_markets`); the
   * other markets of a subscription keep their books and sequence.
   */
  private unsubscribe(tickers: ReadonlySet<string>): void {
    if (tickers.size === 0) return;
    for (const [sid, subscription] of this.subscriptions) {
      const leaving = subscription.tickers.filter((t) => tickers.has(t));
      if (leaving.length === 0) continue;
      subscription.tickers = subscription.tickers.filter((t) => !tickers.has(t));
      this.socket.send(
        JSON.stringify({
          id: this.nextId++,
          cmd: 'update_subscription',
          params: { sids: [sid], market_tickers: leaving, action: 'delete_markets' },
        }),
      );
    }
  }

  /** Reads every followed book over REST once (what the poller does each interval). */
  pollBooks(): Promise<void> {
    this.polling ??= this.readBooks().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async readBooks(): Promise<void> {
    for (const ticker of [...this.pairs.keys()]) {
      const url = `${this.options.restRoot}/markets/${encodeURIComponent(ticker)}/orderbook`;
      try {
        const response = await this.options.http.getJson(url);
        const reader = new KalshiReader();
        reader.read(url, { url, fetched_at: response.fetchedAt, response: response.json });
        const book = reader.ctx.out.books[0];
        if (!book) continue;
        const levels = (list: [string, string][] | undefined): PriceLevel[] =>
          (list ?? []).map(([price, size]) => ({ price, size }));
        const binary = new KalshiBinaryBook();
        binary.replace(levels(book.yesBids), levels(book.noBids));
        if (binary.crossed()) {
          // Not served; the next poll reads it again.
          this.crossed(ticker, 'REST book');
          this.markStale([ticker]);
          continue;
        }
        this.publish(ticker, binary, book.observedAt, 'POLLED');
      } catch (error) {
        this.log(`kalshi book of ${ticker} not read: ${(error as Error).message}`);
      }
    }
  }

  /** A new connection has no subscription: every market is subscribed again. */
  private opened(): void {
    this.pending.clear();
    this.subscriptions.clear();
    this.replies.clear();
    clearInterval(this.sweeper);
    this.sweeper = setInterval(() => this.sweep(), this.replies.sweepIntervalMs);
    this.sweeper.unref();
    this.subscribe([...this.pairs.keys()]);
  }

  private subscribe(tickers: readonly string[]): void {
    if (!this.socket.open) return;
    const channels: Subscription['channel'][] = this.options.credentials
      ? ['orderbook_delta', 'trade']
      : ['trade'];
    for (let i = 0; i < tickers.length; i += SUBSCRIBE_BATCH) {
      const batch = tickers.slice(i, i + SUBSCRIBE_BATCH);
      for (const channel of channels) this.sendSubscribe({ channel, tickers: batch });
    }
  }

  /** One subscribe command, awaited until the venue acknowledges it (`subscribed` or `ok`). */
  private sendSubscribe(request: Subscription): void {
    const id = this.nextId++;
    this.pending.set(id, request);
    this.replies.ask(request);
    this.socket.send(
      JSON.stringify({
        id,
        cmd: 'subscribe',
        params: { channels: [request.channel], market_tickers: request.tickers },
      }),
    );
  }

  /**
   * Replies past their bound are asked for again: an unacknowledged subscribe is sent again (under
   * a new ID), a missing snapshot is asked for with `get_snapshot`; a connection that answered
   * nothing for several rounds is replaced.
   */
  private sweep(): void {
    if (!this.socket.open) return;
    const { overdue, replace } = this.replies.sweep();
    if (replace) {
      this.counters.replacements += 1;
      this.socket.reconnect('no reply to the subscriptions sent again');
      return;
    }
    const snapshots = new Map<number, string[]>();
    const unsubscribed: string[] = [];
    for (const key of overdue) {
      if (typeof key !== 'string') {
        // The same request under a new ID: the watch keeps its tries, and so its longer bound.
        for (const [id, request] of this.pending) if (request === key) this.pending.delete(id);
        key.tickers = key.tickers.filter((t) => this.pairs.has(t));
        if (key.tickers.length === 0) {
          this.replies.forget(key);
          continue;
        }
        this.counters.resubscribes += 1;
        this.log(
          `kalshi websocket: ${key.channel} subscription of ${key.tickers.length} market(s) not acknowledged; sent again`,
        );
        this.sendSubscribe(key);
        continue;
      }
      if (!this.pairs.has(key)) {
        this.replies.forget(key);
        continue;
      }
      const sid = this.bookSubscriptionOf(key);
      if (sid === undefined) unsubscribed.push(key);
      else snapshots.set(sid, [...(snapshots.get(sid) ?? []), key]);
    }
    for (const [sid, tickers] of snapshots) {
      this.counters.resubscribes += 1;
      this.log(
        `kalshi orderbook_delta subscription ${sid}: ${tickers.length} snapshot(s) not come; asked again`,
      );
      this.getSnapshot(sid, tickers);
    }
    if (unsubscribed.length > 0) {
      for (const ticker of unsubscribed) this.replies.forget(ticker);
      this.counters.resubscribes += 1;
      this.sendSubscribe({ channel: 'orderbook_delta', tickers: unsubscribed });
    }
  }

  private bookSubscriptionOf(ticker: string): number | undefined {
    for (const [sid, subscription] of this.subscriptions)
      if (subscription.channel === 'orderbook_delta' && subscription.tickers.includes(ticker))
        return sid;
    return undefined;
  }

  private getSnapshot(sid: number, tickers: readonly string[]): void {
    for (const ticker of tickers) this.replies.ask(ticker);
    this.socket.send(
      JSON.stringify({
        id: this.nextId++,
        cmd: 'update_subscription',
        params: { sids: [sid], market_tickers: tickers, action: 'get_snapshot' },
      }),
    );
  }

  /**
   * A subscribe acknowledged: a new subscription (`subscribed`), or the markets merged into the
   * connection's subscription of the channel (`ok`, with every market it now holds when the venue
   * lists them). The book channel's markets then await their snapshots.
   */
  private acknowledged(
    id: number | undefined,
    sid: number | undefined,
    marketTickers?: readonly string[],
  ): void {
    const asked = id === undefined ? undefined : this.pending.get(id);
    if (!asked || sid === undefined) return;
    this.pending.delete(id!);
    this.replies.settle(asked);
    const held = this.subscriptions.get(sid);
    const tickers = marketTickers
      ? [...marketTickers]
      : [...new Set([...(held?.tickers ?? []), ...asked.tickers])];
    this.subscriptions.set(sid, { channel: held?.channel ?? asked.channel, tickers });
    if (asked.channel === 'orderbook_delta')
      for (const ticker of asked.tickers) if (this.pairs.has(ticker)) this.replies.ask(ticker);
  }

  /**
   * Books of a subscription fetched again (`update_subscription` with `get_snapshot`): after a
   * gap every market of it, since the lost message may have been any one's; until each snapshot
   * arrives the market's deltas are ignored.
   */
  private resnapshot(sid: number, tickers: readonly string[], why: string): void {
    const followed = tickers.filter((t) => this.pairs.has(t));
    if (followed.length === 0) return;
    this.log(
      `kalshi orderbook_delta subscription ${sid}: ${why}; ${followed.length} book(s) fetched again`,
    );
    this.markStale(followed);
    this.counters.resnapshots += followed.length;
    this.getSnapshot(sid, followed);
  }

  private receive(text: string): void {
    this.counters.messages += 1;
    const frame = checkKalshiFrame(text);
    if (frame.kind !== 'json') {
      if (frame.kind === 'refused') this.refuse(frame.error, frame);
      return;
    }
    let event: KalshiStreamEvent;
    try {
      event = parseKalshiStreamFrame(frame.json);
    } catch (error) {
      this.refuse(error, { json: frame.json });
      return;
    }
    try {
      this.apply(event);
    } catch (error) {
      this.malformed(error);
      if (event.kind === 'delta')
        this.resnapshot(event.sid, [event.marketTicker], 'a level the book could not hold');
      // A snapshot is an answer: asked for again after the bound, not at once (it may be the same).
      else if (event.kind === 'snapshot')
        this.awaitSnapshots([event.marketTicker], 'a snapshot level the book could not hold');
    }
  }

  /**
   * A frame refused (not JSON, too deep, not of the published shape, not readable): counted and
   * logged, and the books it named lose their sync. A delta is fetched again at once, as after a
   * gap; a snapshot, or a frame whose books cannot be told, is awaited again within the reply
   * bound: it may be the answer to a `get_snapshot`, and asking at once could repeat it forever.
   */
  private refuse(error: unknown, frame: RefusedFrame): void {
    this.malformed(error);
    if (!this.options.credentials) return;
    const named = refusedKalshiFrame(frame);
    if (named.kind === 'no book') return;
    if (named.kind === 'any book') {
      this.awaitSnapshots([...this.pairs.keys()], 'a frame that could not be read');
      return;
    }
    const sid =
      named.sid !== undefined && this.subscriptions.has(named.sid) ? named.sid : undefined;
    // Its number counts in its subscription's sequence: a gap before it is still a gap.
    if (sid !== undefined && named.seq !== undefined) {
      if (this.sequences.observe(sid, named.seq) === 'gap')
        this.resnapshot(
          sid,
          this.subscriptions.get(sid)?.tickers ?? [],
          `sequence gap before ${named.seq}`,
        );
    }
    const ticker =
      named.ticker !== undefined && this.pairs.has(named.ticker) ? named.ticker : undefined;
    const why = `${named.kind === 'delta' ? 'a delta' : 'a snapshot'} of the wrong shape`;
    if (ticker === undefined) {
      const tickers =
        sid !== undefined ? (this.subscriptions.get(sid)?.tickers ?? []) : [...this.pairs.keys()];
      if (named.kind === 'delta' && sid !== undefined) this.resnapshot(sid, tickers, why);
      else this.awaitSnapshots(tickers, why);
      return;
    }
    const book = sid ?? this.bookSubscriptionOf(ticker);
    if (named.kind === 'delta' && book !== undefined) this.resnapshot(book, [ticker], why);
    else this.awaitSnapshots([ticker], why);
  }

  /** The books are not current until their snapshots come, asked for after the reply bound. */
  private awaitSnapshots(tickers: readonly string[], why: string): void {
    const followed = tickers.filter((t) => this.pairs.has(t));
    if (followed.length === 0) return;
    this.log(
      `kalshi websocket: ${why}; ${followed.length} book(s) not current until their snapshot`,
    );
    this.markStale(followed);
    this.counters.resnapshots += followed.length;
    for (const ticker of followed) this.replies.ask(ticker);
  }

  private apply(event: KalshiStreamEvent): void {
    switch (event.kind) {
      case 'subscribed':
        this.acknowledged(event.id, event.sid);
        return;
      case 'ok':
        this.acknowledged(event.id, event.sid, event.marketTickers);
        // Its seq counts in its subscription's sequence as any message's does.
        if (event.sid !== undefined && event.seq !== undefined && this.subscriptions.has(event.sid))
          this.sequences.observe(event.sid, event.seq);
        return;
      case 'error':
        this.log(
          `kalshi websocket: command ${event.id ?? '?'} refused: ${event.code} ${event.message}`,
        );
        if (event.id !== undefined) {
          // A refusal answers the command: it is not sent again (the venue would refuse it again).
          const asked = this.pending.get(event.id);
          if (asked) this.replies.settle(asked);
          this.pending.delete(event.id);
        }
        return;
      case 'snapshot': {
        if (!this.subscriptions.has(event.sid)) return;
        this.sequences.observe(event.sid, event.seq);
        const book = this.books.get(event.marketTicker);
        if (!book) return;
        this.replies.settle(event.marketTicker);
        book.replace(event.yesBids, event.noBids);
        if (book.crossed()) {
          // The venue's own snapshot crossed: not served; asked for again after the bound.
          this.crossed(event.marketTicker, 'snapshot');
          book.markInconsistent();
          this.replies.ask(event.marketTicker);
          return;
        }
        this.publish(event.marketTicker, book, new Date().toISOString(), 'LIVE');
        return;
      }
      case 'delta': {
        if (!this.subscriptions.has(event.sid)) return;
        const verdict = this.sequences.observe(event.sid, event.seq);
        if (verdict === 'duplicate' || verdict === 'stale') return;
        if (verdict === 'gap')
          this.resnapshot(
            event.sid,
            this.subscriptions.get(event.sid)?.tickers ?? [],
            `sequence gap before ${event.seq}`,
          );
        const book = this.books.get(event.marketTicker);
        if (!book || !book.consistent) return;
        if (book.applyDelta(event.side, event.price, event.delta) === 'negative') {
          this.resnapshot(event.sid, [event.marketTicker], 'a level went below zero');
          return;
        }
        if (book.crossed()) {
          this.crossed(event.marketTicker, `delta ${event.seq}`);
          this.resnapshot(event.sid, [event.marketTicker], 'the book crossed');
          return;
        }
        this.publish(event.marketTicker, book, event.ts ?? new Date().toISOString(), 'LIVE');
        return;
      }
      case 'trade': {
        const yes = this.pairs.get(event.marketTicker)?.yes;
        if (!yes) return;
        // As the REST trades (parse-kalshi.ts): a print of the YES listing at the YES price; a
        // YES taker bought YES, a NO taker sold it.
        this.options.live.addTrade({
          tradeId: event.tradeId,
          listingId: yes,
          price: event.yesPrice,
          quantity: event.count,
          takerSide: event.takerSide === 'yes' ? 'BUY' : 'SELL',
          executedAt: event.createdAt,
        });
        return;
      }
      // Top of book (`ticker`) is not read: books come whole from the book channel or REST.
      case 'ticker':
      case 'unsubscribed':
      case 'ignored':
        return;
    }
  }

  private publish(
    ticker: string,
    book: KalshiBinaryBook,
    observedAt: string,
    source: LiveSource,
  ): void {
    const pair = this.pairs.get(ticker);
    if (!pair) return;
    const { yes, no } = book.listings();
    if (pair.yes) this.options.live.setBook({ listingId: pair.yes, ...yes, observedAt, source });
    if (pair.no) this.options.live.setBook({ listingId: pair.no, ...no, observedAt, source });
  }

  /** A crossed book (YES bid at or above the YES ask) is lost sync: counted, logged, never served. */
  private crossed(ticker: string, what: string): void {
    this.counters.crossed += 1;
    this.log(`kalshi book of ${ticker} crossed after its ${what}; not served until whole again`);
  }

  private markStale(tickers: readonly string[]): void {
    for (const ticker of tickers) {
      this.books.get(ticker)?.markInconsistent();
      const pair = this.pairs.get(ticker);
      if (pair) this.options.live.markStale([pair.yes, pair.no].filter((id): id is string => !!id));
    }
  }

  private lost(): void {
    clearInterval(this.sweeper);
    this.counters.losses += 1;
    if (!this.options.credentials) return;
    this.markStale([...this.pairs.keys()]);
    this.counters.resnapshots += this.pairs.size;
  }

  private malformed(error: unknown): void {
    refusedMessage(this.counters, this.log, 'kalshi websocket', error);
  }
}
