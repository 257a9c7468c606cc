// Admission control over HTTP: failed authentications limited per client address, requests that
// arrive too slowly cut off, and connections beyond the cap closed at once.
import { connect, type Socket } from 'node:net';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { TEST_KEY, get, type TestServer } from '../support/test-server';

function open(server: TestServer): Promise<Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** What the server sent before it closed the socket, within `ms` (else 'open'). */
function untilClosed(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const timer = setTimeout(() => resolve('open'), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', () => undefined);
  });
}

describe('admission control', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        rateLimitPerMinute: 1_000,
        authFailuresPerMinute: 3,
        requestTimeoutMs: 500,
        maxConnections: 4,
      },
    );
  });
  afterAll(() => server.close());

  test('failed authentications from one address past the limit get 429, a valid key is still served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await get(server, '/v1/families', 'wrong-key')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await get(server, '/v1/families', 'wrong-key');
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { limit_per_minute: 3 },
    });
    expect((await get(server, '/v1/families')).status).toBe(200);
  });

  test('a request whose body trickles in is cut off (400: not received in time)', async () => {
    const socket = await open(server);
    socket.write(
      `POST /v1/resolve HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"inp`,
    );
    const answer = await untilClosed(socket, 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"message":"the request was not received in time"');
  });

  test('connections beyond the cap are closed as they arrive', async () => {
    const sockets = await Promise.all(Array.from({ length: 6 }, () => open(server)));
    const outcomes = await Promise.all(sockets.map((s) => untilClosed(s, 300)));
    expect(outcomes.filter((o) => o !== 'open').length).toBeGreaterThanOrEqual(2);
    for (const s of sockets) s.destroy();
  });
});
