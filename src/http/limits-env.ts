// The HTTP front's settings (README.md, "Configuration"): what a request may weigh and take, the
// budgets per key and per address, whose X-Forwarded-For names the client's address, the connection
// cap and its reserve, the response cache, CORS and Idempotency-Key records. LIMITS_ENV declares the variables; httpSettings checks what
// src/app/environment.ts read from it as a whole.
import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_HTTP_RESERVED_CONNECTIONS,
  DEFAULT_IDEMPOTENCY_LIMITS,
  DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
  DEFAULT_MAX_CONNECTIONS,
  type IdempotencyLimits,
} from '../domain/limits';
import { trustedProxies, type TrustedProxies } from './trusted-proxies';

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 6000;
/** A browser's six connections to one host and a few more (docs/decisions.md, "Fairness"). */
export const DEFAULT_KEY_CONCURRENT_REQUESTS = 8;
/**
 * Off until it is measured to help: at 50 it refused honest requests and did not lift an honest
 * key's throughput under attack (docs/decisions.md, "Fairness: a budget of CPU per API key").
 */
export const DEFAULT_KEY_CPU_SHARE_PERCENT = 0;
/**
 * Off unless set: a client checking the API's errors may send hundreds of bad requests a minute on
 * one key, and each must get its own 400 (docs/decisions.md, "The refusal penalty is opt-in").
 */
export const DEFAULT_KEY_REFUSALS_PER_MINUTE = 0;
/**
 * The setting for a gateway shared by keys that do not trust each other: far above an occasional
 * bad request (docs/decisions.md, "Fairness: a key pays for its refusals").
 */
export const RECOMMENDED_KEY_REFUSALS_PER_MINUTE = 60;
/** How long a penalised key's request waits before its 429: its connection's next turn. */
export const DEFAULT_KEY_REFUSAL_HOLD_MS = 1_000;
export const DEFAULT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 60;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_RESPONSE_CACHE_MIB = 32;

/** The largest GraphQL Int: Idempotency-Key bounds are disclosed as one. */
const INT_MAX = 2_147_483_647;

const idempotencyBytes = (minimum: number, fallback: number, description: string) =>
  Type.Integer({
    minimum,
    maximum: INT_MAX,
    maximumRefusal: `must be at most ${INT_MAX} bytes`,
    default: fallback,
    description,
  });

