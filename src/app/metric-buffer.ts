// Counts and observations kept in plain arrays and handed to prom-client in batches: when
// Prometheus scrapes (each metric's collect hook) and every `maxPending` observations. A
// prom-client call hashes its labels into a string key on every call; made four to eight times
// per request, that was a tenth of a market lookup's CPU (docs/decisions.md, "Operations"). A
// scrape reads exactly what per-request calls would have produced: the same values, added in the
// same order, and each metric's label sets appear in the order they were first observed.
import type { Counter, Histogram } from 'prom-client';

/** One label set of a counter, with the increments not yet handed over. */
export interface CounterSeries {
  readonly counter: Counter<string>;
  readonly labels: Readonly<Record<string, string>>;
  count: number;
  listed: boolean;
}

/** One label set of a histogram, with the values not yet handed over. */
export interface HistogramSeries {
  readonly histogram: Histogram<string>;
  readonly labels: Readonly<Record<string, string>>;
  readonly values: number[];
  listed: boolean;
}

export class MetricBuffer {
  /** Every series observed so far, in the order of its first observation. */
  private readonly listed: (CounterSeries | HistogramSeries)[] = [];
  private pending = 0;

  constructor(private readonly maxPending = 1024) {}

  counterSeries(counter: Counter<string>, labels: Record<string, string>): CounterSeries {
    return { counter, labels, count: 0, listed: false };
  }

  histogramSeries(histogram: Histogram<string>, labels: Record<string, string>): HistogramSeries {
    return { histogram, labels, values: [], listed: false };
  }

  inc(series: CounterSeries, by = 1): void {
    this.list(series);
    series.count += by;
    this.added();
  }

  observe(series: HistogramSeries, value: number): void {
    this.list(series);
    series.values.push(value);
    this.added();
  }

  /** Hands everything pending to prom-client; for each metric's collect hook. */
  readonly flush = (): void => {
    this.pending = 0;
    for (const series of this.listed) {
      if ('counter' in series) {
        if (series.count > 0) series.counter.inc(series.labels, series.count);
        series.count = 0;
      } else {
        for (const value of series.values) series.histogram.observe(series.labels, value);
        series.values.length = 0;
      }
    }
  };

  private list(series: CounterSeries | HistogramSeries): void {
    if (series.listed) return;
    series.listed = true;
    this.listed.push(series);
  }

  private added(): void {
    this.pending += 1;
    if (this.pending >= this.maxPending) this.flush();
  }
}
