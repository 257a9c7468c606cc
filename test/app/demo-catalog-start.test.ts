// A start without SETTLEGRAPH_CATALOG loads the bundled demo only into an empty store: a Neo4j
// that holds data is not written by a restart (docs/decisions.md, "Operations"); `demo` asks for
// it explicitly.
import { readConfig } from '../../src/app/config';
import { startServer } from '../../src/app/start';
import { Neo4jTestDatabase, neo4jTestConfig } from '../neo4j/neo4j-test-store';
import { importCatalog } from '../../src/catalog/import-catalog';
import { smallCatalog } from '../fixtures/small-catalog';

const database = new Neo4jTestDatabase();
afterAll(() => database.close());

async function started(
  env: Record<string, string> = {},
): Promise<{ head: number; lines: string[] }> {
  const lines: string[] = [];
  const server = await startServer(
    readConfig({
      NEO4J_URI: neo4jTestConfig().uri,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...env,
    }),
    (line) => lines.push(line),
  );
  try {
    return { head: (await server.store.head()).revision, lines };
  } finally {
    await server.close();
  }
}

test('a store holding data is not written by a start without SETTLEGRAPH_CATALOG', async () => {
  const store = await database.emptyStore();
  const { revision } = await importCatalog(store, smallCatalog());
  await store.close();
  const { head, lines } = await started();
  expect(head).toBe(revision);
  expect(lines.join('\n')).toContain(
    `the store holds revision ${revision}: the demo catalog is not loaded`,
  );
  // Asked for, the demo is imported into it: its generated catalog and its cross-venue one.
  expect((await started({ SETTLEGRAPH_CATALOG: 'demo' })).head).toBe(revision + 2);
});

test('an empty store gets the demo catalogs, the generated one and the cross-venue one', async () => {
  await (await database.emptyStore()).close();
  const { head, lines } = await started();
  expect(head).toBe(2);
  expect(lines.join('\n')).toMatch(/demo-catalog\.json.*records written/);
  expect(lines.join('\n')).toMatch(/demo-cross-venue\.catalog\.json.*records written/);
});
