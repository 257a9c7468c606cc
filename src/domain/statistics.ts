// Trading statistics of a listing (schema/openapi.yaml, Statistics record; docs/decisions.md). Pure and
// exact: every sum goes through decimal.ts; the one division (vwap) is rounded by name.
//
// Volume is counted once per venue order book: the prints of every listing of one venue market
// (the YES and the NO listing of a Kalshi or Polymarket binary) form one set, reported by each of
// its listings under one scopeKey (`venue:venueMarketId`), so summing distinct scope keys never
// double counts. Prices stay in each listing's own orientation.
import { dec, formatDec, roundHalfEven, sumDec } from './arithmetic/decimal';
import { msg, type Text } from './errors';
import type { BookSides } from './order-book';
import { depthNearMid } from './order-book';

export const STATISTICS_WINDOWS = ['1h', '24h', '7d', 'lifetime'] as const;
export type StatisticsWindow = (typeof STATISTICS_WINDOWS)[number];

const WINDOW_MS: Record<Exclude<StatisticsWindow, 'lifetime'>, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 604_800_000,
};

export const STATISTIC_NAMES = [
  'traded_quantity',
  'traded_notional',
  'trade_count',
  'vwap',
  'open_interest',
  'liquidity',
] as const;
export type StatisticName = (typeof STATISTIC_NAMES)[number];

/** Decimal places of vwap, rounded half to even. */
export const VWAP_DECIMAL_PLACES = 10;

/** Liquidity counts size within this fraction of the payout unit around the midpoint. */
export const LIQUIDITY_BAND_FRACTION = '0.05';

export interface Statistic {
  name: StatisticName;
  /** Decimal text, or null when the measure cannot be computed (never a zero standing in). */
  value: string | null;
  /** Why value is null; absent otherwise. */
  reason?: Text;
  unit: string;
  currency: string | null;
  scopeKey: string;
  source: string;
  /** How the value is computed; names fields as placeholders (each API says them its way). */
  method: Text;
  asOf: string;
}

export interface Window {
  /** Inclusive. */
  start: string;
  /** Exclusive: the response's observation time. */
  end: string;
}

/**
 * The actual window of a statistic: it ends at `now`; it starts `window` earlier, but never before
 * the venue market's history starts (lifetime: at the history start; `now` when there is none).
 */
export function statisticsWindow(
  window: StatisticsWindow,
  now: Date,
  historyStart: string | null,
): Window {
  const end = now.toISOString();
  const requested =
    window === 'lifetime' ? null : new Date(now.getTime() - WINDOW_MS[window]).toISOString();
  let start = requested ?? historyStart ?? end;
  if (requested !== null && historyStart !== null && historyStart > requested) start = historyStart;
  if (start > end) start = end;
  return { start, end };
}

/** How a print relates to the listing whose statistics are computed. */
export type PrintOrientation = 'OWN' | 'COMPLEMENT' | 'OTHER';

export interface VenueMarketPrint {
  price: string;
  quantity: string;
  /** OWN: on this listing; COMPLEMENT: on the other listing of a binary book; OTHER: neither. */
  orientation: PrintOrientation;
}

export interface ListingStatisticsInput {
  window: Window;
  /** Every print of the venue market executed in the window. */
  prints: readonly VenueMarketPrint[];
  /** Whether any print of the venue market is recorded at all (else volume is unknown, not 0). */
  hasTradeData: boolean;
  payoutUnit: string;
  quantityUnit: string;
  quoteCurrency: string;
  /** `venue:venueMarketId`: the scope of the venue market's volume. */
  marketScopeKey: string;
  /** `venue:venueMarketId:venueOutcomeId`: the scope of this listing's prices. */
  listingScopeKey: string;
  /** The venue market's latest order book, when there is one. */
  book: { observedAt: string; sides: BookSides } | null;
}

const NO_TRADE_DATA = 'no trade prints are recorded for this venue market';
const NO_TRADES_IN_WINDOW = 'no trades in window';
const NO_OPEN_INTEREST =
  'no open-interest source: catalogs and ingest files carry no open interest for this venue market';

