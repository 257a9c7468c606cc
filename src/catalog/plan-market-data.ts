// Plans the market-data part of an import (a catalog's `market_data` or an NDJSON ingest file):
// validates every row against its listing, normalises books, drops rows the store already holds
// and computes the listings' new coverage with COVERAGE change records. Pure: no I/O. Every
// problem is collected with its location, and a plan with any problem writes nothing.
//
// Keys and idempotence: a trade is immutable and identified by trade_id (the same ID with other
// content is a problem); quotes and books (listing, observed_at), bars (listing, interval, start)
// and fees (listing, kind) are upserted by key. Rows equal to the stored ones are not written, so
// re-importing the same data writes nothing and records no change.
import { canonicalDecimal, dec, decCompare } from '../domain/arithmetic/decimal';
import type { Problem } from '../domain/errors';
import {
  BAR_INTERVALS,
  MARKET_DATA_CAPABILITIES,
  barKey,
  canonicalTime,
  compareText,
  feeKey,
  isAlignedBarStart,
  observationKey,
  type FeeRecord,
  type MarketDataCapability,
  type MarketDataCoverage,
  type OrderBookRecord,
  type PriceBarRecord,
  type PriceLevel,
  type QuoteRecord,
  type TradeRecord,
} from '../domain/market-data';
import { normalizeBinaryBook, sortAsks, sortBids } from '../domain/order-book';
import type { ListingRecord, MarketRecord } from '../domain/records';
import {
  emptyMarketDataBatch,
  type KnownMarketData,
  type MarketDataBatch,
  type MarketDataKeys,
} from '../store/market-data';
import type { ChangeDraft } from '../store/store';
import type {
  BarDraft,
  FeeDraft,
  ImportDraft,
  MarketDataDraft,
  OrderbookDraft,
  QuoteDraft,
  TradeDraft,
} from './import-draft';

/** What the planner needs to know of a listing market data names. */
export interface ListingFacts {
  listingId: string;
  venue: string;
  venueMarketId: string;
  /** YES or NO from the outcome's label; null for a named outcome. */
  side: 'YES' | 'NO' | null;
  payoutUnit: string;
  familyIds: string[];
}

/**
 * A row with where it came from: a JSON path (`$.market_data.trades[3]`) or `FILE:LINE $`.
 * Problems name the file's fields (`$.market_data.quotes[0].bid_size`), the row being read from one.
 */
export interface Located<R> {
  at: string;
  row: R;
}

export interface MarketDataRows {
  quotes: Located<QuoteDraft>[];
  orderbooks: Located<OrderbookDraft>[];
  trades: Located<TradeDraft>[];
  bars: Located<BarDraft>[];
  fees: Located<FeeDraft>[];
}

export interface MarketDataPlan {
  batch: MarketDataBatch;
  changes: ChangeDraft[];
}

export type MarketDataPlanResult =
  { ok: true; plan: MarketDataPlan } | { ok: false; problems: Problem[] };

export function emptyMarketDataRows(): MarketDataRows {
  return { quotes: [], orderbooks: [], trades: [], bars: [], fees: [] };
}

/** A draft's market data rows, each located where a catalog file holds it. */
export function rowsOfDraft(data: MarketDataDraft | undefined): MarketDataRows {
  if (!data) return emptyMarketDataRows();
  const located = <R>(section: string, rows: R[]): Located<R>[] =>
    rows.map((row, i) => ({ at: `$.market_data.${section}[${i}]`, row }));
  return {
    quotes: located('quotes', data.quotes),
    orderbooks: located('orderbooks', data.orderbooks),
    trades: located('trades', data.trades),
    bars: located('price_history', data.priceHistory),
    fees: located('fees', data.fees),
  };
}

export function isEmptyRows(rows: MarketDataRows): boolean {
  return (
    rows.quotes.length +
      rows.orderbooks.length +
      rows.trades.length +
      rows.bars.length +
      rows.fees.length ===
    0
  );
}