export const LIMITS_ENV = Type.Object({
  SETTLEGRAPH_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: DEFAULT_RATE_LIMIT_PER_MINUTE,
    description: 'Requests a minute per API key; 0 turns limiting off.',
  }),
  SETTLEGRAPH_BODY_LIMIT_BYTES: Type.Integer({
    minimum: 1,
    default: DEFAULT_BODY_LIMIT_BYTES,
    description: 'The largest accepted request body.',
  }),
  SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE: Type.Integer({
    minimum: 0,
    default: DEFAULT_AUTH_FAILURES_PER_MINUTE,
    description: 'Failed authentications a minute per address; 0: off.',
  }),
  SETTLEGRAPH_TRUST_PROXY: Type.String({
    default: '',
    description:
      "Comma-separated addresses or CIDR ranges of the load balancers whose X-Forwarded-For names the client's address; none: every client is its connection's address.",
  }),
  SETTLEGRAPH_REQUEST_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    default: DEFAULT_REQUEST_TIMEOUT_MS,
    description: 'The longest a request may take to arrive.',
  }),
  SETTLEGRAPH_MAX_CONNECTIONS: Type.Integer({
    minimum: 0,
    default: DEFAULT_MAX_CONNECTIONS,
    description: 'Open connections at most; 0: no cap.',
  }),
  SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS: Type.Integer({
    minimum: 1,
    default: DEFAULT_HTTP_RESERVED_CONNECTIONS,
    description:
      'Connections of the cap kept for HTTP requests and health checks; WebSockets get the rest.',
  }),
  SETTLEGRAPH_KEY_CONCURRENT_REQUESTS: Type.Integer({
    minimum: 0,
    default: DEFAULT_KEY_CONCURRENT_REQUESTS,
    description:
      'Requests one API key may have in progress while other keys have some; 0: no budget.',
  }),
  SETTLEGRAPH_KEY_CPU_SHARE_PERCENT: Type.Integer({
    minimum: 0,
    maximum: 100,
    maximumRefusal: 'must be a percentage, 0 to 100',
    default: DEFAULT_KEY_CPU_SHARE_PERCENT,
    description:
      'The share of the CPU all keys spent that one API key may have spent while other keys have work; 0: no budget.',
  }),
  SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE: Type.Integer({
    minimum: 0,
    default: DEFAULT_KEY_REFUSALS_PER_MINUTE,
    description:
      'Requests of one API key refused 400 a minute before its next requests are held, then 429; 0: no penalty.',
  }),
  SETTLEGRAPH_KEY_REFUSAL_HOLD_MS: Type.Integer({
    minimum: 0,
    maximum: 60_000,
    default: DEFAULT_KEY_REFUSAL_HOLD_MS,
    description: "How long a penalised key's request waits before its 429; 0: answered at once.",
  }),
  SETTLEGRAPH_RESPONSE_CACHE_MB: Type.Integer({
    minimum: 0,
    default: DEFAULT_RESPONSE_CACHE_MIB,
    description: 'The budget of kept response bodies (MiB); 0 turns it off.',
  }),
  SETTLEGRAPH_CORS_ORIGINS: Type.String({
    default: '',
    description: 'Comma-separated exact origins whose pages may call /graphql and /v1.',
  }),
  SETTLEGRAPH_IDEMPOTENCY_RETENTION_H: Type.Integer({
    minimum: 1,
    default: DEFAULT_IDEMPOTENCY_RETENTION_HOURS,
    description: "Hours an Idempotency-Key's answer is kept.",
  }),
  SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES: idempotencyBytes(
    1024,
    DEFAULT_IDEMPOTENCY_LIMITS.answerBytesMax,
    'The largest answer an Idempotency-Key record keeps.',
  ),
  SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY: idempotencyBytes(
    65_536,
    DEFAULT_IDEMPOTENCY_LIMITS.bytesPerKey,
    "What one API key's Idempotency-Key records may hold.",
  ),
  SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL: idempotencyBytes(
    65_536,
    DEFAULT_IDEMPOTENCY_LIMITS.bytesTotal,
    "What all keys' Idempotency-Key records may hold.",
  ),
});

export interface HttpSettings {
  readonly env: Static<typeof LIMITS_ENV>;
  readonly corsOrigins: string[];
  /** SETTLEGRAPH_TRUST_PROXY: the peers whose X-Forwarded-For is read; null: nobody's. */
  readonly trustedProxies: TrustedProxies | null;
  readonly idempotency: IdempotencyLimits;
  /** WebSockets at most: what the reserve leaves of the connection cap; null: no cap. */
  readonly socketsMax: number | null;
}

/** The variables as read, with the checks that take more than one of them. */
export function httpSettings(env: Static<typeof LIMITS_ENV>): HttpSettings {
  const maxConnections = env.SETTLEGRAPH_MAX_CONNECTIONS;
  const reserved = env.SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS;
  // docs/decisions.md, "WebSocket admission": HTTP requests and health checks always have some.
  if (maxConnections > 0 && reserved >= maxConnections)
    throw new Error(
      `SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS (${reserved}) must be below SETTLEGRAPH_MAX_CONNECTIONS (${maxConnections}), which it leaves WebSockets the rest of`,
    );
  const idempotency = {
    answerBytesMax: env.SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES,
    bytesPerKey: env.SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY,
    bytesTotal: env.SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL,
  };
  if (idempotency.bytesPerKey > idempotency.bytesTotal)
    throw new Error(
      `SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY (${idempotency.bytesPerKey}) must not be larger than SETTLEGRAPH_IDEMPOTENCY_BYTES_TOTAL (${idempotency.bytesTotal})`,
    );
  return {
    env,
    corsOrigins: corsOrigins(env.SETTLEGRAPH_CORS_ORIGINS),
    trustedProxies: trustedProxies(env.SETTLEGRAPH_TRUST_PROXY),
    idempotency,
    socketsMax: maxConnections > 0 ? maxConnections - reserved : null,
  };
}

/**
 * Exact origins (scheme, host and port as a browser sends them in Origin), comma-separated. A
 * wildcard or anything with a path is refused: the list is what may call the API from a page.
 */
function corsOrigins(raw: string): string[] {
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
