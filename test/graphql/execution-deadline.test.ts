// The execution time limit (SETTLEGRAPH_GRAPHQL_TIMEOUT_MS) over real HTTP on both stores: made
// tiny (1 ms) and preceded by work that surely takes longer (coercing a variable of 200,000 IDs,
// twice: once for the estimate and once to run), every store read and service call the operation
// would start fails with QUERY_TOO_COMPLEX naming the time limit, and none reaches the store.
// Nothing here asserts a duration.
import { STORE_KINDS } from '../support/stores';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer, storeCalls } from '../support/limits-server';
import type { TestServer } from '../support/test-server';
import { graphql } from './graphql-client';

const MANY_IDS = Array.from({ length: 200_000 }, (_, i) => `lst-${i}`);

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
        query ($ids: [ID!]!) {
          coverage(listingIds: $ids) {
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
      { ids: MANY_IDS },
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
        mutation ($ids: [String!]!) {
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
            input: { positions: [], scenarioFilters: [{ familyId: "fam-fed", scenarioIds: $ids }] }
          ) {
            warnings {
              code
            }
          }
        }
      `,
      { ids: MANY_IDS },
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
