// The graphql-ws client (createClient, with `ws` as its WebSocket) against a real gateway on
// loopback, on both stores: a dashboard subscribes to the change feed from the oldest retained
// change with its API key in connectionParams, receives the history, then the changes of a
// catalog edition imported while it listens; a wrong key is refused.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { importCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { changedSmallCatalog } from '../fixtures/catalog-change';
import { smallCatalog } from '../fixtures/small-catalog';
import { AUTHORIZATION } from './client-support';
import { CHANGES_SUBSCRIPTION } from './documents';

interface FeedEvent {
  change: { changeId: string; resourceType: string; resourceId: string; changeType: string };
  cursor: string;
}

/** A subscription's events as they arrive, and its end. */
class Received {
  readonly events: FeedEvent[] = [];
  failed: unknown = undefined;
  completed = false;
  private wake: (() => void) | undefined;

  next = (result: ExecutionResult<Record<string, unknown>>) => {
    if (result.errors) this.failed = result.errors;
    else this.events.push(result.data!.changes as FeedEvent);
    this.wake?.();
  };
  error = (error: unknown) => {
    this.failed = error;
    this.wake?.();
  };
  complete = () => {
    this.completed = true;
    this.wake?.();
  };

  /** Waits until `count` events have arrived (10 s at most), failing on an error or an end. */
  async atLeast(count: number): Promise<FeedEvent[]> {
    const deadline = Date.now() + 10_000;
    while (this.events.length < count) {
      if (this.failed !== undefined || this.completed || Date.now() > deadline) {
        throw new Error(
          `${this.events.length} of ${count} events; ended: ${String(this.completed)}, error: ${JSON.stringify(this.failed)}`,
        );
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 200);
      });
    }
    return this.events.slice(0, count);
  }

  /** Waits for the subscription to end with an error. */
  async failure(): Promise<unknown> {
    const deadline = Date.now() + 10_000;
    while (this.failed === undefined && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 200);
      });
    }
    return this.failed;
  }
}

/** Every change the REST feed lists from `query`, through its pages, and where it ends. */
async function restChanges(
  server: TestServer,
  query: string,
): Promise<{ ids: string[]; nextCursor: string }> {
  const ids: string[] = [];
  let page: any;
  let next = query;
  do {
    page = (await get(server, `/v1/changes?page_size=500&${next}`)).body;
    ids.push(...page.items.map((c: any) => c.change_id));
    next = `cursor=${encodeURIComponent(page.next_cursor)}`;
  } while (page.has_more);
  return { ids, nextCursor: page.next_cursor };
}

describe.each(STORE_KINDS)('graphql-ws client ($name store)', (kind) => {
  let server: TestServer;
  const clients: Client[] = [];

  function wsClient(authorization: string): Client {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [smallCatalog()], undefined, {
      changeFeedPollMs: 20,
    });
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) await client.dispose();
    await server.close();
  });

  test('changes(start: OLDEST_RETAINED): the retained history, then a catalog edition imported while subscribed', async () => {
    const retained = await restChanges(server, 'start=OLDEST_RETAINED');
    expect(retained.ids.length).toBeGreaterThan(10);

    const received = new Received();
    const unsubscribe = wsClient(AUTHORIZATION).subscribe(
      { query: CHANGES_SUBSCRIPTION, variables: { start: 'OLDEST_RETAINED' } },
      received,
    );
    try {
      const history = await received.atLeast(retained.ids.length);
      expect(history.map((e) => e.change.changeId)).toEqual(retained.ids);

      // One change of each resource type: a family and a market renamed, a listing closed, a
      // scenario version and a settlement convention added.
      await importCatalog(server.store, changedSmallCatalog());
      const imported = await restChanges(
        server,
        `cursor=${encodeURIComponent(retained.nextCursor)}`,
      );
      expect(imported.ids.length).toBeGreaterThan(4);
      const all = await received.atLeast(retained.ids.length + imported.ids.length);
      const live = all.slice(retained.ids.length);
      expect(live.map((e) => e.change.changeId)).toEqual(imported.ids);
      expect(new Set(live.map((e) => e.change.resourceType))).toEqual(
        new Set(['FAMILY', 'CONTRACT', 'MAPPING', 'SCENARIO_VERSION', 'COVERAGE']),
      );
      // The last event's cursor resumes a REST poll after it: nothing is left.
      const after = await get(
        server,
        `/v1/changes?cursor=${encodeURIComponent(live.at(-1)!.cursor)}`,
      );
      expect(after.body).toMatchObject({ items: [], has_more: false });
      expect(received.failed).toBeUndefined();
    } finally {
      unsubscribe();
    }
  });

  test.each([
    ['an unknown key', 'Bearer not-a-key-0000'],
    ['no bearer scheme', 'test-key-0001'],
  ])('%s in connectionParams is refused: the socket closes with 4401', async (_name, key) => {
    const received = new Received();
    wsClient(key).subscribe({ query: CHANGES_SUBSCRIPTION }, received);
    expect(await received.failure()).toMatchObject({
      code: 4401,
      reason: 'Unauthorized: a valid API key is required',
    });
    expect(received.events).toEqual([]);
  });
});
