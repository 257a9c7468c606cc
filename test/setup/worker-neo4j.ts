// Which of the global setup's Neo4j databases a jest worker uses: the one of its worker number.
// Test files of one worker run one at a time and empty their database per test; no two workers
// share one.
//
// The global setup starts the databases in the background and returns at once, so that the unit
// tests run while the JVMs start (unit-first-sequencer.js). Each database, once it answers, is
// written to a file of its worker number in a directory the workers know from the environment
// (they are started after the global setup returns, with its process.env): a file that needs
// Neo4j waits for its worker's file before it runs (worker-environment.ts). A start that failed
// writes its error there instead, and every such file fails with it.
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { READINESS_LIMIT_MS } from '../support/readiness';

/** The directory of the databases' readiness files (set by global-setup.ts). */
export const NEO4J_READY_DIR_ENV = 'SETTLEGRAPH_TEST_NEO4J_READY_DIR';

/** A worker's database as its test files see it. */
export interface WorkerNeo4j {
  /** Its Bolt URI. */
  uri: string;
  /** The JVM's process ID (tests that freeze the database with SIGSTOP). */
  pid?: number;
  /** The launcher's control port (test/neo4j/embedded-neo4j.ts, stopDatabase). */
  control?: number;
}

const COUNT_FILE = 'count.txt';
const FAILED_FILE = 'failed.txt';
const POLL_MS = 100;

/** Makes the readiness directory for a run and names it in `env`. */
export function createReadyDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'settlegraph-neo4j-ready-'));
  env[NEO4J_READY_DIR_ENV] = dir;
  return dir;
}

export function removeReadyDirectory(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Records how many databases the run starts, before they start. */
export function writeNeo4jCount(dir: string, count: number): void {
  writeAtomically(dir, COUNT_FILE, String(count));
}

/** Records that the database of worker `index` (from 0) answers. */
export function writeWorkerNeo4j(dir: string, index: number, neo4j: WorkerNeo4j): void {
  writeAtomically(dir, workerFile(index), JSON.stringify(neo4j));
}

/** Records that the databases could not be started, and why. */
export function writeNeo4jFailure(dir: string, error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  writeAtomically(dir, FAILED_FILE, message);
}

/**
 * This worker's database once it answers; undefined for a Neo4j at NEO4J_URI (no readiness
 * directory was set). Waits within the readiness limit, since a start on a loaded machine takes
 * minutes; a failed start ends the wait at once with its error.
 */
export async function awaitWorkerNeo4j(
  env: NodeJS.ProcessEnv = process.env,
): Promise<WorkerNeo4j | undefined> {
  const dir = env[NEO4J_READY_DIR_ENV];
  if (!dir) return undefined;
  // JEST_WORKER_ID counts from 1; a run in band is worker 1. More workers than databases (not
  // the global setup's way) would share them in turn.
  const worker = Number(env.JEST_WORKER_ID ?? '1') - 1;
  const deadline = Date.now() + READINESS_LIMIT_MS;
  for (;;) {
    const failure = readIfPresent(path.join(dir, FAILED_FILE));
    if (failure !== undefined) {
      throw new Error(`The test run's embedded Neo4j did not start:\n${failure}`);
    }
    const count = Number(readIfPresent(path.join(dir, COUNT_FILE)) ?? '0');
    if (count > 0) {
      const found = readIfPresent(path.join(dir, workerFile(worker % count)));
      if (found !== undefined) return JSON.parse(found) as WorkerNeo4j;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The test run's embedded Neo4j was not ready within ${READINESS_LIMIT_MS} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Sets NEO4J_URI, SETTLEGRAPH_TEST_NEO4J_PID and SETTLEGRAPH_TEST_NEO4J_CONTROL in `env`. */
export function applyWorkerNeo4j(env: NodeJS.ProcessEnv, neo4j: WorkerNeo4j): void {
  env.NEO4J_URI = neo4j.uri;
  if (neo4j.pid !== undefined) env.SETTLEGRAPH_TEST_NEO4J_PID = String(neo4j.pid);
  else delete env.SETTLEGRAPH_TEST_NEO4J_PID;
  if (neo4j.control !== undefined) env.SETTLEGRAPH_TEST_NEO4J_CONTROL = String(neo4j.control);
  else delete env.SETTLEGRAPH_TEST_NEO4J_CONTROL;
}

function workerFile(index: number): string {
  return `worker-${index}.json`;
}

// A reader polling the directory sees a file whole or not at all.
function writeAtomically(dir: string, name: string, content: string): void {
  const temporary = path.join(dir, `.${name}.${process.pid}`);
  writeFileSync(temporary, content);
  renameSync(temporary, path.join(dir, name));
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
