// A server under load runs in its own child process (docs/decisions.md, "Benchmarks"): the load
// generator keeps the bench process's event loop, so on two cores each side has one. This module
// starts such a child on a free loopback port, waits until it answers, samples its memory, and
// kills it on stop() or, at the latest, when the bench process exits.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcessOptions {
  /** For messages and the log file's name. */
  readonly name: string;
  /** The compiled script node runs, and its arguments. */
  readonly script: string;
  readonly args?: readonly string[];
  /** The child's whole environment besides PATH/HOME-like basics (see childEnv); PORT is added. */
  readonly env: Readonly<Record<string, string>>;
  /** Answers 200 once the server is ready (polled). */
  readonly readyPath: string;
  readonly readyTimeoutMs?: number;
}

export interface ServerProcess {
  readonly name: string;
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly pid: number;
  /** The child's stdout and stderr (the gateway's pino log lines among them). */
  readonly logFile: string;
  /** Resident set size from /proc/<pid>/status, bytes; undefined when unreadable. */
  rssBytes(): number | undefined;
  /** User + system CPU time the child has used, ms (from /proc/<pid>/stat); undefined when unreadable. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Node flags for every child. BENCH_CPU_PROF=<dir> profiles each server child with --cpu-prof
 * (written when the child exits on SIGTERM); open the .cpuprofile in Chrome DevTools.
 */
function nodeFlags(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return [];
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${path.resolve(dir)}`,
    `--cpu-prof-name=${name}.cpuprofile`,
  ];
}

const live = new Set<ChildProcess>();
const temporary = new Set<string>();

/** A temp directory (server logs, the generated catalog) removed when the bench process exits, unless BENCH_KEEP_LOGS is set. */
export function temporaryDirectory(prefix: string): string {
  installExitHook();
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.add(dir);
  return dir;
}
let exitHookInstalled = false;

/** A crashed or interrupted bench run must not leave servers behind. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
    if (process.env.BENCH_KEEP_LOGS) return;
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of live) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

/** A port the OS just handed out on loopback; the child binds it a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment a child starts from: the bench process's, without anything that configures
 * settlegraph (so a NEO4J_URI meant for the benchmarks cannot turn a memory-store server into a
 * Neo4j one, and LOG_LEVEL and rate limits are the defaults unless a benchmark sets them).
 */
export function childEnv(extra: Readonly<Record<string, string>>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(NEO4J_|SETTLEGRAPH_|BENCH_)/.test(key)) continue;
    if (['PORT', 'HOST', 'LOG_LEVEL', 'NODE_OPTIONS'].includes(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

let logDir: string | undefined;

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  installExitHook();
  logDir ??= temporaryDirectory('settlegraph-bench-logs-');
  const logFile = path.join(logDir, `${options.name.replace(/[^\w.-]+/g, '_')}.log`);
  const port = await freePort();
  const fd = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [...nodeFlags(options.name), options.script, ...(options.args ?? [])],
    {
      env: childEnv({ ...options.env, PORT: String(port), HOST: '127.0.0.1' }),
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  live.add(child);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    live.delete(child);
    // A gateway that dies mid-benchmark leaves only "fetch failed" in the bench's error; its exit
    // code or signal (9 from the kernel's OOM killer, 134 from a V8 heap abort) says why.
    if (!stopping)
      appendFileSync(
        logFile,
        `\n[bench] the server exited unexpectedly: code ${child.exitCode ?? 'none'}, signal ${child.signalCode ?? 'none'}\n`,
      );
  });

  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilReady(
      child,
      `${url}${options.readyPath}`,
      options.readyTimeoutMs ?? 180_000,
      logFile,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    name: options.name,
    url,
    pid: child.pid ?? 0,
    logFile,
    rssBytes: () => rssOf(child.pid),
    cpuMs: () => cpuMsOf(child.pid),
    stop,
  };
}

async function waitUntilReady(
  child: ChildProcess,
  readyUrl: string,
  timeoutMs: number,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server ${readyUrl} exited before it was ready (code ${child.exitCode ?? 'none'}, signal ${child.signalCode ?? 'none'}):\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`server ${readyUrl} not ready within ${timeoutMs} ms:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function tail(file: string): string {
  try {
    const size = statSync(file).size;
    return readFileSync(file, 'utf8').slice(Math.max(0, size - 4_000));
  } catch {
    return '(no log)';
  }
}

/** VmRSS of /proc/<pid>/status (Linux), bytes. */
export function rssOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
  } catch {
    return undefined;
  }
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** utime + stime of /proc/<pid>/stat, ms. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return Number.isFinite(utime + stime) ? ((utime + stime) * 1000) / USER_HZ : undefined;
  } catch {
    return undefined;
  }
}
