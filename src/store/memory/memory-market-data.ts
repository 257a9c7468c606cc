// Market data of the memory store: per-listing series in process memory. `apply` runs inside the
// memory store's commit, which cannot fail half-way.
import {
  byKindAndTime,
  barKey,
  compareText,
  feeKey,
  observationKey,
  prunedCoverage,
  BAR_INTERVALS,
  type FeeRecord,
  type RemainingHistory,
  type RetentionCutoffs,
  type MarketDataCoverage,
  type OrderBookRecord,
  type PriceBarRecord,
  type QuoteRecord,
  type TradeRecord,
} from '../../domain/market-data';
import {
  emptyKnownMarketData,
  type BarQuery,
  type KnownMarketData,
  type MarketDataBatch,
  type MarketDataKeys,
  type MarketDataStore,
  type PageRequest,
  type PruneReport,
  type TradeQuery,
} from '../market-data';
import { pageOf, type Page, type PageOf } from '../store';

interface Written<R> {
  record: R;
  /** The revision that first wrote the row's key. */
  revision: number;
}

export class MemoryMarketData implements MarketDataStore {
  private readonly trades_ = new Map<string, Written<TradeRecord>>();
  private readonly tradesByListing = new Map<string, Written<TradeRecord>[]>();
  private readonly quotes = new Map<string, Map<string, QuoteRecord>>();
  private readonly books = new Map<string, Map<string, OrderBookRecord>>();
  /**
   * Each listing's newest quote and book (the greatest observedAt), kept as rows are written: the
   * latest reads of a page of listings are a lookup each, not a pass over every row a listing
   * holds (a streamed listing writes one a change). Pruning keeps every listing's newest row.
   */
  private readonly newestQuote = new Map<string, QuoteRecord>();
  private readonly newestBook = new Map<string, OrderBookRecord>();
  /** listing ID, then bar key. */
  private readonly bars_ = new Map<string, Map<string, Written<PriceBarRecord>>>();
  private readonly fees_ = new Map<string, Map<string, FeeRecord>>();
  private readonly coverage_ = new Map<string, MarketDataCoverage>();
  /** The revision that last wrote any row or the coverage of each listing (writtenAt). */
  private readonly written = new Map<string, number>();

  /** Writes a batch at a revision; rows are frozen copies. */
  apply(batch: MarketDataBatch, revision: number): void {
    for (const rows of [batch.trades, batch.quotes, batch.orderbooks, batch.bars, batch.fees])
      for (const row of rows) this.written.set(row.listingId, revision);
    for (const coverage of batch.coverage) this.written.set(coverage.listingId, revision);
    for (const trade of batch.trades) {
      if (this.trades_.has(trade.tradeId)) continue;
      const row = { record: structuredClone(trade), revision };
      this.trades_.set(trade.tradeId, row);
      listOf(this.tradesByListing, trade.listingId).push(row);
    }
    for (const quote of batch.quotes) {
      const row = structuredClone(quote);
      mapOf(this.quotes, quote.listingId).set(quote.observedAt, row);
      keepNewest(this.newestQuote, row);
    }
    for (const book of batch.orderbooks) {
      const row = structuredClone(book);
      mapOf(this.books, book.listingId).set(book.observedAt, row);
      keepNewest(this.newestBook, row);
    }
    for (const bar of batch.bars) {
      const key = barKey(bar.listingId, bar.interval, bar.start);
      const series = mapOf(this.bars_, bar.listingId);
      series.set(key, {
        record: structuredClone(bar),
        revision: series.get(key)?.revision ?? revision,
      });
    }
    for (const fee of batch.fees)
      mapOf(this.fees_, fee.listingId).set(
        feeKey(fee.listingId, fee.kind, fee.effectiveFrom),
        structuredClone(fee),
      );
    for (const coverage of batch.coverage)
      this.coverage_.set(coverage.listingId, structuredClone(coverage));
  }

