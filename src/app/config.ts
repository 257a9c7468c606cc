// The operating interface's environment (README.md, "Configuration"), read once at start.
import type { ApiKeyConfig } from '../http/auth';
import { demoCatalogPaths } from '../catalog/demo-catalog';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  DEFAULT_GRAPHQL_LIMITS,
  DEFAULT_HTTP_RESERVED_CONNECTIONS,
  DEFAULT_IDEMPOTENCY_LIMITS,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
  DEFAULT_WORK_LIMITS,
  type GraphqlLimits,
  type IdempotencyLimits,
  type WorkLimits,
} from '../domain/limits';
import { DEFAULT_RETENTION, type RetentionWindows } from '../domain/market-data';
import { DEFAULT_FAIR_VALUE_BOUNDS, type FairValueBounds } from '../store/store';
import { SYNC_VENUES } from '../sync/sync-pass';
import { DEFAULT_REFERENCE_REFRESH_SECONDS } from '../sync/reference-keeper';
import { DEFAULT_QUOTE_WARN_AGE_SECONDS } from '../services/quote-freshness';
import { DEFAULT_EVALUATION_POOL, type EvaluationPoolOptions } from '../services/evaluation-pool';
import { PUBLIC_ENDPOINTS, type VenueEndpoints } from '../venues/common/venue-endpoints';
import type { Venue } from '../venues/common/venue-model';
import { kalshiCredentials, type KalshiCredentials } from '../venues/kalshi/kalshi-signing';
import { PUBLIC_STREAM_URLS, type StreamConfig } from '../sync/venue-streams';

export interface Config {
  port: number;
  host: string;
  catalogFiles: string[];
  apiKeys: ApiKeyConfig[];
  /** True when no keys were configured and the demo key is in use. */
  demoKey: boolean;
  neo4j?: {
    uri: string;
    user?: string;
    password?: string;
    /** SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS: how long a read waits for Neo4j's answer. */
    readDeadlineMs?: number;
    /** SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS: a transaction's limit before its rows are added. */
    transactionTimeoutMs?: number;
    /** SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS: both, for every import (open-store.ts, importLimits). */
    importTimeoutMs?: number;
  };
  tokenSecret?: string;
  /** SETTLEGRAPH_CHANGE_RETENTION: change records a feed cursor may resume within. */
  changeRetention?: number;
  /**
   * SETTLEGRAPH_FAIR_VALUE_HISTORY: superseded rows kept per fair value;
   * SETTLEGRAPH_FAIR_VALUES_PER_SCOPE: current fair values a scope may hold.
   */
  fairValues: FairValueBounds;
  /** SETTLEGRAPH_RESPONSE_LIMIT_BYTES, SETTLEGRAPH_EVALUATION_CELLS_MAX: what a request may cost. */
  workLimits: WorkLimits;
  /**
   * SETTLEGRAPH_QUOTE_WARN_AGE_S: evaluations warn QUOTE_OLD on quotes and books older than this
   * (a request's pricing.warn_quote_age_seconds overrides it).
   */
  quoteWarnAgeSeconds: number;
  /**
   * SETTLEGRAPH_EVALUATION_THREADS, SETTLEGRAPH_EVALUATION_QUEUE and
   * SETTLEGRAPH_EVALUATION_INLINE_CELLS: the worker pool of large evaluations.
   */
  evaluationPool: EvaluationPoolOptions;
  /** SETTLEGRAPH_IDEMPOTENCY_RETENTION_H: hours an Idempotency-Key's answer is kept. */
  idempotencyRetentionHours: number;
  /**
   * SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES, SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY and
   * SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL: what Idempotency-Key records may hold.
   */
  idempotency: IdempotencyLimits;
  logLevel: string;
  /** SETTLEGRAPH_RATE_LIMIT: requests a minute per API key; 0 turns limiting off. */
  rateLimitPerMinute: number;
  /** SETTLEGRAPH_BODY_LIMIT_BYTES: the largest accepted request body. */
  bodyLimitBytes: number;
  /** SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE: failed authentications a minute per address; 0: off. */
  authFailuresPerMinute: number;
  /** SETTLEGRAPH_REQUEST_TIMEOUT_MS: the longest a request may take to arrive. */
  requestTimeoutMs: number;
  /** SETTLEGRAPH_MAX_CONNECTIONS: open connections at most; 0: no cap. */
  maxConnections: number;
  /**
   * SETTLEGRAPH_KEY_CONCURRENT_REQUESTS: requests one API key may have in progress while other
   * keys have some; 0: no budget.
   */
  keyConcurrentRequests: number;
  /**
   * SETTLEGRAPH_KEY_CPU_SHARE_PERCENT: the share of the CPU all keys spent that one API key may
   * have spent while other keys have work; 0: no budget.
   */
  keyCpuSharePercent: number;
  /** SETTLEGRAPH_READ_CACHE_MB: the Neo4j store's read cache budget; 0 turns it off. */
  readCacheMiB: number;
  /** SETTLEGRAPH_RESPONSE_CACHE_MB: the budget of kept response bodies; 0 turns it off. */
  responseCacheMiB: number;
  /** SETTLEGRAPH_GRAPHQL_*: the GraphQL endpoint's cost, time and subscription limits. */
  graphqlLimits: GraphqlLimits;
  /** SETTLEGRAPH_CORS_ORIGINS: origins whose pages may call /graphql and /v1; none by default. */
  corsOrigins: string[];
  /**
   * SETTLEGRAPH_REDIS_URL: the Redis that carries live market data from the ingest to every
   * gateway and holds the shared rate limits; unset: one process, everything in memory.
   */
  redisUrl: string | undefined;
  /** The venue sync: which venues `serve` keeps current, how often, from where. */
  sync: SyncConfig;
  /**
   * SETTLEGRAPH_RETAIN_*: how long market data is kept (undefined: not set, see
   * effectiveRetention); SETTLEGRAPH_PRUNE_INTERVAL_S: how often it is pruned.
   */
  retention: { [K in keyof RetentionWindows]: RetentionWindows[K] | undefined } & {
    pruneIntervalSeconds: number;
  };
}

