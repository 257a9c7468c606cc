// The body of a /graphql request refused before GraphQL runs (a missing or wrong key, a rate limit,
// an unreadable body): GraphQL's shape, as formatGraphqlError gives errors that reach Apollo, so
// a GraphQL client reads every failure of the endpoint the same way. The HTTP status and headers
// (WWW-Authenticate, Retry-After) stay those of the refusal. Names are GraphQL's (camelCase).
import type { GraphQLFormattedError } from 'graphql';
import { renderError } from '../domain/errors';
import type { NormalizedError } from '../http/errors';
import { graphqlNames } from './graphql-names';

export function graphqlErrorBody(
  error: NormalizedError,
  requestId: string,
): { errors: GraphQLFormattedError[] } {
  const rendered = renderError(error, graphqlNames(undefined));
  return {
    errors: [
      {
        message: rendered.message,
        extensions: {
          code: rendered.code,
          requestId,
          ...(rendered.details ? { details: rendered.details } : {}),
        },
      },
    ],
  };
}
