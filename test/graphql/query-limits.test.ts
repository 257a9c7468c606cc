// Cost control before execution over real HTTP (docs/decisions.md, "GraphQL limits"): each limit
// refuses with QUERY_TOO_COMPLEX (400), naming the measure, its value and the limit, before any
// store call (counted in /metrics); operations just under each limit run.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer, storeCalls } from '../support/limits-server';
import { http, type HttpResult, type TestServer } from '../support/test-server';
import { graphql, type GraphqlBody } from './graphql-client';
import {
  ALIAS_QUERY,
  FOUR_LEVEL_QUERY,
  SIX_LEVEL_QUERY,
  doublingFragments,
} from './hostile-queries';

/** The refusal: HTTP 400, one error with the code, the message and the details. */
function refusal(res: HttpResult<GraphqlBody>) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  const error = res.body.errors![0]!;
  expect(error.extensions.code).toBe('QUERY_TOO_COMPLEX');
  expect(error.extensions.requestId).toBe(res.headers.get('x-request-id'));
  return error;
}

async function refusedBeforeAnyStoreCall(
  server: TestServer,
  send: () => Promise<HttpResult<GraphqlBody>>,
) {
  const before = await storeCalls(server);
  const error = refusal(await send());
  expect(await storeCalls(server)).toBe(before);
  return error;
}

describe('GraphQL limits with the defaults', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(async () => {
    await server.close();
  });

  test('the six-level query is refused for its depth, before any store call', async () => {
    const error = await refusedBeforeAnyStoreCall(server, () => graphql(server, SIX_LEVEL_QUERY));
    expect(error.extensions.details).toEqual({
      limit: 'maxDepth',
      value: 19,
      maximum: DEFAULT_GRAPHQL_LIMITS.maxDepth,
    });
    expect(error.message).toBe(
      `query depth 19 exceeds the limit ${DEFAULT_GRAPHQL_LIMITS.maxDepth}`,
    );
  });

  test('the same walk four levels deep is refused by its estimated complexity, before any store call', async () => {
    const error = await refusedBeforeAnyStoreCall(server, () => graphql(server, FOUR_LEVEL_QUERY));
    expect(error.extensions.details).toEqual({
      limit: 'maxComplexity',
      value: expect.any(Number),
      maximum: DEFAULT_GRAPHQL_LIMITS.maxComplexity,
    });
    const { value } = error.extensions.details as { value: number };
    expect(value).toBeGreaterThan(DEFAULT_GRAPHQL_LIMITS.maxComplexity);
    expect(error.message).toBe(
      `query complexity ${value} exceeds the limit ${DEFAULT_GRAPHQL_LIMITS.maxComplexity}`,
    );
  });

  test('the six-level query is refused over GET /graphql too', async () => {
    const error = await refusedBeforeAnyStoreCall(server, () =>
      http<GraphqlBody>(server, 'GET', `/graphql?query=${encodeURIComponent(SIX_LEVEL_QUERY)}`),
    );
    expect(error.extensions.details.limit).toBe('maxDepth');
  });

  test('the 2,000-alias query is refused while parsing, at the token limit', async () => {
    const error = await refusedBeforeAnyStoreCall(server, () => graphql(server, ALIAS_QUERY));
    const max = DEFAULT_GRAPHQL_LIMITS.maxTokens;
    expect(error.message).toBe(
      `query tokens exceed the limit ${max}: counting stopped at ${max + 1}`,
    );
    expect(error.extensions.details).toEqual({
      limit: 'maxTokens',
      value: max + 1,
      maximum: max,
      atLeast: true,
    });
  });

  test('30 fragments each spreading the one before twice: refused with the exact estimate, counted once per fragment', async () => {
    // A new operation name per request: a new document, measured again (no cache of measures).
    for (const label of ['DoublingA', 'DoublingB']) {
      const error = await refusedBeforeAnyStoreCall(server, () =>
        graphql(server, doublingFragments(30, label)),
      );
      // 2^29 __typename at the bottom: the number, not a count that stopped at the limit.
      expect(error.extensions.details).toEqual({
        limit: 'maxComplexity',
        value: 2 ** 29,
        maximum: DEFAULT_GRAPHQL_LIMITS.maxComplexity,
      });
    }
  });

  test('aliases and complexity past 2^53 are refused as lower bounds', async () => {
    // 60 doubling fragments of an aliased field: both counts pass 2^53.
    const definitions = ['fragment F0 on Query { a: __schema { queryType { name } } }'];
    for (let i = 1; i < 60; i++)
      definitions.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const error = await refusedBeforeAnyStoreCall(server, () =>
      graphql(server, [`{ ...F59 }`, ...definitions].join('\n')),
    );
    expect(error.extensions.details).toEqual({
      limit: 'maxAliases',
      value: Number.MAX_SAFE_INTEGER,
      maximum: DEFAULT_GRAPHQL_LIMITS.maxAliases,
      atLeast: true,
    });
  });

  test('the navigation the README shows runs', async () => {
    const res = await graphql(
      server,
      '{ family(familyId: "fam-fed") { markets { nodes { marketId families { familyId } outcomes { listings { listingId } } } } } }',
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.family.markets.nodes.length).toBeGreaterThan(0);
  });
});

