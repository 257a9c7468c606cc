// Live fan-out through Redis (docs/decisions.md, "Live fan-out through Redis"): an ingest's
// LiveMarketData publishing through RedisLivePublisher to a real redis-server, two gateways (each
// its own Fastify app and GatewayFanout on loopback) and graphql-ws subscribers split between
// them, one `orderbook` subscription a listing. 1,000 book updates a second on listings drawn at
// random; the value is the p99 from the scheduled update to the subscriber's callback. Target:
// p99 under 100 ms and flat memory. SETTLEGRAPH_BENCH_FANOUT_SUBSCRIBERS sets the subscribers
// (10,000 by default).
import { performance } from 'node:perf_hooks';
import type { Client } from 'graphql-ws';
import { importCatalog } from '../../src/catalog/import-catalog';
import { GatewayFanout } from '../../src/fanout/gateway-fanout';
import { RedisLivePublisher } from '../../src/fanout/redis-live-publisher';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { LiveMarketData } from '../../src/services/live-market-data';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { startRedis } from '../../test/support/redis-server';
import { formatNumber, type Benchmark } from '../harness';
import { prng } from '../support/prng';
import { pace, percentile, streamCatalog, streamedListings, Subscribers } from './live-gateway';

const SUBSCRIBERS = Number(process.env.SETTLEGRAPH_BENCH_FANOUT_SUBSCRIBERS ?? 10_000);
const RATE = 1_000;
const WARM_UP_SECONDS = 3;
const MEASURED_SECONDS = 20;
const PER_SOCKET = 100;
const KEY = 'fanout-bench-key-0';
const SEED = 20_261_129;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startFanoutGateway(store: MemoryStore, redisUrl: string) {
  const fanout = new GatewayFanout({ url: redisUrl, log: () => undefined, bookIntervalMs: 0 });
  const services = createServices(store, {
    liveFeeds: fanout.feeds,
    tokenSecret: 'fanout-bench',
    graphqlLimits: {
      subscriptionsPerSocket: PER_SOCKET,
      subscriptionsPerKey: SUBSCRIBERS,
      socketsPerKey: SUBSCRIBERS,
      socketsPerAddress: SUBSCRIBERS,
    },
  });
  const app = await buildApp(services, {
    apiKeys: new ApiKeys([{ key: KEY, scopes: ['bench'] }], 'fanout-bench'),
    rateLimitStore: fanout.rateLimitStore,
  });
  await fanout.connected();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    fanout,
    url: `ws://127.0.0.1:${address.port}/graphql`,
    stop: async () => {
      await app.close();
      await fanout.close();
    },
  };
}

