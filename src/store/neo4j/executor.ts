// The one owner of Neo4j I/O (STYLE.md, "one class owns the driver"): named statements from the
// registry, run in managed transactions whose sessions always close, tagged with metadata, with
// driver errors turned into plain Errors; integers are sent as Neo4j integers and come back as JS
// numbers (driver.ts).
import neo4j, {
  type Driver,
  type ManagedTransaction,
  type Session,
  Neo4jError,
  isRetryableError,
} from 'neo4j-driver';
import { cypher, cypherStatements, type CypherName } from './cypher-registry';
import { createDriver, type Neo4jConfig } from './driver';
import { storeUnavailable } from './store-unavailable';
import { READ_DEADLINE_MS, TRANSACTION_TIMEOUT_MS } from './time-limits';

export { READ_DEADLINE_MS, TRANSACTION_TIMEOUT_MS };

export type Params = Record<string, unknown>;
/** One result record as plain JS values. */
export type Row = Record<string, unknown>;

/** Runs named statements inside one transaction. */
export interface StatementRunner {
  run(name: CypherName, params?: Params): Promise<Row[]>;
}

export interface ExecutorOptions {
  database?: string;
  /** Receives each statement's name and Cypher; for debug-level logging. */
  debug?: (message: string) => void;
  /** Server-side limit on one transaction, ms (default TRANSACTION_TIMEOUT_MS). */
  transactionTimeoutMs?: number;
  /** The longest a read waits for Neo4j's answer, ms (default READ_DEADLINE_MS). */
  readDeadlineMs?: number;
  /**
   * How much longer than its transaction's limit a write waits for Neo4j's answer, ms (default
   * WRITE_ANSWER_MARGIN_MS): a test that proves how Neo4j itself ends a write sets it long, so that
   * a loaded machine's late answer is still Neo4j's and not this deadline's.
   */
  writeAnswerMarginMs?: number;
  /** The server's address, named in the logged cause of a failure to reach it. */
  uri?: string;
}

/**
 * A write waits for an answer its transaction timeout and this much more: Neo4j ends a live write
 * at its timeout itself, and its answer needs a moment to arrive; a silent Neo4j fails the write
 * as SERVICE_UNAVAILABLE then, its outcome unknown to the writer.
 */
export const WRITE_ANSWER_MARGIN_MS = 2_000;

/** The time limits of an executor's work. */
export type ExecutorLimits = Required<
  Pick<ExecutorOptions, 'transactionTimeoutMs' | 'readDeadlineMs'>
>;

type AccessMode = 'READ' | 'WRITE';

export class Executor {
  private constructor(
    private readonly driver: Driver,
    private readonly ownsDriver: boolean,
    private readonly options: ExecutorOptions,
    /**
     * The settings its driver was made from, when it made it (connect): what another thread of
     * this process needs to reach the same database (src/store/neo4j/neo4j-sync-lease.ts).
     */
    readonly connection?: Readonly<Neo4jConfig>,
  ) {}

  /** An executor with its own driver, closed by close(). */
  static connect(config: Neo4jConfig, debug?: (message: string) => void): Executor {
    return new Executor(
      createDriver(config),
      true,
      {
        database: config.database,
        debug,
        uri: config.uri,
        ...(config.readDeadlineMs !== undefined && { readDeadlineMs: config.readDeadlineMs }),
        ...(config.transactionTimeoutMs !== undefined && {
          transactionTimeoutMs: config.transactionTimeoutMs,
        }),
      },
      { ...config },
    );
  }

  /**
   * An executor on a driver the caller keeps, made by createDriver (driver.ts: results as plain
   * numbers): close() leaves the driver open.
   */
  static shared(driver: Driver, options: ExecutorOptions = {}): Executor {
    return new Executor(driver, false, options);
  }

  /** An executor on this one's driver with other time limits; its close() leaves the driver. */
  withLimits(limits: ExecutorLimits): Executor {
    return new Executor(this.driver, false, { ...this.options, ...limits }, this.connection);
  }

  async verifyConnectivity(): Promise<void> {
    try {
      await this.driver.verifyConnectivity({ database: this.options.database });
    } catch (error) {
      throw plainError(error, 'connect', this.transactionTimeoutMs, this.options.uri);
    }
  }

  /**
   * The statements of a multi-statement file (the schema) in one write transaction: all of them,
   * or those `keep` keeps.
   */
  writeAll(name: CypherName, keep: (statement: string) => boolean = () => true): Promise<void> {
    return this.transaction('WRITE', name, async (tx) => {
      for (const [index, statement] of cypherStatements(name).entries()) {
        if (keep(statement)) await this.runText(tx, `${name}#${index + 1}`, statement, {});
      }
    });
  }

