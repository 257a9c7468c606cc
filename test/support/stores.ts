// The two stores every store-facing test runs against. The Neo4j one shares one driver per test
// file and empties the database for each store it opens (its jest worker's own: test/setup/).
import { MemoryStore } from '../../src/store/memory/memory-store';
import { ReadCachedStore } from '../../src/store/read-cache';
import type { IdempotencyBounds } from '../../src/store/idempotency';
import type { FairValueBounds, Store } from '../../src/store/store';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';

/** What a test may set of a store; the defaults otherwise. */
export interface StoreOptions {
  fairValues?: FairValueBounds;
  idempotency?: IdempotencyBounds;
}

export interface StoreKind {
  name: string;
  open(options?: StoreOptions): Promise<Store>;
}

let database: Neo4jTestDatabase | undefined;

afterAll(async () => {
  await database?.close();
  database = undefined;
});

export const STORE_KINDS: StoreKind[] = [
  { name: 'memory', open: (options = {}) => Promise.resolve(new MemoryStore(options)) },
  // As the gateway serves it: behind the read cache (src/app/start.ts).
  {
    name: 'neo4j',
    open: async (options = {}) =>
      new ReadCachedStore(await (database ??= new Neo4jTestDatabase()).emptyStore(options), {
        maxBytes: 16 * 1024 * 1024,
      }),
  },
];
