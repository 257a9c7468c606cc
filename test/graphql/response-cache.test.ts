// The GraphQL response cache (src/graphql/response-cache.ts) over real HTTP: a kept answer is byte
// for byte, headers included, the answer Apollo gives without the cache; only queries of snapshot
// fields that succeed are kept; a commit is served by the next request.
import { importCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { smallCatalog } from '../fixtures/small-catalog';
import {
  headOnceFrom,
  lookups,
  openCachePair,
  serve,
  type CachePair,
  type CacheServer,
} from '../support/response-cache';
import { STORE_KINDS } from '../support/stores';
import { TEST_KEY, type TestServer } from '../support/test-server';

interface Raw {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Headers that differ per request whatever the cache does. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

interface Request {
  method?: 'GET' | 'POST';
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  accept?: string;
}

async function send(server: TestServer, request: Request): Promise<Raw> {
  const headers: Record<string, string> = { authorization: `Bearer ${TEST_KEY}` };
  if (request.accept !== undefined) headers.accept = request.accept;
  let url = `${server.url}/graphql`;
  let body: string | undefined;
  if (request.method === 'GET') {
    const search = new URLSearchParams({ query: request.query });
    if (request.variables) search.set('variables', JSON.stringify(request.variables));
    if (request.operationName) search.set('operationName', request.operationName);
    url += `?${search.toString()}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({
      query: request.query,
      variables: request.variables,
      operationName: request.operationName,
    });
  }
  const response = await fetch(url, { method: request.method ?? 'POST', headers, body });
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST.has(name)) kept[name] = value;
  });
  return { status: response.status, headers: kept, text: await response.text() };
}

/** An answer with its errors' request IDs blanked: they name each request. */
function withoutRequestIds(raw: Raw): Raw {
  return { ...raw, text: raw.text.replace(/"requestId":"[^"]+"/g, '"requestId":""') };
}

const NESTED = `query Nested($familyId: ID!) {
  family(familyId: $familyId) {
    id familyId title
    markets(first: 10) { totalCount pageInfo { endCursor hasNextPage }
      edges { cursor node { id marketId version title
        outcomes { id outcomeId label listings { id listingId venue } } } } }
  }
}`;

/** Queries of snapshot fields only, in the shapes clients send them. */
const KEPT: Request[] = [
  { query: NESTED, variables: { familyId: 'fam-fed' } },
  { query: NESTED, variables: { familyId: 'fam-btc' } },
  { query: NESTED, variables: { familyId: 'fam-fed' }, method: 'GET' },
  {
    query: NESTED,
    variables: { familyId: 'fam-fed' },
    accept: 'application/graphql-response+json',
  },
  { query: `{ markets(first: 2) { nodes { marketId } pageInfo { endCursor } } }` },
  {
    query: `query A { market(marketId: "mkt-fed-cut") { title } } query B { __typename }`,
    operationName: 'A',
  },
  { query: `{ __schema { queryType { name } } }` },
  // Market data of listings: kept with what it read (response-cache-market-data.test.ts).
  { query: `{ listing(listingId: "lst-pm-btc-yes") { listingId quote { bid } } }` },
];

/** Queries that select a field read beyond the snapshot (clock, key, feed, node lookups). */
const NOT_KEPT: Request[] = [
  { query: `{ coverage { totalCount } }` },
  { query: `{ fairValues(scopeId: "scope-a") { totalCount } }` },
  { query: `{ changes { pageInfo { endCursor } } }` },
  { query: `{ nodes(ids: []) { id } }` },
  {
    query: `query { market(marketId: "mkt-fed-cut") { ...M } } fragment M on Market {
      outcomes { listings { orderbook { ageSeconds } } } }`,
  },
];

describe.each(STORE_KINDS)('GraphQL response cache ($name store)', (kind) => {
  let pair: CachePair;
  let store: Store;
  let cached: CacheServer;
  let uncached: CacheServer;

  beforeAll(async () => {
    pair = await openCachePair(kind);
    ({ store, cached, uncached } = pair);
  });
  afterAll(() => pair.close());

  test('a kept answer, and its headers, are what Apollo answers without the cache', async () => {
    for (const request of KEPT) {
      const expected = await send(uncached, request);
      expect({ request, status: expected.status }).toEqual({ request, status: 200 });
      expect(expected.text).not.toContain('"errors"');
      const hits = await lookups(cached, '/graphql', 'hit');
      const first = await send(cached, request);
      const second = await send(cached, request);
      expect({ request, ...first }).toEqual({ request, ...expected });
      expect({ request, ...second }).toEqual({ request, ...expected });
      expect(await lookups(cached, '/graphql', 'hit')).toBe(hits + 1);
    }
    expect(await lookups(uncached, '/graphql', 'miss')).toBe(0);
  });

  test('a query of a field read beyond the snapshot is answered afresh every time', async () => {
    for (const request of NOT_KEPT) {
      const hits = await lookups(cached, '/graphql', 'hit');
      for (let i = 0; i < 2; i++) {
        const res = await send(cached, request);
        expect({ request, status: res.status }).toEqual({ request, status: 200 });
      }
      expect({ request, hits: await lookups(cached, '/graphql', 'hit') }).toEqual({
        request,
        hits,
      });
    }
  });

  test('errors, refusals and mutations are never kept', async () => {
    const requests: Request[] = [
      { query: `{ market(marketId: "mkt-fed-cut") { noSuchField } }` },
      { query: `{ markets(first: -1) { totalCount } }` },
      {
        query: `{ market(marketId: "mkt-fed-cut", version: 99) { title } markets(first: 0) { totalCount } }`,
      },
      {
        query: `mutation { composeCombo(input: { legs: [] }) { combo { comboId } } }`,
      },
    ];
    for (const request of requests) {
      const hits = await lookups(cached, '/graphql', 'hit');
      const first = await send(cached, request);
      const second = await send(cached, request);
      expect(withoutRequestIds(second)).toEqual(withoutRequestIds(first));
      expect(first.text).toContain('"errors"');
      expect({ request, hits: await lookups(cached, '/graphql', 'hit') }).toEqual({
        request,
        hits,
      });
    }
  });

  test('a commit is served by the next request', async () => {
    const request: Request = { query: `{ market(marketId: "mkt-btc-100k") { title } }` };
    const before = await send(cached, request);
    await send(cached, request);
    await importCatalog(store, changedSmallCatalog());
    const after = await send(cached, request);
    expect(after.text).not.toBe(before.text);
    expect(JSON.parse(after.text).data.market.title).toBe('Bitcoin at or above 100k at year end');
    expect(after).toEqual(await send(uncached, request));
  });
});

describe('GraphQL response cache keys', () => {
  test('an answer read at a later revision than the head the cache saw is not kept', async () => {
    const older = new MemoryStore();
    await importCatalog(older, smallCatalog());
    const store = new MemoryStore();
    await importCatalog(store, smallCatalog());
    await importCatalog(store, changedSmallCatalog());
    const racing = headOnceFrom(store);
    const server = await serve(racing.store);
    try {
      const request: Request = { query: `{ market(marketId: "mkt-btc-100k") { title } }` };
      const head = await send(server, request);
      // The cache reads the older head, the request then reads at the newer one.
      racing.nextHeadFrom(older);
      expect(await send(server, request)).toEqual(head);
      // Kept under the older head, this request (seeing that head again) would be a hit.
      racing.nextHeadFrom(older);
      await send(server, request);
      expect(await lookups(server, '/graphql', 'hit')).toBe(0);
    } finally {
      await server.close();
    }
  });
});