  known(keys: MarketDataKeys): Promise<KnownMarketData> {
    const known = emptyKnownMarketData();
    for (const id of keys.tradeIds) {
      const row = this.trades_.get(id);
      if (row) known.trades.set(id, row.record);
    }
    for (const { listingId, observedAt } of keys.quotes) {
      const quote = this.quotes.get(listingId)?.get(observedAt);
      if (quote) known.quotes.set(observationKey(listingId, observedAt), quote);
    }
    for (const { listingId, observedAt } of keys.orderbooks) {
      const book = this.books.get(listingId)?.get(observedAt);
      if (book) known.orderbooks.set(observationKey(listingId, observedAt), book);
    }
    for (const { listingId, interval, start } of keys.bars) {
      const key = barKey(listingId, interval, start);
      const bar = this.bars_.get(listingId)?.get(key);
      if (bar) known.bars.set(key, bar.record);
    }
    for (const listingId of keys.listingIds) {
      for (const fee of this.fees_.get(listingId)?.values() ?? [])
        known.fees.set(feeKey(listingId, fee.kind, fee.effectiveFrom), fee);
      const coverage = this.coverage_.get(listingId);
      if (coverage) known.coverage.set(listingId, coverage);
    }
    return Promise.resolve(known);
  }

  latestQuotes(listingIds: string[]): Promise<Map<string, QuoteRecord>> {
    return Promise.resolve(latest(this.newestQuote, listingIds));
  }

  latestOrderbooks(listingIds: string[]): Promise<Map<string, OrderBookRecord>> {
    return Promise.resolve(latest(this.newestBook, listingIds));
  }

  writtenAt(listingIds: string[]): Promise<Map<string, number | null>> {
    const found = new Map<string, number | null>();
    for (const id of listingIds) {
      const revision = this.written.get(id);
      if (revision !== undefined) found.set(id, revision);
    }
    return Promise.resolve(found);
  }

  trades(query: TradeQuery, revision: number, page: Page): Promise<PageOf<TradeRecord>> {
    const found = this.matchingTrades(query, revision).sort(
      (a, b) => compareText(b.executedAt, a.executedAt) || compareText(a.tradeId, b.tradeId),
    );
    return Promise.resolve(pageOf(found, page));
  }

  tradePrints(query: TradeQuery, revision: number): Promise<TradeRecord[]> {
    return Promise.resolve(
      this.matchingTrades(query, revision).sort(
        (a, b) => compareText(a.executedAt, b.executedAt) || compareText(a.tradeId, b.tradeId),
      ),
    );
  }

  tradesById(tradeIds: string[], revision: number): Promise<Map<string, TradeRecord>> {
    const found = new Map<string, TradeRecord>();
    for (const tradeId of tradeIds) {
      const row = this.trades_.get(tradeId);
      if (row && row.revision <= revision) found.set(tradeId, row.record);
    }
    return Promise.resolve(found);
  }

  bars(query: BarQuery, revision: number, page: Page): Promise<PageOf<PriceBarRecord>> {
    const found: PriceBarRecord[] = [];
    for (const listingId of [...new Set(query.listingIds)].sort(compareText)) {
      const series = [...(this.bars_.get(listingId)?.values() ?? [])]
        .filter(
          ({ record: b, revision: written }) =>
            written <= revision &&
            b.interval === query.interval &&
            b.start >= query.start &&
            b.start < query.end,
        )
        .map((row) => row.record)
        .sort((a, b) => compareText(a.start, b.start));
      found.push(...series);
    }
    return Promise.resolve(pageOf(found, page));
  }

  tradePages(
    requests: readonly PageRequest<TradeQuery>[],
    revision: number,
  ): Promise<PageOf<TradeRecord>[]> {
    return Promise.all(requests.map(({ query, page }) => this.trades(query, revision, page)));
  }

  barPages(
    requests: readonly PageRequest<BarQuery>[],
    revision: number,
  ): Promise<PageOf<PriceBarRecord>[]> {
    return Promise.all(requests.map(({ query, page }) => this.bars(query, revision, page)));
  }

  fees(listingIds: string[]): Promise<Map<string, FeeRecord[]>> {
    const found = new Map<string, FeeRecord[]>();
    for (const listingId of listingIds) {
      const lines = this.fees_.get(listingId);
      if (lines && lines.size > 0) found.set(listingId, byKindAndTime([...lines.values()]));
    }
    return Promise.resolve(found);
  }

