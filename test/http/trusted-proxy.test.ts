// The client's address behind a load balancer (SETTLEGRAPH_TRUST_PROXY; docs/decisions.md, "The
// client's address behind the load balancer"), over real loopback HTTP and WebSockets: from a
// trusted peer (loopback here, as nginx on the gateways' network) X-Forwarded-For names the
// client, so the failed-authentication limit, the per-address socket cap and the access log count
// each client on its own; from any other peer the header is ignored.
import WebSocket from 'ws';
import { loggerOptions } from '../../src/app/logging';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { trustedProxies } from '../../src/http/trusted-proxies';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { TEST_KEY, http, type TestServer } from '../support/test-server';

const FIRST = '203.0.113.1';
const SECOND = '203.0.113.2';

/** The statuses of `count` requests with a wrong key, each saying it was forwarded for `client`. */
async function wrongKeyStatuses(
  server: TestServer,
  forwardedFor: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(
      (
        await http(server, 'GET', '/v1/families', {
          key: `wrong-key-${i}`,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).status,
    );
  return statuses;
}

/**
 * A WebSocket upgrade of /graphql forwarded for `forwardedFor`: 'open' once upgraded (closed at
 * once unless `keep`), the status of a refused upgrade, or the close code of a socket whose
 * connection_init carried `initKey`.
 */
function upgrade(
  server: TestServer,
  forwardedFor: string,
  options: { authorization?: string; initKey?: string; keep?: WebSocket[] } = {},
): Promise<'open' | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(
      `${server.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
      {
        headers: {
          'x-forwarded-for': forwardedFor,
          ...(options.authorization !== undefined && { authorization: options.authorization }),
        },
      },
    );
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      socket.terminate();
    });
    socket.on('open', () => {
      if (options.initKey === undefined) {
        resolve('open');
        if (options.keep) options.keep.push(socket);
        else socket.close();
        return;
      }
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { authorization: `Bearer ${options.initKey}` },
        }),
      );
    });
    socket.on('close', (code: number) => resolve(code));
    socket.on('error', () => undefined);
  });
}

/**
 * The remoteAddress of the access log's `request completed` lines, in order, once there are
 * `count` (a line is written when its response has gone, which may be after the client read it).
 */
async function loggedAddresses(lines: readonly string[], count: number): Promise<string[]> {
  for (;;) {
    const addresses = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } })
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.req?.remoteAddress ?? 'none');
    if (addresses.length >= count) return addresses;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function startServer(
  trust: string,
  lines: string[] = [],
  socketsPerAddress = DEFAULT_GRAPHQL_LIMITS.socketsPerAddress,
): Promise<TestServer> {
  return startCountedServer(
    new MemoryStore(),
    [smallCatalog()],
    { graphqlLimits: { ...DEFAULT_GRAPHQL_LIMITS, socketsPerAddress } },
    {
      rateLimitPerMinute: 1_000,
      authFailuresPerMinute: 3,
      trustedProxies: trustedProxies(trust),
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    },
  );
}

describe('behind a trusted proxy: each forwarded client is its own address', () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startServer('127.0.0.1, ::1', lines);
  });
  afterAll(() => server.close());

  test('one client past the failed-authentication limit gets 429, the other behind the same proxy still 401', async () => {
    expect(await wrongKeyStatuses(server, FIRST, 5)).toEqual([401, 401, 401, 429, 429]);
    expect(await wrongKeyStatuses(server, SECOND, 1)).toEqual([401]);
    // A first hop the client wrote itself does not move it: the proxy's own hop, the last, counts.
    expect(await wrongKeyStatuses(server, `${SECOND}, ${FIRST}`, 1)).toEqual([429]);
    // Valid keys are served whatever their address's count.
    const served = await http(server, 'GET', '/v1/families', {
      key: TEST_KEY,
      headers: { 'x-forwarded-for': FIRST },
    });
    expect(served.status).toBe(200);
    // The access log names each request's client, not the proxy.
    expect(await loggedAddresses(lines, 8)).toEqual([
      ...Array<string>(5).fill(FIRST),
      SECOND,
      FIRST,
      FIRST,
    ]);
  });

  test('WebSocket upgrades of each forwarded client share that client’s HTTP count', async () => {
    // FIRST is past its limit (the test above): refused at the upgrade and at connection_init.
    expect(await upgrade(server, FIRST, { authorization: 'Bearer wrong-key' })).toBe(429);
    expect(await upgrade(server, FIRST, { initKey: 'wrong-key' })).toBe(4429);
    // SECOND has one failure of three: two more are 401 and 4401, the next 429.
    expect(await upgrade(server, SECOND, { authorization: 'Bearer wrong-key' })).toBe(401);
    expect(await upgrade(server, SECOND, { initKey: 'wrong-key' })).toBe(4401);
    expect(await upgrade(server, SECOND, { initKey: 'wrong-key' })).toBe(4429);
  });
});

describe('from a peer that is not a trusted proxy: X-Forwarded-For is ignored', () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    // Only a load balancer elsewhere is trusted: the tests' loopback connections are clients.
    server = await startServer('192.0.2.1', lines);
  });
  afterAll(() => server.close());

  test('a client cannot choose its address: every request counts against its connection’s', async () => {
    expect(await wrongKeyStatuses(server, FIRST, 3)).toEqual([401, 401, 401]);
    expect(await wrongKeyStatuses(server, SECOND, 1)).toEqual([429]);
    expect(await upgrade(server, '198.51.100.3', { authorization: 'Bearer wrong-key' })).toBe(429);
    expect(await upgrade(server, '198.51.100.4', { initKey: 'wrong-key' })).toBe(4429);
    expect(await loggedAddresses(lines, 4)).toEqual(Array<string>(4).fill('127.0.0.1'));
  });
});

describe('the WebSockets one address may hold (SETTLEGRAPH_GRAPHQL_SOCKETS_PER_ADDRESS)', () => {
  const servers: TestServer[] = [];
  const held: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of held.splice(0)) socket.terminate();
    for (const server of servers.splice(0)) await server.close();
  });

  test('behind a trusted proxy: counted per forwarded client', async () => {
    const server = await startServer('127.0.0.1, ::1', [], 1);
    servers.push(server);
    expect(await upgrade(server, '198.51.100.1', { keep: held })).toBe('open');
    expect(await upgrade(server, '198.51.100.1')).toBe(429);
    expect(await upgrade(server, '198.51.100.2', { keep: held })).toBe('open');
  });

  test('from any other peer: counted against the connection, whatever the header says', async () => {
    const server = await startServer('192.0.2.1', [], 1);
    servers.push(server);
    expect(await upgrade(server, '198.51.100.1', { keep: held })).toBe('open');
    expect(await upgrade(server, '198.51.100.2')).toBe(429);
  });
});
