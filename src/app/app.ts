// The HTTP composition root: Fastify with request IDs, authentication and one error mapping in
// front of the REST facade, the GraphQL endpoint and the explorer page.
import { createServer } from 'node:http';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './config';
import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { ServiceError } from '../domain/errors';
import { graphqlErrorBody } from '../graphql/http-error-body';
import { registerGraphql } from '../graphql/register-graphql';
import { GRAPHQL_PATH, registerSubscriptions } from '../graphql/register-subscriptions';
import { registerRest } from '../rest/register-rest';
import { ResponseCache } from '../http/response-cache';
import { restError } from '../rest/rest-error';
import type { Services } from '../services/services';
import { headSnapshot } from '../services/snapshot';
import type { ApiKeys, Principal } from '../http/auth';
import { clientErrorHandler } from './client-errors';
import { DEFAULT_RESPONSE_CACHE_MIB } from './config';
import { registerCors } from './cors';
import { normalizeError, unsupportedMediaType } from '../http/errors';
import { explorerBuildDirectory, registerExplorer } from './explorer';
import { AccessLogController } from './logging';
import { admitConnections } from '../http/connection-admission';
import { budgetKeyCpu, KeyCpuBudget } from '../http/key-cpu-budget';
import { budgetKeyWork, KeyWorkBudget } from '../http/key-work-budget';
import { countRefusals, holdPenalisedKeys, KeyRefusalPenalty } from '../http/key-refusal-penalty';
import { Metrics } from './metrics';
import { registerRateLimit } from '../http/rate-limit';
import type { TrustedProxies } from '../http/trusted-proxies';
import { RouteMethods } from './route-methods';
import { schemaCompilers } from './schema-compilers';
import { jsonBodies } from '../http/json-bodies';
import { strictUtf8Queries } from '../http/strict-utf8';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Served without authentication (health, the OpenAPI document). */
    public?: boolean;
  }
}

export interface AppOptions {
  apiKeys: ApiKeys;
  logger?: FastifyServerOptions['logger'];
  /** A logger the process already writes with (start.ts); `logger` is then ignored. */
  loggerInstance?: FastifyBaseLogger;
  /** Largest accepted request body, bytes. */
  bodyLimit?: number;
  /** Requests a minute per API key (SETTLEGRAPH_RATE_LIMIT); 0 or absent: unlimited. */
  rateLimitPerMinute?: number;
  /** Rate-limit counts kept in Redis for every gateway (SETTLEGRAPH_REDIS_URL); none: in memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor | undefined;
  /**
   * Failed authentications a minute per client address (SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE):
   * past it 429 instead of 401; 0 or absent: not limited. Needs the rate limit on.
   */
  authFailuresPerMinute?: number;
  /**
   * SETTLEGRAPH_TRUST_PROXY: the load balancers whose X-Forwarded-For names the client's address
   * (request.ip, and every limit and log line counted per address); null or absent: nobody's.
   */
  trustedProxies?: TrustedProxies | null;
  /** The longest a request may take to arrive, headers and body, ms (SETTLEGRAPH_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /**
   * Open connections at most (SETTLEGRAPH_MAX_CONNECTIONS); more evict the slowest. WebSockets are
   * held to the services' `graphqlLimits.socketsMax`, which readConfig keeps below it.
   */
  maxConnections?: number;
  /** Served at GET /metrics; a fresh registry when absent. */
  metrics?: Metrics;
  /** How long /readyz waits for the store, ms. */
  readinessTimeoutMs?: number;
  /** The built explorer page served at /; dist/explorer of the package when absent. */
  explorerDirectory?: string;
  /** SETTLEGRAPH_RESPONSE_CACHE_MB: the budget of kept response bodies; 0 turns it off. */
  responseCacheMiB?: number;
  /** SETTLEGRAPH_CORS_ORIGINS: origins whose pages may call /graphql and /v1; none when absent. */
  corsOrigins?: readonly string[];
  /**
   * SETTLEGRAPH_KEY_CONCURRENT_REQUESTS: requests one API key may have in progress while other
   * keys have some (key-work-budget.ts); 0 or absent: no budget.
   */
  keyConcurrentRequests?: number;
  /**
   * SETTLEGRAPH_KEY_CPU_SHARE_PERCENT: the share of the CPU all keys spent that one key may have
   * spent while other keys have work (key-cpu-budget.ts); 0 or absent: no budget.
   */
  keyCpuSharePercent?: number;
  /**
   * SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE: requests of one API key refused 400 a minute before its
   * next are held and refused 429 (key-refusal-penalty.ts); 0 or absent: no penalty. Needs the
   * rate limit on: the refusals are counted with its store.
   */
  keyRefusalsPerMinute?: number;
  /** SETTLEGRAPH_KEY_REFUSAL_HOLD_MS: how long a penalised key's request waits before its 429. */
  keyRefusalHoldMs?: number;
}

