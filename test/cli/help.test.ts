// The command line of the compiled CLI (npm test builds it first): `--help` of every command
// prints its options and runs nothing, loading no command module and no library; `--version`;
// usage errors exit 2 with the nearest known option or command (docs/decisions.md, "The command
// line").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { COMMANDS } from '../../src/cli/commands';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const env = { ...process.env, NEO4J_URI: '', SETTLEGRAPH_API_KEYS: '', SETTLEGRAPH_CATALOG: '' };
const version = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
).version;

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});

function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  // A server that started would keep the process alive: the bound turns that into a failure.
  return spawnSync(process.execPath, [cli, ...args], {
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The modules a run of the CLI loaded, relative to the root, recorded as it exits. */
function modulesLoaded(args: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-help-'));
  const record = join(dir, 'record-modules.js');
  const list = join(dir, 'modules.json');
  writeFileSync(
    record,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify(Object.keys(require.cache))));`,
  );
  const done = spawnSync(process.execPath, ['--require', record, cli, ...args], {
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(done.status).toBe(0);
  return (JSON.parse(readFileSync(list, 'utf8')) as string[])
    .filter((m) => m !== record)
    .map((m) => relative(root, m));
}

test.each(COMMANDS.map((c) => c.name))(
  '%s --help prints its usage, options and exit codes to stdout, exit 0',
  (name) => {
    const command = COMMANDS.find((c) => c.name === name)!;
    for (const flag of ['--help', '-h']) {
      const help = run([name, flag]);
      expect(help.stderr).toBe('');
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^usage: settlegraph ${name}\\b`));
      for (const option of Object.keys(command.options))
        expect(help.stdout).toContain(`--${option}`);
      expect(help.stdout).toContain('exit codes:');
      expect(help.stdout).toMatch(/^ {2}2 {2}usage error/m);
    }
    // `help <command>` says the same.
    expect(run(['help', name]).stdout).toBe(run([name, '--help']).stdout);
  },
);

test('--help loads the parser alone: no command module, no library', () => {
  for (const args of [['--help'], ['serve', '--help'], ['import', '--help'], ['--version']]) {
    expect(modulesLoaded(args).sort()).toEqual(
      ['dist/src/cli/command-line.js', 'dist/src/cli/commands.js', 'dist/src/cli/main.js'].sort(),
    );
  }
});

test('serve --help starts no server, even on a port that is taken', () => {
  // PORT 1 cannot be bound by this user: a server that tried would fail, not print help.
  const help = run(['serve', '--help'], { PORT: '1' });
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/^usage: settlegraph serve\n/);
  expect(help.stdout).not.toContain('serving');
});

test('import --help reads no file; a file named --help goes after --', () => {
  const help = run(['import', '--help']);
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/^usage: settlegraph import FILE\.\.\./);
  const file = run(['import', '--', '--help']);
  expect(file.status).toBe(1);
  expect(file.stderr).toContain('--help');
  expect(file.stdout).not.toContain('usage:');
});

test('settlegraph --help lists every command; --version prints the version', () => {
  const help = run(['--help']);
  expect(help.status).toBe(0);
  expect(help.stderr).toBe('');
  for (const command of COMMANDS)
    expect(help.stdout).toContain(`  ${command.name.padEnd(8)}${command.summary}`);
  for (const args of [['--version'], ['adapt', '--version']]) {
    const shown = run(args);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toBe(`settlegraph ${version}\n`);
  }
});

test('an unknown option exits 2 and names the nearest known one', () => {
  const typo = run(['adapt', 'polymarket', 'a.json', '--equivalnce', 'e.json']);
  expect(typo.status).toBe(2);
  expect(typo.stdout).toBe('');
  expect(typo.stderr).toMatch(
    /^error: unknown option --equivalnce; did you mean --equivalence\?\n/,
  );
  expect(typo.stderr).toContain('usage: settlegraph adapt ');
  const far = run(['import', '--frobnicate', 'a.json']);
  expect(far.status).toBe(2);
  expect(far.stderr).toMatch(
    /^error: unknown option --frobnicate; `settlegraph import --help` lists the options\n/,
  );
  expect(run(['sync', '--onse']).stderr).toMatch(/did you mean --once\?/);
  expect(run(['match', '--candidates']).stderr).toMatch(/^error: --candidates needs a value/);
  expect(run(['sync', '--once=yes']).stderr).toMatch(/^error: --once takes no value/);
});

test('an unknown command, a missing or extra argument, or none: exit 2', () => {
  const typo = run(['setle', 'x']);
  expect(typo.status).toBe(2);
  expect(typo.stderr).toMatch(/^error: unknown command setle; did you mean settle\?\n/);
  const none = run([]);
  expect(none.status).toBe(2);
  expect(none.stderr).toContain('usage: settlegraph <command> [options]');
  const extra = run(['serve', 'now']);
  expect(extra.status).toBe(2);
  expect(extra.stderr).toMatch(/^error: serve takes no arguments \(got "now"\)\n/);
  const settle = run(['settle', 'a', 'b']);
  expect(settle.status).toBe(2);
  expect(settle.stderr).toMatch(/^error: settle takes one commit ID \(got 2\)\n/);
  expect(run(['settle']).stderr).toMatch(/^error: give the commit ID\n/);
});

test('sync --venue VENUE, as --venues names them; an unknown one is a usage error', () => {
  const unknown = run(['sync', '--once', '--venue', 'polymarket', '--venue', 'betfair']);
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toMatch(
    /^error: --venues: unknown venue "betfair" \(known: polymarket, kalshi\)/,
  );
  const twice = run(['sync', '--once', '--venues', 'kalshi', '--venue', 'kalshi']);
  expect(twice.status).toBe(2);
  expect(twice.stderr).toMatch(/^error: --venues names a venue twice/);
});
