// The per-key budget of requests in progress, over real HTTP with two API keys (docs/decisions.md,
// "Fairness: a budget of work per API key"): a key holding SETTLEGRAPH_KEY_CONCURRENT_REQUESTS
// requests while another key has one gets 429 RATE_LIMITED with Retry-After for the next, and the
// other key is served; alone on the server, the same key is not held back. The requests held in
// progress are POSTs whose bodies have not all arrived: the server has admitted them (their keys
// are known) and waits for the rest. The budget is the HTTP layer's, not the store's: the memory
// store serves it.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { keyBudgetRefusals, startCountedServer } from '../support/limits-server';
import { get, OTHER_KEY, TEST_KEY, type TestServer } from '../support/test-server';

const BUDGET = 2;
const BODY = JSON.stringify({ query: '{ families(first: 1) { totalCount } }' });

interface Held {
  /** Sends the rest of the body; resolves with the response's status. */
  finish(): Promise<number>;
}

/** A POST /graphql of `key` whose body is half sent, once the server has read its headers. */
async function held(server: TestServer, key: string): Promise<Held> {
  const { port } = new URL(server.url);
  const req: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port: Number(port),
    method: 'POST',
    path: '/graphql',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(BODY)),
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(BODY.slice(0, 10));
  req.flushHeaders();
  // The server has admitted it once a request of the same key is counted against it: wait until
  // the headers are surely read by asking for /healthz, answered after them on the same loop.
  await get(server, '/healthz', null);
  return {
    finish: () => {
      req.end(BODY.slice(10));
      return status;
    },
  };
}

const refusals = (server: TestServer) => keyBudgetRefusals(server);

describe('the per-key budget of requests in progress', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      { keyConcurrentRequests: BUDGET },
    );
  });
  afterAll(() => server.close());

  test("a key past its budget while another key waits gets 429 with Retry-After; the other key's request is served", async () => {
    const mine = [await held(server, TEST_KEY), await held(server, TEST_KEY)];
    const theirs = await held(server, OTHER_KEY);

    const refused = await get(server, '/v1/families', TEST_KEY);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { concurrent_requests_max: BUDGET, retry_after_seconds: 1 },
    });
    // GraphQL's shape on /graphql, with the same code.
    const refusedGraphql = await http(server, TEST_KEY);
    expect(refusedGraphql.status).toBe(429);
    expect(refusedGraphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');

    // The other key has one in progress: it is under the budget and served.
    expect((await get(server, '/v1/families', OTHER_KEY)).status).toBe(200);

    // Its requests ended, the key is served again.
    expect(await Promise.all([...mine, theirs].map((h) => h.finish()))).toEqual([200, 200, 200]);
    expect((await get(server, '/v1/families', TEST_KEY)).status).toBe(200);
    expect(await refusals(server)).toBe(2);
  });

  test('a key alone on the server is not held to the budget', async () => {
    const mine = [await held(server, TEST_KEY), await held(server, TEST_KEY)];
    expect((await get(server, '/v1/families', TEST_KEY)).status).toBe(200);
    expect(await Promise.all(mine.map((h) => h.finish()))).toEqual([200, 200]);
  });
});

async function http(server: TestServer, key: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: BODY,
  });
  return { status: response.status, body: await response.json() };
}
