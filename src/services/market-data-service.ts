// Market data (schema/openapi.yaml: current prices, history, L2 books, trade prints, fees, statistics;
// paths in docs/decisions.md): GET /quotes, /orderbooks, /trades, /price-history, /fees and
// /market-stats, and the Listing fields of GraphQL. Every item is listing-specific; unknown
// listings give no item, never an error.
import { failOnProblems, msg, type Problem } from '../domain/errors';
import type {
  Fee,
  ListingSelection,
  MarketStatsQuery,
  OrderBook,
  PriceHistoryQuery,
  Quote,
  StatisticsRecord,
  TradesQuery,
} from '../resources/market-data';
import {
  BAR_INTERVALS,
  compareText,
  type BarInterval,
  feeLinesAt,
  type FeeRecord,
  type MarketDataCoverage,
  type OrderBookRecord,
  type PriceBarRecord,
  type QuoteRecord,
  type TradeRecord,
} from '../domain/market-data';
import { ageSeconds, midpoint, topOfBook } from '../domain/order-book';
import type { ListingRecord } from '../domain/records';
import {
  STATISTICS_WINDOWS,
  listingStatistics,
  statisticsWindow,
  type PrintOrientation,
  type StatisticsWindow,
} from '../domain/statistics';
import type { Store } from '../store/store';
import { LIMITS } from '../domain/limits';
import type { PageTokens } from './page-tokens';
import { readPage, readPages, type PagedRequest, type PageResult } from './pagination';
import { headSnapshot, type ListResult, type Snapshot } from './snapshot';

export type { ListingSelection, MarketStatsQuery, PriceHistoryQuery, TradesQuery };

/** A listing's top of book. */
export type QuoteView = Quote;

/** A listing's latest L2 book, with its age. */
export type OrderBookView = OrderBook;

/** A fee line in force, with the formula in words and its rounding. */
export type FeeView = Fee;

export type StatisticsView = StatisticsRecord;

