// Per-request DataLoaders of the Listing market-data fields: a page of listings asking for quotes,
// books, fees or stats costs one service call per field (and window), not one per listing; quotes
// and books together cost one (a dashboard asks for both on every listing). They belong to one
// request's context (keyed by it, so they die with it), never to the module.
// Quotes and books record what they read for the response cache (MarketDataReads): the revision
// each listing's market data was last written at, read before the data itself, so an answer is
// never kept under a later revision than the data it holds.
import DataLoader from 'dataloader';
import type { StatisticsWindow } from '../domain/statistics';
import { LIMITS } from '../domain/limits';
import type { PriceBarRecord, TradeRecord } from '../domain/market-data';
import {
  idsOfEither,
  type FeeView,
  type MarketDataService,
  type OrderBookView,
  type PriceHistoryQuery,
  type QuoteView,
  type StatisticsView,
  type TradesQuery,
} from '../services/market-data-service';
import type { PagedRequest, PageResult } from '../services/pagination';
import type { ListResult } from '../services/snapshot';
import type { MarketDataStore } from '../store/market-data';
import type { GraphqlContext, MarketDataReads } from './context';

/** A key of the latest loader: the kind of read, then the listing ID. */
const QUOTE = 'q' as const;
const BOOK = 'b' as const;

type Latest = QuoteView | OrderBookView | null;

/** The listings a look-ahead asked for, read together on the next tick (prefetch). */
interface PendingPrefetch {
  readonly quoteIds: Set<string>;
  readonly bookIds: Set<string>;
  readonly done: Promise<void>;
}

export class MarketDataLoaders {
  private readonly latest: DataLoader<string, Latest>;
  /** What the latest reads answered, by listing: the fields of a prefetched listing need no promise. */
  private readonly found = {
    [QUOTE]: new Map<string, Latest>(),
    [BOOK]: new Map<string, Latest>(),
  };
  private pending: PendingPrefetch | undefined;
  readonly fees: DataLoader<string, FeeView[]>;
  private readonly stats = new Map<StatisticsWindow, DataLoader<string, StatisticsView | null>>();
  /**
   * Each listing's page of trades or price history: the pages a page of listings asks for are one
   * store read (on Neo4j one statement) instead of one each, which on Neo4j asked the pool for a
   * connection a listing (docs/decisions.md, "Trades and price history of a page of listings in
   * one read"). Not cached: two fields with the same arguments are rare, and each is its own page.
   */
  readonly trades: DataLoader<TradesQuery & PagedRequest, PageResult<TradeRecord>>;
  readonly priceHistory: DataLoader<PriceHistoryQuery & PagedRequest, PageResult<PriceBarRecord>>;

  constructor(
    private readonly service: MarketDataService,
    private readonly store: MarketDataStore,
    private readonly reads: MarketDataReads | null,
  ) {
    // Unbounded batches, as the catalog loaders (loaders.ts): the listings of a response are
    // bounded by the query's cost, and one read of them is cheaper than several.
    this.latest = new DataLoader(async (keys) => {
      const quoteIds = new Set<string>();
      const bookIds = new Set<string>();
      for (const key of keys) (key[0] === QUOTE ? quoteIds : bookIds).add(key.slice(1));
      await this.readLatest(quoteIds, bookIds);
      return keys.map((key) => this.found[key[0] === QUOTE ? QUOTE : BOOK].get(key.slice(1))!);
    });
    this.fees = new DataLoader<string, FeeView[]>(
      async (keys) => {
        const { items } = await service.fees({ listingIds: [...keys] });
        return keys.map((key) => items.filter((fee) => fee.listingId === key));
      },
      { maxBatchSize: LIMITS.marketDataListingsMax },
    );
    this.trades = new DataLoader((queries) => service.tradesOfEach(queries), { cache: false });
    this.priceHistory = new DataLoader((queries) => service.priceHistoryOfEach(queries), {
      cache: false,
    });
  }

  /** The listing's top of book, as GET /v1/quotes gives it; null without data. */
  quote(listingId: string): QuoteView | null | Promise<QuoteView | null> {
    return this.latestOf(QUOTE, listingId) as QuoteView | null | Promise<QuoteView | null>;
  }