export interface SyncConfig {
  /** SETTLEGRAPH_SYNC: the venues `serve` syncs beside the API; none by default. */
  venues: Venue[];
  /** SETTLEGRAPH_SYNC_INTERVAL_S: the pause between passes (the catalog and books). */
  intervalSeconds: number;
  /** SETTLEGRAPH_SYNC_FULL_INTERVAL_S: between two reads of every open event (increments between). */
  fullIntervalSeconds: number;
  /** SETTLEGRAPH_SYNC_TRADES_INTERVAL_S: between two reads of a venue's trades. */
  tradesIntervalSeconds: number;
  /** SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S: between two reads of a venue's price history. */
  historyIntervalSeconds: number;
  /** SETTLEGRAPH_REFERENCE_REFRESH_S: between two reads of a venue's reference data. */
  referenceRefreshSeconds: number;
  /** SETTLEGRAPH_KALSHI_URL, SETTLEGRAPH_POLYMARKET_GAMMA_URL, SETTLEGRAPH_POLYMARKET_CLOB_URL. */
  endpoints: VenueEndpoints;
  /** SETTLEGRAPH_SYNC_REQUESTS_PER_S: one request budget for every host instead of the defaults. */
  requestsPerSecond?: number;
  /** The venue streams of a continuous sync (live books, quotes and trades). */
  streams: StreamConfig;
  /**
   * SETTLEGRAPH_SYNC_LEASE_S and SETTLEGRAPH_SYNC_LEASE_RENEW_S: the lease that makes one
   * `settlegraph sync` the active one (docs/decisions.md, "One active sync: the lease in the store").
   */
  lease: { durationSeconds: number; renewSeconds: number };
}

export const DEFAULT_SYNC_INTERVAL_SECONDS = 60;
export const DEFAULT_SYNC_FULL_INTERVAL_SECONDS = 3600;
export const DEFAULT_SYNC_TRADES_INTERVAL_SECONDS = 300;
export const DEFAULT_SYNC_HISTORY_INTERVAL_SECONDS = 3600;
export const DEFAULT_SYNC_LEASE_SECONDS = 7;
export const DEFAULT_SYNC_LEASE_RENEW_SECONDS = 1;

