// The driver factory: the only place, with executor.ts, that talks to neo4j-driver.
import neo4j, { type Driver } from 'neo4j-driver';
import { READ_DEADLINE_MS } from './time-limits';

/** Connection settings (README.md, "Configuration": NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD). */
export interface Neo4jConfig {
  uri: string;
  /** Without a user the driver connects with no authentication. */
  user?: string;
  password?: string;
  /** The server's default database when absent. */
  database?: string;
  /** How long a read waits for an answer (executor.ts, READ_DEADLINE_MS when absent). */
  readDeadlineMs?: number;
  /**
   * Server-side limit of a transaction before its rows are added (executor.ts,
   * TRANSACTION_TIMEOUT_MS when absent); a write waits for its answer this long and
   * WRITE_ANSWER_MARGIN_MS more.
   */
  transactionTimeoutMs?: number;
}

export function createDriver(config: Neo4jConfig): Driver {
  // The driver connects without authentication when given no token.
  const auth =
    config.user === undefined ? undefined : neo4j.auth.basic(config.user, config.password ?? '');
  return neo4j.driver(config.uri, auth, {
    userAgent: 'settlegraph',
    // Results as plain numbers (revisions, seqs and ordinals are far below 2^53), decoded so by
    // the driver instead of copied afterwards: a read's rows are used as they arrive.
    disableLosslessIntegers: true,
    ...FAIL_FAST,
    // Waiting for a pooled connection (the pool holds 100) is part of a read's wait, so it gets
    // the read's deadline: a request that fans out into more reads than the pool holds, on a
    // loaded machine, waits its turn rather than failing sooner than a read may take
    // (docs/decisions.md, "A pooled connection within the read's deadline"). A Neo4j that is down
    // still fails within connectionTimeout: no connection is made, so none is waited for.
    connectionAcquisitionTimeout: config.readDeadlineMs ?? READ_DEADLINE_MS,
  });
}

/**
 * When Neo4j is down a call fails within a few seconds (and becomes SERVICE_UNAVAILABLE in the
 * executor) instead of waiting out the driver's 60 s defaults (docs/decisions.md, "Store
 * timeouts"). The driver reconnects by itself once Neo4j answers again.
 */
export const FAIL_FAST = {
  /** Opening a TCP connection to Neo4j. */
  connectionTimeout: 3_000,
  /** Retrying a managed transaction on transient errors (deadlocks, a lost connection). */
  maxTransactionRetryTime: 3_000,
} as const;
