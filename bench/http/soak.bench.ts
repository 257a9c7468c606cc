// A 60-second soak: 32 connections sending a mix of the HTTP benchmarks' requests to the gateway on
// the Neo4j store, with the server's resident memory sampled every few seconds. Errors must be 0
// and memory flat.
import type { Benchmark } from '../harness';
import { formatNumber } from '../harness';
import { benchWorkload } from './catalog';
import { GATEWAY_SETTINGS, mostConnectedOutcome, startGateway } from './gateway';
import { runMeasuredLoad, type LoadRequest, type LoadResult } from './load';
import { CONNECTIONS, describeLoad, WARM_UP_SECONDS } from './throughput';
import { ceilingRps } from './ceiling.bench';
import { API_KEY, graphqlRequest, nestedQuery } from './workload';

const SOAK_SECONDS = 60;
const SAMPLE_EVERY_MS = 5_000;
/** Growth over the soak, as a fraction of the first sample, above which memory is "growing". */
const GROWTH_TOLERANCE = 0.1;

interface Memory {
  readonly samplesMiB: readonly number[];
  readonly growing: boolean;
}

export function judgeMemory(samplesMiB: readonly number[]): Memory {
  const first = samplesMiB[0] ?? Number.NaN;
  const last = samplesMiB[samplesMiB.length - 1] ?? Number.NaN;
  // Growing: the second half sits above the first by more than the tolerance, and the end is
  // higher still (a one-off step, e.g. a pool filling up, levels off; a leak does not).
  const half = samplesMiB.length >> 1;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const firstHalf = mean(samplesMiB.slice(0, half));
  const secondHalf = mean(samplesMiB.slice(half));
  const growing = secondHalf > firstHalf * (1 + GROWTH_TOLERANCE) && last > first;
  return { samplesMiB, growing };
}

export const soakBenchmark: Benchmark = {
  name: 'http/soak',
  description: `${SOAK_SECONDS} s at ${CONNECTIONS} connections against the gateway on the Neo4j store, a mix per connection of 4 market lookups, 2 GET /relationships, 1 nested GraphQL query and 1 resolve of 1,000 inputs; server RSS sampled every ${SAMPLE_EVERY_MS / 1000} s from /proc/<pid>/status.`,
  runs: 1,
  unit: 'req/s',
  notes: `The Neo4j store because it is the production configuration: the gateway then holds no data, so RSS growth can only be the gateway's own (caches, loaders, driver sessions), and the soak also exercises the driver's connection pool. Memory is "growing" when the mean of the second half of the samples exceeds the first half's by over ${GROWTH_TOLERANCE * 100}% and the last sample is above the first. After a ${WARM_UP_SECONDS} s warm-up; ${GATEWAY_SETTINGS}.`,
  async prepare() {
    const workload = benchWorkload();
    const ceiling = await ceilingRps();
    const server = await startGateway('http-soak', 'neo4j', workload.catalogFile);
    const { outcomeId } = await mostConnectedOutcome(
      server,
      workload.catalogFile,
      workload.candidateOutcomeIds,
    );
    const relationships: LoadRequest = {
      method: 'GET',
      path: `/v1/relationships?outcome_id=${encodeURIComponent(outcomeId)}`,
    };
    const nested = graphqlRequest(nestedQuery(workload.familyId));
    const mix = [
      workload.lookup,
      relationships,
      workload.lookup,
      nested,
      workload.lookup,
      relationships,
      workload.lookup,
      workload.resolve,
    ];
    const load = (seconds: number) =>
      runMeasuredLoad(
        {
          url: server.url,
          requests: mix,
          connections: CONNECTIONS,
          durationSeconds: seconds,
          apiKey: API_KEY,
        },
        () => server.cpuMs(),
      );
    let result: LoadResult | undefined;
    let memory: Memory | undefined;
    return {
      async run() {
        await load(WARM_UP_SECONDS);
        const samples: number[] = [];
        const sample = () => {
          const rss = server.rssBytes();
          if (rss !== undefined) samples.push(rss / 2 ** 20);
        };
        sample();
        const timer = setInterval(sample, SAMPLE_EVERY_MS);
        try {
          result = await load(SOAK_SECONDS);
        } finally {
          clearInterval(timer);
        }
        sample();
        memory = judgeMemory(samples);
        return result.requestsPerSecond;
      },
      note() {
        if (!result || !memory) return 'not run';
        const mib = memory.samplesMiB;
        return `${describeLoad(result, ceiling)}; ${formatNumber(result.responses)} responses; RSS MiB first ${formatNumber(mib[0] ?? Number.NaN)}, last ${formatNumber(mib[mib.length - 1] ?? Number.NaN)}, max ${formatNumber(Math.max(...mib))} (${mib.length} samples: ${mib.map((m) => Math.round(m)).join(' ')}): ${memory.growing ? '**growing**' : 'flat'}`;
      },
      verdict: () => ({
        target: '0 errors, 0 non-2xx, flat memory',
        met:
          result !== undefined &&
          result.errors === 0 &&
          result.non2xx === 0 &&
          memory !== undefined &&
          !memory.growing,
      }),
      dispose: () => server.stop(),
    };
  },
};
