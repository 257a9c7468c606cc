// Requests Node's HTTP parser refuses before Fastify sees them (a request line and headers over
// the 16 KiB limit, malformed HTTP, a request not received in time) get the service's Error body
// like every other failure: 400 INVALID_REQUEST, not Fastify's default {"error", "message",
// "statusCode"} with 431 or 408, which are outside the closed set of codes (docs/decisions.md).
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

const MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW:
    'the request line and headers exceed 16 KiB; send long lists in fewer, shorter parameters',
  ERR_HTTP_REQUEST_TIMEOUT: 'the request was not received in time',
};

/** The body sent for a connection-level client error (exported for tests). */
export function clientErrorBody(code: string | undefined, requestId: string): string {
  return JSON.stringify({
    error: {
      code: 'INVALID_REQUEST',
      message: (code !== undefined ? MESSAGES[code] : undefined) ?? 'malformed HTTP request',
      request_id: requestId,
    },
  });
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone: nothing to answer (as Fastify's default handler).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const requestId = randomUUID();
    const body = clientErrorBody(error.code, requestId);
    socket.write(
      'HTTP/1.1 400 Bad Request\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
