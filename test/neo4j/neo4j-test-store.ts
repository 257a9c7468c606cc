// Neo4j stores for tests: one driver per test file, and a store per test on a wiped database.
// Test files run serially against one database (one jest worker), so wiping is safe.
import type { Driver } from 'neo4j-driver';
import { createDriver, type Neo4jConfig } from '../../src/store/neo4j/driver';
import { Executor } from '../../src/store/neo4j/executor';
import { Neo4jStore, type Neo4jStoreOptions } from '../../src/store/neo4j/neo4j-store';

/** The database the global setup started, or the one NEO4J_URI points at. */
export function neo4jTestConfig(): Neo4jConfig {
  const uri = process.env.NEO4J_URI;
  if (uri === undefined || uri === '') {
    throw new Error('NEO4J_URI is not set: run through jest (the global setup starts Neo4j)');
  }
  return { uri, user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD };
}

export class Neo4jTestDatabase {
  private readonly driver: Driver;

  constructor(config: Neo4jConfig = neo4jTestConfig()) {
    this.driver = createDriver(config);
  }

  /** A store on an emptied database; closing it leaves the shared driver open. */
  async emptyStore(options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
    const executor = Executor.shared(this.driver);
    await executor.write('wipe-database');
    return Neo4jStore.on(executor, options);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/** A store with its own driver on an emptied database; closing the store closes the driver. */
export async function openEmptyNeo4jStore(
  config: Neo4jConfig = neo4jTestConfig(),
): Promise<Neo4jStore> {
  const executor = Executor.connect(config);
  try {
    await executor.write('wipe-database');
  } catch (error) {
    await executor.close();
    throw error;
  }
  return Neo4jStore.on(executor);
}
