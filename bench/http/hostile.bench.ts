// The GraphQL front door under attack (docs/decisions.md, "GraphQL limits" and "Fairness: a
// budget of work per API key"): while a hostile API key keeps sending one attack, how does an
// honest key's cheap query fare against the same load alone? Each attack is a row of its own,
// measured with the honest load alone just before it: the six-level query and the 2,000-alias query
// (refused QUERY_TOO_COMPLEX), a document of 30 fragments each spreading the one before twice
// (refused QUERY_TOO_COMPLEX), and a variable of arrays nested 5,000 deep (refused
// INVALID_REQUEST before it is parsed). A hostile request past the key's budget of requests in
// progress, or of CPU, is refused 429 RATE_LIMITED (the latter after waiting for its share), as is
// one of a key past its refusals of the minute (after a hold: docs/decisions.md, "Fairness: a key
// pays for its refusals").
import type { Benchmark, Measured, Verdict } from '../harness';
import { formatNumber } from '../harness';
import { benchWorkload } from './catalog';
import { GATEWAY_SETTINGS, startGateway } from './gateway';
import { type LoadRequest, type LoadResult, runLoad } from './load';
import type { ServerProcess } from './server-process';
import { RUNS, RUN_SECONDS, WARM_UP_SECONDS } from './throughput';
import { API_KEY, cheapQuery, graphqlRequest, hostileQueries } from './workload';
import { RECOMMENDED_KEY_REFUSALS_PER_MINUTE } from '../../src/http/limits-env';

const NAME = 'http/memory/graphql-under-hostile-load';
const HOSTILE_CONNECTIONS = 16;
const CHEAP_CONNECTIONS = 16;
/** The honest key's p99 under attack at most this many times its p99 alone. */
const TARGET_P99_RATIO = 2;
/** Its throughput under attack at least this share of its throughput alone. */
const TARGET_RPS_SHARE = 0.5;
const HOSTILE_KEY = 'bench-hostile-key-0123456789';
/**
 * Gateway settings a run may change, for a before and after on one build: BENCH_KEY_CPU_SHARE_PERCENT
 * is SETTLEGRAPH_KEY_CPU_SHARE_PERCENT (0: without the budget of CPU per key),
 * BENCH_KEY_REFUSALS_PER_MINUTE is SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE (0: without the penalty for
 * refusals; the recommended 60 when unset, since the rows measure a gateway shared by keys that
 * do not trust each other), BENCH_KEY_REFUSAL_HOLD_MS is SETTLEGRAPH_KEY_REFUSAL_HOLD_MS.
 */
const BENCH_SETTINGS: Record<string, string> = Object.fromEntries(
  [
    ['BENCH_KEY_CPU_SHARE_PERCENT', 'SETTLEGRAPH_KEY_CPU_SHARE_PERCENT'],
    ['BENCH_KEY_REFUSALS_PER_MINUTE', 'SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE'],
    ['BENCH_KEY_REFUSAL_HOLD_MS', 'SETTLEGRAPH_KEY_REFUSAL_HOLD_MS'],
  ].flatMap(([bench, gateway]) => {
    const value =
      process.env[bench!] ??
      (gateway === 'SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE'
        ? String(RECOMMENDED_KEY_REFUSALS_PER_MINUTE)
        : undefined);
    return value === undefined ? [] : [[gateway!, value]];
  }),
);
const CHANGED_SETTINGS = Object.entries(BENCH_SETTINGS)
  .map(([name, value]) => `, ${name}=${value}`)
  .join('');

/** The attacks, each a hostile row: its requests and the statuses that refuse it. */
export function hostileAttacks(familyId: string): { name: string; requests: LoadRequest[] }[] {
  const hostile = hostileQueries(familyId);
  const fragments = Array.from(
    { length: 30 },
    (_, i) => `fragment F${i + 1} on Family { ${i === 0 ? 'familyId' : `...F${i} ...F${i}`} }`,
  ).join(' ');
  // Written out: JSON.stringify itself would recurse 5,000 deep.
  const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
  return [
    {
      name: 'six levels and 2,000 aliases',
      requests: [graphqlRequest(hostile.sixLevel), graphqlRequest(hostile.aliases)],
    },
    {
      name: '30 fragments doubling',
      requests: [
        graphqlRequest(`{ family(familyId: ${JSON.stringify(familyId)}) { ...F30 } } ${fragments}`),
      ],
    },
    {
      name: 'a variable nested 5,000 deep',
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          body: `{"query":"query Q($v: [String]) { __typename }","variables":{"v":${deep}}}`,
        },
      ],
    },
  ];
}

/** One hostile row of one run: the honest load alone, then beside the attack. */
interface RowRun {
  attack: string;
  alone: LoadResult;
  attacked: LoadResult;
  hostile: LoadResult;
}

const p99Ratio = (r: RowRun) => r.attacked.p99Ms / Math.max(1, r.alone.p99Ms);
const rpsShare = (r: RowRun) => r.attacked.requestsPerSecond / r.alone.requestsPerSecond;