export const fanoutBenchmark: Benchmark = {
  name: 'stream/fanout-p99',
  description:
    `Live fan-out through Redis: ${formatNumber(SUBSCRIBERS)} graphql-ws \`orderbook\` subscribers, ` +
    `one a listing, split between two gateways, ${formatNumber(RATE)} book updates a second ` +
    'published by the ingest’s LiveMarketData through RedisLivePublisher to a real redis-server. ' +
    'Path: LiveMarketData.setBook, PUBLISH, each gateway’s subscriber connection, the message ' +
    'checked and applied to its LiveMirror, the conflating feed, the graphql-ws server and a ' +
    `client over a WebSocket. One run: ${WARM_UP_SECONDS} s warm-up, ${MEASURED_SECONDS} s measured.`,
  runs: 1,
  unit: 'ms',
  notes:
    'All in one process on one event loop: the ingest, both gateways and every client; only Redis ' +
    'is apart. The venue stream is left out (stream/subscriber-latency-p99 measures it): updates ' +
    'are LiveMarketData.setBook calls paced by a 1 ms timer, latency runs from the scheduled time ' +
    'to the client’s callback. Memory: the process’s heap and RSS sampled every second of the ' +
    'measured window (the note gives the first, last and the least-squares growth). Target: p99 ' +
    '< 100 ms, memory flat.',
  async prepare() {
    const redis = await startRedis();
    const doc = streamCatalog(Math.ceil(SUBSCRIBERS / 2));
    const listings = streamedListings(doc, ['polymarket'])
      .slice(0, SUBSCRIBERS)
      .map((l) => l.listingId);
    if (listings.length < SUBSCRIBERS) throw new Error(`only ${listings.length} listings`);
    const store = new MemoryStore();
    await importCatalog(store, doc, { source: 'generated catalog' });
    const live = new LiveMarketData({ store });
    const publisher = new RedisLivePublisher({ url: redis.url, live, log: () => undefined });
    // Gateways start once they have had a heartbeat: the publisher first.
    await publisher.connected();
    publisher.start();
    const gateways = [
      await startFanoutGateway(store, redis.url),
      await startFanoutGateway(store, redis.url),
    ];
    const subscribers = gateways.map((g) => new Subscribers(g.url));
    const clients: Client[][] = [[], []];
    const stop = async () => {
      for (const s of subscribers) await s.close();
      for (const g of gateways) await g.stop();
      await publisher.close();
      await redis.stop();
    };
    const lastAt = new Map<string, number>();
    const book = (listingId: string, size: string) => {
      const at = Math.max(Date.now(), (lastAt.get(listingId) ?? 0) + 1);
      lastAt.set(listingId, at);
      const observedAt = new Date(at).toISOString();
      live.setBook({
        listingId,
        bids: [{ price: '0.41', size }],
        asks: [{ price: '0.45', size: '10' }],
        observedAt,
        source: 'LIVE',
      });
      return observedAt;
    };
    const pending = new Map<string, number>();
    let measuring = false;
    const latencies: number[] = [];
    const memory: { heap: number; rss: number }[] = [];
    try {
      for (const id of listings) book(id, '1');
      const deadline = Date.now() + 120_000;
      while (!gateways.every((g) => listings.every((id) => g.fanout.feeds.book(id)))) {
        if (Date.now() > deadline) throw new Error('the first books had not reached both gateways');
        await sleep(100);
      }
      const waits: Promise<void>[] = [];
      listings.forEach((id, i) => {
        const side = subscribers[i % 2]!;
        const socket = Math.floor(i / 2 / PER_SOCKET);
        const client = clients[i % 2]![socket] ?? (clients[i % 2]![socket] = side.client(KEY));
        waits.push(
          side.subscribe(client, 'orderbook', id, (pushed) => {
            const key = `${pushed.listingId}|${pushed.observedAt}`;
            const scheduledAt = pending.get(key);
            if (scheduledAt === undefined) return;
            pending.delete(key);
            if (measuring) latencies.push(performance.now() - scheduledAt);
          }),
        );
      });
      await Promise.all(waits);
    } catch (error) {
      await stop();
      throw error;
    }
    let ran = false;
    let sent = 0;
    return {
      run: async () => {
        const pick = prng(SEED);
        let n = 0;
        const pacer = pace(RATE, (scheduledAt) => {
          const id = listings[Math.floor(pick() * listings.length)]!;
          const observedAt = book(id, String(2 + (n++ % 1_000_000)));
          pending.set(`${id}|${observedAt}`, scheduledAt);
          if (measuring) sent++;
        });
        try {
          await sleep(WARM_UP_SECONDS * 1000);
          measuring = true;
          for (let s = 0; s < MEASURED_SECONDS; s++) {
            const usage = process.memoryUsage();
            memory.push({ heap: usage.heapUsed, rss: usage.rss });
            await sleep(1000);
          }
          measuring = false;
        } finally {
          pacer.stop();
        }
        await sleep(1000);
        ran = true;
        return percentile(
          [...latencies].sort((a, b) => a - b),
          99,
        );
      },
      note: () => {
        if (!ran) return 'not run';
        const sorted = [...latencies].sort((a, b) => a - b);
        const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
        const slope = (values: number[]) => {
          const n = values.length;
          const mx = (n - 1) / 2;
          const my = values.reduce((a, b) => a + b, 0) / n;
          let num = 0;
          let den = 0;
          values.forEach((v, i) => {
            num += (i - mx) * (v - my);
            den += (i - mx) ** 2;
          });
          return den === 0 ? 0 : num / den;
        };
        const heap = memory.map((m) => m.heap);
        const rss = memory.map((m) => m.rss);
        return (
          `${formatNumber(SUBSCRIBERS)} subscribers; ${formatNumber(sent)} updates sent in the ` +
          `measured window, ${formatNumber(sorted.length)} pushes matched (a superseded book is ` +
          `conflated away); p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ` +
          `${percentile(sorted, 90).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ` +
          `${percentile(sorted, 100).toFixed(1)} ms; heap ${mib(heap[0]!)} → ${mib(heap.at(-1)!)} ` +
          `(${(slope(heap) / 1024).toFixed(0)} KiB/s), RSS ${mib(rss[0]!)} → ${mib(rss.at(-1)!)} ` +
          `(${(slope(rss) / 1024).toFixed(0)} KiB/s)`
        );
      },
      verdict: (measured) => ({ target: 'p99 < 100 ms', met: measured.median < 100 }),
      dispose: stop,
    };
  },
};