/** The listings a set of rows names, in first-seen order. */
export function referencedListingIds(rows: MarketDataRows): string[] {
  return [
    ...new Set([
      ...rows.quotes.map((r) => r.row.listingId),
      ...rows.orderbooks.map((r) => r.row.listingId),
      ...rows.trades.map((r) => r.row.listingId),
      ...rows.bars.map((r) => r.row.listingId),
      ...rows.fees.flatMap((r) => r.row.listingIds),
    ]),
  ];
}

function sideOf(label: string): ListingFacts['side'] {
  const upper = label.toUpperCase();
  return upper === 'YES' || upper === 'NO' ? upper : null;
}

/** Facts of the listings a draft defines (they win over the store's: the import updates them). */
export function listingFactsOfDraft(draft: ImportDraft): ListingFacts[] {
  return draft.markets.flatMap((m) =>
    m.outcomes.flatMap((o) =>
      o.listings.map((l) => ({
        listingId: l.listingId,
        venue: l.venue,
        venueMarketId: l.venueMarketId,
        side: sideOf(o.label),
        payoutUnit: canonicalDecimal(l.tradingRules.payoutUnit),
        familyIds: m.familyIds,
      })),
    ),
  );
}

export function listingFactsOf(
  listing: ListingRecord,
  market: MarketRecord | undefined,
): ListingFacts {
  const outcome = market?.outcomes.find((o) => o.outcomeId === listing.outcomeId);
  return {
    listingId: listing.listingId,
    venue: listing.venue,
    venueMarketId: listing.venueMarketId,
    side: outcome ? sideOf(outcome.label) : null,
    payoutUnit: listing.tradingRules.payoutUnit,
    familyIds: market?.familyIds ?? [],
  };
}

/** The other listing of a binary venue market: the one other listing on the same venue market. */
export function bookPartner(
  listing: ListingFacts,
  listings: ReadonlyMap<string, ListingFacts>,
): ListingFacts | null {
  const others = [...listings.values()].filter(
    (l) =>
      l.listingId !== listing.listingId &&
      l.venue === listing.venue &&
      l.venueMarketId === listing.venueMarketId,
  );
  return others.length === 1 ? others[0]! : null;
}

export function isBinaryForm(row: OrderbookDraft): boolean {
  return row.yesBids !== undefined || row.noBids !== undefined;
}

/** The stored rows the planner must compare the rows with (looked up before planning). */
export function marketDataKeys(
  rows: MarketDataRows,
  listings: ReadonlyMap<string, ListingFacts>,
): MarketDataKeys {
  const time = (text: string) => canonicalTime(text);
  const orderbooks = rows.orderbooks.flatMap(({ row }) => {
    const observedAt = time(row.observedAt);
    const own = { listingId: row.listingId, observedAt };
    const listing = listings.get(row.listingId);
    const partner = listing && isBinaryForm(row) ? bookPartner(listing, listings) : null;
    return partner ? [own, { listingId: partner.listingId, observedAt }] : [own];
  });
  const listingIds = referencedListingIds(rows);
  for (const { listingId } of orderbooks)
    if (!listingIds.includes(listingId)) listingIds.push(listingId);
  return {
    tradeIds: rows.trades.map((r) => r.row.tradeId),
    quotes: rows.quotes.map(({ row }) => ({
      listingId: row.listingId,
      observedAt: time(row.observedAt),
    })),
    orderbooks,
    bars: rows.bars.map(({ row }) => ({
      listingId: row.listingId,
      interval: row.interval,
      start: time(row.start),
    })),
    listingIds,
  };
}

export function planMarketData(
  rows: MarketDataRows,
  listings: ReadonlyMap<string, ListingFacts>,
  known: KnownMarketData,
  now: string,
): MarketDataPlanResult {
  return new MarketDataPlanner(rows, listings, known, now).run();
}

/** A row planned for writing, and the first location that produced it. */
interface Planned<R> {
  record: R;
  at: string;
}

