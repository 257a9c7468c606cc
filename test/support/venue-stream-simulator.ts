// The venues' market-data WebSockets for the stream tests, on loopback: Polymarket's CLOB market
// channel (/polymarket/ws/market) and Kalshi's WebSocket API v2 (/kalshi/trade-api/ws/v2), in the
// message shapes of test/fixtures/venues/streams/ (sources in test/fixtures/venues/SOURCES.md):
// Polymarket's `book` on subscribing, `price_change` with each change's best bid and ask,
// `last_trade_price`, PING answered by PONG; Kalshi's subscribe / unsubscribe / update_subscription
// (get_snapshot) commands, `orderbook_snapshot` then `orderbook_delta` with a `seq` per
// subscription, `trade`, and its private orderbook channel refused without a valid signature.
// Kalshi merges a later subscribe of a channel the connection already has into that subscription
// (answered `ok` with its `sid`, `seq` and every market it now holds, then the new markets'
// snapshots), and sends every subscribed market a snapshot, an empty one for a market without
// orders. Each book the simulator keeps is the truth a client's rebuilt book must equal; faults on
// demand: a skipped sequence number, a message sent twice, a change the venue's book never had
// (a phantom: the client's book may cross), wrong best prices, a malformed frame, dropped
// connections, subscribe commands ignored (PING still answered, heartbeats still sent), a venue
// gone silent (nothing sent or answered at all), and frames that are not what the venue publishes:
// any data message of the wrong shape (`reshape`, after the venue's book has changed), a frame
// nested deeper than any message (`sendNested`) and a frame of any size (`sendOversized`).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, verify, type KeyObject } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

type Levels = Map<string, string>;

interface PolymarketBook {
  market: string;
  bids: Levels;
  asks: Levels;
}

interface KalshiBook {
  yes: Levels;
  no: Levels;
}

interface KalshiSubscription {
  channel: string;
  tickers: Set<string>;
  seq: number;
}

interface KalshiClient {
  socket: WebSocket;
  authenticated: boolean;
  subscriptions: Map<number, KalshiSubscription>;
  heartbeat: NodeJS.Timeout;
}

type StreamVenue = 'polymarket' | 'kalshi';

export interface StreamSimulatorOptions {
  /** The public key a Kalshi handshake's signature must verify with; none: any is taken. */
  kalshiPublicKey?: KeyObject;
  /** Kalshi's heartbeat: a ping frame this often on every connection (the venue: 10 s). */
  kalshiHeartbeatMs?: number;
}

const KALSHI_PATH = '/kalshi/trade-api/ws/v2';
const POLYMARKET_PATH = '/polymarket/ws/market';

export class StreamSimulator {
  readonly polymarketBooks = new Map<string, PolymarketBook>();
  readonly kalshiBooks = new Map<string, KalshiBook>();
  /** Frames the clients sent, by venue: the subscribe commands a test can check. */
  readonly received: { polymarket: string[]; kalshi: string[] } = { polymarket: [], kalshi: [] };
  /** Connections accepted so far, by venue. */
  readonly connections = { polymarket: 0, kalshi: 0 };
  /**
   * Subscribe commands taken and dropped unanswered, by venue: Polymarket's subscriptions, Kalshi's
   * `subscribe` and `update_subscription` (PING, heartbeats and data go on).
   */
  readonly ignoreSubscribes = { polymarket: false, kalshi: false };
  /** A venue gone silent: it sends nothing and answers nothing, heartbeats and PONG included. */
  readonly silent = { polymarket: false, kalshi: false };
  /**
   * A data message (a Kalshi snapshot, delta or trade; a Polymarket book, price change or trade
   * event) as the venue would send it, and what is sent instead: a message of the wrong shape.
   * Undefined: the message as it is. The venue's own book has changed either way.
   */
  reshape: ((venue: StreamVenue, message: Record<string, unknown>) => unknown) | undefined;
  private readonly polymarketClients = new Map<WebSocket, Set<string>>();
  private readonly kalshiClients = new Set<KalshiClient>();
  private readonly wss = new WebSocketServer({ noServer: true });
  private nextSid = 1;

  private constructor(
    private readonly server: Server,
    private readonly options: StreamSimulatorOptions,
  ) {}

