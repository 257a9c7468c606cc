// The shape every HTTP benchmark shares: a warm-up load, then runs of a fixed duration, each
// returning its requests per second (or a latency), with a note naming req/s, p50, p99, errors,
// non-2xx responses and the ratio to the ceiling measured in the same run.
import type { BenchmarkRun, Measured, Verdict } from '../harness';
import { formatNumber } from '../harness';
import { type LoadRequest, type LoadResult, medianRun, runMeasuredLoad } from './load';
import type { ServerProcess } from './server-process';
import { API_KEY } from './workload';

/** Connections of the throughput rows. */
export const CONNECTIONS = 32;
export const WARM_UP_SECONDS = 4;
export const RUN_SECONDS = 5;
export const RUNS = 3;

/** Results of this process's benchmarks by name, for later notes (ratios, the anchor). */
export const measured = new Map<string, LoadResult>();

export interface LoadPlan {
  readonly name: string;
  readonly servers: readonly ServerProcess[];
  /** The server the load goes to (one of servers). */
  readonly target: ServerProcess;
  readonly requests: readonly LoadRequest[];
  readonly connections: number;
  /** 'req/s': each run returns its throughput; 'ms': each run returns its median latency. */
  readonly unit: 'req/s' | 'ms';
  /** The ceiling's req/s, for the ratio; absent for the ceiling itself. */
  readonly ceilingRps?: number;
  /** The body size the ceiling answered for that ratio, when it was the row's own. */
  readonly ceilingBodyBytes?: number;
  /** Extra text for the note, e.g. what a response holds. */
  readonly detail?: string;
  readonly verdict?: (result: Measured, load: LoadResult) => Verdict;
}

/**
 * A load's figures, server CPU a request first: the figure to compare on a shared machine, where
 * req/s moves with what else runs.
 */
export function describeLoad(
  result: LoadResult,
  ceilingRps?: number,
  ceilingBodyBytes?: number,
): string {
  const body =
    ceilingBodyBytes === undefined
      ? ''
      : ` answering the same ${formatNumber(ceilingBodyBytes)} bytes`;
  const ratio =
    ceilingRps === undefined
      ? ''
      : `, ${((result.requestsPerSecond / ceilingRps) * 100).toFixed(1)}% of the ceiling (${formatNumber(ceilingRps)} req/s${body})`;
  const failures =
    result.errors === 0 && result.non2xx === 0
      ? '0 errors, 0 non-2xx'
      : `**${result.errors} errors, ${result.non2xx} non-2xx** (${result.statusCodes})`;
  const cpu =
    result.serverCpuUsPerRequest === undefined
      ? ''
      : `server CPU ${formatNumber(result.serverCpuUsPerRequest)} µs a request, `;
  return `${cpu}${formatNumber(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${failures}${ratio}`;
}

export function loadRun(plan: LoadPlan): BenchmarkRun {
  const results: LoadResult[] = [];
  const load = (seconds: number) =>
    runMeasuredLoad(
      {
        url: plan.target.url,
        requests: plan.requests,
        connections: plan.connections,
        durationSeconds: seconds,
        apiKey: API_KEY,
      },
      () => plan.target.cpuMs(),
    );
  let warmedUp = false;
  return {
    async run() {
      if (!warmedUp) {
        // Not timed: JIT, caches and connection pools warm up; the first run gets no head start.
        await load(WARM_UP_SECONDS);
        warmedUp = true;
      }
      const result = await load(RUN_SECONDS);
      results.push(result);
      return plan.unit === 'req/s' ? result.requestsPerSecond : result.p50Ms;
    },
    note() {
      const summary = medianRun(results);
      measured.set(plan.name, summary);
      const latency =
        plan.unit === 'ms'
          ? `; one request at a time: median ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms`
          : '';
      return `${describeLoad(summary, plan.ceilingRps, plan.ceilingBodyBytes)} (median of ${results.length} × ${RUN_SECONDS} s, ${plan.connections} connection${plan.connections === 1 ? '' : 's'})${latency}${plan.detail ? `; ${plan.detail}` : ''}`;
    },
    verdict: plan.verdict
      ? (result) => plan.verdict!(result, medianRun(results))
      : () => ({
          target: '0 errors, 0 non-2xx',
          met: results.every((r) => r.errors === 0 && r.non2xx === 0),
        }),
    async dispose() {
      await Promise.all(plan.servers.map((s) => s.stop()));
    },
  };
}

/** No failed request in any run, besides the benchmark's own target. */
export function clean(load: LoadResult): boolean {
  return load.errors === 0 && load.non2xx === 0;
}
