// The DataLoaders keep a deep query at a constant number of store round trips: a page of 50
// markets with their outcomes, listings, events and families (and the families' markets) costs
// what a page of 10 costs.
import { MemoryStore } from '../../src/store/memory/memory-store';
import type { Store } from '../../src/store/store';
import { generatedCatalog } from '../fixtures/generated-catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { data, graphql } from './graphql-client';

/** Wraps a store so that every call of a Store method is counted, by method name. */
function countingStore(store: Store): {
  store: Store;
  calls: Map<string, number>;
  total(): number;
} {
  const calls = new Map<string, number>();
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        calls.set(property, (calls.get(property) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, calls, total: () => [...calls.values()].reduce((a, b) => a + b, 0) };
}

const PAGE = /* GraphQL */ `
  query Page($first: Int!) {
    markets(first: $first) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          marketId
          outcomes {
            outcomeId
            label
            listings {
              listingId
              venue
              venueMarketId
              tradingRules {
                payoutUnit
                tickBands {
                  tickSize
                }
              }
            }
          }
          events {
            eventId
            venue
            markets {
              nodes {
                marketId
              }
            }
          }
          families {
            familyId
            analyticalCoverage
            currentScenarioVersion {
              version
              scenarios {
                nodes {
                  scenarioId
                  kind
                }
              }
            }
            markets {
              totalCount
              nodes {
                marketId
                outcomes {
                  outcomeId
                  listings {
                    listingId
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

describe('GraphQL store round trips (memory store, 60 generated markets)', () => {
  let server: TestServer;
  let counter: ReturnType<typeof countingStore>;

  beforeAll(async () => {
    counter = countingStore(new MemoryStore());
    server = await startTestServer(counter.store, [generatedCatalog({ markets: 60, families: 3 })]);
  });
  afterAll(async () => {
    await server.close();
  });

  async function roundTrips(
    first: number,
  ): Promise<{ total: number; calls: Record<string, number>; result: any }> {
    counter.calls.clear();
    const result = await data(server, PAGE, { first });
    return { total: counter.total(), calls: Object.fromEntries(counter.calls), result };
  }

  test('a page of 50 markets with its navigation takes a small constant number of round trips', async () => {
    const small = await roundTrips(10);
    const large = await roundTrips(50);

    const nodes = large.result.markets.edges.map((e: any) => e.node);
    expect(nodes).toHaveLength(50);
    expect(nodes[0].outcomes).toHaveLength(2);
    expect(nodes[0].outcomes[0].listings).toHaveLength(2);
    expect(nodes[0].events.map((e: any) => e.venue).sort()).toEqual(['kalshi', 'polymarket']);
    expect(nodes[0].families[0].markets.nodes).toHaveLength(20);
    expect(nodes[0].families[0].markets.totalCount).toBe(20);
    expect(nodes[0].families[0].analyticalCoverage).toBe('COMPLETE');
    expect(small.result.markets.edges).toHaveLength(10);

    // Whether a level's look-ahead is set before a batch of the level below leaves can differ by
    // a read when the memory store gives other work a turn (src/store/memory/answer-in-turn.ts
    // slices by time, so a loaded machine slices elsewhere): the pages are held to one bound that
    // does not grow with their size, not compared call for call. A read per market would be 10
    // calls of one method on the small page and 50 on the large.
    for (const page of [small, large]) {
      expect(page.total).toBeLessThanOrEqual(12);
      for (const count of Object.values(page.calls)) expect(count).toBeLessThanOrEqual(3);
    }
  });

  test('look-ahead: a family with its markets and their listings is two reads when its first page holds them all, three otherwise, through fragments too', async () => {
    const familyId = (await data(server, '{ families(first: 1) { nodes { familyId } } }')).families
      .nodes[0].familyId as string;
    const nested = /* GraphQL */ `
      query Nested($familyId: ID!) {
        family(familyId: $familyId) {
          familyId
          markets(first: 50) {
            nodes {
              marketId
              ...Sides
            }
            pageInfo {
              endCursor
            }
          }
        }
      }
      fragment Sides on Market {
        outcomes {
          outcomeId
          ... on Outcome {
            listings {
              listingId
              venue
            }
          }
        }
      }
    `;
    counter.calls.clear();
    const result = await data(server, nested, { familyId });
    const calls = Object.fromEntries(counter.calls);
    // The family's 20 markets fit in its first page of 50: read with the family.
    expect(calls).toEqual({ head: 1, familiesWithMarketIds: 1 });
    const markets = result.family.markets.nodes as {
      outcomes: { outcomeId: string; listings: { listingId: string }[] }[];
    }[];
    expect(markets).toHaveLength(20);
    // The joined read answers what the separate read does.
    const outcomeIds = markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
    const head = await server.store.head();
    const separate = await server.store.listingsOfOutcomes(outcomeIds, head.revision);
    for (const market of markets)
      for (const outcome of market.outcomes)
        expect(outcome.listings.map((l) => l.listingId)).toEqual(
          separate.get(outcome.outcomeId)!.map((l) => l.listingId),
        );
    // A first page smaller than the family, or another page: the page's markets in a second read.
    let after: string | undefined;
    for (const [declared, markets] of [
      ['$size: Int', 'markets(first: $size)'],
      ['$after: String', 'markets(first: 5, after: $after)'],
    ] as const) {
      counter.calls.clear();
      const paged = await data(
        server,
        nested
          .replace('$familyId: ID!', `$familyId: ID!, ${declared}`)
          .replace('markets(first: 50)', markets),
        after === undefined ? { familyId, size: 10 } : { familyId, after },
      );
      expect(Object.fromEntries(counter.calls)).toEqual({
        head: 1,
        familiesWithMarketIds: 1,
        marketsWithListings: 1,
      });
      expect(paged.family.markets.nodes).toHaveLength(after === undefined ? 10 : 5);
      after = paged.family.markets.pageInfo.endCursor as string;
    }
    // Without listings in the selection the markets are read alone.
    counter.calls.clear();
    await data(
      server,
      '{ family(familyId: "' + familyId + '") { markets { nodes { marketId } } } }',
    );
    expect(Object.fromEntries(counter.calls)).toEqual({
      head: 1,
      familiesWithMarketIds: 1,
      getByKeys: 1,
    });
  });

  test('responses are Cache-Control: no-store, as Apollo answers a schema without cache hints', async () => {
    const ok = await graphql(server, '{ markets(first: 1) { edges { node { marketId } } } }');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const failed = await graphql(server, '{ noSuchField }');
    expect(failed.status).toBe(400);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });
});
