// MetricBuffer hands counts and observations to prom-client later; a scrape must read exactly
// what calling prom-client at once would have produced: values, sums, and the order of label sets.
import { Counter, Histogram, Registry } from 'prom-client';
import { MetricBuffer } from '../../src/app/metric-buffer';

function metricsOf(registry: Registry, collect?: () => void) {
  const counter = new Counter({
    name: 'calls_total',
    help: 'calls',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
    ...(collect ? { collect } : {}),
  });
  const histogram = new Histogram({
    name: 'call_seconds',
    help: 'latency',
    labelNames: ['method'] as const,
    buckets: [0.001, 0.01, 0.1],
    registers: [registry],
    ...(collect ? { collect } : {}),
  });
  return { counter, histogram };
}

/** Calls of a few methods, some failing, a method first seen late, values in every bucket. */
const CALLS: readonly { method: string; outcome: 'ok' | 'error'; seconds: number }[] = [
  { method: 'head', outcome: 'ok', seconds: 0.0004 },
  { method: 'findMarkets', outcome: 'ok', seconds: 0.003 },
  { method: 'head', outcome: 'ok', seconds: 0.0002 },
  { method: 'findMarkets', outcome: 'error', seconds: 0.05 },
  { method: 'head', outcome: 'ok', seconds: 0.2 },
  { method: 'listingsOfOutcomes', outcome: 'ok', seconds: 0.1 },
  { method: 'findMarkets', outcome: 'ok', seconds: 0.0031 },
  { method: 'head', outcome: 'error', seconds: 0.007 },
  { method: 'listingsOfOutcomes', outcome: 'ok', seconds: 0.30000000000000004 },
  { method: 'commit', outcome: 'ok', seconds: 1.5 },
];

describe('MetricBuffer', () => {
  test.each([1, 3, 4, 1024])(
    'a scrape reads what direct prom-client calls produce (a batch every %i)',
    async (maxPending) => {
      const direct = new Registry();
      const plain = metricsOf(direct);
      const buffered = new Registry();
      const buffer = new MetricBuffer(maxPending);
      const later = metricsOf(buffered, buffer.flush);
      const series = new Map<string, ReturnType<MetricBuffer['counterSeries']>>();
      const durations = new Map<string, ReturnType<MetricBuffer['histogramSeries']>>();
      for (const call of CALLS) {
        plain.histogram.observe({ method: call.method }, call.seconds);
        plain.counter.inc({ method: call.method, outcome: call.outcome });

        let duration = durations.get(call.method);
        if (!duration) {
          duration = buffer.histogramSeries(later.histogram, { method: call.method });
          durations.set(call.method, duration);
        }
        const key = `${call.method} ${call.outcome}`;
        let count = series.get(key);
        if (!count) {
          count = buffer.counterSeries(later.counter, {
            method: call.method,
            outcome: call.outcome,
          });
          series.set(key, count);
        }
        buffer.observe(duration, call.seconds);
        buffer.inc(count);
      }
      const expected = await direct.metrics();
      expect(expected).toContain('calls_total{method="findMarkets",outcome="error"} 1');
      expect(await buffered.metrics()).toBe(expected);
      // Nothing is handed over twice.
      expect(await buffered.metrics()).toBe(expected);
    },
  );

  test('a series that never counted adds no label set', async () => {
    const registry = new Registry();
    const buffer = new MetricBuffer();
    const { counter } = metricsOf(registry, buffer.flush);
    buffer.counterSeries(counter, { method: 'head', outcome: 'error' });
    buffer.inc(buffer.counterSeries(counter, { method: 'head', outcome: 'ok' }));
    const text = await registry.metrics();
    expect(text).toContain('calls_total{method="head",outcome="ok"} 1');
    expect(text).not.toContain('outcome="error"');
  });
});
