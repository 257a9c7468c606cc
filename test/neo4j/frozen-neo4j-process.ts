// The embedded Neo4j of this jest worker, frozen with SIGSTOP (its connections stay open and
// nothing answers, as a Neo4j stalled by load or a pause) and run again with SIGCONT. The process
// ID comes from the global setup (test/setup/worker-neo4j.ts); for a Neo4j at NEO4J_URI there is
// none, and the tests that freeze are skipped.
//
// A thaw scheduled for later is cancelled by thawNeo4j (every freezing file calls it after each
// test): a timer left behind would otherwise run Neo4j again in the middle of the worker's next
// test file, which may just have frozen it to prove that a read then fails.
import { readFileSync } from 'node:fs';

const pid = Number(process.env.SETTLEGRAPH_TEST_NEO4J_PID ?? '');

/** Whether this worker's Neo4j can be frozen. */
export const canFreezeNeo4j = Number.isInteger(pid) && pid > 0;

/** Thaws scheduled by this file and not yet run: each one's timer and its waiter. */
const scheduled = new Map<NodeJS.Timeout, () => void>();

/** Freezes Neo4j now. */
export function freezeNeo4j(): void {
  process.kill(pid, 'SIGSTOP');
}

/** Freezes Neo4j now and runs it again `ms` later; resolves once it runs again. */
export function freezeNeo4jFor(ms: number): Promise<void> {
  freezeNeo4j();
  return thawNeo4jAfter(ms);
}

/** Runs Neo4j again `ms` from now (or at an earlier thawNeo4j); resolves once it runs. */
export function thawNeo4jAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      scheduled.delete(timer);
      runNeo4j();
      resolve();
    }, ms).unref();
    scheduled.set(timer, resolve);
  });
}

/**
 * Runs Neo4j again now (harmless when it runs), settling every thaw scheduled for later: for an
 * afterEach, whatever a test left.
 */
export function thawNeo4j(): void {
  runNeo4j();
  const waiting = [...scheduled];
  scheduled.clear();
  for (const [timer, resolve] of waiting) {
    clearTimeout(timer);
    resolve();
  }
}

function runNeo4j(): void {
  if (canFreezeNeo4j) process.kill(pid, 'SIGCONT');
}

/**
 * Whether Neo4j is stopped now, from its state in /proc (T); undefined where there is no /proc.
 * A test that proves what a frozen Neo4j does checks with it that the freeze held throughout.
 */
export function neo4jIsStopped(): boolean | undefined {
  try {
    // The state follows the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
  } catch {
    return undefined;
  }
}
