// GraphQL subscriptions over WebSocket at /graphql (graphql-ws protocol): dashboards get the
// change feed pushed instead of polling it. Beyond the specification, whose Events part shows
// polling only. Authentication is the API key of Authentication rule 1: the upgrade request's
// Authorization header, or (browsers cannot set headers on a WebSocket) the connection_init
// payload {"authorization": "Bearer <API_KEY>"}. Without a valid key the socket closes with 4401,
// with 4429 once the address is past its failed-authentication limit.
// Every operation sent over a socket passes the caps on operations in progress, the API key's
// request quota (shared with HTTP: an operation counts as a request) and the same cost limits as
// over HTTP before it runs; a message larger than the body limit closes the socket (1009); every
// operation is access-logged (docs/decisions.md, "GraphQL limits").
// Sockets themselves are capped (socket-caps.ts; docs/decisions.md, "WebSocket admission"): in all,
// so the connections SETTLEGRAPH_HTTP_RESERVED_CONNECTIONS keeps stay HTTP's; per address from the
// upgrade (the client's, read as for HTTP requests: src/http/trusted-proxies.ts); per API key from
// authentication. A socket that sends no connection_init in time is closed (4408), and a closed
// socket whose client never answers the close is cut off after SOCKET_CLOSE_TIMEOUT_MS rather than
// ws's 30 s.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import { ServiceError } from '../domain/errors';
import { jsonShapeRefusal, jsonValueExcess } from '../domain/json-shape';
import type { Principal } from '../http/auth';
import { clientAddressOf, type TrustedProxies } from '../http/trusted-proxies';
import type { Services } from '../services/services';
import { buildGraphqlSchema } from './build-schema';
import { operationContext, type GraphqlContext } from './context';
import { formatGraphqlError } from './format-error';
import { QueryLimits } from './query-limits';
import { graphqlErrorBody } from './http-error-body';
import { SocketCaps } from './socket-caps';
import { SubscriptionCaps } from './subscription-caps';

/** The principal of an Authorization header value, or null (src/http/auth.ts). */
export type Authenticate = (authorization: string | undefined) => Principal | null;

interface Connection extends Record<PropertyKey, unknown> {
  principal: Principal;
  /** Names the connection in errors and logs, as X-Request-Id does for a request. */
  requestId: string;
}

export const GRAPHQL_PATH = '/graphql';

/**
 * How long a socket the server closes waits for its client's close frame before the connection is
 * cut (ws waits 30 s): a client that never answers would otherwise hold its connection that long.
 */
export const SOCKET_CLOSE_TIMEOUT_MS = 1_000;

