// Apollo's formatError: every GraphQL error carries one code of the closed set (docs/decisions.md) in extensions.code, and the request ID. Errors of the request itself (syntax,
// validation, variables) are INVALID_REQUEST with graphql-js's message; resolver errors go
// through normalizeError, so anything unexpected is INTERNAL and leaks nothing, and name
// parameters, paths and details in GraphQL's own words (graphql-names.ts). Never throws.
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { renderError, ServiceError, type RenderedError } from '../domain/errors';
import { normalizeError, type NormalizedError } from '../server/errors';
import { graphqlNames } from './graphql-names';
import { tokenLimitError } from './query-limits';
import { requestScope } from './request-scope';

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

export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const scope = requestScope.getStore();
  let normalized: RenderedError;
  try {
    normalized = renderError(
      normalizedOf(formatted, unwrapResolverError(error)),
      graphqlNames(formatted.path),
    );
  } catch {
    normalized = renderError(normalizeError(undefined), graphqlNames(undefined));
  }
  if (normalized.code === 'INTERNAL') scope?.log.error({ err: error }, 'unexpected GraphQL error');
  return {
    message: normalized.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: normalized.code,
      requestId: scope?.requestId ?? null,
      ...(normalized.details ? { details: normalized.details } : {}),
    },
  };
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
