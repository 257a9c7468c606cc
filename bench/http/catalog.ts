// The catalog every HTTP benchmark's servers load: generated (bench/support/generated-catalog.ts)
// and written once per run to a temp file. Six families of 50 binary markets, each outcome listed
// on Kalshi and Polymarket: 300 markets, 1,200 listings, so a family of 50 markets for the nested
// GraphQL query and 1,000 distinct listings for one resolve request.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CatalogDocument,
  type CatalogSize,
  listingCount,
  writeGeneratedCatalog,
} from '../support/generated-catalog';
import { temporaryDirectory } from './server-process';
import { workloadOf, type Workload } from './workload';

export const HTTP_CATALOG_SIZE: CatalogSize = {
  families: 6,
  marketsPerFamily: 50,
  scenariosPerFamily: 24,
};

let workload: Workload | undefined;

export function benchWorkload(): Workload {
  if (!workload) {
    const file = path.join(temporaryDirectory('settlegraph-bench-catalog-'), 'catalog.json');
    writeGeneratedCatalog(HTTP_CATALOG_SIZE, file);
    workload = workloadOf(file);
    if (workload.listingCount !== listingCount(HTTP_CATALOG_SIZE))
      throw new Error(
        `${file}: ${workload.listingCount} listings, expected ${listingCount(HTTP_CATALOG_SIZE)}`,
      );
  }
  return workload;
}

/** Book levels a side of the dashboard catalog's books: more than the dashboard shows. */
const BOOK_LEVELS = 10;
const DASHBOARD_OBSERVED_AT = '2026-11-20T15:30:00Z';

let dashboard: Workload | undefined;

/**
 * The same catalog with a quote and a book of BOOK_LEVELS levels a side on every listing of the
 * nested family: what the dashboard rows read. Prices in cents, asks above bids.
 */
export function dashboardWorkload(): Workload {
  if (!dashboard) {
    const base = benchWorkload();
    const catalog = JSON.parse(readFileSync(base.catalogFile, 'utf8')) as CatalogDocument;
    const marketData = catalog.market_data;
    if (!marketData) throw new Error(`${base.catalogFile} has no market data`);
    const quotes = [...marketData.quotes];
    const orderbooks = [...marketData.orderbooks];
    let n = 0;
    for (const market of catalog.markets) {
      if (!market.family_ids.includes(base.familyId)) continue;
      for (const outcome of market.outcomes)
        for (const listing of outcome.listings) {
          const bid = 20 + (n++ % 60);
          const cents = (c: number) => `0.${String(c).padStart(2, '0')}`;
          quotes.push({
            listing_id: listing.listing_id,
            bid: cents(bid),
            bid_size: '120',
            ask: cents(bid + 2),
            ask_size: '75.5',
            observed_at: DASHBOARD_OBSERVED_AT,
          });
          const levels = Array.from({ length: BOOK_LEVELS }, (_, k) => k);
          orderbooks.push({
            listing_id: listing.listing_id,
            observed_at: DASHBOARD_OBSERVED_AT,
            bids: levels.map((k) => [cents(bid - k), String(120 + 10 * k)]),
            asks: levels.map((k) => [cents(bid + 2 + k), `${75 + 5 * k}.5`]),
          });
        }
    }
    catalog.market_data = { ...marketData, quotes, orderbooks };
    const file = path.join(temporaryDirectory('settlegraph-bench-dashboard-'), 'catalog.json');
    writeFileSync(file, JSON.stringify(catalog));
    dashboard = workloadOf(file);
  }
  return dashboard;
}
