// The GraphQL front door under attack (docs/decisions.md, "GraphQL limits"): while hostile clients keep sending the six-level
// query and the 2,000-alias query, how fast does a cheap query stay? Both hostile queries are
// refused before they run (QUERY_TOO_COMPLEX, HTTP 400); the row is the cheap query's p99.
import type { Benchmark, Measured, Verdict } from '../harness';
import { formatNumber } from '../harness';
import { benchWorkload } from './catalog';
import { GATEWAY_SETTINGS, requestJson, startGateway } from './gateway';
import { type LoadResult, runLoad } from './load';
import type { ServerProcess } from './server-process';
import { RUNS, RUN_SECONDS, WARM_UP_SECONDS, describeLoad } from './throughput';
import { API_KEY, cheapQuery, graphqlRequest, hostileQueries } from './workload';

const NAME = 'http/memory/graphql-under-hostile-load';
const HOSTILE_CONNECTIONS = 16;
const CHEAP_CONNECTIONS = 16;
const TARGET_P99_MS = 100;

/** POSTs a query and returns its status and first error code (untimed checks). */
async function codeOf(server: ServerProcess, query: string): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'OK'}`;
}

export const hostileBenchmark: Benchmark = {
  name: NAME,
  description: `POST /graphql: a cheap query (one market with its outcomes, each market of the catalog in turn) on ${CHEAP_CONNECTIONS} connections while ${HOSTILE_CONNECTIONS} other connections keep sending the six-level query (family → markets → families → …, six levels of markets) and the 2,000-alias query in turn. Memory store. The value is the cheap query's p99 latency.`,
  runs: RUNS,
  unit: 'ms',
  notes: `settlegraph serve in a child process, ${GATEWAY_SETTINGS} (so the GraphQL limits are the defaults); two autocannon instances in the bench process at once; ${RUN_SECONDS} s runs after a ${WARM_UP_SECONDS} s warm-up. Target: the cheap query's p99 < ${TARGET_P99_MS} ms, no cheap request failed, every hostile request refused with 400 QUERY_TOO_COMPLEX.`,
  async prepare() {
    const workload = benchWorkload();
    const server = await startGateway('http-hostile', 'memory', workload.catalogFile);
    try {
      const hostile = hostileQueries(workload.familyId);
      const cheap = workload.marketIds.map((id) => graphqlRequest(cheapQuery(id)));
      const [first] = cheap;
      if (!first) throw new Error(`${NAME}: no market to ask for`);
      const answer = (await requestJson(server, 'POST', first.path, first.body)) as {
        errors?: unknown;
      };
      if (answer.errors) throw new Error(`cheap query failed: ${JSON.stringify(answer.errors)}`);
      for (const query of [hostile.sixLevel, hostile.aliases]) {
        const code = await codeOf(server, query);
        if (code !== '400 QUERY_TOO_COMPLEX') throw new Error(`a hostile query got ${code}`);
      }
      const attack = [graphqlRequest(hostile.sixLevel), graphqlRequest(hostile.aliases)];
      const cheapRuns: LoadResult[] = [];
      const hostileRuns: LoadResult[] = [];
      const cheapLoad = (seconds: number) =>
        runLoad({
          url: server.url,
          requests: cheap,
          connections: CHEAP_CONNECTIONS,
          durationSeconds: seconds,
          apiKey: API_KEY,
        });
      let alone: LoadResult | undefined;
      const both = (seconds: number) =>
        Promise.all([
          runLoad({
            url: server.url,
            requests: cheap,
            connections: CHEAP_CONNECTIONS,
            durationSeconds: seconds,
            apiKey: API_KEY,
          }),
          runLoad({
            url: server.url,
            requests: attack,
            connections: HOSTILE_CONNECTIONS,
            durationSeconds: seconds,
            apiKey: API_KEY,
          }),
        ]);
      let warmedUp = false;
      return {
        async run() {
          if (!warmedUp) {
            await both(WARM_UP_SECONDS);
            // For comparison (not a run): the same cheap load with no hostile client.
            alone = await cheapLoad(RUN_SECONDS);
            warmedUp = true;
          }
          const [cheapResult, hostileResult] = await both(RUN_SECONDS);
          cheapRuns.push(cheapResult);
          hostileRuns.push(hostileResult);
          return cheapResult.p99Ms;
        },
        note() {
          const p99s = cheapRuns.map((r) => r.p99Ms).join(', ');
          const median = [...cheapRuns].sort((a, b) => a.p99Ms - b.p99Ms)[cheapRuns.length >> 1]!;
          const hostileRate =
            hostileRuns.reduce((n, r) => n + r.requestsPerSecond, 0) / hostileRuns.length;
          const refused = hostileRuns.reduce((n, r) => n + r.non2xx, 0);
          const answered = hostileRuns.reduce((n, r) => n + r.responses, 0);
          const baseline = alone ? `; the same cheap load alone: ${describeLoad(alone)}` : '';
          return `cheap query (median run): ${describeLoad(median)}; p99 of the runs ${p99s} ms${baseline}; hostile: ${formatNumber(hostileRate)} req/s on average, ${formatNumber(refused)} of ${formatNumber(answered)} answered non-2xx (${hostileRuns.map((r) => r.statusCodes).join('; ')}), ${hostileRuns.reduce((n, r) => n + r.errors, 0)} connection errors`;
        },
        verdict(result: Measured): Verdict {
          const cheapClean = cheapRuns.every((r) => r.errors === 0 && r.non2xx === 0);
          const allRefused = hostileRuns.every((r) => r.non2xx === r.responses && r.errors === 0);
          return {
            target: `cheap p99 < ${TARGET_P99_MS} ms, 0 cheap errors, every hostile request refused`,
            met: result.median < TARGET_P99_MS && cheapClean && allRefused,
          };
        },
        dispose: () => server.stop(),
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
};