  /**
   * One read statement as an auto-commit transaction: one network write and one round trip,
   * where a managed transaction costs three (BEGIN with RUN and PULL, COMMIT, then a RESET when
   * the session closes). A read needs no retry of its own: a transient failure reaches the client
   * as SERVICE_UNAVAILABLE, "retry later".
   */
  read(name: CypherName, params: Params = {}): Promise<Row[]> {
    const config = this.transactionConfig(name);
    return this.inSession('READ', name, (session) =>
      this.runText({ run: (text, p) => session.run(text, p, config) }, name, cypher(name), params),
    );
  }

  write(name: CypherName, params: Params = {}): Promise<Row[]> {
    return this.executeWrite(name, (tx) => tx.run(name, params));
  }

  /** Runs work in one read transaction; `label` tags it in the server's transaction metadata. */
  executeRead<T>(label: string, work: (tx: StatementRunner) => Promise<T>): Promise<T> {
    return this.transaction('READ', label, (tx) => work(this.runner(tx)));
  }

  /**
   * Runs work in one write transaction, committed when work resolves and rolled back when it
   * throws (the error is rethrown as it is). The driver may rerun work on transient failures.
   */
  executeWrite<T>(
    label: string,
    work: (tx: StatementRunner) => Promise<T>,
    timeoutMs?: number,
  ): Promise<T> {
    return this.transaction('WRITE', label, (tx) => work(this.runner(tx)), timeoutMs);
  }

  async close(): Promise<void> {
    if (this.ownsDriver) await this.driver.close();
  }

  private transaction<T>(
    mode: AccessMode,
    label: string,
    work: (tx: ManagedTransaction) => Promise<T>,
    timeoutMs?: number,
  ): Promise<T> {
    const config = this.transactionConfig(label, timeoutMs);
    return this.inSession(
      mode,
      label,
      (session) =>
        mode === 'READ' ? session.executeRead(work, config) : session.executeWrite(work, config),
      config.timeout,
    );
  }

  /** A session for `work`, always closed, with driver errors made plain (plainError). */
  private async inSession<T>(
    mode: AccessMode,
    label: string,
    work: (session: Session) => Promise<T>,
    transactionTimeoutMs: number = this.transactionTimeoutMs,
  ): Promise<T> {
    const session = this.driver.session({
      database: this.options.database,
      defaultAccessMode: mode === 'READ' ? neo4j.session.READ : neo4j.session.WRITE,
    });
    const deadline =
      mode === 'READ'
        ? (this.options.readDeadlineMs ?? READ_DEADLINE_MS)
        : transactionTimeoutMs + (this.options.writeAnswerMarginMs ?? WRITE_ANSWER_MARGIN_MS);
    let timer: NodeJS.Timeout | undefined;
    let unanswered = false;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        unanswered = true;
        reject(silentStore(label, deadline, this.options.uri));
      }, deadline);
    });
    try {
      return await Promise.race([work(session), expired]);
    } catch (error) {
      throw plainError(error, label, transactionTimeoutMs, this.options.uri);
    } finally {
      clearTimeout(timer);
      // An unanswered session cannot close either: it is left to the driver, not awaited.
      if (unanswered) session.close().catch(() => undefined);
      else await session.close();
    }
  }

  private transactionConfig(
    label: string,
    timeoutMs?: number,
  ): { metadata: Params; timeout: number } {
    return {
      metadata: { app: 'settlegraph', query: label },
      timeout: timeoutMs ?? this.transactionTimeoutMs,
    };
  }

  /** The server-side limit of a transaction that runs no longer than usual, ms. */
  get transactionTimeoutMs(): number {
    return this.options.transactionTimeoutMs ?? TRANSACTION_TIMEOUT_MS;
  }

  private runner(tx: ManagedTransaction): StatementRunner {
    return { run: (name, params = {}) => this.runText(tx, name, cypher(name), params) };
  }

  private async runText(
    tx: Pick<ManagedTransaction, 'run'>,
    label: string,
    text: string,
    params: Params,
  ): Promise<Row[]> {
    this.options.debug?.(`cypher ${label}: ${text}`);
    const result = await tx.run(text, toNeo4j(params));
    return result.records.map((record) => record.toObject());
  }
}