export const hostileBenchmark: Benchmark = {
  name: NAME,
  description: `POST /graphql: an honest API key's cheap query (one market with its outcomes, each market of the catalog in turn) on ${CHEAP_CONNECTIONS} connections, alone and then while another API key keeps sending one attack on ${HOSTILE_CONNECTIONS} connections; each attack is a hostile row: the six-level query (family → markets → families → …) with the 2,000-alias query, a document of 30 fragments each spreading the one before twice, and a variable of arrays nested 5,000 deep. Memory store. The value is the largest ratio of the honest key's p99 under an attack to its p99 alone; the note gives each row's p99 and throughput against alone.`,
  runs: RUNS,
  unit: '×',
  notes: `settlegraph serve in a child process, ${GATEWAY_SETTINGS}${CHANGED_SETTINGS} and two API keys (so the GraphQL limits, the per-key budgets of requests in progress, SETTLEGRAPH_KEY_CONCURRENT_REQUESTS, and of CPU, SETTLEGRAPH_KEY_CPU_SHARE_PERCENT, and the penalty for refusals, SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE and SETTLEGRAPH_KEY_REFUSAL_HOLD_MS, are the defaults${CHANGED_SETTINGS === '' ? '' : ' but for those named'}); two autocannon instances in the bench process at once; ${RUN_SECONDS} s loads after a ${WARM_UP_SECONDS} s warm-up. Target, in every hostile row: the honest key's p99 within ${TARGET_P99_RATIO}× of its p99 alone, its throughput at least ${TARGET_RPS_SHARE * 100}% of alone, no honest request failed, every hostile request refused (400 or 429).`,
  async prepare() {
    const workload = benchWorkload();
    const server = await startGateway('http-hostile', 'memory', workload.catalogFile, {
      SETTLEGRAPH_API_KEYS: JSON.stringify([
        { key: API_KEY, scopes: ['bench'], operator: true },
        { key: HOSTILE_KEY, scopes: ['bench-hostile'] },
      ]),
      ...BENCH_SETTINGS,
    });
    try {
      const rows = hostileAttacks(workload.familyId);
      const cheap = workload.marketIds.map((id) => graphqlRequest(cheapQuery(id)));
      for (const row of rows)
        for (const request of row.requests) {
          const code = await statusOf(server, request);
          if (code !== 400) throw new Error(`${NAME}: ${row.name} got ${code}, not 400`);
        }
      if ((await statusOf(server, cheap[0]!)) !== 200)
        throw new Error(`${NAME}: the cheap query failed`);
      const runs: RowRun[][] = [];
      const honest = (seconds: number) =>
        runLoad({
          url: server.url,
          requests: cheap,
          connections: CHEAP_CONNECTIONS,
          durationSeconds: seconds,
          apiKey: API_KEY,
        });
      const attacked = (requests: LoadRequest[], seconds: number) =>
        Promise.all([
          honest(seconds),
          runLoad({
            url: server.url,
            requests,
            connections: HOSTILE_CONNECTIONS,
            durationSeconds: seconds,
            apiKey: HOSTILE_KEY,
          }),
        ]);
      let warmedUp = false;
      return {
        async run() {
          if (!warmedUp) {
            for (const row of rows) await attacked(row.requests, WARM_UP_SECONDS);
            warmedUp = true;
          }
          const run: RowRun[] = [];
          for (const row of rows) {
            const alone = await honest(RUN_SECONDS);
            const [cheapResult, hostile] = await attacked(row.requests, RUN_SECONDS);
            run.push({ attack: row.name, alone, attacked: cheapResult, hostile });
          }
          runs.push(run);
          return Math.max(...run.map(p99Ratio));
        },
        note() {
          const rowNotes = rows.map((row) => {
            const of = runs.map((run) => run.find((r) => r.attack === row.name)!);
            const median = [...of].sort((a, b) => p99Ratio(a) - p99Ratio(b))[of.length >> 1]!;
            const statuses = of.map((r) => r.hostile.statusCodes).join('; ');
            return `${row.name}: honest p99 ${median.attacked.p99Ms} ms against ${median.alone.p99Ms} ms alone (${formatNumber(p99Ratio(median))}×; runs ${of.map((r) => formatNumber(p99Ratio(r))).join(', ')}×), ${formatNumber(median.attacked.requestsPerSecond)} against ${formatNumber(median.alone.requestsPerSecond)} req/s alone (${formatNumber(100 * rpsShare(median))}%; runs ${of.map((r) => formatNumber(100 * rpsShare(r))).join(', ')}%), honest non-2xx ${of.reduce((n, r) => n + r.attacked.non2xx + r.attacked.errors, 0)}; hostile ${formatNumber(median.hostile.requestsPerSecond)} req/s, answered ${statuses}`;
          });
          return rowNotes.join('. ');
        },
        verdict(result: Measured): Verdict {
          const all = runs.flat();
          const honestClean = all.every((r) => r.attacked.errors === 0 && r.attacked.non2xx === 0);
          const allRefused = all.every(
            (r) => r.hostile.non2xx === r.hostile.responses && r.hostile.errors === 0,
          );
          const shares = all.every((r) => rpsShare(r) >= TARGET_RPS_SHARE);
          return {
            target: `each row: honest p99 ≤ ${TARGET_P99_RATIO}× alone, req/s ≥ ${TARGET_RPS_SHARE * 100}% alone, hostile refused`,
            met: result.median <= TARGET_P99_RATIO && shares && honestClean && allRefused,
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

/** The status of one request of the honest key (an untimed check). */
async function statusOf(server: ServerProcess, request: LoadRequest): Promise<number> {
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}
