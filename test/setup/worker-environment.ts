// Node's test environment, with NEO4J_URI set to this worker's own database first: the
// environment copies process.env into each test file's context, and a test that starts a child
// process hands that copy on, so both see the same database.
import { TestEnvironment } from 'jest-environment-node';
import { selectWorkerNeo4j } from './worker-neo4j';

export default class WorkerEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    selectWorkerNeo4j();
    super(...args);
  }
}
