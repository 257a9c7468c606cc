// The two stores every store-facing test runs against. The Neo4j one shares one driver per test
// file and empties the database for each store it opens (test files run serially).
import { MemoryStore } from '../../src/store/memory/memory-store';
import { ReadCachedStore } from '../../src/store/read-cache';
import type { Store } from '../../src/store/store';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';

export interface StoreKind {
  name: string;
  open(): Promise<Store>;
}

let database: Neo4jTestDatabase | undefined;

afterAll(async () => {
  await database?.close();
  database = undefined;
});

export const STORE_KINDS: StoreKind[] = [
  { name: 'memory', open: () => Promise.resolve(new MemoryStore()) },
  // As the gateway serves it: behind the read cache (src/server/start.ts).
  {
    name: 'neo4j',
    open: async () =>
      new ReadCachedStore(await (database ??= new Neo4jTestDatabase()).emptyStore(), {
        maxBytes: 16 * 1024 * 1024,
      }),
  },
];