describe('GraphQL limits set low (SETTLEGRAPH_GRAPHQL_*)', () => {
  let server: TestServer;
  const limits = { maxTokens: 60, maxDepth: 5, maxAliases: 3, maxComplexity: 1000 };

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [smallCatalog()], {
      graphqlLimits: limits,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function runs(query: string, variables: Record<string, unknown> = {}) {
    const res = await graphql(server, query, variables);
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    return res.body.data;
  }

  test('tokens: 60 parse, 61 are refused while parsing', async () => {
    // 60 tokens: `{`, 19 × `a0: __typename` (3 each = 57), `}`, plus one `__typename`.
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ');
    const atLimit = `{ ${aliases(19)} __typename }`;
    const over = `{ ${aliases(19)} __typename __typename }`;
    // __typename aliases are not counted by the alias limit (GraphQL Armor's allow list).
    await runs(atLimit);
    const error = await refusedBeforeAnyStoreCall(server, () => graphql(server, over));
    expect(error.extensions.details).toEqual({
      limit: 'maxTokens',
      value: 61,
      maximum: 60,
      atLeast: true,
    });
    expect(error.message).toBe('query tokens exceed the limit 60: counting stopped at 61');
  });

  test('depth: 5 levels run, 6 are refused', async () => {
    const data = await runs(
      '{ listing(listingId: "lst-kx-fed-cut-yes") { outcome { market { outcomes { outcomeId } } } } }',
    );
    expect(data.listing.outcome.market.outcomes).toHaveLength(2);
    const error = await refusedBeforeAnyStoreCall(server, () =>
      graphql(
        server,
        '{ listing(listingId: "lst-kx-fed-cut-yes") { outcome { market { outcomes { listings { listingId } } } } } }',
      ),
    );
    expect(error.message).toBe('query depth 6 exceeds the limit 5');
    expect(error.extensions.details).toEqual({ limit: 'maxDepth', value: 6, maximum: 5 });
  });

  test('depth counts through fragments', async () => {
    const error = await refusedBeforeAnyStoreCall(server, () =>
      graphql(
        server,
        `
          {
            listing(listingId: "lst-kx-fed-cut-yes") {
              ...L
            }
          }
          fragment L on Listing {
            outcome {
              market {
                outcomes {
                  listings {
                    listingId
                  }
                }
              }
            }
          }
        `,
      ),
    );
    expect(error.extensions.details).toEqual({ limit: 'maxDepth', value: 6, maximum: 5 });
  });

  test('aliases: 3 run, 4 are refused', async () => {
    const family = (alias: string) => `${alias}: family(familyId: "fam-fed") { familyId }`;
    const data = await runs(`{ ${['a', 'b', 'c'].map(family).join(' ')} }`);
    expect(data.c).toEqual({ familyId: 'fam-fed' });
    const error = await refusedBeforeAnyStoreCall(server, () =>
      graphql(server, `{ ${['a', 'b', 'c', 'd'].map(family).join(' ')} }`),
    );
    expect(error.message).toBe('query aliases 4 exceeds the limit 3');
    expect(error.extensions.details).toEqual({ limit: 'maxAliases', value: 4, maximum: 3 });
  });

  test('complexity: a connection multiplies what is selected under it by `first`', async () => {
    // markets 1 + first × (edges 1 + node (1 + marketId 1)) = 1 + 3 × first.
    const page = 'query ($n: Int!) { markets(first: $n) { edges { node { marketId } } } }';
    const data = await runs(page, { n: 333 });
    expect(data.markets.edges.length).toBeGreaterThan(0);
    const error = await refusedBeforeAnyStoreCall(server, () => graphql(server, page, { n: 334 }));
    expect(error.message).toBe('query complexity 1003 exceeds the limit 1000');
    expect(error.extensions.details).toEqual({
      limit: 'maxComplexity',
      value: 1003,
      maximum: 1000,
    });
  });

  test('complexity: a plain list counts the default list size, and nested sizes multiply', async () => {
    // family 1 + events (1 + first × nodes (1 + families (1 + 10 × familyId 1))).
    const query = (first: number) =>
      `{ family(familyId: "fam-fed") { events(first: ${first}) { nodes { families { familyId } } } } }`;
    const data = await runs(query(8));
    expect(data.family.events.nodes.length).toBeGreaterThan(0);
    const error = await refusedBeforeAnyStoreCall(server, () => graphql(server, query(90)));
    expect(error.extensions.details).toEqual({
      limit: 'maxComplexity',
      value: 1 + (1 + 90 * (1 + (1 + 10 * 1))),
      maximum: 1000,
    });
  });

  test('a mutation over a limit writes nothing', async () => {
    const before = (await server.store.head()).revision;
    const compose = (alias: string) =>
      `${alias}: composeCombo(input: {venue: "kalshi", settlementConventionId: "kx-combo", legs: [{outcomeId: "out-fed-cut-yes"}, {outcomeId: "out-fed-cut-no"}]}) { market { marketId } }`;
    const error = await refusedBeforeAnyStoreCall(server, () =>
      graphql(server, `mutation { ${['a', 'b', 'c', 'd'].map(compose).join(' ')} }`),
    );
    expect(error.extensions.details.limit).toBe('maxTokens');
    expect((await server.store.head()).revision).toBe(before);
  });

  test('coverage discloses the limits in force over REST', async () => {
    const expected = { ...DEFAULT_GRAPHQL_LIMITS, ...limits };
    const rest = await http(server, 'GET', '/v1/coverage?family_id=fam-fed');
    expect(rest.status).toBe(200);
    expect(rest.body.service_limits.graphql).toEqual({
      max_tokens: expected.maxTokens,
      max_depth: expected.maxDepth,
      max_aliases: expected.maxAliases,
      max_complexity: expected.maxComplexity,
      default_list_size: expected.defaultListSize,
      timeout_ms: expected.timeoutMs,
      subscriptions_per_socket: expected.subscriptionsPerSocket,
      subscriptions_per_key: expected.subscriptionsPerKey,
      sockets_max: expected.socketsMax,
      sockets_per_key: expected.socketsPerKey,
      sockets_per_address: expected.socketsPerAddress,
      connection_init_timeout_ms: expected.connectionInitTimeoutMs,
    });
  });
});

test('coverage discloses the GraphQL limits over GraphQL', async () => {
  const server = await startCountedServer(new MemoryStore(), [smallCatalog()], {
    graphqlLimits: { maxDepth: 9, timeoutMs: 1234 },
  });
  try {
    const res = await graphql(
      server,
      '{ coverage(familyId: "fam-fed") { serviceLimits { graphql { maxTokens maxDepth maxAliases maxComplexity defaultListSize timeoutMs subscriptionsPerSocket subscriptionsPerKey socketsMax socketsPerKey socketsPerAddress connectionInitTimeoutMs } } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.coverage.serviceLimits.graphql).toEqual({
      ...DEFAULT_GRAPHQL_LIMITS,
      maxDepth: 9,
      timeoutMs: 1234,
    });
  } finally {
    await server.close();
  }
});
