// Starts the embedded Neo4j launcher (pom.xml + EmbeddedNeo4j.java beside this file) so the suite
// runs against a real Neo4j without Docker. Only Node built-ins and neo4j-driver are used, because
// this runs in jest's globalSetup before anything else is loaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import neo4j, { type AuthToken } from 'neo4j-driver';

export interface EmbeddedNeo4j {
  uri: string;
  /** The JVM's process ID, so benchmarks can read its memory; absent for a Neo4j at NEO4J_URI. */
  pid?: number;
  /**
   * The loopback port of the launcher's control (stopDatabase, startDatabase): Neo4j stopped and
   * started again inside the same JVM. Absent for a Neo4j at NEO4J_URI.
   */
  control?: number;
  /** A clean shutdown: Neo4j checkpoints, and a temporary directory is deleted. */
  stop(): Promise<void>;
  /**
   * A crash: SIGKILL, so neither Neo4j nor the launcher runs any shutdown code; resolves once the
   * process is gone. Absent for a Neo4j at NEO4J_URI.
   */
  kill?(): Promise<void>;
}

export interface StartOptions {
  /**
   * Time allowed from spawn to READY (not counting the Maven build): an outer limit, as a start
   * ends the wait the moment Neo4j is ready, or has exited.
   */
  readyTimeoutMs?: number;
  /** Bolt port; 0 (the default) lets the OS pick a free one, race-free. */
  port?: number;
  /**
   * JVM flags after JVM_FLAGS, which they override (the last -Xmx wins): benchmarks give Neo4j
   * more heap and the C2 compiler, which a long run repays.
   */
  extraJvmFlags?: readonly string[];
  /**
   * A directory to keep the database in (created if missing) instead of a fresh temporary one:
   * it is kept when Neo4j stops or is killed, and a Neo4j started again on it opens the same data,
   * recovering from its transaction log after a kill. One Neo4j at a time per directory.
   */
  dataDir?: string;
  /**
   * Where the launcher makes its temporary database directory when there is no dataDir (the JVM's
   * java.io.tmpdir, where it also reclaims those of killed launchers); the system's temporary
   * directory when absent. The suite gives neo4jTestDirectory().
   */
  tempDir?: string;
}

/** A memory-backed file system with at least this much free is used for the suite's databases. */
const MEMORY_DIR_MIN_FREE_BYTES = 4 * 1024 ** 3;

/**
 * The directory the suite keeps its Neo4j databases under: SETTLEGRAPH_TEST_NEO4J_DIR if set, else
 * /dev/shm, a memory-backed file system, where it has 4 GiB free, else the system's temporary
 * directory. Neo4j forces its transaction log to disk at every commit (fsync), and the suite's
 * stores commit thousands of times a run: on the 2-core machine's disk a forced write took about
 * 5.6 ms, which the worker waits out with its core idle; in memory it costs nothing. A SIGKILL of
 * the JVM loses nothing the kernel holds, on disk or in memory, so the crash tests recover from the
 * same transaction log as before (docs/decisions.md, "Test suite: Neo4j's databases in memory").
 */
export function neo4jTestDirectory(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SETTLEGRAPH_TEST_NEO4J_DIR) return env.SETTLEGRAPH_TEST_NEO4J_DIR;
  const memory = '/dev/shm';
  try {
    const { bavail, bsize } = statfsSync(memory);
    if (bavail * bsize >= MEMORY_DIR_MIN_FREE_BYTES) return memory;
  } catch {
    // no such file system here (macOS, Windows)
  }
  return tmpdir();
}

// This file also runs compiled, from dist/test/neo4j (the benchmarks start Neo4j too).
const LAUNCHER_DIR = existsSync(path.join(__dirname, 'pom.xml'))
  ? __dirname
  : path.resolve(__dirname, '..', '..', '..', 'test', 'neo4j');
