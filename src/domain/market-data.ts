// Market data records (docs/architecture.md, docs/decisions.md and docs/catalog-format.md): time series per listing, not revisioned
// reference data. Prices and sizes are decimal strings; timestamps are canonical ISO 8601 UTC
// (`Date.prototype.toISOString`, millisecond precision), so they also order as text.
import type { QuoteSource } from './value-sets';

export const BAR_INTERVALS = ['1m', '1h'] as const;
export type BarInterval = (typeof BAR_INTERVALS)[number];

/** Length of each bar interval in milliseconds. */
export const BAR_INTERVAL_MS: Record<BarInterval, number> = { '1m': 60_000, '1h': 3_600_000 };

export const TAKER_SIDES = ['BUY', 'SELL'] as const;
export type TakerSide = (typeof TAKER_SIDES)[number];

export const FEE_KINDS = ['TAKER', 'MAKER'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_FORMULAS = ['RATE_NOTIONAL', 'RATE_PRICE_COMPLEMENT'] as const;
export type FeeFormula = (typeof FEE_FORMULAS)[number];

export const FEE_ROUNDINGS = ['UP_TO_CENT', 'DOWN_TO_CENT', 'NEAREST_CENT', 'NONE'] as const;
export type FeeRounding = (typeof FEE_ROUNDINGS)[number];

/** The market-data capabilities of the specification's Coverage record, in its order. */
export const MARKET_DATA_CAPABILITIES = [
  'QUOTES',
  'PRICE_HISTORY',
  'ORDERBOOKS',
  'TRADES',
] as const;
export type MarketDataCapability = (typeof MARKET_DATA_CAPABILITIES)[number];

export interface PriceLevel {
  price: string;
  size: string;
}

/** Top of book as a venue published it; any side may be missing. */
export interface QuoteRecord {
  listingId: string;
  bid: string | null;
  bidSize: string | null;
  ask: string | null;
  askSize: string | null;
  last: string | null;
  observedAt: string;
  /** ORDERBOOK: the top of the L2 book observed with it (the venue streams'); absent: QUOTE. */
  source?: QuoteSource;
}

/** An L2 book of one listing: bids best (highest) first, asks best (lowest) first. */
export interface OrderBookRecord {
  listingId: string;
  observedAt: string;
  bids: PriceLevel[];
  asks: PriceLevel[];
}

/** A trade print: immutable, identified by its venue trade ID. */
export interface TradeRecord {
  tradeId: string;
  listingId: string;
  price: string;
  quantity: string;
  takerSide: TakerSide;
  executedAt: string;
}

/** An OHLCV bar covering [start, start + interval). */
export interface PriceBarRecord {
  listingId: string;
  interval: BarInterval;
  start: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * One published fee schedule line of a listing: one per listing, kind and effective time. A line
 * without `effectiveFrom` is in force since before anything we know; a dated one (a venue's
 * scheduled change) from its time on, until a later dated line of the same kind.
 */
export interface FeeRecord {
  listingId: string;
  venue: string;
  kind: FeeKind;
  formula: FeeFormula;
  rate: string;
  rounding: FeeRounding;
  effectiveFrom?: string;
}

/** What market data a listing has: the market-data half of its Coverage record. */
export interface MarketDataCoverage {
  listingId: string;
  /** The earliest trade or bar start: where price history begins; null with neither. */
  historyStart: string | null;
  /** Bar intervals with at least one bar, in BAR_INTERVALS order. */
  intervals: BarInterval[];
  capabilities: MarketDataCapability[];
  quoteObservedAt: string | null;
  orderbookObservedAt: string | null;
  /** The latest print (by execution time, then trade ID). */
  lastTrade: { tradeId: string; price: string; executedAt: string } | null;
}

/**
 * Canonical text of a valid timestamp: UTC, `Z`, at least millisecond digits and the venue's own
 * finer digits when it gives them (Kalshi prints microseconds: "…41.778164Z"). The fraction is
 * carried as text, never through a float (docs/decisions.md, "Venue sync").
 */
export function canonicalTime(text: string): string {
  const fraction = /[T ]\d{2}:\d{2}:\d{2}\.(\d+)/.exec(text)?.[1] ?? '';
  const whole = new Date(text).toISOString();
  if (fraction.length <= 3) return whole;
  return `${whole.slice(0, 20)}${fraction.slice(0, 9)}Z`;
}

export function isTimestampText(text: string): boolean {
  return !Number.isNaN(Date.parse(text));
}

export function observationKey(listingId: string, observedAt: string): string {
  return `${listingId}\u0000${observedAt}`;
}

export function barKey(listingId: string, interval: BarInterval, start: string): string {
  return `${listingId}\u0000${interval}\u0000${start}`;
}

export function feeKey(listingId: string, kind: FeeKind, effectiveFrom?: string): string {
  return `${listingId}\u0000${kind}\u0000${effectiveFrom ?? ''}`;
}

/** Fee lines ordered by kind (FEE_KINDS order), then effective time, undated first. */
export function byKindAndTime<F extends Pick<FeeRecord, 'kind' | 'effectiveFrom'>>(
  lines: readonly F[],
): F[] {
  return [...lines].sort(
    (a, b) =>
      FEE_KINDS.indexOf(a.kind) - FEE_KINDS.indexOf(b.kind) || effectiveTime(a) - effectiveTime(b),
  );
}

/** An undated line counts as the earliest (effective since before anything we know). */
function effectiveTime(line: Pick<FeeRecord, 'effectiveFrom'>): number {
  return line.effectiveFrom === undefined
    ? Number.MIN_SAFE_INTEGER
    : Date.parse(line.effectiveFrom);
}

/**
 * The lines that matter at `now`, per kind: the one in force (the latest effective time at or
 * before `now`, an undated line counting as the earliest) and every line scheduled after `now`;
 * superseded lines are left out. Ordered by kind, then effective time.
 */
export function feeLinesAt<F extends Pick<FeeRecord, 'kind' | 'effectiveFrom'>>(
  lines: readonly F[],
  now: number,
): F[] {
  const inForce = new Map<FeeKind, F>();
  const scheduled: F[] = [];
  for (const line of lines) {
    if (effectiveTime(line) > now) {
      scheduled.push(line);
      continue;
    }
    const current = inForce.get(line.kind);
    if (!current || effectiveTime(line) > effectiveTime(current)) inForce.set(line.kind, line);
  }
  return byKindAndTime([...inForce.values(), ...scheduled]);
}

/** The line of `kind` in force at `now`, if any (see feeLinesAt). */
export function feeInForce<F extends Pick<FeeRecord, 'kind' | 'effectiveFrom'>>(
  lines: readonly F[],
  kind: FeeKind,
  now: number,
): F | undefined {
  return feeLinesAt(
    lines.filter((l) => l.kind === kind),
    now,
  ).find((l) => effectiveTime(l) <= now);
}

/** Whether a bar start lies on its interval's boundary (a 1h bar starts on the hour). */
export function isAlignedBarStart(start: string, interval: BarInterval): boolean {
  return Date.parse(start) % BAR_INTERVAL_MS[interval] === 0;
}

/** Code-unit order, the order Neo4j sorts strings in. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Retention of market data (docs/decisions.md, "Live market data"): rows older than each cutoff
 * are pruned, except each listing's latest quote and latest book, which stay as its current ones.
 * A kind without a cutoff is kept for ever.
 */
export interface RetentionCutoffs {
  /** Quote and order-book observations before this time. */
  observationsBefore?: string;
  tradesBefore?: string;
  barsBefore?: Partial<Record<BarInterval, string>>;
}

/** What remains of a listing's history after pruning. */
export interface RemainingHistory {
  firstTradeAt: string | null;
  /** The earliest bar start of each interval with bars left. */
  firstBarStart: Partial<Record<BarInterval, string>>;
}

/**
 * A listing's coverage summary once pruned: history starts at what remains, intervals and the
 * TRADES and PRICE_HISTORY capabilities are those with rows left. The latest quote, book and
 * trade summary stay: they describe current data, and the latest quote and book are never pruned.
 */
export function prunedCoverage(
  coverage: MarketDataCoverage,
  remaining: RemainingHistory,
): MarketDataCoverage {
  const intervals = BAR_INTERVALS.filter((i) => remaining.firstBarStart[i] !== undefined);
  const starts = [
    remaining.firstTradeAt,
    ...intervals.map((i) => remaining.firstBarStart[i] ?? null),
  ].filter((s): s is string => s !== null);
  const capabilities = coverage.capabilities.filter(
    (c) =>
      (c !== 'TRADES' || remaining.firstTradeAt !== null) &&
      (c !== 'PRICE_HISTORY' || intervals.length > 0),
  );
  return {
    ...coverage,
    historyStart: starts.length > 0 ? starts.sort(compareText)[0]! : null,
    intervals,
    capabilities,
  };
}

/** How long each kind of market data is kept (null: for ever); SETTLEGRAPH_RETAIN_*. */
export interface RetentionWindows {
  /** Quote and order-book observations (a listing's latest of each is always kept). */
  observationsHours: number | null;
  tradesDays: number | null;
  oneMinuteBarsDays: number | null;
  oneHourBarsDays: number | null;
}

export const DEFAULT_RETENTION: RetentionWindows = {
  observationsHours: 48,
  tradesDays: 90,
  oneMinuteBarsDays: 30,
  oneHourBarsDays: null,
};

/** The cutoffs of the windows at `now`: what is older is pruned. */
export function retentionCutoffs(windows: RetentionWindows, now: Date): RetentionCutoffs {
  const before = (ms: number | null) =>
    ms === null ? undefined : new Date(now.getTime() - ms).toISOString();
  const hours = (h: number | null) => (h === null ? null : h * 3_600_000);
  const days = (d: number | null) => (d === null ? null : d * 86_400_000);
  const bars: Partial<Record<BarInterval, string>> = {};
  const oneMinute = before(days(windows.oneMinuteBarsDays));
  const oneHour = before(days(windows.oneHourBarsDays));
  if (oneMinute !== undefined) bars['1m'] = oneMinute;
  if (oneHour !== undefined) bars['1h'] = oneHour;
  const observations = before(hours(windows.observationsHours));
  const trades = before(days(windows.tradesDays));
  return {
    ...(observations !== undefined && { observationsBefore: observations }),
    ...(trades !== undefined && { tradesBefore: trades }),
    ...(Object.keys(bars).length > 0 && { barsBefore: bars }),
  };
}
