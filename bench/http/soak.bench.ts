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
const SAMPLE_EVERY_MS = 2_000;
/** Growth of the memory floor, as a fraction, above which memory is "growing". */
const GROWTH_TOLERANCE = 0.1;

interface Memory {
  readonly samplesMiB: readonly number[];
  /** The lowest sample of the middle and of the last third of the soak. */
  readonly floorsMiB: readonly [number, number];
  readonly growing: boolean;
}

/**
 * RSS saws up and down with garbage collection, so its peaks say little; its floor, the lowest
 * sample of a stretch, follows live memory. Growing: the last third's floor sits above the middle
 * third's by more than the tolerance (the first third is the heap growing to its working size).
 */
export function judgeMemory(samplesMiB: readonly number[]): Memory {
  const third = Math.max(1, Math.floor(samplesMiB.length / 3));
  const middle = Math.min(...samplesMiB.slice(third, 2 * third));
  const last = Math.min(...samplesMiB.slice(2 * third));
  return {
    samplesMiB,
    floorsMiB: [middle, last],
    growing: last > middle * (1 + GROWTH_TOLERANCE),
  };
}

export const soakBenchmark: Benchmark = {
  name: 'http/soak',
  description: `${SOAK_SECONDS} s at ${CONNECTIONS} connections against the gateway on the Neo4j store, a mix per connection of 4 market lookups, 2 GET /relationships, 1 nested GraphQL query and 1 resolve of 1,000 inputs; server RSS sampled every ${SAMPLE_EVERY_MS / 1000} s from /proc/<pid>/status.`,
  runs: 1,
  unit: 'req/s',
  notes: `The Neo4j store because it is the production configuration: the gateway then holds no data, so RSS growth can only be the gateway's own (caches, loaders, driver sessions), and the soak also exercises the driver's connection pool. Memory is "growing" when the floor (lowest sample) of the last third of the soak is over ${GROWTH_TOLERANCE * 100}% above the middle third's: RSS peaks follow garbage collection, its floor follows live memory. After a ${WARM_UP_SECONDS} s warm-up; ${GATEWAY_SETTINGS}.`,
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
    const lookup = (i: number) => workload.lookups[i % workload.lookups.length]!;
    const mix = [
      lookup(0),
      relationships,
      lookup(1),
      nested,
      lookup(2),
      relationships,
      lookup(3),
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
        return `${describeLoad(result, ceiling)}; ${formatNumber(result.responses)} responses; RSS MiB first ${formatNumber(mib[0] ?? Number.NaN)}, last ${formatNumber(mib[mib.length - 1] ?? Number.NaN)}, max ${formatNumber(Math.max(...mib))}, floor of the middle third ${formatNumber(memory.floorsMiB[0])}, of the last ${formatNumber(memory.floorsMiB[1])} (${mib.length} samples: ${mib.map((m) => Math.round(m)).join(' ')}): ${memory.growing ? '**growing**' : 'flat'}`;
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
