// docs/catalog-format.md's example is a catalog the import takes as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCatalog, parseCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';

test('the example of docs/catalog-format.md imports', async () => {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'catalog-format.md'), 'utf8');
  const example = /## Example\n\n```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
  expect(example).toBeDefined();
  const store = new MemoryStore();
  const result = await importCatalog(store, parseCatalog(example!, 'catalog-format.md'));
  expect(result.records).toBeGreaterThan(0);
  expect(result.revision).toBe(1);
});
