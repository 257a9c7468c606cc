// `settlegraph sync` as users run it (the compiled CLI; npm test builds it first) and `serve` with
// SETTLEGRAPH_SYNC, both against the venue simulator.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { readConfig } from '../../src/app/config';
import { startServer, type RunningServer } from '../../src/app/start';
import { VenueSimulator } from '../support/venue-simulator';
import { StreamSimulator } from '../support/venue-stream-simulator';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

// A Polymarket token of the recorded Gamma events (test/fixtures/venues/polymarket/).
const PM_TOKEN = '19048307355245366074303663981866527486844857207279124286412382013868987503505';
const PM_LISTING = 'lst-pm-640102-yes';
const cli = join(__dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');
const KEY = 'sync-test-key';

function endpointEnv(simulator: VenueSimulator): Record<string, string> {
  const { kalshi, polymarketGamma, polymarketClob } = simulator.endpoints;
  return {
    SETTLEGRAPH_KALSHI_URL: kalshi,
    SETTLEGRAPH_POLYMARKET_GAMMA_URL: polymarketGamma,
    SETTLEGRAPH_POLYMARKET_CLOB_URL: polymarketClob,
  };
}

/** Runs the CLI without blocking this process (the simulator answers from it). */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, NEO4J_URI: '', SETTLEGRAPH_SYNC: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('settlegraph sync', () => {
  let simulator: VenueSimulator;

  beforeAll(async () => {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
    simulator = await VenueSimulator.start();
  });
  afterAll(() => simulator.close());

  test('--once reads both venues and reports what it wrote', async () => {
    const result = await run(['sync', '--once'], endpointEnv(simulator));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^sync pass: polymarket: \d+ responses \(CATALOG, HISTORY\); kalshi: \d+ responses \(CATALOG, TRADES, HISTORY\); \d+ records written in \d+ commits, \d+ changes \(revision \d+\); cross-venue families: \d+ with \d+ markets(, \d+ markets left out)?$/m,
    );
    expect(result.stdout).toContain('memory store: nothing is kept');
  });

  test('--once exits 1 when a venue cannot be read, after landing the others', async () => {
    const env = {
      ...endpointEnv(simulator),
      SETTLEGRAPH_KALSHI_URL: `${simulator.endpoints.kalshi}/gone`,
    };
    const result = await run(['sync', '--once', '--venues', 'kalshi,polymarket'], env);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /kalshi: not read \(GET .*\/gone\/markets\/trades\?.*: 404 after 1 attempt\)/,
    );
    expect(result.stdout).toMatch(
      /polymarket: \d+ responses \(CATALOG, HISTORY\); \d+ records written in \d+ commits/,
    );
  });

  test('--once into a Neo4j that refuses connections exits 1 naming the cause and the driver’s error', async () => {
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await run(['sync', '--once'], {
      ...endpointEnv(simulator),
      NEO4J_URI: `bolt://127.0.0.1:${port}`,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^error: the store is unavailable \\(Neo4j refused the connection\\); retry later; caused by: neo4j connect failed \\(ServiceUnavailable\\) at bolt://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}\n$`,
      ),
    );
  });

  test('an unknown venue or option is a usage error', async () => {
    const unknown = await run(['sync', '--once', '--venues', 'betfair'], endpointEnv(simulator));
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(
      '--venues: unknown venue "betfair" (known: polymarket, kalshi)',
    );
    const option = await run(['sync', '--every', '5'], endpointEnv(simulator));
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('usage: settlegraph sync');
  });
});

