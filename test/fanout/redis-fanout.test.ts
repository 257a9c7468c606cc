// Many gateways, one ingest, through a real Redis (test/support/redis-server.ts): the ingest's
// venue stream (fed by the stream simulator from a real sync of the recorded venues) publishes
// through RedisLivePublisher, and two gateways on loopback (each its own Fastify app with its own
// GatewayFanout, both on one store) push to their GraphQL subscribers. A key's rate limit and an
// address's failed authentications are counted once across both gateways. With Redis killed the
// gateways still answer reads, coverage says the feed is paused and why, and pushes come back by
// themselves when Redis does.
import type { Client } from 'graphql-ws';
import { GatewayFanout } from '../../src/fanout/gateway-fanout';
import { RedisLivePublisher } from '../../src/fanout/redis-live-publisher';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { createServices } from '../../src/services/services';
import type { Store } from '../../src/store/store';
import { next, wsClient, type Iterator } from '../graphql/ws-client';
import {
  bestFirst,
  canonical,
  PM_LISTING,
  PM_MARKET,
  PM_TOKEN,
  startStreamHarness,
  until,
  type StreamHarness,
} from '../streams/stream-harness';
import { startRedis, type TestRedis } from '../support/redis-server';
import { STORE_KINDS } from '../support/stores';
import { get, http, OTHER_KEY, TEST_KEYS, type TestServer } from '../support/test-server';
import { recordedVenues } from '../support/venue-simulator';

interface Gateway extends TestServer {
  fanout: GatewayFanout;
  logged: string[];
}

async function startGateway(
  store: Store,
  redisUrl: string,
  limits: { rateLimitPerMinute: number; authFailuresPerMinute: number },
): Promise<Gateway> {
  const logged: string[] = [];
  const fanout = new GatewayFanout({
    url: redisUrl,
    log: (line) => logged.push(line),
    bookIntervalMs: 0,
  });
  const services = createServices(store, { tokenSecret: 'test-secret', liveFeeds: fanout.feeds });
  const app = await buildApp(services, {
    // Shared limits count by key ID, the same on every gateway only with one SETTLEGRAPH_TOKEN_SECRET.
    apiKeys: new ApiKeys(TEST_KEYS, 'test-secret'),
    ...limits,
    rateLimitStore: fanout.rateLimitStore,
  });
  await fanout.connected();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    store,
    services,
    fanout,
    logged,
    // The store is the ingest's (the harness closes it).
    close: async () => {
      await app.close();
      await fanout.close();
    },
  };
}

/** The coverage of the streamed listing as a gateway serves it. */
async function coverage(gateway: Gateway): Promise<{ feed: string | null; feed_reason?: string }> {
  const res = await get(gateway, `/v1/coverage?listing_ids=${PM_LISTING}`);
  return res.body.items[0];
}

const bookQuery = `subscription($id: ID!) { orderbook(listingId: $id) { listingId bids { price size } asks { price size } } }`;