/** Longer than a load balancer's idle upstream connections (nginx 60 s, AWS ALB 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    genReqId: () => randomUUID(),
    // request.ip: the client X-Forwarded-For names only when the connection is a trusted proxy's
    // (src/http/trusted-proxies.ts); otherwise the connection's own address, whatever it sends.
    ...(options.trustedProxies && { trustProxy: options.trustedProxies.trustsPeer }),
    bodyLimit: options.bodyLimit ?? 8 * 1024 * 1024,
    // A client that sends its request slowly (a body trickling in) is cut off (clientErrorHandler:
    // 400, not received in time): Node's own limit is 300 s, checked only every 30 s.
    serverFactory: (handler) => {
      const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      const server = createServer(
        {
          requestTimeout,
          headersTimeout: Math.min(requestTimeout, 60_000),
          connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeout / 2)),
        },
        handler,
      );
      // Fastify's own keep-alive (72 s), which a server factory does not get: with Node's 5 s, a
      // load balancer or client reusing an idle connection (nginx keeps upstream connections 60 s)
      // races the server's close and gets a reset (docs/decisions.md, "Idle connections kept 72 s").
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    schemaController: schemaCompilers(),
    // One access-log line per request (logging.ts).
    logController: new AccessLogController(),
    // Graceful shutdown: close() stops accepting, lets in-flight requests finish, and closes idle
    // keep-alive connections; a request that still arrives gets our 503 (the onRequest hook
    // below) instead of Fastify's own body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Requests the HTTP parser refuses (e.g. over 16 KiB of headers) get the Error body too.
    clientErrorHandler,
  });
  app.decorateRequest('principal', null);
  const cpuBudget = new KeyCpuBudget(options.keyCpuSharePercent ?? 0);
  const rawBodyChecks = jsonBodies(app, cpuBudget);
  // Bodies are JSON only: a text/plain body is 415 like any other format, not a string the
  // validator then calls "not an object".
  app.removeContentTypeParser('text/plain');
  // Connections beyond the cap shed the slowest, before the process runs out of file descriptors
  // (each slow connection holds one) and without shutting out honest clients.
  if (options.maxConnections !== undefined && options.maxConnections > 0)
    admitConnections(app.server, options.maxConnections);

  // A response finished while closing ends its connection, so a keep-alive client cannot hold
  // close() open after its in-flight request completes.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // The evaluation pool's threads end with the server.
  app.addHook('onClose', async () => {
    await services.evaluation.close();
  });

  app.setErrorHandler(async (error, request, reply) => {
    // Fastify found no parser for the body's Content-Type: 415, naming what was sent.
    const normalized = normalizeError(
      (error as { code?: unknown }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? unsupportedMediaType(request.headers['content-type'])
        : error,
    );
    if (normalized.code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
    // The store's own error (a driver's, with its address) is logged, never sent.
    else if (normalized.code === 'SERVICE_UNAVAILABLE' && (error as Error).cause !== undefined)
      request.log.warn({ err: error }, 'the store is unavailable');
    // A service's RATE_LIMITED, or SERVICE_UNAVAILABLE of a full evaluation pool, that knows when
    // room comes back says so as the rate limit does.
    const retryAfter = normalized.details?.retryAfterSeconds;
    if (
      (normalized.code === 'RATE_LIMITED' || normalized.code === 'SERVICE_UNAVAILABLE') &&
      typeof retryAfter === 'number' &&
      !reply.hasHeader('retry-after')
    )
      void reply.header('Retry-After', String(retryAfter));
    // /graphql answers in GraphQL's shape and names even when refused before GraphQL runs (401,
    // 429).
    if (request.routeOptions.url === GRAPHQL_PATH)
      return reply.status(normalized.status).send(graphqlErrorBody(normalized, request.id));
    const rendered = restError(normalized);
    return reply.status(rendered.status).send({
      error: {
        code: rendered.code,
        message: rendered.message,
        ...(rendered.details ? { details: rendered.details } : {}),
        request_id: request.id,
      },
    });
  });

  // The methods of each route's path, for 405 (docs/decisions.md, "Errors for people").
  const routeMethods = new RouteMethods();
  app.addHook('onRoute', (route) => routeMethods.add(route.url, route.method));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = routeMethods.of(path);
    if (allowed.length > 0) {
      void reply.header('Allow', allowed.join(', '));
      return reply.status(405).send({
        error: {
          code: 'METHOD_NOT_ALLOWED',
          message: `${path} does not take ${request.method}: expected ${allowed.join(' or ')}`,
          details: { allowed_methods: allowed },
          request_id: request.id,
        },
      });
    }
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `no operation ${request.method} ${path}`,
        request_id: request.id,
      },
    });
  });

  // Before authentication and the rate limit: a preflight carries no credentials; after the
  // error handlers, which the plugin's OPTIONS route takes when it is added.
  await registerCors(app, options.corsOrigins ?? []);

  // Common rule 3: every response carries X-Request-Id; the client's correlation ID is echoed.
  // A callback hook, not an async one: it never waits, and a promise would cost every request a
  // microtask turn.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    const clientId = request.headers['x-client-request-id'];
    if (typeof clientId === 'string') void reply.header('X-Client-Request-Id', clientId);
    if (closing) {
      done(new ServiceError('SERVICE_UNAVAILABLE', 'the server is shutting down'));
      return;
    }
    if (request.routeOptions.config.public === true) {
      done();
      return;
    }
    request.principal = options.apiKeys.authenticate(request.headers.authorization);
    if (request.principal) {
      // Every later log line of the request names the key (never the key itself).
      bindKeyId(app, request, reply, request.principal.keyId);
      done();
    } else {
      void reply.header('WWW-Authenticate', 'Bearer');
      const unauthenticated = new ServiceError(
        'UNAUTHENTICATED',
        'a valid API key is required: Authorization: Bearer <API_KEY>',
      );
      if (!failedAuthQuota) {
        done(unauthenticated);
        return;
      }
      failedAuthQuota(request).then(
        (verdict) =>
          done(
            verdict.isAllowed || !verdict.isExceeded
              ? unauthenticated
              : new ServiceError(
                  'RATE_LIMITED',
                  `too many failed authentications from this address: at most ${verdict.max} a minute; retry after ${verdict.ttlInSeconds} seconds`,
                  { limitPerMinute: verdict.max, retryAfterSeconds: verdict.ttlInSeconds },
                ),
          ),
        () => done(unauthenticated),
      );
    }
  });

  // After authentication, before the body is read: a key that had its refusals of the minute
  // waits here, unread, then gets 429; held first, so its held requests take no place of the
  // budgets below.
  const refusalPenalty = new KeyRefusalPenalty(
    options.keyRefusalsPerMinute ?? 0,
    options.keyRefusalHoldMs ?? 0,
  );
  holdPenalisedKeys(app, refusalPenalty);
  // Then the budget of requests in progress: a key past it costs no parse.
  const keyBudget = new KeyWorkBudget(options.keyConcurrentRequests ?? 0);
  budgetKeyWork(app, keyBudget);
  // Then the key's share of the CPU: a key over it waits here, its body unread.
  budgetKeyCpu(app, cpuBudget);

  // After authentication, as a body's bytes are checked after it.
  strictUtf8Queries(app);

  // A body route sent no body and no Content-Type: 415 as for any body that is not JSON, rather
  // than the validator's "body must be object".
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      request.routeOptions.schema?.body !== undefined &&
      request.headers['content-type'] === undefined
    ) {
      done(unsupportedMediaType(undefined));
      return;
    }
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('Connection', 'close');
    done(null, payload);
  });

  const metrics = options.metrics ?? new Metrics();
  metrics.observe(app);
  metrics.watchDerivations(() => {
    const pairs = services.crossVenuePairs.matchingCounts();
    const diagrams = services.diagrams.diagramCounts();
    return [
      { derivation: 'cross_venue_pairs', result: 'computed', count: pairs.computed },
      { derivation: 'cross_venue_pairs', result: 'reused', count: pairs.reused },
      {
        derivation: 'relationship_diagram',
        result: 'pairs_classified',
        count: diagrams.pairsClassified,
      },
      { derivation: 'relationship_diagram', result: 'refused', count: diagrams.refused },
    ];
  });
  metrics.watchKeyBudget(
    () => keyBudget.counts.refused + cpuBudget.counts.refused + refusalPenalty.counts.refused,
  );
  await registerRateLimit(app, options.rateLimitPerMinute ?? 0, options.rateLimitStore);
  // Refusals counted with the rate limit's store, where its counts are.
  countRefusals(app, refusalPenalty);
  // Failed authentications counted per client address, apart from the keys' quotas.
  const authFailures = options.authFailuresPerMinute ?? 0;
  const failedAuthQuota =
    authFailures > 0 && app.hasDecorator('createRateLimit')
      ? app.createRateLimit({
          max: authFailures,
          timeWindow: 60_000,
          keyGenerator: (request) => `auth-failure:${request.ip}`,
          allowList: () => false,
        })
      : undefined;

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, () => ({
    status: 'ok',
  }));

  // Readiness: the store answers a cheap read in time, else 503 SERVICE_UNAVAILABLE.
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (request) => {
    try {
      await withTimeout(services.store.head(), options.readinessTimeoutMs ?? 2_000);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the store did not answer');
      throw new ServiceError('SERVICE_UNAVAILABLE', 'not ready: the store did not answer');
    }
    return { status: 'ready' };
  });

  // Prometheus text format, for an operator key only: it shows every tenant's activity
  // (docs/decisions.md, "Operations").
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (request.principal?.operator !== true)
      throw new ServiceError(
        'FORBIDDEN',
        '/metrics is for operator keys ("operator": true in SETTLEGRAPH_API_KEYS)',
      );
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  await registerExplorer(app, options.explorerDirectory ?? explorerBuildDirectory(), GRAPHQL_PATH);
  const responseCache = new ResponseCache(() => headSnapshot(services.store), {
    maxBytes: (options.responseCacheMiB ?? DEFAULT_RESPONSE_CACHE_MIB) * 1024 * 1024,
    onLookup: metrics.countResponseCacheLookup,
  });
  await registerRest(app, services, responseCache);
  await registerGraphql(app, services, responseCache, cpuBudget, rawBodyChecks);
  await registerSubscriptions(app, services, (header) => options.apiKeys.authenticate(header), {
    bodyLimit: options.bodyLimit ?? 8 * 1024 * 1024,
    trustedProxies: options.trustedProxies ?? null,
    ...(failedAuthQuota && {
      failedAuthentication: async (ip: string) => {
        // The limiter reads only the address (its keyGenerator above) and the route config.
        const verdict = await failedAuthQuota({
          ip,
          routeOptions: { config: {} },
        } as FastifyRequest);
        return verdict.isAllowed || !verdict.isExceeded ? null : verdict.ttlInSeconds;
      },
    }),
  });
  return app;
}

type PinoLogger = FastifyBaseLogger & { setBindings?: (bindings: Record<string, unknown>) => void };

/**
 * Adds keyId to the request's logger. Fastify makes each request its own pino child, so the binding
 * goes into it in place (the same JSON as a child's): a child of that child made V8 use the
 * per-request logger as a prototype, about a fifth of a market lookup's CPU (docs/decisions.md,
 * "Operations"). Without a per-request logger (logging off: one shared no-op logger) it stays a
 * child, which is then free.
 */
function bindKeyId(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  keyId: string,
): void {
  const log: PinoLogger = request.log;
  if (log !== app.log && typeof log.setBindings === 'function') {
    log.setBindings({ keyId });
    return;
  }
  request.log = log.child({ keyId });
  reply.log = request.log;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
