// Stops the embedded Neo4j databases that global-setup.ts started, if it started any.
import type { Neo4jGlobal } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as Neo4jGlobal;
  const started = holder.__settlegraphEmbeddedNeo4j;
  if (!started) return;
  delete holder.__settlegraphEmbeddedNeo4j;
  await Promise.all(started.map((neo4j) => neo4j.stop()));
}