  static async start(options: StreamSimulatorOptions = {}): Promise<StreamSimulator> {
    const server = createServer((_req, res) => res.writeHead(404).end());
    const simulator = new StreamSimulator(server, options);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      simulator.upgrade(req, socket, head),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return simulator;
  }

  get urls(): { polymarket: string; kalshi: string } {
    const root = `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return { polymarket: `${root}${POLYMARKET_PATH}`, kalshi: `${root}${KALSHI_PATH}` };
  }

  async close(): Promise<void> {
    for (const client of this.kalshiClients) clearInterval(client.heartbeat);
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  /** Every open connection of the venue (or both) is cut, as a network would. */
  dropConnections(venue?: 'polymarket' | 'kalshi'): void {
    if (venue !== 'kalshi') for (const socket of this.polymarketClients.keys()) socket.terminate();
    if (venue !== 'polymarket') for (const client of this.kalshiClients) client.socket.terminate();
  }

  /** A frame as given, to every client of the venue: for malformed messages. */
  sendRaw(venue: StreamVenue, text: string): void {
    const sockets =
      venue === 'polymarket'
        ? [...this.polymarketClients.keys()]
        : [...this.kalshiClients].map((c) => c.socket);
    for (const socket of sockets) this.send(venue, socket, text);
  }

  /**
   * A frame of arrays nested `depth` deep, to every client of the venue: what a venue's message
   * holds where a value belongs (Kalshi: the `msg` of an `orderbook_delta`).
   */
  sendNested(venue: StreamVenue, depth: number): void {
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    this.sendRaw(
      venue,
      venue === 'kalshi'
        ? `{"type":"orderbook_delta","sid":1,"seq":1,"msg":${nested}}`
        : `[{"event_type":"price_change","price_changes":${nested}}]`,
    );
  }

  /** A text frame of exactly `bytes` bytes (a JSON message with a long text), to every client. */
  sendOversized(venue: StreamVenue, bytes: number): void {
    const head =
      venue === 'kalshi' ? '{"type":"ticker","padding":"' : '{"event_type":"x","padding":"';
    this.sendRaw(venue, `${head}${'x'.repeat(bytes - head.length - 2)}"}`);
  }

  /** Every frame to a client goes through here: a silent venue sends none. */
  private send(venue: StreamVenue, socket: WebSocket, text: string): void {
    if (!this.silent[venue]) socket.send(text);
  }

  /** A data message, as `reshape` makes it. */
  private sendMessage(
    venue: StreamVenue,
    socket: WebSocket,
    message: Record<string, unknown>,
  ): void {
    this.send(venue, socket, JSON.stringify(this.reshaped(venue, message)));
  }

  private reshaped(venue: StreamVenue, message: Record<string, unknown>): unknown {
    return this.reshape?.(venue, message) ?? message;
  }

  // Polymarket

  setPolymarketBook(
    tokenId: string,
    market: string,
    bids: [string, string][],
    asks: [string, string][],
  ): void {
    const book = { market, bids: new Map(bids), asks: new Map(asks) };
    this.polymarketBooks.set(tokenId, book);
    for (const [socket, tokens] of this.polymarketClients)
      if (tokens.has(tokenId))
        this.sendMessage('polymarket', socket, this.polymarketBookEvent(tokenId));
  }

  /**
   * Level changes of one token, each with the best prices after it (as the venue sends them), at
   * `timestamp` (ms; now by default); `lost`: applied to the book but never sent; `phantom`: sent,
   * with the best prices it would give, but never applied to the venue's book (a bid above the
   * best ask crosses the client's book).
   */
  polymarketChange(
    tokenId: string,
    changes: { side: 'BUY' | 'SELL'; price: string; size: string }[],
    options: { lost?: boolean; phantom?: boolean; timestamp?: number } = {},
  ): void {
    const truth = this.polymarketBooks.get(tokenId)!;
    const book = options.phantom
      ? { market: truth.market, bids: new Map(truth.bids), asks: new Map(truth.asks) }
      : truth;
    const priceChanges = changes.map((c) => {
      const side = c.side === 'BUY' ? book.bids : book.asks;
      if (Number(c.size) === 0) side.delete(c.price);
      else side.set(c.price, c.size);
      return {
        asset_id: tokenId,
        price: c.price,
        size: c.size,
        side: c.side,
        hash: `0x${Math.random().toString(16).slice(2)}`,
        best_bid: best(book.bids, 'BID'),
        best_ask: best(book.asks, 'ASK'),
      };
    });
    if (options.lost) return;
    this.toPolymarket(tokenId, {
      event_type: 'price_change',
      market: book.market,
      price_changes: priceChanges,
      timestamp: String(options.timestamp ?? Date.now()),
    });
  }

