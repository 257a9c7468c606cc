// A small benchmark harness: named benchmarks, each run N times, reported as one table (stdout)
// and as docs/benchmarks.md with the machine it ran on.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { format, resolveConfig } from 'prettier';

/** What a benchmark prepared: the timed run, and a note read after the last run (not timed). */
export interface BenchmarkRun {
  run(): void;
  note?(): string;
}

export interface Benchmark {
  /** Short unique name; `node dist/bench/run.js <filter>` runs those whose name contains it. */
  readonly name: string;
  /** What one run does, in a sentence (for the report). */
  readonly description: string;
  readonly runs: number;
  /** Standing notes for the report: method, targets, what was optimised. */
  readonly notes?: string;
  /** Builds the input (not timed). */
  prepare(): BenchmarkRun;
}

export interface BenchmarkResult {
  readonly benchmark: Benchmark;
  readonly timesMs: readonly number[];
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  /** The note of the last run. */
  readonly note: string | undefined;
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly platform: string;
  /** 1-minute load average when the report was written: other work skews wall times. */
  readonly load: number;
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  const high = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? high : ((sorted[mid - 1] ?? Number.NaN) + high) / 2;
}

export function runBenchmark(benchmark: Benchmark): BenchmarkResult {
  const prepared = benchmark.prepare();
  const timesMs: number[] = [];
  for (let i = 0; i < benchmark.runs; i++) {
    globalThis.gc?.(); // only with node --expose-gc: start each run from a collected heap
    const start = performance.now();
    prepared.run();
    timesMs.push(performance.now() - start);
  }
  const note = prepared.note?.();
  const sorted = [...timesMs].sort((x, y) => x - y);
  return {
    benchmark,
    timesMs,
    medianMs: median(sorted),
    minMs: sorted[0] ?? Number.NaN,
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    note,
  };
}

export function currentMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os.loadavg()[0] ?? 0,
  };
}

const ms = (value: number): string => value.toFixed(1);

/** The results as one Markdown table. */
export function formatTable(results: readonly BenchmarkResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.benchmark.name} | ${r.benchmark.runs} | ${ms(r.medianMs)} | ${ms(r.minMs)} | ` +
      `${ms(r.maxMs)} | ${r.note ?? ''} |`,
  );
  return [
    '| Benchmark | Runs | Median ms | Min ms | Max ms | Note |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

/** The whole of docs/benchmarks.md. */
export function formatReport(results: readonly BenchmarkResult[], machine: Machine): string {
  const notes = results.map(
    (r) =>
      `- **${r.benchmark.name}**: ${r.benchmark.description}` +
      (r.benchmark.notes === undefined ? '' : ` ${r.benchmark.notes}`),
  );
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`node dist/bench/run.js`, all benchmarks); do not edit by hand.',
    'A filtered run (`node dist/bench/run.js <name>`) prints its table but leaves this file alone.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}`,
    `- Node: ${machine.node}`,
    `- Load average (1 min) when written: ${machine.load.toFixed(2)}`,
    '',
    formatTable(results),
    '',
    '## Notes',
    '',
    ...notes,
    '',
  ].join('\n');
}

/** Writes the report formatted by the project's prettier settings, so `prettier --check` passes. */
export async function writeReport(file: string, markdown: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(markdown, { ...options, filepath: file }), 'utf8');
}