export class MarketDataService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
    private readonly clock: () => Date,
  ) {}

  /** Top of book per listing: the latest quote, or the best levels of a newer order book. */
  async quotes(selection: ListingSelection): Promise<ListResult<QuoteView>> {
    const read = await this.readLatest(selectedListings(selection), true);
    return single(
      read.known.flatMap((id) => quoteViewOf(read, id) ?? []),
      read.snapshot,
    );
  }

  /** The latest L2 book of each listing, both sides best first. */
  async orderbooks(selection: ListingSelection): Promise<ListResult<OrderBookView>> {
    const read = await this.readLatest(selectedListings(selection), false);
    return single(
      read.known.flatMap((id) => bookViewOf(read, id) ?? []),
      read.snapshot,
    );
  }

  /**
   * The quotes of `quoteIds` and the books of `bookIds` from one read of the store, as quotes()
   * and orderbooks() give them: what a page of GraphQL listings asking for both reads once
   * (src/graphql/market-data.loaders.ts). Listings unknown or without data are absent.
   */
  async latestOf(
    quoteIds: ReadonlySet<string>,
    bookIds: ReadonlySet<string>,
  ): Promise<LatestMarketData> {
    const read = await this.readLatest(idsOfEither(quoteIds, bookIds), quoteIds.size > 0);
    const quotes = new Map<string, QuoteView>();
    const orderbooks = new Map<string, OrderBookView>();
    for (const id of read.known) {
      const quote = quoteIds.has(id) ? quoteViewOf(read, id) : undefined;
      if (quote) quotes.set(id, quote);
      const book = bookIds.has(id) ? bookViewOf(read, id) : undefined;
      if (book) orderbooks.set(id, book);
    }
    return { quotes, orderbooks };
  }

  /**
   * The known listings among `ids` (request order, each once) with their latest books, and with
   * their latest quotes and coverage when `withQuotes` (a quote's top may come from a newer book).
   */
  private async readLatest(ids: string[], withQuotes: boolean): Promise<LatestRead> {
    const now = this.clock();
    const snapshot = await headSnapshot(this.store);
    const known = (await this.listings(ids, snapshot)).map((l) => l.listingId);
    const [books, quotes, coverage] = await Promise.all([
      this.store.marketData.latestOrderbooks(known),
      withQuotes ? this.store.marketData.latestQuotes(known) : undefined,
      withQuotes ? this.store.marketData.coverage(known) : undefined,
    ]);
    return { now, snapshot, known, books, quotes, coverage, ages: new Map() };
  }

  /** Trade prints, newest first, optionally within [start, end); paginated. */
  /** One trade print by its venue trade ID, as written up to the revision; null when unknown. */
  async trade(tradeId: string, revision: number): Promise<TradeRecord | null> {
    return (await this.store.marketData.tradesById([tradeId], revision)).get(tradeId) ?? null;
  }

  trades(query: TradesQuery & PagedRequest): Promise<PageResult<TradeRecord>> {
    const filters = tradeFilters(query);
    return readPage(
      this.store,
      this.tokens,
      'trades',
      filters,
      query,
      (snapshot, page) => this.store.marketData.trades(filters, snapshot.revision, page),
      (items) => Promise.resolve(items),
    );
  }

  /**
   * The trades() page of each query, from one store read per snapshot (tradePages): what a GraphQL
   * page of listings asking each for its trades reads (src/graphql/market-data.loaders.ts). Each
   * answer is the query's page or the error trades() would have thrown for it.
   */
  async tradesOfEach(
    queries: readonly (TradesQuery & PagedRequest)[],
  ): Promise<(PageResult<TradeRecord> | Error)[]> {
    const answers = new Array<PageResult<TradeRecord> | Error>(queries.length);
    const valid: { index: number; filters: TradeFilters; request: PagedRequest }[] = [];
    queries.forEach((query, index) => {
      try {
        valid.push({ index, filters: tradeFilters(query), request: query });
      } catch (error) {
        answers[index] = asError(error);
      }
    });
    const pages = await readPages(this.store, this.tokens, 'trades', valid, (snapshot, requests) =>
      this.store.marketData.tradePages(
        requests.map(({ filters, page }) => ({ query: filters, page })),
        snapshot.revision,
      ),
    );
    valid.forEach(({ index }, k) => (answers[index] = pages[k]!));
    return answers;
  }

  /**
   * OHLCV bars of one interval with start in [start, end), by listing and start; paginated. An
   * interval a known listing has no bars of fails, naming the listing's available intervals.
   */
  async priceHistory(query: PriceHistoryQuery & PagedRequest): Promise<PageResult<PriceBarRecord>> {
    const [answer] = await this.priceHistoryOfEach([query]);
    if (answer instanceof Error) throw answer;
    return answer!;
  }

  /**
   * The priceHistory() page of each query: the listings and their coverage read once for all,
   * the pages from one store read per snapshot (barPages), as tradesOfEach. Each answer is the
   * query's page or the error priceHistory() would have thrown for it.
   */
  async priceHistoryOfEach(
    queries: readonly (PriceHistoryQuery & PagedRequest)[],
  ): Promise<(PageResult<PriceBarRecord> | Error)[]> {
    const answers = new Array<PageResult<PriceBarRecord> | Error>(queries.length);
    const asked: { index: number; listingIds: string[]; range: BarRange }[] = [];
    queries.forEach((query, index) => {
      try {
        asked.push({ index, listingIds: selectedListings(query), range: barRange(query) });
      } catch (error) {
        answers[index] = asError(error);
      }
    });
    const valid: { index: number; filters: BarFilters; request: PagedRequest }[] = [];
    if (asked.length > 0) {
      const snapshot = await headSnapshot(this.store);
      const listed = await this.listings(
        [...new Set(asked.flatMap((a) => a.listingIds))],
        snapshot,
      );
      const knownIds = new Set(listed.map((l) => l.listingId));
      const coverage = await this.store.marketData.coverage([...knownIds]);
      for (const { index, listingIds, range } of asked) {
        const known = listingIds.filter((id) => knownIds.has(id));
        try {
          failOnLackingInterval(known, range.interval, coverage);
          const filters = { listingIds: [...known].sort(compareText), ...range };
          valid.push({ index, filters, request: queries[index]! });
        } catch (error) {
          answers[index] = asError(error);
        }
      }
    }
    const pages = await readPages(
      this.store,
      this.tokens,
      'price-history',
      valid,
      (snapshot, requests) =>
        this.store.marketData.barPages(
          requests.map(({ filters, page }) => ({ query: filters, page })),
          snapshot.revision,
        ),
    );
    valid.forEach(({ index }, k) => (answers[index] = pages[k]!));
    return answers;
  }

  /**
   * The published fee schedule of each listing: per kind the line in force now and the changes
   * the venue has scheduled after now (feeLinesAt); superseded lines are left out.
   */
  async fees(selection: ListingSelection): Promise<ListResult<FeeView>> {
    const ids = selectedListings(selection);
    const now = this.clock().getTime();
    const snapshot = await headSnapshot(this.store);
    const known = (await this.listings(ids, snapshot)).map((l) => l.listingId);
    const fees = await this.store.marketData.fees(known);
    const items = known.flatMap((id) =>
      feeLinesAt(fees.get(id) ?? [], now).map(({ effectiveFrom, ...fee }): FeeView => ({
        ...fee,
        effectiveFrom: effectiveFrom ?? null,
        description: feeDescription(fee),
      })),
    );
    return single(items, snapshot);
  }

  /**
   * Trading statistics over a window ending now (src/domain/statistics.ts): volume once per venue
   * order book under its scope_key, prices in each listing's orientation.
   */
  async marketStats(query: MarketStatsQuery): Promise<ListResult<StatisticsView>> {
    const ids = selectedListings(query);
    if (!(STATISTICS_WINDOWS as readonly string[]).includes(query.window)) {
      failOnProblems([
        { path: 'window', reason: `must be one of ${STATISTICS_WINDOWS.join(', ')}` },
      ]);
    }
    const window = query.window;
    const now = this.clock();
    const snapshot = await headSnapshot(this.store);
    const listings = await this.listings(ids, snapshot);
    const books = await this.venueMarkets(listings, snapshot);
    const members = [...new Set([...books.values()].flat().map((l) => l.listingId))];
    const coverage = await this.store.marketData.coverage(members);
    const bookOwner = new Map<string, string>();
    for (const [key, book] of books) {
      const withBook = book.find((l) => coverage.get(l.listingId)?.orderbookObservedAt);
      if (withBook) bookOwner.set(key, withBook.listingId);
    }
    const earliest = earliestRequestedStart(window, now);
    const [prints, latestBooks] = await Promise.all([
      this.store.marketData.tradePrints(
        { listingIds: members, start: earliest, end: now.toISOString() },
        snapshot.revision,
      ),
      this.store.marketData.latestOrderbooks([...bookOwner.values()]),
    ]);
    const items = listings.map((listing): StatisticsView => {
      const key = venueMarketKey(listing);
      const book = books.get(key) ?? [listing];
      const covered = book.flatMap((l) => coverage.get(l.listingId) ?? []);
      const range = statisticsWindow(window, now, historyStart(covered));
      const orientation = (listingId: string): PrintOrientation =>
        listingId === listing.listingId ? 'OWN' : book.length === 2 ? 'COMPLEMENT' : 'OTHER';
      const inBook = new Set(book.map((l) => l.listingId));
      const owner = bookOwner.get(key);
      const latest = owner === undefined ? undefined : latestBooks.get(owner);
      return {
        listingId: listing.listingId,
        window,
        windowStart: range.start,
        windowEnd: range.end,
        statistics: listingStatistics({
          window: range,
          prints: prints
            .filter(
              (t) =>
                inBook.has(t.listingId) && t.executedAt >= range.start && t.executedAt < range.end,
            )
            .map((t) => ({
              price: t.price,
              quantity: t.quantity,
              orientation: orientation(t.listingId),
            })),
          hasTradeData: covered.some((c) => c.capabilities.includes('TRADES')),
          payoutUnit: listing.tradingRules.payoutUnit,
          quantityUnit: listing.tradingRules.quantityUnit,
          quoteCurrency: listing.tradingRules.quoteCurrency,
          marketScopeKey: key,
          listingScopeKey: `${key}:${listing.venueOutcomeId}`,
          book: latest
            ? { observedAt: latest.observedAt, sides: { bids: latest.bids, asks: latest.asks } }
            : null,
        }),
      };
    });
    return single(items, snapshot);
  }

  /** The selected listings the snapshot knows, in request order, each once. */
  private listings(ids: string[], snapshot: Snapshot): Promise<ListingRecord[]> {
    return this.store.getByKeys('listing', ids, snapshot.revision);
  }

  /**
   * The listings of each venue market (one order book), by ID, keyed by scope key. They are found
   * among the listings of the listings' markets: a venue market's sides are outcomes of one market.
   * Two batched reads, whatever the number of listings.
   */
  private async venueMarkets(
    listings: ListingRecord[],
    snapshot: Snapshot,
  ): Promise<Map<string, ListingRecord[]>> {
    const markets = await this.store.getByKeys(
      'market',
      [...new Set(listings.map((l) => l.marketId))],
      snapshot.revision,
    );
    const outcomeIds = markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
    const siblings = await this.store.listingsOfOutcomes(outcomeIds, snapshot.revision);
    const wanted = new Set(listings.map(venueMarketKey));
    const found = new Map<string, ListingRecord[]>();
    for (const listing of [...siblings.values()].flat()) {
      const key = venueMarketKey(listing);
      if (!wanted.has(key)) continue;
      const book = found.get(key) ?? [];
      if (!book.some((l) => l.listingId === listing.listingId)) book.push(listing);
      found.set(key, book);
    }
    for (const book of found.values()) book.sort((a, b) => compareText(a.listingId, b.listingId));
    return found;
  }
}

