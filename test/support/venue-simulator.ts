// A venue simulator for the sync tests: one HTTP server on loopback that serves Kalshi's Trade
// API v2 (under /kalshi/trade-api/v2) and Polymarket's Gamma (/gamma) and CLOB (/clob) from the
// recorded responses of test/fixtures/venues/ (their sources in test/fixtures/venues/SOURCES.md
// when noted), with the venues' paging (Kalshi `cursor` in and out, empty on the last page; Gamma
// keyset `after_cursor` in and `next_cursor` out, absent on the last page, any other parameter
// ignored, so a `cursor` gets the first page again, as Gamma does: Polymarket/agents#227), 404
// for what it does not hold, and faults on demand: 429 with Retry-After, 503, a reset
// connection, a body cut short, paging that does not advance; and, in place of an answer,
// another shape, raw text (JSON nested deeper than any venue's) or a body without end. Tests
// change its data between passes as a venue changes over time.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { budgetsByHost } from '../../src/venues/common/venue-budgets';
import { VenueHttp } from '../../src/venues/common/venue-http';
import type { VenueEndpoints } from '../../src/venues/common/venue-endpoints';
import { fixtureJson } from '../catalog/venues/venue-fixtures';

export type Fault = '429' | '503' | 'reset' | 'truncate';

/**

 * Paging that does not advance: `FIRST_PAGE` answers the first page whatever the cursor (as a
 * venue answers a cursor parameter it does not know), `SAME_CURSOR` answers the page asked for
 * with the cursor it was asked with as the next one.
 */
export type PagingFault = 'FIRST_PAGE' | 'SAME_CURSOR';

/**
 * What the simulator sends in place of its answer: other JSON (a wrong shape), raw text (JSON
 * nested deeper than any venue's), or a body that never ends.
 */
export type Reshaped = { readonly json: unknown } | { readonly text: string } | 'endless';

type Json = Record<string, unknown>;

export interface SimulatedVenues {
  /** Kalshi events, each with its nested `markets` (the `with_nested_markets=true` shape). */
  kalshiEvents: Json[];
  kalshiSeries: Map<string, Json>;
  /** `GET /series/fee_changes`: the upcoming series fee changes. */
  kalshiFeeChanges: Json[];
  kalshiBooks: Map<string, Json>;
  /** Every Kalshi trade, newest first as `GET /markets/trades` lists them. */
  kalshiTrades: Json[];
  /** Hourly candles by market ticker. */
  kalshiCandles: Map<string, Json[]>;
  /** Gamma events, each with its nested `markets`. */
  gammaEvents: Json[];
  clobBooks: Map<string, Json>;
  /** Hourly price history samples by token ID. */
  clobHistory: Map<string, Json[]>;
  /** `GET /structured_targets`: Kalshi's reference data. */
  kalshiStructuredTargets: Json[];
  /** Gamma `GET /teams` and `GET /sports`. */
  gammaTeams: Json[];
  gammaSports: Json[];
}

/** The recorded responses as one venue pair. */
export function recordedVenues(): SimulatedVenues {
  const kxbtcd = fixtureJson('kalshi/events-kxbtcd.json') as { events: Json[] };
  const fed = fixtureJson('kalshi/event-kxfeddecision-26dec.json') as {
    event: Json;
    markets: Json[];
  };
  const other = fixtureJson('kalshi/events-other.json') as { events: Json[] };
  const series = (fixtureJson('kalshi/series-kxfeddecision.json') as { series: Json }).series;
  const fedBook = fixtureJson('kalshi/orderbook-kxfeddecision-26dec-h0.json') as Json;
  const books = fixtureJson('polymarket/clob-books-btc.json') as Json[];
  const fedNoChange = fixtureJson('polymarket/clob-book-fed-no-change-yes.json') as Json;
  const trades = fixtureJson('kalshi/trades-kxfeddecision-26dec-h0.json') as { trades: Json[] };
  const candles = fixtureJson('kalshi/candlesticks-kxbtcd-26dec3117-t109999.99.json') as Json;
  const candleBody = candles.response as { ticker: string; candlesticks: Json[] };
  const history = fixtureJson('polymarket/clob-prices-history-btc-110k.json') as Json;
  const historyToken = new URL(String(history.url)).searchParams.get('market') ?? '';
  return {
    kalshiEvents: [...kxbtcd.events, { ...fed.event, markets: fed.markets }, ...other.events],
    kalshiSeries: new Map([[String(series.ticker), series]]),
    kalshiFeeChanges: (
      fixtureJson('kalshi/series-fee-changes.json') as { series_fee_change_arr: Json[] }
    ).series_fee_change_arr,
    kalshiBooks: new Map([[tickerOfBookUrl(String(fedBook.url)), fedBook.response as Json]]),
    kalshiTrades: [...trades.trades].reverse(),
    kalshiCandles: new Map([[candleBody.ticker, candleBody.candlesticks]]),
    clobHistory: new Map([[historyToken, (history.response as { history: Json[] }).history]]),
    gammaEvents: fixtureJson('polymarket/gamma-events.json') as Json[],
    clobBooks: new Map(
      [...books, (fedNoChange.response ?? fedNoChange) as Json].map((b) => [String(b.asset_id), b]),
    ),
    kalshiStructuredTargets: (
      (fixtureJson('reference/kalshi-structured-targets.json') as Json).response as {
        structured_targets: Json[];
      }
    ).structured_targets,
    gammaTeams: (fixtureJson('reference/gamma-teams.json') as Json).response as Json[],
    gammaSports: fixtureJson('reference/gamma-sports.json') as Json[],
  };
}