/** A comma-separated list of venues to sync; each known, none twice. */
export function syncVenues(raw: string, name: string): Venue[] {
  const venues = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  for (const venue of venues)
    if (!(SYNC_VENUES as readonly string[]).includes(venue))
      throw new Error(`${name}: unknown venue "${venue}" (known: ${SYNC_VENUES.join(', ')})`);
  if (new Set(venues).size !== venues.length) throw new Error(`${name} names a venue twice`);
  return venues as Venue[];
}

function syncConfig(env: NodeJS.ProcessEnv): SyncConfig {
  const endpoint = (name: string, fallback: string): string => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
    return raw.replace(/\/+$/, '');
  };
  return {
    venues: syncVenues(env.SETTLEGRAPH_SYNC ?? '', 'SETTLEGRAPH_SYNC'),
    intervalSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_SYNC_INTERVAL_S',
      DEFAULT_SYNC_INTERVAL_SECONDS,
      1,
    ),
    fullIntervalSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_SYNC_FULL_INTERVAL_S',
      DEFAULT_SYNC_FULL_INTERVAL_SECONDS,
      1,
    ),
    tradesIntervalSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_SYNC_TRADES_INTERVAL_S',
      DEFAULT_SYNC_TRADES_INTERVAL_SECONDS,
      1,
    ),
    historyIntervalSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_SYNC_HISTORY_INTERVAL_S',
      DEFAULT_SYNC_HISTORY_INTERVAL_SECONDS,
      1,
    ),
    referenceRefreshSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_REFERENCE_REFRESH_S',
      DEFAULT_REFERENCE_REFRESH_SECONDS,
      1,
    ),
    ...(env.SETTLEGRAPH_SYNC_REQUESTS_PER_S?.trim()
      ? {
          requestsPerSecond: wholeNumber(env, 'SETTLEGRAPH_SYNC_REQUESTS_PER_S', 1, 1),
        }
      : {}),
    streams: streamConfig(env),
    lease: leaseConfig(env),
    endpoints: {
      kalshi: endpoint('SETTLEGRAPH_KALSHI_URL', PUBLIC_ENDPOINTS.kalshi),
      polymarketGamma: endpoint(
        'SETTLEGRAPH_POLYMARKET_GAMMA_URL',
        PUBLIC_ENDPOINTS.polymarketGamma,
      ),
      polymarketClob: endpoint('SETTLEGRAPH_POLYMARKET_CLOB_URL', PUBLIC_ENDPOINTS.polymarketClob),
    },
  };
}

/** A renewal must come before the lease runs out, with room for one that fails. */
function leaseConfig(env: NodeJS.ProcessEnv): SyncConfig['lease'] {
  const durationSeconds = wholeNumber(
    env,
    'SETTLEGRAPH_SYNC_LEASE_S',
    DEFAULT_SYNC_LEASE_SECONDS,
    2,
  );
  const renewSeconds = wholeNumber(
    env,
    'SETTLEGRAPH_SYNC_LEASE_RENEW_S',
    DEFAULT_SYNC_LEASE_RENEW_SECONDS,
    1,
  );
  if (2 * renewSeconds > durationSeconds)
    throw new Error(
      `SETTLEGRAPH_SYNC_LEASE_RENEW_S (${renewSeconds}) must be at most half of SETTLEGRAPH_SYNC_LEASE_S (${durationSeconds}), so that one failed renewal does not lose the lease`,
    );
  return { durationSeconds, renewSeconds };
}

export const DEFAULT_STREAM_POLL_INTERVAL_SECONDS = 10;
export const DEFAULT_STREAM_PERSIST_INTERVAL_MS = 1000;
export const DEFAULT_STREAM_BOOK_INTERVAL_MS = 100;