const TARGET_DIR = path.join(LAUNCHER_DIR, 'target');
// The jar rather than target/classes: class data sharing refuses directories on the classpath.
const LAUNCHER_JAR = path.join(TARGET_DIR, 'test-neo4j-0.0.0.jar');
const DEPENDENCY_DIR = path.join(TARGET_DIR, 'dependency');
// Written after a successful build, with the digests of the sources it was built from: a build
// interrupted half-way must not look complete, and any other source (edited, checked out, merged,
// deleted, whatever its mtime) must be built again.
const BUILD_STAMP = path.join(TARGET_DIR, 'launcher.built');
const CLASSES_DIR = path.join(TARGET_DIR, 'classes');
const MAIN_CLASS = 'settlegraph.testneo4j.EmbeddedNeo4j';
const CDS_ARCHIVE = path.join(TARGET_DIR, 'launcher-cds.jsa');
// The archive holds the absolute classpath it was written with, and a JVM given another one (a
// checkout whose target/ was copied from another directory) ignores it without a word and starts
// as if there were none. So the classpath is written beside it, and an archive without that
// record, or with another, is written again.
const CDS_CLASSPATH = `${CDS_ARCHIVE}.classpath`;

// The module flags and -D properties are the ones Neo4j 5.26 puts in neo4j.conf (its config
// migrator adds the same four module flags): without them the page cache and Netty fall back to
// slower paths. C1-only JIT: on two cores, C2 compiling Neo4j's startup path costs ~40% more CPU
// before READY, and a test-sized workload (hundreds of short queries) also ran faster without C2.
// Serial GC measured no better than G1. The JVM's own messages go to stderr: stdout carries the
// launcher's CONTROL and READY lines only.
// Cypher plans are kept for an hour, not Neo4j's 10 s: every test empties the database and fills
// it again, so at 10 s each statement was planned again in each test that ran past 10 s (100-500 ms
// of CPU a statement, where running it takes milliseconds), and a loaded machine, whose tests all
// run past 10 s, paid it on every statement (docs/decisions.md, "Test suite: Cypher plans kept").
// Benchmarks, which measure a grown graph, keep Neo4j's default (bench/support/neo4j.ts).
export const JVM_FLAGS: readonly string[] = [
  '-Xmx512m',
  '-XX:TieredStopAtLevel=1',
  '-XX:-UsePerfData',
  '-XX:+DisplayVMOutputToStderr',
  '-Xlog:disable',
  '-Xlog:all=warning:stderr',
  '--add-opens=java.base/java.nio=ALL-UNNAMED',
  '--add-opens=java.base/java.io=ALL-UNNAMED',
  '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
  '--enable-native-access=ALL-UNNAMED',
  '-Dio.netty.tryReflectionSetAccessible=true',
  '-Djdk.nio.maxCachedBufferSize=1024',
  '-Dlog4j2.disable.jmx=true',
  '-Dsettlegraph.cypher.replan.s=3600',
];

/** What neo4j.auth.none() returns at run time; neo4j-driver 6's typings lack that function. */
export const NO_AUTH: AuthToken = { scheme: 'none', credentials: '' };

/** Basic auth from NEO4J_USER / NEO4J_PASSWORD (the docker-compose Neo4j), else none (embedded). */
export function authFromEnv(env: NodeJS.ProcessEnv = process.env): AuthToken {
  return env.NEO4J_USER ? neo4j.auth.basic(env.NEO4J_USER, env.NEO4J_PASSWORD ?? '') : NO_AUTH;
}

/**
 * The default of readyTimeoutMs. A start takes 10-20 s on a quiet 2-core machine and over a minute
 * on a loaded one; kept below the hooks' limit (test/support/readiness.ts), so a start that never
 * becomes ready fails with Neo4j's own output rather than as a hook that timed out.
 */
export const READY_LIMIT_MS = 10 * 60_000;

const STDERR_KEEP_CHARS = 16_000;
const STOP_GRACE_MS = 20_000;
// Writing the class-data-sharing archive at exit takes several seconds on a quiet machine and
// over a minute on a loaded one (load 20 on two cores: more than 60 s, and the archive was lost).
const STOP_GRACE_WHILE_ARCHIVING_MS = READY_LIMIT_MS;