describe('serve with SETTLEGRAPH_SYNC', () => {
  let simulator: VenueSimulator;
  let streams: StreamSimulator;
  let server: RunningServer;

  beforeAll(async () => {
    simulator = await VenueSimulator.start();
    streams = await StreamSimulator.start();
    streams.setPolymarketBook(PM_TOKEN, '0x' + 'cd'.repeat(32), [['0.31', '9']], [['0.36', '4']]);
    server = await startServer(
      readConfig({
        ...endpointEnv(simulator),
        SETTLEGRAPH_POLYMARKET_WS_URL: streams.urls.polymarket,
        SETTLEGRAPH_KALSHI_WS_URL: streams.urls.kalshi,
        PORT: '0',
        HOST: '127.0.0.1',
        SETTLEGRAPH_SYNC: 'polymarket,kalshi',
        SETTLEGRAPH_SYNC_INTERVAL_S: '1',
        LOG_LEVEL: 'silent',
        SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: KEY, scopes: ['s'], operator: true }]),
      }),
      () => undefined,
    );
  });
  afterAll(async () => {
    await server.close();
    await streams.close();
    await simulator.close();
  });

  test('the venue streams push the book of a synced listing to a GraphQL subscriber', async () => {
    const ws = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${KEY}` },
    });
    try {
      // Until the sync has imported the listing, the subscription completes at once (an unknown ID).
      const deadline = Date.now() + 15_000;
      let book: { asks: { price: string }[] } | undefined;
      while (!book && Date.now() < deadline) {
        const events = ws.iterate({
          query: `subscription { orderbook(listingId: "${PM_LISTING}") { asks { price size } } }`,
        });
        for await (const event of events) {
          const pushed = event.data?.orderbook as { asks: { price: string }[] } | undefined;
          if (pushed?.asks[0]?.price === '0.36') book = pushed;
          if (event.errors || book) break;
        }
        if (!book) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(book).toEqual({ asks: [{ price: '0.36', size: '4' }] });
    } finally {
      await ws.dispose();
    }
  });

  /** Polls GET /v1/markets?venue=kalshi until the predicate holds (or 15 s pass). */
  async function kalshiMarketsUntil(holds: (titles: string[]) => boolean): Promise<string[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await fetch(`${server.url}/v1/markets?venue=kalshi&page_size=500`, {
        headers: { authorization: `Bearer ${KEY}` },
      });
      const body = (await response.json()) as { items: { title: string }[] };
      const titles = body.items.map((m) => m.title);
      if (holds(titles) || Date.now() > deadline) return titles;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function marketIdTitled(title: string): Promise<string> {
    const response = await fetch(`${server.url}/v1/markets?venue=kalshi&page_size=500`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const body = (await response.json()) as { items: { market_id: string; title: string }[] };
    return body.items.find((m) => m.title === title)!.market_id;
  }

  test('the API serves what the sync read, and a change at the venue shows up by itself', async () => {
    // The venue's market as synced (the demo catalog the server also loads has Kalshi markets).
    const market = (simulator.venues.kalshiEvents[0]!.markets as Record<string, unknown>[])[0]!;
    const original = String(market.title);
    const first = await kalshiMarketsUntil((titles) => titles.includes(original));
    expect(first).toContain(original);
    simulator.changeKalshiMarket(String(market.ticker), { title: 'Retitled at the venue' });
    const later = await kalshiMarketsUntil((titles) => titles.includes('Retitled at the venue'));
    expect(later).toContain('Retitled at the venue');

    // GET /v1/changes announces the market once when it appeared and once for the new title,
    // however many passes read it again.
    const marketId = await marketIdTitled('Retitled at the venue');
    const announced = async () => {
      const types: string[] = [];
      let query = 'start=OLDEST_RETAINED&resource_types=CONTRACT&page_size=500';
      for (;;) {
        const response = await fetch(`${server.url}/v1/changes?${query}`, {
          headers: { authorization: `Bearer ${KEY}` },
        });
        const body = (await response.json()) as {
          items: { resource_id: string; change_type: string }[];
          next_cursor: string;
          has_more: boolean;
        };
        for (const c of body.items) if (c.resource_id === marketId) types.push(c.change_type);
        if (!body.has_more) return types;
        query = `cursor=${encodeURIComponent(body.next_cursor)}&resource_types=CONTRACT&page_size=500`;
      }
    };
    expect(await announced()).toEqual(['CREATED', 'UPDATED']);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await announced()).toEqual(['CREATED', 'UPDATED']);
  });

  test("/metrics counts the sync's requests and records and shows each venue's lag", async () => {
    simulator.faults.push('503');
    const host = new URL(simulator.endpoints.kalshi).host;
    const expected = [
      `settlegraph_sync_requests_total{host="${host}",outcome="503"} 1`,
      new RegExp(`settlegraph_sync_requests_total\\{host="${host}",outcome="ok"\\} [1-9]`),
      /settlegraph_sync_records_total\{venue="kalshi"\} [1-9]/,
      /settlegraph_sync_records_total\{venue="polymarket"\} [1-9]/,
      /settlegraph_sync_quarantined_records\{venue="kalshi"\} 0/,
      /settlegraph_sync_lag_seconds\{venue="polymarket",kind="CATALOG"\} \d/,
      /settlegraph_sync_lag_seconds\{venue="kalshi",kind="TRADES"\} \d/,
      /settlegraph_stream_events_total\{venue="polymarket",event="messages"\} [1-9]/,
      /settlegraph_stream_events_total\{venue="kalshi",event="losses"\} \d/,
    ];
    const holds = (text: string) =>
      expected.every((e) => (typeof e === 'string' ? text.includes(e) : e.test(text)));
    // Passes run every second: wait (at most 15 s) for one to have retried the 503 and landed.
    const deadline = Date.now() + 15_000;
    let text = '';
    while (!holds(text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${KEY}` },
      });
      text = await response.text();
    }
    const sync = text
      .split('\n')
      .filter(
        (line) => line.startsWith('settlegraph_sync') || line.startsWith('settlegraph_stream'),
      );
    for (const e of expected)
      if (typeof e === 'string') expect(sync).toContain(e);
      else expect(sync.some((line) => e.test(line))).toBe(true);
  });
});

