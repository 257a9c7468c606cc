// /graphql answers in GraphQL's shape also when the request is refused before GraphQL runs: 401
// (WWW-Authenticate) and 429 (Retry-After) keep their status and headers, the body is
// {"errors": [{message, extensions: {code, requestId, details}}]}. REST keeps its Error body.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { http, type TestServer } from '../support/test-server';
import { graphql, type GraphqlBody } from './graphql-client';

const QUERY = '{ family(familyId: "fam-fed") { familyId } }';

describe('refusals before GraphQL runs', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        rateLimitPerMinute: 3,
      },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  test.each([
    ['no', null],
    ['an unknown', 'not-a-known-key'],
  ])(
    '%s API key: 401 with WWW-Authenticate, in GraphQL shape (POST and GET)',
    async (_name, key) => {
      for (const res of [
        await graphql(server, QUERY, {}, key),
        await http<GraphqlBody>(server, 'GET', `/graphql?query=${encodeURIComponent(QUERY)}`, {
          key,
        }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.body).toEqual({
          errors: [
            {
              message: 'a valid API key is required: Authorization: Bearer <API_KEY>',
              extensions: { code: 'UNAUTHENTICATED', requestId: res.headers.get('x-request-id') },
            },
          ],
        });
      }
    },
  );

  test('REST keeps its Error body for 401', async () => {
    const res = await http(server, 'GET', '/v1/families', { key: null });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 'UNAUTHENTICATED',
      request_id: res.headers.get('x-request-id'),
    });
  });

  test('past the rate limit: 429 with Retry-After, in GraphQL shape with camelCase details', async () => {
    // The key's budget of 3 a minute: two GraphQL requests and one REST request pass.
    expect((await graphql(server, QUERY)).status).toBe(200);
    expect((await graphql(server, QUERY)).status).toBe(200);
    expect((await http(server, 'GET', '/v1/families?family_id=fam-fed')).status).toBe(200);

    const res = await graphql(server, QUERY);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.body).toEqual({
      errors: [
        {
          message: expect.stringContaining(
            'too many requests for this API key: at most 3 a minute',
          ),
          extensions: {
            code: 'RATE_LIMITED',
            requestId: res.headers.get('x-request-id'),
            details: { limitPerMinute: 3, retryAfterSeconds: expect.any(Number) },
          },
        },
      ],
    });

    const rest = await http(server, 'GET', '/v1/families');
    expect(rest.status).toBe(429);
    expect(rest.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { limit_per_minute: 3 },
    });
  });
});
