// settlegraph over HTTP on each store (issue "Performance, conformance and reliability, measured"):
// a single market lookup, GET /relationships of a well-connected outcome, POST /markets:resolve
// with 1,000 inputs and a nested GraphQL query, each against `settlegraph serve` in a child
// process, with autocannon in the bench process.
import type { Benchmark, Measured, Verdict } from '../harness';
import { formatNumber } from '../harness';
import { benchWorkload, dashboardWorkload } from './catalog';
import { ceilingRps } from './ceiling.bench';
import {
  GATEWAY_SETTINGS,
  mostConnectedOutcome,
  requestJson,
  startGateway,
  type StoreKind,
} from './gateway';
import type { LoadRequest, LoadResult } from './load';
import type { ServerProcess } from './server-process';
import {
  clean,
  CONNECTIONS,
  loadRun,
  RUNS,
  RUN_SECONDS,
  WARM_UP_SECONDS,
  type LoadPlan,
} from './throughput';
import {
  DASHBOARD_DEPTH,
  DASHBOARD_MARKETS,
  dashboardQuery,
  graphqlRequest,
  nestedQuery,
  NESTED_MARKETS,
  RESOLVE_INPUTS,
  relationshipsRequest,
  type Workload,
} from './workload';

const METHOD = `settlegraph serve in a child process, ${GATEWAY_SETTINGS}; autocannon in the bench process; ${RUN_SECONDS} s runs after a ${WARM_UP_SECONDS} s warm-up.`;

interface Target {
  readonly text: string;
  /** What profiling found, for the report: why the target is met or where it is missed. */
  readonly findings?: string;
  readonly minRps?: number;
  readonly maxP99Ms?: number;
  readonly maxMedianMs?: number;
  /** Server CPU a request, in µs (the gateway process's user + system time over the run). */
  readonly maxCpuUs?: number;
}

function verdictOf(target: Target | undefined): LoadPlan['verdict'] {
  return (result: Measured, load: LoadResult): Verdict => {
    const met =
      clean(load) &&
      (target?.minRps === undefined || result.median >= target.minRps) &&
      (target?.maxMedianMs === undefined || result.median < target.maxMedianMs) &&
      (target?.maxP99Ms === undefined || load.p99Ms < target.maxP99Ms) &&
      (target?.maxCpuUs === undefined ||
        (load.serverCpuUsPerRequest !== undefined &&
          load.serverCpuUsPerRequest <= target.maxCpuUs));
    return { target: target ? `${target.text}, 0 errors` : '0 errors, 0 non-2xx', met };
  };
}

interface Case {
  readonly key: string;
  readonly description: string;
  readonly unit: 'req/s' | 'ms';
  readonly connections: number;
  readonly targets: Partial<Record<StoreKind, Target>>;
  /** The stores it is also measured on with the caches off (an `-uncached` row beside it). */
  readonly uncachedToo?: readonly StoreKind[];
  /** The targets of those `-uncached` rows. */
  readonly uncachedTargets?: Partial<Record<StoreKind, Target>>;
  /** The stores it runs on (default both). */
  readonly stores?: readonly StoreKind[];
  /** Settings beyond the defaults, named in the note. */
  readonly env?: Readonly<Record<string, string>>;
  /** The catalog and requests it reads (default benchWorkload()). */
  readonly workload?: () => Workload;
  /** The requests, sent in turn; the first is checked against the server before any load. */
  readonly requests: (w: Workload, server: ServerProcess) => Promise<readonly LoadRequest[]>;
  /** Throws unless the response is what the benchmark means to measure; returns a detail. */
  readonly check: (w: Workload, body: unknown) => string;
}

const NESTED_FINDINGS =
  'The first measurement gave 133 req/s with p99 2.8 s and 7.7 ms of server CPU a request (graphql-js: a promise and a resolver call per field, a copied record per node, type-graphql wrapping every root). Profiled and fixed: operations run compiled by graphql-jit behind Apollo’s gateway interface, plain fields resolve without type-graphql’s wrappers (simpleResolvers), nodes are no longer copied to carry the revision of the request, and Node’s type resolution is synchronous: about 4.0 ms to 2.1 ms of CPU a request (in-process inject, alternating). Then the response cache (docs/decisions.md, GraphQL): a query of snapshot fields repeated at one revision is answered with the kept bytes. The -uncached row is the same load with both caches off.';

const CACHES_OFF = { SETTLEGRAPH_RESPONSE_CACHE_MB: '0', SETTLEGRAPH_READ_CACHE_MB: '0' };

const DASHBOARD_DESCRIPTION = `POST /graphql, a dashboard: family → venue events (2) → markets (${DASHBOARD_MARKETS} each) → outcomes → listings, each listing's quote (8 fields) and the top ${DASHBOARD_DEPTH} levels a side of its book (orderbook(depth: ${DASHBOARD_DEPTH}); books of 10 levels a side); every listing of the family has both.`;

