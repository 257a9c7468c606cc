// The change feed over GraphQL on both stores: Query.changes, and Subscription.changes over a
// real WebSocket (graphql-ws) with its authentication, cursors and filters. The done-when test of
// the feed: one imported catalog change, seen exactly once by polling and by subscription.
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { importCatalog } from '../../src/catalog/import-catalog';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import {
  OTHER_KEY,
  TEST_KEY,
  get,
  startTestServer,
  storePosition,
  type TestServer,
} from '../support/test-server';
import { data, graphql } from './graphql-client';
import { next, wsClient, wsUrl, type Iterator } from './ws-client';

const SUBSCRIPTION = `subscription Feed($resourceTypes: [ResourceType!], $familyIds: [ID!], $cursor: String, $start: ChangeFeedStart) {
  changes(resourceTypes: $resourceTypes, familyIds: $familyIds, after: $cursor, start: $start) {
    change { changeId resourceType resourceId changeType version occurredAt description familyIds }
    cursor
  }
}`;

const client = wsClient;

async function take(iterator: Iterator, count: number): Promise<any[]> {
  const events: any[] = [];
  while (events.length < count) {
    const result = await next(iterator);
    if (result === 'timeout' || result === 'done' || result.errors) {
      throw new Error(`after ${events.length} events: ${JSON.stringify(result)}`);
    }
    events.push(result.data.changes);
  }
  return events;
}

/** What the feed must show for the store's change records after a seq (GraphQL names). */
async function storedChangesAfter(server: TestServer, seq: number) {
  const records = await server.store.changesAfter(seq, {}, 10_000);
  return records.map(({ seq: _seq, ...change }) => change);
}

/** Waits until a subscription's starting point is fixed on the server. */
function subscriptionStarted(server: TestServer): Promise<unknown> {
  const follow = server.services.changes.follow.bind(server.services.changes);
  return new Promise((resolve) => {
    const spy = jest
      .spyOn(server.services.changes, 'follow')
      .mockImplementationOnce(async (...args) => {
        const stream = await follow(...args);
        spy.mockRestore();
        resolve(undefined);
        return stream;
      });
  });
}

/** Opens a raw graphql-transport-ws socket and returns how it closed. */
function rawConnection(
  server: TestServer,
  init: Record<string, unknown> | undefined,
  headers: Record<string, string> = {},
): Promise<{ code: number; reason: string } | { error: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl(server), 'graphql-transport-ws', { headers });
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', ...(init ? { payload: init } : {}) })),
    );
    socket.on('message', (message: Buffer) => {
      const parsed = JSON.parse(message.toString());
      if (parsed.type === 'connection_ack') {
        socket.close(1000);
        resolve({ code: 0, reason: 'acknowledged' });
      }
    });
    socket.on('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString() }),
    );
    socket.on('unexpected-response', (_request, response) => {
      resolve({ error: `HTTP ${response.statusCode}` });
      socket.terminate();
    });
    socket.on('error', () => undefined);
  });
}