class MarketDataPlanner {
  private readonly problems: Problem[] = [];
  private readonly quotes = new Map<string, Planned<QuoteRecord>>();
  private readonly books = new Map<string, Planned<OrderBookRecord>>();
  private readonly trades = new Map<string, Planned<TradeRecord>>();
  private readonly bars = new Map<string, Planned<PriceBarRecord>>();
  private readonly fees = new Map<string, Planned<FeeRecord>>();

  constructor(
    private readonly rows: MarketDataRows,
    private readonly listings: ReadonlyMap<string, ListingFacts>,
    private readonly known: KnownMarketData,
    private readonly now: string,
  ) {}

  run(): MarketDataPlanResult {
    this.rows.quotes.forEach((r) => this.planQuote(r));
    this.rows.orderbooks.forEach((r) => this.planBook(r));
    this.rows.trades.forEach((r) => this.planTrade(r));
    this.rows.bars.forEach((r) => this.planBar(r));
    this.rows.fees.forEach((r) => this.planFee(r));
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    const batch = emptyMarketDataBatch();
    const changed = <R>(
      planned: Map<string, Planned<R>>,
      stored: Map<string, R>,
      into: R[],
    ): void => {
      for (const [key, { record }] of planned) {
        const previous = stored.get(key);
        if (!previous || !sameRecord(previous, record)) into.push(record);
      }
    };
    changed(this.quotes, this.known.quotes, batch.quotes);
    changed(this.books, this.known.orderbooks, batch.orderbooks);
    changed(this.trades, this.known.trades, batch.trades);
    changed(this.bars, this.known.bars, batch.bars);
    changed(this.fees, this.known.fees, batch.fees);
    const changes = this.planCoverage(batch);
    return { ok: true, plan: { batch, changes } };
  }

  private problem(path: string, reason: string): void {
    this.problems.push({ path, reason });
  }

  private listing(listingId: string, path: string): ListingFacts | undefined {
    const listing = this.listings.get(listingId);
    if (!listing) this.problem(path, `unknown listing "${listingId}"`);
    return listing;
  }

  /** A price between 0 and the listing's payout unit. */
  private price(text: string, listing: ListingFacts, path: string): boolean {
    const value = dec(text);
    if (value.lt(0) || value.gt(listing.payoutUnit)) {
      this.problem(path, `must be between 0 and the payout unit ${listing.payoutUnit}`);
      return false;
    }
    return true;
  }

  private notNegative(text: string | undefined, path: string): void {
    if (text !== undefined && dec(text).lt(0)) this.problem(path, 'must not be negative');
  }

  private positive(text: string, path: string): void {
    if (dec(text).lte(0)) this.problem(path, 'must be positive');
  }

  /** Records a keyed row; the same key with other content within the input is a problem. */
  private keep<R>(
    rows: Map<string, Planned<R>>,
    key: string,
    record: R,
    at: string,
    path: string,
    what: string,
  ): void {
    const first = rows.get(key);
    if (!first) {
      rows.set(key, { record, at });
      return;
    }
    if (!sameRecord(first.record, record))
      this.problem(path, `${what} is given again with other content (first at ${first.at})`);
  }

  private planQuote({ at, row }: Located<QuoteDraft>): void {
    const listing = this.listing(row.listingId, `${at}.listing_id`);
    if (!listing) return;
    const before = this.problems.length;
    for (const field of ['bid', 'ask', 'last'] as const) {
      const value = row[field];
      if (value !== undefined) this.price(value, listing, `${at}.${field}`);
    }
    this.notNegative(row.bidSize, `${at}.bid_size`);
    this.notNegative(row.askSize, `${at}.ask_size`);
    if (row.bid !== undefined && row.ask !== undefined && dec(row.bid).gt(row.ask))
      this.problem(at, `bid ${row.bid} is above ask ${row.ask}`);
    if (this.problems.length > before) return;
    const optional = (value: string | undefined) =>
      value === undefined ? null : canonicalDecimal(value);
    const record: QuoteRecord = {
      listingId: row.listingId,
      bid: optional(row.bid),
      bidSize: optional(row.bidSize),
      ask: optional(row.ask),
      askSize: optional(row.askSize),
      last: optional(row.last),
      observedAt: canonicalTime(row.observedAt),
      ...(row.source === 'ORDERBOOK' && { source: row.source }),
    };
    this.keep(
      this.quotes,
      observationKey(record.listingId, record.observedAt),
      record,
      at,
      `${at}.observed_at`,
      `the quote of ${record.listingId} at ${record.observedAt}`,
    );
  }

