// A command of the built CLI (dist/src/cli/main.js) run as its own process, for the tests of
// several processes (gateways, syncs): the lines it printed so far, with a bounded wait for the
// next that matches. `serve` logs JSON lines (docs/decisions.md, "Logs are JSON lines only"): of
// those, the message is matched; `sync` prints plain lines, matched as they are.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { neo4jTestConfig } from '../neo4j/neo4j-test-store';

export const CLI = join(__dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');

export class SettlegraphProcess {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  /** The last 4,000 characters of standard error. */
  stderr = '';

  private constructor(
    readonly name: string,
    readonly child: ChildProcessWithoutNullStreams,
  ) {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) this.take(messageOf(line));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4_000);
    });
    this.exited = new Promise((resolve) => child.on('exit', resolve));
  }

  /** `settlegraph <args>` with `env` added to this process's environment. */
  static start(name: string, args: string[], env: NodeJS.ProcessEnv): SettlegraphProcess {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build (npm test does)`);
    return new SettlegraphProcess(
      name,
      spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } }),
    );
  }

  /** The first line (printed so far or from now on) that matches, within `boundMs`. */
  line(pattern: RegExp, boundMs: number): Promise<string> {
    const seen = this.lines.find((line) => pattern.test(line));
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `${this.name}: no line ${pattern} within ${boundMs} ms:\n${this.lines.join('\n')}\n${this.stderr}`,
            ),
          ),
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

  /** Lines that match, printed so far. */
  matching(pattern: RegExp): string[] {
    return this.lines.filter((line) => pattern.test(line));
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
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

/** The test Neo4j of this jest worker, as a process's environment. */
export function neo4jEnv(): NodeJS.ProcessEnv {
  const { uri, user, password } = neo4jTestConfig();
  return {
    NEO4J_URI: uri,
    ...(user !== undefined ? { NEO4J_USER: user } : {}),
    ...(password !== undefined ? { NEO4J_PASSWORD: password } : {}),
  };
}

/** The `msg` of a JSON log line, else the line. */
function messageOf(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    return typeof entry.msg === 'string' ? entry.msg : line;
  } catch {
    return line;
  }
}