function streamConfig(env: NodeJS.ProcessEnv): StreamConfig {
  const socketUrl = (name: string, fallback: string): string => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'wss:' && url.protocol !== 'ws:'))
      throw new Error(`${name} must be a ws(s) URL, got "${raw}"`);
    return raw;
  };
  const enabled = (env.SETTLEGRAPH_STREAMS ?? 'on').trim().toLowerCase();
  if (enabled !== 'on' && enabled !== 'off')
    throw new Error(`SETTLEGRAPH_STREAMS must be "on" or "off", got "${env.SETTLEGRAPH_STREAMS}"`);
  const credentials = kalshiStreamCredentials(env);
  return {
    enabled: enabled === 'on',
    polymarketUrl: socketUrl('SETTLEGRAPH_POLYMARKET_WS_URL', PUBLIC_STREAM_URLS.polymarket),
    kalshiUrl: socketUrl('SETTLEGRAPH_KALSHI_WS_URL', PUBLIC_STREAM_URLS.kalshi),
    ...(credentials && { kalshiCredentials: credentials }),
    pollIntervalSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_STREAM_POLL_INTERVAL_S',
      DEFAULT_STREAM_POLL_INTERVAL_SECONDS,
      1,
    ),
    persistIntervalMs: wholeNumber(
      env,
      'SETTLEGRAPH_STREAM_PERSIST_INTERVAL_MS',
      DEFAULT_STREAM_PERSIST_INTERVAL_MS,
      50,
    ),
    bookIntervalMs: wholeNumber(
      env,
      'SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS',
      DEFAULT_STREAM_BOOK_INTERVAL_MS,
      0,
    ),
  };
}

/** Both or neither: a key ID without its private key (or the reverse) is a configuration error. */
function kalshiStreamCredentials(env: NodeJS.ProcessEnv): KalshiCredentials | undefined {
  const keyId = env.SETTLEGRAPH_KALSHI_API_KEY_ID?.trim();
  const keyFile = env.SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE?.trim();
  if (!keyId && !keyFile) return undefined;
  if (!keyId || !keyFile)
    throw new Error(
      'SETTLEGRAPH_KALSHI_API_KEY_ID and SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE are given together',
    );
  let pem: string;
  try {
    pem = readFileSync(keyFile, 'utf8');
  } catch (error) {
    throw new Error(
      `SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: cannot read ${keyFile}: ${(error as Error).message}`,
    );
  }
  try {
    return kalshiCredentials(keyId, pem);
  } catch (error) {
    throw new Error(
      `SETTLEGRAPH_KALSHI_PRIVATE_KEY_FILE: not a PEM private key: ${(error as Error).message}`,
    );
  }
}

export const DEFAULT_PRUNE_INTERVAL_SECONDS = 3600;

/** Each window a whole number of hours or days; 0 keeps that kind for ever; unset: undefined. */
function retentionConfig(env: NodeJS.ProcessEnv): Config['retention'] {
  const window = (name: string): number | null | undefined => {
    if ((env[name] ?? '').trim() === '') return undefined;
    const value = wholeNumber(env, name, 0, 0);
    return value === 0 ? null : value;
  };
  return {
    observationsHours: window('SETTLEGRAPH_RETAIN_OBSERVATIONS_H'),
    tradesDays: window('SETTLEGRAPH_RETAIN_TRADES_D'),
    oneMinuteBarsDays: window('SETTLEGRAPH_RETAIN_BARS_1M_D'),
    oneHourBarsDays: window('SETTLEGRAPH_RETAIN_BARS_1H_D'),
    pruneIntervalSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_PRUNE_INTERVAL_S',
      DEFAULT_PRUNE_INTERVAL_SECONDS,
      1,
    ),
  };
}

/**
 * The windows in force: what SETTLEGRAPH_RETAIN_* set, and for what they leave unset
 * DEFAULT_RETENTION when the process keeps live data coming (a continuous sync), else for ever
 * (an imported or ingested catalog stays as it was given; docs/decisions.md, "Live market data").
 */
export function effectiveRetention(
  retention: Config['retention'],
  syncing: boolean,
): RetentionWindows {
  const pick = (key: keyof RetentionWindows): number | null => {
    const value = retention[key];
    if (value !== undefined) return value;
    return syncing ? DEFAULT_RETENTION[key] : null;
  };
  return {
    observationsHours: pick('observationsHours'),
    tradesDays: pick('tradesDays'),
    oneMinuteBarsDays: pick('oneMinuteBarsDays'),
    oneHourBarsDays: pick('oneHourBarsDays'),
  };
}

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 6000;
/** A browser's six connections to one host and a few more (docs/decisions.md, "Fairness"). */
export const DEFAULT_KEY_CONCURRENT_REQUESTS = 8;
/**
 * Off until it is measured to help: at 50 it refused honest requests and did not lift an honest
 * key's throughput under attack (docs/decisions.md, "Fairness: a budget of CPU per API key").
 */