const DASHBOARD_FINDINGS =
  'Measured from outside at 6.8-8.7 ms of server CPU a request (with quotes only). Profiled in process (--cpu-prof through the inspector, the dashboard query by inject, caches off): the cost measures were computed again for every request whose query has variables (5% of the CPU), the answer was searched whole for the request-ID slot of errors (4.5%), and whole books were serialised where a dashboard shows their top (orderbook(depth:) now cuts them). Then garbage collection (about 25%), Apollo’s JSON.stringify of the answer (9%), type-graphql’s field-resolver wrapper (about 6.5%), the market-data reads (about 9%: quotes and books were two loaders of at most 100 listings each), decimal.js midpoints (2.6%). Fixed (docs/decisions.md, “The dashboard query: one read of its market data, fields without wrappers”): quotes and books of a page in one read, read ahead by the markets connection so their fields answer without promises, field resolvers called without type-graphql’s wrapper, midpoints of short prices as integers, page tokens signed only when read; alternating runs at load 20: 13.8 ms to 8.7 ms of server CPU a request (docs/benchmarks.md, “Dashboard query: one read, fewer wrappers”). What remains grows with the 110 KB answer: garbage collection, Apollo’s JSON.stringify and the socket write. Attributed again by part and by allocation (docs/decisions.md, “The dashboard query: its CPU and its allocations by part”): graphql-jit’s generated code makes about 55% of the 1.6-1.7 MB a request allocates (a location and a response path built for every leaf, a resolve info and a path chain for every resolver call; garbage collection is 19-21% of the CPU); type-graphql about 1%, graphql-js under 1%; our resolvers, loaders, the store’s reads and the quotes together about 15-20% of the CPU. Then promises and sorts the answer did not need (docs/decisions.md, “The dashboard query: promises and sorts it did not need”): 1,130-1,340 promises a request to 460-830, 1.55 MB allocated a request to 1.34 MB; what is left is the answer’s text (V8’s JSON.stringify), garbage collection (half of the garbage made by graphql-jit’s generated code), the socket’s and the access log’s writes.';

