// The OpenAPI 3.1 document is generated from the /v1 route schemas, so it cannot drift from
// what the routes validate; schema/openapi.yaml is its checked-in copy (a test compares them).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export const API_PREFIX = '/v1';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'settlegraph REST facade',
        version: '0.1.0-design',
        description:
          'Market reference, settlement relationship and payout analysis service: the /v1 REST facade of settlegraph. Analytical only: it never places orders. Errors use the body {"error": {"code", "message", "details"?, "request_id"}}.',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          ApiKeyBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'Authorization: Bearer <API_KEY>',
          },
        },
      },
      security: [{ ApiKeyBearer: [] }],
    },
    // Paths are documented relative to the server URL /v1 (the plugin strips it) and Fastify's
    // escaped colon ("::") becomes the specification's literal colon (/markets:resolve).
    refResolver: {
      buildLocalReference: (json) => (typeof json.$id === 'string' ? json.$id : 'Schema'),
    },
  });
}
