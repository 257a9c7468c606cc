// Live fan-out as a deployment runs it (docs/decisions.md, "Live fan-out through Redis"; README,
// "Running several gateways"): two `settlegraph serve` processes of the built CLI on one real
// redis-server, graphql-ws subscribers in client processes of their own (fanout-client.ts), and
// the ingest's publishing path in the bench process: LiveMarketData.setBook and
// RedisLivePublisher, the code `settlegraph sync` runs behind its venue streams (the streams
// themselves are left out: stream/subscriber-latency-p99 measures them). 1,000 book updates a
// second; each carries its publish time as `observedAt`, and a client takes its latency from its
// own clock on arrival (one machine, one clock). SETTLEGRAPH_BENCH_FANOUT_SUBSCRIBERS sets the
// subscribers (10,000 by default), SETTLEGRAPH_BENCH_FANOUT_CLIENTS the client processes (2).
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { importCatalog } from '../../src/catalog/import-catalog';
import { RedisLivePublisher } from '../../src/fanout/redis-live-publisher';
import { LiveMarketData } from '../../src/services/live-market-data';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { startRedis, type TestRedis } from '../../test/support/redis-server';
import { formatNumber, type Benchmark } from '../harness';
import { BENCH_RATE_LIMIT, CLI } from '../http/gateway';
import { startServerProcess, temporaryDirectory, type ServerProcess } from '../http/server-process';
import { judgeMemory } from '../http/soak.bench';
import { prng } from '../support/prng';
import { fanoutClient, type ClientProcess, type Pushes } from './fanout-client';
import { percentile, streamCatalog, streamedListings } from './live-gateway';

const SUBSCRIBERS = Number(process.env.SETTLEGRAPH_BENCH_FANOUT_SUBSCRIBERS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.SETTLEGRAPH_BENCH_FANOUT_CLIENTS ?? 2);
const GATEWAYS = 2;
const RATE = 1_000;
const WARM_UP_SECONDS = 10;
const MEASURED_SECONDS = 60;
/** After the window, for the pushes of its last updates to arrive. */
const DRAIN_SECONDS = 3;
const SAMPLE_EVERY_MS = 2_000;
const PER_SOCKET = 100;
const KEY = 'fanout-processes-bench-key';
const SEED = 20_261_130;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `send` `perSecond` times a second from a 1 ms timer, as live-gateway.ts's pace does, but
 * never more than a second behind: a process starved of CPU would otherwise send its whole backlog
 * in one burst, queueing it in the Redis client's memory. What it skips is counted.
 */
function paceSkipping(perSecond: number, send: () => void): { stop(): void; skipped(): number } {
  const start = performance.now();
  let sent = 0;
  let skipped = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) * perSecond) / 1000);
    if (due - sent > perSecond) {
      skipped += due - sent - perSecond;
      sent = due - perSecond;
    }
    for (; sent < due; sent++) send();
  }, 1);
  return { stop: () => clearInterval(timer), skipped: () => skipped };
}

/** `settlegraph serve` on the catalog and Redis, its GraphQL limits raised to hold every subscriber. */
function startServe(n: number, catalogFile: string, redis: TestRedis): Promise<ServerProcess> {
  const all = String(SUBSCRIBERS);
  return startServerProcess({
    name: `fanout-gateway-${n}`,
    script: CLI,
    args: ['serve'],
    env: {
      SETTLEGRAPH_CATALOG: catalogFile,
      SETTLEGRAPH_REDIS_URL: redis.url,
      SETTLEGRAPH_TOKEN_SECRET: 'fanout-processes-bench',
      SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: KEY, scopes: ['bench'] }]),
      SETTLEGRAPH_RATE_LIMIT: BENCH_RATE_LIMIT,
      SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_SOCKET: String(PER_SOCKET),
      SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_KEY: all,
      SETTLEGRAPH_GRAPHQL_SOCKETS_PER_KEY: all,
      SETTLEGRAPH_GRAPHQL_SOCKETS_PER_ADDRESS: all,
      // Thousands of subscriptions start at once: a socket's connection_init may wait its turn
      // longer than the 3 s a client gets by default.
      SETTLEGRAPH_GRAPHQL_CONNECTION_INIT_TIMEOUT_MS: '60000',
    },
    readyPath: '/readyz',
  });
}

const mib = (bytes: number) => bytes / 1024 / 1024;

