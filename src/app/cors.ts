// Browser clients on other origins (SETTLEGRAPH_CORS_ORIGINS; docs/decisions.md, "CORS"), with
// @fastify/cors. Only /graphql and /v1 take part, and only for the listed origins: a listed origin
// gets Access-Control-Allow-Origin, and its preflight (OPTIONS) is answered here, in an onRequest
// hook registered before authentication and the rate limit (a browser sends no Authorization on a
// preflight). Credentials are bearer tokens, never cookies: no Access-Control-Allow-Credentials.
// Without origins nothing is registered: no CORS headers at all.
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What browsers and GraphQL clients send beyond the CORS-safelisted headers. */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Client-Request-Id',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollographql-client-name',
  'apollographql-client-version',
];

/** Response headers a page may read besides the safelisted ones. */
export const CORS_EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-Client-Request-Id',
  'Retry-After',
  'Idempotent-Replayed',
];

/** How long a browser may reuse a preflight answer, seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

/** Must run before the authentication hook is added: the preflight is answered first. */
export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const enabled: FastifyCorsOptions = {
    origin: [...allowed],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: CORS_MAX_AGE_SECONDS,
    // An OPTIONS request of a listed origin is answered as a preflight either way (204), never
    // with the plugin's own text body.
    strictPreflight: false,
  };
  const disabled: FastifyCorsOptions = { origin: false };
  // A preflight answer has no route of ours: it gets its request ID here.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS') void reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) =>
      callback(
        null,
        isApi(request) && allowed.has(request.headers.origin ?? '') ? enabled : disabled,
      ),
  });
}

/** /graphql and /v1: the API. The explorer page, health and /metrics are not for other origins. */
function isApi(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path === '/graphql' || path === '/v1' || path.startsWith('/v1/');
}
