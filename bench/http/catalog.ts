// The catalog every HTTP benchmark's servers load: generated (bench/support/generated-catalog.ts)
// and written once per run to a temp file. Six families of 50 binary markets, each outcome listed
// on Kalshi and Polymarket: 300 markets, 1,200 listings, so a family of 50 markets for the nested
// GraphQL query and 1,000 distinct listings for one resolve request.
import path from 'node:path';
import {
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
