// Real HTTP on loopback against a real store: the harness every HTTP and GraphQL test uses.
import type { FastifyInstance } from 'fastify';
import { importCatalog } from '../../src/catalog/import-catalog';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import type { ApiKeyConfig } from '../../src/http/auth';
import { createServices, type ServiceOptions, type Services } from '../../src/services/services';
import type { Store } from '../../src/store/store';

export const TEST_KEY = 'test-key-0001';
export const OTHER_KEY = 'test-key-0002';
export const TEST_KEYS: ApiKeyConfig[] = [
  // The operator of the test servers (it reads /metrics); OTHER_KEY is a tenant's only.
  { key: TEST_KEY, scopes: ['scope-a'], operator: true },
  { key: OTHER_KEY, scopes: ['scope-b'] },
];

export interface TestServer {
  url: string;
  app: FastifyInstance;
  store: Store;
  services: Services;
  close(): Promise<void>;
}

export async function startTestServer(
  store: Store,
  catalogs: CatalogDocument[] = [],
  keys: ApiKeyConfig[] = TEST_KEYS,
  serviceOptions: ServiceOptions = {},
): Promise<TestServer> {
  for (const doc of catalogs) await importCatalog(store, doc);
  const services = createServices(store, { tokenSecret: 'test-secret', ...serviceOptions });
  const app = await buildApp(services, { apiKeys: new ApiKeys(keys) });
  return listenOnLoopback(app, store, services);
}

/** Serves a built app on a free loopback port; closing it closes the store too. */
export async function listenOnLoopback(
  app: FastifyInstance,
  store: Store,
  services: Services,
): Promise<TestServer> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    store,
    services,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function http<T = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; key?: string | null; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? TEST_KEY : options.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined
      ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export const get = <T = any>(server: TestServer, path: string, key?: string | null) =>
  http<T>(server, 'GET', path, { key });
export const post = <T = any>(
  server: TestServer,
  path: string,
  body: unknown,
  key?: string | null,
) => http<T>(server, 'POST', path, { body, key });

/** The store's position: unchanged after a rejected request. */
export async function storePosition(store: Store): Promise<{ revision: number; changes: number }> {
  return { revision: (await store.head()).revision, changes: await store.lastChangeSeq() };
}

/**
 * How many times `/healthz` answered 200 while `work` ran: a request that holds the event loop for
 * its whole run lets it answer at most once.
 */
export async function healthzAnswersDuring<T>(
  server: TestServer,
  work: Promise<T>,
): Promise<{ result: T; answered: number }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let answered = 0;
  while (!done) {
    const health = await get(server, '/healthz', null);
    if (health.status !== 200) throw new Error(`/healthz answered ${health.status} meanwhile`);
    if (!done) answered += 1;
  }
  return { result: await settled, answered };
}