export class VenueSimulator {
  /** Faults served, in order, to the next requests. */
  readonly faults: Fault[] = [];
  /** Items a page at most, whatever the request's `limit`: small, so paging is exercised. */
  pageSize = 2;
  /** Requests served, by path. */
  readonly served = new Map<string, number>();
  /** Requests this matches get 503 until it is cleared: an outage of part of a venue. */
  outage: ((url: URL) => boolean) | undefined;
  /** Told of each request as it arrives, before it is answered. */
  arriving: ((url: URL) => void) | undefined;
  /** Requests this matches get no answer at all (until the simulator closes); `stalled` is told. */
  stall: ((url: URL) => boolean) | undefined;
  stalled: ((url: URL) => void) | undefined;
  /** Paged lists this matches page as it says (undefined: as the venue documents). */
  pagingFault: ((url: URL) => PagingFault | undefined) | undefined;
  /**
   * Requests this answers are sent what it returns in place of the venue's answer (which it is
   * given); undefined keeps the answer.
   */
  reshape: ((url: URL, answer: unknown) => Reshaped | undefined) | undefined;
  /** Bodies without end whose reader went away before the end (all of them). */
  endlessClosed = 0;

  private constructor(
    private readonly server: Server,
    readonly venues: SimulatedVenues,
  ) {}

  static async start(venues: SimulatedVenues = recordedVenues()): Promise<VenueSimulator> {
    const server = createServer();
    const simulator = new VenueSimulator(server, venues);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => simulator.answer(req, res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return simulator;
  }

  get endpoints(): VenueEndpoints {
    const root = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return {
      kalshi: `${root}/kalshi/trade-api/v2`,
      polymarketGamma: `${root}/gamma`,
      polymarketClob: `${root}/clob`,
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'POST') return this.answerWith(req, res, undefined);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => this.answerWith(req, res, Buffer.concat(chunks).toString('utf8')));
  }

  private answerWith(req: IncomingMessage, res: ServerResponse, body: string | undefined): void {
    const url = new URL(req.url ?? '/', 'http://simulator');
    this.served.set(url.pathname, (this.served.get(url.pathname) ?? 0) + 1);
    this.arriving?.(url);
    if (this.stall?.(url)) {
      this.stalled?.(url);
      return;
    }
    const fault = this.outage?.(url) ? '503' : this.faults.shift();
    if (fault === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fault === '429')
      return send(res, 429, { error: 'too many requests' }, { 'retry-after': '1' });
    if (fault === '503') return send(res, 503, { error: 'unavailable' });
    const [status, answer] = this.route(url, body);
    const reshaped = status === 200 ? this.reshape?.(url, answer) : undefined;
    if (reshaped === 'endless') return this.sendEndless(res);
    if (reshaped !== undefined) {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('text' in reshaped ? reshaped.text : JSON.stringify(reshaped.json));
      return;
    }
    if (fault === 'truncate') {
      const text = JSON.stringify(answer);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(text.slice(0, Math.floor(text.length / 2)));
      return;
    }
    send(res, status, answer);
  }

  /** A JSON array that never closes, written as fast as the reader takes it. */
  private sendEndless(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    const chunk = Buffer.from('0,'.repeat(32 * 1024));
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', pump);
    res.on('close', () => this.endlessClosed++);
    pump();
  }

