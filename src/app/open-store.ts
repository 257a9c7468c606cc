// The configured store: Neo4j when NEO4J_URI is set, else the embedded memory store; with the
// time limits of what it is opened for (docs/decisions.md, "Imports get the import limits").
import { MemoryStore } from '../store/memory/memory-store';
import { READ_DEADLINE_MS, TRANSACTION_TIMEOUT_MS } from '../store/neo4j/time-limits';
import type { Store } from '../store/store';
import type { Config } from './config';

type StoreConfig = Pick<Config, 'neo4j'> & Partial<Pick<Config, 'fairValues' | 'idempotency'>>;
type Neo4jSettings = NonNullable<Config['neo4j']>;

/**
 * How long Neo4j may take: a read to answer (READ_DEADLINE_MS in executor.ts), and a transaction
 * before its rows are added (a commit gets 1 ms more per row it writes); a write waits for its
 * answer that long and WRITE_ANSWER_MARGIN_MS more.
 */
export interface StoreLimits {
  readDeadlineMs: number;
  transactionTimeoutMs: number;
}

/**
 * A request's limits: a client is answered within them, or told the store is unavailable.
 * SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS and SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS, 10 s each by default.
 */
export function requestLimits(neo4j: Neo4jSettings): StoreLimits {
  return {
    readDeadlineMs: neo4j.readDeadlineMs ?? READ_DEADLINE_MS,
    transactionTimeoutMs: neo4j.transactionTimeoutMs ?? REQUEST_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * An import's limits, whatever a request's: every import reads whole catalogs and writes large
 * commits, and no client waits on it. Imports are `import`, `ingest` and `settle`, the catalogs a
 * start imports (SETTLEGRAPH_CATALOG), every page of a sync pass and its cross-venue step, in
 * `serve` as in `sync`. SETTLEGRAPH_NEO4J_IMPORT_TIMEOUT_MS for both, 60 s by default.
 */
export function importLimits(neo4j: Neo4jSettings): StoreLimits {
  const ms = neo4j.importTimeoutMs ?? TRANSACTION_TIMEOUT_MS;
  return { readDeadlineMs: ms, transactionTimeoutMs: ms };
}

/** The store with the limits of its use: a serving process's requests, or imports. */
export async function openStore(
  config: StoreConfig,
  use: 'requests' | 'imports' = 'requests',
): Promise<Store> {
  if (!config.neo4j) return memoryStore(config);
  const limits = use === 'imports' ? importLimits(config.neo4j) : requestLimits(config.neo4j);
  // Loaded only for Neo4j: neo4j-driver (with rxjs) is about 0.1 s of a start's CPU.
  const { Neo4jStore } = await import('../store/neo4j/neo4j-store');
  return Neo4jStore.open({ ...config.neo4j, ...limits }, storeOptions(config));
}

/**
 * A serving process's store (`serve`): `store` with the request limits for what clients ask, and
 * `imports`, the same store on the same connections with the import limits, for the start-up
 * import and the sync. Closing `store` closes both.
 */
export async function openServingStore(
  config: StoreConfig,
): Promise<{ store: Store; imports: Store }> {
  if (!config.neo4j) {
    const store = memoryStore(config);
    return { store, imports: store };
  }
  const { Neo4jStore } = await import('../store/neo4j/neo4j-store');
  const store = await Neo4jStore.open(
    { ...config.neo4j, ...requestLimits(config.neo4j) },
    storeOptions(config),
  );
  return { store, imports: store.withLimits(importLimits(config.neo4j)) };
}

/**
 * A request's transaction before its rows are added: a fair-value batch or a compose is small,
 * and a Neo4j that does not answer fails it within this much and WRITE_ANSWER_MARGIN_MS.
 */
export const REQUEST_TRANSACTION_TIMEOUT_MS = 10_000;

function memoryStore(config: StoreConfig): Store {
  return new MemoryStore(storeOptions(config));
}

function storeOptions(config: StoreConfig) {
  return {
    ...(config.fairValues ? { fairValues: config.fairValues } : {}),
    ...(config.idempotency
      ? {
          idempotency: {
            bytesPerTenant: config.idempotency.bytesPerKey,
            bytesTotal: config.idempotency.bytesTotal,
          },
        }
      : {}),
  };
}
