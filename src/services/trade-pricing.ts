// What each candidate of an evaluation costs (docs/decisions.md, "Evaluation: candidates net of
// their cost"). A trade is priced at its own `price`, else by `pricing.mode`: MIDPOINT at the
// quote midpoint, LIQUIDATION by walking the L2 book (buys take the asks, sells the bids, best
// level first; a candidate's trades on one listing and side share its depth, in request order).
// The fee is the trade's own `fee`, else the listing's published TAKER line at the price paid
// (per level filled on LIQUIDATION). A trade that cannot be priced (no data, stale data, depth
// short of its quantity: no partial fills, no fee) leaves its candidate's cost unknown; the payout
// analysis does not depend on it.
import { dec, formatDec, roundHalfEven, type Dec } from '../domain/arithmetic/decimal';
import type { PricingMode, TradeFeeSource, TradePriceSource } from '../domain/evaluation/types';
import {
  feeInForce,
  type FeeRecord,
  type OrderBookRecord,
  type QuoteRecord,
} from '../domain/market-data';
import { midpoint } from '../domain/order-book';
import type { ListingRecord } from '../domain/records';
import type { CandidateCost, TradeCost } from '../resources/evaluation-result';
import type { Store } from '../store/store';
import { takerFee } from './evaluation-pricing';
import type { QuoteFreshness } from './quote-freshness';

export type TradeWarningCode =
  | 'QUOTE_MISSING'
  | 'QUOTE_STALE'
  | 'QUOTE_OLD'
  | 'BOOK_MISSING'
  | 'BOOK_THIN'
  | 'FEE_MISSING'
  | 'CURRENCY_MISMATCH'
  | 'TRADE_UNPRICED'
  | 'UNSUPPORTED_OUTCOME';

export interface TradeToPrice {
  tradeId: string;
  quantityDelta: string;
  price?: string | undefined;
  fee?: string | undefined;
  /** The listing the trade names, else its outcome's listings in listing ID order. */
  listings: readonly ListingRecord[];
  /** The book the trade was assigned to; null when it is left out of the candidate. */
  bookKey: string | null;
  /** That book's payout currency: a cost in another currency cannot be netted against it. */
  payoutCurrency: string | null;
}

export interface CandidateToPrice {
  candidateId: string;
  trades: readonly TradeToPrice[];
}

export interface TradeWarning {
  code: TradeWarningCode;
  message: string;
  candidateId: string;
  tradeId: string;
}

export interface PricedCandidate {
  cost: CandidateCost;
  /** The cost by book key; null when a trade is not priced. */
  costsByBook: Map<string, string> | null;
}

/** Whether anything prices the candidates: a pricing mode, or a price on any trade. */
export function candidatesArePriced(
  mode: PricingMode,
  candidates: readonly { trades: readonly { price?: string | undefined }[] }[],
): boolean {
  return mode !== 'NONE' || candidates.some((c) => c.trades.some((t) => t.price !== undefined));
}