describe.each(STORE_KINDS)('change feed over GraphQL ($name store)', (kind) => {
  let server: TestServer;
  const clients: Client[] = [];

  beforeEach(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()], undefined, {
      changeFeedPollMs: 20,
    });
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.dispose();
    await server.close();
  });

  function open(key: string | null = TEST_KEY): Client {
    const c = client(server, key);
    clients.push(c);
    return c;
  }

  test('an imported catalog change is seen exactly once by polling and by subscription', async () => {
    const poll = await get(server, '/v1/changes');
    const started = subscriptionStarted(server);
    const live = open().iterate({ query: SUBSCRIPTION }) as Iterator;
    const pending = next(live, 10_000);
    await started;
    const seq = await server.store.lastChangeSeq();

    await importCatalog(server.store, changedSmallCatalog());
    const expected = await storedChangesAfter(server, seq);
    expect(expected.length).toBeGreaterThan(4);

    const first = await pending;
    const events = [first.data.changes, ...(await take(live, expected.length - 1))];
    expect(events.map((e) => e.change)).toEqual(expected);
    // Nothing more arrives: each change once.
    expect(await next(live, 300)).toBe('timeout');

    const polled = await get(
      server,
      `/v1/changes?cursor=${encodeURIComponent(poll.body.next_cursor)}`,
    );
    expect(polled.body.items.map((c: any) => c.change_id)).toEqual(expected.map((c) => c.changeId));
    const queried = await data(
      server,
      '{ changes(start: OLDEST_RETAINED, first: 500) { nodes { changeId } pageInfo { hasNextPage } } }',
    );
    const all = queried.changes.nodes.map((c: any) => c.changeId);
    expect(all.filter((id: string) => expected.some((c) => c.changeId === id))).toEqual(
      expected.map((c) => c.changeId),
    );
    await live.return?.();
  });

  test('a subscription resumes from a cursor, with its filters; each event carries the next cursor', async () => {
    const start = await data(
      server,
      '{ changes(resourceTypes: [MAPPING, SCENARIO_VERSION]) { nodes { changeId } pageInfo { endCursor hasNextPage } } }',
    );
    expect(start.changes).toMatchObject({ nodes: [], pageInfo: { hasNextPage: false } });
    const seq = await server.store.lastChangeSeq();
    await importCatalog(server.store, changedSmallCatalog());
    const expected = (await storedChangesAfter(server, seq)).filter((c) =>
      ['MAPPING', 'SCENARIO_VERSION'].includes(c.resourceType),
    );
    expect(expected.length).toBe(2);

    const variables = {
      resourceTypes: ['SCENARIO_VERSION', 'MAPPING'],
      cursor: start.changes.pageInfo.endCursor,
    };
    const first = open().iterate({ query: SUBSCRIPTION, variables }) as Iterator;
    const [one] = await take(first, 1);
    expect(one.change).toEqual(expected[0]);
    await first.return?.();

    // Resume after the first event: only the second follows.
    const resumed = open().iterate({
      query: SUBSCRIPTION,
      variables: { ...variables, cursor: one.cursor },
    }) as Iterator;
    const [two] = await take(resumed, 1);
    expect(two.change).toEqual(expected[1]);
    expect(await next(resumed, 300)).toBe('timeout');
    await resumed.return?.();

    // The same cursor polled over REST (same filters) continues identically.
    const rest = await get(
      server,
      `/v1/changes?resource_types=MAPPING&resource_types=SCENARIO_VERSION&cursor=${encodeURIComponent(one.cursor)}`,
    );
    expect(rest.body.items.map((c: any) => c.change_id)).toEqual([expected[1]!.changeId]);
  });

  test('bad cursors fail the subscription with the feed’s error codes; the store is unchanged', async () => {
    const start = await data(
      server,
      '{ changes(resourceTypes: [MAPPING]) { pageInfo { endCursor } } }',
    );
    const cursor = start.changes.pageInfo.endCursor;
    const before = await storePosition(server.store);
    const cases: [Record<string, unknown>, string][] = [
      [{ cursor }, 'CURSOR_SCOPE_MISMATCH'],
      [{ cursor: `${cursor}x`, resourceTypes: ['MAPPING'] }, 'INVALID_REQUEST'],
      [{ cursor, resourceTypes: ['MAPPING'], start: 'CURRENT' }, 'INVALID_REQUEST'],
      [{ familyIds: [] }, 'INVALID_REQUEST'],
    ];
    for (const [variables, code] of cases) {
      const live = open().iterate({ query: SUBSCRIPTION, variables }) as Iterator;
      const result = await next(live);
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
      expect(await next(live)).toBe('done');
    }
    expect(await storePosition(server.store)).toEqual(before);
  });

  test('a subscription needs an API key: in connection_init or on the upgrade request', async () => {
    expect(await rawConnection(server, undefined)).toEqual({
      code: 4401,
      reason: 'Unauthorized: a valid API key is required',
    });
    expect(await rawConnection(server, { authorization: 'Bearer wrong-key-123' })).toMatchObject({
      code: 4401,
    });
    expect(await rawConnection(server, { authorization: `Bearer ${OTHER_KEY}` })).toMatchObject({
      reason: 'acknowledged',
    });
    expect(
      await rawConnection(server, undefined, { authorization: `Bearer ${TEST_KEY}` }),
    ).toMatchObject({ reason: 'acknowledged' });
    expect(
      await rawConnection(server, undefined, { authorization: 'Bearer nope-nope-nope' }),
    ).toEqual({
      error: 'HTTP 401',
    });
    // A subscription without a key yields nothing.
    const anonymous = open(null).iterate({ query: SUBSCRIPTION }) as Iterator;
    await expect(anonymous.next()).rejects.toMatchObject({ code: 4401 });
  });

  test('Query.changes: current point, page size cap, filters', async () => {
    const head = await server.store.head();
    const current = await data(
      server,
      '{ changes { edges { cursor } nodes { changeId } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } asOf } }',
    );
    expect(current.changes).toMatchObject({
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null },
      asOf: head.committedAt,
    });
    expect(current.changes.pageInfo.endCursor).toEqual(expect.any(String));
    const overHttp = await graphql(server, 'subscription { changes { cursor } }');
    expect(overHttp.body.errors?.[0]?.extensions.code).toBe('INVALID_REQUEST');
    expect(overHttp.body.errors?.[0]?.message).toMatch(/WebSocket/);
    const big = await graphql(server, '{ changes(first: 501) { pageInfo { hasNextPage } } }');
    expect(big.body.errors?.[0]?.extensions.code).toBe('PAGE_SIZE_TOO_LARGE');
    const families = await data(
      server,
      '{ changes(start: OLDEST_RETAINED, familyIds: ["fam-btc"], first: 500) { nodes { resourceType resourceId familyIds } } }',
    );
    expect(families.changes.nodes.length).toBeGreaterThan(0);
    for (const item of families.changes.nodes) expect(item.familyIds).toContain('fam-btc');
  });

  test('Query.changes pages like a connection: every edge cursor resumes after its change', async () => {
    const PAGE = `query($after: String) {
      changes(start: OLDEST_RETAINED, first: 2, after: $after) {
        edges { cursor node { changeId } }
        pageInfo { hasNextPage startCursor endCursor }
      }
    }`;
    const all = (
      await data(server, '{ changes(start: OLDEST_RETAINED, first: 500) { nodes { changeId } } }')
    ).changes.nodes.map((c: any) => c.changeId);
    expect(all.length).toBeGreaterThan(3);
    const one = (await data(server, PAGE)).changes;
    expect(one.edges.map((e: any) => e.node.changeId)).toEqual(all.slice(0, 2));
    expect(one.pageInfo).toMatchObject({
      hasNextPage: true,
      startCursor: one.edges[0].cursor,
      endCursor: one.edges[1].cursor,
    });
    // After the first edge: the second change comes first.
    const fromFirst = (await data(server, PAGE, { after: one.edges[0].cursor })).changes;
    expect(fromFirst.edges.map((e: any) => e.node.changeId)).toEqual(all.slice(1, 3));
    // A poll's cursor is accepted by REST with the same filters.
    const rest = await get(
      server,
      `/v1/changes?page_size=1&cursor=${encodeURIComponent(one.pageInfo.endCursor)}`,
    );
    expect(rest.body.items.map((c: any) => c.change_id)).toEqual([all[2]]);
  });
});
