// Node's test environment, with NEO4J_URI set to this worker's own database before the test file
// runs: a file that needs Neo4j waits here until its worker's database answers (the global setup
// starts them in the background, worker-neo4j.ts), a unit or corpus test does not
// (test-tiers.js). The environment copied process.env into the file's context when it was made,
// and a test that starts a child process hands that copy on, so both are set.
import { TestEnvironment } from 'jest-environment-node';
import { isPureTestFile } from './test-tiers';
import { applyWorkerNeo4j, awaitWorkerNeo4j } from './worker-neo4j';

export default class WorkerEnvironment extends TestEnvironment {
  private readonly needsNeo4j: boolean;

  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const [config, context] = args;
    this.needsNeo4j = !isPureTestFile(context.testPath, config.projectConfig.rootDir);
  }

  override async setup(): Promise<void> {
    await super.setup();
    if (!this.needsNeo4j) return;
    const neo4j = await awaitWorkerNeo4j();
    if (neo4j === undefined) return;
    applyWorkerNeo4j(process.env, neo4j);
    applyWorkerNeo4j(this.global.process.env, neo4j);
  }
}
