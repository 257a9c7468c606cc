// A small benchmark harness: named benchmarks, each run N times, reported as one table (stdout)
// and as docs/benchmarks.md with the machine it ran on.
import { NO_PROGRESS, type OnProgress } from '../src/domain/progress';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { format, resolveConfig } from 'prettier';
import { keptSections, keptSectionsStart } from './kept-sections';

/**
 * What a benchmark prepared. `run` is one measured run: the harness times it in milliseconds,
 * unless it returns its own measurement in the benchmark's unit (e.g. requests per second from a
 * load generator).
 */
export interface BenchmarkRun {
  run(): void | number | Promise<void | number>;
  /** A note read after the last run (not timed). */
  note?(): string | Promise<string>;
  /** Whether the benchmark met its target, judged after the last run (not timed). */
  verdict?(result: Measured): Verdict;
  /** Frees what prepare() started (servers, databases); always called. */
  dispose?(): void | Promise<void>;
}

export interface Verdict {
  /** The target in words, e.g. "≥ 5,000 req/s and p99 < 20 ms". */
  readonly target: string;
  readonly met: boolean;
}

export interface Benchmark {
  /** Short unique name; `node dist/bench/run.js <filter>` runs those whose name contains it. */
  readonly name: string;
  /** What one run does, in a sentence (for the report). */
  readonly description: string;
  readonly runs: number;
  /** The unit of a run's measurement: 'ms' (timed by the harness, the default) or the run's own. */
  readonly unit?: string;
  /** Standing notes for the report: method, targets, what was optimised. */
  readonly notes?: string;
  /** Builds the input (not timed). */
  prepare(): BenchmarkRun | Promise<BenchmarkRun>;
}

/** The measurements of all runs, in the benchmark's unit. */
export interface Measured {
  readonly values: readonly number[];
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export interface BenchmarkResult extends Measured {
  readonly benchmark: Benchmark;
  /** The note of the last run. */
  readonly note: string | undefined;
  readonly verdict: Verdict | undefined;
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

export async function runBenchmark(
  benchmark: Benchmark,
  onProgress: OnProgress = NO_PROGRESS,
): Promise<BenchmarkResult> {
  onProgress({ phase: `${benchmark.name}: prepare`, done: 0, total: 1, unit: 'steps' });
  const prepared = await benchmark.prepare();
  onProgress({ phase: `${benchmark.name}: prepare`, done: 1, total: 1, unit: 'steps' });
  try {
    const values: number[] = [];
    const ran = (done: number) =>
      onProgress({ phase: benchmark.name, done, total: benchmark.runs, unit: 'runs' });
    for (let i = 0; i < benchmark.runs; i++) {
      ran(i);
      globalThis.gc?.(); // only with node --expose-gc: start each run from a collected heap
      const start = performance.now();
      const measured = await prepared.run();
      values.push(typeof measured === 'number' ? measured : performance.now() - start);
    }
    ran(benchmark.runs);
    const sorted = [...values].sort((x, y) => x - y);
    const measuredRuns: Measured = {
      values,
      median: median(sorted),
      min: sorted[0] ?? Number.NaN,
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
    return {
      benchmark,
      ...measuredRuns,
      note: await prepared.note?.(),
      verdict: prepared.verdict?.(measuredRuns),
    };
  } finally {
    await prepared.dispose?.();
  }
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

/** One decimal below 100, whole numbers with thousands separators above. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) < 100
    ? value.toFixed(1)
    : Math.round(value).toLocaleString('en-US', { maximumFractionDigits: 0 });
}

function formatVerdict(verdict: Verdict | undefined): string {
  return verdict === undefined ? '' : `${verdict.target}: ${verdict.met ? 'met' : '**missed**'}`;
}

/** One result as a row of the table. */
function formatRow(r: BenchmarkResult, notePrefix = ''): string {
  return (
    `| ${r.benchmark.name} | ${r.benchmark.runs} | ${formatNumber(r.median)} | ` +
    `${formatNumber(r.min)} | ${formatNumber(r.max)} | ${r.benchmark.unit ?? 'ms'} | ` +
    `${formatVerdict(r.verdict)} | ${notePrefix}${r.note ?? ''} |`
  );
}

function formatNoteLine(r: BenchmarkResult): string {
  return (
    `- **${r.benchmark.name}**: ${r.benchmark.description}` +
    (r.benchmark.notes === undefined ? '' : ` ${r.benchmark.notes}`)
  );
}

/** The results as one Markdown table. */
export function formatTable(results: readonly BenchmarkResult[]): string {
  const rows = results.map((r) => formatRow(r));
  return [
    '| Benchmark | Runs | Median | Min | Max | Unit | Target | Note |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The whole of docs/benchmarks.md. */
export function formatReport(
  results: readonly BenchmarkResult[],
  machine: Machine,
  previous = '',
): string {
  const notes = results.map(formatNoteLine);
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`node dist/bench/run.js`, all benchmarks); do not edit by hand.',
    'A filtered run (`node dist/bench/run.js <name>`) prints its table but leaves this file alone;',
    'with `--merge` (`node dist/bench/run.js --merge <name>`) it replaces or adds its rows here,',
    'each note starting with the date and machine of that run, and keeps every other row.',
    'Sections after the notes are measured elsewhere and kept up to date by hand; a full run keeps them.',
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
    ...keptSections(previous),
  ].join('\n');
}

/**
 * docs/benchmarks.md with these results' rows and notes replaced (or added at the end of the table
 * and the notes), every other row kept. The header's date and machine are the full run's, so each
 * merged row names its own.
 */
export function mergeIntoReport(
  report: string,
  results: readonly BenchmarkResult[],
  machine: Machine,
): string {
  const lines = report.split('\n');
  const stamp = `Filtered run ${new Date().toISOString()} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, load ${machine.load.toFixed(2)}: `;
  // The table and the notes end where the kept sections begin (bench/kept-sections.ts): rows
  // and notes are looked for and added before them only.
  const keptAt = keptSectionsStart(lines);
  const inReport = (i: number) => i < keptAt;
  const isRow = (line: string) => line.startsWith('| ') && !line.startsWith('| Benchmark ');
  const nameOfRow = (line: string) => line.split('|')[1]?.trim();
  for (const result of results) {
    const name = result.benchmark.name;
    const row = formatRow(result, stamp);
    const at = lines.findIndex((line, i) => inReport(i) && isRow(line) && nameOfRow(line) === name);
    if (at >= 0) lines[at] = row;
    else lines.splice(lastIndexWhere(lines, (line, i) => inReport(i) && isRow(line)) + 1, 0, row);
    const note = formatNoteLine(result);
    const noteAt = lines.findIndex((line, i) => inReport(i) && line.startsWith(`- **${name}**:`));
    if (noteAt >= 0) lines[noteAt] = note;
    else
      lines.splice(
        lastIndexWhere(lines, (line, i) => inReport(i) && line.startsWith('- **')) + 1,
        0,
        note,
      );
  }
  return lines.join('\n');
}

function lastIndexWhere(
  lines: readonly string[],
  test: (line: string, index: number) => boolean,
): number {
  for (let i = lines.length - 1; i >= 0; i--) if (test(lines[i] ?? '', i)) return i;
  return -1;
}

/** Writes the report formatted by the project's prettier settings, so `prettier --check` passes. */
export async function writeReport(file: string, markdown: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(markdown, { ...options, filepath: file }), 'utf8');
}