/**
 * The IDs of both sets, each once, those of `first` first, in their orders: what
 * `[...new Set([...first, ...second])]` gives, without two arrays and a set of every ID when the
 * second set repeats the first (a page asking for both quotes and books).
 */
export function idsOfEither(first: ReadonlySet<string>, second: ReadonlySet<string>): string[] {
  const ids = [...first];
  for (const id of second) if (!first.has(id)) ids.push(id);
  return ids;
}

/** The scope key of a venue market's volume (docs/decisions.md): `venue:venueMarketId`. */
export function venueMarketKey(listing: Pick<ListingRecord, 'venue' | 'venueMarketId'>): string {
  return `${listing.venue}:${listing.venueMarketId}`;
}

function selectedListings(selection: ListingSelection): string[] {
  const problems: Problem[] = [];
  const { listingId, listingIds } = selection;
  if (listingId !== undefined && listingIds !== undefined)
    problems.push({
      path: 'listingId,listingIds',
      reason: msg`{listingId} and {listingIds} are mutually exclusive`,
    });
  else if (listingId === undefined && (listingIds === undefined || listingIds.length === 0))
    problems.push({ path: 'listingIds', reason: msg`give {listingIds} (repeated) or {listingId}` });
  else if (listingIds !== undefined && listingIds.length > LIMITS.marketDataListingsMax)
    problems.push({
      path: 'listingIds',
      reason: `at most ${LIMITS.marketDataListingsMax} listing IDs per request`,
    });
  failOnProblems(problems);
  return [...new Set(listingId !== undefined ? [listingId] : (listingIds ?? []))];
}

