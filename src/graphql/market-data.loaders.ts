// Per-request DataLoaders of the Listing market-data fields: a page of listings asking for quotes,
// books, fees or stats costs one service call per field (and window), not one per listing. They
// belong to one request's context (keyed by it, so they die with it), never to the module.
// Quotes and books record what they read for the response cache (MarketDataReads): the revision
// each listing's market data was last written at, read before the data itself, so an answer is
// never kept under a later revision than the data it holds.
import DataLoader from 'dataloader';
import type { StatisticsWindow } from '../domain/statistics';
import { LIMITS } from '../domain/limits';
import type {
  FeeView,
  MarketDataService,
  OrderBookView,
  QuoteView,
  StatisticsView,
} from '../services/market-data-service';
import type { ListResult } from '../services/snapshot';
import type { MarketDataStore } from '../store/market-data';
import type { GraphqlContext, MarketDataReads } from './context';

export class MarketDataLoaders {
  readonly quotes: DataLoader<string, QuoteView | null>;
  readonly orderbooks: DataLoader<string, OrderBookView | null>;
  readonly fees: DataLoader<string, FeeView[]>;
  private readonly stats = new Map<StatisticsWindow, DataLoader<string, StatisticsView | null>>();

  constructor(
    private readonly service: MarketDataService,
    store: MarketDataStore,
    reads: MarketDataReads | null,
  ) {
    const recorded = async (listingIds: string[]): Promise<void> => {
      if (reads) recordReads(reads, listingIds, await store.writtenAt(listingIds));
    };
    this.quotes = byListing(async (listingIds) => {
      await recorded(listingIds);
      return service.quotes({ listingIds });
    });
    this.orderbooks = byListing(async (listingIds) => {
      await recorded(listingIds);
      return service.orderbooks({ listingIds });
    });
    this.fees = new DataLoader<string, FeeView[]>(
      async (keys) => {
        const { items } = await service.fees({ listingIds: [...keys] });
        return keys.map((key) => items.filter((fee) => fee.listingId === key));
      },
      { maxBatchSize: LIMITS.marketDataListingsMax },
    );
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
