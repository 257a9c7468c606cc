// Bad input refused by its shape, on REST and on GraphQL over HTTP (docs/decisions.md, "Bad input:
// JSON refused by its shape"): bodies and variables nested too deep, lists too long, strings too
// long are 400 INVALID_REQUEST, never a 500, and the server serves the next request as before.
// The sizes are the issue's: arrays 5,000 deep (10 KB), a 7.5 MB variable, a million items.
import { JSON_SHAPE_LIMITS } from '../../src/domain/limits';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { deepListText } from '../graphql/hostile-queries';
import { TEST_KEY, get, startTestServer, type TestServer } from '../support/test-server';

/** A raw JSON body, as sent: the harness's JSON.stringify could not write 5,000 levels. */
async function postText(server: TestServer, path: string, text: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body: text,
  });
  return {
    status: res.status,
    requestId: res.headers.get('x-request-id'),
    body: (await res.json()) as any,
  };
}

/** A REST refusal: 400 INVALID_REQUEST naming the limit, in the Error shape. */
function restRefusal(res: Awaited<ReturnType<typeof postText>>, detail: string, limit: number) {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('INVALID_REQUEST');
  expect(res.body.error.request_id).toBe(res.requestId);
  expect(res.body.error.details[detail]).toBe(limit);
  expect(res.body.error.details.problems).toHaveLength(1);
  expect(res.body.error.details.problems[0].path).toBe('body');
  return res.body.error;
}

/** A /graphql refusal: 400 INVALID_REQUEST naming the limit, in GraphQL's shape. */
function graphqlRefusal(res: Awaited<ReturnType<typeof postText>>, detail: string, limit: number) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  const error = res.body.errors[0];
  expect(error.extensions.code).toBe('INVALID_REQUEST');
  expect(error.extensions.requestId).toBe(res.requestId);
  expect(error.extensions.details[detail]).toBe(limit);
  return error;
}

describe('bad input refused by its shape', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(() => server.close());

  /** The server still answers: its health and an ordinary query and read. */
  async function stillServing() {
    expect((await get(server, '/healthz')).status).toBe(200);
    const query = await postText(
      server,
      '/graphql',
      '{"query":"{ family(familyId: \\"fam-fed\\") { familyId } }"}',
    );
    expect(query.status).toBe(200);
    expect(query.body.data.family.familyId).toBe('fam-fed');
    const resolved = await postText(
      server,
      '/v1/markets:resolve',
      JSON.stringify({ inputs: [{ client_reference: 'a', venue: 'KALSHI', ticker: 'NONE' }] }),
    );
    expect(resolved.status).toBe(200);
  }

  test('a GraphQL variable of arrays nested 5,000 deep (10 KB) is 400, not a 500', async () => {
    const text = `{"query":"query Deep($ids: [ID!]) { __typename }","variables":{"ids":${deepListText(5000)}}}`;
    const error = graphqlRefusal(await postText(server, '/graphql', text), 'maxJsonDepth', 32);
    expect(error.message).toMatch(
      /^invalid body: expected lists and objects nested at most 32 deep/,
    );
    // The same variable again, which a cached refusal would not prove: still 400.
    graphqlRefusal(await postText(server, '/graphql', text), 'maxJsonDepth', 32);
    await stillServing();
  });

  test('the same over GET /graphql, in the variables parameter', async () => {
    const params = new URLSearchParams({
      query: '{ __typename }',
      variables: `{"x":${deepListText(1000)}}`,
    });
    const res = await fetch(`${server.url}/graphql?${params.toString()}`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    });
    const error = graphqlRefusal(
      { status: res.status, requestId: res.headers.get('x-request-id'), body: await res.json() },
      'maxJsonDepth',
      32,
    );
    expect(error.extensions.details.problems[0].path).toBe('variables');
    await stillServing();
  });

  test('a REST body nested 5,000 deep is 400, refused before it is parsed', async () => {
    const error = restRefusal(
      await postText(server, '/v1/markets:resolve', `{"inputs":[{"venue":${deepListText(5000)}}]}`),
      'max_json_depth',
      JSON_SHAPE_LIMITS.depthMax,
    );
    expect(error.message).toMatch(/nested at most 32 deep; received deeper nesting at byte \d+$/);
    await stillServing();
  });

  test('nesting at the limit is parsed and validated as usual', async () => {
    const atLimit = `{"inputs":${'['.repeat(31)}${']'.repeat(31)}}`;
    const res = await postText(server, '/v1/markets:resolve', atLimit);
    expect(res.status).toBe(400);
    // The schema's own refusal: the shape passed.
    expect(res.body.error.details.max_json_depth).toBeUndefined();
    expect(res.body.error.details.problems[0].path).toBe('inputs[0]');
  });

  test('a list of a million items is 400 with one problem, on REST and GraphQL', async () => {
    const million = `[${new Array(1_000_000).fill('1').join(',')}]`;
    const rest = restRefusal(
      await postText(server, '/v1/markets:resolve', `{"inputs":${million}}`),
      'max_json_items',
      JSON_SHAPE_LIMITS.itemsMax,
    );
    expect(rest.message).toMatch(/at most 100000 items/);
    graphqlRefusal(
      await postText(
        server,
        '/graphql',
        `{"query":"query Ids($ids: [ID!]) { coverage(marketIds: $ids) { totalCount } }","variables":{"ids":${million}}}`,
      ),
      'maxJsonItems',
      JSON_SHAPE_LIMITS.itemsMax,
    );
    await stillServing();
  });

  test('coverage discloses the limits, on REST and GraphQL', async () => {
    const rest = await get(server, '/v1/coverage');
    expect(rest.body.service_limits).toMatchObject({
      json_depth_max: 32,
      json_items_max: 100_000,
      json_string_bytes_max: 256 * 1024,
    });
    const graphql = await postText(
      server,
      '/graphql',
      '{"query":"{ coverage { serviceLimits { jsonDepthMax jsonItemsMax jsonStringBytesMax } } }"}',
    );
    expect(graphql.body.data.coverage.serviceLimits).toEqual({
      jsonDepthMax: JSON_SHAPE_LIMITS.depthMax,
      jsonItemsMax: JSON_SHAPE_LIMITS.itemsMax,
      jsonStringBytesMax: JSON_SHAPE_LIMITS.stringBytesMax,
    });
  });

  test('an unused 7.5 MB variable is 400 before the body is parsed', async () => {
    const text = JSON.stringify({
      query: '{ __typename }',
      variables: { unused: 'x'.repeat(7_500_000) },
    });
    const error = graphqlRefusal(
      await postText(server, '/graphql', text),
      'maxJsonStringBytes',
      JSON_SHAPE_LIMITS.stringBytesMax,
    );
    expect(error.message).toMatch(/received one of 7500000 bytes/);
    await stillServing();
  });

  test('an unused 7.5 MB field of a REST body is 400 before the body is parsed', async () => {
    const text = JSON.stringify({
      inputs: [{ client_reference: 'a', venue: 'KALSHI', ticker: 'NONE' }],
      unused: 'x'.repeat(7_500_000),
    });
    const error = restRefusal(
      await postText(server, '/v1/markets:resolve', text),
      'max_json_string_bytes',
      JSON_SHAPE_LIMITS.stringBytesMax,
    );
    expect(error.message).toMatch(/received one of 7500000 bytes/);
    await stillServing();
  });
});
