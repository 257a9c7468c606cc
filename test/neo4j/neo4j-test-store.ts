// Neo4j stores for tests: one driver per test file, and a store per test on a wiped database.
// A jest worker's test files run one at a time on its own database (test/setup/), so wiping is safe.
import type { Driver } from 'neo4j-driver';
import type { ProfiledPlan } from 'neo4j-driver';
import { cypher, cypherStatements, type CypherName } from '../../src/store/neo4j/cypher-registry';
import { createDriver, type Neo4jConfig } from '../../src/store/neo4j/driver';
import {
  Executor,
  toNeo4j,
  TRANSACTION_TIMEOUT_MS,
  type ExecutorOptions,
} from '../../src/store/neo4j/executor';
import { Neo4jStore, type Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';

/** This worker's database of those the global setup started, or the one NEO4J_URI points at. */
export function neo4jTestConfig(): Neo4jConfig {
  const uri = process.env.NEO4J_URI;
  if (uri === undefined || uri === '') {
    throw new Error('NEO4J_URI is not set: run through jest (the global setup starts Neo4j)');
  }
  return { uri, user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD };
}

/**
 * How long a test store's read waits for Neo4j: as long as an import of a serving process waits
 * (src/app/open-store.ts, importLimits), not the 10 s of a request (READ_DEADLINE_MS). A loaded
 * machine stalls Neo4j past 10 s while it is making progress, and a test whose point is not the
 * deadline then failed as if Neo4j were gone ("got no answer within 10000 ms"). The tests of the
 * deadline itself set their own (frozen-neo4j.test.ts, frozen-import.test.ts).
 */
export const TEST_READ_DEADLINE_MS = TRANSACTION_TIMEOUT_MS;

export class Neo4jTestDatabase {
  private readonly driver: Driver;

  constructor(config: Neo4jConfig = neo4jTestConfig()) {
    this.driver = createDriver(config);
  }

  /** A store on an emptied database; closing it leaves the shared driver open. */
  async emptyStore(options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
    await wipe(this.driver);
    return Neo4jStore.on(
      Executor.shared(this.driver, { readDeadlineMs: TEST_READ_DEADLINE_MS }),
      options,
    );
  }

  /** A store on the database as it is (a second writer, or a reader, beside another store). */
  store(options: Neo4jStoreOptions = {}, executor: ExecutorOptions = {}): Promise<Neo4jStore> {
    return Neo4jStore.on(
      Executor.shared(this.driver, { readDeadlineMs: TEST_READ_DEADLINE_MS, ...executor }),
      options,
    );
  }

  /**
   * Takes the Head's write lock (as a commit's lock-head does) in a transaction left open, so every
   * commit meanwhile waits for it; the returned function rolls it back.
   */
  async holdHeadLock(): Promise<() => Promise<void>> {
    const session = this.driver.session();
    const tx = await session.beginTransaction();
    await tx.run("MERGE (h:Head {id: 'head'}) SET h._lock = true");
    return async () => {
      await tx.rollback();
      await session.close();
    };
  }

  /** How many nodes of each label and relationships of each type the database holds. */
  async graphCounts(): Promise<Record<string, number>> {
    const session = this.driver.session();
    try {
      const result = await session.run(
        `CALL () { MATCH (n) UNWIND labels(n) AS name RETURN name
           UNION ALL MATCH ()-[r]->() RETURN type(r) AS name }
         RETURN name, count(*) AS count ORDER BY name`,
      );
      return Object.fromEntries(
        result.records.map((r) => [r.get('name') as string, Number(r.get('count'))]),
      );
    } finally {
      await session.close();
    }
  }

  /**
   * The operators of a statement's profiled plan, root first, with the rows each produced; the
   * parameters are sent as the executor sends them.
   */
  async profile(
    name: CypherName,
    params: Record<string, unknown>,
  ): Promise<{ operator: string; rows: number; details: string }[]> {
    const session = this.driver.session();
    try {
      const { summary } = await session.run(`PROFILE ${cypher(name)}`, toNeo4j(params));
      const operators: { operator: string; rows: number; details: string }[] = [];
      const visit = (plan: ProfiledPlan): void => {
        operators.push({
          operator: plan.operatorType.replace(/@.*$/, ''),
          rows: plan.rows,
          details: String(plan.arguments.Details ?? ''),
        });
        plan.children.forEach(visit);
      };
      if (summary.profile) visit(summary.profile);
      return operators;
    } finally {
      await session.close();
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/** A store with its own driver on an emptied database; closing the store closes the driver. */
export async function openEmptyNeo4jStore(
  config: Neo4jConfig = neo4jTestConfig(),
): Promise<Neo4jStore> {
  await emptyDatabase(config);
  return Neo4jStore.on(Executor.connect({ readDeadlineMs: TEST_READ_DEADLINE_MS, ...config }));
}

/** Empties this worker's database (or the one of `config`), as a test store does before it opens. */
export async function emptyDatabase(config: Neo4jConfig = neo4jTestConfig()): Promise<void> {
  const driver = createDriver(config);
  try {
    await wipe(driver);
  } finally {
    await driver.close();
  }
}

/** Empties the database: wipe-database.cypher runs in transactions of its own, so auto-commit. */
async function wipe(driver: Driver): Promise<void> {
  const session = driver.session();
  try {
    for (const statement of cypherStatements('wipe-database')) await session.run(statement);
  } finally {
    await session.close();
  }
}