  private planBook({ at, row }: Located<OrderbookDraft>): void {
    const listing = this.listing(row.listingId, `${at}.listing_id`);
    if (!listing) return;
    const direct = row.bids !== undefined || row.asks !== undefined;
    const binary = isBinaryForm(row);
    if (direct && binary) {
      this.problem(at, 'give either bids and asks, or yes_bids and no_bids, not both');
      return;
    }
    if (!direct && !binary) {
      this.problem(at, 'a book needs bids and asks, or yes_bids and no_bids');
      return;
    }
    const observedAt = canonicalTime(row.observedAt);
    if (direct) {
      const bids = this.levels(row.bids ?? [], listing, `${at}.bids`);
      const asks = this.levels(row.asks ?? [], listing, `${at}.asks`);
      if (!bids || !asks) return;
      const book = {
        listingId: listing.listingId,
        observedAt,
        bids: sortBids(bids),
        asks: sortAsks(asks),
      };
      if (this.crossed(book, at)) return;
      this.keepBook(book, at);
      return;
    }
    if (listing.side !== 'YES') {
      this.problem(
        `${at}.listing_id`,
        `yes_bids and no_bids are given on the YES listing of a binary venue market; ${listing.listingId} is ${listing.side ?? 'a named outcome'}`,
      );
      return;
    }
    const partner = bookPartner(listing, this.listings);
    if (!partner || partner.side !== 'NO') {
      this.problem(
        `${at}.listing_id`,
        `${listing.venue} market ${listing.venueMarketId} has no single NO listing to receive the NO side of the book`,
      );
      return;
    }
    const yesBids = this.levels(row.yesBids ?? [], listing, `${at}.yes_bids`);
    const noBids = this.levels(row.noBids ?? [], partner, `${at}.no_bids`);
    if (!yesBids || !noBids) return;
    const sides = normalizeBinaryBook(yesBids, noBids, listing.payoutUnit);
    const yes = { listingId: listing.listingId, observedAt, ...sides.yes };
    const no = { listingId: partner.listingId, observedAt, ...sides.no };
    if (this.crossed(yes, at)) return;
    this.keepBook(yes, at);
    this.keepBook(no, at);
  }

  /** Levels of one side: prices within the payout unit, positive sizes, each price once. */
  private levels(
    given: readonly [string, string][],
    listing: ListingFacts,
    path: string,
  ): PriceLevel[] | null {
    const before = this.problems.length;
    const seen = new Set<string>();
    const levels = given.map(([price, size], i) => {
      this.price(price, listing, `${path}[${i}][0]`);
      this.positive(size, `${path}[${i}][1]`);
      const canonical = canonicalDecimal(price);
      if (seen.has(canonical)) this.problem(`${path}[${i}][0]`, `price ${price} is given twice`);
      seen.add(canonical);
      return { price: canonical, size: canonicalDecimal(size) };
    });
    return this.problems.length > before ? null : levels;
  }

  private crossed(book: OrderBookRecord, at: string): boolean {
    const bid = book.bids[0];
    const ask = book.asks[0];
    if (bid && ask && decCompare(bid.price, ask.price) > 0) {
      this.problem(at, `crossed book: best bid ${bid.price} is above best ask ${ask.price}`);
      return true;
    }
    return false;
  }

  private keepBook(book: OrderBookRecord, at: string): void {
    this.keep(
      this.books,
      observationKey(book.listingId, book.observedAt),
      book,
      at,
      `${at}.observed_at`,
      `the order book of ${book.listingId} at ${book.observedAt}`,
    );
  }

