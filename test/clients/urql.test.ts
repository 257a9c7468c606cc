// urql (@urql/core with @urql/exchange-graphcache) against a real gateway on loopback with the
// demo catalog: graphcache normalises every entity by `__typename` and `id` with no `keys`
// configuration, and relayPagination pages through every market.
import { Client, fetchExchange, type AnyVariables, type OperationResult } from '@urql/core';
import {
  cacheExchange,
  type CacheExchangeOpts,
  type KeyingConfig,
} from '@urql/exchange-graphcache';
import { relayPagination } from '@urql/exchange-graphcache/extras';
import { buildSchema, introspectionFromSchema, isObjectType } from 'graphql';
import { importCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  AUTHORIZATION,
  DEMO_FAMILY,
  FED_FAMILY,
  FED_LISTING,
  FED_MARKET,
  FED_MARKET_NATIVE,
  countingFetch,
  demoCatalog,
  demoWithRetitledMarket,
  restMarketIds,
  schemaSdl,
} from './client-support';
import {
  FAMILY_MARKETS,
  FAMILY_MARKETS_PAGE,
  LISTING_RULES,
  MARKETS_PAGE,
  MARKET_BY_NATIVE,
  MARKET_BY_NATIVE_TITLES,
  NODES,
  NODE_DETAILS,
  NODE_SETTLEMENT,
} from './documents';

const demo = demoCatalog();

interface Logged {
  severity: string;
  message: string;
}

/**
 * A client with graphcache (given `opts`), recording the warnings and errors
 * graphcache would print to the console (its debug lines, cache misses, are not printed).
 */
function urqlClient(
  server: TestServer,
  opts: Partial<CacheExchangeOpts> = {},
  fetchImpl: typeof fetch = fetch,
): { client: Client; logged: Logged[] } {
  const logged: Logged[] = [];
  const client = new Client({
    url: `${server.url}/graphql`,
    fetchOptions: { headers: { authorization: AUTHORIZATION } },
    fetch: fetchImpl,
    exchanges: [
      cacheExchange({
        ...opts,
        logger: (severity, message) => {
          if (severity !== 'debug') logged.push({ severity, message });
        },
      }),
      fetchExchange,
    ],
  });
  return { client, logged };
}

/**
 * graphcache `keys` declaring every object type of schema/schema.graphql without an `id` a value
 * (embedded in its parent, never keyed): what the README offers urql users.
 */
function keylessValueTypes(): KeyingConfig {
  const schema = buildSchema(schemaSdl());
  return Object.fromEntries(
    Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !type.getFields().id)
      .map((type) => [type.name, () => null]),
  );
}

/** The data of a result that must have succeeded. */
function dataOf<V extends AnyVariables>(result: OperationResult<any, V>): any {
  if (result.error) throw result.error;
  if (!result.data) throw new Error(`no data: ${JSON.stringify(result)}`);
  return result.data;
}

/** Pages a connection forwards (or backwards) until its end; the last, combined result. */
async function pageThrough(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  connectionOf: (data: any) => any,
  direction: 'forwards' | 'backwards' = 'forwards',
): Promise<{ connection: any; pages: number }> {
  let connection = connectionOf(dataOf(await client.query(query, variables).toPromise()));
  let pages = 1;
  const more = () =>
    direction === 'forwards'
      ? connection.pageInfo.hasNextPage
      : connection.pageInfo.hasPreviousPage;
  while (more()) {
    const cursor =
      direction === 'forwards'
        ? { after: connection.pageInfo.endCursor }
        : { before: connection.pageInfo.startCursor };
    connection = connectionOf(
      dataOf(await client.query(query, { ...variables, ...cursor }).toPromise()),
    );
    pages += 1;
  }
  return { connection, pages };
}