  private route(url: URL, body: string | undefined): [number, unknown] {
    const path = url.pathname;
    const q = url.searchParams;
    const notFound: [number, unknown] = [
      404,
      { error: { code: 'not_found', message: 'not found' } },
    ];
    if (path === '/kalshi/trade-api/v2/events') {
      const { items, next } = this.page(url, this.venues.kalshiEvents, 'cursor');
      return [200, { events: items, cursor: next ?? '', milestones: [] }];
    }
    if (path === '/kalshi/trade-api/v2/markets') {
      // Only the increments' filter: markets whose metadata changed since min_updated_ts.
      const since = Number(q.get('min_updated_ts') ?? 0) * 1000;
      const markets = this.kalshiMarkets().filter(
        (m) => typeof m.updated_time === 'string' && Date.parse(m.updated_time) >= since,
      );
      const { items, next } = this.page(url, markets, 'cursor');
      return [200, { markets: items, cursor: next ?? '' }];
    }
    let match = /^\/kalshi\/trade-api\/v2\/events\/([^/]+)$/.exec(path);
    if (match) {
      const ticker = decodeURIComponent(match[1]!);
      const event = this.venues.kalshiEvents.find((e) => e.event_ticker === ticker);
      if (!event) return notFound;
      const { markets, ...own } = event;
      return q.get('with_nested_markets') === 'true'
        ? [200, { event: { ...own, markets } }]
        : [200, { event: own, markets }];
    }
    if (path === '/kalshi/trade-api/v2/series/fee_changes')
      return [200, { series_fee_change_arr: this.venues.kalshiFeeChanges }];
    match = /^\/kalshi\/trade-api\/v2\/series\/([^/]+)$/.exec(path);
    if (match) {
      const series = this.venues.kalshiSeries.get(decodeURIComponent(match[1]!));
      return series ? [200, { series }] : notFound;
    }
    match = /^\/kalshi\/trade-api\/v2\/markets\/([^/]+)\/orderbook$/.exec(path);
    if (match) {
      const ticker = decodeURIComponent(match[1]!);
      const known = this.venues.kalshiEvents.some((e) =>
        marketsOf(e).some((m) => m.ticker === ticker),
      );
      if (!known) return notFound;
      return [200, this.venues.kalshiBooks.get(ticker) ?? { orderbook: { yes: [], no: [] } }];
    }
    if (path === '/kalshi/trade-api/v2/markets/trades') {
      const since = Number(q.get('min_ts') ?? 0) * 1000;
      const trades = this.venues.kalshiTrades.filter(
        (t) => Date.parse(String(t.created_time)) >= since,
      );
      const { items, next } = this.page(url, trades, 'cursor');
      return [200, { trades: items, cursor: next ?? '' }];
    }
    if (path === '/kalshi/trade-api/v2/markets/candlesticks') {
      const tickers = (q.get('market_tickers') ?? '').split(',').filter((t) => t !== '');
      if (tickers.length === 0 || tickers.length > 100 || q.get('period_interval') !== '60')
        return [400, { error: { code: 'bad_request', message: 'bad candlestick request' } }];
      const [start, end] = [Number(q.get('start_ts')), Number(q.get('end_ts'))];
      const markets = tickers.map((ticker) => ({
        market_ticker: ticker,
        candlesticks: (this.venues.kalshiCandles.get(ticker) ?? []).filter(
          (c) => Number(c.end_period_ts) >= start && Number(c.end_period_ts) <= end,
        ),
      }));
      return [200, { markets }];
    }
    if (path === '/kalshi/trade-api/v2/structured_targets') {
      const { items, next } = this.page(url, this.venues.kalshiStructuredTargets, 'cursor');
      return [200, { structured_targets: items, cursor: next ?? '' }];
    }
    if (path === '/gamma/teams') {
      // Gamma pages its teams by offset; a page holds at most `pageSize`, whatever the limit.
      const offset = Number(q.get('offset') ?? 0);
      const size = Math.min(this.pageSize, Number(q.get('limit') ?? this.pageSize));
      return [200, this.venues.gammaTeams.slice(offset, offset + size)];
    }
    if (path === '/gamma/sports') return [200, this.venues.gammaSports];
    if (path === '/clob/prices-history') {
      const [start, end] = [Number(q.get('startTs')), Number(q.get('endTs'))];
      const history = (this.venues.clobHistory.get(q.get('market') ?? '') ?? []).filter(
        (p) => Number(p.t) >= start && Number(p.t) <= end,
      );
      return [200, { history }];
    }
    if (path === '/gamma/events/keyset') {
      const { items, next } = this.page(url, this.venues.gammaEvents, 'after_cursor');
      return [200, next === undefined ? { events: items } : { events: items, next_cursor: next }];
    }
    if (path === '/clob/books' && body !== undefined) {
      let asked: unknown;
      try {
        asked = JSON.parse(body);
      } catch {
        return [400, { error: 'Invalid payload' }];
      }
      if (!Array.isArray(asked)) return [400, { error: 'Invalid payload' }];
      const books = asked.flatMap((item) => {
        const book = this.venues.clobBooks.get(String((item as Json).token_id));
        return book ? [book] : [];
      });
      return [200, books];
    }
    if (path === '/clob/book') {
      const book = this.venues.clobBooks.get(q.get('token_id') ?? '');
      return book
        ? [200, book]
        : [404, { error: 'No orderbook exists for the requested token id' }];
    }
    return notFound;
  }