  coverage(listingIds: string[]): Promise<Map<string, MarketDataCoverage>> {
    const found = new Map<string, MarketDataCoverage>();
    for (const listingId of listingIds) {
      const coverage = this.coverage_.get(listingId);
      if (coverage) found.set(listingId, coverage);
    }
    return Promise.resolve(found);
  }

  prune(cutoffs: RetentionCutoffs, limit: number): Promise<PruneReport> {
    const touched = new Set<string>();
    const observations = (series: Map<string, Map<string, { observedAt: string }>>): number => {
      const before = cutoffs.observationsBefore;
      if (before === undefined) return 0;
      let deleted = 0;
      for (const [listingId, rows] of series) {
        const newest = [...rows.keys()].sort(compareText).pop();
        for (const observedAt of [...rows.keys()]) {
          if (deleted >= limit) return deleted;
          if (observedAt >= before || observedAt === newest) continue;
          rows.delete(observedAt);
          touched.add(listingId);
          deleted++;
        }
      }
      return deleted;
    };
    const quotes = observations(this.quotes);
    const orderbooks = observations(this.books);
    let trades = 0;
    const tradesBefore = cutoffs.tradesBefore;
    if (tradesBefore !== undefined)
      for (const [listingId, rows] of this.tradesByListing) {
        const keep: Written<TradeRecord>[] = [];
        for (const row of rows)
          if (row.record.executedAt < tradesBefore && trades < limit) {
            this.trades_.delete(row.record.tradeId);
            trades++;
          } else keep.push(row);
        if (keep.length === rows.length) continue;
        this.tradesByListing.set(listingId, keep);
        touched.add(listingId);
      }
    let bars = 0;
    for (const [listingId, series] of this.bars_)
      for (const [key, row] of series) {
        const before = cutoffs.barsBefore?.[row.record.interval];
        if (before === undefined || row.record.start >= before || bars >= limit) continue;
        series.delete(key);
        touched.add(listingId);
        bars++;
      }
    for (const listingId of touched) {
      const coverage = this.coverage_.get(listingId);
      if (coverage)
        this.coverage_.set(listingId, prunedCoverage(coverage, this.remaining(listingId)));
    }
    return Promise.resolve({ quotes, orderbooks, trades, bars, listingIds: [...touched].sort() });
  }

  private remaining(listingId: string): RemainingHistory {
    const firstTradeAt =
      (this.tradesByListing.get(listingId) ?? [])
        .map((row) => row.record.executedAt)
        .sort(compareText)[0] ?? null;
    const firstBarStart: RemainingHistory['firstBarStart'] = {};
    for (const interval of BAR_INTERVALS) {
      const starts = [...(this.bars_.get(listingId)?.values() ?? [])]
        .filter((row) => row.record.interval === interval)
        .map((row) => row.record.start)
        .sort(compareText);
      if (starts[0] !== undefined) firstBarStart[interval] = starts[0];
    }
    return { firstTradeAt, firstBarStart };
  }

  private matchingTrades(query: TradeQuery, revision: number): TradeRecord[] {
    const found: TradeRecord[] = [];
    for (const listingId of new Set(query.listingIds)) {
      for (const row of this.tradesByListing.get(listingId) ?? []) {
        const t = row.record;
        if (row.revision > revision) continue;
        if (query.start !== undefined && t.executedAt < query.start) continue;
        if (query.end !== undefined && t.executedAt >= query.end) continue;
        found.push(t);
      }
    }
    return found;
  }
}

function latest<R>(newest: ReadonlyMap<string, R>, listingIds: string[]): Map<string, R> {
  const found = new Map<string, R>();
  for (const listingId of listingIds) {
    const row = newest.get(listingId);
    if (row) found.set(listingId, row);
  }
  return found;
}

/**
 * Keeps `row` as its listing's newest when none is newer: a row of the same instant replaces the
 * one written before it, as it does in the listing's series.
 */
function keepNewest<R extends { listingId: string; observedAt: string }>(
  newest: Map<string, R>,
  row: R,
): void {
  const kept = newest.get(row.listingId);
  if (!kept || row.observedAt >= kept.observedAt) newest.set(row.listingId, row);
}

function mapOf<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map<string, V>()));
  return map;
}

function listOf<V>(lists: Map<string, V[]>, key: string): V[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}
