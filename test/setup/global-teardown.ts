// Stops the embedded Neo4j that global-setup.ts started, if it started one.
import type { Neo4jGlobal } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as Neo4jGlobal;
  const neo4j = holder.__settlegraphEmbeddedNeo4j;
  if (!neo4j) return;
  delete holder.__settlegraphEmbeddedNeo4j;
  await neo4j.stop();
}
