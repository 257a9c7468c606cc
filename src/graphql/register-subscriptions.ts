// GraphQL subscriptions over WebSocket at /graphql (graphql-ws protocol): dashboards get the
// change feed pushed instead of polling it. Beyond the specification, whose Events part shows
// polling only. Authentication is the API key of Authentication rule 1: the upgrade request's
// Authorization header, or (browsers cannot set headers on a WebSocket) the connection_init
// payload {"authorization": "Bearer <API_KEY>"}. Without a valid key the socket closes with 4401.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ExecutionResult, FormattedExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Principal } from '../server/auth';
import type { Services } from '../services/services';
import { buildGraphqlSchema } from './build-schema';
import { contextOf, type GraphqlContext } from './context';
import { formatGraphqlError } from './format-error';
import { requestScope } from './request-scope';

/** The principal of an Authorization header value, or null (src/server/auth.ts). */
export type Authenticate = (authorization: string | undefined) => Principal | null;

interface Connection extends Record<PropertyKey, unknown> {
  principal: Principal;
  /** Names the connection in errors and logs, as X-Request-Id does for a request. */
  requestId: string;
}

export const GRAPHQL_PATH = '/graphql';

export async function registerSubscriptions(
  app: FastifyInstance,
  services: Services,
  authenticate: Authenticate,
): Promise<void> {
  const schema = await buildGraphqlSchema();
  const sockets = new WebSocketServer({ noServer: true });
  const fromHeader = new WeakMap<IncomingMessage, Principal>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if ((request.url ?? '').split('?')[0] !== GRAPHQL_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const header = request.headers.authorization;
    if (header !== undefined) {
      const principal = authenticate(header);
      if (!principal) {
        refuse(socket, 401, 'Unauthorized');
        return;
      }
      fromHeader.set(request, principal);
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  const format = (requestId: string, errors: readonly GraphQLError[]) =>
    requestScope.run({ requestId, log: app.log }, () =>
      errors.map((error) => formatGraphqlError(error.toJSON(), error)),
    );

  const server = useServer<Record<string, unknown> | undefined, Connection>(
    {
      schema,
      onConnect: (ctx) => {
        const payload = ctx.connectionParams?.authorization;
        const principal =
          fromHeader.get(ctx.extra.request) ??
          authenticate(typeof payload === 'string' ? payload : undefined);
        if (!principal) {
          ctx.extra.socket.close(4401, 'Unauthorized: a valid API key is required');
          return false;
        }
        ctx.extra.principal = principal;
        ctx.extra.requestId = randomUUID();
        return true;
      },
      context: (ctx): GraphqlContext =>
        contextOf(services, ctx.extra.principal ?? null, ctx.extra.requestId ?? randomUUID()),
      onNext: (ctx, _id, _payload, _args, result: ExecutionResult) => {
        if (!result.errors) return undefined;
        const formatted: FormattedExecutionResult = {
          ...result,
          errors: format(ctx.extra.requestId ?? '', result.errors),
        };
        return formatted;
      },
      onError: (ctx, _id, _payload, errors) => format(ctx.extra.requestId ?? '', errors),
      // Close messages never carry internals.
      isProd: true,
    },
    sockets,
  );

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await server.dispose();
  });
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
