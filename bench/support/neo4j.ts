// A Neo4j for benchmarks: the one NEO4J_URI names, else the embedded test launcher with a heap and
// JIT sized for long runs rather than for the test suite's short start-up.
import {
  authFromEnv,
  startEmbeddedNeo4j,
  type EmbeddedNeo4j,
} from '../../test/neo4j/embedded-neo4j';

export interface BenchNeo4j extends EmbeddedNeo4j {
  /** How the report names this Neo4j, e.g. "embedded Neo4j 5.26 (C2, 2 GiB heap)". */
  readonly description: string;
}

const BENCH_JVM_FLAGS = ['-Xmx2g', '-XX:TieredStopAtLevel=4'];

export async function startBenchNeo4j(): Promise<BenchNeo4j> {
  const uri = process.env.NEO4J_URI;
  if (uri) {
    return { uri, description: `Neo4j at ${uri}`, stop: () => Promise.resolve() };
  }
  const embedded = await startEmbeddedNeo4j({ extraJvmFlags: BENCH_JVM_FLAGS });
  return { ...embedded, description: `embedded Neo4j 5.26 (${BENCH_JVM_FLAGS.join(' ')})` };
}

export { authFromEnv };
