// Servers that share one store (with and without the response cache) and the cache's metrics.
import { buildApp, type AppOptions } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { Metrics } from '../../src/app/metrics';
import { createServices } from '../../src/services/services';
import type { Store } from '../../src/store/store';
import { importCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog } from '../fixtures/small-catalog';
import type { StoreKind } from './stores';
import { get, listenOnLoopback, TEST_KEYS, type TestServer } from './test-server';

/** A server over the store that leaves the store open when closed (two servers share one). */
export async function serve(
  store: Store,
  options: Partial<AppOptions> = {},
): Promise<TestServer & { metrics: Metrics }> {
  const metrics = new Metrics();
  const services = createServices(store, { tokenSecret: 'test-secret' });
  const app = await buildApp(services, { apiKeys: new ApiKeys(TEST_KEYS), metrics, ...options });
  const server = await listenOnLoopback(app, store, services);
  return { ...server, metrics, close: () => app.close() };
}

/** settlegraph_response_cache_lookups_total of a route and result (0 when not yet counted). */
export async function lookups(
  server: TestServer,
  route: string,
  result: 'hit' | 'miss',
): Promise<number> {
  const text = (await get(server, '/metrics')).body as string;
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`settlegraph_response_cache_lookups_total{route="${route}",result="${result}"}`),
    );
  return line === undefined ? 0 : Number(line.split(' ').pop());
}

/** A store whose next head read answers from another store: a commit landing just after it. */
export function headOnceFrom(store: Store): { store: Store; nextHeadFrom(other: Store): void } {
  let next: Store | null = null;
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'head' && next !== null) {
        const from = next;
        next = null;
        return () => from.head();
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: proxy, nextHeadFrom: (other) => (next = other) };
}

export type CacheServer = Awaited<ReturnType<typeof serve>>;

/** One store with the small catalog, served with the response cache and without it. */
export interface CachePair {
  store: Store;
  cached: CacheServer;
  uncached: CacheServer;
  close(): Promise<void>;
}

export async function openCachePair(kind: StoreKind): Promise<CachePair> {
  const store = await kind.open();
  await importCatalog(store, smallCatalog());
  const cached = await serve(store);
  const uncached = await serve(store, { responseCacheMiB: 0 });
  return {
    store,
    cached,
    uncached,
    close: async () => {
      await cached.close();
      await uncached.close();
      await store.close();
    },
  };
}
