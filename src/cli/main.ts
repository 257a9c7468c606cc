// The settlegraph command: `settlegraph <command> [options]`, the commands in src/cli/commands.ts.
// Until a command runs, only the parser is loaded: `--help` and `--version` answer at once and
// touch nothing (docs/decisions.md, "The command line").
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  commandHelp,
  nearest,
  parseCommandLine,
  table,
  usageLine,
  UsageError,
  USAGE_EXIT,
} from './command-line';
import { COMMANDS, type CommandIo } from './commands';

const io: CommandIo = {
  stdout: (text) => new Promise<void>((resolve) => process.stdout.write(text, () => resolve())),
  stderr: (text) => void process.stderr.write(text),
};

function mainHelp(): string {
  return [
    'usage: settlegraph <command> [options]',
    '',
    'commands:',
    table(COMMANDS.map((c): [string, string] => [c.name, c.summary])),
    '',
    'options:',
    table([
      ['-h, --help', "this help; `settlegraph <command> --help` gives a command's options"],
      ['--version', 'the version of settlegraph'],
    ]),
    '',
    'Exit code 2 is a usage error (an unknown command or option, a missing or extra argument);',
    "each command's help lists its other exit codes.",
    '',
  ].join('\n');
}

/** The version in package.json, found from src/cli (tests) or dist/src/cli (compiled). */
function version(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    let text: string;
    try {
      text = readFileSync(join(dir, 'package.json'), 'utf8');
    } catch {
      continue;
    }
    const pkg = JSON.parse(text) as { name?: string; version?: string };
    if (pkg.name === 'settlegraph' && pkg.version) return pkg.version;
  }
  return 'unknown';
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    io.stderr(mainHelp());
    return USAGE_EXIT;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    const command = COMMANDS.find((c) => c.name === args[0]);
    await io.stdout(command ? commandHelp(command) : mainHelp());
    return 0;
  }
  if (name === '--version') {
    await io.stdout(`settlegraph ${version()}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    const names = COMMANDS.map((c) => c.name);
    const meant = nearest(name, name.startsWith('-') ? ['--help', '--version'] : names);
    io.stderr(
      `error: unknown ${name.startsWith('-') ? 'option' : 'command'} ${name}${meant ? `; did you mean ${meant}?` : ''}\n` +
        `usage: settlegraph <command> [options]; commands: ${names.join(', ')}; \`settlegraph --help\` for more\n`,
    );
    return USAGE_EXIT;
  }
  try {
    const line = parseCommandLine(command, args);
    switch (line.kind) {
      case 'help':
        await io.stdout(commandHelp(command));
        return 0;
      case 'version':
        await io.stdout(`settlegraph ${version()}\n`);
        return 0;
      case 'run':
        // Before any library loads: production mode (src/cli/production-mode.ts), and the
        // metadata polyfill type-graphql's decorators need.
        await import('./production-mode');
        await import('reflect-metadata');
        // A command refuses what its options' table cannot say (two venues, a count) the same way.
        return await command.run(line.args, io);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(
      `error: ${error.message}\n${usageLine(command)}\n\`settlegraph ${command.name} --help\` for more\n`,
    );
    return USAGE_EXIT;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (error: unknown) => {
    const { messageWithCauses, ServiceError } = await import('../domain/errors');
    // With its causes: the store's own error (a driver's, naming its address) is for the operator.
    process.stderr.write(`error: ${messageWithCauses(error)}\n`);
    if (error instanceof ServiceError)
      for (const problem of error.details?.problems ?? [])
        process.stderr.write(`  ${problem.path}: ${String(problem.reason)}\n`);
    process.exit(1);
  },
);
