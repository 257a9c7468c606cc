// The nested GraphQL query against one `settlegraph serve` and against two (README, "Running
// several gateways"), reporting the ratio of their req/s. Both gateways run as the several-gateway
// deployment configures them (SETTLEGRAPH_REDIS_URL: rate limits counted in one real
// redis-server), each on a memory store loaded with the same catalog (a gateway's work; on Neo4j
// the store's JVM would take the same cores). Two gateways are loaded by autocannon's own
// round-robin over both ports: its connections are spread over the two URLs in turn. The runs
// alternate one and two gateways, so both see the same moments of a shared machine.
import os from 'node:os';
import { startRedis } from '../../test/support/redis-server';
import type { Benchmark } from '../harness';
import { benchWorkload } from './catalog';
import { checkNested } from './gateway.bench';
import { GATEWAY_SETTINGS, requestJson, startGateway } from './gateway';
import { medianRun, runLoad, type LoadResult } from './load';
import type { ServerProcess } from './server-process';
import { CONNECTIONS, RUN_SECONDS, RUNS, WARM_UP_SECONDS, describeLoad } from './throughput';
import { API_KEY, graphqlRequest, nestedQuery } from './workload';

/** The load of `urls` with each gateway's CPU time per response (both summed). */
async function measure(
  gateways: readonly ServerProcess[],
  body: ReturnType<typeof graphqlRequest>,
  seconds: number,
): Promise<LoadResult> {
  const cpu = () => gateways.reduce((sum, g) => sum + (g.cpuMs() ?? Number.NaN), 0);
  const before = cpu();
  const result = await runLoad({
    url: gateways.map((g) => g.url),
    requests: [body],
    connections: CONNECTIONS,
    durationSeconds: seconds,
    apiKey: API_KEY,
  });
  const spent = cpu() - before;
  return result.responses === 0 || Number.isNaN(spent)
    ? result
    : { ...result, serverCpuUsPerRequest: (spent * 1000) / result.responses };
}

export const scaleOutBenchmark: Benchmark = {
  name: 'http/memory/graphql-nested-two-gateways',
  description:
    'The nested GraphQL query of http/memory/graphql-nested (family → markets → outcomes → ' +
    'listings) against one gateway, then against two behind a round-robin; the value is the ratio ' +
    'of their req/s (two over one). Memory store in each gateway, SETTLEGRAPH_REDIS_URL set on ' +
    'both (rate limits in one real redis-server).',
  runs: RUNS,
  unit: 'ratio',
  notes:
    `settlegraph serve in child processes, ${GATEWAY_SETTINGS}; autocannon in the bench process ` +
    `with ${CONNECTIONS} connections, spread by autocannon over both gateways’ URLs in turn for ` +
    `the two-gateway runs; ${RUN_SECONDS} s runs after a ${WARM_UP_SECONDS} s warm-up of each, ` +
    'one gateway and two alternating. Server CPU a request sums both gateways. On a machine of ' +
    'two cores the load generator and the gateways share them: a second gateway adds no core, ' +
    'so the ratio says what a second process costs rather than what a second machine would give.',
  async prepare() {
    const workload = benchWorkload();
    const redis = await startRedis();
    const gateways: ServerProcess[] = [];
    const stop = async () => {
      await Promise.all(gateways.map((g) => g.stop()));
      await redis.stop();
    };
    const request = graphqlRequest(nestedQuery(workload.familyId));
    try {
      for (const n of [1, 2])
        gateways.push(
          await startGateway(`scale-out-gateway-${n}`, 'memory', workload.catalogFile, {
            SETTLEGRAPH_REDIS_URL: redis.url,
            SETTLEGRAPH_TOKEN_SECRET: 'scale-out-bench',
          }),
        );
      for (const g of gateways)
        checkNested(workload, await requestJson(g, 'POST', request.path, request.body));
    } catch (error) {
      await stop();
      throw error;
    }
    const one: LoadResult[] = [];
    const two: LoadResult[] = [];
    let load = '';
    let warmedUp = false;
    return {
      run: async () => {
        if (!warmedUp) {
          await measure(gateways.slice(0, 1), request, WARM_UP_SECONDS);
          await measure(gateways, request, WARM_UP_SECONDS);
          warmedUp = true;
          load = os
            .loadavg()
            .map((l) => l.toFixed(2))
            .join(' ');
        }
        const single = await measure(gateways.slice(0, 1), request, RUN_SECONDS);
        const pair = await measure(gateways, request, RUN_SECONDS);
        one.push(single);
        two.push(pair);
        return pair.requestsPerSecond / single.requestsPerSecond;
      },
      note: () => {
        const a = medianRun(one);
        const b = medianRun(two);
        return (
          `one gateway: ${describeLoad(a)}; two gateways: ${describeLoad(b)} (medians of ` +
          `${one.length} runs each, ratio ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}); ` +
          `load average after the warm-up ${load}; ${os.availableParallelism()} cores`
        );
      },
      verdict: () => ({
        target: '0 errors, 0 non-2xx',
        met: [...one, ...two].every((r) => r.errors === 0 && r.non2xx === 0),
      }),
      dispose: stop,
    };
  },
};
