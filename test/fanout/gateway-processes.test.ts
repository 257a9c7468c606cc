// Several gateways, one ingest, as a deployment runs them (README, "Running several gateways"):
// two `settlegraph serve` processes and two `settlegraph sync` processes of the built CLI, on one
// Neo4j and one real Redis, the sync reading the venue simulators (REST and stream). A GraphQL
// subscriber on the second gateway receives the books the active sync ingested; the standby
// takes over after a kill -9, the subscriber then receives the new holder's books, and the change
// feed announces nothing twice; a key's rate limit is counted once across both gateways.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type Iterator } from '../graphql/ws-client';
import { PM_LISTING } from '../streams/stream-harness';
import {
  bookQuery,
  bookReaches,
  gatewayEnv,
  LEASE_TAKEN,
  PASSED,
  READY_MS,
  SERVING,
  startDeploymentParts,
  syncEnv,
} from '../support/gateway-deployment';
import { SettlegraphProcess } from '../support/settlegraph-process';
import { OTHER_KEY, TEST_KEY } from '../support/test-server';

/** Requests a minute per key on both gateways: OTHER_KEY spends it, TEST_KEY stays well below. */
const RATE_LIMIT = 20;

async function get(
  base: string,
  path: string,
  key: string,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: await res.json() };
}

/** Every change the gateway's feed announces, from the oldest retained. */
async function allChanges(base: string): Promise<string[]> {
  const keys: string[] = [];
  let page = await get(base, '/v1/changes?start=OLDEST_RETAINED&page_size=500', TEST_KEY);
  for (;;) {
    expect(page.status).toBe(200);
    for (const c of page.body.items)
      keys.push(`${c.resource_type} ${c.resource_id} ${c.change_type} ${c.version}`);
    if (!page.body.has_more) return keys;
    page = await get(
      base,
      `/v1/changes?cursor=${encodeURIComponent(page.body.next_cursor)}&page_size=500`,
      TEST_KEY,
    );
  }
}

test('two gateway processes push what the sync process ingests, through a kill -9 of the sync, with one rate limit', async () => {
  const parts = await startDeploymentParts();
  const { redis, simulator, streams, processes, clients } = parts;
  try {
    const active = SettlegraphProcess.start('sync 1', ['sync'], syncEnv(redis, simulator, streams));
    processes.push(active);
    const [, activeHolder] = LEASE_TAKEN.exec(await active.line(LEASE_TAKEN, READY_MS))!;
    // The gateways start on a store that holds the first pass (an empty one would get the demo).
    await active.line(PASSED, READY_MS);
    const standby = SettlegraphProcess.start(
      'sync 2',
      ['sync'],
      syncEnv(redis, simulator, streams),
    );
    const gateways = [1, 2].map((n) =>
      SettlegraphProcess.start(`gateway ${n}`, ['serve'], gatewayEnv(redis, RATE_LIMIT)),
    );
    processes.push(standby, ...gateways);
    const [one, two] = await Promise.all(
      gateways.map(async (g) => SERVING.exec(await g.line(SERVING, READY_MS))![1]!),
    );
    await standby.line(/^sync lease held by \S+: waiting as a standby$/, READY_MS);

    // (a) A subscriber on the second gateway receives a book the active sync streamed in.
    const client = createClient({
      url: `${two!.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${TEST_KEY}` },
    });
    clients.push(client);
    const books = client.iterate({ query: bookQuery, variables: { id: PM_LISTING } }) as Iterator;
    await bookReaches(streams, books, '0.2', 60_000);

    // (b) kill -9 of the active sync: the standby takes the lease within 10 s, its pass announces
    // nothing a second time, and its stream's books reach the same subscriber.
    const announced = await allChanges(one!);
    expect(announced.length).toBeGreaterThan(0);
    await active.kill();
    const killedAt = Date.now();
    const takeover = await standby.line(LEASE_TAKEN, 10_000);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(10_000);
    expect(LEASE_TAKEN.exec(takeover)![1]).not.toBe(activeHolder);
    await standby.line(PASSED, READY_MS);
    await bookReaches(streams, books, '0.21', 60_000);
    const after = await allChanges(one!);
    expect(new Set(after).size).toBe(after.length);
    expect(after.slice(0, announced.length)).toEqual(announced);

    // (c) One key's requests split over both gateways count once against its limit.
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 4; i++)
      statuses.push(
        (await get(i % 2 === 0 ? one! : two!, '/v1/events?page_size=1', OTHER_KEY)).status,
      );
    expect(statuses).toEqual([
      ...Array<number>(RATE_LIMIT).fill(200),
      ...Array<number>(4).fill(429),
    ]);
    await books.return?.();
  } finally {
    await parts.stop();
  }
  // The embedded Neo4j's start, four processes of the built CLI and two sync passes on a loaded
  // machine: test/support/readiness.ts.
}, 1_800_000);
