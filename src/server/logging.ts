// Structured logs (issue 9 item 5): Fastify's pino logger, one JSON line per event, each request's
// lines carrying its reqId (the X-Request-Id) and, once authenticated, the key's keyId. Secrets
// never reach a log line: credentials are redacted wherever a serializer might put them.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
];

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
