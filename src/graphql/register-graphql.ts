// POST and GET /graphql: Apollo Server on Fastify. Authentication happened in the onRequest hook
// of src/app/app.ts (401 before this code runs); the context factory builds the per-request
// state: the principal, the request ID, one snapshot revision and the DataLoaders.
import 'reflect-metadata';
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { HeaderMap } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonShapeRefusal, jsonTextExcess } from '../domain/json-shape';
import { normalizeError } from '../http/errors';
import type { RawBodyCheck } from '../http/json-bodies';
import type { KeyCpuBudget } from '../http/key-cpu-budget';
import type { ResponseCache } from '../http/response-cache';
import { evaluationResponseTooLarge } from '../services/evaluation-size';
import type { Services } from '../services/services';
import { buildGraphqlSchema } from './build-schema';
import { compiledExecution } from './compiled-execution';
import { createContext, type GraphqlContext } from './context';
import { keyCpuPlugin } from './key-cpu.plugin';
import { formatGraphqlError, logPlugin, resultWithRequestId, withRequestId } from './format-error';
import { graphqlErrorBody } from './http-error-body';
import { bodyDocumentOverTokens } from './body-token-count';
import { jsonInSlices, utf8InSlices } from './json-in-slices';
import { QueryLimits, queryTooComplex } from './query-limits';
import { queryLimitsPlugin } from './query-limits.plugin';
import { GraphqlResponseCache } from './response-cache';

export async function registerGraphql(
  app: FastifyInstance,
  services: Services,
  responses: ResponseCache,
  cpu: KeyCpuBudget,
  rawBodyChecks: Map<string, RawBodyCheck>,
): Promise<void> {
  const schema = await buildGraphqlSchema();
  const limits = new QueryLimits(schema, services.graphqlLimits);
  // A document over the token limit is refused from the body's bytes, before they are decoded
  // and parsed (body-token-count.ts), with the refusal graphql-js's parser would give.
  const { maxTokens } = limits.limits;
  rawBodyChecks.set(GRAPHQL_ROUTE, (body) =>
    isUtf8(body) && bodyDocumentOverTokens(body, maxTokens)
      ? queryTooComplex('maxTokens', maxTokens + 1, maxTokens, true)
      : undefined,
  );
  const cache = new GraphqlResponseCache(schema, responses, services.store);
  const apollo = new ApolloServer<GraphqlContext>({
    gateway: compiledExecution(schema),
    // The token limit is checked while parsing; the other limits before execution (plugin).
    parseOptions: limits.parseOptions,
    introspection: true,
    formatError: (formatted, error) => formatGraphqlError(schema, formatted, error),
    // Apollo's own text (JSON.stringify and a newline), written in slices of the event loop: a
    // large answer's serialisation was its longest piece (docs/decisions.md, "A large GraphQL
    // answer written in slices").
    stringifyResult: async (result) => `${await jsonInSlices(result)}\n`,
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
      keyCpuPlugin(cpu),
      queryLimitsPlugin(limits, cpu),
      cache.plugin(),
      noStore,
      logPlugin,
    ],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  // Apollo's Fastify integration (@as-integrations/fastify) does what this does, without the cache.
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<string | Buffer> {
    if (request.method === 'GET') refuseMisshapenParameters(request.query);
    precheckDocument(request);
    const found = await cache.lookup(request);
    if (found?.kept !== undefined) {
      for (const [name, value] of found.kept.headers) void reply.header(name, value);
      return found.kept.body;
    }
    const context = createContext(services, request, found !== undefined);
    const {
      headers,
      body,
      status = 200,
    } = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        body: request.body,
        method: request.method.toUpperCase(),
        headers: headerMapOf(request),
        // Apollo reads the query string of a GET alone (runHttpQuery): a POST's is not parsed.
        search: request.method === 'GET' ? new URL(request.url, 'http://localhost/').search : '',
      },
      context: () => Promise.resolve(context),
    });
    for (const [name, value] of headers) void reply.header(name, value);
    const replayed = context.idempotency.claim?.replayed === true;
    if (body.kind === 'chunked') {
      if (replayed) void reply.header('Idempotent-Replayed', 'true');
      return reply
        .code(status)
        .send(Readable.from(partsWithRequestId(body.asyncIterator, request.id)));
    }
    // Encoded here in slices, so that neither the response cache's byte count nor the socket's
    // write encodes a large answer in one piece.
    const bytes = await utf8InSlices(resultWithRequestId(body.string, request.id));
    if (context.responseSize.measured) {
      const refusal = evaluationResponseTooLarge(
        bytes.length,
        services.workLimits.responseLimitBytes,
      );
      // As REST's last check (src/rest/response-limit.ts): the same error, in GraphQL's shape.
      if (refusal)
        return reply
          .code(400)
          .send(JSON.stringify(graphqlErrorBody(normalizeError(refusal), request.id)));
    }
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    void reply.code(status);
    if (found) await cache.keep(found, context, { body: bytes, headers: [...headers] }, status);
    return bytes;
  }

  /** The depth and aliases of the document, from its tokens, before Apollo parses it. */
  function precheckDocument(request: FastifyRequest): void {
    const sent = (request.method === 'GET' ? request.query : request.body) as
      { query?: unknown; operationName?: unknown } | null | undefined;
    if (typeof sent !== 'object' || sent === null || typeof sent.query !== 'string') return;
    const { query, operationName } = sent;
    cpu.measure(request.principal?.keyId, () =>
      limits.precheck(query, typeof operationName === 'string' ? operationName : undefined),
    );
  }

  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_ROUTE,
    schema: { hide: true },
    handler: answer,
  });
}

const GRAPHQL_ROUTE = '/graphql';

/**
 * A GET's `variables` and `extensions` are JSON text Apollo parses: they meet the shape limits of
 * a body (src/http/json-bodies.ts) first.
 */
function refuseMisshapenParameters(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const name of ['variables', 'extensions'] as const) {
    const text: unknown = (query as Record<string, unknown>)[name];
    if (typeof text !== 'string') continue;
    const excess = jsonTextExcess(Buffer.from(text));
    if (excess) throw jsonShapeRefusal(excess, name);
  }
}

/** The parts of an incremental response, each with the request ID (format-error.ts). */
async function* partsWithRequestId(
  parts: AsyncIterable<string>,
  requestId: string,
): AsyncGenerator<string> {
  for await (const part of parts) yield withRequestId(part, requestId);
}

function headerMapOf(request: FastifyRequest): HeaderMap {
  const map = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers))
    if (value) map.set(name, Array.isArray(value) ? value.join(', ') : value);
  return map;
}

/**
 * What Apollo's default cache-control plugin answers for a schema without cache hints: every
 * response is `Cache-Control: no-store`. That plugin wraps every resolver to compute a policy
 * that is always "uncacheable" here, which cost about 15% of the CPU of a nested query
 * (docs/benchmarks.md, http/memory/graphql-nested); this sets the same header directly.
 */
const noStore: ApolloServerPlugin<GraphqlContext> = {
  requestDidStart: () => Promise.resolve(noStoreListener),
};

/** One listener for every request: it reads only the response it is given. */
const noStoreListener: GraphQLRequestListener<GraphqlContext> = {
  willSendResponse({ response }) {
    response.http.headers.set('cache-control', 'no-store');
    return Promise.resolve();
  },
};
