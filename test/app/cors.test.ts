// CORS over real HTTP (SETTLEGRAPH_CORS_ORIGINS; docs/decisions.md, "CORS"): the preflight of a
// listed origin is answered before authentication and the rate limit; /graphql and /v1 only;
// bearer tokens, never cookies; nothing at all without origins or for an unlisted origin.
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { http, type TestServer } from '../support/test-server';

const DASHBOARD = 'http://dashboard.example:3000';
const STRANGER = 'http://elsewhere.example';

function preflight(server: TestServer, path: string, origin: string) {
  return http(server, 'OPTIONS', path, {
    key: null,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,apollo-require-preflight',
    },
  });
}

describe('CORS with listed origins', () => {
  let server: TestServer;

  beforeAll(async () => {
    // A rate limit of 2 a minute: preflights must not use it.
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        corsOrigins: [DASHBOARD],
        rateLimitPerMinute: 2,
      },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  test.each(['/graphql', '/v1/families', '/v1/markets:resolve'])(
    'the preflight of %s is answered without a key: 204 with what the page may send',
    async (path) => {
      for (let i = 0; i < 3; i++) {
        const res = await preflight(server, path, DASHBOARD);
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe(DASHBOARD);
        expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST');
        expect(res.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
          expect.arrayContaining([
            'Authorization',
            'Content-Type',
            'Idempotency-Key',
            'apollo-require-preflight',
            'x-apollo-operation-name',
          ]),
        );
        expect(res.headers.get('access-control-max-age')).toBe('600');
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        expect(res.headers.get('vary')).toMatch(/Origin/);
        expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
      }
    },
  );

  test('the request itself carries the origin and the exposed headers, never credentials', async () => {
    // Nine preflights above, and the key's budget of 2 a minute is still whole.
    for (const path of ['/graphql', '/v1/families?family_id=fam-fed']) {
      const res =
        path === '/graphql'
          ? await http(server, 'POST', path, {
              body: { query: '{ family(familyId: "fam-fed") { familyId } }' },
              headers: { origin: DASHBOARD },
            })
          : await http(server, 'GET', path, { headers: { origin: DASHBOARD } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(DASHBOARD);
      expect(res.headers.get('access-control-expose-headers')).toBe(
        'X-Request-Id, X-Client-Request-Id, Retry-After, Idempotent-Replayed',
      );
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  test('an unlisted origin gets no CORS headers: its preflight meets authentication', async () => {
    const res = await preflight(server, '/graphql', STRANGER);
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await http(server, 'GET', '/v1/families?family_id=fam-fed', {
      key: 'not-a-known-key',
      headers: { origin: STRANGER },
    });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('/metrics and the explorer page are not for other origins', async () => {
    expect((await preflight(server, '/metrics', DASHBOARD)).status).toBe(401);
    const page = await http(server, 'GET', '/healthz', {
      key: null,
      headers: { origin: DASHBOARD },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});

test('without SETTLEGRAPH_CORS_ORIGINS there are no CORS headers at all', async () => {
  const server = await startCountedServer(new MemoryStore(), [smallCatalog()]);
  try {
    const res = await preflight(server, '/graphql', DASHBOARD);
    expect(res.status).toBe(401);
    const ok = await http(server, 'GET', '/v1/families?family_id=fam-fed', {
      headers: { origin: DASHBOARD },
    });
    expect(ok.status).toBe(200);
    for (const r of [res, ok])
      for (const name of r.headers.keys()) expect(name).not.toMatch(/^access-control-/);
  } finally {
    await server.close();
  }
});
