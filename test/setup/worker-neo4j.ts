// Which of the global setup's Neo4j databases a jest worker uses: the one of its worker number.
// Test files of one worker run one at a time and empty their database per test; no two workers
// share one.

/** The databases' Bolt URIs, comma-separated, in worker order (set by global-setup.ts). */
export const NEO4J_URIS_ENV = 'SETTLEGRAPH_TEST_NEO4J_URIS';
/** Their JVMs' process IDs, in the same order. */
export const NEO4J_PIDS_ENV = 'SETTLEGRAPH_TEST_NEO4J_PIDS';
/** Their launchers' control ports (test/neo4j/embedded-neo4j.ts, stopDatabase), in the same order. */
export const NEO4J_CONTROLS_ENV = 'SETTLEGRAPH_TEST_NEO4J_CONTROLS';

/**
 * Sets NEO4J_URI, SETTLEGRAPH_TEST_NEO4J_PID and SETTLEGRAPH_TEST_NEO4J_CONTROL of this process to
 * its worker's database; does nothing for a Neo4j at NEO4J_URI (no list was set).
 */
export function selectWorkerNeo4j(env: NodeJS.ProcessEnv = process.env): void {
  const uris = env[NEO4J_URIS_ENV]?.split(',') ?? [];
  if (uris.length === 0 || uris[0] === '') return;
  const pids = env[NEO4J_PIDS_ENV]?.split(',') ?? [];
  // JEST_WORKER_ID counts from 1; a run in band is worker 1.
  const index = (Number(env.JEST_WORKER_ID ?? '1') - 1) % uris.length;
  env.NEO4J_URI = uris[index];
  const pid = pids[index];
  if (pid) env.SETTLEGRAPH_TEST_NEO4J_PID = pid;
  else delete env.SETTLEGRAPH_TEST_NEO4J_PID;
  const control = env[NEO4J_CONTROLS_ENV]?.split(',')[index];
  if (control) env.SETTLEGRAPH_TEST_NEO4J_CONTROL = control;
  else delete env.SETTLEGRAPH_TEST_NEO4J_CONTROL;
}
