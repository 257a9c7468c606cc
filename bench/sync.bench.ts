// The venue sync at scale (docs/decisions.md, "Venue sync"): `settlegraph serve` with
// SETTLEGRAPH_SYNC in a child process reads a simulated venue pair of 100,000 listings
// (test/support/synthetic-venues.ts served by test/support/venue-simulator.ts in this process)
// into each store; then, syncing continuously, how long a change at a venue takes to show over
// /v1.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { syntheticVenues, type SyntheticSize } from '../test/support/synthetic-venues';
import { VenueSimulator } from '../test/support/venue-simulator';
import type { Benchmark, Measured } from './harness';
import { neo4jEnv } from './http/gateway';
import { type ServerProcess, startServerProcess } from './http/server-process';
import { peakRssKiB, startBenchNeo4j, type BenchNeo4j } from './support/neo4j';

const CLI = path.resolve(__dirname, '..', 'src', 'cli', 'main.js');
const KEY = 'sync-bench-key';
/**
 * 1,000 events × 25 markets on each venue: 50,000 markets, 100,000 listings (BENCH_SYNC_EVENTS
 * sets fewer events for a quick trial; the report's rows are of the full size).
 */
const SIZE: SyntheticSize = {
  events: Number(process.env.BENCH_SYNC_EVENTS ?? 1000),
  marketsPerEvent: 25,
};
const LISTINGS = SIZE.events * SIZE.marketsPerEvent * 2 * 2;
const SYNC_TIMEOUT_MS = 30 * 60_000;
const CHANGE_TIMEOUT_MS = 10 * 60_000;
const NEO4J_HEAP = '2g';

type StoreKind = 'memory' | 'neo4j';

interface SyncedGateway {
  readonly simulator: VenueSimulator;
  readonly gateway: ServerProcess;
  readonly neo4j: BenchNeo4j | undefined;
  /** From starting the gateway to both venues landed, ms. */
  readonly firstSyncMs: number;
  stop(): Promise<void>;
}

async function get(gateway: ServerProcess, pathAndQuery: string): Promise<unknown> {
  const answer = await getOnce(gateway, pathAndQuery);
  if (answer.status !== 200) throw new Error(`GET ${pathAndQuery}: ${answer.status}`);
  return JSON.parse(answer.text) as unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A GET on a connection of its own: the simulator shares this process, and while it builds a page
 * of 1,000 events the event loop can be held longer than the gateway keeps an idle connection
 * open (5 s), so a kept-alive connection would be closed under a request sent on it (ECONNRESET),
 * which says nothing about the sync being measured.
 */
function getOnce(gateway: ServerProcess, pathAndQuery: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${gateway.url}${pathAndQuery}`,
      { agent: false, headers: { authorization: `Bearer ${KEY}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        new Error(`GET ${pathAndQuery}: ${error.message}; the gateway's log: ${gateway.logFile}`),
      ),
    );
  });
}

interface Answer {
  status: number;
  text: string;
}

