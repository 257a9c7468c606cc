// The limits over WebSocket, with graphql-ws's own client (docs/decisions.md, "GraphQL limits"):
// caps on the operations in progress per socket and per API key (RATE_LIMITED), and the same cost
// limits as over HTTP for any operation sent over the socket (QUERY_TOO_COMPLEX, nothing run).
import { createClient, type Client } from 'graphql-ws';
import { connect as connectTcp } from 'node:net';
import WebSocket from 'ws';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { smallCatalog } from '../fixtures/small-catalog';
import { startCountedServer, storeCalls } from '../support/limits-server';
import { OTHER_KEY, TEST_KEY, get, type TestServer } from '../support/test-server';
import { ALIAS_QUERY, SIX_LEVEL_QUERY, deepListText, doublingFragments } from './hostile-queries';

const FEED = 'subscription { changes(start: CURRENT) { cursor } }';

interface Outcome {
  data?: any;
  errors?: { message: string; extensions: { code: string; details?: any } }[];
}

/** An operation over the socket: `first` settles with its first result or error. */
function operation(client: Client, query: string, variables: Record<string, unknown> = {}) {
  let stop: () => void = () => undefined;
  const first = new Promise<Outcome>((resolve) => {
    stop = client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as Outcome),
        error: (error) =>
          resolve({
            errors: Array.isArray(error)
              ? error
              : [{ message: String(error), extensions: { code: 'CLIENT' } }],
          }),
        complete: () => resolve({}),
      },
    );
  });
  return { first, stop: () => stop() };
}

/** Where a socket of DeepListSocket sends a list nested 5,000 deep. */
const DEEP_LIST = '__deep_list__';

/**
 * graphql-ws's client cannot write a variable 5,000 deep (JSON.stringify overflows the stack at
 * about half that), so this socket puts the 10 KB list where the message holds DEEP_LIST.
 */
class DeepListSocket extends WebSocket {
  override send(data: unknown, ...rest: unknown[]): void {
    const text =
      typeof data === 'string' ? data.replace(`"${DEEP_LIST}"`, deepListText(5000)) : data;
    (super.send as (...args: unknown[]) => void)(text, ...rest);
  }
}

/** Resolves once the server accepted the socket (connection_ack). */
async function connect(
  server: TestServer,
  key: string,
  webSocketImpl: typeof WebSocket = WebSocket,
): Promise<Client> {
  let connected: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl,
    retryAttempts: 0,
    lazy: false,
    connectionParams: { authorization: `Bearer ${key}` },
    on: { connected: () => connected() },
  });
  await ready;
  return client;
}

function refusedWith(outcome: Outcome, code: string) {
  expect(outcome.data).toBeUndefined();
  expect(outcome.errors).toHaveLength(1);
  const error = outcome.errors![0]!;
  expect(error.extensions.code).toBe(code);
  return error;
}

describe('GraphQL over WebSocket: caps and cost limits', () => {
  let server: TestServer;
  const clients: Client[] = [];

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [smallCatalog()], {
      graphqlLimits: { subscriptionsPerSocket: 2, subscriptionsPerKey: 3 },
    });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });
  afterAll(async () => {
    await server.close();
  });

  async function socket(key = TEST_KEY, webSocketImpl: typeof WebSocket = WebSocket) {
    const client = await connect(server, key, webSocketImpl);
    clients.push(client);
    return client;
  }

  test('a socket gets 2 operations in progress; the third is RATE_LIMITED, and room comes back when one completes', async () => {
    const a = await socket();
    const one = operation(a, FEED);
    const two = operation(a, FEED);
    const three = operation(a, FEED);
    const error = refusedWith(await three.first, 'RATE_LIMITED');
    expect(error.message).toBe(
      'operations in progress on this WebSocket 3 exceed the limit 2: complete one first',
    );
    expect(error.extensions.details).toEqual({
      limit: 'subscriptionsPerSocket',
      value: 3,
      maximum: 2,
    });
    // The client completes one; the socket's next operation is admitted.
    one.stop();
    const query = await operation(a, '{ family(familyId: "fam-fed") { familyId } }').first;
    expect(query).toEqual({ data: { family: { familyId: 'fam-fed' } } });
    two.stop();
  });

  test('a key gets 3 operations in progress across its sockets; other keys are not affected', async () => {
    const a = await socket();
    const b = await socket();
    operation(a, FEED);
    operation(a, FEED);
    operation(b, FEED);
    const error = refusedWith(await operation(b, FEED).first, 'RATE_LIMITED');
    expect(error.extensions.details).toEqual({
      limit: 'subscriptionsPerKey',
      value: 4,
      maximum: 3,
    });
    expect(error.message).toMatch(/on this API key 4 exceed the limit 3/);

    const other = await socket(OTHER_KEY);
    const query = await operation(other, '{ family(familyId: "fam-fed") { familyId } }').first;
    expect(query.data).toEqual({ family: { familyId: 'fam-fed' } });
  });

  test('a closed socket gives its operations back to the key', async () => {
    const a = await socket();
    operation(a, FEED);
    operation(a, FEED);
    const b = await socket();
    operation(b, FEED);
    await a.dispose();
    // The server sees the close asynchronously: ask until b's next operation is admitted.
    let outcome: Outcome = {};
    for (let attempt = 0; attempt < 100; attempt++) {
      const query = operation(b, '{ family(familyId: "fam-fed") { familyId } }');
      outcome = await query.first;
      if (!outcome.errors) break;
      expect(outcome.errors[0]?.extensions.code).toBe('RATE_LIMITED');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(outcome).toEqual({ data: { family: { familyId: 'fam-fed' } } });
  });

  test('a refused operation does not count: the socket still has its 2', async () => {
    const a = await socket();
    refusedWith(await operation(a, SIX_LEVEL_QUERY).first, 'QUERY_TOO_COMPLEX');
    refusedWith(await operation(a, '{ family(').first, 'INVALID_REQUEST');
    refusedWith(await operation(a, '{ noSuchField }').first, 'INVALID_REQUEST');
    operation(a, FEED);
    const query = await operation(a, '{ family(familyId: "fam-fed") { familyId } }').first;
    expect(query.data).toEqual({ family: { familyId: 'fam-fed' } });
  });
});

