// Executes GraphQL operations with graphql-jit (docs/decisions.md, GraphQL execution): each
// validated document is compiled once into a function specialised to its selections, then run
// per request. graphql-js interprets the document on every request: argument coercion, a field
// lookup and several promises per field, which cost more than the data a nested query reads.
//
// Apollo Server accepts another executor through its gateway interface: the schema stays ours
// and Apollo still parses, validates (and caches both), runs plugins and formats errors.
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  execute,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Compiled operations of one parsed document, by operation name ('' when unnamed). */
type Compiled = Map<string, CompiledQuery | ExecutionResult>;

export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  // Apollo keeps one parsed document per distinct query text (its document cache), so the
  // document object identifies the query: its compilations live and die with it.
  const compiledByDocument = new WeakMap<DocumentNode, Compiled>();

  const compiled = (
    document: DocumentNode,
    operationName: string | null,
  ): CompiledQuery | ExecutionResult => {
    let byOperation = compiledByDocument.get(document);
    if (!byOperation) compiledByDocument.set(document, (byOperation = new Map() as Compiled));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (!query) {
      query = compileQuery(schema, document, operationName ?? undefined);
      byOperation.set(key, query);
    }
    return query;
  };

  const executor: GatewayExecutor = async (request) => {
    // The name the client asked for (Apollo's own `operationName` is the one it resolved).
    const operationName = request.request.operationName ?? null;
    const query = compiled(request.document, operationName);
    const variables = request.request.variables;
    if (isCompiledQuery(query)) {
      const result = await query.query(undefined, request.context, variables);
      if ('data' in result)
        return result.errors ? { ...result, errors: result.errors.map(graphqlErrorOf) } : result;
    }
    // Refused before anything ran (an unknown operation, variables that do not coerce):
    // graphql-js's execute refuses it too, before any resolver, with the errors Apollo knows how
    // to classify (INVALID_REQUEST, HTTP 400).
    return execute({
      schema,
      document: request.document,
      operationName,
      variableValues: variables,
      contextValue: request.context,
    });
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
}

/**
 * graphql-jit's errors leave `extensions` undefined when the original error has none, where
 * graphql-js always sets an object and Apollo reads it unguarded: the same error as graphql-js
 * would raise it, with the same message, locations, path and original error.
 */
function graphqlErrorOf(error: GraphQLError): GraphQLError {
  const normal = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  (normal as { locations: GraphQLError['locations'] }).locations = error.locations;
  return normal;
}
