// What one sync pass reads from Kalshi (docs/decisions.md, "Venue sync"), as the recordings
// `settlegraph adapt` reads (docs/venue-adapters.md, "Recorded files"): each response with its
// URL and fetch time, a page of events at a time. Kalshi's documented paging is followed to its
// end: its `cursor`, empty on the last page. Every paged read goes through a PagedRead, which ends
// it with a PagingError when its paging does not advance. Each response is checked against its
// published shape first (kalshi-responses.ts): a record of the wrong shape is left out and handed
// to the pass as refused.
import type { PayloadFile } from '../common/payload-file';
import type { QuarantinedRecord } from '../../domain/sync-state';
import { keyOf, PagedRead } from '../common/paged-read';
import type { VenueHttp, VenueResponse } from '../common/venue-http';
import { getChecked } from '../common/response-check';
import type { VenueResponseShape } from '../common/venue-response-shape';
import {
  arrayOf,
  HISTORY_PERIOD_MINUTES,
  optional,
  optionalResponse,
  recording,
  withQuery,
  type PassExtras,
  type ReferenceRead,
  type VenuePage,
} from '../common/venue-reads';
import {
  KALSHI_CANDLESTICKS,
  KALSHI_EVENT,
  KALSHI_EVENTS,
  KALSHI_MARKETS,
  KALSHI_ORDERBOOK,
  KALSHI_SERIES,
  KALSHI_SERIES_FEE_CHANGES,
  KALSHI_STRUCTURED_TARGETS,
  KALSHI_TRADES,
} from './kalshi-responses';
import type { ReferenceData } from '../../domain/settlement-terms/reference-data';
import { kalshiReferenceEntities } from './kalshi-reference';

/**
 * Events a page: one page is one commit, adapted and planned in one synchronous stretch of the
 * process that also serves the API, so pages are kept well below the venues' largest (Kalshi
 * events 200). Kalshi serves trades 1,000 a page; its batch candlesticks take at most 100 markets.
 */
const KALSHI_EVENTS_PAGE = 50;
const KALSHI_MARKETS_PAGE = 1000;
/** Changed events read whole for one page of an increment. */
const KALSHI_CHANGED_EVENTS = 50;
const KALSHI_TRADES_PAGE = 1000;
const KALSHI_CANDLE_MARKETS = 100;

/** What a Kalshi pass reads beside the catalog, for the kinds whose interval is due. */
export interface KalshiPassExtras extends PassExtras {
  /** Kalshi trades since the trades checkpoint (kalshiTradesSince), shared out to the pages. */
  readonly kalshiTrades?: KalshiTrades;
}

/** Every trade of a window, by market ticker, and the first response's URL and time. */
export interface KalshiTrades {
  readonly url: string;
  readonly fetchedAt: string;
  readonly responses: number;
  readonly byTicker: ReadonlyMap<string, readonly unknown[]>;
  /** Trades of the wrong shape, left out. */
  readonly refused: readonly QuarantinedRecord[];
}

/**
 * Kalshi's trades of every market since `minTs` (seconds), through `GET /markets/trades` and its
 * cursor: one stream for the whole venue, cheaper than a request per market; each page of events
 * then carries the trades of its own markets.
 */
export async function kalshiTradesSince(
  http: VenueHttp,
  root: string,
  minTs: number,
): Promise<KalshiTrades> {
  const byTicker = new Map<string, unknown[]>();
  const read = new PagedRead('kalshi', 'trades');
  const refused: QuarantinedRecord[] = [];
  let first: VenueResponse | undefined;
  let responses = 0;
  let cursor: string | undefined;
  do {
    const response = await getChecked(
      http,
      withQuery(`${root}/markets/trades`, {
        min_ts: String(minTs),
        limit: String(KALSHI_TRADES_PAGE),
        ...(cursor ? { cursor } : {}),
      }),
      KALSHI_TRADES,
    );
    first ??= response;
    responses++;
    refused.push(...response.refused);
    const body = response.json as { trades?: unknown; cursor?: unknown };
    const trades = arrayOf(body.trades);
    read.checkItems(
      response.url,
      trades.map((trade) => keyOf(trade, 'trade_id')),
    );
    for (const [i, trade] of trades.entries()) {
      if (!response.passed(i)) continue;
      const ticker = (trade as { ticker?: unknown }).ticker;
      if (typeof ticker !== 'string') continue;
      const list = byTicker.get(ticker);
      if (list) list.push(trade);
      else byTicker.set(ticker, [trade]);
    }
    cursor = read.follow(response.url, kalshiCursor(body.cursor));
  } while (cursor !== undefined);
  return { url: first.url, fetchedAt: first.fetchedAt, responses, byTicker, refused };
}