export async function startEmbeddedNeo4j(options: StartOptions = {}): Promise<EmbeddedNeo4j> {
  await buildLauncherIfStale();
  const args = [String(options.port ?? 0)];
  if (options.dataDir !== undefined) args.push(path.resolve(options.dataDir));
  return launch(
    options.readyTimeoutMs ?? READY_LIMIT_MS,
    args,
    options.extraJvmFlags ?? [],
    options.tempDir,
  );
}

/**
 * Writes the class-data-sharing archive (see classDataSharing) when there is none: a Neo4j is
 * started, answers a write and a read, and is stopped cleanly, which writes the archive. The test
 * run's global setup calls this first, so that every Neo4j the run starts maps the archive: the
 * workers' own, and the several that the reliability tests start, kill and start again. Without
 * it a fresh clone starts them all without one.
 */
export async function prepareClassDataArchive(): Promise<void> {
  await buildLauncherIfStale();
  if (archiveFits()) return;
  rmSync(CDS_ARCHIVE, { force: true });
  const started = await launch(READY_LIMIT_MS, ['0'], []);
  try {
    const driver = neo4j.driver(started.uri, NO_AUTH);
    try {
      // The classes of a write and a read are recorded too, not only those of start-up.
      await driver.executeQuery(
        'CREATE (p:ArchiveProbe {n: 1}) WITH p MATCH (q:ArchiveProbe) DELETE q',
      );
    } finally {
      await driver.close();
    }
  } finally {
    await started.stop();
  }
}

/** Resolves once a Bolt server at `uri` answers, e.g. a Docker Neo4j that is still booting. */
export async function waitForBolt(
  uri: string,
  timeoutMs = 60_000,
  auth: AuthToken = authFromEnv(),
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const driver = neo4j.driver(uri, auth);
    try {
      await driver.verifyConnectivity();
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new Error(`No Bolt server answered at ${uri} within ${timeoutMs} ms`, {
          cause: error,
        });
      }
    } finally {
      await driver.close();
    }
    await sleep(500);
  }
}

/**
 * Stops the Neo4j of the launcher whose control port this is, cleanly (a checkpoint, as at exit),
 * keeping its JVM, directory and Bolt port; clients see it gone until startDatabase.
 */
export async function stopDatabase(control: number): Promise<void> {
  const answer = await controlCommand(control, 'stop');
  if (answer !== 'STOPPED') throw new Error(`Embedded Neo4j did not stop: ${answer}`);
}

/**
 * Starts the launcher's Neo4j again in its JVM, on the same directory and Bolt port (a restart of
 * the database, not of the JVM: the JIT's work is kept, which is most of a new JVM's first
 * statements); resolves once it is ready. Does nothing to a Neo4j that runs.
 */
export async function startDatabase(control: number): Promise<void> {
  const answer = await controlCommand(control, 'start');
  if (!answer.startsWith('READY ')) throw new Error(`Embedded Neo4j did not start: ${answer}`);
}

/** One command on the launcher's control port (EmbeddedNeo4j.java), and its one-line answer. */
function controlCommand(port: number, command: 'stop' | 'start'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.trim()));
    socket.end(`${command}\n`);
  });
}

interface BuildStamp {
  /** SHA-256 of pom.xml. */
  pom: string;
  /** SHA-256 of every file under src/, by path. */
  sources: string;
}

function sha256(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function currentSources(): BuildStamp {
  const srcDir = path.join(LAUNCHER_DIR, 'src');
  const files = readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return {
    pom: sha256([readFileSync(path.join(LAUNCHER_DIR, 'pom.xml'))]),
    sources: sha256(files.flatMap((file) => [path.relative(srcDir, file), readFileSync(file)])),
  };
}

/** The stamp of the last successful build; null when there is none (or one of an older format). */
function builtSources(): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.pom === 'string' && typeof stamp.sources === 'string'
      ? { pom: stamp.pom, sources: stamp.sources }
      : null;
  } catch {
    return null;
  }
}

