// `settlegraph ingest FILE...`: market data from NDJSON files into the configured store. With the
// memory store nothing outlives the command, so the files are validated against the catalogs
// `serve` would load (SETTLEGRAPH_CATALOG, else the demo) and nothing is kept.

import { demoCatalogPaths } from '../catalog/demo-catalog';
import { ingestMarketData } from '../catalog/ingest-ndjson';
import { importCatalogFiles } from '../catalog/load-catalog-files';
import type { Config } from '../app/config';
import { openStore } from '../app/open-store';
import { readTextFile } from '../catalog/read-text-file';

export async function runIngest(
  files: string[],
  config: Config,
  out: (line: string) => void,
): Promise<void> {
  const store = await openStore(config, 'imports');
  try {
    if (!config.neo4j) {
      const catalogs = config.catalogFiles.length > 0 ? config.catalogFiles : demoCatalogPaths();
      await importCatalogFiles(store, catalogs);
    }
    const texts = await Promise.all(
      files.map(async (name) => ({ name, text: await readTextFile(name) })),
    );
    const result = await ingestMarketData(store, texts);
    out(
      `${files.join(', ')}: ${result.lines} lines, ${result.rows} rows written in ${result.commits} commit(s), ${result.changes} coverage change records, store revision ${result.revision}`,
    );
    if (!config.neo4j)
      out(
        'memory store: the files are valid against the loaded catalogs; set NEO4J_URI to keep the data',
      );
  } finally {
    await store.close();
  }
}