/** What quotes(), orderbooks() and latestOf() read, before it is shaped. */
interface LatestRead {
  readonly now: Date;
  readonly snapshot: Snapshot;
  readonly known: readonly string[];
  readonly books: ReadonlyMap<string, OrderBookRecord>;
  readonly quotes?: ReadonlyMap<string, QuoteRecord>;
  readonly coverage?: ReadonlyMap<string, MarketDataCoverage>;
  /** Ages by instant, each instant's text parsed once (ageOf). */
  readonly ages: Map<string, number>;
}

/** Quotes and books by listing ID (latestOf). */
export interface LatestMarketData {
  readonly quotes: ReadonlyMap<string, QuoteView>;
  readonly orderbooks: ReadonlyMap<string, OrderBookView>;
}

function quoteViewOf(read: LatestRead, listingId: string): QuoteView | undefined {
  const quote = read.quotes?.get(listingId);
  const book = read.books.get(listingId);
  const top = topOfBook(quote, book);
  if (!top) return undefined;
  return {
    listingId,
    bid: top.bid,
    bidSize: top.bidSize,
    ask: top.ask,
    askSize: top.askSize,
    midpoint: top.bid !== null && top.ask !== null ? midpoint(top.bid, top.ask) : null,
    last: quote?.last ?? read.coverage?.get(listingId)?.lastTrade?.price ?? null,
    observedAt: top.observedAt,
    ageSeconds: ageOf(read, top.observedAt),
    source: top.source,
  };
}

/**
 * The age of an instant of the read: `Date.parse` of an instant's text costs about 0.3 µs, and a
 * page of listings shares its instants (a quote and the book it was taken from, the listings of
 * one venue poll), so each text is parsed once per read.
 */
function ageOf(read: LatestRead, observedAt: string): number {
  let age = read.ages.get(observedAt);
  if (age === undefined) read.ages.set(observedAt, (age = ageSeconds(observedAt, read.now)));
  return age;
}

