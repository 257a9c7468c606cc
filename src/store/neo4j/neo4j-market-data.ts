// Market-data reads of the Neo4j store (src/store/market-data.ts): one statement per port method.
// Rows keep the record as JSON in `doc`, so both stores return identical records.
import {
  byKindAndTime,
  barKey,
  feeKey,
  observationKey,
  prunedCoverage,
  BAR_INTERVALS,
  type BarInterval,
  type FeeRecord,
  type RemainingHistory,
  type RetentionCutoffs,
  type MarketDataCoverage,
  type OrderBookRecord,
  type PriceBarRecord,
  type QuoteRecord,
  type TradeRecord,
} from '../../domain/market-data';
import type {
  BarQuery,
  KnownMarketData,
  MarketDataKeys,
  MarketDataStore,
  PageRequest,
  PruneReport,
  TradeQuery,
} from '../market-data';
import type { Page, PageOf } from '../store';
import type { CypherName } from './cypher-registry';
import type { Executor, Params } from './executor';
import { barNodeKey, observationNodeKey } from './market-data-keys';
import { listOf, numberOf, pageParams, pageRowOf, stringOf } from './row-values';

/** A row this store wrote (market-data-writes.ts); the JSON is ours, hence the cast. */
function parsed<R>(doc: unknown): R {
  return JSON.parse(stringOf(doc, 'market data doc')) as R;
}

function docs<R>(value: unknown, what: string): R[] {
  return listOf(value, what).map((doc) => parsed<R>(doc));
}

export class Neo4jMarketData implements MarketDataStore {
  constructor(private readonly executor: Executor) {}

  /** Each kind in its own write transaction of at most `limit` deletions, then the coverage. */
  async prune(cutoffs: RetentionCutoffs, limit: number): Promise<PruneReport> {
    const touched = new Set<string>();
    const deleted = async (name: CypherName, params: Params): Promise<number> => {
      let count = 0;
      for (const row of await this.executor.write(name, { ...params, limit })) {
        touched.add(stringOf(row.listingId, 'listingId'));
        count += numberOf(row.deleted, 'deleted');
      }
      return count;
    };
    const observationsBefore = cutoffs.observationsBefore;
    const quotes =
      observationsBefore === undefined
        ? 0
        : await deleted('market-data-prune-quotes', { before: observationsBefore });
    const orderbooks =
      observationsBefore === undefined
        ? 0
        : await deleted('market-data-prune-orderbooks', { before: observationsBefore });
    const trades =
      cutoffs.tradesBefore === undefined
        ? 0
        : await deleted('market-data-prune-trades', { before: cutoffs.tradesBefore });
    let bars = 0;
    for (const interval of BAR_INTERVALS) {
      const before = cutoffs.barsBefore?.[interval];
      if (before !== undefined)
        bars += await deleted('market-data-prune-bars', { interval, before });
    }
    const listingIds = [...touched].sort();
    if (listingIds.length > 0) {
      const rows = await this.executor.read('market-data-remaining-history', { listingIds });
      const covered = rows.flatMap((row) => {
        if (row.coverage === null || row.coverage === undefined) return [];
        const firstBarStart: RemainingHistory['firstBarStart'] = {};
        for (const pair of listOf(row.firstBars, 'firstBars')) {
          const [interval, start] = listOf(pair, 'first bar');
          firstBarStart[stringOf(interval, 'interval') as BarInterval] = stringOf(start, 'start');
        }
        const remaining: RemainingHistory = {
          firstTradeAt:
            row.firstTradeAt === null ? null : stringOf(row.firstTradeAt, 'firstTradeAt'),
          firstBarStart,
        };
        const coverage = prunedCoverage(parsed<MarketDataCoverage>(row.coverage), remaining);
        return [{ listingId: coverage.listingId, doc: JSON.stringify(coverage) }];
      });
      await this.executor.write('market-data-put-pruned-coverage', { rows: covered });
    }
    return { quotes, orderbooks, trades, bars, listingIds };
  }

  async known(keys: MarketDataKeys): Promise<KnownMarketData> {
    const [row] = await this.executor.read('market-data-known', {
      tradeIds: [...new Set(keys.tradeIds)],
      quoteKeys: unique(keys.quotes.map((k) => observationNodeKey(k.listingId, k.observedAt))),
      orderbookKeys: unique(
        keys.orderbooks.map((k) => observationNodeKey(k.listingId, k.observedAt)),
      ),
      barKeys: unique(keys.bars.map((k) => barNodeKey(k.listingId, k.interval, k.start))),
      listingIds: unique(keys.listingIds),
    });
    return {
      trades: new Map(docs<TradeRecord>(row?.trades, 'trades').map((t) => [t.tradeId, t])),
      quotes: new Map(
        docs<QuoteRecord>(row?.quotes, 'quotes').map((q) => [
          observationKey(q.listingId, q.observedAt),
          q,
        ]),
      ),
      orderbooks: new Map(
        docs<OrderBookRecord>(row?.orderbooks, 'orderbooks').map((b) => [
          observationKey(b.listingId, b.observedAt),
          b,
        ]),
      ),
      bars: new Map(
        docs<PriceBarRecord>(row?.bars, 'bars').map((b) => [
          barKey(b.listingId, b.interval, b.start),
          b,
        ]),
      ),
      fees: new Map(
        docs<FeeRecord>(row?.fees, 'fees').map((f) => [
          feeKey(f.listingId, f.kind, f.effectiveFrom),
          f,
        ]),
      ),
      coverage: new Map(
        docs<MarketDataCoverage>(row?.coverage, 'coverage').map((c) => [c.listingId, c]),
      ),
    };
  }