describe('the log of serve with SETTLEGRAPH_SYNC', () => {
  // Operators feed standard output to a log pipeline that reads one JSON object a line: the
  // process's own lines (start-up, sync passes, the streams' connects and reconnects) are JSON
  // lines of the same log as the requests', never plain text between them.
  test('every line on standard output is a JSON log line, reconnects among them', async () => {
    const simulator = await VenueSimulator.start();
    const streams = await StreamSimulator.start();
    streams.setPolymarketBook(PM_TOKEN, '0x' + 'cd'.repeat(32), [['0.31', '9']], [['0.36', '4']]);
    const child = spawn(process.execPath, [cli, 'serve'], {
      env: {
        ...process.env,
        NEO4J_URI: '',
        SETTLEGRAPH_CATALOG: '',
        ...endpointEnv(simulator),
        SETTLEGRAPH_POLYMARKET_WS_URL: streams.urls.polymarket,
        SETTLEGRAPH_KALSHI_WS_URL: streams.urls.kalshi,
        PORT: '0',
        HOST: '127.0.0.1',
        SETTLEGRAPH_SYNC: 'polymarket,kalshi',
        SETTLEGRAPH_SYNC_INTERVAL_S: '3600',
        LOG_LEVEL: 'info',
        SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: KEY, scopes: ['s'] }]),
      },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 30_000;
      while (!pattern.test(stdout) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stdout).toMatch(pattern);
    };
    try {
      await until(/serving (http:\/\/[^ ]+)\/v1/);
      await until(/sync pass/);
      await until(/channel: connected/);
      streams.dropConnections();
      await until(/connection lost/);
      const url = /serving (http:\/\/[^ ]+)\/v1/.exec(stdout)![1]!;
      const response = await fetch(`${url}/v1/markets`, {
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect(response.status).toBe(200);
      await until(/request completed/);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await streams.close();
      await simulator.close();
    }
    const lines = stdout.split('\n').filter((line) => line !== '');
    const notJson = lines.filter((line) => {
      try {
        const entry = JSON.parse(line) as { level?: unknown; msg?: unknown; time?: unknown };
        return typeof entry.level !== 'number' || typeof entry.time !== 'number';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const messages = lines.map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
    expect(messages.some((m) => /^settlegraph serving http/.test(m))).toBe(true);
    expect(messages.some((m) => /connection lost \(.*\); again in \d+ ms$/.test(m))).toBe(true);
    expect(messages).toContain('request completed');
  });
});
