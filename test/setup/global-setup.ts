// Gives every test worker a real Neo4j of its own: embedded ones started here, one per jest worker,
// unless NEO4J_URI already points at one (e.g. the docker-compose service; jest.config.js then
// runs one worker). The databases start in the background: this returns at once, the unit tests
// run first (unit-first-sequencer.js) while the JVMs start, and every other file waits for its
// worker's database (worker-neo4j.ts, worker-environment.ts).
import {
  neo4jTestDirectory,
  prepareClassDataArchive,
  startEmbeddedNeo4j,
  type EmbeddedNeo4j,
} from '../neo4j/embedded-neo4j';
import {
  createReadyDirectory,
  writeNeo4jCount,
  writeNeo4jFailure,
  writeWorkerNeo4j,
} from './worker-neo4j';

/** What the global teardown stops; globalSetup and globalTeardown share this process's globalThis. */
export interface Neo4jGlobal {
  __settlegraphEmbeddedNeo4j?: {
    readyDir: string;
    /** Settles once every start has ended, with the databases that started. */
    started: Promise<EmbeddedNeo4j[]>;
  };
}

export default function globalSetup(globalConfig: { maxWorkers: number }): void {
  if (process.env.NEO4J_URI) return;
  const count = Math.max(1, globalConfig.maxWorkers);
  // Workers inherit process.env as it is when this returns.
  const readyDir = createReadyDirectory();
  writeNeo4jCount(readyDir, count);
  process.env.SETTLEGRAPH_TEST_NEO4J = '1';
  (globalThis as Neo4jGlobal).__settlegraphEmbeddedNeo4j = {
    readyDir,
    started: startAll(readyDir, count),
  };
}

async function startAll(readyDir: string, count: number): Promise<EmbeddedNeo4j[]> {
  const began = Date.now();
  try {
    // Builds the launcher if it is stale, and writes the class-data archive every start maps if
    // there is none; the workers' databases then start side by side, kept in memory where the
    // machine allows (neo4jTestDirectory).
    await prepareClassDataArchive();
  } catch (error) {
    writeNeo4jFailure(readyDir, error);
    return [];
  }
  const tempDir = neo4jTestDirectory();
  const starts = await Promise.allSettled(
    Array.from({ length: count }, async (_, index) => {
      const neo4j = await startEmbeddedNeo4j({ tempDir });
      // Tests that freeze the database (SIGSTOP) use its pid; tests that stop and start it again
      // do so in its JVM through its launcher's control port.
      writeWorkerNeo4j(readyDir, index, { uri: neo4j.uri, pid: neo4j.pid, control: neo4j.control });
      return neo4j;
    }),
  );
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) writeNeo4jFailure(readyDir, failed.reason);
  else {
    process.stderr.write(
      `\nEmbedded Neo4j, one per worker, at ${started.map((n) => n.uri).join(', ')} (${Date.now() - began} ms)\n`,
    );
  }
  return started;
}
