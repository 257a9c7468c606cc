// The README's first steps, as a newcomer takes them: a fresh clone of this commit, `npm ci`,
// `npm start` until it serves, `npx settlegraph --help` for the program, and each command's help
// through the bin npx runs.
// It prints its timings (docs/benchmarks.md, "The newcomer path"); what it checks is that none of
// the steps after `npm ci` builds anything, and that help runs nothing.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS } from '../../src/cli/commands';

const root = join(__dirname, '..', '..');

/** The environment of a shell: none of the npm_* variables of the `npm test` that runs this. */
function shellEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  return {
    ...env,
    NEO4J_URI: '',
    SETTLEGRAPH_API_KEYS: '',
    SETTLEGRAPH_CATALOG: '',
    SETTLEGRAPH_SYNC: '',
    NODE_ENV: '',
    ...extra,
  };
}

function timed(
  dir: string,
  command: string,
  args: string[],
): { run: SpawnSyncReturns<string>; seconds: number } {
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd: dir,
    env: shellEnv(),
    encoding: 'utf8',
    timeout: 600_000,
  });
  return { run, seconds: (performance.now() - started) / 1000 };
}

/** `npm start` in `dir` until it serves and names the demo key: the URL and the seconds it took. */
async function startUntilServing(
  dir: string,
): Promise<{ url: string; seconds: number; output: () => string; stop: () => Promise<void> }> {
  const started = performance.now();
  // Its own process group: npm, the shell and node are stopped together.
  const child = spawn('npm', ['start'], {
    cwd: dir,
    // info: the serving and demo-key lines are log lines (JSON), as a newcomer sees them.
    env: shellEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }),
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not serving after 5 min: ${output}`)),
        300_000,
      );
      const check = () => {
        const served = /serving (http:\/\/\S+)\/v1/.exec(output);
        // The demo key is printed just after the serving line.
        if (served && output.includes('demo API key')) {
          clearTimeout(timer);
          resolve(served[1]!);
        }
      };
      child.stdout.on('data', check);
      child.on('exit', (code) => reject(new Error(`npm start exited ${code}: ${output}`)));
    });
    return { url, seconds: (performance.now() - started) / 1000, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

test('a fresh clone: npm ci, npm start serves without building, every command has --help', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-newcomer-'));
  const timings: Record<string, number> = {};
  try {
    // HEAD, as committed: what a newcomer clones.
    const clone = timed(root, 'git', ['clone', '--quiet', '--no-hardlinks', root, dir]);
    expect(clone.run.stderr).toBe('');
    timings['git clone'] = clone.seconds;

    const ci = timed(dir, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    expect(ci.run.status).toBe(0);
    // prepare built both parts of dist/ (bin/build-if-changed.js).
    expect(ci.run.stderr).toContain('settlegraph: built server');
    expect(ci.run.stderr).toContain('settlegraph: built explorer');
    timings['npm ci'] = ci.seconds;

    const started = await startUntilServing(dir);
    try {
      timings['npm start until serving'] = started.seconds;
      expect(started.output()).not.toContain('settlegraph: building');
      expect(started.output()).toContain(
        'demo API key (SETTLEGRAPH_API_KEYS is unset): sg-demo-key',
      );
      const families = await fetch(`${started.url}/v1/families`, {
        headers: { authorization: 'Bearer sg-demo-key' },
      });
      expect(families.status).toBe(200);
      const page = await fetch(`${started.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      await started.stop();
    }

    // The documented entry: npx finds node_modules/.bin/settlegraph (bin/link-bin.js) and installs
    // nothing (--yes=false: it would rather fail than fetch or copy a package).
    const help = timed(dir, 'npx', ['--yes=false', 'settlegraph', '--help']);
    expect(help.run.stderr).toBe('');
    expect(help.run.status).toBe(0);
    for (const command of COMMANDS) expect(help.run.stdout).toContain(`  ${command.name} `);
    timings['npx settlegraph --help'] = help.seconds;
    // Each command's help through the link npx found, not npx again: npx only resolves that link
    // and hands the arguments on, which the help above and the runs below check, and its own start
    // is about a second of npm's CPU a call (docs/benchmarks.md, "Test suite: the top files'
    // waits and the newcomer path's helps").
    const linked = join(dir, 'node_modules', '.bin', 'settlegraph');
    for (const command of COMMANDS) {
      const commandHelp = timed(dir, linked, [command.name, '--help']);
      expect(commandHelp.run.stderr).toBe('');
      expect(commandHelp.run.status).toBe(0);
      expect(commandHelp.run.stdout).toMatch(new RegExp(`^usage: settlegraph ${command.name}\\b`));
      timings[`settlegraph ${command.name} --help (the linked bin)`] = commandHelp.seconds;
    }
    const version = timed(dir, 'npx', ['--yes=false', 'settlegraph', '--version']);
    expect(version.run.stdout).toBe(
      `settlegraph ${(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version}\n`,
    );

    // A changed source is built before it runs: never run stale.
    const commands = join(dir, 'src', 'cli', 'commands.ts');
    writeFileSync(
      commands,
      readFileSync(commands, 'utf8').replace(
        "summary: 'serve /v1, /graphql",
        "summary: 'changed after npm ci: serve /v1, /graphql",
      ),
    );
    const changed = timed(dir, 'npx', ['--yes=false', 'settlegraph', '--help']);
    expect(changed.run.status).toBe(0);
    expect(changed.run.stderr).toContain('settlegraph: building server (its sources changed)');
    expect(changed.run.stdout).toContain('changed after npm ci: serve /v1, /graphql');
    timings['npx settlegraph --help after a source changed'] = changed.seconds;
    const again = timed(dir, 'npx', ['--yes=false', 'settlegraph', '--help']);
    expect(again.run.stderr).toBe('');
  } finally {
    console.log(
      `newcomer path (seconds):\n${Object.entries(timings)
        .map(([step, seconds]) => `  ${step}: ${seconds.toFixed(1)}`)
        .join('\n')}`,
    );
    rmSync(dir, { recursive: true, force: true });
  }
}, 900_000);
