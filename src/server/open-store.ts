// The configured store: Neo4j when NEO4J_URI is set, else the embedded memory store.
import { MemoryStore } from '../store/memory/memory-store';
import { TRANSACTION_TIMEOUT_MS } from '../store/neo4j/executor';
import { Neo4jStore } from '../store/neo4j/neo4j-store';
import type { Store } from '../store/store';
import type { Config } from './config';

/**
 * `batch`: a command that reads whole catalogs (import, ingest) waits for Neo4j's answers as long
 * as its transactions may run, unless SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS says otherwise; a server
 * answers its clients within the read deadline (executor.ts, READ_DEADLINE_MS).
 */
export async function openStore(
  config: Pick<Config, 'neo4j'>,
  purpose: 'serve' | 'batch' = 'serve',
): Promise<Store> {
  if (!config.neo4j) return new MemoryStore();
  const batch = purpose === 'batch' && config.neo4j.readDeadlineMs === undefined;
  return Neo4jStore.open(
    batch ? { ...config.neo4j, readDeadlineMs: TRANSACTION_TIMEOUT_MS } : config.neo4j,
  );
}
