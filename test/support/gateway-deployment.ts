// The processes of a deployment of several gateways (README, "Running several gateways"), as the
// tests that run them share them: `settlegraph sync` reading the venue simulators (REST and
// stream), `settlegraph serve` gateways on one Redis, and a subscriber's wait for a book the sync
// streamed in.
import type { Client } from 'graphql-ws';
import { next, type Iterator } from '../graphql/ws-client';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { PM_TOKEN } from '../streams/stream-harness';
import { startRedis, type TestRedis } from './redis-server';
import { neo4jEnv, type SettlegraphProcess } from './settlegraph-process';
import { TEST_KEYS } from './test-server';
import { VenueSimulator } from './venue-simulator';
import { StreamSimulator } from './venue-stream-simulator';

export const SERVING = /^settlegraph serving (http:\/\/\S+)\/v1 /;
export const LEASE_TAKEN = /^sync lease taken by (\S+) \(token (\d+)\): syncing$/;
export const PASSED = /^sync pass: polymarket: \d+ responses/;
/** How long a child process may take to get somewhere on a loaded machine: an outer bound. */
export const READY_MS = 240_000;

export const bookQuery = `subscription($id: ID!) { orderbook(listingId: $id) { listingId bids { price size } } }`;

/** What a deployment's processes read and what a test starts in it, stopped together. */
export interface DeploymentParts {
  readonly redis: TestRedis;
  readonly simulator: VenueSimulator;
  readonly streams: StreamSimulator;
  /** The processes the test starts: killed by `stop`. */
  readonly processes: SettlegraphProcess[];
  /** The subscribers the test opens: disposed by `stop`. */
  readonly clients: Client[];
  stop(): Promise<void>;
}

/**
 * The worker's Neo4j emptied, a Redis, and the venue simulators with one Polymarket book on the
 * stream: what every deployment test starts from.
 */
export async function startDeploymentParts(): Promise<DeploymentParts> {
  const database = new Neo4jTestDatabase();
  await (await database.emptyStore()).close();
  await database.close();
  const [redis, simulator, streams] = await Promise.all([
    startRedis(),
    VenueSimulator.start(),
    StreamSimulator.start(),
  ]);
  streams.setPolymarketBook(PM_TOKEN, '0x' + 'cd'.repeat(32), [['0.31', '9']], [['0.36', '4']]);
  const processes: SettlegraphProcess[] = [];
  const clients: Client[] = [];
  return {
    redis,
    simulator,
    streams,
    processes,
    clients,
    async stop() {
      for (const client of clients) await client.dispose();
      await Promise.all(processes.map((p) => p.kill()));
      await streams.close();
      await simulator.close();
      await redis.stop();
    },
  };
}

/** A sync of Polymarket from the simulators, one pass per holder of the lease. */
export function syncEnv(
  redis: TestRedis,
  simulator: VenueSimulator,
  streams: StreamSimulator,
): NodeJS.ProcessEnv {
  return {
    ...neo4jEnv(),
    SETTLEGRAPH_REDIS_URL: redis.url,
    SETTLEGRAPH_SYNC: 'polymarket',
    // One pass per holder: the takeover's pass is the one that could announce something twice.
    SETTLEGRAPH_SYNC_INTERVAL_S: '3600',
    SETTLEGRAPH_POLYMARKET_GAMMA_URL: simulator.endpoints.polymarketGamma,
    SETTLEGRAPH_POLYMARKET_CLOB_URL: simulator.endpoints.polymarketClob,
    SETTLEGRAPH_POLYMARKET_WS_URL: streams.urls.polymarket,
    SETTLEGRAPH_KALSHI_URL: simulator.endpoints.kalshi,
    SETTLEGRAPH_KALSHI_WS_URL: streams.urls.kalshi,
    // The defaults (7 s, renewed every second): the takeover the deployment promises.
    SETTLEGRAPH_SYNC_LEASE_S: '',
    SETTLEGRAPH_SYNC_LEASE_RENEW_S: '',
  };
}

/**
 * A gateway on a free loopback port with the test keys; `rateLimit` requests a minute per key
 * (unset: the default).
 */
export function gatewayEnv(redis: TestRedis, rateLimit?: number): NodeJS.ProcessEnv {
  return {
    ...neo4jEnv(),
    SETTLEGRAPH_REDIS_URL: redis.url,
    // Keys are counted by key ID, and page tokens signed, with this secret: the same on every
    // gateway.
    SETTLEGRAPH_TOKEN_SECRET: 'gateway-processes-secret',
    SETTLEGRAPH_API_KEYS: JSON.stringify(TEST_KEYS),
    SETTLEGRAPH_RATE_LIMIT: rateLimit === undefined ? '' : String(rateLimit),
    SETTLEGRAPH_SYNC: '',
    SETTLEGRAPH_CATALOG: '',
    SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
}

/**
 * Sends book changes on the stream until the subscriber receives one (each with its own size, so
 * a received book names the change it carries): the subscription may start a little after the
 * gateway's. Returns the size received.
 */
export async function bookReaches(
  streams: StreamSimulator,
  books: Iterator,
  price: string,
  boundMs: number,
): Promise<string> {
  const deadline = Date.now() + boundMs;
  const sent: string[] = [];
  for (let i = 1; Date.now() < deadline; i++) {
    const size = `${i}.5`;
    sent.push(size);
    streams.polymarketChange(PM_TOKEN, [{ side: 'BUY', price, size }]);
    const until = Date.now() + 2_000;
    while (Date.now() < until) {
      const pushed = await next(books, Math.max(1, until - Date.now()));
      if (pushed === 'timeout') break;
      if (pushed === 'done') throw new Error('the subscription ended');
      expect(pushed.errors).toBeUndefined();
      const level = (pushed.data.orderbook.bids as { price: string; size: string }[]).find(
        (l) => l.price === price,
      );
      if (level && sent.includes(level.size)) return level.size;
    }
  }
  throw new Error(`no book with a bid at ${price} reached the subscriber within ${boundMs} ms`);
}