// The fan-out itself keeps nothing in the store; the gateways' reads and subscription checks do,
// so it runs on both stores.
describe.each(STORE_KINDS)('live fan-out through Redis ($name store)', (kind) => {
  let redis: TestRedis;
  let harness: StreamHarness;
  let publisher: RedisLivePublisher;
  let a: Gateway;
  let b: Gateway;
  const clients: Client[] = [];
  const published: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    harness = await startStreamHarness(kind, recordedVenues(), ['polymarket']);
    harness.venue.setPolymarketBook(PM_TOKEN, PM_MARKET, [['0.40', '100']], [['0.45', '20']]);
    publisher = new RedisLivePublisher({
      url: redis.url,
      live: harness.live,
      log: (line) => published.push(line),
      heartbeatMs: 200,
    });
    publisher.start();
    const limits = { rateLimitPerMinute: 100_000, authFailuresPerMinute: 100_000 };
    a = await startGateway(harness.server.store, redis.url, limits);
    b = await startGateway(harness.server.store, redis.url, limits);
    harness.polymarket();
    await until(
      'both gateways to see the streamed book LIVE',
      async () => (await coverage(a)).feed === 'LIVE' && (await coverage(b)).feed === 'LIVE',
      () => [a.logged, b.logged, published, harness.logged],
      60_000,
    );
  }, 300_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await a?.close();
    await b?.close();
    await publisher?.close();
    await harness?.close();
    await redis?.stop();
  });

  test('a subscriber on gateway B gets the book the ingest streamed, then each change once, in order, with exact decimals', async () => {
    const client = wsClient(b);
    clients.push(client);
    const books = client.iterate({ query: bookQuery, variables: { id: PM_LISTING } }) as Iterator;
    const first = await next(books, 10_000);
    expect(first.data.orderbook).toEqual({
      listingId: PM_LISTING,
      bids: canonical([['0.40', '100']]),
      asks: canonical([['0.45', '20']]),
    });
    harness.venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.425', size: '12.5' }]);
    const second = await next(books, 10_000);
    expect(second.data.orderbook).toEqual({
      listingId: PM_LISTING,
      bids: bestFirst(
        canonical([
          ['0.40', '100'],
          ['0.425', '12.5'],
        ]),
        'bids',
      ),
      asks: canonical([['0.45', '20']]),
    });
    harness.venue.polymarketChange(PM_TOKEN, [{ side: 'SELL', price: '0.45', size: '7' }]);
    const third = await next(books, 10_000);
    expect(third.data.orderbook.asks).toEqual(canonical([['0.45', '7']]));
    await books.return?.();
  });

  test('a gateway started after the book was published gives a new subscriber that book at once', async () => {
    // The book the ingest holds now, published before the late gateway existed.
    harness.venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.415', size: '3' }]);
    await until(
      'gateway A to hold the changed book',
      () => a.fanout.feeds.book(PM_LISTING)?.bids.some((l) => l.price === '0.415') === true,
      () => a.logged,
      10_000,
    );
    const held = harness.live.book(PM_LISTING)!;
    const late = await startGateway(harness.server.store, redis.url, {
      rateLimitPerMinute: 100_000,
      authFailuresPerMinute: 100_000,
    });
    try {
      const client = wsClient(late);
      clients.push(client);
      const books = client.iterate({ query: bookQuery, variables: { id: PM_LISTING } }) as Iterator;
      // No change is made meanwhile: the book comes from what Redis keeps, not from an update.
      const first = await next(books, 10_000);
      expect(first.data.orderbook).toEqual({
        listingId: PM_LISTING,
        bids: held.bids,
        asks: held.asks,
      });
      expect(late.logged).toContainEqual(
        expect.stringMatching(/^live fan-out: subscribed to Redis; [1-9]\d* current value/),
      );
      await books.return?.();
    } finally {
      await late.close();
    }
  });

  test("a key's rate limit and an address's failed authentications are counted once across both gateways", async () => {
    const limits = { rateLimitPerMinute: 4, authFailuresPerMinute: 3 };
    const c = await startGateway(harness.server.store, redis.url, limits);
    const d = await startGateway(harness.server.store, redis.url, limits);
    try {
      const statuses: number[] = [];
      for (const gateway of [c, d, c, d, c, d])
        statuses.push((await get(gateway, '/v1/events?page_size=1', OTHER_KEY)).status);
      // Four a minute in all: the fifth and sixth are refused, whichever gateway takes them.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      const refused = await get(c, '/v1/events?page_size=1', OTHER_KEY);
      expect(refused.body.error.code).toBe('RATE_LIMITED');

      const failures: number[] = [];
      for (const gateway of [c, d, c, d])
        failures.push((await http(gateway, 'GET', '/v1/events', { key: 'not-a-key-000' })).status);
      expect(failures).toEqual([401, 401, 401, 429]);
    } finally {
      await c.close();
      await d.close();
    }
  });

  test('Redis killed: reads still answer, coverage says the feed is paused and why; with Redis back, pushes resume by themselves', async () => {
    const client = wsClient(b);
    clients.push(client);
    const books = client.iterate({ query: bookQuery, variables: { id: PM_LISTING } }) as Iterator;
    expect((await next(books, 10_000)).data.orderbook.listingId).toBe(PM_LISTING);

    await redis.kill();
    await until(
      "gateway B's coverage to say the feed is paused",
      async () => (await coverage(b)).feed === 'STALE',
      () => b.logged,
      20_000,
    );
    const paused = await coverage(b);
    expect(paused.feed_reason).toMatch(/^Redis unreachable since .*: live pushes paused$/);
    expect((await get(b, '/v1/events?page_size=1')).status).toBe(200);
    expect((await get(a, `/v1/orderbooks?listing_id=${PM_LISTING}`)).status).toBe(200);
    // The stream goes on while Redis is away; this change is not fanned out.
    harness.venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.30', size: '1' }]);

    redis = await startRedis({ port: redis.port });
    await until(
      "gateway B's feed LIVE again",
      async () => {
        const now = await coverage(b);
        return now.feed === 'LIVE' && now.feed_reason === undefined;
      },
      () => b.logged,
      30_000,
    );
    harness.venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.31', size: '2' }]);
    // The next book pushed is whole and current: the change made during the outage is in it.
    let pushed: any;
    await until(
      'the book with the change made after Redis returned',
      async () => {
        pushed = await next(books, 10_000);
        return pushed?.data?.orderbook?.bids?.some((l: { price: string }) => l.price === '0.31');
      },
      () => [pushed, b.logged],
      30_000,
    );
    expect(pushed.data.orderbook.bids).toContainEqual(canonical([['0.30', '1']])[0]);
    await books.return?.();
  });
});
