// Prometheus metrics (issue 9 item 5): HTTP requests by route pattern and status, their latency,
// and store round trips by Store method. One registry per Metrics, so several apps in one process
// (the tests) never share counters.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Store } from '../store/store';

export interface MetricsOptions {
  /** Node.js process metrics (CPU, memory, event loop lag) as well; on in the served process. */
  processMetrics?: boolean;
}

export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'settlegraph_http_requests_total',
    help: 'HTTP requests served, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'settlegraph_http_request_duration_seconds',
    help: 'HTTP request latency from arrival to the last byte of the response, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly storeCalls = new Counter({
    name: 'settlegraph_store_calls_total',
    help: 'Store round trips, by Store method and outcome (ok or error)',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly storeDuration = new Histogram({
    name: 'settlegraph_store_call_duration_seconds',
    help: 'Store round-trip latency, by Store method',
    labelNames: ['method'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly readCacheLookups = new Counter({
    name: 'settlegraph_read_cache_lookups_total',
    help: 'Keys the Neo4j read cache was asked for, by Store method and result: hit (held, or joined a read in flight) or miss (read from the store)',
    labelNames: ['method', 'result'] as const,
    registers: [this.registry],
  });

  constructor(options: MetricsOptions = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * The store with every asynchronous method call counted and timed (a Proxy, so new Store
   * methods are covered without change). Used at the composition root (start.ts).
   */
  instrumentStore<S extends Store>(store: S): S {
    const { storeCalls, storeDuration } = this;
    return new Proxy(store, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string' || property === 'close')
          return value;
        return (...args: unknown[]): unknown => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (!(result instanceof Promise)) return result;
          const end = storeDuration.startTimer({ method: property });
          return result.then(
            (resolved: unknown) => {
              end();
              storeCalls.inc({ method: property, outcome: 'ok' });
              return resolved;
            },
            (error: unknown) => {
              end();
              storeCalls.inc({ method: property, outcome: 'error' });
              throw error;
            },
          );
        };
      },
    });
  }

  /** For ReadCachedStore's onRead: a miss is a key read from the store. */
  readonly countCacheRead = (method: string, hits: number, misses: number): void => {
    if (hits > 0) this.readCacheLookups.inc({ method, result: 'hit' }, hits);
    if (misses > 0) this.readCacheLookups.inc({ method, result: 'miss' }, misses);
  };

  /** Counts every response by its route pattern (not the raw URL), method and status. */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      this.httpRequests.inc(labels);
      this.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
  }
}
