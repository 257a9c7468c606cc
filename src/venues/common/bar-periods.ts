// Venue candles and price samples of any period to the bars settlegraph keeps, 1m and 1h
// (docs/venue-adapters.md, "Bars"): 1-minute and 1-hour periods are kept as they are, periods that
// divide an hour (5, 15, 30 minutes…) are aggregated into 1h bars, and longer ones (a daily candle)
// are left out with a warning. Samples off their period's boundary (Polymarket's price history
// times) fall into the period that contains them.
import { dec } from '../../domain/arithmetic/decimal';
import { epochSecondsToIso } from './exact-values';
import { JsonNode } from './json-node';
import type { Located } from './payload-error';
import type { ListingRef, VenueBar } from './venue-model';

/** One candle or price sample: its period's start (seconds since the epoch) and its prices. */
export interface PeriodSample {
  from: Located;
  /** Any second inside the sample's period. */
  at: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** The bars of samples of one period, or why none are kept. */
export function barsOfPeriod(
  ref: ListingRef,
  samples: readonly PeriodSample[],
  periodMinutes: number,
): VenueBar[] | { skipped: string } {
  const interval =
    periodMinutes === 1 ? '1m' : periodMinutes <= 60 && 60 % periodMinutes === 0 ? '1h' : undefined;
  if (!Number.isInteger(periodMinutes) || periodMinutes <= 0 || !interval)
    return {
      skipped: `a period of ${periodMinutes} minutes is neither 1 minute nor a part of an hour: only 1m and 1h bars are kept`,
    };
  const seconds = interval === '1m' ? 60 : 3600;
  const byStart = new Map<number, PeriodSample[]>();
  for (const sample of [...samples].sort((a, b) => a.at - b.at)) {
    const start = Math.floor(sample.at / seconds) * seconds;
    const bucket = byStart.get(start);
    if (bucket) bucket.push(sample);
    else byStart.set(start, [sample]);
  }
  return [...byStart].map(([start, bucket]) => {
    const first = bucket[0]!;
    const last = bucket[bucket.length - 1]!;
    return {
      ref,
      from: first.from,
      interval,
      start: epochSecondsToIso(new JsonNode(start, first.from.path)),
      open: first.open,
      high: bucket.map((s) => s.high).reduce((a, b) => (dec(b).gt(a) ? b : a)),
      low: bucket.map((s) => s.low).reduce((a, b) => (dec(b).lt(a) ? b : a)),
      close: last.close,
      volume: bucket
        .map((s) => dec(s.volume))
        .reduce((a, b) => a.plus(b))
        .toFixed(),
    };
  });
}

/** A period in minutes from a venue's request parameter: `60`, or `1m`, `1h`, `1d`, `1w`. */
export function periodMinutesOf(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text === '') return undefined;
  const match = /^(\d+)\s*([mhdw]?)$/i.exec(text.trim());
  if (!match) return undefined;
  const unit = { '': 1, m: 1, h: 60, d: 1440, w: 10080 }[match[2]!.toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

/** The most common spacing of sample times, in whole minutes, when there are two or more. */
export function spacingMinutes(times: readonly number[]): number | undefined {
  const sorted = [...times].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (let i = 1; i < sorted.length; i++) {
    const minutes = Math.round((sorted[i]! - sorted[i - 1]!) / 60);
    if (minutes > 0) counts.set(minutes, (counts.get(minutes) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [minutes, n] of counts)
    if (best === undefined || n > counts.get(best)!) best = minutes;
  return best;
}
