// The execution time limit (SETTLEGRAPH_GRAPHQL_TIMEOUT_MS) over real HTTP on both stores: made
// tiny (1 ms) and preceded by work that surely takes longer (coercing variables of 40,000 and
// 200,000 IDs, lists of 20,000, the most a JSON request's list may hold: twice, once for the
// estimate and once to run), every store read and service call the operation
// would start fails with QUERY_TOO_COMPLEX naming the time limit, and none reaches the store.
// Nothing here asserts a duration.
import { STORE_KINDS } from '../support/stores';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer, storeCalls } from '../support/limits-server';
import type { TestServer } from '../support/test-server';
import { graphql } from './graphql-client';

/** `lists` lists of 20,000 IDs, as variables `ids0`, `ids1`, … */
function manyIds(lists: number): Record<string, string[]> {
  return Object.fromEntries(
    Array.from({ length: lists }, (_, list) => [
      `ids${list}`,
      Array.from({ length: 20_000 }, (_, i) => `lst-${list}-${i}`),
    ]),
  );
}

describe.each(STORE_KINDS)('the GraphQL time limit ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(await kind.open(), [smallCatalog()], {
      graphqlLimits: { timeoutMs: 1 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('store reads (DataLoaders) and service calls past the deadline do not start', async () => {
    const before = await storeCalls(server);
    const res = await graphql(
      server,
      `
        query ($ids0: [ID!]!, $ids1: [ID!]!) {
          coverage(listingIds: $ids0, marketIds: $ids1) {
            nodes {
              inputId
            }
          }
          family(familyId: "fam-fed") {
            familyId
            markets {
              nodes {
                marketId
              }
            }
          }
        }
      `,
      manyIds(2),
    );
    // An error during execution: the response is a GraphQL result (HTTP 200) whose fields that
    // needed a read are null with the error.
    expect(res.status).toBe(200);
    const errors = res.body.errors ?? [];
    expect(errors.map((e) => e.path?.[0]).sort()).toEqual(['coverage', 'family']);
    for (const error of errors) {
      expect(error.extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect(error.extensions.details).toEqual({
        limit: 'timeoutMs',
        value: expect.any(Number),
        maximum: 1,
      });
      const { value } = error.extensions.details as { value: number };
      expect(value).toBeGreaterThanOrEqual(1);
      expect(error.message).toBe(
        `operation time ${value} ms exceeds the limit 1 ms: no further reads were started`,
      );
    }
    expect(await storeCalls(server)).toBe(before);
  });

  test('a mutation past the deadline writes nothing', async () => {
    const head = (await server.store.head()).revision;
    const res = await graphql(
      server,
      `
        mutation (
          $ids0: [String!]!
          $ids1: [String!]!
          $ids2: [String!]!
          $ids3: [String!]!
          $ids4: [String!]!
          $ids5: [String!]!
          $ids6: [String!]!
          $ids7: [String!]!
          $ids8: [String!]!
          $ids9: [String!]!
        ) {
          composeCombo(
            input: {
              venue: "kalshi"
              settlementConventionId: "kx-combo"
              legs: [{ outcomeId: "out-fed-cut-yes" }, { outcomeId: "out-fed-cut-no" }]
            }
          ) {
            market {
              marketId
            }
          }
          runEvaluation(
            input: {
              positions: []
              scenarioFilters: [
                { familyId: "fam-fed", scenarioIds: $ids0 }
                { familyId: "fam-fed", scenarioIds: $ids1 }
                { familyId: "fam-fed", scenarioIds: $ids2 }
                { familyId: "fam-fed", scenarioIds: $ids3 }
                { familyId: "fam-fed", scenarioIds: $ids4 }
                { familyId: "fam-fed", scenarioIds: $ids5 }
                { familyId: "fam-fed", scenarioIds: $ids6 }
                { familyId: "fam-fed", scenarioIds: $ids7 }
                { familyId: "fam-fed", scenarioIds: $ids8 }
                { familyId: "fam-fed", scenarioIds: $ids9 }
              ]
            }
          ) {
            warnings {
              code
            }
          }
        }
      `,
      manyIds(10),
    );
    expect(res.status).toBe(200);
    // Mutations run one after the other: the first fails at the deadline, the second too.
    expect(res.body.data).toEqual({ composeCombo: null, runEvaluation: null });
    const [error] = res.body.errors ?? [];
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.extensions.details.limit).toBe('timeoutMs');
    expect((await server.store.head()).revision).toBe(head);
  });
});
