// Every GraphQL error names the request it belongs to (src/graphql/format-error.ts): errors Apollo
// formats before any context exists, errors of many requests in flight at once, never another's.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { http, startTestServer, type TestServer } from '../support/test-server';
import { graphql, type GraphqlBody } from './graphql-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(new MemoryStore(), [smallCatalog()]);
});
afterAll(async () => {
  await server.close();
});

test('a body without a query: the error carries the request ID', async () => {
  const res = await http<GraphqlBody>(server, 'POST', '/graphql', { body: { variables: {} } });
  expect(res.status).toBe(400);
  expect(res.body.errors?.[0]?.extensions).toMatchObject({
    code: 'INVALID_REQUEST',
    requestId: res.headers.get('x-request-id'),
  });
});

test('errors of requests in flight together each carry their own request ID', async () => {
  const responses = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      graphql(server, `{ market(marketId: "mkt-missing-${i}") { marketId } nope${i % 2} }`),
    ),
  );
  const ids = responses.map((res) => {
    const id = res.headers.get('x-request-id');
    expect(res.body.errors?.length).toBeGreaterThan(0);
    for (const error of res.body.errors!) expect(error.extensions.requestId).toBe(id);
    return id;
  });
  expect(new Set(ids).size).toBe(responses.length);
});
