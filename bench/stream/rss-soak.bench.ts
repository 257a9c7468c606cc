// Memory under a steady live load: 10,000 streamed listings (5,000 Polymarket tokens, 2,500 Kalshi
// markets) moving at 1,000 updates a second, 100 GraphQL subscribers, for a minute after a
// warm-up; the gateway in a process of its own, its resident memory sampled every second.
// Target: flat.
import { performance } from 'node:perf_hooks';
import { formatNumber, type Benchmark } from '../harness';
import { prng } from '../support/prng';
import { gatewayProcess, type ChildMemory, type GatewayProcess } from './gateway-child';
import {
  pace,
  startVenues,
  Subscribers,
  type Pushed,
  type SubscriptionKind,
  type Venues,
} from './live-gateway';

/** 2,500 binary markets: 5,000 Polymarket listings and 5,000 Kalshi listings, all streamed. */
const MARKETS = 2_500;
const RATE = 1_000;
const SUBSCRIBERS = 100;
/** graphql-ws operations a key holds at most (the default). */
const PER_KEY = 50;
const WARM_UP_SECONDS = 20;
const SOAK_SECONDS = 60;
const SAMPLE_EVERY_MS = 1_000;
const DEPTH = 20;
const SEED = 20_261_127;
/** Flat: the least-squares slope of RSS over the soak, MiB a minute, at most this… */
const FLAT_SLOPE_MIB_PER_MINUTE = 2;
/** …and the heap live after a full collection grown by at most this over the soak, MiB. */
const FLAT_LIVE_HEAP_MIB = 5;

interface Sample {
  /** Seconds since the soak started. */
  readonly t: number;
  readonly rssMiB: number;
  readonly heapMiB: number;
}

/** Memory right after a full collection: what is live. */
interface Collected {
  readonly rssMiB: number;
  readonly heapMiB: number;
}

interface Soak {
  readonly samples: Sample[];
  /** At the start and at the end of the soak. */
  readonly collected: readonly [Collected, Collected];
  readonly rssSlope: number;
  readonly updates: number;
  readonly pushed: number;
}

const mib = (bytes: number) => bytes / 2 ** 20;

/** The least-squares slope of `y` over `t` seconds, per minute. */
function slopePerMinute(samples: readonly Sample[], y: (s: Sample) => number): number {
  const n = samples.length;
  const meanT = samples.reduce((sum, s) => sum + s.t, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + y(s), 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.t - meanT) * (y(s) - meanY);
    variance += (s.t - meanT) ** 2;
  }
  return (covariance / variance) * 60;
}

/**
 * SUBSCRIBERS subscribers, one graphql-ws socket and one subscription each: Polymarket quote,
 * Polymarket orderbook, Kalshi quote, Kalshi orderbook in turn, on listings spread over each venue.
 */
async function subscribe(
  venues: Venues,
  gateway: GatewayProcess,
  subscribers: Subscribers,
  onValue: (p: Pushed) => void,
): Promise<void> {
  const byVenue = [
    venues.polymarketBooks.tokens.map((t) => t.listingId),
    venues.kalshiBooks.markets.flatMap((m) => [m.yesListingId, m.noListingId]),
  ];
  const waits: Promise<void>[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const ids = byVenue[Math.floor(i / 2) % 2]!;
    const listingId = ids[Math.floor((i * ids.length) / SUBSCRIBERS)]!;
    const client = subscribers.client(gateway.keys[Math.floor(i / PER_KEY)]!);
    const kind: SubscriptionKind = i % 2 === 0 ? 'quote' : 'orderbook';
    waits.push(subscribers.subscribe(client, kind, listingId, onValue));
  }
  await Promise.all(waits);
}

