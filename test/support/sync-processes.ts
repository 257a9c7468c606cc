// `settlegraph sync` run as its own process (the built command) against the venue simulator and
// this jest worker's Neo4j: the set-up the tests of a killed sync share (test/sync/sync-kill,
// sync-standby).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Neo4jTestDatabase, neo4jTestConfig } from '../neo4j/neo4j-test-store';
import type { VenueSimulator } from './venue-simulator';

const CLI = join(__dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');

/** Kalshi's events list, whose pages a pass reads one by one. */
export const KALSHI_EVENTS = '/kalshi/trade-api/v2/events';

/**
 * Fails with what to do when the command is not built, and empties this worker's database: the
 * processes open the store themselves.
 */
export async function emptyDatabaseForSync(): Promise<void> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build (npm test does)`);
  const database = new Neo4jTestDatabase();
  await (await database.emptyStore()).close();
  await database.close();
}

/**
 * The environment of a sync process: this worker's Neo4j and the simulator's Kalshi, with `more`
 * (other venues, the lease's times) over it.
 */
export function syncEnvironment(
  simulator: VenueSimulator,
  more: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const { uri, user, password } = neo4jTestConfig();
  return {
    ...process.env,
    NEO4J_URI: uri,
    ...(user !== undefined ? { NEO4J_USER: user } : {}),
    ...(password !== undefined ? { NEO4J_PASSWORD: password } : {}),
    SETTLEGRAPH_KALSHI_URL: simulator.endpoints.kalshi,
    ...more,
  };
}

/**
 * Makes the second page of Kalshi's events never answer, so a pass commits its first page and
 * then hangs; resolves once a request for it came in.
 */
export function stallSecondEventsPage(simulator: VenueSimulator): Promise<void> {
  simulator.stall = (url) => url.pathname === KALSHI_EVENTS && url.searchParams.has('cursor');
  return new Promise<void>((resolve) => (simulator.stalled = () => resolve()));
}

/** A sync process and the lines it printed so far, with a wait for the next that matches. */
export class SyncProcess {
  readonly lines: string[] = [];
  private readonly waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  readonly exited: Promise<number | null>;
  /** The end of what the process wrote to stderr: why it failed, when it did. */
  private stderr = '';

  private constructor(readonly child: ChildProcessWithoutNullStreams) {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) this.take(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-8_192);
    });
    // 'close', not 'exit': by then its output is read whole, so a failed run's last lines are there.
    this.exited = new Promise((resolve) => child.on('close', resolve));
  }

  /** The last 8 KiB the process wrote to stderr. */
  stderrTail(): string {
    return this.stderr;
  }

  /** `settlegraph sync` with `args` (e.g. `--once`, `--venues kalshi`). */
  static start(env: NodeJS.ProcessEnv, args: readonly string[] = []): SyncProcess {
    return new SyncProcess(spawn(process.execPath, [CLI, 'sync', ...args], { env }));
  }

  /** The first line (printed so far or from now on) that matches, within `boundMs`. */
  line(pattern: RegExp, boundMs: number): Promise<string> {
    const seen = this.lines.find((line) => pattern.test(line));
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no line ${pattern} within ${boundMs} ms:\n${this.lines.join('\n')}`)),
        boundMs,
      );
      this.waiters.push({
        pattern,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  private take(line: string): void {
    this.lines.push(line);
    for (const waiter of [...this.waiters])
      if (waiter.pattern.test(line)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
  }
}
