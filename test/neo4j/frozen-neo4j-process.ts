// The embedded Neo4j of this jest worker, frozen with SIGSTOP (its connections stay open and
// nothing answers, as a Neo4j stalled by load or a pause) and run again with SIGCONT. The process
// ID comes from the global setup (test/setup/worker-neo4j.ts); for a Neo4j at NEO4J_URI there is
// none, and the tests that freeze are skipped.

const pid = Number(process.env.SETTLEGRAPH_TEST_NEO4J_PID ?? '');

/** Whether this worker's Neo4j can be frozen. */
export const canFreezeNeo4j = Number.isInteger(pid) && pid > 0;

/** Freezes Neo4j now and runs it again `ms` later; resolves once it runs again. */
export function freezeNeo4jFor(ms: number): Promise<void> {
  process.kill(pid, 'SIGSTOP');
  return new Promise((resolve) =>
    setTimeout(() => {
      thawNeo4j();
      resolve();
    }, ms).unref(),
  );
}

/** Runs Neo4j again (harmless when it runs): for an afterEach, whatever a test left. */
export function thawNeo4j(): void {
  if (canFreezeNeo4j) process.kill(pid, 'SIGCONT');
}
