// Catalog files from disk into the store, one import (one revision) per file, in order.

import type { Store } from '../store/store';
import { importCatalog, parseCatalog, type ImportResult } from './import-catalog';
import { readTextFile } from './read-text-file';

export interface FileImport extends ImportResult {
  file: string;
}

export async function importCatalogFiles(store: Store, files: string[]): Promise<FileImport[]> {
  const results: FileImport[] = [];
  for (const file of files) {
    const doc = parseCatalog(await readTextFile(file), file);
    results.push({ file, ...(await importCatalog(store, doc, { source: file })) });
  }
  return results;
}
