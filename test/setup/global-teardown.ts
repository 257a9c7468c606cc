// Stops the embedded Neo4j databases that global-setup.ts started, if it started any, once their
// starts have ended (a run of only unit tests may end before they are ready).
import type { Neo4jGlobal } from './global-setup';
import { removeReadyDirectory } from './worker-neo4j';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as Neo4jGlobal;
  const run = holder.__settlegraphEmbeddedNeo4j;
  if (!run) return;
  delete holder.__settlegraphEmbeddedNeo4j;
  const started = await run.started;
  await Promise.all(started.map((neo4j) => neo4j.stop()));
  removeReadyDirectory(run.readyDir);
}
