// The market-data port (docs/architecture.md ("Data model") and docs/decisions.md): time series per listing, behind the Store as
// `store.marketData`. Market data is not revisioned reference data: quotes, books and bars are
// observations upserted by key, trades are immutable prints. Writes arrive only as the
// `marketData` part of a CommitBatch, at the commit's revision; each row remembers the
// revision that first wrote it, so a page token pinned to a snapshot sees a stable set of rows.
//
// Keys: a trade by trade_id; a quote or a book by listing and observed_at (every observation is
// kept, the latest is current); a bar by listing, interval and start; a fee by listing, kind and
// effective time.
import type {
  BarInterval,
  FeeRecord,
  MarketDataCoverage,
  OrderBookRecord,
  PriceBarRecord,
  QuoteRecord,
  RetentionCutoffs,
  TradeRecord,
} from '../domain/market-data';
import type { Page, PageOf } from './page';

/** What one commit writes: rows new or changed since the store's state it was planned against. */
export interface MarketDataBatch {
  quotes: QuoteRecord[];
  orderbooks: OrderBookRecord[];
  trades: TradeRecord[];
  bars: PriceBarRecord[];
  fees: FeeRecord[];
  /** The coverage summary of each listing whose market data changed (replaces the stored one). */
  coverage: MarketDataCoverage[];
}

export function emptyMarketDataBatch(): MarketDataBatch {
  return { quotes: [], orderbooks: [], trades: [], bars: [], fees: [], coverage: [] };
}

export function marketDataRows(batch: MarketDataBatch | undefined): number {
  if (!batch) return 0;
  return (
    batch.quotes.length +
    batch.orderbooks.length +
    batch.trades.length +
    batch.bars.length +
    batch.fees.length
  );
}

/** Whether a batch writes nothing: no row and no coverage summary. */
export function isEmptyMarketDataBatch(batch: MarketDataBatch | undefined): boolean {
  return marketDataRows(batch) === 0 && (batch?.coverage.length ?? 0) === 0;
}

export interface ObservationKey {
  listingId: string;
  observedAt: string;
}

export interface BarKey {
  listingId: string;
  interval: BarInterval;
  start: string;
}

/** The rows an import may collide with, looked up before planning it. */
export interface MarketDataKeys {
  tradeIds: string[];
  quotes: ObservationKey[];
  orderbooks: ObservationKey[];
  bars: BarKey[];
  /** Listings whose fees and coverage are read. */
  listingIds: string[];
}

/** The stored rows for MarketDataKeys, keyed as domain/market-data.ts keys them. */
export interface KnownMarketData {
  trades: Map<string, TradeRecord>;
  /** By observationKey. */
  quotes: Map<string, QuoteRecord>;
  /** By observationKey. */
  orderbooks: Map<string, OrderBookRecord>;
  /** By barKey. */
  bars: Map<string, PriceBarRecord>;
  /** By feeKey. */
  fees: Map<string, FeeRecord>;
  coverage: Map<string, MarketDataCoverage>;
}

export function emptyKnownMarketData(): KnownMarketData {
  return {
    trades: new Map(),
    quotes: new Map(),
    orderbooks: new Map(),
    bars: new Map(),
    fees: new Map(),
    coverage: new Map(),
  };
}

/** Half-open time ranges: start inclusive, end exclusive; an absent bound does not narrow. */
export interface TradeQuery {
  listingIds: string[];
  start?: string | undefined;
  end?: string | undefined;
}

export interface BarQuery {
  listingIds: string[];
  interval: BarInterval;
  start: string;
  end: string;
}

/** One page of one query, among several read together (tradePages, barPages). */
export interface PageRequest<Q> {
  query: Q;
  page: Page;
}

export interface MarketDataStore {
  /** The stored rows and coverage for the keys (for planning an import). */
  known(keys: MarketDataKeys): Promise<KnownMarketData>;
  /** The latest quote of each listing that has one. */
  latestQuotes(listingIds: string[]): Promise<Map<string, QuoteRecord>>;
  /** The latest order book of each listing that has one. */
  latestOrderbooks(listingIds: string[]): Promise<Map<string, OrderBookRecord>>;
  /**
   * The revision that last changed each listing's latest quote, latest book or coverage, for the
   * listings that have market data, as of the head: what a cached answer that read them is keyed
   * by (docs/decisions.md, "Cached answers keyed by what they read"). Null while such a write is
   * being published and not yet visible.
   */
  writtenAt(listingIds: string[]): Promise<Map<string, number | null>>;
  /** Prints written up to the revision, newest first (executed_at descending, then trade ID). */
  trades(query: TradeQuery, revision: number, page: Page): Promise<PageOf<TradeRecord>>;
  /** Every print written up to the revision, oldest first (executed_at, then trade ID). */
  tradePrints(query: TradeQuery, revision: number): Promise<TradeRecord[]>;
  /** The prints of these trade IDs written up to the revision; unknown IDs are absent. */
  tradesById(tradeIds: string[], revision: number): Promise<Map<string, TradeRecord>>;
  /** Bars written up to the revision, by listing (in code-unit order) and start. */
  bars(query: BarQuery, revision: number, page: Page): Promise<PageOf<PriceBarRecord>>;
  /**
   * The pages of several trade queries at one revision, in request order, each what trades()
   * answers for it: a GraphQL page of listings reads its listings' trades in one call, on Neo4j
   * one statement (docs/decisions.md, "Trades and price history of a page of listings in one read").
   */
  tradePages(
    requests: readonly PageRequest<TradeQuery>[],
    revision: number,
  ): Promise<PageOf<TradeRecord>[]>;
  /** The pages of several bar queries at one revision, in request order, each what bars() answers. */
  barPages(
    requests: readonly PageRequest<BarQuery>[],
    revision: number,
  ): Promise<PageOf<PriceBarRecord>[]>;
  /** Every fee line of each listing that has any (byKindAndTime order: TAKER before MAKER, then
   * effective time, undated first); which is in force at a time is feeLinesAt's to say. */
  fees(listingIds: string[]): Promise<Map<string, FeeRecord[]>>;
  /** The coverage summary of each listing that has market data. */
  coverage(listingIds: string[]): Promise<Map<string, MarketDataCoverage>>;
  /**
   * Retention (docs/decisions.md, "Live market data"): deletes at most `limit` rows of each kind
   * older than its cutoff, never a listing's latest quote or latest book, and rewrites the
   * coverage summary of every listing it touched (prunedCoverage). Not a commit: pruned rows are
   * gone for every reader, snapshots included; what a commit writes is never touched.
   */
  prune(cutoffs: RetentionCutoffs, limit: number): Promise<PruneReport>;
}

/** Rows one prune deleted, by kind, and the listings whose coverage it rewrote. */
export interface PruneReport {
  quotes: number;
  orderbooks: number;
  trades: number;
  bars: number;
  listingIds: string[];
}
