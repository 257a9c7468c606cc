// A Neo4j transaction stopped while it waited for a lock (Neo.ClientError.Transaction.
// LockClientStopped: Neo4j stops a waiting transaction's lock client at its time limit, when it is
// terminated, or when the database stops, as after a restart under concurrent writers) is the
// store being unavailable: 503 SERVICE_UNAVAILABLE naming the cause, the driver's error logged,
// and nothing written, so the retry is safe. Provoked on the real Neo4j: a transaction of the
// test holds the Head's lock while a gateway with a 2 s transaction limit commits a fair-value
// batch. Neo4j only: the memory store has no locks to wait for.
import { importCatalog } from '../../src/catalog/import-catalog';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { createServices } from '../../src/services/services';
import { ReadCachedStore } from '../../src/store/read-cache';
import { probability } from '../fixtures/fair-value-bodies';
import { smallCatalog } from '../fixtures/small-catalog';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { graphql } from '../graphql/graphql-client';
import {
  TEST_KEYS,
  http,
  listenOnLoopback,
  storePosition,
  type TestServer,
} from '../support/test-server';

const UPSERT = '/v1/fair-values:batchUpsert';
const database = new Neo4jTestDatabase();
let server: TestServer;
const logged: Record<string, any>[] = [];

beforeAll(async () => {
  const seeded = await database.emptyStore();
  await importCatalog(seeded, smallCatalog());
  await seeded.close();
  // A commit waiting for the held lock is stopped by Neo4j after 2 s. The gateway waits for that
  // answer well past it: on a loaded machine Neo4j's stop can come seconds late, and it is Neo4j's
  // stop that this file proves, not the gateway's own deadline (test/neo4j/frozen-neo4j.test.ts).
  const store = new ReadCachedStore(
    await database.store({}, { transactionTimeoutMs: 2_000, writeAnswerMarginMs: 60_000 }),
    { maxBytes: 1024 * 1024 },
  );
  const services = createServices(store, { tokenSecret: 'test-secret' });
  const app = await buildApp(services, {
    apiKeys: new ApiKeys(TEST_KEYS),
    logger: {
      level: 'warn',
      stream: { write: (line: string) => logged.push(JSON.parse(line) as Record<string, any>) },
    },
  });
  server = await listenOnLoopback(app, store, services);
  // A first write plans the commit's statements, which on a cold Neo4j can take longer than the
  // short limit itself.
  expect((await upsert('0.30', 'warm-up')).status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const upsert = (value: string, key: string) =>
  http(server, 'POST', UPSERT, {
    body: { scope_id: 'scope-a', fair_values: [probability(value)] },
    headers: { 'Idempotency-Key': key },
  });

test('a write stopped waiting for a lock is 503 naming the cause; its retry writes it once', async () => {
  const before = await storePosition(server.store);
  const release = await database.holdHeadLock();
  let stopped;
  try {
    stopped = await upsert('0.37', 'lock-stopped-1');
  } finally {
    await release();
  }
  expect(stopped.status).toBe(503);
  // Its limit: the 2 s of a transaction and 1 ms for its one row (docs/decisions.md, "Stores").
  expect(stopped.body.error).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message:
      'the store is unavailable (a Neo4j transaction was stopped while waiting for a lock; its limit is 2001 ms); retry later',
  });
  // The driver's error goes to the log, with the request it failed.
  const line = logged.find((l) => l.reqId === stopped.body.error.request_id && l.err);
  expect(line).toMatchObject({ level: 40 });
  expect(line!.err.message).toContain('Neo.ClientError.Transaction.LockClientStopped');
  // Nothing was written.
  expect(await storePosition(server.store)).toEqual(before);

  const retried = await upsert('0.37', 'lock-stopped-1');
  expect(retried.status).toBe(200);
  expect(retried.headers.get('idempotent-replayed')).toBeNull();
  const again = await upsert('0.37', 'lock-stopped-1');
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect((await storePosition(server.store)).revision).toBe(before.revision + 1);
  const read = await http(server, 'GET', '/v1/fair-values?scope_id=scope-a');
  expect(read.body.items.map((v: { value: string }) => v.value)).toEqual(['0.37']);
});

test('over GraphQL the mutation fails with SERVICE_UNAVAILABLE and the same cause', async () => {
  const before = await storePosition(server.store);
  const release = await database.holdHeadLock();
  let res;
  try {
    res = await graphql(
      server,
      `
        mutation ($input: UpsertFairValuesInput!) {
          upsertFairValues(input: $input) {
            updatedAt
          }
        }
      `,
      {
        input: {
          scopeId: 'scope-a',
          fairValues: [
            {
              outcomeId: 'out-fed-cut-yes',
              marketVersion: '1',
              valueType: 'PROBABILITY',
              probabilityEvent: 'FULL_PAYOUT',
              value: '0.38',
              source: 'desk-model',
              observedAt: '2026-11-20T10:00:00Z',
            },
          ],
        },
      },
    );
  } finally {
    await release();
  }
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors![0]).toMatchObject({
    message: expect.stringContaining('stopped while waiting for a lock'),
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
  expect(await storePosition(server.store)).toEqual(before);
  const line = logged.find((l) => l.reqId === res.body.errors![0]!.extensions.requestId && l.err);
  expect(line!.err.message).toContain('LockClientStopped');
});