// On the memory store: the Neo4j store answers these queries through the same resolvers (Apollo
// Client's test runs on both stores), and importing the demo into Neo4j takes most of 20 s.
describe('urql with graphcache on the demo (memory store)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [demo]);
  });
  afterAll(async () => {
    await server.close();
  });

  test('relayPagination on Query.markets pages forwards through every market (first: 5)', async () => {
    const { client, logged } = urqlClient(server, {
      resolvers: { Query: { markets: relayPagination() } },
    });
    const { connection, pages } = await pageThrough(
      client,
      MARKETS_PAGE,
      { first: 5 },
      (d) => d.markets,
    );
    const expected = await restMarketIds(server);
    expect(expected).toHaveLength(demo.markets.length);
    expect(connection.edges.map((e: any) => e.node.marketId)).toEqual(expected);
    expect(connection.totalCount).toBe(expected.length);
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(pages).toBe(Math.ceil(expected.length / 5));
    expect(logged).toEqual([]);
  });

  test('relayPagination pages backwards with last and before', async () => {
    const { client, logged } = urqlClient(server, {
      resolvers: { Query: { markets: relayPagination() } },
    });
    const { connection } = await pageThrough(
      client,
      MARKETS_PAGE,
      { last: 5 },
      (d) => d.markets,
      'backwards',
    );
    expect(connection.edges.map((e: any) => e.node.marketId)).toEqual(await restMarketIds(server));
    expect(connection.pageInfo.hasPreviousPage).toBe(false);
    expect(logged).toEqual([]);
  });

  test('relayPagination on a nested connection (Family.markets) pages through the family', async () => {
    const { client, logged } = urqlClient(server, {
      resolvers: { Family: { markets: relayPagination() } },
    });
    const { connection } = await pageThrough(
      client,
      FAMILY_MARKETS_PAGE,
      { familyId: DEMO_FAMILY, first: 3 },
      (d) => d.family.markets,
    );
    const expected = await restMarketIds(server, `&family_id=${DEMO_FAMILY}`);
    expect(expected.length).toBeGreaterThan(6);
    expect(connection.edges.map((e: any) => e.node.marketId)).toEqual(expected);
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(logged).toEqual([]);
  });

  // It renames a market in the gateway's store; no test after it depends on titles.
  test('graphcache with no keys configuration keeps one record per entity reached through three paths', async () => {
    const requests = countingFetch();
    const { client, logged } = urqlClient(server, {}, requests.fetch);
    const seen: any[] = [];
    const watched = client
      .query(FAMILY_MARKETS, { familyId: FED_FAMILY })
      .subscribe((result) => seen.push(dataOf(result)));
    try {
      while (seen.length === 0) await new Promise((resolve) => setImmediate(resolve));
      const fromFamily = seen[0].family.markets.nodes.find((m: any) => m.marketId === FED_MARKET);
      const listing = fromFamily.outcomes
        .flatMap((o: any) => o.listings)
        .find((l: any) => l.listingId === FED_LISTING);
      const byNative = dataOf(await client.query(MARKET_BY_NATIVE, FED_MARKET_NATIVE).toPromise());
      const byId = dataOf(
        await client.query(NODES, { marketId: fromFamily.id, listingId: listing.id }).toPromise(),
      );
      expect(byNative.marketByNative.id).toBe(fromFamily.id);
      expect(byId.market).toMatchObject({ id: fromFamily.id, marketId: FED_MARKET });
      expect(byId.listing).toMatchObject({ id: listing.id, listingId: FED_LISTING });
      expect(requests.count()).toBe(3);

      // From the cache alone, path two reads what path one fetched (title, families, labels,
      // venues) and path three what path two fetched: each entity is one record.
      const cached = await client
        .query(MARKET_BY_NATIVE_TITLES, FED_MARKET_NATIVE, { requestPolicy: 'cache-only' })
        .toPromise();
      expect(dataOf(cached).marketByNative).toEqual({
        id: fromFamily.id,
        title: fromFamily.title,
        families: [{ id: seen[0].family.id, familyId: FED_FAMILY }],
        outcomes: fromFamily.outcomes.map((o: any) => ({
          id: o.id,
          label: o.label,
          listings: o.listings.map((l: any) => ({ id: l.id, venue: l.venue })),
        })),
      });
      const fromIds = await client
        .query(NODE_SETTLEMENT, { id: fromFamily.id }, { requestPolicy: 'cache-only' })
        .toPromise();
      expect(dataOf(fromIds).node).toEqual({
        id: fromFamily.id,
        settlementSummary: byNative.marketByNative.settlementSummary,
      });
      expect(requests.count()).toBe(3);

      // A new title fetched through path two shows in path one's watched result, unasked.
      const title = 'Fed cuts by exactly 25bp in December 2026?';
      await importCatalog(server.store, demoWithRetitledMarket(FED_MARKET, title));
      dataOf(
        await client
          .query(MARKET_BY_NATIVE_TITLES, FED_MARKET_NATIVE, { requestPolicy: 'network-only' })
          .toPromise(),
      );
      while (!seen.at(-1).family.markets.nodes.some((m: any) => m.title === title)) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(requests.count()).toBe(4);
      expect(logged).toEqual([]);
    } finally {
      watched.unsubscribe();
    }
  });

  // graphcache prints each warning once per process: the tests that expect one come after
  // those that expect none.
  test('values without an ID (trading rules) are embedded in their listing; graphcache warns until they are declared keyless', async () => {
    const plain = urqlClient(server);
    const embedded = dataOf(
      await plain.client.query(LISTING_RULES, { listingId: FED_LISTING }).toPromise(),
    );
    expect(embedded.listing.tradingRules).toMatchObject({
      payoutUnit: '1',
      tickBands: [expect.objectContaining({ tickSize: expect.any(String) })],
    });
    const warned = plain.logged.map((l) => l.message).join('\n');
    expect(warned).toContain('Invalid key');
    expect(warned).toContain('`TradingRules`');
    expect(warned).toContain('`TickBand`');

    const declared = urqlClient(server, { keys: keylessValueTypes() });
    expect(
      dataOf(await declared.client.query(LISTING_RULES, { listingId: FED_LISTING }).toPromise()),
    ).toEqual(embedded);
    expect(declared.logged).toEqual([]);
  });

  test('fragments for several types under node(id) match deterministically with the schema', async () => {
    const plain = urqlClient(server);
    const market = dataOf(
      await plain.client.query(MARKET_BY_NATIVE, FED_MARKET_NATIVE).toPromise(),
    ).marketByNative;
    // Without it graphcache matches `... on Listing` against a Market by heuristics, and says so.
    expect(
      dataOf(await plain.client.query(NODE_DETAILS, { id: market.id }).toPromise()).node,
    ).toMatchObject({ marketId: FED_MARKET });
    expect(plain.logged.map((l) => l.message).join('\n')).toContain('Heuristic Fragment Matching');

    const typed = urqlClient(server, { schema: introspectionFromSchema(buildSchema(schemaSdl())) });
    expect(
      dataOf(await typed.client.query(NODE_DETAILS, { id: market.id }).toPromise()).node,
    ).toEqual({ id: market.id, marketId: FED_MARKET, title: expect.any(String) });
    expect(typed.logged).toEqual([]);
  });
});