async function buildLauncherIfStale(): Promise<void> {
  const wanted = currentSources();
  const built = builtSources();
  if (
    built?.pom === wanted.pom &&
    built.sources === wanted.sources &&
    existsSync(LAUNCHER_JAR) &&
    existsSync(DEPENDENCY_DIR)
  ) {
    return;
  }

  // copy-dependencies never removes jars, so after a version bump the old Neo4j would stay on
  // the classpath next to the new one.
  if (built?.pom !== wanted.pom) rmSync(DEPENDENCY_DIR, { recursive: true, force: true });
  // Maven's incremental compile goes by mtimes, and would keep the classes of a source whose
  // change left it with an older mtime (or of a deleted one).
  rmSync(CLASSES_DIR, { recursive: true, force: true });
  rmSync(LAUNCHER_JAR, { force: true });
  rmSync(BUILD_STAMP, { force: true });
  // An archive of the old classes would only be rejected (with a warning) on every start.
  rmSync(CDS_ARCHIVE, { force: true });
  rmSync(CDS_CLASSPATH, { force: true });

  process.stderr.write(
    'Building the embedded Neo4j launcher with Maven (a cold ~/.m2 downloads ~155 MB)...\n',
  );
  const { code, output } = await run(
    'mvn',
    ['-B', '-q', 'package', 'dependency:copy-dependencies'],
    LAUNCHER_DIR,
  );
  if (code !== 0) {
    throw new Error(`Maven build of ${LAUNCHER_DIR} failed (exit ${code}):\n${output}`);
  }
  writeFileSync(BUILD_STAMP, `${JSON.stringify(wanted)}\n`);
}

function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-STDERR_KEEP_CHARS);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function javaExecutable(): string {
  const javaHome = process.env.JAVA_HOME;
  return javaHome ? path.join(javaHome, 'bin', 'java') : 'java';
}

/**
 * Class data sharing: the first start records the ~20k classes Neo4j loads into an archive that
 * later starts map instead of parsing jars, roughly halving the CPU spent before READY. One run of
 * the suite starts Neo4j over a dozen times, so even a fresh clone (CI's every run) repays the
 * archive within the run: prepareClassDataArchive writes it before the first of them. The archive
 * is written at JVM exit under a private name and renamed after a clean stop, so concurrent runs
 * never see a half-written one.
 */
function classDataSharing(): { flags: string[]; pendingArchive?: string } {
  removeArchivesOfDeadRuns();
  if (archiveFits()) return { flags: [`-XX:SharedArchiveFile=${CDS_ARCHIVE}`] };
  const pendingArchive = `${CDS_ARCHIVE}.${process.pid}.tmp`;
  return { flags: [`-XX:ArchiveClassesAtExit=${pendingArchive}`], pendingArchive };
}

function launcherClasspath(): string {
  return [LAUNCHER_JAR, path.join(DEPENDENCY_DIR, '*')].join(path.delimiter);
}

/** An archive is there, written for this checkout's classpath. */
function archiveFits(): boolean {
  try {
    return existsSync(CDS_ARCHIVE) && readFileSync(CDS_CLASSPATH, 'utf8') === launcherClasspath();
  } catch {
    return false;
  }
}

