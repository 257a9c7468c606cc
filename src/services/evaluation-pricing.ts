// Pricing of an evaluation (schema/openapi.yaml, POST /evaluations:run; docs/architecture.md, "Evaluation"; docs/architecture.md, "Data model"):
// MIDPOINT values a position at its listing's quote midpoint; LIQUIDATION walks the latest L2
// book (HELD sells into bids, OWED buys from asks) and pays the published taker fee per level
// filled. Missing or stale market data, thin books and missing fees give warnings and leave the
// position unvalued: the valuation is then incomplete; the payout analysis does not depend on it.
// Data older than the warning age is used, with a QUOTE_OLD warning (quote-freshness.ts).
import { dec, formatDec, roundTo, type Dec } from '../domain/arithmetic/decimal';
import type { PricingMode } from '../domain/evaluation/types';
import {
  feeInForce,
  type FeeRecord,
  type OrderBookRecord,
  type QuoteRecord,
} from '../domain/market-data';
import { midpoint } from '../domain/order-book';
import type { ListingRecord } from '../domain/records';
import type { Store } from '../store/store';
import type { QuoteFreshness } from './quote-freshness';

export type ValuationWarningCode =
  'QUOTE_MISSING' | 'QUOTE_STALE' | 'QUOTE_OLD' | 'BOOK_MISSING' | 'BOOK_THIN' | 'FEE_MISSING';

export interface PricedPosition {
  positionId: string;
  owed: boolean;
  quantity: string;
  /** The listing the position names, else the outcome's listings in listing ID order. */
  listings: ListingRecord[];
}

export interface ValuationItem {
  positionId: string;
  listingId: string | null;
  value: string | null;
  warning: ValuationWarningCode | null;
}

export interface Valuation {
  mode: PricingMode;
  complete: boolean;
  value: string | null;
  items: ValuationItem[];
}

export interface ValuationWarning {
  code: ValuationWarningCode;
  message: string;
  positionId: string;
}