/**
 * Kalshi's open events page by page from `cursor` (a checkpoint) on, each page with what its
 * events need beside them (kalshiPageFiles).
 */
export async function* kalshiPages(
  http: VenueHttp,
  root: string,
  from: string | undefined,
  extras: KalshiPassExtras = {},
): AsyncGenerator<VenuePage> {
  const onceAPass = new Map<string, PayloadFile[]>();
  const read = new PagedRead('kalshi', 'events', from);
  let cursor = from;
  do {
    const url = withQuery(`${root}/events`, {
      status: 'open',
      with_nested_markets: 'true',
      limit: String(KALSHI_EVENTS_PAGE),
      ...(cursor ? { cursor } : {}),
    });
    const page = await getChecked(http, url, KALSHI_EVENTS);
    const refused = [...page.refused];
    const body = page.json as { events?: unknown; cursor?: unknown };
    read.checkItems(
      page.url,
      arrayOf(body.events).map((event) => keyOf(event, 'event_ticker')),
    );
    const events = arrayOf(body.events).filter((_, i) => page.passed(i));
    // One recording per event, so that one bad event is quarantined alone (sync-pass.ts).
    const files = arrayOf(body.events).flatMap((event, i) =>
      page.passed(i) ? [recording({ ...page, json: { events: [event] } }, `events[${i}]`)] : [],
    );
    files.push(...(await kalshiPageFiles(http, root, events, onceAPass, extras, refused)));
    const next = kalshiCursor(body.cursor);
    yield { venue: 'kalshi', cursor, next, files, refused };
    cursor = read.follow(page.url, next);
  } while (cursor !== undefined);
}

/**
 * An increment: the events of the Kalshi markets updated since `sinceTs` (seconds), whatever
 * their status (a market that closed or settled is among them), through `GET /markets?
 * min_updated_ts=` and its cursor, then each such event whole (`GET /events/{ticker}` with its
 * markets), KALSHI_CHANGED_EVENTS to a page. An increment has no checkpoint: stopped, the next
 * pass reads the same increment again.
 */
export async function* kalshiChangedPages(
  http: VenueHttp,
  root: string,
  sinceTs: number,
  extras: KalshiPassExtras = {},
  /**
   * Told of each response of the scan for changed markets, which no page records, with its
   * markets of the wrong shape.
   */
  onScanned: (refused: readonly QuarantinedRecord[]) => void = () => undefined,
): AsyncGenerator<VenuePage> {
  const eventTickers = new Set<string>();
  const read = new PagedRead('kalshi', 'markets');
  let cursor: string | undefined;
  do {
    const page = await getChecked(
      http,
      withQuery(`${root}/markets`, {
        min_updated_ts: String(sinceTs),
        limit: String(KALSHI_MARKETS_PAGE),
        ...(cursor ? { cursor } : {}),
      }),
      KALSHI_MARKETS,
    );
    onScanned(page.refused);
    const body = page.json as { markets?: unknown; cursor?: unknown };
    const markets = arrayOf(body.markets);
    read.checkItems(
      page.url,
      markets.map((market) => keyOf(market, 'ticker')),
    );
    for (const market of markets.filter((_, i) => page.passed(i))) {
      const ticker = (market as { event_ticker?: unknown }).event_ticker;
      if (typeof ticker === 'string') eventTickers.add(ticker);
    }
    cursor = read.follow(page.url, kalshiCursor(body.cursor));
  } while (cursor !== undefined);
  const onceAPass = new Map<string, PayloadFile[]>();
  const tickers = [...eventTickers];
  for (let i = 0; i < tickers.length; i += KALSHI_CHANGED_EVENTS) {
    const files: PayloadFile[] = [];
    const events: unknown[] = [];
    const refused: QuarantinedRecord[] = [];
    for (const ticker of tickers.slice(i, i + KALSHI_CHANGED_EVENTS)) {
      const url = withQuery(`${root}/events/${encodeURIComponent(ticker)}`, {
        with_nested_markets: 'true',
      });
      const response = await optionalResponse(http, url, KALSHI_EVENT, refused);
      if (!response) continue;
      files.push(recording(response));
      events.push((response.json as { event?: unknown }).event);
    }
    files.push(...(await kalshiPageFiles(http, root, events, onceAPass, extras, refused)));
    yield { venue: 'kalshi', cursor: undefined, next: undefined, files, refused };
  }
}

