// Gives every test worker a real Neo4j: an embedded one started here unless NEO4J_URI already
// points at one (e.g. the docker-compose service). Workers inherit process.env from this process.
import { startEmbeddedNeo4j, type EmbeddedNeo4j } from '../neo4j/embedded-neo4j';

export interface Neo4jGlobal {
  __settlegraphEmbeddedNeo4j?: EmbeddedNeo4j;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.NEO4J_URI) return;
  const started = Date.now();
  const neo4j = await startEmbeddedNeo4j();
  // globalSetup and globalTeardown share this process's globalThis, not the workers'.
  (globalThis as Neo4jGlobal).__settlegraphEmbeddedNeo4j = neo4j;
  process.env.NEO4J_URI = neo4j.uri;
  process.env.SETTLEGRAPH_TEST_NEO4J = '1';
  // Tests that freeze the database (SIGSTOP) find it here; absent for a Neo4j at NEO4J_URI.
  if (neo4j.pid !== undefined) process.env.SETTLEGRAPH_TEST_NEO4J_PID = String(neo4j.pid);
  process.stderr.write(`\nEmbedded Neo4j at ${neo4j.uri} (${Date.now() - started} ms)\n`);
}
