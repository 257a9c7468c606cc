// The response cache (src/http/response-cache.ts) over real HTTP: a kept body is byte for byte the
// body the route would serialise, a commit is served at once, and only bodies of the revision they
// are keyed by are kept.
import { importCatalog } from '../../src/catalog/import-catalog';
import { DEFAULT_RESPONSE_CACHE_MIB, readConfig } from '../../src/app/config';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import {
  headOnceFrom,
  lookups,
  openCachePair,
  serve,
  type CachePair,
  type CacheServer,
} from '../support/response-cache';
import { get, http, TEST_KEY, type TestServer } from '../support/test-server';

interface Raw {
  status: number;
  contentType: string | null;
  contentLength: string | null;
  text: string;
}

async function raw(server: TestServer, path: string, method = 'GET'): Promise<Raw> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_KEY}` },
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentLength: response.headers.get('content-length'),
    text: await response.text(),
  };
}

/** Every route that keeps bodies, with the shapes of query each answers. */
const CACHED_PATHS = [
  '/v1/events',
  '/v1/events?event_id=evt-kx-fed',
  '/v1/events?q=fed&page_size=1',
  '/v1/markets',
  '/v1/markets?market_id=mkt-fed-cut',
  '/v1/markets?market_id=mkt-fed-cut&include=EVIDENCE&include=LEGS',
  '/v1/markets?market_ids=mkt-fed-cut&market_ids=mkt-btc-100k',
  '/v1/markets?market_id=no-such-market',
  '/v1/markets?page_size=1',
  '/v1/families',
  '/v1/families?family_id=fam-fed',
  '/v1/relationships?market_id=mkt-fed-cut',
  '/v1/relationships?outcome_id=out-fed-cut-yes&type=COMPLEMENT',
  '/v1/scenarios?family_id=fam-fed',
  '/v1/payouts?outcome_ids=out-fed-cut-yes&outcome_ids=out-fed-cut-no',
];

describe.each(STORE_KINDS)('response cache ($name store)', (kind) => {
  let pair: CachePair;
  let store: Store;
  let cached: CacheServer;
  let uncached: CacheServer;

  beforeAll(async () => {
    pair = await openCachePair(kind);
    ({ store, cached, uncached } = pair);
  });
  afterAll(() => pair.close());

  test('a kept body, and its headers, are what the route serialises without the cache', async () => {
    for (const path of CACHED_PATHS) {
      const expected = await raw(uncached, path);
      expect(expected.status).toBe(200);
      const first = await raw(cached, path);
      const second = await raw(cached, path);
      expect({ path, ...first }).toEqual({ path, ...expected });
      expect({ path, ...second }).toEqual({ path, ...expected });
      const head = await raw(cached, path, 'HEAD');
      expect({ path, status: head.status, text: head.text }).toEqual({
        path,
        status: 200,
        text: '',
      });
      expect(head.contentLength).toBe(expected.contentLength);
    }
    expect(await lookups(cached, '/v1/markets', 'hit')).toBeGreaterThan(0);
    expect(await lookups(uncached, '/v1/markets', 'hit')).toBe(0);
    expect(await lookups(uncached, '/v1/markets', 'miss')).toBe(0);
  });

  test('the second read of a URL is a hit; the next page of a token is read, not looked up', async () => {
    const path = '/v1/families?family_id=fam-btc';
    const before = await lookups(cached, '/v1/families', 'hit');
    const misses = await lookups(cached, '/v1/families', 'miss');
    await raw(cached, path);
    await raw(cached, path);
    expect(await lookups(cached, '/v1/families', 'miss')).toBe(misses + 1);
    expect(await lookups(cached, '/v1/families', 'hit')).toBe(before + 1);

    const first = await get(cached, '/v1/markets?page_size=1');
    const token = first.body.next_page_token as string;
    expect(token).toEqual(expect.any(String));
    const counted =
      (await lookups(cached, '/v1/markets', 'hit')) +
      (await lookups(cached, '/v1/markets', 'miss'));
    const next = `/v1/markets?page_token=${encodeURIComponent(token)}`;
    expect(await raw(cached, next)).toEqual(await raw(uncached, next));
    expect(
      (await lookups(cached, '/v1/markets', 'hit')) +
        (await lookups(cached, '/v1/markets', 'miss')),
    ).toBe(counted);
  });

  test('a refused request is refused again, never kept', async () => {
    const path = '/v1/markets?market_id=mkt-fed-cut&market_ids=mkt-btc-100k';
    for (let i = 0; i < 2; i++) {
      const res = await get(cached, path);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
    }
  });

  test('a commit is served by the next request', async () => {
    const path = '/v1/markets?market_id=mkt-btc-100k';
    const before = await get(cached, path);
    await get(cached, path);
    await importCatalog(store, changedSmallCatalog());
    const after = await get(cached, path);
    expect(after.body.snapshot_id).not.toBe(before.body.snapshot_id);
    expect(after.body.items[0].title).toBe('Bitcoin at or above 100k at year end');
    expect(await raw(cached, path)).toEqual(await raw(uncached, path));
  });
});

describe('response cache keys', () => {
  test('a body read at a later revision than the head the cache saw is not kept', async () => {
    const older = new MemoryStore();
    await importCatalog(older, smallCatalog());
    const store = new MemoryStore();
    await importCatalog(store, smallCatalog());
    await importCatalog(store, changedSmallCatalog());
    const racing = headOnceFrom(store);
    const server = await serve(racing.store);
    try {
      const path = '/v1/markets?market_id=mkt-btc-100k';
      const head = await get(server, path);
      // The cache reads the older head, the service then reads at the newer one.
      racing.nextHeadFrom(older);
      const raced = await get(server, path);
      expect(raced.body).toEqual(head.body);
      // Kept under the older head, this request (seeing that head again) would be a hit.
      racing.nextHeadFrom(older);
      const misses = await lookups(server, '/v1/markets', 'miss');
      await get(server, path);
      expect(await lookups(server, '/v1/markets', 'miss')).toBe(misses + 1);
      expect(await lookups(server, '/v1/markets', 'hit')).toBe(0);
    } finally {
      await server.close();
    }
  });

  test('a revision number that comes back with another commit time is another key', async () => {
    const first = new MemoryStore();
    await importCatalog(first, smallCatalog());
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Emptied and refilled: the same revision number, other contents, a later commit time.
    const refilled = new MemoryStore();
    await importCatalog(refilled, changedSmallCatalog());
    expect((await refilled.head()).revision).toBe((await first.head()).revision);
    expect((await refilled.head()).committedAt).not.toBe((await first.head()).committedAt);

    let current: Store = first;
    const store = new Proxy(first, {
      get(_target, property) {
        const value: unknown = Reflect.get(current, property, current);
        return typeof value === 'function' ? value.bind(current) : value;
      },
    });
    const server = await serve(store);
    try {
      const path = '/v1/markets?market_id=mkt-btc-100k';
      expect((await get(server, path)).body.items[0].title).not.toBe(
        'Bitcoin at or above 100k at year end',
      );
      current = refilled;
      expect((await get(server, path)).body.items[0].title).toBe(
        'Bitcoin at or above 100k at year end',
      );
    } finally {
      await server.close();
    }
  });

  test('a body larger than the budget is served, not kept', async () => {
    const store = new MemoryStore();
    await importCatalog(store, smallCatalog());
    // A budget of one byte: smaller than any body.
    const server = await serve(store, { responseCacheMiB: 1 / (1024 * 1024) });
    try {
      const path = '/v1/markets';
      for (let i = 0; i < 2; i++) expect((await get(server, path)).status).toBe(200);
      expect(await lookups(server, '/v1/markets', 'hit')).toBe(0);
      expect(await lookups(server, '/v1/markets', 'miss')).toBe(2);
    } finally {
      await server.close();
      await store.close();
    }
  });
});

describe('SETTLEGRAPH_RESPONSE_CACHE_MB', () => {
  test('32 by default, 0 turns the cache off, anything else is refused at start', () => {
    expect(DEFAULT_RESPONSE_CACHE_MIB).toBe(32);
    expect(readConfig({}).responseCacheMiB).toBe(32);
    expect(readConfig({ SETTLEGRAPH_RESPONSE_CACHE_MB: '0' }).responseCacheMiB).toBe(0);
    expect(readConfig({ SETTLEGRAPH_RESPONSE_CACHE_MB: '256' }).responseCacheMiB).toBe(256);
    for (const bad of ['-1', 'lots', '1.5'])
      expect(() => readConfig({ SETTLEGRAPH_RESPONSE_CACHE_MB: bad })).toThrow(
        /SETTLEGRAPH_RESPONSE_CACHE_MB/,
      );
  });

  test('the query is validated before the cache: an unknown parameter is 400', async () => {
    const store = new MemoryStore();
    await importCatalog(store, smallCatalog());
    const server = await serve(store);
    try {
      const res = await http(server, 'GET', '/v1/markets?no_such_parameter=1');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
    } finally {
      await server.close();
      await store.close();
    }
  });
});
