// Catalog files from disk into the store, one import (one revision) per file, in order.

import type { Store } from '../store/store';
import { importDraft, readCatalogFile, type ImportResult } from './import-catalog';
import { readTextFile } from './read-text-file';

export interface FileImport extends ImportResult {
  file: string;
}

export async function importCatalogFiles(store: Store, files: string[]): Promise<FileImport[]> {
  const results: FileImport[] = [];
  for (const file of files) {
    const { draft } = readCatalogFile(await readTextFile(file), { source: file });
    results.push({ file, ...(await importDraft(store, draft, { source: file })) });
  }
  return results;
}
