// Where a hostile request's CPU goes before it is refused (docs/benchmarks.md, "Honest client under
// attack: the CPU of each refusal"): the real app (createServices + buildApp, memory store, the
// bench catalog, the defaults of `settlegraph serve` for the budgets) in this process, each attack
// of bench/http/hostile.bench.ts sent by Fastify's inject in a loop, and process.cpuUsage around
// the loop. Then each step of the refusal on its own: the body's shape scan, JSON.parse, the
// document's token scan, graphql-js's parse, Apollo's validation and the cost measure; last, each
// attack answered 429 to a key past its refusals of the minute. Not a row
// of the table: `node dist/bench/http/hostile-cpu.js [requests]`.
import { specifiedRules, validate } from 'graphql';
import { buildApp } from '../../src/app/app';
import { importCatalogFiles } from '../../src/catalog/load-catalog-files';
import { jsonTextExcess } from '../../src/domain/json-shape';
import { buildGraphqlSchema } from '../../src/graphql/build-schema';
import { QueryLimits } from '../../src/graphql/query-limits';
import { scanOperation } from '../../src/graphql/document-scan';
import { ApiKeys } from '../../src/http/auth';
import { DEFAULT_GRAPHQL_LIMITS } from '../../src/domain/limits';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { benchWorkload } from './catalog';
import { API_KEY, cheapQuery, graphqlRequest } from './workload';
import { hostileAttacks } from './hostile.bench';

const HOSTILE_KEY = 'bench-hostile-key-0123456789';
const REQUESTS = Number(process.argv[2] ?? 200);

/** CPU microseconds per call of `work`, over `times` calls (after 10 untimed). */
function cpuPerCall(times: number, work: () => unknown): number {
  for (let i = 0; i < 10; i += 1) work();
  const start = process.cpuUsage();
  for (let i = 0; i < times; i += 1) work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / times;
}

async function cpuPerCallAsync(times: number, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i += 1) await work();
  const start = process.cpuUsage();
  for (let i = 0; i < times; i += 1) await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / times;
}

const tried = <T>(work: () => T): T | undefined => {
  try {
    return work();
  } catch {
    return undefined;
  }
};

async function main(): Promise<void> {
  const workload = benchWorkload();
  const store = new MemoryStore();
  await importCatalogFiles(store, [workload.catalogFile]);
  const services = createServices(store, { tokenSecret: 'bench-secret' });
  const app = await buildApp(services, {
    apiKeys: new ApiKeys([
      { key: API_KEY, scopes: ['bench'], operator: true },
      { key: HOSTILE_KEY, scopes: ['bench-hostile'] },
    ]),
    keyConcurrentRequests: 8,
  });
  const schema = await buildGraphqlSchema();
  const limits = new QueryLimits(schema, DEFAULT_GRAPHQL_LIMITS);
  const rows = [
    { name: 'honest cheap query', requests: [graphqlRequest(cheapQuery(workload.marketIds[0]!))] },
    ...hostileAttacks(workload.familyId),
  ];
  console.log(
    `load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const inject = (row: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        authorization: `Bearer ${row.startsWith('honest') ? API_KEY : HOSTILE_KEY}`,
        'content-type': 'application/json',
      },
      payload,
    });
  // Every row once through, untimed, so the first row's figures carry no warming up.
  for (const row of rows)
    for (const request of row.requests)
      for (let i = 0; i < 20; i += 1) await inject(row.name, request.body ?? '');
  for (const row of rows) {
    for (const request of row.requests) {
      const send = () => inject(row.name, request.body ?? '');
      const answer = await send();
      const whole = await cpuPerCallAsync(REQUESTS, send);
      // The same request with another family ID each time (texts made before the clock starts).
      const texts = Array.from({ length: REQUESTS + 10 }, (_, i) =>
        (request.body ?? '').split(workload.familyId).join(`${workload.familyId}-${i}`),
      );
      let next = 0;
      const fresh = await cpuPerCallAsync(REQUESTS, () => inject(row.name, texts[next++]!));
      const body = Buffer.from(request.body ?? '');
      const text = body.toString('utf8');
      const steps: [string, number][] = [
        ['shape scan', cpuPerCall(REQUESTS, () => jsonTextExcess(body))],
        ['JSON.parse', cpuPerCall(REQUESTS, () => tried(() => JSON.parse(text) as unknown))],
      ];
      const sent = tried(() => JSON.parse(text) as { query?: string }) ?? {};
      const query = sent.query;
      if (typeof query === 'string') {
        steps.push([
          'token scan',
          cpuPerCall(REQUESTS, () => scanOperation(query, undefined, limits.limits.maxTokens)),
        ]);
        steps.push(['parse', cpuPerCall(REQUESTS, () => tried(() => limits.parse(query)))]);
        const document = tried(() => limits.parse(query));
        if (document) {
          steps.push([
            'validate',
            cpuPerCall(Math.min(REQUESTS, 20), () => validate(schema, document, specifiedRules)),
          ]);
          steps.push([
            'measure',
            cpuPerCall(Math.min(REQUESTS, 20), () =>
              tried(() => new QueryLimits(schema, limits.limits).measure(document, undefined, {})),
            ),
          ]);
        }
      }
      console.log(
        `${row.name} (${body.length} bytes): ${answer.statusCode} ${JSON.parse(answer.body).errors?.[0]?.extensions?.code ?? ''}; ` +
          `${whole.toFixed(0)} µs of CPU a request, ${fresh.toFixed(0)} µs with a new literal each; ` +
          steps.map(([name, us]) => `${name} ${us.toFixed(1)} µs`).join(', '),
      );
    }
  }
  await app.close();

  // The same attacks from a key past its refusals of the minute (docs/decisions.md, "Fairness: a
  // key pays for its refusals"), answered 429 at once (no hold), the rate limit far out of reach.
  const penalising = await buildApp(services, {
    apiKeys: new ApiKeys([{ key: HOSTILE_KEY, scopes: ['bench-hostile'] }]),
    keyConcurrentRequests: 8,
    rateLimitPerMinute: 1_000_000_000,
    keyRefusalsPerMinute: 1,
    keyRefusalHoldMs: 0,
  });
  const penalised = (payload: string) =>
    penalising.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${HOSTILE_KEY}`, 'content-type': 'application/json' },
      payload,
    });
  // Its first refusal is its last: the key is penalised from the next request on.
  await penalised(rows[1]!.requests[0]!.body ?? '');
  for (const row of rows.slice(1))
    for (const request of row.requests) {
      const send = () => penalised(request.body ?? '');
      const answer = await send();
      const us = await cpuPerCallAsync(REQUESTS, send);
      console.log(
        `${row.name}, its key penalised: ${answer.statusCode} ${JSON.parse(answer.body).errors?.[0]?.extensions?.code ?? ''}; ${us.toFixed(0)} µs of CPU a request`,
      );
    }
  await penalising.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
