// Per-request GraphQL state, built by the context factory for every HTTP request.
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../server/auth';
import type { Services } from '../services/services';
import { RequestLoaders, type Loaders } from './loaders';
import { RequestSnapshot } from './request-snapshot';

export interface GraphqlContext {
  services: Services;
  /** Set by the onRequest hook of src/server/app.ts; /graphql is never public. */
  principal: Principal | null;
  requestId: string;
  snapshot: RequestSnapshot;
  loaders: RequestLoaders;
  /** The object type of each value Query.node and Query.nodes return (Node's resolveType). */
  nodeTypes: WeakMap<object, string>;
}

export function createContext(services: Services, request: FastifyRequest): GraphqlContext {
  return contextOf(services, request.principal, request.id);
}

/** The state of one operation, over HTTP or WebSocket. */
export function contextOf(
  services: Services,
  principal: Principal | null,
  requestId: string,
): GraphqlContext {
  const snapshot = new RequestSnapshot(services.store);
  return {
    services,
    principal,
    requestId,
    snapshot,
    loaders: new RequestLoaders(services.store, snapshot),
    nodeTypes: new WeakMap(),
  };
}

/** The loaders at the request's snapshot revision. */
export async function requestLoaders(ctx: GraphqlContext): Promise<Loaders> {
  return ctx.loaders.at(await ctx.snapshot.revision());
}
