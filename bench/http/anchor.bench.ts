// The anchor: the nested GraphQL query of http/neo4j/graphql-nested served by @neo4j/graphql
// (bench/http/neo4j-graphql-anchor.ts) over the same Neo4j data. Target: settlegraph with its
// caches off is at least twice as fast.
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import type { Benchmark } from '../harness';
import { formatNumber } from '../harness';
import { benchWorkload } from './catalog';
import { ceilingRps } from './ceiling.bench';
import { GATEWAY_SETTINGS, neo4jEnv, requestJson, sharedNeo4j, startGateway } from './gateway';
import { runLoad } from './load';
import { anchorQuery } from './neo4j-graphql-anchor';
import { startServerProcess } from './server-process';
import { CONNECTIONS, loadRun, measured, RUNS, RUN_SECONDS, WARM_UP_SECONDS } from './throughput';
import { API_KEY, graphqlRequest, nestedQuery } from './workload';

const SETTLEGRAPH = 'http/neo4j/graphql-nested';

interface NestedFamily {
  familyId: string;
  markets: unknown[];
}

export const anchorBenchmark: Benchmark = {
  name: 'http/neo4j/graphql-nested-anchor',
  description:
    'The query of http/neo4j/graphql-nested served by @neo4j/graphql 7 (one Cypher statement a query) over the same Neo4j, same fields and order, current rows only.',
  runs: RUNS,
  unit: 'req/s',
  notes: `Anchor server: Fastify 5 + Apollo Server 5 like the gateway, pino at info, no authentication; its typeDefs map settlegraph's Neo4j model (MarketVersion rows IN_FAMILY of the Family, filtered on validTo null; outcomes through the version's outcomeIds; Listing rows filtered on validTo null); before measuring, its response data is checked equal to settlegraph's. ${CONNECTIONS} connections, ${RUN_SECONDS} s runs after a ${WARM_UP_SECONDS} s warm-up. Target: settlegraph with both caches off (${SETTLEGRAPH}-uncached, ${GATEWAY_SETTINGS}) at least twice as fast. Profiled: the first version of settlegraph did 3.6 req/s here against the anchor's 24.5 (a managed transaction per read, three network writes each, and Apollo's cache-control plugin wrapping every resolver); with auto-commit reads, shared head reads, the plugin off and graphql-js in production mode both ran at about the same rate and the same gateway CPU a request (about 17-18 ms). With the read cache the gateway serves by default, settlegraph answers from memory after the first query, only its shared head read reaching Neo4j; the http/neo4j/graphql-nested-uncached row is the same load with the cache off, for a comparison on equal terms: there settlegraph made five statements (the head, the family, its market IDs, the markets, the listings of their outcomes) where the anchor makes one. Measured one at a time (in process, 50 queries): 3.3, 2.1, 2.4, 4.1 and 8.7 ms of round trip, 15 ms of gateway CPU a query, most of it neo4j-driver; Neo4j's JVM, both gateways and autocannon share two cores, so the statements a query bound the rate (117 against 100 req/s). Then look-ahead (docs/decisions.md, "GraphQL look-ahead"): the family is read with its market IDs and the page's markets with their listings, one statement each, so the query makes three (the head shared by concurrent requests); in process on a loaded machine the gateway CPU a query went from 8.5-9.7 ms to 7.2-8.6 ms (three runs each of 300 queries, 8 at a time). Then the listings of a page found by their market (one index seek a market instead of one an outcome: 4.9 against 6.8 ms of Neo4j CPU for the statement alone), and the family read with all its markets and listings when its first page holds them (one statement and the shared head a query). Neo4j's CPU a query, read from /proc for the JVM over 300 queries 8 at a time in process: settlegraph 4.4-6.2 ms, the anchor 6.8-7.1 ms; settlegraph's gateway about 6-7 ms a query, most of it neo4j-driver (decoding the record docs), JSON.parse of the docs and the garbage of both. Three full runs of the three rows on 2026-11-24 measured 137 against 64.0 req/s (2.14×, 19:35 UTC, load 1.8), 131 against 77.4 (1.69×, 19:37, load 3.0) and, on a quiet machine, 135 against 74.0 (1.82×, 19:53, load 1.5): about 1.7-2.1×, short of the target. What is left of settlegraph's side is its gateway (about 7.5 ms of CPU a query against the anchor's 13 ms, with Neo4j's share now the smaller); projecting only the selected fields in the statement, as the anchor does, instead of decoding and parsing whole record docs, is the way to the rest.`,
  async prepare() {
    const workload = benchWorkload();
    const ceiling = await ceilingRps();
    const neo4j = await sharedNeo4j(workload.catalogFile);
    const anchor = await startServerProcess({
      name: 'neo4j-graphql-anchor',
      script: path.join(__dirname, 'neo4j-graphql-anchor.js'),
      env: neo4jEnv(neo4j),
      readyPath: '/healthz',
    });
    try {
      const request = graphqlRequest(anchorQuery(workload.familyId));
      const theirs = (await requestJson(anchor, 'POST', request.path, request.body)) as {
        errors?: unknown;
        data?: { families: NestedFamily[] };
      };
      if (theirs.errors) throw new Error(`anchor errors: ${JSON.stringify(theirs.errors)}`);
      const ours = await settlegraphNested(workload.familyId);
      if (!isDeepStrictEqual(theirs.data?.families[0], ours.family))
        throw new Error('the anchor and settlegraph return different data for the nested query');
      const settlegraphRps = measured.get(SETTLEGRAPH)?.requestsPerSecond;
      const uncached = measured.get(`${SETTLEGRAPH}-uncached`)?.requestsPerSecond ?? ours.rps;
      const run = loadRun({
        name: 'http/neo4j/graphql-nested-anchor',
        servers: [anchor],
        target: anchor,
        requests: [request],
        connections: CONNECTIONS,
        unit: 'req/s',
        ceilingRps: ceiling,
        detail: `data equal to settlegraph's (${ours.family.markets.length} markets); settlegraph with its caches off: ${formatNumber(uncached)} req/s${measured.has(`${SETTLEGRAPH}-uncached`) ? '' : ' (one run measured here)'}${settlegraphRps === undefined ? '' : `, ${formatNumber(settlegraphRps)} req/s with its caches on`}`,
        verdict: (result, load) => ({
          target: 'settlegraph (caches off) ≥ 2× anchor req/s',
          met: load.errors === 0 && load.non2xx === 0 && uncached >= 2 * result.median,
        }),
      });
      return run;
    } catch (error) {
      await anchor.stop();
      throw error;
    }
  },
};