export function listingStatistics(input: ListingStatisticsInput): Statistic[] {
  const { window, prints, quantityUnit, quoteCurrency } = input;
  const market = { scopeKey: input.marketScopeKey, asOf: window.end };
  const printed = 'trade prints';
  const scope = msg`the prints of every listing of the venue market (both sides of a binary book, each print once), executed in [{windowStart}, {windowEnd})`;
  const quantity = sumDec(prints.map((p) => p.quantity));
  const notional = sumDec(prints.map((p) => dec(p.price).times(p.quantity)));
  const tradeValue = (value: string): Pick<Statistic, 'value' | 'reason'> =>
    input.hasTradeData ? { value } : { value: null, reason: NO_TRADE_DATA };
  return [
    {
      name: 'traded_quantity',
      ...tradeValue(formatDec(quantity)),
      unit: quantityUnit,
      currency: null,
      ...market,
      source: printed,
      method: msg`sum of quantity over ${scope}`,
    },
    {
      name: 'traded_notional',
      ...tradeValue(formatDec(notional)),
      unit: quoteCurrency,
      currency: quoteCurrency,
      ...market,
      source: printed,
      method: msg`sum of price × quantity over ${scope}, each print at the price it printed at on its own listing`,
    },
    {
      name: 'trade_count',
      ...tradeValue(String(prints.length)),
      unit: 'trade',
      currency: null,
      ...market,
      source: printed,
      method: msg`number of ${scope}`,
    },
    {
      name: 'vwap',
      ...vwapOf(input),
      unit: `${quoteCurrency} per ${quantityUnit}`,
      currency: quoteCurrency,
      scopeKey: input.listingScopeKey,
      asOf: window.end,
      source: printed,
      method: msg`Σ(price × quantity) / Σ quantity over the venue market's prints in the window, in this listing's orientation: a print on the other listing of a binary book at p counts at {payoutUnit} − p; rounded half to even to ${VWAP_DECIMAL_PLACES} decimal places`,
    },
    {
      name: 'open_interest',
      value: null,
      reason: NO_OPEN_INTEREST,
      unit: quantityUnit,
      currency: null,
      ...market,
      source: 'none',
      method: 'contracts outstanding, as published by the venue',
    },
    {
      name: 'liquidity',
      ...liquidityOf(input),
      unit: quantityUnit,
      currency: null,
      scopeKey: input.marketScopeKey,
      asOf: input.book?.observedAt ?? window.end,
      source: 'order book',
      method: msg`size resting within ${LIQUIDITY_BAND_FRACTION} × {payoutUnit} of the midpoint, both sides, in the venue market's latest order book ({asOf} is its {observedAt})`,
    },
  ];
}

function vwapOf(input: ListingStatisticsInput): Pick<Statistic, 'value' | 'reason'> {
  if (!input.hasTradeData) return { value: null, reason: NO_TRADE_DATA };
  const oriented = input.prints.filter((p) => p.orientation !== 'OTHER');
  if (oriented.length === 0) return { value: null, reason: NO_TRADES_IN_WINDOW };
  const quantity = sumDec(oriented.map((p) => p.quantity));
  if (quantity.isZero()) return { value: null, reason: NO_TRADES_IN_WINDOW };
  const notional = sumDec(
    oriented.map((p) => {
      const price = p.orientation === 'OWN' ? dec(p.price) : dec(input.payoutUnit).minus(p.price);
      return price.times(p.quantity);
    }),
  );
  return { value: formatDec(roundHalfEven(notional.div(quantity), VWAP_DECIMAL_PLACES)) };
}

function liquidityOf(input: ListingStatisticsInput): Pick<Statistic, 'value' | 'reason'> {
  if (!input.book)
    return { value: null, reason: 'no order book is recorded for this venue market' };
  const band = formatDec(dec(input.payoutUnit).times(LIQUIDITY_BAND_FRACTION));
  const depth = depthNearMid(input.book.sides, band);
  return depth === null
    ? { value: null, reason: 'the latest order book lacks a bid or an ask, so it has no midpoint' }
    : { value: depth };
}
