// Benchmark entry point: `npm run bench` (or `node dist/bench/run.js [--merge] [name-filter]`).
// Each benchmark module exports one Benchmark; list it here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { candidateBenchmarks } from './candidates.bench';
import { classifierBenchmark } from './classifier.bench';
import { crossVenueStepBenchmarks } from './cross-venue-sync.bench';
import { evaluationBenchmark } from './evaluation.bench';
import { evaluationRestBenchmark } from './evaluation-rest.bench';
import { faultBenchmarks } from './faults.bench';
import {
  deriveCatalogBenchmark,
  importLargeFamiliesBenchmark,
  importLargeFamiliesNeo4jBenchmark,
  importLargeFamilyBenchmark,
  importLargeFamilyNeo4jBenchmark,
  importMemoryBenchmark,
  importNeo4jBenchmark,
} from './import.bench';
import { anchorBenchmark } from './http/anchor.bench';
import { liveBookBenchmarks } from './live-book.bench';
import { matchingBenchmark } from './matching.bench';
import { pairsEventLoopBenchmarks } from './pairs-event-loop.bench';
import { ceilingBenchmark } from './http/ceiling.bench';
import { gatewayBenchmarks } from './http/gateway.bench';
import { hostileBenchmark } from './http/hostile.bench';
import { soakBenchmark } from './http/soak.bench';
import { scaleOutBenchmark } from './http/scale-out.bench';
import { bookUpdatesBenchmark } from './stream/book-updates.bench';
import { rssSoakBenchmark } from './stream/rss-soak.bench';
import { subscriberLatencyBenchmark } from './stream/subscriber-latency.bench';
import { fanoutBenchmark } from './stream/fanout.bench';
import { fanoutProcessesBenchmark } from './stream/fanout-processes.bench';
import { syncBenchmarks } from './sync.bench';
import { stderrProgress } from '../src/cli/progress';
import {
  type Benchmark,
  type BenchmarkResult,
  currentMachine,
  formatReport,
  formatTable,
  mergeIntoReport,
  runBenchmark,
  writeReport,
} from './harness';

const BENCHMARKS: readonly Benchmark[] = [
  classifierBenchmark,
  evaluationBenchmark,
  evaluationRestBenchmark,
  deriveCatalogBenchmark,
  importMemoryBenchmark,
  importLargeFamilyBenchmark,
  importLargeFamiliesBenchmark,
  importNeo4jBenchmark,
  importLargeFamilyNeo4jBenchmark,
  importLargeFamiliesNeo4jBenchmark,
  ceilingBenchmark,
  ...gatewayBenchmarks,
  hostileBenchmark,
  anchorBenchmark,
  soakBenchmark,
  scaleOutBenchmark,
  ...syncBenchmarks,
  ...crossVenueStepBenchmarks,
  ...liveBookBenchmarks,
  bookUpdatesBenchmark,
  subscriberLatencyBenchmark,
  fanoutBenchmark,
  fanoutProcessesBenchmark,
  rssSoakBenchmark,
  ...faultBenchmarks,
  matchingBenchmark,
  ...candidateBenchmarks,
  ...pairsEventLoopBenchmarks,
];

async function main(args: readonly string[]): Promise<number> {
  const merge = args.includes('--merge');
  const [filter] = args.filter((arg) => arg !== '--merge');
  if (merge && filter === undefined) {
    process.stderr.write('--merge needs a name filter (a full run writes the whole report)\n');
    return 1;
  }
  const selected = BENCHMARKS.filter((b) => filter === undefined || b.name.includes(filter));
  if (selected.length === 0) {
    process.stderr.write(`no benchmark matches "${filter ?? ''}"\n`);
    return 1;
  }
  const results: BenchmarkResult[] = [];
  const progress = stderrProgress('bench', 'plain');
  try {
    for (const benchmark of selected) {
      process.stderr.write(`running ${benchmark.name} (${benchmark.runs} runs)\n`);
      results.push(await runBenchmark(benchmark, progress.onProgress));
    }
  } finally {
    progress.finish();
  }
  process.stdout.write(`${formatTable(results)}\n`);
  const report = path.resolve(process.cwd(), 'docs', 'benchmarks.md');
  if (filter === undefined) {
    const previous = existsSync(report) ? readFileSync(report, 'utf8') : '';
    await writeReport(report, formatReport(results, currentMachine(), previous));
    process.stderr.write(`wrote ${report}\n`);
  } else if (merge) {
    await writeReport(
      report,
      mergeIntoReport(readFileSync(report, 'utf8'), results, currentMachine()),
    );
    process.stderr.write(`merged ${results.length} row(s) into ${report}\n`);
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
