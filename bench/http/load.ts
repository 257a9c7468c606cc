// The load generator: autocannon in the bench process, against a server in a child process.
import autocannon from 'autocannon';

/** One kind of request a load sends; several are sent round-robin (the soak's mix). */
export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  /** Path and query, e.g. /v1/markets?market_id=… */
  readonly path: string;
  readonly body?: string;
}

export interface LoadOptions {
  /** http://127.0.0.1:<port>; several: autocannon spreads the connections over them in turn. */
  readonly url: string | readonly string[];
  readonly requests: readonly LoadRequest[];
  readonly connections: number;
  readonly durationSeconds: number;
  /** Authorization: Bearer <apiKey> on every request. */
  readonly apiKey?: string;
}

export interface LoadResult {
  /** Responses of any status per second of the run. */
  readonly requestsPerSecond: number;
  /** Latency percentiles of 2xx responses, ms (autocannon's histogram: 1 ms resolution). */
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly responses: number;
  /** Connection errors, timeouts included. */
  readonly errors: number;
  readonly non2xx: number;
  /** Status code of a non-2xx response, for the note when there are any. */
  readonly statusCodes: string;
  /** The server's CPU time (user + system) per response, µs, when measured. */
  readonly serverCpuUsPerRequest?: number;
}

/** The load of options, with the CPU time the server process spent per response. */
export async function runMeasuredLoad(
  options: LoadOptions,
  serverCpuMs: () => number | undefined,
): Promise<LoadResult> {
  const before = serverCpuMs();
  const result = await runLoad(options);
  const after = serverCpuMs();
  return before === undefined || after === undefined || result.responses === 0
    ? result
    : { ...result, serverCpuUsPerRequest: ((after - before) * 1000) / result.responses };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey !== undefined) headers.authorization = `Bearer ${options.apiKey}`;
  const result = await autocannon({
    // Several URLs are taken (autocannon's README: "More than one URL is allowed"), the connections
    // spread over them in turn; its type declarations name one.
    url: (typeof options.url === 'string' ? options.url : [...options.url]) as string,
    connections: options.connections,
    duration: options.durationSeconds,
    // A slow response is a measurement, not an error, up to this.
    timeout: 30,
    headers,
    requests: options.requests.map((r) => ({
      method: r.method,
      path: r.path,
      ...(r.body === undefined ? {} : { body: r.body }),
    })),
  });
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes: Object.entries(result.statusCodeStats ?? {})
      .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
      .join(' '),
  };
}

/** Several runs' results as one: req/s and latencies of the median run, errors summed. */
export function medianRun(results: readonly LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[(sorted.length - 1) >> 1];
  if (!middle) throw new Error('no load results');
  return {
    ...middle,
    responses: results.reduce((sum, r) => sum + r.responses, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
