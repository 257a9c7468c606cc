// Bars from trade prints (docs/decisions.md, "Live market data"): the 1m and 1h bars a stream's
// trades fall in, computed from every stored print of the bar's window, so a bar is exact
// whichever prints arrived before a restart.
import { dec, formatDec, sumDec } from './arithmetic/decimal';
import {
  BAR_INTERVALS,
  BAR_INTERVAL_MS,
  type BarInterval,
  type PriceBarRecord,
  type TradeRecord,
} from './market-data';

export interface BarBucket {
  listingId: string;
  interval: BarInterval;
  /** Canonical ISO start of the window [start, start + interval). */
  start: string;
  end: string;
}

/** The 1m and 1h windows holding a print executed at `executedAt`. */
export function bucketsOf(listingId: string, executedAt: string): BarBucket[] {
  const at = Date.parse(executedAt);
  return BAR_INTERVALS.map((interval) => {
    const width = BAR_INTERVAL_MS[interval];
    const start = at - (((at % width) + width) % width);
    return {
      listingId,
      interval,
      start: new Date(start).toISOString(),
      end: new Date(start + width).toISOString(),
    };
  });
}

export function bucketKey(bucket: BarBucket): string {
  return `${bucket.listingId}\u0000${bucket.interval}\u0000${bucket.start}`;
}

/** The OHLCV bar of the prints of one window, oldest first; null without prints. */
export function barOfTrades(
  bucket: BarBucket,
  prints: readonly Pick<TradeRecord, 'price' | 'quantity'>[],
): PriceBarRecord | null {
  const first = prints[0];
  const last = prints[prints.length - 1];
  if (!first || !last) return null;
  let high = dec(first.price);
  let low = high;
  for (const p of prints) {
    const price = dec(p.price);
    if (price.gt(high)) high = price;
    if (price.lt(low)) low = price;
  }
  return {
    listingId: bucket.listingId,
    interval: bucket.interval,
    start: bucket.start,
    open: formatDec(dec(first.price)),
    high: formatDec(high),
    low: formatDec(low),
    close: formatDec(dec(last.price)),
    volume: formatDec(sumDec(prints.map((p) => p.quantity))),
  };
}