export const DEFAULT_KEY_CPU_SHARE_PERCENT = 0;
export const DEFAULT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 60;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_READ_CACHE_MIB = 64;
export const DEFAULT_RESPONSE_CACHE_MIB = 32;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

/** A whole number of percent, 0 to 100. */
function percent(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = wholeNumber(env, name, fallback, 0);
  if (value > 100) throw new Error(`${name} must be a percentage, 0 to 100, got "${env[name]}"`);
  return value;
}

/**
 * What Idempotency-Key records may hold, in bytes; each disclosed as a GraphQL Int, so at most
 * 2^31 - 1, and one key's bound no larger than all keys'.
 */
function idempotencyLimits(env: NodeJS.ProcessEnv): IdempotencyLimits {
  const bytes = (name: string, fallback: number, min: number): number => {
    const value = wholeNumber(env, name, fallback, min);
    if (value > INT_MAX)
      throw new Error(`${name} must be at most ${INT_MAX} bytes, got "${env[name]}"`);
    return value;
  };
  const limits = {
    answerBytesMax: bytes(
      'SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES',
      DEFAULT_IDEMPOTENCY_LIMITS.answerBytesMax,
      1024,
    ),
    bytesPerKey: bytes(
      'SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY',
      DEFAULT_IDEMPOTENCY_LIMITS.bytesPerKey,
      65_536,
    ),
    bytesTotal: bytes(
      'SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL',
      DEFAULT_IDEMPOTENCY_LIMITS.bytesTotal,
      65_536,
    ),
  };
  if (limits.bytesPerKey > limits.bytesTotal)
    throw new Error(
      `SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY (${limits.bytesPerKey}) must not be larger than SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL (${limits.bytesTotal})`,
    );
  return limits;
}

/** The largest GraphQL Int. */
const INT_MAX = 2_147_483_647;

/**
 * The environment variable of each GraphQL limit set directly; each is a whole number of at least
 * 1. `socketsMax` follows from the connection cap and its reserve (graphqlLimits).
 */
export const GRAPHQL_LIMIT_VARIABLES: Readonly<
  Record<Exclude<keyof GraphqlLimits, 'socketsMax'>, string>
> = {
  maxTokens: 'SETTLEGRAPH_GRAPHQL_MAX_TOKENS',
  maxDepth: 'SETTLEGRAPH_GRAPHQL_MAX_DEPTH',
  maxAliases: 'SETTLEGRAPH_GRAPHQL_MAX_ALIASES',
  maxComplexity: 'SETTLEGRAPH_GRAPHQL_MAX_COMPLEXITY',
  defaultListSize: 'SETTLEGRAPH_GRAPHQL_DEFAULT_LIST_SIZE',
  timeoutMs: 'SETTLEGRAPH_GRAPHQL_TIMEOUT_MS',
  subscriptionsPerSocket: 'SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_SOCKET',
  subscriptionsPerKey: 'SETTLEGRAPH_GRAPHQL_SUBSCRIPTIONS_PER_KEY',
  socketsPerKey: 'SETTLEGRAPH_GRAPHQL_SOCKETS_PER_KEY',
  socketsPerAddress: 'SETTLEGRAPH_GRAPHQL_SOCKETS_PER_ADDRESS',
  connectionInitTimeoutMs: 'SETTLEGRAPH_GRAPHQL_CONNECTION_INIT_TIMEOUT_MS',
};

/**
 * The GraphQL limits, WebSockets held to the connections SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS
 * leaves of SETTLEGRAPH_MAX_CONNECTIONS, so that HTTP requests and health checks always have some
 * (docs/decisions.md, "WebSocket admission").
 */
function graphqlLimits(env: NodeJS.ProcessEnv, maxConnections: number): GraphqlLimits {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS };
  for (const [limit, name] of Object.entries(GRAPHQL_LIMIT_VARIABLES) as [
    keyof typeof GRAPHQL_LIMIT_VARIABLES,
    string,
  ][])
    limits[limit] = wholeNumber(env, name, DEFAULT_GRAPHQL_LIMITS[limit], 1);
  const reserved = wholeNumber(
    env,
    'SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS',
    DEFAULT_HTTP_RESERVED_CONNECTIONS,
    1,
  );
  if (maxConnections > 0 && reserved >= maxConnections)
    throw new Error(
      `SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS (${reserved}) must be below SETTLEGRAPH_MAX_CONNECTIONS (${maxConnections}), which it leaves WebSockets the rest of`,
    );
  limits.socketsMax = maxConnections > 0 ? maxConnections - reserved : null;
  return limits;
}