  private planTrade({ at, row }: Located<TradeDraft>): void {
    const listing = this.listing(row.listingId, `${at}.listing_id`);
    if (!listing) return;
    const before = this.problems.length;
    this.price(row.price, listing, `${at}.price`);
    this.positive(row.quantity, `${at}.quantity`);
    if (this.problems.length > before) return;
    const record: TradeRecord = {
      tradeId: row.tradeId,
      listingId: row.listingId,
      price: canonicalDecimal(row.price),
      quantity: canonicalDecimal(row.quantity),
      takerSide: row.takerSide,
      executedAt: canonicalTime(row.executedAt),
    };
    const stored = this.known.trades.get(record.tradeId);
    if (stored && !sameRecord(stored, record)) {
      this.problem(
        `${at}.trade_id`,
        `trade ${record.tradeId} is already recorded with other content (listing ${stored.listingId}, price ${stored.price}, quantity ${stored.quantity}, executed_at ${stored.executedAt}); trade prints never change`,
      );
      return;
    }
    this.keep(this.trades, record.tradeId, record, at, `${at}.trade_id`, `trade ${record.tradeId}`);
  }

  private planBar({ at, row }: Located<BarDraft>): void {
    const listing = this.listing(row.listingId, `${at}.listing_id`);
    if (!listing) return;
    const before = this.problems.length;
    for (const field of ['open', 'high', 'low', 'close'] as const)
      this.price(row[field], listing, `${at}.${field}`);
    this.notNegative(row.volume, `${at}.volume`);
    const start = canonicalTime(row.start);
    if (!isAlignedBarStart(start, row.interval))
      this.problem(`${at}.start`, `a ${row.interval} bar starts on a ${row.interval} boundary`);
    if (this.problems.length > before) return;
    const { open, high, low, close } = row;
    const [o, h, l, c] = [dec(open), dec(high), dec(low), dec(close)];
    if (l.gt(h) || o.gt(h) || c.gt(h) || l.gt(o) || l.gt(c)) {
      this.problem(at, 'low must be at most open and close, and high at least open and close');
      return;
    }
    const record: PriceBarRecord = {
      listingId: row.listingId,
      interval: row.interval,
      start,
      open: canonicalDecimal(open),
      high: canonicalDecimal(high),
      low: canonicalDecimal(low),
      close: canonicalDecimal(close),
      volume: canonicalDecimal(row.volume),
    };
    this.keep(
      this.bars,
      barKey(record.listingId, record.interval, record.start),
      record,
      at,
      `${at}.start`,
      `the ${record.interval} bar of ${record.listingId} at ${record.start}`,
    );
  }

  private planFee({ at, row }: Located<FeeDraft>): void {
    this.notNegative(row.rate, `${at}.rate`);
    row.listingIds.forEach((listingId, j) => {
      const path = `${at}.listing_ids[${j}]`;
      const listing = this.listing(listingId, path);
      if (!listing) return;
      if (listing.venue !== row.venue) {
        this.problem(path, `listing ${listingId} is on ${listing.venue}, not ${row.venue}`);
        return;
      }
      const record: FeeRecord = {
        listingId,
        venue: row.venue,
        kind: row.kind,
        formula: row.formula,
        rate: canonicalDecimal(row.rate),
        rounding: row.rounding,
        ...(row.effectiveFrom !== undefined && {
          effectiveFrom: canonicalTime(row.effectiveFrom),
        }),
      };
      this.keep(
        this.fees,
        feeKey(listingId, row.kind, record.effectiveFrom),
        record,
        at,
        path,
        `the ${row.kind} fee of ${listingId}${record.effectiveFrom ? ` from ${record.effectiveFrom}` : ''}`,
      );
    });
  }

