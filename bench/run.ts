// Benchmark entry point: `npm run bench` (or `node dist/bench/run.js [name-filter]`).
// Each benchmark module exports one Benchmark; list it here.
import path from 'node:path';
import { classifierBenchmark } from './classifier.bench';
import { evaluationBenchmark } from './evaluation.bench';
import {
  deriveCatalogBenchmark,
  importMemoryBenchmark,
  importNeo4jBenchmark,
} from './import.bench';
import { anchorBenchmark } from './http/anchor.bench';
import { ceilingBenchmark } from './http/ceiling.bench';
import { gatewayBenchmarks } from './http/gateway.bench';
import { soakBenchmark } from './http/soak.bench';
import {
  type Benchmark,
  type BenchmarkResult,
  currentMachine,
  formatReport,
  formatTable,
  runBenchmark,
  writeReport,
} from './harness';

const BENCHMARKS: readonly Benchmark[] = [
  classifierBenchmark,
  evaluationBenchmark,
  deriveCatalogBenchmark,
  importMemoryBenchmark,
  importNeo4jBenchmark,
  ceilingBenchmark,
  ...gatewayBenchmarks,
  anchorBenchmark,
  soakBenchmark,
];

async function main(args: readonly string[]): Promise<number> {
  const [filter] = args;
  const selected = BENCHMARKS.filter((b) => filter === undefined || b.name.includes(filter));
  if (selected.length === 0) {
    process.stderr.write(`no benchmark matches "${filter ?? ''}"\n`);
    return 1;
  }
  const results: BenchmarkResult[] = [];
  for (const benchmark of selected) {
    process.stderr.write(`running ${benchmark.name} (${benchmark.runs} runs)\n`);
    results.push(await runBenchmark(benchmark));
  }
  process.stdout.write(`${formatTable(results)}\n`);
  if (filter === undefined) {
    const report = path.resolve(process.cwd(), 'docs', 'benchmarks.md');
    await writeReport(report, formatReport(results, currentMachine()));
    process.stderr.write(`wrote ${report}\n`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
