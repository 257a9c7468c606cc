// POST and GET /graphql: Apollo Server on Fastify. Authentication happened in the onRequest hook
// of src/server/app.ts (401 before this code runs); the context factory builds the per-request
// state: the principal, the request ID, one snapshot revision and the DataLoaders.
import 'reflect-metadata';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services';
import { buildGraphqlSchema } from './build-schema';
import { compiledExecution } from './compiled-execution';
import { createContext, type GraphqlContext } from './context';
import { formatGraphqlError } from './format-error';
import { QueryLimits } from './query-limits';
import { queryLimitsPlugin } from './query-limits.plugin';
import { requestScope } from './request-scope';

export async function registerGraphql(app: FastifyInstance, services: Services): Promise<void> {
  const schema = await buildGraphqlSchema();
  const limits = new QueryLimits(schema, services.graphqlLimits);
  const apollo = new ApolloServer<GraphqlContext>({
    gateway: compiledExecution(schema),
    // The token limit is checked while parsing; the other limits before execution (plugin).
    parseOptions: limits.parseOptions,
    introspection: true,
    formatError: formatGraphqlError,
    includeStacktraceInErrorResponses: false,
    // Every request that reaches Apollo carries an Authorization header, which a browser cannot
    // send cross-site without a preflight: that header alone satisfies CSRF prevention.
    csrfPrevention: {
      requestHeaders: ['authorization', 'x-apollo-operation-name', 'apollo-require-preflight'],
    },
    // The app stops Apollo when it closes; Apollo installs no signal handlers of its own.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      queryLimitsPlugin(limits),
      noStore,
    ],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  const handler = fastifyApolloHandler(apollo, {
    context: (request) => Promise.resolve(createContext(services, request)),
  });
  app.route<{ Reply: string }>({
    method: ['GET', 'POST'],
    url: '/graphql',
    schema: { hide: true },
    handler(request, reply) {
      return requestScope.run({ requestId: request.id, log: request.log }, () =>
        handler.call(this, request, reply),
      );
    },
  });
}

/**
 * What Apollo's default cache-control plugin answers for a schema without cache hints: every
 * response is `Cache-Control: no-store`. That plugin wraps every resolver to compute a policy
 * that is always "uncacheable" here, which cost about 15% of the CPU of a nested query
 * (docs/benchmarks.md, http/memory/graphql-nested); this sets the same header directly.
 */
const noStore: ApolloServerPlugin<GraphqlContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
        return Promise.resolve();
      },
    });
  },
};