const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const rssSoakBenchmark: Benchmark = {
  name: 'stream/rss-soak',
  description:
    `${SOAK_SECONDS} s of live data after a ${WARM_UP_SECONDS} s warm-up: ` +
    `${(4 * MARKETS).toLocaleString('en')} streamed listings (${(2 * MARKETS).toLocaleString('en')} ` +
    `Polymarket tokens over the market channel, ${MARKETS.toLocaleString('en')} Kalshi markets ` +
    'over the signed WebSocket) from the stream simulator, ' +
    `${RATE.toLocaleString('en')} updates a second (Polymarket level changes and Kalshi deltas in ` +
    'turn, on listings drawn at random, seeded; books of about 20 levels a side), pushed to ' +
    `${SUBSCRIBERS} graphql-ws subscribers (one socket each, quote and orderbook in turn, on ` +
    'listings spread over both venues). The gateway runs in a child process: a memory store ' +
    'holding the generated catalog, the two streams, LiveMarketData and the GraphQL server ' +
    '(createServices + buildApp, as `settlegraph serve` builds them); the simulator and the ' +
    'clients run in the bench process. The gateway’s resident set size (RSS) and V8 heap in use ' +
    'are sampled every second, and taken after a full collection right after the warm-up and at ' +
    'the end. The value is the least-squares slope of the RSS samples over the soak.',
  runs: 1,
  unit: 'MiB/min',
  notes:
    'The RSS is the gateway process’s alone (store and catalog, streams, live data, GraphQL ' +
    'subscriptions). LiveMarketData.flush() does not run: the memory store keeps every book and ' +
    'quote observation written (its history), so with it the store would grow by design and hide ' +
    'the live path’s own memory, which is what this measures. Book subscribers at the default ' +
    'interval (a book at most every 100 ms per listing). The full collections are gc() of ' +
    '--expose-gc, given to the child; between them V8 collects on its own. Each update replaces ' +
    'its listing’s whole book, old enough by then to sit in the old generation, so RSS between ' +
    'two full collections rises and falls with that garbage: the heap live after a full ' +
    'collection at both ends is the leak test. Target: flat, an RSS slope of at most ' +
    `${FLAT_SLOPE_MIB_PER_MINUTE} MiB a minute and at most ${FLAT_LIVE_HEAP_MIB} MiB more live ` +
    'heap at the end.',
  async prepare() {
    const venues = await startVenues({
      markets: MARKETS,
      venues: ['polymarket', 'kalshi'],
      depth: DEPTH,
      seed: SEED,
    });
    let gateway: GatewayProcess;
    try {
      gateway = await gatewayProcess({
        markets: MARKETS,
        venues: ['polymarket', 'kalshi'],
        urls: venues.simulator.urls,
        bookIntervalMs: 100,
        keys: Math.ceil(SUBSCRIBERS / PER_KEY),
      });
    } catch (error) {
      await venues.stop();
      throw error;
    }
    const subscribers = new Subscribers(gateway.url);
    const stop = async () => {
      await subscribers.close();
      await gateway.stop();
      await venues.stop();
    };
    let pushed = 0;
    try {
      await subscribe(venues, gateway, subscribers, () => pushed++);
    } catch (error) {
      await stop();
      throw error;
    }
    let soak: Soak | undefined;
    return {
      run: async () => {
        const pm = venues.polymarketBooks;
        const kx = venues.kalshiBooks;
        const pick = prng(SEED + 2);
        let n = 0;
        const pacer = pace(RATE, () => {
          if (n++ % 2 === 0) {
            const token = pm.tokens[Math.floor(pick() * pm.tokens.length)]!;
            const change = pm.randomChange(token);
            venues.simulator.polymarketChange(token.tokenId, [
              { side: change.side, price: change.price, size: change.size },
            ]);
          } else {
            const market = kx.markets[Math.floor(pick() * kx.markets.length)]!;
            const delta = kx.randomDelta(market);
            venues.simulator.kalshiDelta(market.ticker, delta.side, delta.price, delta.delta);
          }
        });
        const samples: Sample[] = [];
        const collected: Collected[] = [];
        const collect = async () => {
          const memory = await gateway.memory(true);
          collected.push({ rssMiB: mib(memory.rssBytes), heapMiB: mib(memory.heapUsedBytes) });
        };
        let updatesBefore = 0;
        let pushedBefore = 0;
        try {
          await sleep(WARM_UP_SECONDS * 1000);
          await collect();
          updatesBefore = n;
          pushedBefore = pushed;
          const start = performance.now();
          const sample = async () => {
            const t = (performance.now() - start) / 1000;
            const memory: ChildMemory = await gateway.memory(false);
            samples.push({ t, rssMiB: mib(memory.rssBytes), heapMiB: mib(memory.heapUsedBytes) });
          };
          const sampling: Promise<void>[] = [sample()];
          const timer = setInterval(() => sampling.push(sample()), SAMPLE_EVERY_MS);
          await sleep(SOAK_SECONDS * 1000);
          clearInterval(timer);
          sampling.push(sample());
          await Promise.all(sampling);
          await collect();
        } finally {
          pacer.stop();
        }
        const counters = await gateway.counters();
        if (counters.some((c) => c.malformed > 0 || c.resnapshots > 0 || c.losses > 0))
          throw new Error(`the streams were not clean: ${JSON.stringify(counters)}`);
        soak = {
          samples,
          collected: [collected[0]!, collected[1]!],
          rssSlope: slopePerMinute(samples, (s) => s.rssMiB),
          updates: n - updatesBefore,
          pushed: pushed - pushedBefore,
        };
        return soak.rssSlope;
      },
      note: () => {
        if (!soak) return 'not run';
        const rss = soak.samples.map((s) => s.rssMiB);
        const heap = soak.samples.map((s) => s.heapMiB);
        const [first, last] = soak.collected;
        const f = (v: number) => formatNumber(v);
        return (
          `RSS MiB start ${f(rss[0]!)}, end ${f(rss[rss.length - 1]!)}, max ${f(Math.max(...rss))}, ` +
          `slope ${soak.rssSlope.toFixed(1)} MiB/min; heap in use MiB start ${f(heap[0]!)}, end ` +
          `${f(heap[heap.length - 1]!)}, max ${f(Math.max(...heap))}; after a full collection at the ` +
          `start and at the end: heap ${f(first.heapMiB)} → ${f(last.heapMiB)} MiB ` +
          `(${signed(last.heapMiB - first.heapMiB)} MiB), RSS ${f(first.rssMiB)} → ` +
          `${f(last.rssMiB)} MiB; ${formatNumber(soak.updates / SOAK_SECONDS)} updates/s, ` +
          `${formatNumber(soak.pushed / SOAK_SECONDS)} values/s pushed to subscribers ` +
          `(RSS, ${rss.length} samples: ${rss.map((m) => Math.round(m)).join(' ')})`
        );
      },
      verdict: (measured) => ({
        target:
          `flat: RSS slope ≤ ${FLAT_SLOPE_MIB_PER_MINUTE} MiB/min, live heap ` +
          `+${FLAT_LIVE_HEAP_MIB} MiB at most`,
        met:
          measured.median <= FLAT_SLOPE_MIB_PER_MINUTE &&
          soak !== undefined &&
          soak.collected[1].heapMiB - soak.collected[0].heapMiB <= FLAT_LIVE_HEAP_MIB,
      }),
      dispose: stop,
    };
  },
};
