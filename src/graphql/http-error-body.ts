// The body of a /graphql request refused before GraphQL runs (a missing or wrong key, a rate limit,
// an unreadable body): GraphQL's shape, as formatGraphqlError gives errors that reach Apollo, so
// a GraphQL client reads every failure of the endpoint the same way. The HTTP status and headers
// (WWW-Authenticate, Retry-After) stay those of the refusal. Details use GraphQL's camelCase.
import type { GraphQLFormattedError } from 'graphql';
import type { NormalizedError } from '../server/errors';

export function graphqlErrorBody(
  error: NormalizedError,
  requestId: string,
): { errors: GraphQLFormattedError[] } {
  return {
    errors: [
      {
        message: error.message,
        extensions: {
          code: error.code,
          requestId,
          ...(error.details ? { details: camelCaseKeys(error.details) } : {}),
        },
      },
    ],
  };
}

/** limit_per_minute → limitPerMinute, at every level (problems keep their values). */
function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()),
      camelCaseKeys(inner),
    ]),
  );
}