  latestQuotes(listingIds: string[]): Promise<Map<string, QuoteRecord>> {
    return this.byListing<QuoteRecord>('market-data-latest-quotes', listingIds);
  }

  latestOrderbooks(listingIds: string[]): Promise<Map<string, OrderBookRecord>> {
    return this.byListing<OrderBookRecord>('market-data-latest-orderbooks', listingIds);
  }

  async writtenAt(listingIds: string[]): Promise<Map<string, number | null>> {
    const wanted = unique(listingIds);
    if (wanted.length === 0) return new Map();
    const rows = await this.executor.read('market-data-written-at', { listingIds: wanted });
    return new Map(
      rows.map((row) => [
        stringOf(row.listingId, 'listingId'),
        row.revision === null || row.revision === undefined
          ? null
          : numberOf(row.revision, 'written revision'),
      ]),
    );
  }

  trades(query: TradeQuery, revision: number, page: Page): Promise<PageOf<TradeRecord>> {
    return this.page<TradeRecord>('market-data-trades', tradeQuery(query), revision, page);
  }

  async tradePrints(query: TradeQuery, revision: number): Promise<TradeRecord[]> {
    if (query.listingIds.length === 0) return [];
    const rows = await this.executor.read('market-data-trade-prints', {
      query: tradeQuery(query),
      revision,
    });
    return rows.map((row) => parsed<TradeRecord>(row.doc));
  }

  async tradesById(tradeIds: string[], revision: number): Promise<Map<string, TradeRecord>> {
    const wanted = unique(tradeIds);
    if (wanted.length === 0) return new Map();
    const rows = await this.executor.read('market-data-trades-by-id', {
      tradeIds: wanted,
      revision,
    });
    return new Map(
      rows.map((row) => parsed<TradeRecord>(row.doc)).map((trade) => [trade.tradeId, trade]),
    );
  }

  bars(query: BarQuery, revision: number, page: Page): Promise<PageOf<PriceBarRecord>> {
    return this.page<PriceBarRecord>('market-data-bars', barQuery(query), revision, page);
  }

  tradePages(
    requests: readonly PageRequest<TradeQuery>[],
    revision: number,
  ): Promise<PageOf<TradeRecord>[]> {
    return this.pages<TradeQuery, TradeRecord>(
      'market-data-trade-pages',
      requests,
      revision,
      tradeQuery,
    );
  }

  barPages(
    requests: readonly PageRequest<BarQuery>[],
    revision: number,
  ): Promise<PageOf<PriceBarRecord>[]> {
    return this.pages<BarQuery, PriceBarRecord>(
      'market-data-bar-pages',
      requests,
      revision,
      barQuery,
    );
  }

  async fees(listingIds: string[]): Promise<Map<string, FeeRecord[]>> {
    const wanted = unique(listingIds);
    const found = new Map<string, FeeRecord[]>();
    if (wanted.length === 0) return found;
    const rows = await this.executor.read('market-data-fees', { listingIds: wanted });
    const all = rows.map((row) => parsed<FeeRecord>(row.doc));
    for (const listingId of wanted) {
      const own = all.filter((f) => f.listingId === listingId);
      if (own.length > 0) found.set(listingId, byKindAndTime(own));
    }
    return found;
  }

  async coverage(listingIds: string[]): Promise<Map<string, MarketDataCoverage>> {
    const wanted = unique(listingIds);
    if (wanted.length === 0) return new Map();
    const rows = await this.executor.read('market-data-coverage', { listingIds: wanted });
    const byId = new Map(
      rows.map((row) => parsed<MarketDataCoverage>(row.doc)).map((c) => [c.listingId, c]),
    );
    return new Map(wanted.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!]] : [])));
  }

  /** One row per listing that has one, in request order. */
  private async byListing<R extends { listingId: string }>(
    name: CypherName,
    listingIds: string[],
  ): Promise<Map<string, R>> {
    const wanted = unique(listingIds);
    if (wanted.length === 0) return new Map();
    const rows = await this.executor.read(name, { listingIds: wanted });
    const byId = new Map(rows.map((row) => parsed<R>(row.doc)).map((r) => [r.listingId, r]));
    return new Map(wanted.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!]] : [])));
  }

  /** One page, with the count of every match. */
  private async page<R>(
    name: CypherName,
    query: Params,
    revision: number,
    page: Page,
  ): Promise<PageOf<R>> {
    const rows = await this.executor.read(name, {
      query,
      revision,
      ...pageParams(page),
    });
    return pageRowOf(rows, 'docs', page, (doc) => parsed<R>(doc));
  }

  /**
   * The pages of several queries in one statement: it answers one row per request, numbered by
   * its place in the list, each as the single-query statement's row.
   */
  private async pages<Q, R>(
    name: CypherName,
    requests: readonly PageRequest<Q>[],
    revision: number,
    params: (query: Q) => Params,
  ): Promise<PageOf<R>[]> {
    if (requests.length === 0) return [];
    const rows = await this.executor.read(name, {
      requests: requests.map(({ query, page }, index) => ({
        index,
        query: params(query),
        ...pageParams(page),
      })),
      revision,
    });
    const byIndex = new Map(rows.map((row) => [numberOf(row.index, 'index'), row]));
    return requests.map(({ page }, index) => {
      const row = byIndex.get(index);
      return pageRowOf(row ? [row] : [], 'docs', page, (doc) => parsed<R>(doc));
    });
  }
}

function barQuery(query: BarQuery): Params {
  return {
    listingIds: unique(query.listingIds),
    interval: query.interval,
    start: query.start,
    end: query.end,
  };
}

function tradeQuery(query: TradeQuery): Params {
  return {
    listingIds: unique(query.listingIds),
    start: query.start ?? null,
    end: query.end ?? null,
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
