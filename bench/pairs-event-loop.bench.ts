// The event loop during a cross-venue pairs request (docs/decisions.md, "Cross-venue pairs
// matched off the event loop"): the gateway in this process on a memory store holding generated
// Kalshi and Polymarket markets (test/support/candidate-markets.ts), one GET /v1/cross-venue-pairs
// that matches the catalog (the first read of a revision), and perf_hooks.monitorEventLoopDelay
// watching the serving event loop meanwhile. Its maximum is the longest piece the request held
// the loop for (to the monitor's resolution); the run's value is the request's wall time.
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../src/app/app';
import { importCatalog } from '../src/catalog/import-catalog';
import { ApiKeys } from '../src/http/auth';
import { createServices } from '../src/services/services';
import { MemoryStore } from '../src/store/memory/memory-store';
import { generateCandidateMarkets } from '../test/support/candidate-markets';
import { catalogOf } from './candidates.bench';
import type { Benchmark } from './harness';

const KEY = 'bench-pairs-key';

function pairsEventLoopBenchmark(perVenue: number): Benchmark {
  const size = `${perVenue.toLocaleString('en')} × ${perVenue.toLocaleString('en')}`;
  return {
    name: `pairs/event-loop-${perVenue / 1000}k`,
    description:
      `One GET /v1/cross-venue-pairs?page_size=50 over ${size} generated markets in a memory ` +
      'store, the first read of the revision (the catalog is matched): wall time of the request, ' +
      'with the longest event-loop piece meanwhile in the note.',
    runs: 1,
    notes:
      'The gateway (createServices + buildApp, default settings) in the bench process on ' +
      'loopback; the catalog imported before the run (not timed). perf_hooks.monitorEventLoopDelay ' +
      '(resolution 10 ms) is enabled just before the request and read when its answer has ' +
      'arrived: max is the longest time the event loop could not run a timer. CPU time is the ' +
      "process's (process.cpuUsage: the event loop and any worker thread). Target: no piece " +
      'over 100 ms. The machine is shared with other work: the load average is part of the figure.',
    async prepare() {
      const store = new MemoryStore();
      const { markets } = generateCandidateMarkets(perVenue);
      await importCatalog(store, catalogOf(markets), { source: 'pairs event-loop benchmark' });
      markets.length = 0;
      const services = createServices(store, { tokenSecret: 'bench-secret' });
      const app = await buildApp(services, {
        apiKeys: new ApiKeys([{ key: KEY, scopes: [], operator: true }]),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP address');
      const url = `http://127.0.0.1:${address.port}/v1/cross-venue-pairs?page_size=50`;
      let note = '';
      return {
        run: async () => {
          const load = loadavg()[0]!;
          const delay = monitorEventLoopDelay({ resolution: 10 });
          const cpu = process.cpuUsage();
          const start = performance.now();
          delay.enable();
          const res = await answerOf(url);
          const body = JSON.parse(res.text) as { items?: unknown[] };
          delay.disable();
          const millis = performance.now() - start;
          const used = process.cpuUsage(cpu);
          if (res.status !== 200) throw new Error(`pairs answered ${res.status}`);
          note =
            `status ${res.status}, ${body.items?.length ?? 0} pairs on the page; event-loop ` +
            `delay max ${(delay.max / 1e6).toFixed(0)} ms, p99 ` +
            `${(delay.percentile(99) / 1e6).toFixed(0)} ms; CPU ` +
            `${((used.user + used.system) / 1000).toFixed(0)} ms; load average ` +
            `${load.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
          return millis;
        },
        note: () => note,
        dispose: async () => {
          await app.close();
          await store.close();
        },
      };
    },
  };
}

/**
 * A GET by node:http, which waits as long as the answer takes: fetch gives up on headers after
 * 300 s, which a matching at 100,000 a venue on a loaded machine passes.
 */
function answerOf(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${KEY}` } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

export const pairsEventLoopBenchmarks: readonly Benchmark[] = [
  pairsEventLoopBenchmark(10_000),
  pairsEventLoopBenchmark(100_000),
];
