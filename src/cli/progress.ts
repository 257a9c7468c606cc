// Progress of a long command on stderr, so stdout stays the command's result: a bar redrawn in
// place on a terminal, log lines otherwise (docs/decisions.md, "Progress of long commands"). The
// work reports through the OnProgress callback of src/domain/progress.ts and knows nothing of this.
import { readEnv } from '../app/environment';
import type { OnProgress, ProgressTick } from '../domain/progress';
import { CLI_ENV } from './cli-env';

/** Where progress is written: process.stderr, or anything with its write and isTTY. */
export interface ProgressSink {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/** Log lines as text, or as JSON objects for commands whose result is JSON (match, adapt). */
export type ProgressFormat = 'plain' | 'json';

export interface ProgressOptions {
  sink: ProgressSink;
  format: ProgressFormat;
  /** Between two log lines of one phase (not on a terminal). */
  intervalMs: number;
  now?: () => number;
}

/** A bar is redrawn at most this often: a terminal cannot show more, and writes cost. */
const BAR_REDRAW_MS = 100;
const BAR_WIDTH = 24;

interface Phase {
  readonly name: string;
  readonly startedAt: number;
  tick: ProgressTick;
  /** A line of it was written: its end gets one too. */
  logged: boolean;
}

export class ProgressReporter {
  private phase: Phase | undefined;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private readonly tty: boolean;

  /** The callback to hand to the work. */
  readonly onProgress: OnProgress = (tick) => this.tick(tick);

  constructor(
    private readonly command: string,
    private readonly options: ProgressOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.tty = options.sink.isTTY === true;
    // Work waiting on one long await (a store's transaction) sends no ticks: the line says it is
    // still there. Unref'd, so it never keeps a finished command alive.
    if (!this.tty && options.intervalMs > 0) {
      this.timer = setInterval(() => this.logIfDue(), options.intervalMs);
      this.timer.unref();
    }
  }

  /** Ends the current phase (its last line) and stops the reporter. */
  finish(): void {
    this.endPhase();
    if (this.timer) clearInterval(this.timer);
  }

  private tick(tick: ProgressTick): void {
    if (this.phase?.name !== tick.phase) {
      this.endPhase();
      this.phase = { name: tick.phase, startedAt: this.now(), tick, logged: false };
      this.lastWriteAt = this.tty ? Number.NEGATIVE_INFINITY : this.now();
    }
    this.phase.tick = tick;
    if (this.tty) {
      if (this.now() - this.lastWriteAt >= BAR_REDRAW_MS) this.drawBar();
    } else if (tick.total === undefined || tick.done < tick.total) this.logIfDue();
    // (A phase at its total gets its last line when it ends, not one more before it.)
  }

  private logIfDue(): void {
    if (this.phase && this.now() - this.lastWriteAt >= this.options.intervalMs)
      this.writeLine(this.phase, false);
  }

  private endPhase(): void {
    const phase = this.phase;
    if (!phase) return;
    this.phase = undefined;
    if (this.tty) {
      this.drawBar(phase);
      this.options.sink.write('\n');
    } else if (phase.logged || this.now() - phase.startedAt >= this.options.intervalMs)
      // A phase shorter than the interval leaves no line: a quick command stays quiet.
      this.writeLine(phase, true);
  }

  private drawBar(phase = this.phase): void {
    if (!phase) return;
    this.lastWriteAt = this.now();
    const { tick } = phase;
    const fraction = tick.total ? Math.min(1, tick.done / tick.total) : undefined;
    const filled = fraction === undefined ? 0 : Math.round(fraction * BAR_WIDTH);
    const bar =
      fraction === undefined ? '' : `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] `;
    const text = `${this.command}: ${tick.phase} ${bar}${describe(phase, this.now())}`;
    const columns = this.options.sink.columns ?? 80;
    this.options.sink.write(`\r${text.slice(0, Math.max(20, columns - 1))}\x1b[K`);
  }

  private writeLine(phase: Phase, finished: boolean): void {
    const now = this.now();
    this.lastWriteAt = now;
    phase.logged = true;
    const { tick } = phase;
    const seconds = (now - phase.startedAt) / 1000;
    if (this.options.format === 'json') {
      const line = {
        progress: this.command,
        phase: tick.phase,
        done: tick.done,
        ...(tick.total === undefined ? {} : { total: tick.total }),
        unit: tick.unit,
        per_second: round(rate(tick.done, seconds)),
        elapsed_s: round(seconds),
        finished,
      };
      this.options.sink.write(`${JSON.stringify(line)}\n`);
      return;
    }
    this.options.sink.write(
      `${this.command}: ${tick.phase}: ${describe(phase, now)}${finished ? ', done' : ''}\n`,
    );
  }
}

/** A reporter on process.stderr with the interval of SETTLEGRAPH_PROGRESS_INTERVAL_S. */
export function stderrProgress(
  command: string,
  format: ProgressFormat,
  env: NodeJS.ProcessEnv = process.env,
): ProgressReporter {
  return new ProgressReporter(command, {
    sink: process.stderr,
    format,
    intervalMs: progressIntervalSeconds(env) * 1000,
  });
}

/**
 * SETTLEGRAPH_PROGRESS_INTERVAL_S (cli-env.ts): seconds between log lines when stderr is no
 * terminal; a phase shorter than that writes none.
 */
export function progressIntervalSeconds(env: NodeJS.ProcessEnv): number {
  return readEnv(CLI_ENV, env).SETTLEGRAPH_PROGRESS_INTERVAL_S;
}

/** "12/20 families (60%), 1.9 families/s, 6.3 s" */
function describe(phase: Phase, now: number): string {
  const { tick } = phase;
  const seconds = (now - phase.startedAt) / 1000;
  const count =
    tick.total === undefined
      ? `${count0(tick.done)} ${tick.unit}`
      : `${count0(tick.done)}/${count0(tick.total)} ${tick.unit} (${percent(tick.done, tick.total)})`;
  return `${count}, ${formatRate(rate(tick.done, seconds))} ${tick.unit}/s, ${seconds.toFixed(1)} s`;
}

function rate(done: number, seconds: number): number {
  return seconds > 0 ? done / seconds : 0;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function count0(n: number): string {
  return n.toLocaleString('en');
}

function percent(done: number, total: number): string {
  return total > 0 ? `${Math.floor((100 * done) / total)}%` : '100%';
}

function formatRate(perSecond: number): string {
  return perSecond < 10 ? perSecond.toFixed(1) : Math.round(perSecond).toLocaleString('en');
}