export async function priceCandidates(
  store: Store,
  candidates: readonly CandidateToPrice[],
  mode: PricingMode,
  freshness: QuoteFreshness,
  now: Date,
): Promise<{ candidates: Map<string, PricedCandidate>; warnings: TradeWarning[] }> {
  const priced = candidatesArePriced(mode, candidates);
  const trades = candidates.flatMap((c) => c.trades);
  const listingIds = (keep: (t: TradeToPrice) => boolean) => [
    ...new Set(trades.filter(keep).flatMap((t) => t.listings.map((l) => l.listingId))),
  ];
  const fromData = (t: TradeToPrice) => t.bookKey !== null && t.price === undefined;
  const quotes =
    mode === 'MIDPOINT'
      ? await store.marketData.latestQuotes(listingIds(fromData))
      : new Map<string, QuoteRecord>();
  const books =
    mode === 'LIQUIDATION'
      ? await store.marketData.latestOrderbooks(listingIds(fromData))
      : new Map<string, OrderBookRecord>();
  const feeIds = listingIds((t) => t.bookKey !== null && t.fee === undefined);
  const fees =
    feeIds.length > 0 ? await store.marketData.fees(feeIds) : new Map<string, FeeRecord[]>();
  const takerLine = (listingId: string) =>
    feeInForce(fees.get(listingId) ?? [], 'TAKER', now.getTime());

  const warnings: TradeWarning[] = [];
  const out = new Map<string, PricedCandidate>();
  for (const candidate of candidates) {
    /** Depth the candidate's earlier trades took, by listing and side. */
    const taken = new Map<string, Dec>();
    const items = candidate.trades.map((trade): TradeCost => {
      const quantity = dec(trade.quantityDelta);
      const buying = quantity.greaterThan(0);
      const size = quantity.abs();
      const item = (listing: ListingRecord | undefined): TradeCost => ({
        tradeId: trade.tradeId,
        listingId: listing?.listingId ?? null,
        quantityDelta: trade.quantityDelta,
        priceSource: null,
        price: null,
        notional: null,
        feeSource: null,
        fee: null,
        cost: null,
        observedAt: null,
        warning: null,
      });
      const fail = (
        code: TradeWarningCode,
        listing: ListingRecord | undefined,
        message: string | null,
      ): TradeCost => {
        if (message !== null)
          warnings.push({
            code,
            message: `candidate ${candidate.candidateId}, trade ${trade.tradeId}: ${message}`,
            candidateId: candidate.candidateId,
            tradeId: trade.tradeId,
          });
        return { ...item(listing), warning: code };
      };
      const warnOld = (message: string | null) => {
        if (message !== null)
          warnings.push({
            code: 'QUOTE_OLD',
            message: `candidate ${candidate.candidateId}, trade ${trade.tradeId}: ${message}`,
            candidateId: candidate.candidateId,
            tradeId: trade.tradeId,
          });
      };
      // Left out of the candidate's payouts, so out of its cost too (already warned).
      if (trade.bookKey === null) return fail('UNSUPPORTED_OUTCOME', trade.listings[0], null);

      let listing: ListingRecord | undefined;
      let source: TradePriceSource;
      let price: Dec;
      let notional: Dec;
      let publishedFee: ((line: FeeRecord) => Dec) | undefined;
      let observedAt: string | null = null;
      if (trade.price !== undefined) {
        listing = trade.listings[0];
        source = 'REQUEST';
        price = dec(trade.price);
        notional = quantity.times(price);
        publishedFee = (line) => takerFee(line, size, trade.price!);
      } else if (mode === 'MIDPOINT') {
        listing = trade.listings.find((l) => quotes.has(l.listingId)) ?? trade.listings[0];
        const quote = listing ? quotes.get(listing.listingId) : undefined;
        if (!listing || !quote)
          return fail(
            'QUOTE_MISSING',
            listing,
            listing
              ? `no quote for listing ${listing.listingId}: give the trade a price`
              : 'the outcome has no listing to quote: give the trade a price and a fee',
          );
        if (quote.bid === null || quote.ask === null)
          return fail(
            'QUOTE_MISSING',
            listing,
            `the quote of ${listing.listingId} is one-sided: no midpoint`,
          );
        const stale = freshness.staleReason('the quote', listing.listingId, quote.observedAt);
        if (stale !== null) return fail('QUOTE_STALE', listing, stale);
        warnOld(freshness.oldReason('the quote', listing.listingId, quote.observedAt));
        source = 'MIDPOINT';
        const mid = midpoint(quote.bid, quote.ask);
        price = dec(mid);
        notional = quantity.times(price);
        publishedFee = (line) => takerFee(line, size, mid);
        observedAt = quote.observedAt;
      } else if (mode === 'LIQUIDATION') {
        listing = trade.listings.find((l) => books.has(l.listingId)) ?? trade.listings[0];
        const book = listing ? books.get(listing.listingId) : undefined;
        if (!listing || !book)
          return fail(
            'BOOK_MISSING',
            listing,
            listing
              ? `no order book for listing ${listing.listingId}: give the trade a price`
              : 'the outcome has no listing to trade: give the trade a price and a fee',
          );
        const stale = freshness.staleReason('the order book', listing.listingId, book.observedAt);
        if (stale !== null) return fail('QUOTE_STALE', listing, stale);
        const side = buying ? 'asks' : 'bids';
        const sideKey = `${listing.listingId}\u0000${side}`;
        const before = taken.get(sideKey) ?? dec(0);
        const fill = fillFromBook(buying ? book.asks : book.bids, size, before);
        taken.set(sideKey, before.plus(size));
        if (fill.filled.lessThan(size)) {
          const after = before.isZero()
            ? ''
            : ` after the ${formatDec(before)} this candidate's earlier trades take`;
          return fail(
            'BOOK_THIN',
            listing,
            `the ${side} of ${listing.listingId} hold ${formatDec(fill.filled)}${after}, less than the ${formatDec(size)} this trade ${buying ? 'buys' : 'sells'}: not priced (no partial fills: the package would not be the one asked for); give it a price or a smaller quantity`,
          );
        }
        warnOld(freshness.oldReason('the order book', listing.listingId, book.observedAt));
        source = 'LIQUIDATION';
        const paid = fill.notional;
        notional = buying ? paid : paid.negated();
        // The average of the levels, to 10 places: notional, fee and cost stay exact.
        price = roundHalfEven(paid.dividedBy(size), 10);
        publishedFee = (line) =>
          fill.levels.reduce((t, l) => t.plus(takerFee(line, l.size, l.price)), dec(0));
        observedAt = book.observedAt;
      } else {
        return fail(
          'TRADE_UNPRICED',
          trade.listings[0],
          priced
            ? 'no price, and pricing.mode is NONE: give the trade a price, or ask for MIDPOINT or LIQUIDATION'
            : null,
        );
      }

      let fee: Dec;
      let feeSource: TradeFeeSource;
      if (trade.fee !== undefined) {
        fee = dec(trade.fee);
        feeSource = 'REQUEST';
      } else {
        const line = listing ? takerLine(listing.listingId) : undefined;
        if (!line)
          return fail(
            'FEE_MISSING',
            listing,
            listing
              ? `no published taker fee for ${listing.listingId}: give the trade's fee`
              : "the outcome has no listing with a published fee: give the trade's fee",
          );
        fee = publishedFee(line);
        feeSource = 'PUBLISHED';
      }
      const quoteCurrency = listing?.tradingRules.quoteCurrency ?? null;
      if (
        quoteCurrency !== null &&
        trade.payoutCurrency !== null &&
        quoteCurrency !== trade.payoutCurrency
      )
        return fail(
          'CURRENCY_MISMATCH',
          listing,
          `${listing!.listingId} is quoted in ${quoteCurrency} and pays in ${trade.payoutCurrency}: its cost is not netted against its payouts`,
        );
      return {
        ...item(listing),
        priceSource: source,
        price: formatDec(price),
        notional: formatDec(notional),
        feeSource,
        fee: formatDec(fee),
        cost: formatDec(notional.plus(fee)),
        observedAt,
      };
    });
    const analysed = items.filter((i) => i.warning !== 'UNSUPPORTED_OUTCOME');
    const complete = analysed.every((i) => i.cost !== null);
    let costsByBook: Map<string, string> | null = null;
    if (complete) {
      costsByBook = new Map();
      candidate.trades.forEach((t, i) => {
        const cost = items[i]!.cost;
        if (t.bookKey === null || cost === null) return;
        costsByBook!.set(t.bookKey, formatDec(dec(costsByBook!.get(t.bookKey) ?? '0').plus(cost)));
      });
    }
    out.set(candidate.candidateId, {
      cost: {
        complete,
        value: complete ? formatDec(analysed.reduce((t, i) => t.plus(i.cost!), dec(0))) : null,
        trades: items,
      },
      costsByBook,
    });
  }
  return { candidates: out, warnings };
}

/**
 * Takes up to `quantity` from `levels`, best first, after `alreadyTaken` units that earlier
 * trades on the same side took: the quantity filled, what it costs, and each level's fill (a fee
 * is charged per level, each level being one fill at one price).
 */
export function fillFromBook(
  levels: readonly { price: string; size: string }[],
  quantity: Dec,
  alreadyTaken: Dec,
): { filled: Dec; notional: Dec; levels: { price: string; size: Dec }[] } {
  let skip = alreadyTaken;
  let remaining = quantity;
  let notional = dec(0);
  const fills: { price: string; size: Dec }[] = [];
  for (const level of levels) {
    if (remaining.isZero()) break;
    const skipped = skip.lessThan(level.size) ? skip : dec(level.size);
    skip = skip.minus(skipped);
    const available = dec(level.size).minus(skipped);
    if (available.isZero()) continue;
    const fill = remaining.lessThan(available) ? remaining : available;
    notional = notional.plus(fill.times(level.price));
    fills.push({ price: level.price, size: fill });
    remaining = remaining.minus(fill);
  }
  return { filled: quantity.minus(remaining), notional, levels: fills };
}