  /** The listing's latest L2 book, as GET /v1/orderbooks gives it; null without one. */
  orderbook(listingId: string): OrderBookView | null | Promise<OrderBookView | null> {
    return this.latestOf(BOOK, listingId) as OrderBookView | null | Promise<OrderBookView | null>;
  }

  /**
   * Reads the quotes and books of listings before their fields ask (look-ahead.ts): those fields
   * then answer without a promise each. Prefetches of one tick (a page's connections) are one
   * read. A failed read is left to the fields, which read again and report it as they would.
   */
  prefetch(
    listingIds: readonly string[],
    kinds: { quotes: boolean; books: boolean },
  ): Promise<void> {
    const batch = (this.pending ??= this.nextPrefetch());
    for (const id of listingIds) {
      if (kinds.quotes && !this.found[QUOTE].has(id)) batch.quoteIds.add(id);
      if (kinds.books && !this.found[BOOK].has(id)) batch.bookIds.add(id);
    }
    return batch.done;
  }

  private nextPrefetch(): PendingPrefetch {
    const quoteIds = new Set<string>();
    const bookIds = new Set<string>();
    const done = new Promise<void>((resolve) => {
      process.nextTick(() => {
        this.pending = undefined;
        if (quoteIds.size === 0 && bookIds.size === 0) return resolve();
        this.readLatest(quoteIds, bookIds).then(
          () => resolve(),
          () => resolve(),
        );
      });
    });
    return { quoteIds, bookIds, done };
  }

  private latestOf(kind: typeof QUOTE | typeof BOOK, listingId: string): Latest | Promise<Latest> {
    const found = this.found[kind].get(listingId);
    if (found !== undefined) return found;
    return this.found[kind].has(listingId) ? null : this.latest.load(kind + listingId);
  }

  /** Reads the quotes and books; what it found (null for none) is kept in `found`. */
  private async readLatest(quoteIds: Set<string>, bookIds: Set<string>): Promise<void> {
    if (this.reads) {
      const ids = idsOfEither(quoteIds, bookIds);
      recordReads(this.reads, ids, await this.store.writtenAt(ids));
    }
    const { quotes, orderbooks } = await this.service.latestOf(quoteIds, bookIds);
    for (const id of quoteIds) this.found[QUOTE].set(id, quotes.get(id) ?? null);
    for (const id of bookIds) this.found[BOOK].set(id, orderbooks.get(id) ?? null);
  }

  statsIn(window: StatisticsWindow): DataLoader<string, StatisticsView | null> {
    let loader = this.stats.get(window);
    if (!loader) {
      loader = byListing((listingIds) => this.service.marketStats({ listingIds, window }));
      this.stats.set(window, loader);
    }
    return loader;
  }
}

function byListing<V extends { listingId: string }>(
  read: (listingIds: string[]) => Promise<ListResult<V>>,
): DataLoader<string, V | null> {
  return new DataLoader<string, V | null>(
    async (keys) => {
      const { items } = await read([...keys]);
      const byId = new Map(items.map((item) => [item.listingId, item]));
      return keys.map((key) => byId.get(key) ?? null);
    },
    { maxBatchSize: LIMITS.marketDataListingsMax },
  );
}

function recordReads(
  reads: MarketDataReads,
  listingIds: readonly string[],
  written: ReadonlyMap<string, number | null>,
): void {
  for (const id of listingIds) {
    const revision = written.has(id) ? written.get(id)! : 0;
    const before = reads.get(id);
    reads.set(id, before === undefined || before === revision ? revision : null);
  }
}

const perRequest = new WeakMap<GraphqlContext, MarketDataLoaders>();

/** The market-data loaders of the request, made on first use. */
export function marketDataLoaders(ctx: GraphqlContext): MarketDataLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders)
    perRequest.set(
      ctx,
      (loaders = new MarketDataLoaders(
        ctx.services.marketData,
        ctx.services.store.marketData,
        ctx.marketDataReads,
      )),
    );
  return loaders;
}
