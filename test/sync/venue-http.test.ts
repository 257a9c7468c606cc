// The venue HTTP client (src/sync/venue-http.ts) against a real server on loopback that answers
// as venues do on bad days: 429 with Retry-After, 5xx, reset connections, bodies cut short,
// silence, bodies without end or nested past any venue's. Waits are recorded by a test clock
// instead of slept.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BODY_BYTES_MAX,
  JSON_DEPTH_MAX,
  TOO_DEEP,
  TOO_LARGE,
} from '../../src/venues/common/bounded-body';
import { TokenBucket, type Timing } from '../../src/venues/common/token-bucket';
import {
  VenueHttp,
  VenueRequestError,
  type AttemptReport,
  type VenueHttpOptions,
} from '../../src/venues/common/venue-http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A test clock: sleeping moves it forward at once and is recorded. */
function testTiming(): Timing & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: (ms) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

/** Resolves once `done` holds (the server's side of a connection is seen after the client's). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(done()).toBe(true);
}

describe('VenueHttp', () => {
  let server: Server;
  let base: string;
  /** Each request's handler, taken in turn; the last one repeats. */
  let script: Handler[];
  let served: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const handler = script[Math.min(served, script.length - 1)]!;
      served++;
      handler(req, res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });
  beforeEach(() => {
    script = [];
    served = 0;
  });

  const ok: Handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"markets":[{"ticker":"KX-1"}],"cursor":""}');
  };
  const status =
    (code: number, headers: Record<string, string> = {}): Handler =>
    (_req, res) => {
      res.writeHead(code, headers);
      res.end('{"error":"x"}');
    };

  function client(options: Partial<VenueHttpOptions> = {}) {
    const timing = testTiming();
    const reports: AttemptReport[] = [];
    const http = new VenueHttp({
      budgets: { [new URL(base).host]: { perSecond: 1000, burst: 1000 } },
      timing,
      random: () => 0.5,
      onAttempt: (report) => reports.push(report),
      ...options,
    });
    return { http, timing, reports };
  }

  test('a 200 gives its JSON and the time it was fetched', async () => {
    script = [ok];
    const { http, reports } = client();
    const response = await http.getJson(`${base}/markets`);
    expect(response.json).toEqual({ markets: [{ ticker: 'KX-1' }], cursor: '' });
    expect(Date.parse(response.fetchedAt)).not.toBeNaN();
    expect(reports.map((r) => r.outcome)).toEqual(['ok']);
  });

  test('429 waits as long as Retry-After says, in seconds or as a date', async () => {
    script = [status(429, { 'retry-after': '3' }), ok];
    const seconds = client();
    await seconds.http.getJson(`${base}/markets`);
    expect(seconds.timing.slept).toEqual([3000]);
    expect(served).toBe(2);

    served = 0;
    const at = new Date(Date.now() + 60_000).toUTCString();
    script = [status(429, { 'retry-after': at }), ok];
    const date = client();
    await date.http.getJson(`${base}/markets`);
    expect(date.timing.slept[0]).toBeGreaterThan(50_000);
    expect(date.timing.slept[0]).toBeLessThanOrEqual(60_000);
  });

  test('5xx, a reset connection and a body cut short are retried with jittered backoff', async () => {
    const reset: Handler = (req) => req.socket.destroy();
    const cutShort: Handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"markets":[{"tick');
    };
    script = [status(503), reset, cutShort, status(502), ok];
    const { http, timing, reports } = client({ baseDelayMs: 100 });
    const response = await http.getJson(`${base}/markets`);
    expect(response.json).toEqual({ markets: [{ ticker: 'KX-1' }], cursor: '' });
    expect(reports.map((r) => r.outcome)).toEqual([
      '503',
      expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET|SocketError|other side closed/),
      'truncated body',
      '502',
      'ok',
    ]);
    // Full jitter at 0.5: half of 100 · 2^attempt.
    expect(timing.slept).toEqual([100, 200, 400, 800]);
  });

  test('the backoff stops growing at maxDelayMs', async () => {
    script = [status(500), status(500), status(500), ok];
    const { http, timing } = client({ baseDelayMs: 1000, maxDelayMs: 3000 });
    await http.getJson(`${base}/markets`);
    expect(timing.slept).toEqual([1000, 1500, 1500]);
  });

  test('another 4xx fails at once, naming the URL and the status', async () => {
    script = [status(404), ok];
    const { http } = client();
    const error = await http.getJson(`${base}/markets/NOPE`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VenueRequestError);
    expect(error).toMatchObject({ url: `${base}/markets/NOPE`, outcome: '404', attempts: 1 });
    expect(served).toBe(1);
  });

  test('an answer that never comes times out, and the request fails after maxAttempts', async () => {
    script = [() => undefined];
    const { http, reports } = client({ timeoutMs: 100, maxAttempts: 3 });
    const error = await http.getJson(`${base}/slow`).catch((e: unknown) => e);
    expect(error).toMatchObject({ outcome: 'timeout', attempts: 3 });
    expect(reports.map((r) => r.outcome)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(reports[2]!.retryInMs).toBeUndefined();
  });

  test('a body without end is read up to the size limit, then dropped, and not asked again', async () => {
    let closed = 0;
    let written = 0;
    const endless: Handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.from(' '.repeat(64 * 1024));
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on('drain', pump);
      res.on('close', () => closed++);
      pump();
    };
    script = [endless, ok];
    const { http, reports } = client({ maxBodyBytes: 1024 * 1024 });
    const error = await http.getJson(`${base}/markets`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VenueRequestError);
    expect(error).toMatchObject({ outcome: TOO_LARGE, attempts: 1 });
    expect(reports.map((r) => r.outcome)).toEqual([TOO_LARGE]);
    expect(served).toBe(1);
    // The reader went away: the server stops with what the socket buffers held.
    await waitFor(() => closed === 1);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  test('a body declared larger than the limit is refused unread', async () => {
    const declared: Handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '2000000' });
      res.write('[');
    };
    script = [declared];
    const { http } = client({ maxBodyBytes: 1024 * 1024 });
    await expect(http.getJson(`${base}/markets`)).rejects.toMatchObject({
      outcome: TOO_LARGE,
      attempts: 1,
    });
    expect(http.bodyBytesMax).toBe(1024 * 1024);
    expect(client().http.bodyBytesMax).toBe(BODY_BYTES_MAX);
  });

  test('JSON nested deeper than the bound is refused before it is parsed, and not asked again', async () => {
    const deep: Handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"markets":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    };
    script = [deep, ok];
    const { http } = client();
    await expect(http.getJson(`${base}/markets`)).rejects.toMatchObject({
      outcome: TOO_DEEP,
      attempts: 1,
    });
    expect(served).toBe(1);
    served = 0;
    const atTheBound: Handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`${'['.repeat(JSON_DEPTH_MAX)}${']'.repeat(JSON_DEPTH_MAX)}`);
    };
    script = [atTheBound];
    expect((await http.getJson(`${base}/markets`)).json).toBeInstanceOf(Array);
  });

  test('a host without a budget is refused before any request', async () => {
    const { http } = client({ budgets: {} });
    await expect(http.getJson(`${base}/markets`)).rejects.toThrow(
      'no request budget for 127.0.0.1',
    );
    expect(served).toBe(0);
  });
});