  /** Every Kalshi market, each nested in its event. */
  private kalshiMarkets(): Json[] {
    return this.venues.kalshiEvents.flatMap(marketsOf);
  }

  /**
   * Stops listing a market as a venue delists it: it leaves its event's nested `markets` (a
   * Kalshi ticker or a Gamma market ID), so no list or event answer names it any more; nothing
   * else of the event changes. Returns the market as it was last listed.
   */
  delistMarket(venue: 'kalshi' | 'polymarket', marketId: string): Json {
    const [events, key] =
      venue === 'kalshi' ? [this.venues.kalshiEvents, 'ticker'] : [this.venues.gammaEvents, 'id'];
    for (const event of events) {
      const markets = (event.markets as Json[] | undefined) ?? [];
      const at = markets.findIndex((m) => m[key] === marketId);
      if (at >= 0) return markets.splice(at, 1)[0]!;
    }
    throw new Error(`no simulated ${venue} market ${marketId}`);
  }

  /**
   * Changes a Kalshi market as the venue does: its fields, and `updated_time` (the time of the
   * last metadata change, which increments read by).
   */
  changeKalshiMarket(ticker: string, fields: Json, at: Date = new Date()): void {
    const market = this.kalshiMarkets().find((m) => m.ticker === ticker);
    if (!market) throw new Error(`no simulated Kalshi market ${ticker}`);
    Object.assign(market, fields, { updated_time: at.toISOString() });
  }

  /**
   * One page from an opaque cursor (the position, base64) in the query parameter the venue reads
   * (`cursorParameter`; any other is ignored), and the next page's cursor.
   */
  private page(url: URL, all: Json[], cursorParameter: string) {
    const fault = this.pagingFault?.(url);
    const cursor = fault === 'FIRST_PAGE' ? null : url.searchParams.get(cursorParameter);
    const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) : 0;
    const limit = url.searchParams.get('limit');
    const size = Math.min(this.pageSize, Number(limit ?? this.pageSize) || this.pageSize);
    const end = start + size;
    const next =
      fault === 'SAME_CURSOR' && cursor
        ? cursor
        : end < all.length
          ? Buffer.from(String(end)).toString('base64url')
          : undefined;
    return { items: all.slice(start, end), next };
  }
}

/** An event's nested markets; none when a test gave it a `markets` of the wrong shape. */
function marketsOf(event: Json): Json[] {
  return Array.isArray(event.markets) ? (event.markets as Json[]) : [];
}

/** JSON text nested `depth` arrays deep around `inner`. */
export function nestedJson(depth: number, inner = '0'): string {
  return `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
}

function tickerOfBookUrl(url: string): string {
  return decodeURIComponent(/\/markets\/([^/]+)\/orderbook$/.exec(url)?.[1] ?? '');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Json = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(headers as Record<string, string>),
  });
  res.end(JSON.stringify(body));
}

/**
 * A client of the simulator that does not sleep: its waits (budget, backoff, Retry-After) pass
 * at once. The HTTP client's own tests cover the waiting.
 */
export function quickHttp(simulator: VenueSimulator, maxAttempts = 6): VenueHttp {
  let now = 0;
  return new VenueHttp({
    budgets: budgetsByHost(simulator.endpoints),
    maxAttempts,
    timing: {
      now: () => now,
      sleep: (ms) => {
        now += ms;
        return Promise.resolve();
      },
    },
  });
}
