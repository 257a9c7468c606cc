// Apollo's formatError: every GraphQL error carries one code of the closed set (docs/decisions.md) in extensions.code, and the request ID. Errors of the request itself (syntax,
// validation, variables) are INVALID_REQUEST with graphql-js's message; resolver errors go
// through normalizeError, so anything unexpected is INTERNAL and leaks nothing, and name
// parameters, paths and details in GraphQL's own words (graphql-names.ts); a refused enum value
// is given the values its enum allows (enum-values-wording.ts). Never throws. Both transports,
// HTTP (Apollo) and the WebSocket (graphql-ws), format their errors here, so they answer the same
// words.
//
// Apollo's formatError sees no request, and some errors are formatted before any context exists
// (a body without a query), so over HTTP the request ID is written as REQUEST_ID_SLOT and the route
// puts the ID in its place (withRequestId); the logPlugin logs the unexpected errors with the
// request's logger. No AsyncLocalStorage: it keeps Node's promise hooks on for the whole process,
// which cost a fifth of the CPU of a nested query (docs/decisions.md, "GraphQL").
import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { renderError, ServiceError, type RenderedError } from '../domain/errors';
import { normalizeError, type NormalizedError } from '../http/errors';
import { withEnumValues } from './enum-values-wording';
import { graphqlNames } from './graphql-names';
import { tokenLimitError } from './query-limits';
import type { GraphqlContext } from './context';

/** Apollo's codes for a request that is wrong as sent, before any resolver ran. */
const REQUEST_ERROR_CODES: ReadonlySet<string> = new Set([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
]);

/** The request an error belongs to, when the caller knows it (subscriptions). */
export interface RequestScope {
  requestId: string;
  log: FastifyBaseLogger;
}

/** A text no response holds otherwise: this process's own random value. */
const REQUEST_ID_SLOT = `request-id-${randomUUID()}`;
const SLOT_JSON = JSON.stringify(REQUEST_ID_SLOT);

/** A response body of Apollo's with the request ID in the place formatGraphqlError left for it. */
export function withRequestId(body: string, requestId: string): string {
  return body.includes(SLOT_JSON) ? body.replaceAll(SLOT_JSON, JSON.stringify(requestId)) : body;
}

/**
 * The same for a single result. Apollo writes `errors` before `data` (runHttpQuery's
 * orderExecutionResultFields), so a result that starts with its data has no error and no slot:
 * a large answer is not searched through.
 */
export function resultWithRequestId(body: string, requestId: string): string {
  return body.startsWith('{"data"') ? body : withRequestId(body, requestId);
}

/**
 * Logs each unexpected (INTERNAL) error of an operation with the request's logger, and the store's
 * own error behind a SERVICE_UNAVAILABLE (a driver's, with its address: logged, never sent).
 */
const logListener: GraphQLRequestListener<GraphqlContext> = {
  didEncounterErrors({ contextValue, errors }) {
    for (const error of errors) {
      const log = contextValue.log;
      if (log) logError(log, codeOf(error.toJSON(), error), error);
    }
    return Promise.resolve();
  },
};

/** Its listener reads all it needs from the request's context: one for every request. */
export const logPlugin: ApolloServerPlugin<GraphqlContext> = {
  requestDidStart: () => Promise.resolve(logListener),
};

function logError(log: FastifyBaseLogger, code: string, error: unknown): void {
  if (code === 'INTERNAL') {
    log.error({ err: error }, 'unexpected GraphQL error');
    return;
  }
  const original = unwrapResolverError(error);
  if (code === 'SERVICE_UNAVAILABLE' && original instanceof Error && original.cause !== undefined)
    log.warn({ err: original }, 'the store is unavailable');
}

/**
 * `scope`: the request when the caller knows it; without it (Apollo over HTTP) the request ID is
 * left for withRequestId and unexpected errors for logPlugin.
 */
export function formatGraphqlError(
  schema: GraphQLSchema,
  formatted: GraphQLFormattedError,
  error: unknown,
  scope?: RequestScope,
): GraphQLFormattedError {
  let normalized: RenderedError;
  try {
    normalized = renderError(
      normalizedOf(formatted, unwrapResolverError(error)),
      graphqlNames(formatted.path),
    );
  } catch {
    normalized = renderError(normalizeError(undefined), graphqlNames(undefined));
  }
  if (scope) logError(scope.log, normalized.code, error);
  return {
    message: withEnumValues(schema, normalized.message),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: normalized.code,
      requestId: scope ? scope.requestId : REQUEST_ID_SLOT,
      ...(normalized.details ? { details: normalized.details } : {}),
    },
  };
}

function codeOf(formatted: GraphQLFormattedError, error: unknown): string {
  try {
    return normalizedOf(formatted, unwrapResolverError(error)).code;
  } catch {
    return 'INTERNAL';
  }
}

function normalizedOf(formatted: GraphQLFormattedError, unwrapped: unknown): NormalizedError {
  // A refusal raised before execution (query-limits.plugin.ts) wraps its ServiceError.
  const original =
    unwrapped instanceof GraphQLError && unwrapped.originalError instanceof ServiceError
      ? unwrapped.originalError
      : unwrapped;
  const apolloCode = formatted.extensions?.code;
  if (apolloCode === ApolloServerErrorCode.GRAPHQL_PARSE_FAILED) {
    const tooManyTokens = tokenLimitError(formatted.message);
    if (tooManyTokens) return normalizeError(tooManyTokens);
  }
  if (
    !(original instanceof ServiceError) &&
    typeof apolloCode === 'string' &&
    REQUEST_ERROR_CODES.has(apolloCode)
  ) {
    return { code: 'INVALID_REQUEST', status: 400, message: formatted.message };
  }
  return normalizeError(original);
}
