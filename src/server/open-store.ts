// The configured store: Neo4j when NEO4J_URI is set, else the embedded memory store.
import { MemoryStore } from '../store/memory/memory-store';
import { READ_DEADLINE_MS, TRANSACTION_TIMEOUT_MS } from '../store/neo4j/executor';
import { Neo4jStore } from '../store/neo4j/neo4j-store';
import type { Store } from '../store/store';
import type { Config } from './config';

/**
 * `batch`: a command that reads whole catalogs (import, ingest) waits for Neo4j's answers as long
 * as its transactions may run, unless SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS says otherwise; a server
 * answers its clients within the read deadline (executor.ts, READ_DEADLINE_MS), and its writes
 * within SERVE_TRANSACTION_TIMEOUT_MS (plus their rows) unless SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS
 * says otherwise.
 */
export async function openStore(
  config: Pick<Config, 'neo4j'> & Partial<Pick<Config, 'fairValues' | 'idempotency'>>,
  purpose: 'serve' | 'batch' = 'serve',
): Promise<Store> {
  const options = {
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
  if (!config.neo4j) return new MemoryStore(options);
  const batch = purpose === 'batch';
  return Neo4jStore.open(
    {
      ...config.neo4j,
      readDeadlineMs:
        config.neo4j.readDeadlineMs ?? (batch ? TRANSACTION_TIMEOUT_MS : READ_DEADLINE_MS),
      transactionTimeoutMs:
        config.neo4j.transactionTimeoutMs ??
        (batch ? TRANSACTION_TIMEOUT_MS : SERVE_TRANSACTION_TIMEOUT_MS),
    },
    options,
  );
}

/**
 * A serving process's transactions, before their rows are added: a request's write (a fair-value
 * batch, a compose) is small, and a Neo4j that does not answer fails it within this much and
 * WRITE_ANSWER_MARGIN_MS; the venue sync's commits get their rows on top (commitTimeoutMs).
 */
export const SERVE_TRANSACTION_TIMEOUT_MS = 10_000;
