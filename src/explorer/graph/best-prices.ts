// An outcome's best bid and ask across the venues it is listed on: the highest bid and the lowest
// ask of its listings' latest quotes, compared exactly (decimal strings). Pure (unit tested in
// test/explorer/explorer-models.unit.test.ts).
import { compareDecimals } from '../common/decimal-order';

export interface ListingQuote {
  venue: string;
  quote: { bid: string | null; ask: string | null } | null;
}

export interface BestPrices {
  bid: string | null;
  ask: string | null;
}

/** null when no listing has a bid or an ask. */
export function bestPrices(listings: readonly ListingQuote[]): BestPrices | null {
  let bid: string | null = null;
  let ask: string | null = null;
  for (const { quote } of listings) {
    if (quote?.bid != null && (bid === null || compareDecimals(quote.bid, bid) > 0))
      bid = quote.bid;
    if (quote?.ask != null && (ask === null || compareDecimals(quote.ask, ask) < 0))
      ask = quote.ask;
  }
  return bid === null && ask === null ? null : { bid, ask };
}

/** The best of several outcomes' prices (equal copies of one outcome on several venues). */
export function bestOf(prices: readonly (BestPrices | undefined)[]): BestPrices | null {
  return bestPrices(
    prices.filter((p): p is BestPrices => p !== undefined).map((quote) => ({ venue: '', quote })),
  );
}

/** The line a node shows: "bid 0.42 · ask 0.45", a dash for a missing side. */
export function pricesLine(prices: BestPrices): string {
  return `bid ${prices.bid ?? '–'} · ask ${prices.ask ?? '–'}`;
}