describe('TokenBucket', () => {
  test('a burst goes at once, then requests are spaced by the rate', async () => {
    const timing = testTiming();
    const bucket = new TokenBucket({ perSecond: 4, burst: 2 }, timing);
    for (let i = 0; i < 5; i++) await bucket.take();
    expect(timing.slept).toEqual([250, 250, 250]);
  });

  test('concurrent callers take turns', async () => {
    const timing = testTiming();
    const bucket = new TokenBucket({ perSecond: 10, burst: 1 }, timing);
    await Promise.all([bucket.take(), bucket.take(), bucket.take()]);
    expect(timing.slept).toEqual([100, 100]);
  });

  test('a budget that allows nothing is refused', () => {
    expect(() => new TokenBucket({ perSecond: 0, burst: 1 })).toThrow(RangeError);
    expect(() => new TokenBucket({ perSecond: 1, burst: 0 })).toThrow(RangeError);
  });
});

describe('TokenBucket on a coarse clock', () => {
  test('a wait that a large clock value cannot resolve still grants the token', async () => {
    // At 1e15 ms a float cannot move by a fraction of a millisecond: the bucket must not spin.
    let now = 1e15;
    const slept: number[] = [];
    const bucket = new TokenBucket(
      { perSecond: 3, burst: 1 },
      {
        now: () => now,
        sleep: (ms) => {
          slept.push(ms);
          now += ms;
          return Promise.resolve();
        },
      },
    );
    for (let i = 0; i < 50; i++) await bucket.take();
    expect(slept).toHaveLength(49);
  });
});
