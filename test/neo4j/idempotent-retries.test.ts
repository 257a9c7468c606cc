// Writes whose client never saw the outcome, on a real Neo4j: the retry with the same
// Idempotency-Key finds the write when it happened (docs/decisions.md, "Idempotent writes").
// A client that gives up while Neo4j is frozen (SIGSTOP) leaves a write that lands once Neo4j runs
// again; a gateway that answered 503 may have left one too; and a gateway started again on the
// same database still knows the key. Runs on the embedded Neo4j the global setup started, whose
// process it can stop; the frozen cases are skipped for a Neo4j at NEO4J_URI.
import { importCatalog } from '../../src/catalog/import-catalog';
import { READ_DEADLINE_MS } from '../../src/store/neo4j/executor';
import { probability } from '../fixtures/fair-value-bodies';
import { smallCatalog } from '../fixtures/small-catalog';
import { http, startTestServer, type TestServer } from '../support/test-server';
import { canFreezeNeo4j, freezeNeo4j, thawNeo4j } from './frozen-neo4j-process';
import { Neo4jTestDatabase } from './neo4j-test-store';

const frozenTest = canFreezeNeo4j ? test : test.skip;
const UPSERT = '/v1/fair-values:batchUpsert';

/** A first value: expected_revision rev-0 makes a blind retry conflict with its own write. */
const firstValue = (value: string) => ({
  scope_id: 'scope-a',
  fair_values: [probability(value, { expected_revision: 'rev-0' })],
});

const database = new Neo4jTestDatabase();
const servers: TestServer[] = [];
afterEach(async () => {
  thawNeo4j();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => database.close());

/**
 * A gateway on the test database: emptied and loaded first unless `fresh` is false. With
 * `transactionTimeoutMs` it is a gateway as served: its reads wait a request's READ_DEADLINE_MS,
 * not a test store's longer limit (neo4j-test-store.ts), since the 503 it answers while Neo4j is
 * frozen is the point.
 */
async function gateway(fresh: boolean, transactionTimeoutMs?: number): Promise<TestServer> {
  if (fresh) {
    // Loaded with the usual limits: a cold Neo4j may take more than a short one to answer.
    const empty = await database.emptyStore();
    await importCatalog(empty, smallCatalog());
    await empty.close();
  }
  const store = await database.store(
    {},
    transactionTimeoutMs ? { transactionTimeoutMs, readDeadlineMs: READ_DEADLINE_MS } : {},
  );
  const server = await startTestServer(store);
  servers.push(server);
  return server;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const send = (server: TestServer, value: string, key: string, signal?: AbortSignal) =>
  fetch(`${server.url}${UPSERT}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer test-key-0001',
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(firstValue(value)),
    signal,
  });

frozenTest(
  'a client gives up while Neo4j is frozen; the write lands later; its retry gets that answer, not 409',
  async () => {
    const server = await gateway(true);
    const base = (await server.store.head()).revision;
    freezeNeo4j();
    const abort = new AbortController();
    const gaveUp = send(server, '0.44', 'lost-answer-1', abort.signal).catch(
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    abort.abort();
    expect(await gaveUp).toMatchObject({ name: 'AbortError' });
    // Still being answered by the gateway: a retry now is told so.
    const early = await send(server, '0.44', 'lost-answer-1');
    expect(early.status).toBe(409);
    expect(((await early.json()) as any).error.details).toEqual({ conflict: 'IN_PROGRESS' });
    thawNeo4j();
    // The write the client gave up on lands.
    expect(await until(async () => (await server.store.head()).revision === base + 1, 20_000)).toBe(
      true,
    );
    const retry = await send(server, '0.44', 'lost-answer-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as any).items[0].revision).toBe(`rev-${base + 1}`);
    expect((await server.store.head()).revision).toBe(base + 1);
    // Without the key, the same retry meets its own write.
    const blind = await http(server, 'POST', UPSERT, { body: firstValue('0.44') });
    expect(blind.status).toBe(409);
    expect(blind.body.error.code).toBe('REVISION_CONFLICT');
  },
);

frozenTest(
  'a gateway answers 503 for a write to a frozen Neo4j; the retry writes once, whatever became of it',
  async () => {
    const server = await gateway(true, 1_000);
    const base = (await server.store.head()).revision;
    freezeNeo4j();
    let failed: Response;
    try {
      failed = await send(server, '0.45', 'lost-answer-2');
    } finally {
      thawNeo4j();
    }
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as any).error.code).toBe('SERVICE_UNAVAILABLE');
    // The abandoned transaction may still land as Neo4j resumes: give it the time it would take.
    const landed = await until(
      async () => (await server.store.head()).revision === base + 1,
      5_000,
    );
    let retry: Response | undefined;
    await until(async () => {
      retry = await send(server, '0.45', 'lost-answer-2');
      return retry.status !== 503;
    }, 20_000);
    expect(retry!.status).toBe(200);
    // Replayed when the first write landed; else this retry wrote it. Once, either way.
    expect(retry!.headers.get('idempotent-replayed')).toBe(landed ? 'true' : null);
    expect(((await retry!.json()) as any).items[0].revision).toBe(`rev-${base + 1}`);
    expect((await server.store.head()).revision).toBe(base + 1);
  },
);

test('a gateway started again on the same database replays the key its predecessor recorded', async () => {
  const before = await gateway(true);
  const first = await send(before, '0.46', 'across-restarts');
  expect(first.status).toBe(200);
  const answer: unknown = await first.json();
  await before.close();
  servers.splice(servers.indexOf(before), 1);

  const after = await gateway(false);
  const retry = await send(after, '0.46', 'across-restarts');
  expect(retry.status).toBe(200);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  expect(await retry.json()).toEqual(answer);
});