/** Starts the simulator, (for Neo4j) a fresh Neo4j, and the gateway syncing; waits for both venues. */
async function startSyncedGateway(store: StoreKind, name: string): Promise<SyncedGateway> {
  const simulator = await VenueSimulator.start(syntheticVenues(SIZE));
  // The venues' own page limits apply (Kalshi 200 events, Gamma 500), not the tests' small pages.
  simulator.pageSize = 1000;
  const neo4j = store === 'neo4j' ? await startBenchNeo4j({ heap: NEO4J_HEAP }) : undefined;
  const endpoints = simulator.endpoints;
  const started = performance.now();
  const gateway = await startServerProcess({
    name,
    script: CLI,
    args: ['serve'],
    env: {
      SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: KEY, scopes: ['bench'], operator: true }]),
      SETTLEGRAPH_RATE_LIMIT: '1000000000',
      SETTLEGRAPH_SYNC: 'polymarket,kalshi',
      SETTLEGRAPH_KALSHI_URL: endpoints.kalshi,
      SETTLEGRAPH_POLYMARKET_GAMMA_URL: endpoints.polymarketGamma,
      SETTLEGRAPH_POLYMARKET_CLOB_URL: endpoints.polymarketClob,
      // The simulator is ours: no venue budget to keep.
      SETTLEGRAPH_SYNC_REQUESTS_PER_S: '1000000',
      SETTLEGRAPH_SYNC_INTERVAL_S: '1',
      ...(neo4j ? neo4jEnv(neo4j) : {}),
    },
    readyPath: '/readyz',
    readyTimeoutMs: 120_000,
  });
  const stop = async () => {
    await gateway.stop();
    await simulator.close();
    await neo4j?.stop();
  };
  try {
    // /metrics rather than GET /v1/coverage: the coverage overview covers every family, a cost
    // a poll every 250 ms would add to the sync it measures.
    for (;;) {
      const { text } = await getOnce(gateway, '/metrics');
      const landed = ['polymarket', 'kalshi'].filter((venue) =>
        text.includes(`settlegraph_sync_lag_seconds{venue="${venue}",kind="CATALOG"}`),
      );
      if (landed.length === 2) break;
      const failed = /settlegraph_sync_errors_total\{venue="(\w+)"\} [1-9]/.exec(text);
      if (failed) throw new Error(`a sync pass of ${failed[1]} failed (see the gateway log)`);
      if (performance.now() - started > SYNC_TIMEOUT_MS)
        throw new Error(`the first sync had not landed after ${SYNC_TIMEOUT_MS / 60_000} min`);
      await sleep(250);
    }
    return { simulator, gateway, neo4j, firstSyncMs: performance.now() - started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function mib(kib: number | undefined): string {
  return kib === undefined ? 'n/a' : `${Math.round(kib / 1024).toLocaleString('en')} MiB`;
}

function memoryNote(synced: SyncedGateway): string {
  const neo4j = synced.neo4j
    ? `, Neo4j JVM peak RSS ${mib(peakRssKiB(synced.neo4j.pid))} (-Xmx${NEO4J_HEAP})`
    : '';
  return `gateway peak RSS ${mib(peakRssKiB(synced.gateway.pid))}${neo4j}`;
}

function firstSyncBenchmark(store: StoreKind): Benchmark {
  return {
    name: `sync/first-100k-${store}`,
    description:
      `First full sync of a simulated venue pair into an empty ${store === 'memory' ? 'memory store' : 'Neo4j'}: ` +
      `${SIZE.events.toLocaleString('en')} events × ${SIZE.marketsPerEvent} binary markets on each ` +
      `venue (${LISTINGS.toLocaleString('en')} listings; Kalshi threshold ladders in the fixed-point ` +
      'fields, Gamma "↑ X" ladders). `settlegraph serve` with SETTLEGRAPH_SYNC=polymarket,kalshi ' +
      'in a child process, the simulator in the bench process on loopback; the time runs from ' +
      'starting the gateway to both venues landed (/metrics polled every 250 ms), all ' +
      'kinds read (catalog, Kalshi books, trades and candles, Polymarket books and price history).',
    runs: 1,
    unit: 's',
    notes:
      'The simulator has no request limits, so SETTLEGRAPH_SYNC_REQUESTS_PER_S lifts the venue ' +
      'budgets: against the venues themselves the budgets (Kalshi 10 requests a second) bound a ' +
      'first full pass of 25,000 Kalshi markets to about 45 minutes of order-book requests. ' +
      `Neo4j runs with -Xmx${NEO4J_HEAP} (the issue's bound): each page is one commit.`,
    prepare() {
      let note = '';
      return {
        run: async () => {
          const synced = await startSyncedGateway(store, `sync-first-${store}`);
          try {
            note = memoryNote(synced);
            return synced.firstSyncMs / 1000;
          } finally {
            await synced.stop();
          }
        },
        note: () => note,
        verdict: () => ({
          target: store === 'neo4j' ? `completes with a ${NEO4J_HEAP} Neo4j heap` : 'completes',
          met: true,
        }),
      };
    },
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function updateLagBenchmark(store: StoreKind): Benchmark {
  const lags: Record<'kalshi' | 'polymarket', number[]> = { kalshi: [], polymarket: [] };
  return {
    name: `sync/update-lag-100k-${store}`,
    description:
      'Continuous sync of the same 100,000-listing venue pair (SETTLEGRAPH_SYNC_INTERVAL_S=1, ' +
      'after the first full sync, not timed): a market title changed at the simulator, then ' +
      'GET /v1/markets?venue=…&venue_market_id=… polled every 25 ms until it shows the new title. ' +
      'One run is one change, alternately a Kalshi market (with its updated_time, as Kalshi sets ' +
      'it: the increments read it) and a Polymarket market (read by the next full pass).',
    runs: 20,
    unit: 'ms',
    notes:
      'The target is not in the issue; the row reports p99 (of 20 changes, the largest) beside ' +
      'the median.',
    async prepare() {
      const synced = await startSyncedGateway(store, `sync-lag-${store}`);
      let n = 0;
      return {
        run: async () => {
          n++;
          const venue = n % 2 === 1 ? 'kalshi' : 'polymarket';
          const e = (n * 37) % SIZE.events;
          const title = `Changed at the venue (${n})`;
          let marketId: string;
          if (venue === 'kalshi') {
            const event = synced.simulator.venues.kalshiEvents[e]!;
            const market = (event.markets as { ticker: string }[])[n % SIZE.marketsPerEvent]!;
            marketId = market.ticker;
            synced.simulator.changeKalshiMarket(marketId, { title });
          } else {
            const event = synced.simulator.venues.gammaEvents[e]!;
            const market = (event.markets as { id: string; question: string }[])[
              n % SIZE.marketsPerEvent
            ]!;
            marketId = market.id;
            market.question = title;
          }
          const changed = performance.now();
          for (;;) {
            const body = (await get(
              synced.gateway,
              `/v1/markets?venue=${venue}&venue_market_id=${encodeURIComponent(marketId)}`,
            )) as { items: { title: string }[] };
            if (body.items[0]?.title === title) break;
            if (performance.now() - changed > CHANGE_TIMEOUT_MS)
              throw new Error(`${venue} ${marketId} not changed after 10 min`);
            await sleep(25);
          }
          const lag = performance.now() - changed;
          lags[venue].push(lag);
          return lag;
        },
        note: () => {
          const all = [...lags.kalshi, ...lags.polymarket];
          const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
          return (
            `p99 ${seconds(percentile(all, 99))}; Kalshi (increments) median ` +
            `${seconds(percentile(lags.kalshi, 50))}, max ${seconds(Math.max(...lags.kalshi))}; ` +
            `Polymarket (full passes) median ${seconds(percentile(lags.polymarket, 50))}, max ` +
            `${seconds(Math.max(...lags.polymarket))}; ${memoryNote(synced)}`
          );
        },
        verdict: (result: Measured) => ({
          target: 'reported (p99 in the note)',
          met: result.values.length > 0,
        }),
        dispose: () => synced.stop(),
      };
    },
  };
}

export const syncBenchmarks: readonly Benchmark[] = [
  firstSyncBenchmark('memory'),
  updateLagBenchmark('memory'),
  firstSyncBenchmark('neo4j'),
  updateLagBenchmark('neo4j'),
];