const SERVED_CASES: readonly Case[] = [
  {
    key: 'market-lookup',
    uncachedToo: ['memory', 'neo4j'],
    description:
      'GET /v1/markets?market_id=… (a single lookup: one market, 2 outcomes), each market of the catalog in turn.',
    unit: 'req/s',
    connections: CONNECTIONS,
    targets: {
      memory: {
        text: '≥ 5,000 req/s, p99 < 20 ms',
        minRps: 5_000,
        maxP99Ms: 20,
        findings:
          'Profiled (--cpu-prof, self time summed per function); each change was then checked by alternating short runs of two servers, with and without it (the machine is too noisy for single runs: one build measured 4,189 and 6,799 req/s ten minutes apart). First the request path was made lighter: the second access-log line removed, the key ID bound into the request’s own pino logger instead of a child of it (about 50 µs: V8 used the per-request logger as a prototype), metrics handed to prom-client in batches (about 25 µs), the page-token scope built only for a token, callback hooks, the API key hashed in one call: 240-285 µs of server CPU a request before, 156-175 µs after. Full runs still measured 4,138-4,556 req/s (211-235 µs) at slow moments of the machine. The profile then put about 30% of the CPU in the socket write of the response and about 10% in the access-log line, costs every request pays, and about 40% in work that is the same for every lookup of a market at one revision: the service with its store reads (about 5%), serialising the 3.6 KB body (about 10%) and flattening the string for Content-Length (about 5%), with their garbage. Fixed with the response cache (docs/decisions.md, REST facade): the body is kept by URL and head revision. Alternating runs: 167 µs and 5,884 req/s without it, 102 µs and 9,089 req/s with it. The -uncached row is the same load with the response cache off. Later the serialiser was derived from the resource definitions (a generated function per object, src/rest/rest-codec.ts): the body of one market took 0.31 µs against 0.27 µs hand-written (alternating in-process runs on the demo catalog), and alternating runs of the whole lookup measured the same server CPU (cached 123 µs against 131 µs, uncached 179 µs against 180 µs, medians of three each).',
      },
      neo4j: {
        text: '≥ 1,500 req/s',
        minRps: 1_500,
        findings:
          'Profiled: about 70% of the gateway CPU of an uncached lookup (about 2 ms) is neo4j-driver: packstream, a stack trace captured per Result, and socket writes of about 250 µs each on this loopback; Neo4j’s JVM, the gateway and autocannon share two cores. Fixed: a one-statement read is an auto-commit transaction (one write, not three), and concurrent head reads share one round trip (about 220-380 req/s at that point); then the read cache (docs/decisions.md, Stores): a committed revision never changes, so after the first lookup of a market only the shared head read reaches Neo4j. Its first version still missed 73% of lookups under this load, because the 32 connections send the same sequence in lockstep and all missed the same key at once; concurrent reads of one key now share one read (300 misses in about 33,000 lookups). The response cache (docs/decisions.md, REST facade) then also skips the service and the serialisation, as on the memory store. The -uncached row is the same load with both caches off: two statements a lookup.',
      },
    },
    requests: (w) => Promise.resolve(w.lookups),
    check: (_w, body) => lookupDetail(body),
  },
  {
    key: 'relationships',
    uncachedToo: ['memory', 'neo4j'],
    description:
      'GET /v1/relationships?outcome_id=… of the most connected outcome of the nested family (default page size 50).',
    unit: 'req/s',
    connections: CONNECTIONS,
    targets: {},
    requests: async (w, server) => [
      relationshipsRequest(
        (await mostConnectedOutcome(server, w.catalogFile, w.candidateOutcomeIds)).outcomeId,
      ),
    ],
    check: (_w, body) => {
      const items = (body as { items: unknown[] }).items;
      if (items.length === 0) throw new Error('the outcome has no relationships');
      return `${items.length} relationships a page, ${JSON.stringify(body).length} bytes`;
    },
  },
  {
    key: 'resolve-1000',
    description: `POST /v1/markets:resolve with ${RESOLVE_INPUTS} inputs, one per listing (token_id; ticker, slug or venue_market_id with venue_outcome_id), one request at a time: the latency of one request.`,
    unit: 'ms',
    connections: 1,
    targets: { memory: { text: 'median < 50 ms', maxMedianMs: 50 } },
    requests: (w) => Promise.resolve([w.resolve]),
    check: (w, body) => {
      const items = (body as { items: { status: string }[] }).items;
      const resolved = items.filter((i) => i.status === 'RESOLVED').length;
      if (items.length !== w.resolveInputs || resolved !== w.resolveInputs)
        throw new Error(`resolve: ${resolved} of ${items.length} inputs resolved`);
      return `${resolved} of ${w.resolveInputs} inputs RESOLVED, ${JSON.stringify(body).length} bytes`;
    },
  },
  {
    key: 'graphql-nested',
    uncachedToo: ['memory', 'neo4j'],
    description: `POST /graphql: family → markets (${NESTED_MARKETS}) → outcomes → listings, 6 listing fields.`,
    unit: 'req/s',
    connections: CONNECTIONS,
    targets: {
      memory: {
        text: '≥ 2,000 req/s, p99 < 50 ms',
        minRps: 2_000,
        maxP99Ms: 50,
        findings: NESTED_FINDINGS,
      },
    },
    uncachedTargets: {
      memory: {
        text: 'server CPU ≤ 2,000 µs a request',
        maxCpuUs: 2_000,
        findings: NESTED_FINDINGS,
      },
    },
    requests: (w) => Promise.resolve([graphqlRequest(nestedQuery(w.familyId))]),
    check: (w, body) => checkNested(w, body),
  },
  {
    key: 'graphql-dashboard-quotes',
    description: `${DASHBOARD_DESCRIPTION} Response cache and Neo4j read cache off.`,
    unit: 'req/s',
    connections: CONNECTIONS,
    stores: ['memory'],
    env: CACHES_OFF,
    workload: dashboardWorkload,
    targets: {
      memory: {
        text: 'server CPU ≤ 2,000 µs a request',
        maxCpuUs: 2_000,
        findings: DASHBOARD_FINDINGS,
      },
    },
    requests: (w) => Promise.resolve([graphqlRequest(dashboardQuery(), { familyId: w.familyId })]),
    check: (w, body) => checkDashboard(w, body),
  },
  {
    key: 'graphql-dashboard-quotes-cached',
    description: `${DASHBOARD_DESCRIPTION} Response cache on (the default): the answer is kept with the catalog revision and the revision each listing's market data was last written at (docs/decisions.md, "Cached answers keyed by what they read"). Market data does not change during the run.`,
    unit: 'req/s',
    connections: CONNECTIONS,
    stores: ['memory'],
    workload: dashboardWorkload,
    targets: {},
    requests: (w) => Promise.resolve([graphqlRequest(dashboardQuery(), { familyId: w.familyId })]),
    check: (w, body) => checkDashboard(w, body),
  },
];

/**
 * The same requests with the caches off, beside the rows above: every request read and serialised,
 * on Neo4j every read a round trip. What a cold cache costs, and the comparison with the anchor
 * (which caches nothing) on equal terms.
 */
