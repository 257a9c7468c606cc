// Neo4j stops under load and comes back. While it is down every request fails
// fast with 503 SERVICE_UNAVAILABLE (none hangs past the client's timeout, none gets another
// code); when it returns, the same gateway and driver serve again without a restart.
// Neo4j is stopped cleanly and started again on the same port and data, as a restarted server
// would be: the worker's own, restarted inside its JVM by its launcher (a Neo4j of the test's own
// for one at NEO4J_URI: test/neo4j/restartable-neo4j.ts). The
// gateway reads through the read cache, as it does in production: after the restart it serves
// the catalog it served before, and a catalog imported then (renaming a family) as soon as it is
// committed.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { Neo4jStore } from '../../src/store/neo4j/neo4j-store';
import { ReadCachedStore } from '../../src/store/read-cache';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { restartableNeo4j, type RestartableNeo4j } from '../neo4j/restartable-neo4j';
import { READINESS_LIMIT_MS } from '../support/readiness';
import { startTestServer, TEST_KEY, type TestServer } from '../support/test-server';

const CLIENTS = 4;
/** A request still open after this is a hang. */
const CLIENT_TIMEOUT_MS = 20_000;
/** While Neo4j is down a request must fail within this (driver: 3 s connect, 3 s retry). */
const FAIL_FAST_MS = 12_000;
/** Requests each client completes while Neo4j is up: the load the gateway serves meanwhile. */
const LOAD_ROUNDS = 8;
/** Requests each client completes after Neo4j has stopped, each of them failing fast. */
const DOWN_ROUNDS = 2;

interface Outcome {
  path: string;
  started: number;
  ms: number;
  status: number | 'timeout' | 'network-error';
  code?: string;
}

