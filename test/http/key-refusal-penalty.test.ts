// A key pays for its refusals, over real HTTP with three API keys (docs/decisions.md, "Fairness: a
// key pays for its refusals"): a key that keeps sending documents the server refuses gets each
// refusal as before (400 with its code) up to SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE, then 429
// RATE_LIMITED with Retry-After for its next requests, held before their bodies are read, while
// the other keys are answered 200; a key with a bad request now and then is never refused for it;
// each key's refusals are its own. The memory store serves it: the penalty is the HTTP layer's.
import { request as httpRequest } from 'node:http';
import { ApiKeys } from '../../src/http/auth';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { SIX_LEVEL_QUERY, deepListText } from '../graphql/hostile-queries';
import { keyBudgetRefusals, startCountedServer } from '../support/limits-server';
import { get, type TestServer } from '../support/test-server';

const REFUSALS = 4;
const HOLD_MS = 20;
const HOSTILE = 'test-key-hostile-0001';
const HONEST = 'test-key-honest-00001';
const CARELESS = 'test-key-careless-001';
const CHEAP = JSON.stringify({ query: '{ families(first: 1) { totalCount } }' });

/** The refused requests, each with the status and code it gets today. */
const REFUSED: { name: string; send: (s: TestServer, key: string) => Promise<Answer> }[] = [
  {
    name: 'a query six levels deep',
    send: (s, key) => graphql(s, key, JSON.stringify({ query: SIX_LEVEL_QUERY })),
  },
  {
    name: 'a variable nested 5,000 deep',
    send: (s, key) =>
      graphql(
        s,
        key,
        `{"query":"query Q($v: [String]) { __typename }","variables":{"v":${deepListText(5_000)}}}`,
      ),
  },
  {
    name: 'a REST page size that is not a number',
    send: async (s, key) => {
      const res = await get(s, '/v1/families?page_size=many', key);
      return {
        status: res.status,
        code: res.body.error?.code,
        headers: res.headers,
        body: res.body,
      };
    },
  },
];
const CODES = ['QUERY_TOO_COMPLEX', 'INVALID_REQUEST', 'INVALID_REQUEST'];

interface Answer {
  status: number;
  code: string | undefined;
  headers: Headers;
  body: any;
}

async function graphql(server: TestServer, key: string, body: string): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body,
  });
  const json: any = await response.json();
  return {
    status: response.status,
    code: json.errors?.[0]?.extensions?.code,
    headers: response.headers,
    body: json,
  };
}

/** The status of a POST /graphql whose body never arrives past its first bytes. */
function statusWithBodyUnsent(server: TestServer, key: string): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/graphql',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(CHEAP)),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', reject);
    req.write(CHEAP.slice(0, 10));
    req.flushHeaders();
  });
}

const penaltyRefusals = (server: TestServer) => keyBudgetRefusals(server, HONEST);

describe('the penalty for refused requests, per API key', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        apiKeys: new ApiKeys([
          { key: HONEST, scopes: ['scope-a'], operator: true },
          { key: HOSTILE, scopes: ['scope-b'] },
          { key: CARELESS, scopes: ['scope-c'] },
        ]),
        rateLimitPerMinute: 100_000,
        keyRefusalsPerMinute: REFUSALS,
        keyRefusalHoldMs: HOLD_MS,
      },
    );
  });
  afterAll(() => server.close());

  test('a key with a bad request now and then is answered as before', async () => {
    for (let i = 0; i < REFUSALS - 1; i++) {
      const refused = await REFUSED[i % REFUSED.length]!.send(server, CARELESS);
      expect([refused.status, refused.code]).toEqual([400, CODES[i % REFUSED.length]]);
      expect((await graphql(server, CARELESS, CHEAP)).status).toBe(200);
    }
    expect((await get(server, '/v1/families', CARELESS)).status).toBe(200);
  });

  test("a key that keeps sending refused requests gets each refusal as before, then 429 with Retry-After before its body is read; another key's requests are answered 200", async () => {
    const before = await penaltyRefusals(server);
    for (let i = 0; i < REFUSALS; i++) {
      const refused = await REFUSED[i % REFUSED.length]!.send(server, HOSTILE);
      expect([refused.status, refused.code]).toEqual([400, CODES[i % REFUSED.length]]);
      // Another key, meanwhile, is answered.
      expect((await graphql(server, HONEST, CHEAP)).status).toBe(200);
    }

    // Now any request of the key, a good one too, is refused for its refusals.
    const [held, honest] = await Promise.all([
      graphql(server, HOSTILE, CHEAP),
      graphql(server, HONEST, CHEAP),
    ]);
    expect(honest.status).toBe(200);
    expect(held.status).toBe(429);
    expect(held.code).toBe('RATE_LIMITED');
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(held.body.errors[0].extensions.details).toEqual({
      refusalsPerMinute: REFUSALS,
      retryAfterSeconds: retryAfter,
    });

    // REST in its own words; a request whose body has not arrived is refused all the same.
    const rest = await get(server, '/v1/families', HOSTILE);
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rest.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { refusals_per_minute: REFUSALS },
    });
    expect(await statusWithBodyUnsent(server, HOSTILE)).toBe(429);
    expect(await penaltyRefusals(server)).toBe(before + 3);

    // The other keys are answered, and are refused as before for what they send.
    expect((await get(server, '/v1/families', HONEST)).status).toBe(200);
    expect((await graphql(server, CARELESS, CHEAP)).status).toBe(200);
  });

  test("each key's refusals are its own: another key's refusals up to the limit are answered 400, then its requests 200", async () => {
    for (let i = 0; i < REFUSALS - 1; i++) {
      const refused = await REFUSED[i % REFUSED.length]!.send(server, HONEST);
      expect([refused.status, refused.code]).toEqual([400, CODES[i % REFUSED.length]]);
    }
    expect((await graphql(server, HONEST, CHEAP)).status).toBe(200);
    // The key penalised above still is.
    expect((await graphql(server, HOSTILE, CHEAP)).status).toBe(429);
  });
});
