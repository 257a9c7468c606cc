// Operations over real HTTP on the memory store (docs/decisions.md, "Operations"): readiness, per-key rate
// limits, body size limits, graceful shutdown, structured logs without secrets, and /metrics.
import { importCatalog } from '../../src/catalog/import-catalog';
import { buildApp, type AppOptions } from '../../src/app/app';
import { connect, createServer, type Socket } from 'node:net';
import { ServiceError } from '../../src/domain/errors';
import { ApiKeys } from '../../src/http/auth';
import {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_READ_CACHE_MIB,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  readConfig,
} from '../../src/app/config';
import { loggerOptions } from '../../src/app/logging';
import { Metrics } from '../../src/app/metrics';
import { emptyCounters } from '../../src/domain/stream-port';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { Executor } from '../../src/store/neo4j/executor';
import type { Store } from '../../src/store/store';
import { smallCatalog } from '../fixtures/small-catalog';
import {
  get,
  http,
  listenOnLoopback,
  OTHER_KEY,
  TEST_KEY,
  TEST_KEYS,
  type TestServer,
} from '../support/test-server';

async function serve(
  store: Store,
  options: Partial<AppOptions> = {},
  metrics?: Metrics,
): Promise<TestServer> {
  const instrumented = metrics ? metrics.instrumentStore(store) : store;
  const services = createServices(instrumented, { tokenSecret: 'test-secret' });
  const app = await buildApp(services, {
    apiKeys: new ApiKeys(TEST_KEYS),
    ...(metrics ? { metrics } : {}),
    ...options,
  });
  return listenOnLoopback(app, store, services);
}

async function loadedStore(): Promise<MemoryStore> {
  const store = new MemoryStore();
  await importCatalog(store, smallCatalog());
  return store;
}

/** A store whose head() waits for release() (or never answers): a slow or hung database. */
function stalledStore(store: Store): { store: Store; started: Promise<void>; release(): void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let signalStarted!: () => void;
  const started = new Promise<void>((resolve) => (signalStarted = resolve));
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'head' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        signalStarted();
        await gate;
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
  return { store: proxy, started, release };
}

describe('health and readiness', () => {
  test('/healthz and /readyz are public and 200 when the store answers', async () => {
    const server = await serve(await loadedStore());
    try {
      expect((await get(server, '/healthz', null)).status).toBe(200);
      const ready = await get(server, '/readyz', null);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready' });
    } finally {
      await server.close();
    }
  });

  test('/readyz is 503 SERVICE_UNAVAILABLE when the store does not answer in time', async () => {
    const stalled = stalledStore(await loadedStore());
    const server = await serve(stalled.store, { readinessTimeoutMs: 200 });
    try {
      const started = Date.now();
      const res = await get(server, '/readyz', null);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
      expect((await get(server, '/healthz', null)).status).toBe(200);
    } finally {
      stalled.release();
      await server.close();
    }
  });
});