/**
 * What a page of Kalshi events needs beside them: the series of its events and the scheduled
 * series fee changes (each read once a pass, kept in `onceAPass` by URL and repeated in every
 * page that needs it, so each page adapts the same way on its own), its markets' order books,
 * and, when due, their trades and hourly candles.
 */
async function kalshiPageFiles(
  http: VenueHttp,
  root: string,
  events: readonly unknown[],
  onceAPass: Map<string, PayloadFile[]>,
  extras: KalshiPassExtras,
  /** Told of the responses of the wrong shape, left out. */
  refused: QuarantinedRecord[],
): Promise<PayloadFile[]> {
  const readOnce = async (url: string, shape: VenueResponseShape): Promise<PayloadFile[]> => {
    let known = onceAPass.get(url);
    if (!known) {
      known = await optional(http, url, shape, refused);
      onceAPass.set(url, known);
    }
    return known;
  };
  const files: PayloadFile[] = [];
  const series = new Set<string>();
  const tickers: string[] = [];
  for (const event of events) {
    const ticker = (event as { series_ticker?: unknown } | undefined)?.series_ticker;
    if (typeof ticker === 'string') series.add(ticker);
    for (const market of arrayOf((event as { markets?: unknown } | undefined)?.markets)) {
      const marketTicker = (market as { ticker?: unknown }).ticker;
      if (typeof marketTicker === 'string') tickers.push(marketTicker);
    }
  }
  for (const ticker of [...series].sort())
    files.push(...(await readOnce(`${root}/series/${encodeURIComponent(ticker)}`, KALSHI_SERIES)));
  if (series.size > 0)
    files.push(...(await readOnce(`${root}/series/fee_changes`, KALSHI_SERIES_FEE_CHANGES)));
  for (const ticker of tickers)
    files.push(
      ...(await optional(
        http,
        `${root}/markets/${encodeURIComponent(ticker)}/orderbook`,
        KALSHI_ORDERBOOK,
        refused,
      )),
    );
  const trades = extras.kalshiTrades;
  const ownTrades = trades ? tickers.flatMap((t) => trades.byTicker.get(t) ?? []) : [];
  if (trades && ownTrades.length > 0)
    files.push(
      recording(
        { url: trades.url, fetchedAt: trades.fetchedAt, json: { trades: ownTrades, cursor: '' } },
        'trades',
      ),
    );
  if (extras.history)
    for (let i = 0; i < tickers.length; i += KALSHI_CANDLE_MARKETS) {
      const url = withQuery(`${root}/markets/candlesticks`, {
        market_tickers: tickers.slice(i, i + KALSHI_CANDLE_MARKETS).join(','),
        start_ts: String(extras.history.startTs),
        end_ts: String(extras.history.endTs),
        period_interval: HISTORY_PERIOD_MINUTES,
      });
      files.push(...(await optional(http, url, KALSHI_CANDLESTICKS, refused)));
    }
  return files;
}

/** Kalshi's next-page cursor: empty (or absent) after the last page. */
function kalshiCursor(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Targets a page: the most `GET /structured_targets` serves (its `page_size`, 1 to 2000). */
const STRUCTURED_TARGETS_PAGE = 2000;

/**
 * Every structured target (docs/venue-adapters.md, "Reference data"), through
 * `GET /structured_targets` and its cursor (empty on the last page).
 */
export async function kalshiStructuredTargets(
  http: VenueHttp,
  root: string,
): Promise<ReferenceRead> {
  const read = new PagedRead('kalshi', 'structured targets');
  const refused: QuarantinedRecord[] = [];
  const entities: ReferenceData['entities'][number][] = [];
  let responses = 0;
  let cursor: string | undefined;
  do {
    const page = await getChecked(
      http,
      withQuery(`${root}/structured_targets`, {
        page_size: String(STRUCTURED_TARGETS_PAGE),
        ...(cursor ? { cursor } : {}),
      }),
      KALSHI_STRUCTURED_TARGETS,
    );
    responses++;
    refused.push(...page.refused);
    const body = page.json as { structured_targets?: unknown; cursor?: unknown };
    const targets = arrayOf(body.structured_targets);
    read.checkItems(
      page.url,
      targets.map((target) => keyOf(target, 'id')),
    );
    entities.push(
      ...kalshiReferenceEntities({
        structured_targets: targets.filter((_, i) => page.passed(i)),
      }),
    );
    cursor = read.follow(page.url, kalshiCursor(body.cursor));
  } while (cursor !== undefined);
  return { reference: { entities }, responses, refused };
}
