// A worker's wait for its database (worker-neo4j.ts): it ends when the global setup writes the
// database's readiness file, takes the one of its worker number, and ends at once with the
// start's error when the start failed.
import {
  applyWorkerNeo4j,
  awaitWorkerNeo4j,
  createReadyDirectory,
  NEO4J_READY_DIR_ENV,
  removeReadyDirectory,
  writeNeo4jCount,
  writeNeo4jFailure,
  writeWorkerNeo4j,
} from './worker-neo4j';

let env: NodeJS.ProcessEnv;
let dir: string;
beforeEach(() => {
  env = {};
  dir = createReadyDirectory(env);
  writeNeo4jCount(dir, 2);
});
afterEach(() => removeReadyDirectory(dir));

test('the readiness directory is named in the environment the workers inherit', () => {
  expect(env[NEO4J_READY_DIR_ENV]).toBe(dir);
});

test("a worker waits for its own database's file, written after the wait began", async () => {
  env.JEST_WORKER_ID = '2';
  const waiting = awaitWorkerNeo4j(env);
  writeWorkerNeo4j(dir, 0, { uri: 'bolt://127.0.0.1:7001', pid: 11, control: 7101 });
  await new Promise((resolve) => setTimeout(resolve, 250));
  writeWorkerNeo4j(dir, 1, { uri: 'bolt://127.0.0.1:7002', pid: 12, control: 7102 });
  expect(await waiting).toEqual({ uri: 'bolt://127.0.0.1:7002', pid: 12, control: 7102 });
});

test('a run in band is worker 1, on the first database', async () => {
  writeWorkerNeo4j(dir, 0, { uri: 'bolt://127.0.0.1:7001', pid: 11, control: 7101 });
  expect(await awaitWorkerNeo4j(env)).toMatchObject({ uri: 'bolt://127.0.0.1:7001' });
});

test("a failed start ends the wait with the start's error", async () => {
  const waiting = awaitWorkerNeo4j(env);
  writeNeo4jFailure(dir, new Error('the launcher exited with code 1'));
  await expect(waiting).rejects.toThrow(/did not start:\n.*the launcher exited with code 1/);
});

test('no readiness directory (a Neo4j at NEO4J_URI): nothing to wait for', async () => {
  expect(await awaitWorkerNeo4j({ NEO4J_URI: 'bolt://db:7687' })).toBeUndefined();
});

test("the database's address, process and control port are set; absent ones are removed", () => {
  const target: NodeJS.ProcessEnv = {
    SETTLEGRAPH_TEST_NEO4J_PID: '1',
    SETTLEGRAPH_TEST_NEO4J_CONTROL: '2',
  };
  applyWorkerNeo4j(target, { uri: 'bolt://127.0.0.1:7001' });
  expect(target).toEqual({ NEO4J_URI: 'bolt://127.0.0.1:7001' });
  applyWorkerNeo4j(target, { uri: 'bolt://127.0.0.1:7002', pid: 5, control: 6 });
  expect(target).toEqual({
    NEO4J_URI: 'bolt://127.0.0.1:7002',
    SETTLEGRAPH_TEST_NEO4J_PID: '5',
    SETTLEGRAPH_TEST_NEO4J_CONTROL: '6',
  });
});
