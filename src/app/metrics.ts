// Prometheus metrics (docs/decisions.md, "Operations"): HTTP requests by route pattern and status, their latency,
// and store round trips by Store method. One registry per Metrics, so several apps in one process
// (the tests) never share counters.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AttemptReport } from '../venues/common/venue-http';
import type { SyncPassReport } from '../sync/sync-pass';
import type { StreamCounters } from '../domain/stream-port';
import type { Store } from '../store/store';
import { MetricBuffer, type CounterSeries, type HistogramSeries } from './metric-buffer';

export interface MetricsOptions {
  /** Node.js process metrics (CPU, memory, event loop lag) as well; on in the served process. */
  processMetrics?: boolean;
}

/** A count of derived results of one kind since start. */
export interface DerivationCount {
  derivation: string;
  result: string;
  count: number;
}

interface HitMissSeries {
  hit: CounterSeries;
  miss: CounterSeries;
}

/** The series of one method, route pattern and status. */
interface HttpSeries {
  requests: CounterSeries;
  duration: HistogramSeries;
}

export class Metrics {
  readonly registry = new Registry();
  /** Counts and latencies on their way to the metrics below (metric-buffer.ts). */
  private readonly buffer = new MetricBuffer();
  readonly httpRequests = new Counter({
    name: 'settlegraph_http_requests_total',
    help: 'HTTP requests served, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
    collect: this.buffer.flush,
  });
  readonly httpDuration = new Histogram({
    name: 'settlegraph_http_request_duration_seconds',
    help: 'HTTP request latency from arrival to the last byte of the response, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
    collect: this.buffer.flush,
  });
  readonly storeCalls = new Counter({
    name: 'settlegraph_store_calls_total',
    help: 'Store round trips, by Store method and outcome (ok or error)',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
    collect: this.buffer.flush,
  });
  readonly storeDuration = new Histogram({
    name: 'settlegraph_store_call_duration_seconds',
    help: 'Store round-trip latency, by Store method',
    labelNames: ['method'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
    collect: this.buffer.flush,
  });
  readonly readCacheLookups = new Counter({
    name: 'settlegraph_read_cache_lookups_total',
    help: 'Keys the Neo4j read cache was asked for, by Store method and result: hit (held, or joined a read in flight) or miss (read from the store)',
    labelNames: ['method', 'result'] as const,
    registers: [this.registry],
    collect: this.buffer.flush,
  });
  readonly responseCacheLookups = new Counter({
    name: 'settlegraph_response_cache_lookups_total',
    help: 'Kept response bodies looked up, by route pattern and result: hit (sent as kept) or miss (read and serialised)',
    labelNames: ['route', 'result'] as const,
    registers: [this.registry],
    collect: this.buffer.flush,
  });
  readonly syncRequests = new Counter({
    name: 'settlegraph_sync_requests_total',
    help: 'Requests of the venue sync to the venues, by host and outcome: ok, an HTTP status, a network failure, or a body past the bounds (too large, too deep) (each retry counted)',
    labelNames: ['host', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly syncRecords = new Counter({
    name: 'settlegraph_sync_records_total',
    help: 'Records the venue sync wrote (catalog and market data), by venue',
    labelNames: ['venue'] as const,
    registers: [this.registry],
  });
  readonly syncErrors = new Counter({
    name: 'settlegraph_sync_errors_total',
    help: 'Venue passes that stopped before their last page, by venue (whatever stopped them: requests that failed, paging that did not advance, a commit or the sync state that could not be written), refreshes of its reference data that failed, and cross-venue steps that failed (venue "cross-venue")',
    labelNames: ['venue'] as const,
    registers: [this.registry],
  });
  readonly syncQuarantined = new Gauge({
    name: 'settlegraph_sync_quarantined_records',
    help: 'Venue records the last sync pass left out because the adapter refused them, by venue',
    labelNames: ['venue'] as const,
    registers: [this.registry],
  });
  /** When each kind of each venue was last read in full; its lag is the scrape time minus this. */
  private readonly syncReadAt = new Map<string, { venue: string; kind: string; at: number }>();
  readonly syncLag = new Gauge({
    name: 'settlegraph_sync_lag_seconds',
    help: 'Seconds since the venue sync last read a kind of a venue (CATALOG, TRADES, HISTORY, REFERENCE) in full and landed it',
    labelNames: ['venue', 'kind'] as const,
    registers: [this.registry],
    collect: () => {
      for (const { venue, kind, at } of this.syncReadAt.values())
        this.syncLag.set({ venue, kind }, (Date.now() - at) / 1000);
    },
  });
  /** The venue streams whose counts the scrape reads (watchStreams). */
  private streamSources: (() => { venue: string; counters: StreamCounters }[])[] = [];
  /**
   * A counter, though the streams keep the counts: each scrape sets it to their sums (a reset, then
   * one increment), so it only ever grows while the process runs, as a counter must.
   */
  readonly streamEvents = new Counter({
    name: 'settlegraph_stream_events_total',
    help: 'Events of the venue streams since start, by venue: messages received, frames refused (malformed: not JSON, too deep, not of the published shape), books fetched again (resnapshots), crossed books, subscriptions asked again, connections replaced, connections lost, connections closed for a frame past the size bound (oversized)',
    labelNames: ['venue', 'event'] as const,
    registers: [this.registry],
    collect: () => {
      this.streamEvents.reset();
      for (const source of this.streamSources)
        for (const { venue, counters } of source())
          for (const [event, value] of Object.entries(counters) as [string, number][])
            this.streamEvents.inc({ venue, event }, value);
    },
  });
  readonly derivations = new Counter({
    name: 'settlegraph_derivations_total',
    help: "Derived results since start, by derivation and result: cross_venue_pairs computed (matched from the markets' terms) or reused (the terms were those of kept pairs); relationship_diagram pairs_classified (pairs of outcomes classified to lay diagrams out) or refused (diagrams refused QUERY_TOO_COMPLEX for their outcome count, before any work)",
    labelNames: ['derivation', 'result'] as const,
    registers: [this.registry],
    collect: () => {
      this.derivations.reset();
      for (const source of this.derivationSources)
        for (const { derivation, result, count } of source())
          this.derivations.inc({ derivation, result }, count);
    },
  });
  private derivationSources: (() => DerivationCount[])[] = [];
  readonly keyBudgetRefusals = new Counter({
    name: 'settlegraph_key_budget_refusals_total',
    help: 'Requests refused 429 RATE_LIMITED by a per-key budget: SETTLEGRAPH_KEY_CONCURRENT_REQUESTS requests in progress, or the key over its SETTLEGRAPH_KEY_CPU_SHARE_PERCENT share of CPU, while other keys had work; or the key past SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE refused requests in the minute',
    registers: [this.registry],
    collect: () => {
      this.keyBudgetRefusals.reset();
      for (const source of this.keyBudgetSources) this.keyBudgetRefusals.inc(source());
    },
  });
  private keyBudgetSources: (() => number)[] = [];
  /** By route pattern, method and status code. */
  private readonly httpSeries = new Map<string, Map<string, Map<number, HttpSeries>>>();
  /** By Store method: the hit and miss series of the read cache. */
  private readonly readCacheSeries = new Map<string, HitMissSeries>();
  /** By route pattern: the hit and miss series of the response cache. */
  private readonly responseCacheSeries = new Map<string, HitMissSeries>();

  constructor(options: MetricsOptions = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * The store with every asynchronous method call counted and timed (a Proxy, so new Store
   * methods are covered without change). Used at the composition root (start.ts).
   */
  instrumentStore<S extends Store>(store: S): S {
    // One counting wrapper per method, made at its first call rather than at every call.
    const wrappers = new Map<string, { method: unknown; counted: unknown }>();
    return new Proxy(store, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string' || property === 'close')
          return value;
        let wrapper = wrappers.get(property);
        if (wrapper?.method !== value) {
          const method = value as (...args: unknown[]) => unknown;
          wrapper = { method, counted: this.countedCall(target, property, method) };
          wrappers.set(property, wrapper);
        }
        return wrapper.counted;
      },
    });
  }

  private countedCall(
    target: object,
    method: string,
    call: (...args: unknown[]) => unknown,
  ): (...args: unknown[]) => unknown {
    const { buffer } = this;
    const duration = buffer.histogramSeries(this.storeDuration, { method });
    const ok = buffer.counterSeries(this.storeCalls, { method, outcome: 'ok' });
    const failed = buffer.counterSeries(this.storeCalls, { method, outcome: 'error' });
    return (...args: unknown[]): unknown => {
      const result: unknown = call.apply(target, args);
      if (!(result instanceof Promise)) return result;
      const start = performance.now();
      return result.then(
        (resolved: unknown) => {
          buffer.observe(duration, (performance.now() - start) / 1000);
          buffer.inc(ok);
          return resolved;
        },
        (error: unknown) => {
          buffer.observe(duration, (performance.now() - start) / 1000);
          buffer.inc(failed);
          throw error;
        },
      );
    };
  }

  /** For ReadCachedStore's onRead: a miss is a key read from the store. */
  readonly countCacheRead = (method: string, hits: number, misses: number): void => {
    const series = this.hitMissSeries(
      this.readCacheSeries,
      this.readCacheLookups,
      'method',
      method,
    );
    if (hits > 0) this.buffer.inc(series.hit, hits);
    if (misses > 0) this.buffer.inc(series.miss, misses);
  };

  /** For ResponseCache's onLookup. */
  readonly countResponseCacheLookup = (route: string, hit: boolean): void => {
    const series = this.hitMissSeries(
      this.responseCacheSeries,
      this.responseCacheLookups,
      'route',
      route,
    );
    this.buffer.inc(hit ? series.hit : series.miss);
  };

  /** For VenueHttp's onAttempt. */
  readonly countSyncAttempt = (attempt: AttemptReport): void => {
    this.syncRequests.inc({ host: new URL(attempt.url).host, outcome: attempt.outcome });
  };

  /** Reports the counts of derived results (cross-venue pairs, diagrams) at every scrape. */
  watchDerivations(counts: () => DerivationCount[]): void {
    this.derivationSources.push(counts);
  }

  /** Reports the requests the per-key budget refused, at every scrape. */
  watchKeyBudget(refused: () => number): void {
    this.keyBudgetSources.push(refused);
  }

  /** Reports the counts of venue streams at every scrape. */
  watchStreams(counters: () => { venue: string; counters: StreamCounters }[]): void {
    this.streamSources.push(counters);
  }

  /**
   * For SyncLoop's onPass: records written, venues not read, and when each venue landed; a pass
   * that failed before it could report (its sync state could not be read or written) counts an
   * error of each of its venues.
   */
  readonly countSyncPass = (
    report: SyncPassReport | undefined,
    venues: readonly string[] = [],
  ): void => {
    if (report === undefined) {
      for (const venue of venues) this.syncErrors.inc({ venue });
      return;
    }
    if (report.crossVenueError !== undefined) this.syncErrors.inc({ venue: 'cross-venue' });
    for (const venue of report.venues) {
      this.syncQuarantined.set({ venue: venue.venue }, venue.quarantined.length);
      this.syncRecords.inc({ venue: venue.venue }, venue.records);
      // A reference refresh that failed is a read failure of its venue, though the pass landed.
      if (venue.reference?.error !== undefined) this.syncErrors.inc({ venue: venue.venue });
      if (venue.reference !== undefined && venue.reference.error === undefined)
        this.syncReadAt.set(`${venue.venue}\u0000REFERENCE`, {
          venue: venue.venue,
          kind: 'REFERENCE',
          at: Date.now(),
        });
      if (venue.error !== undefined) this.syncErrors.inc({ venue: venue.venue });
      else
        for (const kind of venue.kinds)
          this.syncReadAt.set(`${venue.venue}\u0000${kind}`, {
            venue: venue.venue,
            kind,
            at: Date.now(),
          });
    }
  };

  /** The hit and miss series of one value of the counter's other label, made at its first use. */
  private hitMissSeries(
    made: Map<string, HitMissSeries>,
    counter: Counter<string>,
    label: string,
    value: string,
  ): HitMissSeries {
    let series = made.get(value);
    if (!series) {
      series = {
        hit: this.buffer.counterSeries(counter, { [label]: value, result: 'hit' }),
        miss: this.buffer.counterSeries(counter, { [label]: value, result: 'miss' }),
      };
      made.set(value, series);
    }
    return series;
  }

  /** Counts every response by its route pattern (not the raw URL), method and status. */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const series = this.seriesOf(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
      );
      this.buffer.inc(series.requests);
      this.buffer.observe(series.duration, reply.elapsedTime / 1000);
      done();
    });
  }

  private seriesOf(method: string, route: string, status: number): HttpSeries {
    let byMethod = this.httpSeries.get(route);
    if (!byMethod)
      this.httpSeries.set(route, (byMethod = new Map<string, Map<number, HttpSeries>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, HttpSeries>()));
    let series = byStatus.get(status);
    if (!series) {
      const labels = { method, route, status: String(status) };
      series = {
        requests: this.buffer.counterSeries(this.httpRequests, labels),
        duration: this.buffer.histogramSeries(this.httpDuration, labels),
      };
      byStatus.set(status, series);
    }
    return series;
  }
}