function uncached(c: Case, stores: readonly StoreKind[]): Case {
  return {
    ...c,
    uncachedToo: [],
    key: `${c.key}-uncached`,
    description: `${c.description} Response cache and Neo4j read cache off.`,
    stores,
    env: CACHES_OFF,
    targets: c.uncachedTargets ?? {},
  };
}

const CASES: readonly Case[] = SERVED_CASES.flatMap((c) =>
  c.uncachedToo?.length ? [c, uncached(c, c.uncachedToo)] : [c],
);

function lookupDetail(body: unknown): string {
  const items = (body as { items: unknown[] }).items;
  if (items.length !== 1) throw new Error(`lookup returned ${items.length} markets`);
  return `${JSON.stringify(body).length} bytes a response`;
}

export function checkNested(w: Workload, body: unknown): string {
  const response = body as {
    errors?: unknown[];
    data?: { family?: { markets: { nodes: { outcomes: { listings: unknown[] }[] }[] } } };
  };
  if (response.errors) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
  const markets = response.data?.family?.markets.nodes ?? [];
  if (markets.length !== w.familyMarkets)
    throw new Error(`nested query returned ${markets.length} of ${w.familyMarkets} markets`);
  const listings = markets.reduce(
    (n, m) => n + m.outcomes.reduce((k, o) => k + o.listings.length, 0),
    0,
  );
  return `${markets.length} markets, ${listings} listings, ${JSON.stringify(body).length} bytes a response`;
}

/** The dashboard's answer: every listing with a quote and a book of DASHBOARD_DEPTH levels a side. */
function checkDashboard(w: Workload, body: unknown): string {
  interface DashboardListing {
    quote: { bid: string | null } | null;
    orderbook: { bids: unknown[]; asks: unknown[] } | null;
  }
  const response = body as {
    errors?: unknown[];
    data?: {
      family?: {
        events: {
          nodes: { markets: { nodes: { outcomes: { listings: DashboardListing[] }[] }[] } }[];
        };
      };
    };
  };
  if (response.errors) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
  const listings = (response.data?.family?.events.nodes ?? []).flatMap((e) =>
    e.markets.nodes.flatMap((m) => m.outcomes.flatMap((o) => o.listings)),
  );
  const full = listings.filter(
    (l) =>
      l.quote?.bid !== null &&
      l.quote?.bid !== undefined &&
      l.orderbook?.bids.length === DASHBOARD_DEPTH &&
      l.orderbook.asks.length === DASHBOARD_DEPTH,
  );
  if (listings.length === 0 || full.length !== listings.length)
    throw new Error(
      `dashboard: ${full.length} of ${listings.length} listings with a quote and a book`,
    );
  return `${listings.length} listings with quotes and books, ${JSON.stringify(body).length} bytes a response; family ${w.familyId}`;
}

function gatewayBenchmark(store: StoreKind, c: Case): Benchmark {
  const target = c.targets[store];
  const name = `http/${store}/${c.key}`;
  return {
    name,
    description: `${c.description} ${store === 'memory' ? 'Memory store' : 'Neo4j store'}.`,
    runs: RUNS,
    unit: c.unit,
    notes: `${METHOD}${settingsOf(c.env)}${target ? ` Target: ${target.text}.` : ''}${target?.findings ? ` ${target.findings}` : ''}`,
    async prepare() {
      const workload = (c.workload ?? benchWorkload)();
      const server = await startGateway(
        name.replace(/\//g, '-'),
        store,
        workload.catalogFile,
        c.env,
      );
      try {
        const requests = await c.requests(workload, server);
        const [first] = requests;
        if (!first) throw new Error(`${name}: no request to send`);
        const answer = await requestJson(server, first.method, first.path, first.body);
        const detail = c.check(workload, answer);
        // The ceiling answers as many bytes as this row (its rows then compare like with like).
        const bodyBytes = Buffer.byteLength(JSON.stringify(answer));
        const ceiling = await ceilingRps(bodyBytes);
        return loadRun({
          name,
          servers: [server],
          target: server,
          requests,
          connections: c.connections,
          unit: c.unit,
          ceilingRps: ceiling,
          ceilingBodyBytes: bodyBytes,
          detail: `${detail}; catalog of ${workload.marketCount} markets, ${formatNumber(workload.listingCount)} listings`,
          verdict: verdictOf(target),
        });
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
  };
}

export const gatewayBenchmarks: readonly Benchmark[] = (['memory', 'neo4j'] as const).flatMap(
  (store) =>
    CASES.filter((c) => c.stores?.includes(store) ?? true).map((c) => gatewayBenchmark(store, c)),
);

function settingsOf(env: Readonly<Record<string, string>> | undefined): string {
  const settings = Object.entries(env ?? {}).map(([name, value]) => `${name}=${value}`);
  return settings.length > 0 ? ` Also ${settings.join(', ')}.` : '';
}
