// A Neo4j a test stops and starts again, as a database server is restarted, its clients
// reconnecting by themselves (the outage test). The worker's own when it can: its launcher stops
// and starts the database inside its JVM, on the same directory and Bolt port, and what a new JVM
// would cost (a start and the JIT's first statements, 15-20 s of CPU) is not paid. For a Neo4j at
// NEO4J_URI, which cannot be stopped from here, an embedded one of the test's own on a data
// directory, started again as a new JVM.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  neo4jTestDirectory,
  startDatabase,
  startEmbeddedNeo4j,
  stopDatabase,
  type EmbeddedNeo4j,
} from './embedded-neo4j';
import { emptyDatabase, neo4jTestConfig } from './neo4j-test-store';

export interface RestartableNeo4j {
  /** Bolt URI; the same after a restart. */
  readonly uri: string;
  /** A clean stop: Bolt refuses connections until start. */
  stop(): Promise<void>;
  /** Neo4j again on the same data and port; resolves once it is ready. */
  start(): Promise<void>;
  /** Leaves things as they were: the worker's Neo4j running, a Neo4j of the test's own gone. */
  close(): Promise<void>;
}

/** The worker's Neo4j, emptied, where its launcher can restart it; else one of the test's own. */
export async function restartableNeo4j(): Promise<RestartableNeo4j> {
  const control = Number(process.env.SETTLEGRAPH_TEST_NEO4J_CONTROL ?? '');
  if (Number.isInteger(control) && control > 0) {
    const { uri } = neo4jTestConfig();
    await emptyDatabase();
    return {
      uri,
      stop: () => stopDatabase(control),
      start: () => startDatabase(control),
      // The worker's next test file needs it running.
      close: () => startDatabase(control),
    };
  }
  return ownNeo4j();
}

async function ownNeo4j(): Promise<RestartableNeo4j> {
  const dataDir = mkdtempSync(path.join(neo4jTestDirectory(), 'settlegraph-restartable-'));
  let running: EmbeddedNeo4j | undefined = await startEmbeddedNeo4j({ dataDir });
  const uri = running.uri;
  const port = Number(new URL(uri.replace(/^bolt:/, 'http:')).port);
  return {
    uri,
    stop: async () => {
      await running?.stop();
      running = undefined;
    },
    start: async () => {
      running ??= await startEmbeddedNeo4j({ dataDir, port });
    },
    close: async () => {
      await running?.stop();
      running = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