  polymarketTrade(tokenId: string, price: string, size: string, side: 'BUY' | 'SELL'): void {
    const book = this.polymarketBooks.get(tokenId)!;
    this.toPolymarket(tokenId, {
      event_type: 'last_trade_price',
      market: book.market,
      asset_id: tokenId,
      fee_rate_bps: '0',
      price,
      side,
      size,
      timestamp: String(Date.now()),
    });
  }

  // Kalshi

  setKalshiBook(ticker: string, yes: [string, string][], no: [string, string][]): void {
    this.kalshiBooks.set(ticker, { yes: new Map(yes), no: new Map(no) });
  }

  /**
   * A signed change of one level, to every subscription of the market. `gap`: the subscription's
   * sequence moves on but the message is lost; `duplicate`: it is sent twice; `phantom`: sent in
   * sequence but never applied to the venue's book (a YES bid at or above 1 − the best NO bid
   * crosses the client's book).
   */
  kalshiDelta(
    ticker: string,
    side: 'yes' | 'no',
    price: string,
    delta: string,
    fault?: 'gap' | 'duplicate' | 'phantom',
  ): void {
    const book = this.kalshiBooks.get(ticker)!;
    const levels = side === 'yes' ? book.yes : book.no;
    // Sizes of two decimals (count_fp), in hundredths so the sum is exact.
    const hundredths = (text: string) => Math.round(Number(text) * 100);
    const size = hundredths(levels.get(price) ?? '0') + hundredths(delta);
    if (fault === 'phantom') {
      // The venue's book stays as it was.
    } else if (size === 0) levels.delete(price);
    else levels.set(price, (size / 100).toFixed(2));
    for (const client of this.kalshiClients)
      for (const [sid, sub] of client.subscriptions) {
        if (sub.channel !== 'orderbook_delta' || !sub.tickers.has(ticker)) continue;
        sub.seq += 1;
        if (fault === 'gap') continue;
        const frame = JSON.stringify(
          this.reshaped('kalshi', {
            type: 'orderbook_delta',
            sid,
            seq: sub.seq,
            msg: {
              market_ticker: ticker,
              price_dollars: price,
              delta_fp: delta,
              side,
              ts: new Date().toISOString(),
            },
          }),
        );
        this.send('kalshi', client.socket, frame);
        if (fault === 'duplicate') this.send('kalshi', client.socket, frame);
      }
  }

  kalshiTrade(
    ticker: string,
    tradeId: string,
    yesPrice: string,
    count: string,
    takerSide: 'yes' | 'no',
  ): void {
    const no = (1 - Number(yesPrice)).toFixed(4);
    for (const client of this.kalshiClients)
      for (const [sid, sub] of client.subscriptions) {
        if (sub.channel !== 'trade' || !sub.tickers.has(ticker)) continue;
        sub.seq += 1;
        this.sendMessage('kalshi', client.socket, {
          type: 'trade',
          sid,
          seq: sub.seq,
          msg: {
            trade_id: tradeId,
            market_ticker: ticker,
            yes_price_dollars: yesPrice,
            no_price_dollars: no,
            count_fp: count,
            taker_side: takerSide,
            ts: Math.floor(Date.now() / 1000),
          },
        });
      }
  }

  /** The subscriptions of open Kalshi connections: sid, channel and markets. */
  kalshiSubscriptions(): { sid: number; channel: string; tickers: string[] }[] {
    return [...this.kalshiClients].flatMap((c) =>
      [...c.subscriptions].map(([sid, s]) => ({
        sid,
        channel: s.channel,
        tickers: [...s.tickers].sort(),
      })),
    );
  }