  /**
   * The coverage of every listing with quotes, books, trades or bars in the input: the stored
   * summary merged with the input's rows (all of them, written or not, so a re-run repairs a
   * summary). A change of history_start, intervals or capabilities is a COVERAGE change.
   */
  private planCoverage(batch: MarketDataBatch): ChangeDraft[] {
    const merged = new Map<string, MarketDataCoverage>();
    const of = (listingId: string): MarketDataCoverage => {
      let coverage = merged.get(listingId);
      if (!coverage) {
        const stored = this.known.coverage.get(listingId);
        coverage = stored
          ? structuredClone(stored)
          : {
              listingId,
              historyStart: null,
              intervals: [],
              capabilities: [],
              quoteObservedAt: null,
              orderbookObservedAt: null,
              lastTrade: null,
            };
        merged.set(listingId, coverage);
      }
      return coverage;
    };
    const earliest = (a: string | null, b: string) => (a === null || b < a ? b : a);
    const latest = (a: string | null, b: string) => (a === null || b > a ? b : a);
    const capability = (c: MarketDataCoverage, cap: MarketDataCapability) => {
      if (!c.capabilities.includes(cap))
        c.capabilities = MARKET_DATA_CAPABILITIES.filter(
          (x) => x === cap || c.capabilities.includes(x),
        );
    };
    for (const { record } of this.quotes.values()) {
      const c = of(record.listingId);
      c.quoteObservedAt = latest(c.quoteObservedAt, record.observedAt);
      capability(c, 'QUOTES');
    }
    for (const { record } of this.books.values()) {
      const c = of(record.listingId);
      c.orderbookObservedAt = latest(c.orderbookObservedAt, record.observedAt);
      capability(c, 'ORDERBOOKS');
      capability(c, 'QUOTES');
    }
    for (const { record } of this.trades.values()) {
      const c = of(record.listingId);
      c.historyStart = earliest(c.historyStart, record.executedAt);
      const last = c.lastTrade;
      if (
        !last ||
        record.executedAt > last.executedAt ||
        (record.executedAt === last.executedAt && compareText(record.tradeId, last.tradeId) > 0)
      )
        c.lastTrade = {
          tradeId: record.tradeId,
          price: record.price,
          executedAt: record.executedAt,
        };
      capability(c, 'TRADES');
    }
    for (const { record } of this.bars.values()) {
      const c = of(record.listingId);
      c.historyStart = earliest(c.historyStart, record.start);
      if (!c.intervals.includes(record.interval))
        c.intervals = BAR_INTERVALS.filter((i) => i === record.interval || c.intervals.includes(i));
      capability(c, 'PRICE_HISTORY');
    }
    const changes: ChangeDraft[] = [];
    for (const coverage of merged.values()) {
      const stored = this.known.coverage.get(coverage.listingId);
      if (stored && sameRecord(stored, coverage)) continue;
      batch.coverage.push(coverage);
      const description = coverageChange(stored, coverage);
      if (description === null) continue;
      changes.push({
        resourceType: 'COVERAGE',
        resourceId: coverage.listingId,
        changeType: stored ? 'UPDATED' : 'CREATED',
        version: '',
        occurredAt: this.now,
        description,
        familyIds: this.listings.get(coverage.listingId)?.familyIds ?? [],
      });
    }
    return changes;
  }
}

/** What changed in a listing's coverage, or null when only freshness moved. */
function coverageChange(
  before: MarketDataCoverage | undefined,
  after: MarketDataCoverage,
): string | null {
  const list = (values: string[]) => (values.length === 0 ? 'none' : values.join(', '));
  if (!before) {
    return `market data coverage of listing ${after.listingId} created: history_start ${after.historyStart ?? 'none'}, intervals ${list(after.intervals)}, capabilities ${list(after.capabilities)}`;
  }
  const parts: string[] = [];
  if (before.historyStart !== after.historyStart)
    parts.push(`history_start ${before.historyStart ?? 'none'} -> ${after.historyStart ?? 'none'}`);
  if (list(before.intervals) !== list(after.intervals))
    parts.push(`intervals ${list(before.intervals)} -> ${list(after.intervals)}`);
  if (list(before.capabilities) !== list(after.capabilities))
    parts.push(`capabilities ${list(before.capabilities)} -> ${list(after.capabilities)}`);
  return parts.length === 0
    ? null
    : `market data coverage of listing ${after.listingId} changed: ${parts.join('; ')}`;
}

/** Content equality, whatever order a store gave the fields in. */
function sameRecord(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => compareText(x, y)),
        )
      : v,
  );
}
