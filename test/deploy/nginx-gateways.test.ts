// deploy/nginx.conf run by a real nginx in front of two `settlegraph serve` processes of the built
// CLI, with one `settlegraph sync` streaming into the store and Redis, as docker-compose.gateways.yml
// arranges them (README, "Deployment: two gateways, a sync and its standby"). The test moves only
// the addresses to loopback (test/support/nginx.ts). Requests are spread over both gateways, a page
// token one gateway signed is read by the other, failed authentications are counted per client
// nginx forwards for, a subscription through nginx receives a live update; after a kill -9 of one gateway, requests and a new subscription go to the other, and a
// subscriber of the killed one reconnects through nginx and receives updates again.
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
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
import { startNginx, type TestNginx } from '../support/nginx';
import { SettlegraphProcess } from '../support/settlegraph-process';
import { TEST_KEY } from '../support/test-server';

const CONFIG = join(__dirname, '..', '..', 'deploy', 'nginx.conf');
/** An access log line of deploy/nginx.conf's `upstream` format. */
const LOGGED = /"(\S+) (\S+) [^"]*" (\d{3}) upstream=(.*) upstream_status=(.*) \S+$/;

interface Logged {
  path: string;
  status: number;
  /** Every gateway tried, in order: the last one answered. */
  upstreams: string[];
}

function logged(nginx: TestNginx, from: number): Logged[] {
  return nginx
    .lines()
    .slice(from)
    .flatMap((line) => {
      const match = LOGGED.exec(line);
      if (!match) return [];
      const [, , path, status, upstreams] = match;
      return [{ path: path!, status: Number(status), upstreams: upstreams!.split(/, /) }];
    });
}

/** The access log lines of `count` requests for `path`, once nginx wrote them all. */
async function loggedFor(nginx: TestNginx, from: number, path: RegExp, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = logged(nginx, from).filter((l) => path.test(l.path));
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** GET /v1/events a page at a time through `base`, following the page tokens. */
async function eventPages(base: string, pages: number): Promise<string[]> {
  const ids: string[] = [];
  let token: string | undefined;
  for (let i = 0; i < pages; i++) {
    const query = token ? `&page_token=${encodeURIComponent(token)}` : '';
    const res = await fetch(`${base}/v1/events?page_size=1${query}`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    });
    const body = (await res.json()) as any;
    expect({ status: res.status, body: res.status === 200 ? null : body }).toEqual({
      status: 200,
      body: null,
    });
    ids.push(...(body.items as { event_id: string }[]).map((e) => e.event_id));
    token = body.next_page_token ?? undefined;
    if (!token) break;
  }
  return ids;
}

/**
 * The status of GET /v1/families with a wrong key sent to nginx from `localAddress`, a loopback
 * address of the client's own (so nginx sees clients apart), with the X-Forwarded-For the client
 * writes itself, if any.
 */
function wrongKeyFrom(base: string, localAddress: string, forwardedFor?: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpGet(
      {
        host: url.hostname,
        port: url.port,
        path: '/v1/families',
        localAddress,
        headers: {
          authorization: 'Bearer wrong-key',
          ...(forwardedFor !== undefined && { 'x-forwarded-for': forwardedFor }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

function subscriber(base: string, retryAttempts: number): Client {
  return createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts,
    // Quick retries: the gateway it reconnects to is already up.
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 500)),
    connectionParams: { authorization: `Bearer ${TEST_KEY}` },
  });
}

test('nginx with deploy/nginx.conf spreads requests and subscriptions over two gateways and fails over when one is killed', async () => {
  const parts = await startDeploymentParts();
  const { redis, simulator, streams, processes, clients } = parts;
  let nginx: TestNginx | undefined;
  try {
    const sync = SettlegraphProcess.start('sync', ['sync'], syncEnv(redis, simulator, streams));
    processes.push(sync);
    await sync.line(LEASE_TAKEN, READY_MS);
    // The gateways start on a store that holds the first pass (an empty one would get the demo).
    await sync.line(PASSED, READY_MS);
    const gateways = [1, 2].map((n) =>
      SettlegraphProcess.start(`gateway ${n}`, ['serve'], {
        ...gatewayEnv(redis),
        // nginx reaches the gateways from 127.0.0.1, as the compose file's from its fixed address.
        SETTLEGRAPH_TRUST_PROXY: '127.0.0.1',
        SETTLEGRAPH_AUTH_FAILURES_PER_MINUTE: '3',
      }),
    );
    processes.push(...gateways);
    const [one, two] = await Promise.all(
      gateways.map(async (g) => new URL(SERVING.exec(await g.line(SERVING, READY_MS))![1]!).host),
    );
    nginx = await startNginx(
      CONFIG,
      8080,
      { 'gateway-1:8080': one!, 'gateway-2:8080': two! },
      '/readyz',
    );

    // (a) Requests are spread over both gateways, and a page token signed by one is read by the
    // other (the same SETTLEGRAPH_TOKEN_SECRET on both).
    const direct = await eventPages(`http://${one}`, 6);
    expect(direct.length).toBeGreaterThan(2);
    let from = nginx.lines().length;
    expect(await eventPages(nginx.url, 6)).toEqual(direct);
    const spread = await loggedFor(nginx, from, /^\/v1\/events/, direct.length);
    expect(spread.map((l) => l.status)).toEqual(direct.map(() => 200));
    expect(new Set(spread.map((l) => l.upstreams.at(-1))).size).toBe(2);

    // (a') Failed authentications are counted per client nginx forwards for (in Redis, across
    // both gateways): one client past the limit gets 429, another still 401, also when it names
    // the first in its own X-Forwarded-For.
    const firstClient: number[] = [];
    for (let i = 0; i < 5; i++) firstClient.push(await wrongKeyFrom(nginx.url, '127.0.0.2'));
    expect(firstClient).toEqual([401, 401, 401, 429, 429]);
    expect(await wrongKeyFrom(nginx.url, '127.0.0.3')).toBe(401);
    expect(await wrongKeyFrom(nginx.url, '127.0.0.3', '127.0.0.2')).toBe(401);

    // (b) A subscription through nginx receives a book the sync streamed in.
    const first = subscriber(nginx.url, 10);
    clients.push(first);
    const firstBooks = first.iterate({
      query: bookQuery,
      variables: { id: PM_LISTING },
    }) as Iterator;
    await bookReaches(streams, firstBooks, '0.2', 60_000);

    // (c) kill -9 of the first gateway: every request is answered by the second, a new
    // subscription goes there and receives updates, and so does the first subscriber again.
    await gateways[0]!.kill();
    from = nginx.lines().length;
    expect(await eventPages(nginx.url, 6)).toEqual(direct);
    const after = await loggedFor(nginx, from, /^\/v1\/events/, direct.length);
    expect(after.map((l) => [l.status, l.upstreams.at(-1)])).toEqual(direct.map(() => [200, two]));

    const second = subscriber(nginx.url, 0);
    clients.push(second);
    const secondBooks = second.iterate({
      query: bookQuery,
      variables: { id: PM_LISTING },
    }) as Iterator;
    await bookReaches(streams, secondBooks, '0.21', 60_000);
    await bookReaches(streams, firstBooks, '0.22', 60_000);
    await firstBooks.return?.();
    await secondBooks.return?.();
  } finally {
    await nginx?.stop();
    await parts.stop();
  }
  // The embedded Neo4j's start, three processes of the built CLI and a sync pass on a loaded
  // machine: test/support/readiness.ts.
}, 1_800_000);
