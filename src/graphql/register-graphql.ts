// Placeholder until the GraphQL adapter lands: mounts nothing.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services';

export function registerGraphql(_app: FastifyInstance, _services: Services): Promise<void> {
  return Promise.resolve();
}
