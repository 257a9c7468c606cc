/**
 * Apollo Client's development build (its warnings on) is chosen by the `development` export
 * condition, as a bundler's development mode chooses it.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons", "development"]}
 */
// Apollo Client 4 (core, no React) against a real gateway on loopback with the demo catalog, on
// both stores: the default InMemoryCache normalises every entity by its global ID with no
// configuration, and relayStylePagination pages through every market forwards and backwards.
import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  gql,
  type ObservableQuery,
  type OperationVariables,
} from '@apollo/client';
import { loadDevMessages, loadErrorMessages } from '@apollo/client/dev';
import { relayStylePagination } from '@apollo/client/utilities';
import { buildSchema, isAbstractType } from 'graphql';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { importCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  AUTHORIZATION,
  DEMO_FAMILY,
  FED_FAMILY,
  FED_LISTING,
  FED_MARKET,
  FED_MARKET_NATIVE,
  MARKETS_KEY_ARGS,
  captureConsole,
  countingFetch,
  demoCatalog,
  demoWithRetitledMarket,
  restMarketIds,
  schemaSdl,
} from './client-support';
import {
  FAMILY_MARKETS,
  FAMILY_MARKETS_PAGE,
  MARKETS_PAGE,
  MARKET_BY_NATIVE,
  MARKET_BY_NATIVE_TITLES,
  NODES,
  NODE_DETAILS,
} from './documents';

// The warnings' text instead of their message numbers.
loadDevMessages();
loadErrorMessages();

const demo = demoCatalog();

function apolloClient(server: TestServer, cache: InMemoryCache, fetchImpl: typeof fetch = fetch) {
  return new ApolloClient({
    link: new HttpLink({
      uri: `${server.url}/graphql`,
      headers: { authorization: AUTHORIZATION },
      fetch: fetchImpl,
    }),
    cache,
  });
}

/** Apollo's `possibleTypes` from schema/schema.graphql: the types implementing each interface. */
function possibleTypes(): Record<string, string[]> {
  const schema = buildSchema(schemaSdl());
  return Object.fromEntries(
    Object.values(schema.getTypeMap())
      .filter(isAbstractType)
      .map((type) => [type.name, schema.getPossibleTypes(type).map((t) => t.name)]),
  );
}

/** The first complete result of a watched query that satisfies `accept`. */
function completeResult<T>(
  observable: ObservableQuery<T, OperationVariables>,
  accept: (data: T) => boolean = () => true,
) {
  return firstValueFrom(
    observable.pipe(
      filter((r) => r.dataState === 'complete' && accept(r.data)),
      timeout({ first: 10_000 }),
    ),
  );
}

describe('Apollo Client development warnings', () => {
  test('are on in these tests: a result missing a field is reported', () => {
    const printed = captureConsole();
    try {
      new InMemoryCache().writeQuery({
        query: gql`
          query Probe {
            family(familyId: "x") {
              id
              title
            }
          }
        `,
        data: { family: { __typename: 'Family', id: 'x' } } as any,
      });
      expect(printed.messages.map((m) => m.text).join('\n')).toContain("Missing field 'title'");
    } finally {
      printed.restore();
    }
  });
});