export async function valuePositions(
  store: Store,
  positions: readonly PricedPosition[],
  mode: PricingMode,
  freshness: QuoteFreshness,
  now: Date,
): Promise<{ valuation: Valuation; warnings: ValuationWarning[] }> {
  if (mode === 'NONE') {
    return { valuation: { mode, complete: true, value: null, items: [] }, warnings: [] };
  }
  const listingIds = [...new Set(positions.flatMap((p) => p.listings.map((l) => l.listingId)))];
  const quotes =
    mode === 'MIDPOINT'
      ? await store.marketData.latestQuotes(listingIds)
      : new Map<string, QuoteRecord>();
  const books =
    mode === 'LIQUIDATION'
      ? await store.marketData.latestOrderbooks(listingIds)
      : new Map<string, OrderBookRecord>();
  const fees =
    mode === 'LIQUIDATION'
      ? await store.marketData.fees(listingIds)
      : new Map<string, FeeRecord[]>();
  const warnings: ValuationWarning[] = [];
  const warnIfOld = (positionId: string, message: string | null) => {
    if (message !== null) warnings.push({ code: 'QUOTE_OLD', message, positionId });
  };
  const used = new Map<string, string>();
  const items = positions.map((p): ValuationItem => {
    const fail = (code: ValuationWarningCode, listingId: string | null, message: string) => {
      warnings.push({ code, message, positionId: p.positionId });
      return { positionId: p.positionId, listingId, value: null, warning: code };
    };
    if (mode === 'MIDPOINT') {
      const listing = p.listings.find((l) => quotes.has(l.listingId)) ?? p.listings[0];
      const quote = listing ? quotes.get(listing.listingId) : undefined;
      if (!listing || !quote) {
        return fail(
          'QUOTE_MISSING',
          listing?.listingId ?? null,
          listing
            ? `no quote for listing ${listing.listingId}`
            : 'the outcome has no listing to quote',
        );
      }
      if (quote.bid === null || quote.ask === null) {
        return fail(
          'QUOTE_MISSING',
          listing.listingId,
          `the quote of ${listing.listingId} is one-sided: no midpoint`,
        );
      }
      const stale = freshness.staleReason('the quote', listing.listingId, quote.observedAt);
      if (stale !== null) return fail('QUOTE_STALE', listing.listingId, stale);
      warnIfOld(
        p.positionId,
        freshness.oldReason('the quote', listing.listingId, quote.observedAt),
      );
      const value = dec(p.quantity).times(midpoint(quote.bid, quote.ask));
      return {
        positionId: p.positionId,
        listingId: listing.listingId,
        value: formatDec(p.owed ? value.negated() : value),
        warning: null,
      };
    }
    const listing = p.listings.find((l) => books.has(l.listingId)) ?? p.listings[0];
    const book = listing ? books.get(listing.listingId) : undefined;
    if (!listing || !book) {
      return fail(
        'BOOK_MISSING',
        listing?.listingId ?? null,
        listing
          ? `no order book for listing ${listing.listingId}`
          : 'the outcome has no listing to trade',
      );
    }
    const stale = freshness.staleReason('the order book', listing.listingId, book.observedAt);
    if (stale !== null) return fail('QUOTE_STALE', listing.listingId, stale);
    const fee = feeInForce(fees.get(listing.listingId) ?? [], 'TAKER', now.getTime());
    if (!fee)
      return fail(
        'FEE_MISSING',
        listing.listingId,
        `no published taker fee for ${listing.listingId}`,
      );
    // Positions on one listing and side share its depth, in request order.
    const sideKey = `${listing.listingId}\u0000${p.owed ? 'asks' : 'bids'}`;
    const consumed = used.get(sideKey) ?? '0';
    const walked = walkBook(p.owed ? book.asks : book.bids, p.quantity, fee, consumed);
    used.set(sideKey, formatDec(dec(consumed).plus(p.quantity)));
    if (!walked) {
      return fail(
        'BOOK_THIN',
        listing.listingId,
        `the ${p.owed ? 'asks' : 'bids'} of ${listing.listingId} hold less than ${p.quantity}`,
      );
    }
    warnIfOld(
      p.positionId,
      freshness.oldReason('the order book', listing.listingId, book.observedAt),
    );
    const value = p.owed
      ? walked.notional.plus(walked.fees).negated()
      : walked.notional.minus(walked.fees);
    return {
      positionId: p.positionId,
      listingId: listing.listingId,
      value: formatDec(value),
      warning: null,
    };
  });
  const valued = items.filter((i) => i.value !== null);
  return {
    valuation: {
      mode,
      complete: valued.length === items.length,
      value:
        valued.length === 0 ? null : formatDec(valued.reduce((t, i) => t.plus(i.value!), dec(0))),
      items,
    },
    warnings,
  };
}

/**
 * Fills `quantity` level by level, best first, after `alreadyTaken` units that earlier positions
 * on the same side took; null when the side holds less. The taker fee is charged per level filled
 * (each level is one fill at one price), rounded as published.
 */
export function walkBook(
  levels: readonly { price: string; size: string }[],
  quantity: string,
  fee: FeeRecord,
  alreadyTaken = '0',
): { notional: Dec; fees: Dec } | null {
  let skip = dec(alreadyTaken);
  let remaining = dec(quantity);
  let notional = dec(0);
  let fees = dec(0);
  for (const level of levels) {
    if (remaining.isZero()) break;
    const skipped = skip.lessThan(level.size) ? skip : dec(level.size);
    skip = skip.minus(skipped);
    const available = dec(level.size).minus(skipped);
    if (available.isZero()) continue;
    const fill = remaining.lessThan(available) ? remaining : available;
    notional = notional.plus(fill.times(level.price));
    fees = fees.plus(takerFee(fee, fill, level.price));
    remaining = remaining.minus(fill);
  }
  return remaining.isZero() ? { notional, fees } : null;
}

/** docs/catalog-format.md: RATE_NOTIONAL and RATE_PRICE_COMPLEMENT, rounded as stated. */
export function takerFee(fee: FeeRecord, quantity: Dec, price: string): Dec {
  const base = dec(fee.rate).times(quantity).times(price);
  const raw = fee.formula === 'RATE_NOTIONAL' ? base : base.times(dec(1).minus(price));
  switch (fee.rounding) {
    case 'UP_TO_CENT':
      return roundTo(raw, 2, 'UP');
    case 'DOWN_TO_CENT':
      return roundTo(raw, 2, 'DOWN');
    case 'NEAREST_CENT':
      return roundTo(raw, 2, 'HALF_UP');
    case 'NONE':
      return raw;
  }
}