export const fanoutProcessesBenchmark: Benchmark = {
  name: 'stream/fanout-processes-p99',
  description:
    `Live fan-out through Redis across processes: ${formatNumber(SUBSCRIBERS)} graphql-ws ` +
    `\`orderbook\` subscribers, one a listing, split between ${GATEWAYS} \`settlegraph serve\` ` +
    `processes sharing a real redis-server; ${formatNumber(RATE)} book updates a second ` +
    'published by the ingest’s LiveMarketData through RedisLivePublisher (the path `settlegraph ' +
    'sync` runs behind its venue streams), each listing in turn (a shuffled cycle). Path: ' +
    'setBook, MULTI HSET+PUBLISH, each gateway’s subscriber connection, its LiveMirror and ' +
    'conflating feed, the graphql-ws server, a client over a WebSocket. One run: ' +
    `${WARM_UP_SECONDS} s warm-up, ${MEASURED_SECONDS} s measured, ${DRAIN_SECONDS} s drain.`,
  runs: 1,
  unit: 'ms',
  notes:
    'The value is the p99 of push latency: a client’s arrival time minus the `observedAt` the ' +
    'publisher stamped from its clock as it published (one machine, one clock; ms resolution). ' +
    `The subscribers live in ${CLIENT_PROCESSES} client processes of their own, each with ` +
    'sockets to both gateways, so neither the ingest nor a gateway shares an event loop with ' +
    'them; the note gives their CPU, to show whether a client was the bottleneck. Gateways run ' +
    'the defaults (memory store loaded with the catalog, SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS 100) ' +
    'with the rate limit out of reach and the GraphQL subscription and socket limits raised to ' +
    `the subscriber count (${PER_SOCKET} subscriptions a socket), the connection_init wait at ` +
    '60 s (the subscriptions all start at once). Each listing is updated once ' +
    'a cycle through all of them (every subscribers/1,000 s), so no update waits for the book ' +
    'interval. Deliveries: pushes whose `observedAt` falls in the measured window against the ' +
    'updates published in it (one subscriber a listing, so one push each). Memory: each ' +
    `gateway’s RSS from /proc every ${SAMPLE_EVERY_MS / 1000} s of the window, judged as ` +
    'http/soak judges it (growing when the floor of the last third is over 10% above the middle ' +
    'third’s). Target: p99 < 100 ms, every update delivered, memory flat.',
  async prepare() {
    const dir = temporaryDirectory('settlegraph-bench-fanout-');
    const doc = streamCatalog(Math.ceil(SUBSCRIBERS / 2));
    const listings = streamedListings(doc, ['polymarket'])
      .slice(0, SUBSCRIBERS)
      .map((l) => l.listingId);
    if (listings.length < SUBSCRIBERS) throw new Error(`only ${listings.length} listings`);
    const catalogFile = path.join(dir, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify(doc), 'utf8');

    const redis = await startRedis();
    const store = new MemoryStore();
    await importCatalog(store, doc, { source: 'generated catalog' });
    const live = new LiveMarketData({ store });
    const publisher = new RedisLivePublisher({ url: redis.url, live, log: () => undefined });
    const gateways: ServerProcess[] = [];
    const clients: ClientProcess[] = [];
    const stop = async () => {
      await Promise.all(clients.map((c) => c.stop()));
      await Promise.all(gateways.map((g) => g.stop()));
      await publisher.close();
      await store.close();
      await redis.stop();
    };
    const lastAt = new Map<string, number>();
    let n = 0;
    /** A new book of `listingId`, its `observedAt` now by this process's clock (ms since the epoch). */
    const book = (listingId: string): number => {
      const at = Math.max(Date.now(), (lastAt.get(listingId) ?? 0) + 1);
      lastAt.set(listingId, at);
      live.setBook({
        listingId,
        bids: [{ price: '0.41', size: String(1 + (n++ % 1_000_000)) }],
        asks: [{ price: '0.45', size: '10' }],
        observedAt: new Date(at).toISOString(),
        source: 'LIVE',
      });
      return at;
    };
    try {
      await publisher.connected();
      publisher.start();
      // Every listing's first book is in Redis's current hash before the gateways start.
      for (const id of listings) book(id);
      for (let g = 1; g <= GATEWAYS; g++) gateways.push(await startServe(g, catalogFile, redis));
      const ws = gateways.map((g) => `${g.url.replace('http', 'ws')}/graphql`);
      for (let c = 0; c < CLIENT_PROCESSES; c++)
        clients.push(
          await fanoutClient({
            key: KEY,
            perSocket: PER_SOCKET,
            gateways: ws.map((url, g) => ({
              url,
              listings: listings.filter(
                (_, i) => i % GATEWAYS === g && Math.floor(i / GATEWAYS) % CLIENT_PROCESSES === c,
              ),
            })),
          }),
        );
    } catch (error) {
      await stop();
      throw error;
    }
    const subscribed = clients.reduce((s, c) => s + c.subscriptions, 0);

    // A shuffled cycle through the listings.
    const pick = prng(SEED);
    const order = [...listings];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(pick() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let ran = false;
    let sent = 0;
    const latencies: number[] = [];
    let delivered = 0;
    const rss: number[][] = gateways.map(() => []);
    const gatewayCpuMs: number[] = [];
    let clientCpuMs = 0;
    let loadAtStart = '';
    let skipped = 0;
    let window = { from: 0, to: 0 };
    return {
      run: async () => {
        loadAtStart = (await import('node:os'))
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ');
        const published: number[] = [];
        let k = 0;
        const pacer = paceSkipping(RATE, () => {
          published.push(book(order[k++ % order.length]!));
        });
        let cpuBefore: number[] = [];
        let clientCpuBefore = 0;
        try {
          await sleep(WARM_UP_SECONDS * 1000);
          clientCpuBefore = (await Promise.all(clients.map((c) => c.collect()))).reduce(
            (s, p) => s + p.cpuMs,
            0,
          );
          cpuBefore = gateways.map((g) => g.cpuMs() ?? Number.NaN);
          window = { from: Date.now(), to: Date.now() + MEASURED_SECONDS * 1000 };
          while (Date.now() < window.to) {
            gateways.forEach((g, i) => rss[i]!.push(mib(g.rssBytes() ?? Number.NaN)));
            await sleep(Math.min(SAMPLE_EVERY_MS, Math.max(0, window.to - Date.now())));
          }
          gateways.forEach((g, i) => gatewayCpuMs.push((g.cpuMs() ?? Number.NaN) - cpuBefore[i]!));
        } finally {
          pacer.stop();
          skipped = pacer.skipped();
        }
        await sleep(DRAIN_SECONDS * 1000);
        const pushes: Pushes[] = await Promise.all(clients.map((c) => c.collect()));
        clientCpuMs = pushes.reduce((s, p) => s + p.cpuMs, 0) - clientCpuBefore;
        const inWindow = (at: number) => at >= window.from && at < window.to;
        sent = published.filter(inWindow).length;
        for (const p of pushes)
          p.observedAt.forEach((at, i) => {
            if (!inWindow(at)) return;
            delivered++;
            latencies.push(p.latencyMs[i]!);
          });
        latencies.sort((a, b) => a - b);
        ran = true;
        return percentile(latencies, 99);
      },
      note: () => {
        if (!ran) return 'not run';
        const memory = rss.map((samples) => judgeMemory(samples));
        const perGateway = memory
          .map(
            (m, i) =>
              `gateway ${i + 1}: RSS MiB first ${m.samplesMiB[0]!.toFixed(0)}, last ` +
              `${m.samplesMiB.at(-1)!.toFixed(0)}, floor of the middle third ` +
              `${m.floorsMiB[0].toFixed(0)}, of the last ${m.floorsMiB[1].toFixed(0)}: ` +
              `${m.growing ? '**growing**' : 'flat'}; CPU ${(gatewayCpuMs[i]! / MEASURED_SECONDS / 10).toFixed(0)}% of a core`,
          )
          .join('; ');
        return (
          `${formatNumber(subscribed)} subscriptions (${CLIENT_PROCESSES} client processes, ` +
          `${GATEWAYS} gateways); ${formatNumber(sent)} updates published in the ` +
          `${MEASURED_SECONDS} s window (${skipped.toLocaleString('en-US')} skipped in the whole run: the ` +
          `publisher more than a second behind), ${formatNumber(delivered)} delivered ` +
          `(${((delivered / sent) * 100).toFixed(2)}%); push latency p50 ` +
          `${percentile(latencies, 50).toFixed(0)} ms, p90 ${percentile(latencies, 90).toFixed(0)} ms, ` +
          `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms; ` +
          `${perGateway}; the client processes ${(clientCpuMs / MEASURED_SECONDS / 10).toFixed(0)}% ` +
          `of a core together; load average at the start ${loadAtStart}`
        );
      },
      verdict: (measured) => ({
        target: 'p99 < 100 ms, every update delivered, memory flat',
        met:
          measured.median < 100 &&
          delivered === sent &&
          skipped === 0 &&
          rss.every((samples) => !judgeMemory(samples).growing),
      }),
      dispose: stop,
    };
  },
};
