// Structured logs (docs/decisions.md, "Operations"): Fastify's pino logger, one JSON line per event, each request's
// lines carrying its reqId (the X-Request-Id) and, once authenticated, the key's keyId. Secrets
// never reach a log line: credentials are redacted wherever a serializer might put them.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';

export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
];

/**
 * Standard output, written asynchronously: lines logged while a write is in flight go out together
 * in the next one, so under load a request costs no write of its own (on loopback a write is as
 * dear as the response's); when idle each line goes out at once. Pino flushes it on exit.
 */
export function accessLogDestination(): ReturnType<typeof pino.destination> {
  return pino.destination({ dest: process.stdout.fd, sync: false });
}

/**
 * The served process's one logger: the app's request lines and the process's own (start-up, the
 * sync, the venue streams' connects and reconnects) all go out as JSON lines on standard output,
 * never plain text between them (docs/decisions.md, "Logs are JSON lines only").
 */
export function processLogger(level: string): pino.Logger {
  return pino(
    { level, redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' } },
    accessLogDestination(),
  );
}

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/**
 * The access log: one `request completed` line per request at info, with the request (`req`),
 * the status (`res`), `responseTime`, and, through reply.log (the child app.ts makes after
 * authentication), `reqId` and `keyId`. Fastify's default also logs `incoming request` at info: a
 * second serialisation and write per request, a measurable share of a small request's CPU
 * (docs/decisions.md, "Operations"); that line is kept at debug level. Errored requests and every
 * other line Fastify logs are unchanged.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // Below debug level pino's debug is a no-op: nothing is serialised.
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