export async function registerSubscriptions(
  app: FastifyInstance,
  services: Services,
  authenticate: Authenticate,
  options: {
    bodyLimit: number;
    /** SETTLEGRAPH_TRUST_PROXY: whose X-Forwarded-For names an upgrade's client; null: nobody's. */
    trustedProxies: TrustedProxies | null;
    /**
     * Counts a failed authentication from an address (the HTTP counters of
     * SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE); the seconds to wait once past the limit, else null.
     */
    failedAuthentication?: (address: string) => Promise<number | null>;
  },
): Promise<void> {
  const schema = await buildGraphqlSchema();
  const limits = new QueryLimits(schema, services.graphqlLimits);
  const caps = new SubscriptionCaps(
    services.graphqlLimits.subscriptionsPerSocket,
    services.graphqlLimits.subscriptionsPerKey,
  );
  const socketCaps = new SocketCaps(services.graphqlLimits);
  // ws refuses a larger message by closing the socket with 1009 (message too big) unread.
  // `closeTimeout` (ws 8.18) is not in @types/ws yet.
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: options.bodyLimit,
    closeTimeout: SOCKET_CLOSE_TIMEOUT_MS,
  } as ServerOptions);
  // Before graphql-ws's own listener: the subscriber's socket sends through this from the start.
  sockets.on('connection', (socket: WebSocket) =>
    dropWritesOfGoneSocket(socket, (dropped, reason) =>
      app.log.info(
        { dropped, reason },
        'graphql subscriber socket gone with updates on their way; they are dropped',
      ),
    ),
  );
  // The quota of src/http/rate-limit.ts, same counters; absent when rate limiting is off.
  const quota = app.hasDecorator('createRateLimit') ? app.createRateLimit() : undefined;
  const fromHeader = new WeakMap<IncomingMessage, Principal>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Node's HTTP server stops listening for errors on a socket it hands to 'upgrade'; a client
    // that resets the connection while it is refused or checked would otherwise raise an
    // unhandled 'error' and stop the process. A reset connection needs nothing more from us.
    socket.on('error', ignoreResetSocket);
    if ((request.url ?? '').split('?')[0] !== GRAPHQL_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const address = clientAddressOf(request, options.trustedProxies);
    const full = socketCaps.upgrade(socket, address);
    if (full) {
      refused(socket, full, { address });
      return;
    }
    const header = request.headers.authorization;
    if (header !== undefined) {
      const principal = authenticate(header);
      if (!principal) {
        void failed(request).then((retryAfter) =>
          retryAfter === null
            ? refuse(socket, 401, 'Unauthorized')
            : refuse(socket, 429, 'Too Many Requests'),
        );
        return;
      }
      const tooMany = socketCaps.authenticated(socket, principal.keyId);
      if (tooMany) {
        refused(socket, tooMany, { address, keyId: principal.keyId });
        return;
      }
      fromHeader.set(request, principal);
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  };
  // A failed key over WebSocket counts against the address's limit as over HTTP, so a client
  // cannot try keys endlessly by reconnecting.
  const failed = (request: IncomingMessage): Promise<number | null> =>
    options.failedAuthentication
      ? options
          .failedAuthentication(clientAddressOf(request, options.trustedProxies))
          .catch(() => null)
      : Promise.resolve(null);
  app.server.on('upgrade', onUpgrade);
  /** An upgrade refused before the handshake, in GraphQL's error shape, and logged. */
  const refused = (socket: Duplex, error: ServiceError, who: Record<string, string>): void => {
    app.log.warn({ ...who, code: error.code, limit: error.details }, 'websocket refused');
    const status = error.code === 'RATE_LIMITED' ? 429 : 503;
    const body = graphqlErrorBody(
      { code: error.code, status, message: error.text, details: error.details },
      randomUUID(),
    );
    refuse(socket, status, status === 429 ? 'Too Many Requests' : 'Service Unavailable', body);
  };

  const format = (requestId: string, errors: readonly GraphQLError[]) =>
    errors.map((error) =>
      formatGraphqlError(schema, error.toJSON(), error, { requestId, log: app.log }),
    );

  const server = useServer<Record<string, unknown> | undefined, Connection>(
    {
      schema,
      // A socket that never sends connection_init is closed (4408) after this.
      connectionInitWaitTimeout: services.graphqlLimits.connectionInitTimeoutMs,
      onConnect: async (ctx) => {
        const payload = ctx.connectionParams?.authorization;
        const principal =
          fromHeader.get(ctx.extra.request) ??
          authenticate(typeof payload === 'string' ? payload : undefined);
        if (!principal) {
          const retryAfter = await failed(ctx.extra.request);
          if (retryAfter === null)
            ctx.extra.socket.close(4401, 'Unauthorized: a valid API key is required');
          else
            ctx.extra.socket.close(
              4429,
              `Too many failed authentications from this address; retry after ${retryAfter} seconds`,
            );
          return false;
        }
        const tooMany = socketCaps.authenticated(ctx.extra.request.socket, principal.keyId);
        if (tooMany) {
          app.log.warn(
            { keyId: principal.keyId, code: tooMany.code, limit: tooMany.details },
            'websocket refused',
          );
          ctx.extra.socket.close(4429, closeReason(tooMany.message));
          return false;
        }
        ctx.extra.principal = principal;
        ctx.extra.requestId = randomUUID();
        caps.opened(ctx, principal.keyId);
        return true;
      },
      // Parsed, validated and measured here, so graphql-ws runs only what passed every limit.
      onSubscribe: async (ctx, id, payload) => {
        // Set by onConnect, which runs before any operation is taken.
        const principal = ctx.extra.principal as Principal;
        const log = (outcome: string) =>
          app.log.info(
            {
              reqId: ctx.extra.requestId,
              keyId: principal.keyId,
              transport: 'websocket',
              operationId: id,
              operationName: payload.operationName ?? null,
              outcome,
            },
            'graphql operation over websocket',
          );
        // The quota first: everything after it is synchronous, so the caps are checked and taken
        // in one step, whatever other operations of the socket arrive meanwhile.
        const refused = (await quotaRefusal(principal)) ?? caps.refusal(ctx);
        if (refused) {
          log(refused.code);
          return [asGraphqlError(refused)];
        }
        // graphql-ws parsed the message (bounded by the body limit; JSON.parse does not recurse);
        // its variables and extensions meet the body's shape limits before anything reads them.
        const excess = jsonValueExcess(payload.variables) ?? jsonValueExcess(payload.extensions);
        if (excess) {
          log('INVALID_REQUEST');
          return [asGraphqlError(jsonShapeRefusal(excess, 'variables'))];
        }
        let document: DocumentNode;
        try {
          document = limits.parse(payload.query);
        } catch (error) {
          return [asGraphqlError(error, ApolloServerErrorCode.GRAPHQL_PARSE_FAILED)];
        }
        const invalid = validate(schema, document);
        if (invalid.length > 0)
          return invalid.map((e) =>
            asGraphqlError(e, ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED),
          );
        const operation = getOperationAST(document, payload.operationName);
        if (!operation)
          return [
            new GraphQLError('the document names no operation to run (operationName)', {
              extensions: { code: ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE },
            }),
          ];
        // graphql-js would refuse them during execution with no code (INTERNAL to the client);
        // over HTTP Apollo marks them as the request's own error, and so is it here.
        const coerced = getVariableValues(
          schema,
          operation.variableDefinitions ?? [],
          payload.variables ?? {},
        );
        if (coerced.errors)
          return coerced.errors.map((e) => asGraphqlError(e, ApolloServerErrorCode.BAD_USER_INPUT));
        try {
          limits.check(document, payload.operationName, payload.variables);
        } catch (error) {
          return [asGraphqlError(error)];
        }
        caps.admit(ctx, id);
        log('admitted');
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      onComplete: (ctx, id) => caps.ended(ctx, id),
      onClose: (ctx) => caps.closed(ctx),
      // Queries and mutations over the socket have the time limit; a subscription's stream does not.
      context: (ctx, _id, _payload, args): GraphqlContext =>
        operationContext(
          services,
          ctx.extra.principal ?? null,
          ctx.extra.requestId ?? randomUUID(),
          getOperationAST(args.document, args.operationName)?.operation !==
            OperationTypeNode.SUBSCRIPTION,
        ),
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

  /** RATE_LIMITED when the key has spent its quota of the current window, as over HTTP. */
  async function quotaRefusal(principal: Principal): Promise<ServiceError | null> {
    if (!quota) return null;
    const verdict = await quota({ principal, ip: '', routeOptions: { config: {} } } as never);
    if (verdict.isAllowed || !verdict.isExceeded) return null;
    return new ServiceError(
      'RATE_LIMITED',
      `too many requests for this API key: at most ${verdict.max} a minute; retry after ${verdict.ttlInSeconds} seconds`,
      { limitPerMinute: verdict.max, retryAfterSeconds: verdict.ttlInSeconds },
    );
  }

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await server.dispose();
  });
}

/** An error graphql-ws sends; formatGraphqlError gives it its code (extensions.code or the cause). */
function asGraphqlError(error: unknown, code?: string): GraphQLError {
  if (error instanceof GraphQLError && !(error.originalError instanceof ServiceError) && code)
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { ...error.extensions, code },
    });
  if (error instanceof ServiceError)
    return new GraphQLError(error.message, { originalError: error });
  return error instanceof GraphQLError ? error : new GraphQLError(String(error));
}