  /** The Kalshi commands clients sent, parsed, in order. */
  kalshiCommands(): { id: number; cmd: string; params: Record<string, unknown> }[] {
    return this.received.kalshi.map(
      (text) => JSON.parse(text) as { id: number; cmd: string; params: Record<string, unknown> },
    );
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A client that resets while refused: the HTTP server no longer handles this socket's errors.
    socket.on('error', () => undefined);
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    if (path === KALSHI_PATH) {
      const authenticated = this.kalshiSigned(req);
      if (authenticated === 'invalid') {
        socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) =>
        this.acceptKalshi(ws, authenticated === 'valid'),
      );
    } else if (path === POLYMARKET_PATH) {
      this.wss.handleUpgrade(req, socket, head, (ws) => this.acceptPolymarket(ws));
    } else socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
  }

  /** No key headers: a public connection; headers that do not verify: refused. */
  private kalshiSigned(req: IncomingMessage): 'none' | 'valid' | 'invalid' {
    const key = req.headers['kalshi-access-key'];
    const timestamp = req.headers['kalshi-access-timestamp'];
    const signature = req.headers['kalshi-access-signature'];
    if (key === undefined && timestamp === undefined && signature === undefined) return 'none';
    if (typeof timestamp !== 'string' || typeof signature !== 'string' || typeof key !== 'string')
      return 'invalid';
    if (!this.options.kalshiPublicKey) return 'valid';
    const ok = verify(
      'sha256',
      Buffer.from(`${timestamp}GET${KALSHI_PATH}`, 'utf8'),
      {
        key: this.options.kalshiPublicKey,
        padding: constants.RSA_PKCS1_PSS_PADDING,
        saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
      },
      Buffer.from(signature, 'base64'),
    );
    return ok ? 'valid' : 'invalid';
  }

  private acceptPolymarket(socket: WebSocket): void {
    this.connections.polymarket += 1;
    // A client that closes while a frame is on its way (1009 for an oversized one).
    socket.on('error', () => undefined);
    const tokens = new Set<string>();
    this.polymarketClients.set(socket, tokens);
    socket.on('close', () => this.polymarketClients.delete(socket));
    socket.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.received.polymarket.push(text);
      if (this.silent.polymarket) return;
      if (text === 'PING') {
        socket.send('PONG');
        return;
      }
      const command = JSON.parse(text) as {
        assets_ids: string[];
        type?: string;
        operation?: string;
      };
      if (command.operation === 'unsubscribe') {
        for (const token of command.assets_ids) tokens.delete(token);
        return;
      }
      if (this.ignoreSubscribes.polymarket) return;
      const books = [];
      for (const token of command.assets_ids) {
        tokens.add(token);
        if (this.polymarketBooks.has(token))
          books.push(this.reshaped('polymarket', this.polymarketBookEvent(token)));
      }
      if (books.length > 0) this.send('polymarket', socket, JSON.stringify(books));
    });
  }

  private acceptKalshi(socket: WebSocket, authenticated: boolean): void {
    this.connections.kalshi += 1;
    socket.on('error', () => undefined);
    // Kalshi's heartbeat: a ping frame with body "heartbeat" every 10 s (asyncapi.yaml,
    // control_frames); ws answers a client's ping with a pong by itself.
    const heartbeat = setInterval(() => {
      if (!this.silent.kalshi) socket.ping('heartbeat');
    }, this.options.kalshiHeartbeatMs ?? 10_000);
    heartbeat.unref();
    const client: KalshiClient = { socket, authenticated, subscriptions: new Map(), heartbeat };
    this.kalshiClients.add(client);
    socket.on('close', () => {
      clearInterval(heartbeat);
      this.kalshiClients.delete(client);
    });
    socket.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.received.kalshi.push(text);
      if (this.silent.kalshi) return;
      const command = JSON.parse(text) as {
        id: number;
        cmd: string;
        params: {
          channels?: string[];
          market_tickers?: string[];
          sids?: number[];
          action?: string;
        };
      };
      if (
        this.ignoreSubscribes.kalshi &&
        (command.cmd === 'subscribe' || command.cmd === 'update_subscription')
      )
        return;
      if (command.cmd === 'subscribe') this.kalshiSubscribe(client, command.id, command.params);
      else if (command.cmd === 'unsubscribe')
        for (const sid of command.params.sids ?? []) {
          const sub = client.subscriptions.get(sid);
          client.subscriptions.delete(sid);
          socket.send(
            JSON.stringify({ id: command.id, sid, seq: sub?.seq ?? 0, type: 'unsubscribed' }),
          );
        }
      else if (
        command.cmd === 'update_subscription' &&
        command.params.action === 'delete_markets'
      ) {
        const sub = client.subscriptions.get(command.params.sids?.[0] ?? -1);
        for (const ticker of command.params.market_tickers ?? []) sub?.tickers.delete(ticker);
        socket.send(
          JSON.stringify({
            id: command.id,
            sid: command.params.sids?.[0],
            seq: sub?.seq ?? 0,
            type: 'ok',
            msg: { market_tickers: [...(sub?.tickers ?? [])] },
          }),
        );
      } else if (
        command.cmd === 'update_subscription' &&
        command.params.action === 'get_snapshot'
      ) {
        const sid = command.params.sids?.[0] ?? -1;
        const sub = client.subscriptions.get(sid);
        if (!sub) return;
        for (const ticker of command.params.market_tickers ?? [])
          this.kalshiSnapshot(client, sid, sub, ticker);
      }
    });
  }

  private kalshiSubscribe(
    client: KalshiClient,
    id: number,
    params: { channels?: string[]; market_tickers?: string[] },
  ): void {
    for (const channel of params.channels ?? []) {
      if (channel === 'orderbook_delta' && !client.authenticated) {
        // The error message shape of the API; the code and text are the simulator's own.
        client.socket.send(
          JSON.stringify({ id, type: 'error', msg: { code: 9, msg: 'Authentication required' } }),
        );
        continue;
      }
      const tickers = params.market_tickers ?? [];
      const existing = [...client.subscriptions].find(([, s]) => s.channel === channel);
      if (existing) {
        // A channel the connection has: its subscription takes the new markets (as
        // update_subscription add_markets does), answered `ok` with its sid, seq and markets.
        const [sid, sub] = existing;
        const added = tickers.filter((t) => !sub.tickers.has(t));
        for (const ticker of added) sub.tickers.add(ticker);
        client.socket.send(
          JSON.stringify({
            id,
            sid,
            seq: sub.seq,
            type: 'ok',
            msg: { market_tickers: [...sub.tickers] },
          }),
        );
        if (channel === 'orderbook_delta')
          for (const ticker of added) this.kalshiSnapshot(client, sid, sub, ticker);
        continue;
      }
      const sid = this.nextSid++;
      const sub: KalshiSubscription = { channel, tickers: new Set(tickers), seq: 0 };
      client.subscriptions.set(sid, sub);
      client.socket.send(JSON.stringify({ id, type: 'subscribed', msg: { channel, sid } }));
      if (channel === 'orderbook_delta')
        for (const ticker of sub.tickers) this.kalshiSnapshot(client, sid, sub, ticker);
    }
  }

  private kalshiSnapshot(
    client: KalshiClient,
    sid: number,
    sub: KalshiSubscription,
    ticker: string,
  ): void {
    // A market without resting orders gets a snapshot too, without the side keys.
    const book = this.kalshiBooks.get(ticker);
    sub.seq += 1;
    client.socket.send(
      JSON.stringify(
        this.reshaped('kalshi', {
          type: 'orderbook_snapshot',
          sid,
          seq: sub.seq,
          msg: {
            market_ticker: ticker,
            ...(book && book.yes.size > 0 && { yes_dollars_fp: [...book.yes] }),
            ...(book && book.no.size > 0 && { no_dollars_fp: [...book.no] }),
          },
        }),
      ),
    );
  }

  private polymarketBookEvent(tokenId: string): Record<string, unknown> {
    const book = this.polymarketBooks.get(tokenId)!;
    return {
      event_type: 'book',
      market: book.market,
      asset_id: tokenId,
      bids: [...book.bids].map(([price, size]) => ({ price, size })),
      asks: [...book.asks].map(([price, size]) => ({ price, size })),
      timestamp: String(Date.now()),
      hash: `0x${Math.random().toString(16).slice(2)}`,
    };
  }

  private toPolymarket(tokenId: string, event: Record<string, unknown>): void {
    const frame = JSON.stringify(this.reshaped('polymarket', event));
    for (const [socket, tokens] of this.polymarketClients)
      if (tokens.has(tokenId)) this.send('polymarket', socket, frame);
  }
}

/** The best price of a side as the venue reports it: an empty side as a bid of 0, an ask of 1. */
function best(levels: Levels, side: 'BID' | 'ASK'): string {
  const prices = [...levels.keys()].map(Number);
  if (prices.length === 0) return side === 'BID' ? '0' : '1';
  const value = side === 'BID' ? Math.max(...prices) : Math.min(...prices);
  return [...levels.keys()].find((p) => Number(p) === value)!;
}
