// The ceiling: a bare node:http handler answering every request with one fixed JSON body, run as a
// child process like the gateway (bench/http/server-process.ts). Its throughput is the most this
// machine, Node and the load generator can do; every HTTP benchmark reports its ratio to it,
// measured with a body of the size that benchmark answers (CEILING_BODY_BYTES).
import http from 'node:http';

/** About the size of an empty list envelope of the REST facade. */
export const CEILING_BODY = JSON.stringify({
  items: [],
  next_page_token: null,
  snapshot_id: '1',
  as_of: '2026-01-01T00:00:00.000Z',
});

/** A JSON body of exactly `bytes` bytes (at least CEILING_BODY's): the envelope, padded. */
export function ceilingBody(bytes: number): string {
  const padding = bytes - Buffer.byteLength(CEILING_BODY) - ',"padding":""'.length;
  if (padding < 0) return CEILING_BODY;
  return `${CEILING_BODY.slice(0, -1)},"padding":"${'x'.repeat(padding)}"}`;
}

function main(): void {
  const bytes = Number(process.env.CEILING_BODY_BYTES ?? 0);
  const body = Buffer.from(bytes > 0 ? ceilingBody(bytes) : CEILING_BODY);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
  // close() waits for keep-alive sockets; they are the bench's, which is done with them.
  process.once('SIGTERM', () => server.closeAllConnections());
}

if (require.main === module) main();
