// Order-book conventions (docs/architecture.md, "Data model" and the market-data issue): books are kept per
// outcome listing as bids and asks, best first. A binary venue book that publishes YES bids and
// NO bids only (Kalshi) is normalised here; YES and NO orientation is never inverted: a listing's
// prices are always prices of its own outcome.
import { dec, decCompare, formatDec, isDecimalText, sumDec } from './arithmetic/decimal';
import { formatScaledNumber, fractionDigits, toScaledNumber } from './arithmetic/scaled';
import type { OrderBookRecord, PriceLevel, QuoteRecord } from './market-data';
import type { QuoteSource } from './value-sets';

export interface BookSides {
  bids: PriceLevel[];
  asks: PriceLevel[];
}

/** Bids best first: highest price first. */
export function sortBids(levels: readonly PriceLevel[]): PriceLevel[] {
  return [...levels].sort((a, b) => decCompare(b.price, a.price));
}

/** Asks best first: lowest price first. */
export function sortAsks(levels: readonly PriceLevel[]): PriceLevel[] {
  return [...levels].sort((a, b) => decCompare(a.price, b.price));
}

/** A price of one side of a binary book seen from the other side: payoutUnit − price. */
export function complementPrice(price: string, payoutUnit: string): string {
  return formatDec(dec(payoutUnit).minus(price));
}

/**
 * A book given as YES bids and NO bids, as bids and asks of the YES and of the NO listing. A NO
 * bid at p is an offer to sell YES at payoutUnit − p, so the YES asks are the NO bids mirrored and
 * the NO asks are the YES bids mirrored; each listing's bids are its own outcome's bids.
 */
export function normalizeBinaryBook(
  yesBids: readonly PriceLevel[],
  noBids: readonly PriceLevel[],
  payoutUnit: string,
): { yes: BookSides; no: BookSides } {
  const mirror = (levels: readonly PriceLevel[]): PriceLevel[] =>
    levels.map((l) => ({ price: complementPrice(l.price, payoutUnit), size: l.size }));
  return {
    yes: { bids: sortBids(yesBids), asks: sortAsks(mirror(noBids)) },
    no: { bids: sortBids(noBids), asks: sortAsks(mirror(yesBids)) },
  };
}

/**
 * (bid + ask) / 2, exact (a half of a finite decimal is finite). Every quote of a response has
 * one: prices of up to 15 significant digits are summed as integers at one more fractional digit
 * than the finer of them, where the sum is even; others go through decimal.js, which the integer
 * path equals (order-book.test.ts).
 */
export function midpoint(bid: string, ask: string): string {
  if (isDecimalText(bid) && isDecimalText(ask)) {
    const digits = Math.max(fractionDigits(bid), fractionDigits(ask)) + 1;
    const sum = toScaledNumber(bid, digits) + toScaledNumber(ask, digits);
    if (Number.isSafeInteger(sum)) return formatScaledNumber(sum / 2, digits);
  }
  return formatDec(dec(bid).plus(ask).div(2));
}

/**
 * Size resting within `band` of the midpoint, both sides, inclusive; null for a book without a
 * bid or without an ask (no midpoint). The same on a YES book and its mirrored NO book.
 */
export function depthNearMid(book: BookSides, band: string): string | null {
  const bid = book.bids[0];
  const ask = book.asks[0];
  if (!bid || !ask) return null;
  const mid = dec(bid.price).plus(ask.price).div(2);
  const near = [...book.bids, ...book.asks].filter((l) =>
    dec(l.price).minus(mid).abs().lessThanOrEqualTo(band),
  );
  return formatDec(sumDec(near.map((l) => l.size)));
}

/** A listing's top of book and where it comes from (GET /quotes). */
export interface TopOfBook {
  bid: string | null;
  bidSize: string | null;
  ask: string | null;
  askSize: string | null;
  observedAt: string;
  source: QuoteSource;
}

/**
 * The latest quote, or the best levels of a book newer than it (ORDERBOOK), or of a book of the
 * same instant when the quote is that book's top (a streamed book's); undefined with neither.
 */
export function topOfBook(
  quote: QuoteRecord | undefined,
  book: OrderBookRecord | undefined,
): TopOfBook | undefined {
  const bookFirst =
    !quote ||
    (book !== undefined &&
      (book.observedAt > quote.observedAt ||
        (book.observedAt === quote.observedAt && quote.source === 'ORDERBOOK')));
  if (book && bookFirst) {
    const [bid] = book.bids;
    const [ask] = book.asks;
    return {
      bid: bid?.price ?? null,
      bidSize: bid?.size ?? null,
      ask: ask?.price ?? null,
      askSize: ask?.size ?? null,
      observedAt: book.observedAt,
      source: 'ORDERBOOK',
    };
  }
  if (!quote) return undefined;
  const { bid, bidSize, ask, askSize, observedAt } = quote;
  return { bid, bidSize, ask, askSize, observedAt, source: quote.source ?? 'QUOTE' };
}

/** Whole seconds from `observedAt` to `now`, never negative. */
export function ageSeconds(observedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(observedAt)) / 1000));
}