/**
 * Exact origins (scheme, host and port as a browser sends them in Origin), comma-separated. A
 * wildcard or anything with a path is refused: the list is what may call the API from a page.
 */
function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  const raw = env.SETTLEGRAPH_CORS_ORIGINS ?? '';
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin)
      throw new Error(
        `SETTLEGRAPH_CORS_ORIGINS must list exact origins such as https://dashboard.example.com (scheme, host and port, no path or trailing slash), got "${origin}"`,
      );
  }
  return [...new Set(origins)];
}

function redisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SETTLEGRAPH_REDIS_URL?.trim() ?? '';
  if (raw === '') return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['redis:', 'rediss:'].includes(parsed.protocol) || parsed.hostname === '')
    throw new Error(
      `SETTLEGRAPH_REDIS_URL must be a redis:// or rediss:// URL such as redis://redis:6379/0, got "${raw}"`,
    );
  return raw;
}

/** Used only when SETTLEGRAPH_API_KEYS is unset, and printed at start. */
export const DEMO_API_KEY = 'sg-demo-key';
export const DEMO_SCOPE = 'demo';

const apiKeysSchema = z.array(
  z.object({
    key: z.string().min(8, 'an API key has at least 8 characters'),
    scopes: z.array(z.string().min(1)).default([]),
    operator: z.boolean().default(false),
    name: z.string().trim().min(1).max(128).optional(),
  }),
);

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT !== undefined ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  // The demo key is the only key of a development server: it is its operator too.
  let apiKeys: ApiKeyConfig[] = [{ key: DEMO_API_KEY, scopes: [DEMO_SCOPE], operator: true }];
  let demoKey = true;
  if (env.SETTLEGRAPH_API_KEYS !== undefined && env.SETTLEGRAPH_API_KEYS.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(env.SETTLEGRAPH_API_KEYS);
    } catch {
      throw new Error(
        'SETTLEGRAPH_API_KEYS must be a JSON array of {"key": "...", "scopes": [...], "operator": false}',
      );
    }
    const parsed = apiKeysSchema.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `SETTLEGRAPH_API_KEYS is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    }
    apiKeys = parsed.data;
    demoKey = false;
  }
  const maxConnections = wholeNumber(
    env,
    'SETTLEGRAPH_MAX_CONNECTIONS',
    DEFAULT_MAX_CONNECTIONS,
    0,
  );
  let changeRetention: number | undefined;
  if (env.SETTLEGRAPH_CHANGE_RETENTION !== undefined && env.SETTLEGRAPH_CHANGE_RETENTION !== '') {
    changeRetention = Number(env.SETTLEGRAPH_CHANGE_RETENTION);
    if (!Number.isSafeInteger(changeRetention) || changeRetention < 1)
      throw new Error(
        `SETTLEGRAPH_CHANGE_RETENTION must be a positive whole number of change records, got "${env.SETTLEGRAPH_CHANGE_RETENTION}"`,
      );
  }
  // `demo` names the bundled demo catalog (loaded unasked only into an empty store: start.ts).
  const catalogFiles = (env.SETTLEGRAPH_CATALOG ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '')
    .flatMap((f) => (f === 'demo' ? demoCatalogPaths() : [f]));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    catalogFiles,
    apiKeys,
    demoKey,
    ...(env.NEO4J_URI
      ? {
          neo4j: {
            uri: env.NEO4J_URI,
            ...(env.NEO4J_USER !== undefined ? { user: env.NEO4J_USER } : {}),
            ...(env.NEO4J_PASSWORD !== undefined ? { password: env.NEO4J_PASSWORD } : {}),
            ...((env.SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS ?? '').trim() !== ''
              ? {
                  readDeadlineMs: wholeNumber(env, 'SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS', 0, 100),
                }
              : {}),
            ...((env.SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS ?? '').trim() !== ''
              ? {
                  transactionTimeoutMs: wholeNumber(
                    env,
                    'SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS',
                    0,
                    100,
                  ),
                }
              : {}),
            ...((env.SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS ?? '').trim() !== ''
              ? {
                  importTimeoutMs: wholeNumber(env, 'SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS', 0, 100),
                }
              : {}),
          },
        }
      : {}),
    ...(env.SETTLEGRAPH_TOKEN_SECRET ? { tokenSecret: env.SETTLEGRAPH_TOKEN_SECRET } : {}),
    ...(changeRetention !== undefined ? { changeRetention } : {}),
    fairValues: {
      historyPerValue: wholeNumber(
        env,
        'SETTLEGRAPH_FAIR_VALUE_HISTORY',
        DEFAULT_FAIR_VALUE_BOUNDS.historyPerValue,
        1,
      ),
      currentPerScope: wholeNumber(
        env,
        'SETTLEGRAPH_FAIR_VALUES_PER_SCOPE',
        DEFAULT_FAIR_VALUE_BOUNDS.currentPerScope,
        1,
      ),
    },
    workLimits: {
      responseLimitBytes: wholeNumber(
        env,
        'SETTLEGRAPH_RESPONSE_LIMIT_BYTES',
        DEFAULT_WORK_LIMITS.responseLimitBytes,
        1024,
      ),
      evaluationCellsMax: wholeNumber(
        env,
        'SETTLEGRAPH_EVALUATION_CELLS_MAX',
        DEFAULT_WORK_LIMITS.evaluationCellsMax,
        1,
      ),
    },
    quoteWarnAgeSeconds: wholeNumber(
      env,
      'SETTLEGRAPH_QUOTE_WARN_AGE_S',
      DEFAULT_QUOTE_WARN_AGE_SECONDS,
      0,
    ),
    evaluationPool: {
      threads: wholeNumber(
        env,
        'SETTLEGRAPH_EVALUATION_THREADS',
        DEFAULT_EVALUATION_POOL.threads,
        0,
      ),
      queueMax: wholeNumber(
        env,
        'SETTLEGRAPH_EVALUATION_QUEUE',
        DEFAULT_EVALUATION_POOL.queueMax,
        0,
      ),
      inlineCellsMax: wholeNumber(
        env,
        'SETTLEGRAPH_EVALUATION_INLINE_CELLS',
        DEFAULT_EVALUATION_POOL.inlineCellsMax,
        0,
      ),
    },
    idempotencyRetentionHours: wholeNumber(
      env,
      'SETTLEGRAPH_IDEMPOTENCY_RETENTION_H',
      DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
      1,
    ),
    idempotency: idempotencyLimits(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: wholeNumber(
      env,
      'SETTLEGRAPH_RATE_LIMIT',
      DEFAULT_RATE_LIMIT_PER_MINUTE,
      0,
    ),
    bodyLimitBytes: wholeNumber(env, 'SETTLEGRAPH_BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES, 1),
    authFailuresPerMinute: wholeNumber(
      env,
      'SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE',
      DEFAULT_AUTH_FAILURES_PER_MINUTE,
      0,
    ),
    requestTimeoutMs: wholeNumber(
      env,
      'SETTLEGRAPH_REQUEST_TIMEOUT_MS',
      DEFAULT_REQUEST_TIMEOUT_MS,
      100,
    ),
    maxConnections,
    keyConcurrentRequests: wholeNumber(
      env,
      'SETTLEGRAPH_KEY_CONCURRENT_REQUESTS',
      DEFAULT_KEY_CONCURRENT_REQUESTS,
      0,
    ),
    keyCpuSharePercent: percent(
      env,
      'SETTLEGRAPH_KEY_CPU_SHARE_PERCENT',
      DEFAULT_KEY_CPU_SHARE_PERCENT,
    ),
    readCacheMiB: wholeNumber(env, 'SETTLEGRAPH_READ_CACHE_MB', DEFAULT_READ_CACHE_MIB, 0),
    responseCacheMiB: wholeNumber(
      env,
      'SETTLEGRAPH_RESPONSE_CACHE_MB',
      DEFAULT_RESPONSE_CACHE_MIB,
      0,
    ),
    graphqlLimits: graphqlLimits(env, maxConnections),
    corsOrigins: corsOrigins(env),
    redisUrl: redisUrl(env),
    sync: syncConfig(env),
    retention: retentionConfig(env),
  };
}
