// Admission control over HTTP: failed authentications limited per client address, requests that
// arrive too slowly cut off, and connections beyond the cap shedding the slowest.
import { connect, type Socket } from 'node:net';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer } from '../support/limits-server';
import { TEST_KEY, get, startTestServer, type TestServer } from '../support/test-server';

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

  test('at the connection cap a new connection evicts the slowest, so /healthz is still served', async () => {
    // Four connections that never finish their request headers hold the whole cap.
    const slow = await Promise.all(Array.from({ length: 4 }, () => open(server)));
    for (const socket of slow) socket.write('GET /v1/families HTTP/1.1\r\nHost: x\r\n');
    const closed = slow.map((s) => untilClosed(s, 2_000));
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    // The oldest slow connection made room at once (closed without an answer); the others stayed
    // until the request timeout answered them.
    expect(await closed[0]).toBe('');
    const others = await Promise.all(closed.slice(1));
    expect(others.filter((o) => o.startsWith('HTTP/1.1 400 ')).length).toBeGreaterThanOrEqual(2);
    for (const s of slow) s.destroy();
  });

  test('connections being answered are never evicted: with none to shed, newcomers are closed', async () => {
    const upgraded = await Promise.all(Array.from({ length: 4 }, () => open(server)));
    for (const socket of upgraded)
      socket.write(
        `GET /graphql HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TEST_KEY}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
      );
    const held = upgraded.map((s) => untilClosed(s, 1_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const newcomer = await open(server);
    expect(await untilClosed(newcomer, 1_000)).toBe('');
    expect(await Promise.all(held)).toEqual(['open', 'open', 'open', 'open']);
    for (const s of upgraded) s.destroy();
  });
});

describe('idle keep-alive connections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(new MemoryStore(), [smallCatalog()]);
  });
  afterAll(() => server.close());

  // A client or load balancer reuses an idle connection; had the server closed it after Node's 5 s (and its 1 s grace),
  // the request written on it would meet a reset (docs/decisions.md, "Idle connections kept 72 s").
  test('a connection idle past the 5 s of Node still answers the next request on it', async () => {
    const socket = await open(server);
    const answers: string[] = [];
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (end >= 0 && length && received.length >= end + 4 + Number(length)) {
        answers.push(received.slice(0, received.indexOf('\r\n')));
        received = '';
      }
    });
    const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const answered = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (answers.length >= n ? resolve() : setTimeout(check, 20));
        check();
      });
    ask();
    await answered(1);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(socket.destroyed).toBe(false);
    ask();
    await answered(2);
    expect(answers).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    socket.destroy();
  });
});
