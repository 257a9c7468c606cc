// The request a GraphQL error belongs to. Apollo's formatError sees no context, and errors of
// the HTTP layer (a body without a query) are formatted before any context exists; the request
// scope carries the request ID and logger to formatGraphqlError on every path.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

export interface RequestScope {
  requestId: string;
  log: FastifyBaseLogger;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