// A server of their own: the feeds subscribed above poll the store until their sockets' close
// reaches the server, and such a poll between two scrapes would read as the refused query's call.
describe('GraphQL over WebSocket: cost limits, nothing run', () => {
  let server: TestServer;
  const clients: Client[] = [];

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [smallCatalog()]);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });
  afterAll(async () => {
    await server.close();
  });

  async function socket(key = TEST_KEY, webSocketImpl: typeof WebSocket = WebSocket) {
    const client = await connect(server, key, webSocketImpl);
    clients.push(client);
    return client;
  }

  test('the six-level query is refused over the socket before any store call', async () => {
    const a = await socket();
    const before = await storeCalls(server);
    const error = refusedWith(await operation(a, SIX_LEVEL_QUERY).first, 'QUERY_TOO_COMPLEX');
    expect(error.extensions.details).toEqual({
      limit: 'maxDepth',
      value: 19,
      maximum: DEFAULT_GRAPHQL_LIMITS.maxDepth,
    });
    expect(await storeCalls(server)).toBe(before);
  });

  test('a variable of arrays nested 5,000 deep is INVALID_REQUEST, and the socket serves on', async () => {
    const a = await socket(TEST_KEY, DeepListSocket);
    const before = await storeCalls(server);
    const error = refusedWith(
      await operation(a, 'query Deep($ids: [ID!]) { coverage(marketIds: $ids) { totalCount } }', {
        ids: DEEP_LIST,
      }).first,
      'INVALID_REQUEST',
    );
    expect(error.message).toBe(
      'invalid variables: expected lists and objects nested at most 32 deep; received deeper nesting',
    );
    expect(error.extensions.details.maxJsonDepth).toBe(32);
    expect(await storeCalls(server)).toBe(before);
    const query = await operation(a, '{ family(familyId: "fam-fed") { familyId } }').first;
    expect(query).toEqual({ data: { family: { familyId: 'fam-fed' } } });
  });

  test('a list variable of a million items is INVALID_REQUEST', async () => {
    const a = await socket();
    const error = refusedWith(
      await operation(a, 'query Ids($ids: [ID!]) { coverage(marketIds: $ids) { totalCount } }', {
        ids: new Array(1_000_000).fill('x'),
      }).first,
      'INVALID_REQUEST',
    );
    expect(error.extensions.details.maxJsonItems).toBe(100_000);
  });

  test('30 fragments each spreading the one before twice are refused with their exact estimate', async () => {
    const a = await socket();
    const before = await storeCalls(server);
    const error = refusedWith(await operation(a, doublingFragments(30)).first, 'QUERY_TOO_COMPLEX');
    expect(error.extensions.details).toEqual({
      limit: 'maxComplexity',
      value: 2 ** 29,
      maximum: DEFAULT_GRAPHQL_LIMITS.maxComplexity,
    });
    expect(await storeCalls(server)).toBe(before);
  });

  test('the 2,000-alias query is refused over the socket at the token limit', async () => {
    const a = await socket();
    const error = refusedWith(await operation(a, ALIAS_QUERY).first, 'QUERY_TOO_COMPLEX');
    expect(error.extensions.details).toEqual({
      limit: 'maxTokens',
      value: DEFAULT_GRAPHQL_LIMITS.maxTokens + 1,
      maximum: DEFAULT_GRAPHQL_LIMITS.maxTokens,
      atLeast: true,
    });
  });
});

