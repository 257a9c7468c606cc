// Per-request GraphQL state, built by the context factory for every HTTP request.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Principal } from '../http/auth';
import type { Services } from '../services/services';
import { ExecutionDeadline, servicesWithDeadline, storeWithDeadline } from './execution-deadline';
import type { GraphqlIdempotency } from './idempotency-key';
import { RequestLoaders, type Loaders } from './loaders';
import { RequestSnapshot } from './request-snapshot';

/**
 * What the request's quote and book fields read (market-data.loaders.ts): per listing, the
 * revision its market data was last written at (0 for none yet), or null when that was being
 * published or changed between two reads of the request (then the answer is not kept).
 */
export type MarketDataReads = Map<string, number | null>;

export interface GraphqlContext {
  services: Services;
  /** The operation's time limit; null for a subscription's stream. */
  deadline: ExecutionDeadline | null;
  /** Set by the onRequest hook of src/app/app.ts; /graphql is never public. */
  principal: Principal | null;
  requestId: string;
  snapshot: RequestSnapshot;
  loaders: RequestLoaders;
  /** The object type of each value Query.node and Query.nodes return (Node's resolveType). */
  nodeTypes: WeakMap<object, string>;
  /**
   * Set once the operation is known (response-cache.ts): whether its answer may be kept, and
   * whether it names the revision it was read at. An object, not flags: Apollo runs the operation
   * on a shallow copy of the context, and the route reads this after it.
   */
  readonly selection: { cacheable: boolean; revealsRevision: boolean };
  /**
   * The listings whose market data the operation read, when its answer may be kept
   * (market-data.loaders.ts); null when no answer of the request is kept.
   */
  readonly marketDataReads: MarketDataReads | null;
  /** The Idempotency-Key header of a POST (idempotency-key.ts); an object for the same reason. */
  readonly idempotency: GraphqlIdempotency;
  /**
   * Set by a field whose answer grows with its input rather than with the query's cost score
   * (runEvaluation): the route then measures the serialised response against
   * SETTLEGRAPH_RESPONSE_LIMIT_BYTES (response-limit.ts). An object for the same reason.
   */
  readonly responseSize: { measured: boolean };
  /** The request's logger (HTTP only), for unexpected errors (format-error.ts). */
  readonly log?: FastifyBaseLogger;
}

export function createContext(
  services: Services,
  request: FastifyRequest,
  kept: boolean,
): GraphqlContext {
  return {
    ...operationContext(
      services,
      request.principal,
      request.id,
      true,
      { header: request.method === 'POST' ? request.headers['idempotency-key'] : undefined },
      kept,
    ),
    log: request.log,
  };
}

/**
 * The state of one operation. Timed (queries and mutations): its store reads and service calls
 * check the time limit (execution-deadline.ts); a subscription's stream is bounded by the
 * subscription caps instead.
 */
export function operationContext(
  services: Services,
  principal: Principal | null,
  requestId: string,
  timed: boolean,
  idempotency: GraphqlIdempotency = { header: undefined },
  kept = false,
): GraphqlContext {
  let served = services;
  const deadline = timed ? new ExecutionDeadline(services.graphqlLimits.timeoutMs) : null;
  if (deadline)
    served = servicesWithDeadline(services, storeWithDeadline(services.store, deadline), deadline);
  const snapshot = new RequestSnapshot(served.store);
  return {
    services: served,
    deadline,
    principal,
    requestId,
    snapshot,
    loaders: new RequestLoaders(served.store, snapshot),
    nodeTypes: new WeakMap(),
    selection: { cacheable: false, revealsRevision: false },
    marketDataReads: kept ? new Map() : null,
    idempotency,
    responseSize: { measured: false },
  };
}

/** The loaders at the request's snapshot revision. */
export async function requestLoaders(ctx: GraphqlContext): Promise<Loaders> {
  return ctx.loaders.at(await ctx.snapshot.revision());
}