/**
 * settlegraph's answer on the shared Neo4j, and its req/s with its caches off when this run has not
 * measured it.
 */
async function settlegraphNested(familyId: string): Promise<{ family: NestedFamily; rps: number }> {
  const workload = benchWorkload();
  const gateway = await startGateway('anchor-check', 'neo4j', workload.catalogFile, {
    SETTLEGRAPH_RESPONSE_CACHE_MB: '0',
    SETTLEGRAPH_READ_CACHE_MB: '0',
  });
  try {
    const request = graphqlRequest(nestedQuery(familyId));
    const body = (await requestJson(gateway, 'POST', request.path, request.body)) as {
      data: { family: { familyId: string; markets: { nodes: unknown[] } } };
    };
    let rps = Number.NaN;
    if (!measured.has(`${SETTLEGRAPH}-uncached`)) {
      const load = () =>
        runLoad({
          url: gateway.url,
          requests: [request],
          connections: CONNECTIONS,
          durationSeconds: RUN_SECONDS,
          apiKey: API_KEY,
        });
      await load();
      rps = (await load()).requestsPerSecond;
    }
    // The anchor answers a plain list where settlegraph answers a connection's nodes.
    const { familyId: id, markets } = body.data.family;
    return { family: { familyId: id, markets: markets.nodes }, rps };
  } finally {
    await gateway.stop();
  }
}