/**
 * Driver errors become plain Errors naming the statement (and, as their cause, the driver's own
 * error), except that an unreachable or overloaded store (no connection, a lost session, a
 * transient error that outlived the retries, a transaction timed out or stopped) becomes
 * SERVICE_UNAVAILABLE naming what happened (docs/errors.md); anything else passes unchanged.
 */
function plainError(error: unknown, label: string, timeoutMs: number, uri?: string): unknown {
  if (!(error instanceof Neo4jError)) return error;
  const code = error.code === '' ? '' : ` (${error.code})`;
  const at = uri === undefined ? '' : ` at ${uri}`;
  const detail = new Error(`neo4j ${label} failed${code}${at}: ${error.message}`, {
    cause: error,
  });
  const cause = unavailableCause(error, timeoutMs);
  return cause === undefined ? detail : storeUnavailable(cause, detail);
}

function silentStore(label: string, deadlineMs: number, uri?: string) {
  const at = uri === undefined ? '' : ` at ${uri}`;
  return storeUnavailable(
    `Neo4j did not answer within ${deadlineMs} ms`,
    new Error(`neo4j ${label} got no answer${at} within ${deadlineMs} ms`),
  );
}

/** Neo4j 5 reclassified these from TransientError (the driver maps 4.x's codes to them too). */
const LOCK_CLIENT_STOPPED = 'Neo.ClientError.Transaction.LockClientStopped';
const TERMINATED = 'Neo.ClientError.Transaction.Terminated';

/**
 * What made the store unavailable, in a client's words, or undefined when the error is not
 * unavailability. The driver's own classification comes first (`isRetryableError`: no server, a
 * lost session, Neo.TransientError.*); then what the driver leaves to the application:
 * - a transaction past its time limit (TransactionTimedOut*), or stopped while it waited for a
 *   lock (LockClientStopped: Neo4j stops a waiting transaction's lock client when it times out,
 *   is terminated, or the database stops) or terminated (Terminated). The driver does not retry
 *   these, since a termination may be deliberate; nothing of the transaction was committed, so
 *   the client's retry is safe (docs/decisions.md, "Store unavailability names its cause");
 * - no pooled connection in time;
 * - a connection reset under a running statement, which the node channel reports as a
 *   ProtocolError ("Failed to connect to server ... read ECONNRESET", "Connection was closed by
 *   server").
 */
export function unavailableCause(error: Neo4jError, timeoutMs: number): string | undefined {
  const { code, message } = error;
  if (code.startsWith('Neo.ClientError.Transaction.TransactionTimedOut'))
    return `a Neo4j transaction timed out after ${timeoutMs} ms`;
  if (code === LOCK_CLIENT_STOPPED)
    return `a Neo4j transaction was stopped while waiting for a lock; its limit is ${timeoutMs} ms`;
  if (code === TERMINATED) return 'a Neo4j transaction was terminated';
  const acquisition = /connection acquisition timed out in (\d+)\s*ms/i.exec(message);
  if (acquisition) return `no Neo4j connection came free within ${acquisition[1]} ms`;
  if (/connection acquisition timed out/i.test(message))
    return 'no Neo4j connection came free in time';
  const lostConnection = code === neo4j.error.PROTOCOL_ERROR && LOST_CONNECTION.test(message);
  if (!lostConnection && !isRetryableError(error)) return undefined;
  if (code.includes('TransientError')) return `Neo4j is busy (${code})`;
  if (/ECONNREFUSED/.test(message)) return 'Neo4j refused the connection';
  const connectWait = /Failed to establish connection in (\d+)\s*ms/i.exec(message);
  if (connectWait) return `no connection to Neo4j within ${connectWait[1]} ms`;
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return "Neo4j's host name did not resolve";
  if (code === 'Neo.ClientError.Security.AuthorizationExpired')
    return "Neo4j's authorization expired";
  if (lostConnection || code === neo4j.error.SESSION_EXPIRED || /ECONNRESET/.test(message))
    return 'the connection to Neo4j was lost';
  return 'Neo4j could not be reached';
}

/** Whether the store could not be reached or could not answer in time. */
export function isUnavailable(error: Neo4jError): boolean {
  return unavailableCause(error, 0) !== undefined;
}

/** The node channel's messages for a connection that failed or was closed under it. */
const LOST_CONNECTION = /^(Failed to connect to server\.|Connection was closed by server)/;

/**
 * Parameters for the driver: integral numbers as Neo4j integers (a JS number would be stored as
 * a float; every number this store writes is an integer), undefined as null.
 */
export function toNeo4j(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? neo4j.int(value) : value;
  if (Array.isArray(value)) return value.map(toNeo4j);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toNeo4j(v)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
