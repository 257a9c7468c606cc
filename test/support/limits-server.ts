// A test server whose store round trips are counted in /metrics, as `settlegraph serve` counts
// them (src/app/start.ts): "nothing ran" is then no store call between two scrapes.
import { importCatalog } from '../../src/catalog/import-catalog';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { buildApp, type AppOptions } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { Metrics } from '../../src/app/metrics';
import { createServices, type ServiceOptions } from '../../src/services/services';
import type { Store } from '../../src/store/store';
import { get, listenOnLoopback, TEST_KEYS, type TestServer } from './test-server';

export async function startCountedServer(
  store: Store,
  catalogs: CatalogDocument[],
  serviceOptions: ServiceOptions = {},
  appOptions: Partial<AppOptions> = {},
): Promise<TestServer> {
  for (const doc of catalogs) await importCatalog(store, doc);
  const metrics = new Metrics();
  const services = createServices(metrics.instrumentStore(store), {
    tokenSecret: 'test-secret',
    ...serviceOptions,
  });
  const app = await buildApp(services, {
    apiKeys: new ApiKeys(TEST_KEYS),
    metrics,
    ...appOptions,
  });
  return listenOnLoopback(app, store, services);
}

/** Store round trips counted so far (every method, every outcome). */
export async function storeCalls(server: TestServer): Promise<number> {
  const res = await get<string>(server, '/metrics');
  if (res.status !== 200) throw new Error(`GET /metrics: ${res.status}`);
  let total = 0;
  for (const match of res.body.matchAll(/^settlegraph_store_calls_total\{[^}]*\} (\d+)$/gm))
    total += Number(match[1]);
  return total;
}

/** Per-key budget refusals counted so far (settlegraph_key_budget_refusals_total), read with `key`. */
export async function keyBudgetRefusals(server: TestServer, key?: string): Promise<number> {
  const res = await get<string>(server, '/metrics', key);
  const line = res.body
    .split('\n')
    .find((l) => l.startsWith('settlegraph_key_budget_refusals_total '));
  return Number(line?.split(' ')[1] ?? 'NaN');
}