const ignoreResetSocket = (): void => undefined;

/**
 * A subscriber that closes or resets its socket while updates are on their way (a slow reader's
 * writes wait in the buffers) fails each of those writes with the socket. graphql-ws takes a
 * failed write for an error of the operation, each one an internal error; the subscriber is gone,
 * so its failed writes are reported done, counted and said once, and the socket is ended.
 */
function dropWritesOfGoneSocket(
  socket: WebSocket,
  report: (dropped: number, reason: string) => void,
): void {
  const send = socket.send.bind(socket) as (data: string, cb: (error?: Error) => void) => void;
  let dropped = 0;
  let reason = '';
  socket.once('close', () => {
    if (dropped > 0) report(dropped, reason);
  });
  const replacement = (data: string, cb?: (error?: Error) => void): void =>
    send(data, (error) => {
      if (error) {
        dropped += 1;
        reason = error.message;
        socket.terminate();
      }
      cb?.();
    });
  socket.send = replacement as WebSocket['send'];
}

/**
 * Answers an upgrade without one, and cuts the connection if its client does not close it: a
 * refused socket must not hold its connection (the connection cap never sheds an upgraded one).
 */
function refuse(socket: Duplex, status: number, reason: string, body?: unknown): void {
  if (socket.destroyed) return;
  const text = body === undefined ? '' : JSON.stringify(body);
  const type = body === undefined ? '' : 'Content-Type: application/json\r\n';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
  setTimeout(() => socket.destroy(), SOCKET_CLOSE_TIMEOUT_MS).unref();
}

/** A WebSocket close reason holds at most 123 bytes. */
function closeReason(message: string): string {
  return Buffer.byteLength(message) <= 123 ? message : `${message.slice(0, 119)}...`;
}