// A JVM that exits on stdin EOF (its parent died) still writes its archive, under the dead
// parent's pid; nobody would rename it, and each is ~90 MB.
function removeArchivesOfDeadRuns(): void {
  const prefix = `${path.basename(CDS_ARCHIVE)}.`;
  for (const name of readdirSync(TARGET_DIR)) {
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (name.startsWith(prefix) && name.endsWith('.tmp') && !isAlive(pid)) {
      rmSync(path.join(TARGET_DIR, name), { force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function launch(
  readyTimeoutMs: number,
  launcherArgs: readonly string[],
  extraJvmFlags: readonly string[],
  tempDir?: string,
): Promise<EmbeddedNeo4j> {
  const classpath = launcherClasspath();
  // An archive only fits the flags it was written with.
  const cds = extraJvmFlags.length === 0 ? classDataSharing() : { flags: [] };
  // A system property, which the archive does not depend on (unlike extraJvmFlags).
  const temp = tempDir === undefined ? [] : [`-Djava.io.tmpdir=${tempDir}`];
  // stdin stays an open pipe we never write: the launcher exits on EOF, so if this process dies
  // without calling stop(), the JVM goes with it instead of lingering.
  const child = spawn(
    javaExecutable(),
    [
      ...JVM_FLAGS,
      ...temp,
      ...extraJvmFlags,
      ...cds.flags,
      '-cp',
      classpath,
      MAIN_CLASS,
      ...launcherArgs,
    ],
    { cwd: LAUNCHER_DIR, stdio: ['pipe', 'pipe', 'pipe'] },
  );

  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEEP_CHARS);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise<EmbeddedNeo4j>((resolve, reject) => {
    let settled = false;
    let stdout = '';
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // SIGKILL skips the launcher's cleanup; its next start removes the orphaned temp dir.
      child.kill('SIGKILL');
      if (cds.pendingArchive) rmSync(cds.pendingArchive, { force: true });
      reject(new Error(`Embedded Neo4j ${reason}.\nstderr:\n${stderr || '(empty)'}`));
    };
    const timer = setTimeout(
      () => fail(`was not READY within ${readyTimeoutMs} ms`),
      readyTimeoutMs,
    );

    child.on('error', (error) => fail(`could not be spawned (${error.message})`));
    child.once('exit', (code, signal) =>
      fail(`exited before READY (code ${code ?? 'none'}, signal ${signal ?? 'none'})`),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (settled) return;
      stdout += chunk.toString();
      const match = /^READY (bolt:\/\/\S+)$/m.exec(stdout);
      if (!match?.[1]) return;
      // Printed before READY.
      const control = /^CONTROL (\d+)$/m.exec(stdout);
      settled = true;
      clearTimeout(timer);
      // Never let the JVM's pipes keep jest alive; stop() (or our own exit) ends it anyway.
      unrefAll(child);
      resolve({
        uri: match[1],
        ...(child.pid === undefined ? {} : { pid: child.pid }),
        ...(control?.[1] ? { control: Number(control[1]) } : {}),
        stop: () => stop(child, exited, cds.pendingArchive),
        kill: () => kill(child, exited, cds.pendingArchive),
      });
    });
  });
}

function unrefAll(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    (stream as { unref?: () => void } | null)?.unref?.();
  }
}

async function stop(
  child: ChildProcess,
  exited: Promise<void>,
  pendingArchive: string | undefined,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.ref();
    child.kill('SIGTERM');
    const grace = pendingArchive ? STOP_GRACE_WHILE_ARCHIVING_MS : STOP_GRACE_MS;
    const timer = setTimeout(() => child.kill('SIGKILL'), grace);
    await exited;
    clearTimeout(timer);
  }
  if (!pendingArchive || !existsSync(pendingArchive)) return;
  // The JVM turns SIGTERM into exit status 143 after running its shutdown hooks and the dump.
  const clean = child.exitCode === 0 || child.exitCode === 143 || child.signalCode === 'SIGTERM';
  if (clean) {
    // The record first: an archive seen without it is only written again, never mapped stale.
    writeFileSync(CDS_CLASSPATH, launcherClasspath());
    renameSync(pendingArchive, CDS_ARCHIVE);
  } else rmSync(pendingArchive, { force: true });
}

async function kill(
  child: ChildProcess,
  exited: Promise<void>,
  pendingArchive: string | undefined,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.ref();
    child.kill('SIGKILL');
    await exited;
  }
  // A killed JVM writes no class-data archive; a partial one is never renamed into place.
  if (pendingArchive) rmSync(pendingArchive, { force: true });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