async function request(url: string, path: string): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${url}${path}`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let code: string | undefined;
    if (response.status !== 200) {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    }
    return {
      path,
      started,
      ms: Date.now() - started,
      status: response.status,
      ...(code ? { code } : {}),
    };
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    return {
      path,
      started,
      ms: Date.now() - started,
      status: timeout ? 'timeout' : 'network-error',
    };
  }
}

/** What the clients read, in turn. */
const READ_PATHS = ['/v1/markets', '/v1/events', '/v1/families', '/readyz'];

interface Load {
  outcomes: Outcome[];
  /**
   * Resolves once every client has finished `rounds` requests started at `since` or later: the
   * load has been seen, rather than a fixed time waited.
   */
  answered(rounds: number, since?: number): Promise<void>;
  stop(): Promise<void>;
}

/** CLIENTS loops of reads until stop(); each waits a little between requests. */
function loadLoop(url: string): Load {
  const outcomes: Outcome[] = [];
  const finished: Outcome[][] = Array.from({ length: CLIENTS }, () => []);
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = 0; running; i++) {
      const outcome = await request(url, READ_PATHS[(client + i) % READ_PATHS.length]!);
      outcomes.push(outcome);
      finished[client]!.push(outcome);
      await sleep(25);
    }
  });
  return {
    outcomes,
    answered: async (rounds, since = 0) => {
      const done = () =>
        finished.every((mine) => mine.filter((o) => o.started >= since).length >= rounds);
      while (!done()) await sleep(25);
    },
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

async function until<T>(what: string, timeoutMs: number, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${what} within ${timeoutMs} ms`, { cause: error });
    }
    await sleep(250);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('Neo4j outage under load', () => {
  let neo4j: RestartableNeo4j | undefined;
  let server: TestServer | undefined;

  afterAll(async () => {
    await server?.close();
    await neo4j?.close();
  });

  test('fails fast with 503 while Neo4j is down and recovers by itself when it returns', async () => {
    neo4j = await restartableNeo4j();
    const uri = neo4j.uri;
    const store = await Neo4jStore.open({ uri });
    server = await startTestServer(new ReadCachedStore(store, { maxBytes: 1024 * 1024 }), [
      smallCatalog(),
    ]);
    const url = server.url;
    expect(await familyTitle(url)).toBe('Fed decision December');

    // Healthy: every request succeeds.
    let load = loadLoop(url);
    await load.answered(LOAD_ROUNDS);
    await load.stop();
    expect(load.outcomes.length).toBeGreaterThan(CLIENTS);
    expect(load.outcomes.filter((o) => o.status !== 200)).toEqual([]);

    // Down: Neo4j stops under load, and every client sees it down (each request started after the
    // stop is answered, however long the driver takes to give up: that is what is measured).
    load = loadLoop(url);
    await load.answered(1);
    await neo4j.stop();
    const downSince = Date.now();
    await load.answered(DOWN_ROUNDS, downSince);
    await load.stop();
    const duringOutage = load.outcomes;
    expect(
      duringOutage.filter((o) => o.status === 'timeout' || o.status === 'network-error'),
    ).toEqual([]);
    // Requests either finished before the stop (200) or failed with the clear code.
    expect(
      duringOutage.filter(
        (o) => o.status !== 200 && !(o.status === 503 && o.code === 'SERVICE_UNAVAILABLE'),
      ),
    ).toEqual([]);
    const afterStop = duringOutage.filter((o) => o.started >= downSince);
    expect(afterStop.length).toBeGreaterThan(0);
    expect(afterStop.filter((o) => o.status !== 503)).toEqual([]);
    expect(afterStop.filter((o) => o.ms > FAIL_FAST_MS)).toEqual([]);

    // Back: the same port and data; the gateway is not restarted. The driver reconnects by
    // itself: readiness and reads answer again, with what was committed before the stop.
    await neo4j.start();
    // Bounded by the readiness limit: a loaded machine takes a while to reconnect and to plan the
    // readiness read on a Neo4j that has just started.
    await until('/readyz is 200 again', READINESS_LIMIT_MS, async () => {
      const outcome = await request(url, '/readyz');
      if (outcome.status !== 200) throw new Error(JSON.stringify(outcome));
    });
    // The head, read from Neo4j (never cached), is the revision committed before the stop.
    expect((await store.head()).revision).toBe(1);
    expect(await familyTitle(url)).toBe('Fed decision December');
    // A catalog imported now, as another process would, behind the cache (a cold database takes
    // seconds for it, and reads queue behind it, so the load waits).
    const renamed = smallCatalogJson() as { families: { family_id: string; title: string }[] };
    renamed.families.find((f) => f.family_id === 'fam-fed')!.title = 'Fed decision, renamed';
    await until('the catalog imports', READINESS_LIMIT_MS, () =>
      importCatalog(store, validateCatalog(renamed)),
    );
    // Each read answered once: the first of each on a Neo4j just started plans its statements,
    // which at load 26 took past the request's 10 s deadline (a 503, "retry later", as it should).
    for (const path of READ_PATHS) {
      await until(`${path} is 200`, READINESS_LIMIT_MS, async () => {
        const outcome = await request(url, path);
        if (outcome.status !== 200) throw new Error(JSON.stringify(outcome));
      });
    }
    load = loadLoop(url);
    const recovered = Date.now();
    await load.answered(LOAD_ROUNDS, recovered);
    await load.stop();
    expect(
      load.outcomes.filter((o) => o.status === 'timeout' || o.status === 'network-error'),
    ).toEqual([]);
    const afterRecovery = load.outcomes.filter((o) => o.started >= recovered);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((o) => o.status !== 200)).toEqual([]);
    const markets = await fetch(`${url}/v1/markets`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    });
    expect(((await markets.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // Revision 2, the renamed family: read through the cache once committed.
    expect(await familyTitle(url)).toBe('Fed decision, renamed');
    expect((await store.head()).revision).toBe(2);
    // Mostly waits for Neo4j to start: test/support/readiness.ts.
  }, 1_800_000);
});

async function familyTitle(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/families?family_id=fam-fed`, {
    headers: { authorization: `Bearer ${TEST_KEY}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: { title: string }[] };
  return body.items[0]!.title;
}
