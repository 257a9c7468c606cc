// A key's refused requests counted where the rate limit counts (docs/decisions.md, "Fairness: a
// key pays for its refusals"): two gateways on one real Redis (test/support/redis-server.ts), each
// its own Fastify app with the shared rate-limit store. The key's refusals on both are one count,
// kept in Redis under the key's ID; the gateway whose refusal reaches the limit refuses the key's
// next requests, the other at the key's next refusal there; another key is counted apart.
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app/app';
import { closeRedis, openRedis } from '../../src/fanout/redis-client';
import { sharedRateLimitStore } from '../../src/fanout/shared-rate-limit-store';
import { ApiKeys } from '../../src/http/auth';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { importCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog } from '../fixtures/small-catalog';
import { startRedis, type TestRedis } from '../support/redis-server';
import { get, OTHER_KEY, TEST_KEY, TEST_KEYS, type TestServer } from '../support/test-server';

const REFUSALS = 4;
const REFUSED_PATH = '/v1/families?page_size=many';

interface Gateway extends TestServer {
  redis: Redis;
}

async function startGateway(store: MemoryStore, redisUrl: string): Promise<Gateway> {
  const redis = openRedis(redisUrl, { name: 'settlegraph-limits' });
  redis.on('error', () => undefined);
  const services = createServices(store, { tokenSecret: 'test-secret' });
  const app = await buildApp(services, {
    // Counted by key ID, the same on every gateway only with one SETTLEGRAPH_TOKEN_SECRET.
    apiKeys: new ApiKeys(TEST_KEYS, 'test-secret'),
    rateLimitPerMinute: 100_000,
    rateLimitStore: sharedRateLimitStore(redis),
    keyRefusalsPerMinute: REFUSALS,
    keyRefusalHoldMs: 10,
  });
  await new Promise<void>((resolve) =>
    redis.status === 'ready' ? resolve() : redis.once('ready', resolve),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    store,
    services,
    redis,
    close: async () => {
      await app.close();
      await closeRedis(redis);
    },
  };
}

describe("a key's refusals counted in Redis across gateways", () => {
  let redis: TestRedis;
  let a: Gateway;
  let b: Gateway;

  beforeAll(async () => {
    redis = await startRedis();
    const store = new MemoryStore();
    await importCatalog(store, smallCatalog());
    a = await startGateway(store, redis.url);
    b = await startGateway(store, redis.url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  test('refusals on two gateways are one count; the gateway that reaches it refuses 429, the other at its next refusal; another key is apart', async () => {
    const statuses: number[] = [];
    for (const gateway of [a, b, a, b])
      statuses.push((await get(gateway, REFUSED_PATH, TEST_KEY)).status);
    expect(statuses).toEqual([400, 400, 400, 400]);

    // The count is in Redis, where the rate limit keeps its counts, under the key's ID.
    const keys = await a.redis.keys('settlegraph:ratelimit:*refused:*');
    expect(keys).toHaveLength(1);
    expect(await a.redis.get(keys[0]!)).toBe(String(REFUSALS));

    // b took the fourth: it refuses the key's next request, however good.
    const refused = await get(b, '/v1/families', TEST_KEY);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { refusals_per_minute: REFUSALS },
    });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // a learns it from the shared count at the key's next refusal there.
    expect((await get(a, '/v1/families', TEST_KEY)).status).toBe(200);
    expect((await get(a, REFUSED_PATH, TEST_KEY)).status).toBe(400);
    expect((await get(a, '/v1/families', TEST_KEY)).status).toBe(429);

    // Another key's refusals are counted apart, and it is served on both.
    for (const gateway of [a, b, a])
      expect((await get(gateway, REFUSED_PATH, OTHER_KEY)).status).toBe(400);
    expect((await get(a, '/v1/families', OTHER_KEY)).status).toBe(200);
    expect((await get(b, '/v1/families', OTHER_KEY)).status).toBe(200);
    expect(await a.redis.keys('settlegraph:ratelimit:*refused:*')).toHaveLength(2);
  });
});
