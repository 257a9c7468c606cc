// The operating interface's environment (README.md, "Configuration"), read once at start. Each
// module declares its own variables beside its code (ENV_SCHEMAS lists them); this composes what
// src/app/environment.ts reads from them into one Config.
import type { ApiKeyConfig } from '../http/auth';
import { demoCatalogPaths } from '../catalog/demo-catalog';
import type { GraphqlLimits, IdempotencyLimits, WorkLimits } from '../domain/limits';
import type { FairValueBounds } from '../store/store';
import type { EvaluationPoolOptions } from '../services/evaluation-pool';
import { REDIS_ENV, redisUrl } from '../fanout/redis-env';
import { GRAPHQL_LIMITS_ENV, graphqlLimits } from '../graphql/graphql-limits-env';
import { API_KEYS_JSON, AUTH_ENV } from '../http/auth-env';
import { LIMITS_ENV, httpSettings } from '../http/limits-env';
import type { TrustedProxies } from '../http/trusted-proxies';
import { EVALUATION_ENV, evaluationSettings } from '../services/evaluation-env';
import {
  RETENTION_ENV,
  retentionSettings,
  type RetentionSettings,
} from '../services/retention-env';
import { NEO4J_ENV, neo4jSettings, type Neo4jSettings } from '../store/neo4j/neo4j-env';
import { STORE_ENV } from '../store/store-env';
import { SYNC_ENV, syncSettings, type SyncConfig } from '../sync/sync-env';
import { APP_ENV } from './app-env';
import { readEnv, readJson, type EnvSchema } from './environment';

export type { SyncConfig } from '../sync/sync-env';
export { syncVenues } from '../sync/sync-env';
export { effectiveRetention } from '../services/retention-env';
export { GRAPHQL_LIMIT_VARIABLES } from '../graphql/graphql-limits-env';
export {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RESPONSE_CACHE_MIB,
} from '../http/limits-env';
export { DEFAULT_READ_CACHE_MIB } from '../store/store-env';

/**
 * Every module's variables the server reads, in about the order of README.md's Configuration
 * table (test/app/config-readme.unit.test.ts holds the two to each other, with the command's own,
 * src/cli/cli-env.ts).
 */
export const ENV_SCHEMAS: readonly EnvSchema[] = [
  APP_ENV,
  AUTH_ENV,
  NEO4J_ENV,
  STORE_ENV,
  EVALUATION_ENV,
  LIMITS_ENV,
  GRAPHQL_LIMITS_ENV,
  REDIS_ENV,
  SYNC_ENV,
  RETENTION_ENV,
];

export interface Config {
  port: number;
  host: string;
  catalogFiles: string[];
  apiKeys: ApiKeyConfig[];
  /** True when no keys were configured and the demo key is in use. */
  demoKey: boolean;
  neo4j?: Neo4jSettings;
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
  /**
   * SETTLEGRAPH_TRUST_PROXY: the load balancers whose X-Forwarded-For names the client's address;
   * null: nobody's, every client is its connection's address.
   */
  trustedProxies: TrustedProxies | null;
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
  /**
   * SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE: requests of one API key refused 400 a minute before its
   * next are held and refused 429; 0: no penalty.
   */
  keyRefusalsPerMinute: number;
  /** SETTLEGRAPH_KEY_REFUSAL_HOLD_MS: how long a penalised key's request waits before its 429. */
  keyRefusalHoldMs: number;
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
  retention: RetentionSettings;
}

/** Used only when SETTLEGRAPH_API_KEYS is unset, and printed at start. */
export const DEMO_API_KEY = 'sg-demo-key';
export const DEMO_SCOPE = 'demo';

/** The API keys SETTLEGRAPH_API_KEYS gives, or the demo key (a development server's operator). */
function apiKeys(raw: string | undefined): { apiKeys: ApiKeyConfig[]; demoKey: boolean } {
  if (raw === undefined)
    return {
      apiKeys: [{ key: DEMO_API_KEY, scopes: [DEMO_SCOPE], operator: true }],
      demoKey: true,
    };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(
      'SETTLEGRAPH_API_KEYS must be a JSON array of {"key": "...", "scopes": [...], "operator": false}',
    );
  }
  const keys = readJson('SETTLEGRAPH_API_KEYS', API_KEYS_JSON, json).map(({ name, ...key }) => ({
    ...key,
    ...(name !== undefined && { name: name.trim() }),
  }));
  return { apiKeys: keys, demoKey: false };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const app = readEnv(APP_ENV, env);
  const auth = readEnv(AUTH_ENV, env);
  const store = readEnv(STORE_ENV, env);
  const http = httpSettings(readEnv(LIMITS_ENV, env));
  const neo4j = neo4jSettings(readEnv(NEO4J_ENV, env));
  // `demo` names the bundled demo catalog (loaded unasked only into an empty store: start.ts).
  const catalogFiles = app.SETTLEGRAPH_CATALOG.split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '')
    .flatMap((f) => (f === 'demo' ? demoCatalogPaths() : [f]));
  return {
    port: app.PORT,
    host: app.HOST,
    catalogFiles,
    ...apiKeys(auth.SETTLEGRAPH_API_KEYS),
    ...(neo4j && { neo4j }),
    ...(auth.SETTLEGRAPH_TOKEN_SECRET !== undefined && {
      tokenSecret: auth.SETTLEGRAPH_TOKEN_SECRET,
    }),
    ...(store.SETTLEGRAPH_CHANGE_RETENTION !== undefined && {
      changeRetention: store.SETTLEGRAPH_CHANGE_RETENTION,
    }),
    fairValues: {
      historyPerValue: store.SETTLEGRAPH_FAIR_VALUE_HISTORY,
      currentPerScope: store.SETTLEGRAPH_FAIR_VALUES_PER_SCOPE,
    },
    ...evaluationSettings(readEnv(EVALUATION_ENV, env)),
    idempotencyRetentionHours: http.env.SETTLEGRAPH_IDEMPOTENCY_RETENTION_H,
    idempotency: http.idempotency,
    logLevel: app.LOG_LEVEL,
    rateLimitPerMinute: http.env.SETTLEGRAPH_RATE_LIMIT,
    bodyLimitBytes: http.env.SETTLEGRAPH_BODY_LIMIT_BYTES,
    authFailuresPerMinute: http.env.SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE,
    trustedProxies: http.trustedProxies,
    requestTimeoutMs: http.env.SETTLEGRAPH_REQUEST_TIMEOUT_MS,
    maxConnections: http.env.SETTLEGRAPH_MAX_CONNECTIONS,
    keyConcurrentRequests: http.env.SETTLEGRAPH_KEY_CONCURRENT_REQUESTS,
    keyCpuSharePercent: http.env.SETTLEGRAPH_KEY_CPU_SHARE_PERCENT,
    keyRefusalsPerMinute: http.env.SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE,
    keyRefusalHoldMs: http.env.SETTLEGRAPH_KEY_REFUSAL_HOLD_MS,
    readCacheMiB: store.SETTLEGRAPH_READ_CACHE_MB,
    responseCacheMiB: http.env.SETTLEGRAPH_RESPONSE_CACHE_MB,
    graphqlLimits: graphqlLimits(readEnv(GRAPHQL_LIMITS_ENV, env), http.socketsMax),
    corsOrigins: http.corsOrigins,
    redisUrl: redisUrl(readEnv(REDIS_ENV, env)),
    sync: syncSettings(readEnv(SYNC_ENV, env)),
    retention: retentionSettings(readEnv(RETENTION_ENV, env)),
  };
}
