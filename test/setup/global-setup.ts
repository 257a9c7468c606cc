// Gives every test worker a real Neo4j of its own: embedded ones started here, one per jest worker,
// unless NEO4J_URI already points at one (e.g. the docker-compose service; jest.config.js then
// runs one worker). Workers inherit process.env from this process; worker-environment.ts points
// each at its database.
import {
  neo4jTestDirectory,
  prepareClassDataArchive,
  startEmbeddedNeo4j,
  type EmbeddedNeo4j,
} from '../neo4j/embedded-neo4j';
import { NEO4J_CONTROLS_ENV, NEO4J_PIDS_ENV, NEO4J_URIS_ENV } from './worker-neo4j';

export interface Neo4jGlobal {
  __settlegraphEmbeddedNeo4j?: EmbeddedNeo4j[];
}

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  if (process.env.NEO4J_URI) return;
  const started = Date.now();
  const count = Math.max(1, globalConfig.maxWorkers);
  // Builds the launcher if it is stale, and writes the class-data archive every start maps if
  // there is none; the workers' databases then start side by side, kept in memory where the
  // machine allows (neo4jTestDirectory).
  await prepareClassDataArchive();
  const tempDir = neo4jTestDirectory();
  const all = await Promise.all(
    Array.from({ length: count }, () => startEmbeddedNeo4j({ tempDir })),
  );
  // globalSetup and globalTeardown share this process's globalThis, not the workers'.
  (globalThis as Neo4jGlobal).__settlegraphEmbeddedNeo4j = all;
  process.env[NEO4J_URIS_ENV] = all.map((neo4j) => neo4j.uri).join(',');
  // Tests that freeze the database (SIGSTOP) find its process here; absent for one at NEO4J_URI.
  process.env[NEO4J_PIDS_ENV] = all.map((neo4j) => String(neo4j.pid ?? '')).join(',');
  // Tests that stop Neo4j and start it again do so in its JVM through its launcher's control port.
  process.env[NEO4J_CONTROLS_ENV] = all.map((neo4j) => String(neo4j.control ?? '')).join(',');
  process.env.SETTLEGRAPH_TEST_NEO4J = '1';
  process.stderr.write(
    `\nEmbedded Neo4j, one per worker, at ${all.map((n) => n.uri).join(', ')} (${Date.now() - started} ms)\n`,
  );
}