describe.each(STORE_KINDS)('Apollo Client 4 on the demo ($name store)', (kind) => {
  let server: TestServer;
  let printed: ReturnType<typeof captureConsole>;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [demo]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    printed = captureConsole();
  });
  afterEach(() => {
    printed.restore();
  });

  test('relayStylePagination on Query.markets pages forwards through every market (first: 5)', async () => {
    const cache = new InMemoryCache({
      typePolicies: { Query: { fields: { markets: relayStylePagination(MARKETS_KEY_ARGS) } } },
    });
    const client = apolloClient(server, cache);
    const observable = client.watchQuery({ query: gql(MARKETS_PAGE), variables: { first: 5 } });
    const kept = observable.subscribe(() => undefined);
    try {
      let result = await completeResult(observable);
      let pages = 1;
      let markets = (result.data as any).markets;
      while (markets.pageInfo.hasNextPage) {
        const before = markets.edges.length;
        await observable.fetchMore({ variables: { after: markets.pageInfo.endCursor } });
        result = await completeResult(observable, (d: any) => d.markets.edges.length > before);
        markets = (result.data as any).markets;
        pages += 1;
      }
      const expected = await restMarketIds(server);
      expect(expected).toHaveLength(demo.markets.length);
      expect(markets.edges.map((e: any) => e.node.marketId)).toEqual(expected);
      expect(markets.totalCount).toBe(expected.length);
      expect(markets.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
      expect(pages).toBe(Math.ceil(expected.length / 5));
      // One normalised entry per market, the list holding references to them.
      const entries = cache.extract();
      expect(Object.keys(entries).filter((k) => k.startsWith('Market:'))).toHaveLength(
        expected.length,
      );
      expect(printed.messages).toEqual([]);
    } finally {
      kept.unsubscribe();
      client.stop();
    }
  });

  test('relayStylePagination pages backwards with last and before', async () => {
    const cache = new InMemoryCache({
      typePolicies: { Query: { fields: { markets: relayStylePagination(MARKETS_KEY_ARGS) } } },
    });
    const client = apolloClient(server, cache);
    const observable = client.watchQuery({ query: gql(MARKETS_PAGE), variables: { last: 5 } });
    const kept = observable.subscribe(() => undefined);
    try {
      let markets = ((await completeResult(observable)).data as any).markets;
      while (markets.pageInfo.hasPreviousPage) {
        const before = markets.edges.length;
        await observable.fetchMore({ variables: { before: markets.pageInfo.startCursor } });
        const result = await completeResult(
          observable,
          (d: any) => d.markets.edges.length > before,
        );
        markets = (result.data as any).markets;
      }
      expect(markets.edges.map((e: any) => e.node.marketId)).toEqual(await restMarketIds(server));
      expect(markets.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
      expect(printed.messages).toEqual([]);
    } finally {
      kept.unsubscribe();
      client.stop();
    }
  });

  test('relayStylePagination on a nested connection (Family.markets) pages through the family', async () => {
    const cache = new InMemoryCache({
      typePolicies: { Family: { fields: { markets: relayStylePagination() } } },
    });
    const client = apolloClient(server, cache);
    const observable = client.watchQuery({
      query: gql(FAMILY_MARKETS_PAGE),
      variables: { familyId: DEMO_FAMILY, first: 3 },
    });
    const kept = observable.subscribe(() => undefined);
    try {
      let markets = ((await completeResult(observable)).data as any).family.markets;
      while (markets.pageInfo.hasNextPage) {
        const before = markets.edges.length;
        await observable.fetchMore({ variables: { after: markets.pageInfo.endCursor } });
        const result = await completeResult(
          observable,
          (d: any) => d.family.markets.edges.length > before,
        );
        markets = (result.data as any).family.markets;
      }
      const expected = await restMarketIds(server, `&family_id=${DEMO_FAMILY}`);
      expect(expected.length).toBeGreaterThan(6);
      expect(markets.edges.map((e: any) => e.node.marketId)).toEqual(expected);
      expect(markets.totalCount).toBe(expected.length);
      expect(markets.pageInfo.hasNextPage).toBe(false);
      expect(printed.messages).toEqual([]);
    } finally {
      kept.unsubscribe();
      client.stop();
    }
  });

  test('fragments for several types under node(id) match with possibleTypes from the schema', async () => {
    const { marketByNative: market } = (
      await apolloClient(server, new InMemoryCache()).query({
        query: gql(MARKET_BY_NATIVE),
        variables: FED_MARKET_NATIVE,
      })
    ).data as any;
    // Without them the cache cannot tell whether Listing is a supertype of Market, and says so.
    const plain = apolloClient(server, new InMemoryCache());
    const read = await plain.query({ query: gql(NODE_DETAILS), variables: { id: market.id } });
    expect((read.data as any).node).toMatchObject({ marketId: FED_MARKET });
    expect(printed.messages.map((m) => m.text).join('\n')).toContain(
      'Cannot match inline fragment on `Listing` against `Market`',
    );
    printed.messages.splice(0);

    const typed = apolloClient(server, new InMemoryCache({ possibleTypes: possibleTypes() }));
    const node = (await typed.query({ query: gql(NODE_DETAILS), variables: { id: market.id } }))
      .data as any;
    expect(node.node).toEqual({
      __typename: 'Market',
      id: market.id,
      marketId: FED_MARKET,
      title: expect.any(String),
    });
    expect(printed.messages).toEqual([]);
  });

  // Last: it renames a market of the demo in the gateway's store.
  test('the default InMemoryCache keeps one entry per entity reached through three paths', async () => {
    const cache = new InMemoryCache();
    const requests = countingFetch();
    const client = apolloClient(server, cache, requests.fetch);
    const family = client.watchQuery({
      query: gql(FAMILY_MARKETS),
      variables: { familyId: FED_FAMILY },
    });
    const kept = family.subscribe(() => undefined);
    try {
      const familyData = (await completeResult(family)).data as any;
      const fromFamily = familyData.family.markets.nodes.find(
        (m: any) => m.marketId === FED_MARKET,
      );
      const listing = fromFamily.outcomes
        .flatMap((o: any) => o.listings)
        .find((l: any) => l.listingId === FED_LISTING);
      const byNative = (
        await client.query({ query: gql(MARKET_BY_NATIVE), variables: FED_MARKET_NATIVE })
      ).data as any;
      const byId = (
        await client.query({
          query: gql(NODES),
          variables: { marketId: fromFamily.id, listingId: listing.id },
        })
      ).data as any;
      expect(byNative.marketByNative.id).toBe(fromFamily.id);
      expect(byId.market.marketId).toBe(FED_MARKET);
      expect(requests.count()).toBe(3);

      // One entry per entity, keyed by type and global ID, which every path refers to.
      const entries = cache.extract() as Record<string, any>;
      const marketKey = `Market:${fromFamily.id}`;
      const byType = (typename: string) =>
        Object.entries(entries).filter(([, value]) => value.__typename === typename);
      for (const [typename, serviceId] of [
        ['Market', 'marketId'],
        ['Outcome', 'outcomeId'],
        ['Listing', 'listingId'],
        ['Family', 'familyId'],
      ] as const) {
        const found = byType(typename);
        expect(found.length).toBeGreaterThan(0);
        for (const [key, value] of found) expect(key).toBe(`${typename}:${value.id}`);
        const serviceIds = found.map(([, value]) => value[serviceId]);
        expect(new Set(serviceIds).size).toBe(found.length);
      }
      expect(byType('Market')).toHaveLength(familyData.family.markets.totalCount);
      const root = entries.ROOT_QUERY;
      expect(root[`marketByNative(${JSON.stringify(FED_MARKET_NATIVE)})`]).toEqual({
        __ref: marketKey,
      });
      expect(root[`node({"id":${JSON.stringify(fromFamily.id)}})`]).toEqual({ __ref: marketKey });
      expect(
        entries[`Family:${familyData.family.id}`]['markets({"first":50})'].nodes,
      ).toContainEqual({ __ref: marketKey });
      // The entry holds what each path asked for.
      expect(entries[marketKey]).toMatchObject({
        marketId: FED_MARKET,
        title: fromFamily.title,
        settlementSummary: byNative.marketByNative.settlementSummary,
        description: byId.market.description,
      });
      expect(entries[`Listing:${listing.id}`]).toMatchObject({
        listingId: FED_LISTING,
        venueMarketId: FED_MARKET_NATIVE.venueMarketId,
        mappingVersion: expect.any(String),
        ticker: FED_MARKET_NATIVE.venueMarketId,
      });

      // Path two reads what path one fetched, from the cache alone.
      const cached = (
        await client.query({
          query: gql(MARKET_BY_NATIVE_TITLES),
          variables: FED_MARKET_NATIVE,
          fetchPolicy: 'cache-only',
        })
      ).data as any;
      expect(cached.marketByNative).toMatchObject({
        title: fromFamily.title,
        families: [{ familyId: FED_FAMILY }],
      });
      expect(requests.count()).toBe(3);

      // A new title fetched through path two shows in path one's watched result, unasked.
      const title = 'Fed cuts by exactly 25bp in December 2026?';
      await importCatalog(server.store, demoWithRetitledMarket(FED_MARKET, title));
      await client.query({
        query: gql(MARKET_BY_NATIVE_TITLES),
        variables: FED_MARKET_NATIVE,
        fetchPolicy: 'network-only',
      });
      const updated = await completeResult(family, (d: any) =>
        d.family.markets.nodes.some((m: any) => m.title === title),
      );
      expect(
        (updated.data as any).family.markets.nodes.find((m: any) => m.marketId === FED_MARKET)
          .title,
      ).toBe(title);
      expect(requests.count()).toBe(4);
      expect(printed.messages).toEqual([]);
    } finally {
      kept.unsubscribe();
      client.stop();
    }
  });
});
