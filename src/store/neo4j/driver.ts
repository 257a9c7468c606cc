// The driver factory: the only place, with executor.ts, that talks to neo4j-driver.
import neo4j, { type Driver } from 'neo4j-driver';

/** Connection settings (DESIGN.md section 5: NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD). */
export interface Neo4jConfig {
  uri: string;
  /** Without a user the driver connects with no authentication. */
  user?: string;
  password?: string;
  /** The server's default database when absent. */
  database?: string;
}

export function createDriver(config: Neo4jConfig): Driver {
  // The driver connects without authentication when given no token.
  const auth =
    config.user === undefined ? undefined : neo4j.auth.basic(config.user, config.password ?? '');
  return neo4j.driver(config.uri, auth, { userAgent: 'settlegraph' });
}
