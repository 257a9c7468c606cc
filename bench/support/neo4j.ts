// A Neo4j for benchmarks: the one NEO4J_URI names, else the embedded test launcher with a heap and
// JIT sized for long runs rather than for the test suite's short start-up.
import { readFileSync } from 'node:fs';
import {
  authFromEnv,
  startEmbeddedNeo4j,
  type EmbeddedNeo4j,
} from '../../test/neo4j/embedded-neo4j';

export interface BenchNeo4j extends EmbeddedNeo4j {
  /** How the report names this Neo4j, e.g. "embedded Neo4j 5.26 (C2, 2 GiB heap)". */
  readonly description: string;
}

export interface BenchNeo4jOptions {
  /** JVM heap, e.g. "2g" (the default). */
  readonly heap?: string;
  /** Page cache in MiB (the launcher's default: 64). */
  readonly pageCacheMiB?: number;
  /** Cap on the memory of all open transactions in MiB, 0 for none (the launcher's: 256). */
  readonly transactionMaxMiB?: number;
}

/** How long a benchmark's Neo4j may take from spawn to READY. */
const BENCH_READY_TIMEOUT_MS = 10 * 60_000;

export async function startBenchNeo4j(options: BenchNeo4jOptions = {}): Promise<BenchNeo4j> {
  const uri = process.env.NEO4J_URI;
  if (uri) {
    return { uri, description: `Neo4j at ${uri}`, stop: () => Promise.resolve() };
  }
  // Neo4j's own replanning (test/neo4j/embedded-neo4j.ts keeps plans for the tests' sake).
  const flags = [
    `-Xmx${options.heap ?? '2g'}`,
    '-XX:TieredStopAtLevel=4',
    '-Dsettlegraph.cypher.replan.s=10',
  ];
  if (options.pageCacheMiB !== undefined)
    flags.push(`-Dsettlegraph.pagecache.mib=${options.pageCacheMiB}`);
  if (options.transactionMaxMiB !== undefined)
    flags.push(`-Dsettlegraph.transaction.max.mib=${options.transactionMaxMiB}`);
  // A machine busy with other work took more than the test suite's two minutes to start it.
  const embedded = await startEmbeddedNeo4j({
    extraJvmFlags: flags,
    readyTimeoutMs: BENCH_READY_TIMEOUT_MS,
  });
  return { ...embedded, description: `embedded Neo4j 5.26 (${flags.join(' ')})` };
}

/**
 * Peak resident memory (VmHWM) of a process in KiB, from /proc; undefined where there is no /proc
 * or no such process.
 */
export function peakRssKiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
}

export { authFromEnv };