describe('per-key rate limiting', () => {
  test('past the limit a key gets 429 RATE_LIMITED with Retry-After; other keys are unaffected', async () => {
    const server = await serve(await loadedStore(), { rateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await get(server, '/v1/markets')).status).toBe(200);
      const limited = await get(server, '/v1/markets');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      expect(limited.body.error.request_id).toBe(limited.headers.get('x-request-id'));
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // GraphQL shares the key's budget.
      const graphql = await http(server, 'POST', '/graphql', { body: { query: '{ __typename }' } });
      expect(graphql.status).toBe(429);
      expect((await get(server, '/v1/markets', OTHER_KEY)).status).toBe(200);
      // Public routes are never limited.
      expect((await get(server, '/healthz', null)).status).toBe(200);
      expect((await get(server, '/readyz', null)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  test('a limit of 0 turns limiting off', async () => {
    const server = await serve(await loadedStore(), { rateLimitPerMinute: 0 });
    try {
      for (let i = 0; i < 20; i++) expect((await get(server, '/v1/markets')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('request body limit', () => {
  test('an oversize body is 400 INVALID_REQUEST in the common error body', async () => {
    const server = await serve(await loadedStore(), { bodyLimit: 1024 });
    try {
      const inputs = Array.from({ length: 100 }, (_, i) => ({ ticker: `TICKER-${i}` }));
      const res = await http(server, 'POST', '/v1/resolve', { body: { inputs } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toMatch(/body is larger/);
      expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
    } finally {
      await server.close();
    }
  });
});

describe('graceful shutdown', () => {
  test('close() lets an in-flight request finish and refuses new work', async () => {
    const stalled = stalledStore(await loadedStore());
    const server = await serve(stalled.store);
    const inFlight = get(server, '/readyz', null);
    await stalled.started;
    let closed = false;
    const closing = server.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    stalled.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    await server.store.close();
  });

  test('a request that arrives while closing gets 503 SERVICE_UNAVAILABLE in the error body', async () => {
    const server = await serve(await loadedStore());
    const accepted = new Promise<Socket>((resolve) =>
      server.app.server.once('connection', resolve),
    );
    const url = new URL(server.url);
    const client = connect(Number(url.port), url.hostname);
    let response = '';
    client.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const ended = new Promise((resolve) => client.once('end', resolve));
    // Half a request: the connection is busy, so close() keeps it open.
    client.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const serverSide = await accepted;
    await until(() => serverSide.bytesRead > 0);
    const closing = server.app.close();
    await until(() => !server.app.server.listening);
    client.end('\r\n');
    await ended;
    await closing;
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'the server is shutting down',
        request_id: expect.any(String),
      },
    });
    await server.store.close();
  });
});

/** Resolves once `condition` holds, checking on each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('structured logs', () => {
  test('request lines carry the request ID and key ID, never the key', async () => {
    const lines: string[] = [];
    const server = await serve(await loadedStore(), {
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    try {
      const res = await get(server, '/v1/markets');
      expect(res.status).toBe(200);
      const requestId = res.headers.get('x-request-id');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const mine = entries.filter((entry) => entry.reqId === requestId);
      // One access-log line per request (docs/decisions.md, "Operations").
      expect(mine.map((entry) => entry.msg)).toEqual(['request completed']);
      const completed = mine[0];
      expect(completed?.keyId).toMatch(/^[0-9a-f]{12}$/);
      expect(completed?.req).toMatchObject({ method: 'GET', url: '/v1/markets' });
      expect(completed?.res).toEqual({ statusCode: 200 });
      expect(typeof completed?.responseTime).toBe('number');
      expect(lines.join('\n')).not.toContain(TEST_KEY);
      // A header logged by any serializer is redacted.
      server.app.log.info({ headers: { authorization: `Bearer ${TEST_KEY}` } }, 'probe');
      expect(lines.join('\n')).not.toContain(TEST_KEY);
      expect(lines.at(-1)).toContain('[redacted]');
    } finally {
      await server.close();
    }
  });

  test('the key ID is bound to its own request only', async () => {
    const lines: string[] = [];
    const server = await serve(await loadedStore(), {
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    try {
      const requests = await Promise.all([
        get(server, '/v1/markets'),
        get(server, '/v1/markets', OTHER_KEY),
        get(server, '/v1/markets', null),
        get(server, '/healthz', null),
        get(server, '/v1/markets'),
      ]);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const keyIds = requests.map((res) => {
        const line = entries.find((entry) => entry.reqId === res.headers.get('x-request-id'));
        return line && 'keyId' in line ? line.keyId : 'none';
      });
      expect(keyIds[0]).toMatch(/^[0-9a-f]{12}$/);
      expect(keyIds[1]).toMatch(/^[0-9a-f]{12}$/);
      expect(keyIds[1]).not.toBe(keyIds[0]);
      expect(keyIds.slice(2)).toEqual(['none', 'none', keyIds[0]]);
    } finally {
      await server.close();
    }
  });
});

describe('metrics', () => {
  test('/metrics counts requests by route pattern and store round trips by method', async () => {
    const metrics = new Metrics();
    const server = await serve(await loadedStore(), {}, metrics);
    try {
      for (let i = 0; i < 3; i++) expect((await get(server, '/v1/markets')).status).toBe(200);
      expect((await get(server, '/v1/no-such-path')).status).toBe(404);
      expect((await get(server, '/metrics', null)).status).toBe(401);
      // A tenant's key does not see the other tenants' activity.
      const tenant = await get(server, '/metrics', OTHER_KEY);
      expect(tenant.status).toBe(403);
      expect(tenant.body.error.code).toBe('FORBIDDEN');
      const res = await get(server, '/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = res.body as string;
      expect(text).toMatch(
        /settlegraph_http_requests_total\{method="GET",route="\/v1\/markets",status="200"\} 3/,
      );
      expect(text).toMatch(/settlegraph_http_requests_total\{[^}]*route="unmatched"[^}]*\} 1/);
      expect(text).not.toContain('no-such-path');
      expect(text).toMatch(
        /settlegraph_http_request_duration_seconds_count\{method="GET",route="\/v1\/markets",status="200"\} 3/,
      );
      expect(text).toMatch(/settlegraph_store_calls_total\{method="\w+",outcome="ok"\} \d+/);
      expect(text).toMatch(/settlegraph_store_call_duration_seconds_count\{method="\w+"\} \d+/);
    } finally {
      await server.close();
    }
  });
});

describe('metric names', () => {
  // Prometheus's naming rules (prometheus.io, "Metric and label naming"): a counter ends in
  // `_total`, nothing else does; a quantity of time or size is in seconds or bytes and says so.
  test('every metric /metrics serves follows the Prometheus naming rules', async () => {
    const metrics = new Metrics({ processMetrics: true });
    const counts = { ...emptyCounters(), messages: 7, losses: 2 };
    metrics.watchStreams(() => [{ venue: 'kalshi', counters: counts }]);
    const server = await serve(await loadedStore(), {}, metrics);
    try {
      expect((await get(server, '/v1/markets')).status).toBe(200);
      const first = (await get(server, '/metrics')).body as string;
      counts.messages = 9;
      const text = (await get(server, '/metrics')).body as string;
      const families = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({
        name: name!,
        type: type!,
      }));
      expect(families.length).toBeGreaterThan(10);
      // prom-client's process metrics keep the names the common Node.js dashboards read, three
      // gauges among them named `_total` (docs/decisions.md, "Metric names"); ours may not.
      const PROM_CLIENT_GAUGES = [
        'nodejs_active_handles_total',
        'nodejs_active_requests_total',
        'nodejs_active_resources_total',
      ];
      const wrong = families.filter(({ name, type }) => {
        if (PROM_CLIENT_GAUGES.includes(name)) return type !== 'gauge';
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) return true;
        if (type === 'counter') return !name.endsWith('_total');
        if (name.endsWith('_total')) return true;
        if (/duration|latency|_lag|_time|_age/.test(name)) return !name.endsWith('_seconds');
        if (/_size|memory|heap/.test(name)) return !name.endsWith('_bytes');
        return false;
      });
      expect(wrong).toEqual([]);
      expect(families).toContainEqual({ name: 'settlegraph_stream_events_total', type: 'counter' });
      expect(first).toContain('settlegraph_stream_events_total{venue="kalshi",event="messages"} 7');
      // Each scrape shows the streams' counts, which only grow.
      expect(text).toContain('settlegraph_stream_events_total{venue="kalshi",event="messages"} 9');
      expect(text).toContain('settlegraph_stream_events_total{venue="kalshi",event="losses"} 2');
    } finally {
      await server.close();
    }
  });
});

describe('configuration', () => {
  test('SETTLEGRAPH_RATE_LIMIT and SETTLEGRAPH_BODY_LIMIT_BYTES, with defaults', () => {
    expect(readConfig({})).toMatchObject({
      rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
      bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
    });
    expect(
      readConfig({ SETTLEGRAPH_RATE_LIMIT: '0', SETTLEGRAPH_BODY_LIMIT_BYTES: '1024' }),
    ).toMatchObject({ rateLimitPerMinute: 0, bodyLimitBytes: 1024 });
    expect(() => readConfig({ SETTLEGRAPH_RATE_LIMIT: '-1' })).toThrow(/SETTLEGRAPH_RATE_LIMIT/);
    expect(() => readConfig({ SETTLEGRAPH_BODY_LIMIT_BYTES: '0' })).toThrow(
      /SETTLEGRAPH_BODY_LIMIT_BYTES/,
    );
  });

  test('SETTLEGRAPH_READ_CACHE_MB: 64 by default, 0 turns the cache off', () => {
    expect(readConfig({}).readCacheMiB).toBe(DEFAULT_READ_CACHE_MIB);
    expect(DEFAULT_READ_CACHE_MIB).toBe(64);
    expect(readConfig({ SETTLEGRAPH_READ_CACHE_MB: '0' }).readCacheMiB).toBe(0);
    expect(readConfig({ SETTLEGRAPH_READ_CACHE_MB: '512' }).readCacheMiB).toBe(512);
    expect(() => readConfig({ SETTLEGRAPH_READ_CACHE_MB: 'lots' })).toThrow(
      /SETTLEGRAPH_READ_CACHE_MB/,
    );
  });
});

describe('an unreachable Neo4j', () => {
  test('a store call fails within seconds with SERVICE_UNAVAILABLE', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const executor = Executor.connect({ uri: `bolt://127.0.0.1:${port}` });
    try {
      const started = Date.now();
      const error: unknown = await executor.read('head').catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await executor.close();
    }
  });
});