function bookViewOf(read: LatestRead, listingId: string): OrderBookView | undefined {
  const book = read.books.get(listingId);
  if (!book) return undefined;
  const { observedAt, bids, asks } = book;
  return { listingId, observedAt, ageSeconds: ageOf(read, observedAt), bids, asks };
}

function single<V>(items: V[], snapshot: Snapshot): ListResult<V> {
  return { items, nextPageToken: null, snapshotId: snapshot.snapshotId, asOf: snapshot.asOf };
}

function parsedTime(value: string, parameter: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    failOnProblems([{ path: parameter, reason: 'must be an ISO 8601 timestamp' }]);
  return new Date(ms).toISOString();
}

function optionalTime(value: string | undefined, parameter: string): string | undefined {
  return value === undefined ? undefined : parsedTime(value, parameter);
}

function requiredTime(value: string | undefined, parameter: string): string {
  if (value === undefined || value === '')
    failOnProblems([{ path: parameter, reason: 'is required' }]);
  return parsedTime(value!, parameter);
}

function checkRange(start: string | undefined, end: string | undefined): void {
  if (start !== undefined && end !== undefined && start > end)
    failOnProblems([{ path: 'start', reason: msg`{start} ${start} is after {end} ${end}` }]);
}

function earliestRequestedStart(window: StatisticsWindow, now: Date): string | undefined {
  return window === 'lifetime' ? undefined : statisticsWindow(window, now, null).start;
}

function historyStart(coverage: MarketDataCoverage[]): string | null {
  return coverage.reduce<string | null>(
    (min, c) =>
      c.historyStart !== null && (min === null || c.historyStart < min) ? c.historyStart : min,
    null,
  );
}

const ROUNDING_TEXT: Record<FeeRecord['rounding'], string> = {
  UP_TO_CENT: 'rounded up to the next cent',
  DOWN_TO_CENT: 'rounded down to the cent',
  NEAREST_CENT: 'rounded to the nearest cent',
  NONE: 'not rounded',
};

/** docs/catalog-format.md: RATE_NOTIONAL and RATE_PRICE_COMPLEMENT. */
function feeDescription(fee: FeeRecord): string {
  const formula =
    fee.formula === 'RATE_NOTIONAL'
      ? `${fee.rate} × quantity × price`
      : `${fee.rate} × quantity × price × (1 − price)`;
  return `${fee.kind.toLowerCase()} fee = ${formula}, ${ROUNDING_TEXT[fee.rounding]}`;
}

type TradeFilters = { listingIds: string[]; start: string | undefined; end: string | undefined };

/** What a trades request reads and its page tokens are bound to; throws on bad input. */
function tradeFilters(query: TradesQuery): TradeFilters {
  const listingIds = selectedListings(query);
  const start = optionalTime(query.start, 'start');
  const end = optionalTime(query.end, 'end');
  checkRange(start, end);
  return { listingIds: [...listingIds].sort(compareText), start, end };
}

type BarRange = { interval: BarInterval; start: string; end: string };

type BarFilters = BarRange & { listingIds: string[] };

/** The interval and range of a price-history request; throws on bad input. */
function barRange(query: PriceHistoryQuery): BarRange {
  const problems: Problem[] = [];
  if (!(BAR_INTERVALS as readonly string[]).includes(query.interval))
    problems.push({ path: 'interval', reason: `must be one of ${BAR_INTERVALS.join(', ')}` });
  failOnProblems(problems);
  const start = requiredTime(query.start, 'start');
  const end = requiredTime(query.end, 'end');
  checkRange(start, end);
  return { interval: query.interval, start, end };
}

/** Fails naming each known listing without bars of the interval, and the intervals it has. */
function failOnLackingInterval(
  known: readonly string[],
  interval: BarInterval,
  coverage: ReadonlyMap<string, MarketDataCoverage>,
): void {
  const lacking = known
    .map((id) => ({ id, intervals: coverage.get(id)?.intervals ?? [] }))
    .filter((l) => !l.intervals.includes(interval))
    .map((l) => ({
      path: 'interval',
      reason: `listing ${l.id} has no ${interval} bars; its available intervals: ${l.intervals.length > 0 ? l.intervals.join(', ') : 'none'}`,
    }));
  failOnProblems(
    lacking,
    lacking.length > 0
      ? `interval ${interval} is not available for ${lacking.length} listing(s): ${lacking.map((l) => l.reason).join('; ')}`
      : undefined,
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
