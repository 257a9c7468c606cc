// The HTTP composition root: Fastify with request IDs, authentication and one error mapping in
// front of the REST facade and the GraphQL endpoint.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ServiceError } from '../domain/errors';
import { registerGraphql } from '../graphql/register-graphql';
import { registerSubscriptions } from '../graphql/register-subscriptions';
import { registerRest } from '../rest/register-rest';
import type { Services } from '../services/services';
import type { ApiKeys, Principal } from './auth';
import { normalizeError } from './errors';
import { validatorCompilers } from './request-validation';

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
  /** Largest accepted request body, bytes. */
  bodyLimit?: number;
}

export async function buildApp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 8 * 1024 * 1024,
    schemaController: validatorCompilers(),
  });
  app.decorateRequest('principal', null);

  // Common rule 3: every response carries X-Request-Id; the client's correlation ID is echoed.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    const clientId = request.headers['x-client-request-id'];
    if (typeof clientId === 'string') void reply.header('X-Client-Request-Id', clientId);
    if (request.routeOptions.config.public === true) return;
    request.principal = options.apiKeys.authenticate(request.headers.authorization);
    if (!request.principal) {
      void reply.header('WWW-Authenticate', 'Bearer');
      throw new ServiceError(
        'UNAUTHENTICATED',
        'a valid API key is required: Authorization: Bearer <API_KEY>',
      );
    }
  });

  app.setErrorHandler(async (error, request, reply) => {
    const normalized = normalizeError(error);
    if (normalized.code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
    return reply.status(normalized.status).send({
      error: {
        code: normalized.code,
        message: normalized.message,
        ...(normalized.details ? { details: normalized.details } : {}),
        request_id: request.id,
      },
    });
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `no operation ${request.method} ${request.url.split('?')[0]}`,
        request_id: request.id,
      },
    }),
  );

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, () => ({
    status: 'ok',
  }));

  await registerRest(app, services);
  await registerGraphql(app, services);
  await registerSubscriptions(app, services, (header) => options.apiKeys.authenticate(header));
  return app;
}