describe('GraphQL over WebSocket: the HTTP quota, body limit and access log', () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        rateLimitPerMinute: 4,
        bodyLimit: 4_096,
        logger: {
          level: 'info',
          stream: { write: (line: string) => void lines.push(line) },
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  test("an operation over the socket counts against the key's quota with the HTTP requests, and is refused RATE_LIMITED past it", async () => {
    const client = await connect(server, TEST_KEY);
    try {
      const query = '{ family(familyId: "fam-fed") { familyId } }';
      // Two requests over HTTP and two operations over the socket spend the quota of 4.
      for (let i = 0; i < 2; i++) expect((await get(server, '/v1/families')).status).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await operation(client, query).first).data).toEqual({
          family: { familyId: 'fam-fed' },
        });
      const error = refusedWith(await operation(client, query).first, 'RATE_LIMITED');
      expect(error.message).toMatch(/^too many requests for this API key: at most 4 a minute/);
      expect((await get(server, '/v1/families')).status).toBe(429);
      // Another key has its own quota.
      const other = await connect(server, OTHER_KEY);
      expect((await operation(other, query).first).data).toEqual({
        family: { familyId: 'fam-fed' },
      });
      await other.dispose();
      const logged = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.transport === 'websocket');
      expect(logged.map((entry) => entry.outcome)).toEqual([
        'admitted',
        'admitted',
        'RATE_LIMITED',
        'admitted',
      ]);
      expect(logged[0]).toMatchObject({
        keyId: expect.any(String),
        operationId: expect.any(String),
      });
    } finally {
      await client.dispose();
    }
  });

  test('a message larger than the body limit closes the socket (1009), unread', async () => {
    const closed = await new Promise<{ code: number }>((resolve) => {
      const socket = new WebSocket(
        `${server.url.replace('http', 'ws')}/graphql`,
        'graphql-transport-ws',
      );
      socket.on('open', () =>
        socket.send(
          JSON.stringify({
            type: 'connection_init',
            payload: { authorization: `Bearer ${TEST_KEY}`, padding: 'x'.repeat(10_000) },
          }),
        ),
      );
      socket.on('close', (code: number) => resolve({ code }));
      socket.on('error', () => undefined);
    });
    expect(closed.code).toBe(1009);
  });
});

describe('GraphQL over WebSocket: failed authentications', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(
      new MemoryStore(),
      [smallCatalog()],
      {},
      {
        rateLimitPerMinute: 1_000,
        authFailuresPerMinute: 2,
      },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  /** The close code of a socket whose connection_init carries `key`. */
  function closeCodeOf(key: string): Promise<number> {
    return new Promise((resolve) => {
      const socket = new WebSocket(
        `${server.url.replace('http', 'ws')}/graphql`,
        'graphql-transport-ws',
      );
      socket.on('open', () =>
        socket.send(
          JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${key}` } }),
        ),
      );
      socket.on('close', (code: number) => resolve(code));
      socket.on('error', () => undefined);
    });
  }

  test('wrong keys in connection_init count against the address, as over HTTP (4401, then 4429)', async () => {
    expect(await closeCodeOf('wrong-key-1')).toBe(4401);
    expect(await closeCodeOf('wrong-key-2')).toBe(4401);
    expect(await closeCodeOf('wrong-key-3')).toBe(4429);
    // The same counters as HTTP's: the address is past its limit there too.
    expect((await get(server, '/v1/families', 'wrong-key-4')).status).toBe(429);
    // A valid key is still served.
    const client = await connect(server, TEST_KEY);
    expect(
      (await operation(client, '{ family(familyId: "fam-fed") { familyId } }').first).data,
    ).toEqual({
      family: { familyId: 'fam-fed' },
    });
    await client.dispose();
  });
});

describe('GraphQL over WebSocket: clients that reset their connection during the upgrade', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startCountedServer(new MemoryStore(), [smallCatalog()], {});
  });
  afterAll(async () => {
    await server.close();
  });

  /** An upgrade request that the client resets (TCP RST) as soon as it is sent. */
  function resetUpgrade(path: string, authorization: string): Promise<void> {
    const { port } = new URL(server.url);
    return new Promise((resolve) => {
      const socket = connectTcp(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n' +
            `Sec-WebSocket-Protocol: graphql-transport-ws\r\nAuthorization: ${authorization}\r\n\r\n`,
          () => setTimeout(() => socket.resetAndDestroy(), 1),
        );
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
  }

  test('refused upgrades (wrong key, wrong path) reset by their clients leave the server serving', async () => {
    // Before the fix, the first reset of a refused upgrade stopped the process (an unhandled
    // ECONNRESET or EPIPE on the upgraded socket).
    const resets = [];
    for (let i = 0; i < 40; i += 1) {
      resets.push(resetUpgrade('/graphql', `Bearer wrong-key-${i}`));
      resets.push(resetUpgrade('/elsewhere', `Bearer ${TEST_KEY}`));
      resets.push(resetUpgrade('/graphql', `Bearer ${TEST_KEY}`));
    }
    await Promise.all(resets);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await get(server, '/healthz')).status).toBe(200);
    const client = await connect(server, OTHER_KEY);
    expect(
      (await operation(client, '{ family(familyId: "fam-fed") { familyId } }').first).data,
    ).toEqual({ family: { familyId: 'fam-fed' } });
    await client.dispose();
  });
});
