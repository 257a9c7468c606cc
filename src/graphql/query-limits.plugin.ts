// The Apollo side of the cost control (query-limits.ts): once the operation is resolved and before
// it runs, an operation over a limit is refused with QUERY_TOO_COMPLEX (HTTP 400) and no resolver
// runs. The token limit is Apollo's parseOptions (register-graphql.ts); its parse error is turned
// into the same code by formatGraphqlError.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ServiceError } from '../domain/errors';
import type { KeyCpuBudget } from '../http/key-cpu-budget';
import type { GraphqlContext } from './context';
import type { QueryLimits } from './query-limits';

/** `cpu`: charged with what measuring the operation costs (src/http/key-cpu-budget.ts). */
export function queryLimitsPlugin(
  limits: QueryLimits,
  cpu: KeyCpuBudget,
): ApolloServerPlugin<GraphqlContext> {
  const listener = {
    didResolveOperation({
      document,
      source,
      request,
      contextValue,
    }: {
      document: Parameters<QueryLimits['check']>[0];
      source: string;
      request: { operationName?: string; variables?: Record<string, unknown> };
      contextValue: GraphqlContext;
    }): Promise<void> {
      try {
        cpu.measure(contextValue.principal?.keyId, () =>
          limits.check(document, request.operationName, request.variables),
        );
      } catch (error) {
        // The next document of its shape is refused before it is parsed (QueryLimits.precheck).
        if (error instanceof ServiceError) limits.remember(source, request.operationName, error);
        return Promise.reject(refusal(error));
      }
      return Promise.resolve();
    },
  };
  return { requestDidStart: () => Promise.resolve(listener) };
}

/** Apollo reads the status from extensions.http; formatGraphqlError reads the ServiceError. */
function refusal(error: unknown): Error {
  if (!(error instanceof ServiceError))
    return error instanceof Error ? error : new Error(String(error));
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { http: { status: 400 } },
  });
}
