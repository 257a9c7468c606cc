// Per-key rate limiting (docs/decisions.md, "Operations") with @fastify/rate-limit: a fixed one-minute window per
// authenticated API key (principal.keyId, set by app.ts's onRequest hook, which runs before the
// route-level hook this plugin adds). Public routes (health, readiness, the OpenAPI document) are
// not limited. An exceeded limit is 429 RATE_LIMITED in the common error body, with Retry-After.
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../domain/errors';

/**
 * Must run before any route is registered: the plugin hooks each route as it is added. `store`:
 * counts shared by every gateway (src/fanout/shared-rate-limit-store.ts); none: this process's.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  requestsPerMinute: number,
  store?: FastifyRateLimitStoreCtor,
): Promise<void> {
  if (requestsPerMinute <= 0) return;
  await app.register(rateLimit, {
    ...(store && { store }),
    global: true,
    max: requestsPerMinute,
    timeWindow: 60_000,
    hook: 'onRequest',
    allowList: (request) => request.principal === null,
    keyGenerator: (request) => request.principal?.keyId ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new ServiceError(
        'RATE_LIMITED',
        `too many requests for this API key: at most ${context.max} a minute; retry after ${context.after}`,
        { limitPerMinute: context.max, retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      ),
  });
}
