// The commands of `settlegraph`: each one's options and help (src/cli/command-line.ts), and how it
// runs. A command's module is imported only when it runs, so `--help` loads this file and the
// parser alone (docs/decisions.md, "The command line").
import { parseCommandLine, type CommandSpec, type ParsedArgs } from './command-line';

export interface CommandIo {
  /** Resolved once flushed: the process exits right after, which could cut a piped stdout short. */
  stdout: (text: string) => Promise<void>;
  stderr: (text: string) => void;
}

export interface Command extends CommandSpec {
  run(args: ParsedArgs, io: CommandIo): Promise<number>;
}

const VENUE_FILES = '<polymarket|kalshi> FILE... [<polymarket|kalshi> FILE...]';

/** Lines for `io.out`/`io.err` of the import commands. */
function lines(io: CommandIo) {
  return {
    out: (line: string) => void io.stdout(`${line}\n`),
    err: (line: string) => io.stderr(`${line}\n`),
  };
}

async function config() {
  const { readConfig } = await import('../app/config');
  return readConfig();
}

export const COMMANDS: readonly Command[] = [
  {
    name: 'serve',
    synopsis: '',
    summary: 'serve /v1, /graphql and the explorer page (what npm start runs)',
    description: [
      'Serves the REST facade at /v1, GraphQL at /graphql and the explorer page at /, on PORT',
      '(8080). Configured by the environment (README, "Configuration"): SETTLEGRAPH_CATALOG',
      '(catalog files loaded at start; the demo catalog when unset), SETTLEGRAPH_API_KEYS (the',
      'demo key sg-demo-key when unset), NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD (the Neo4j store;',
      'the in-memory one when unset), SETTLEGRAPH_SYNC (venues to sync beside the API; it takes',
      'the sync lease, so it does not start beside a running `settlegraph sync`). Stops on SIGINT',
      'or SIGTERM.',
    ].join('\n'),
    options: {},
    positionals: { min: 0, max: 0, name: 'argument' },
    exitCodes: [
      [0, 'stopped by SIGINT or SIGTERM'],
      [1, 'could not start (the message says why)'],
      [2, 'usage error'],
    ],
    async run() {
      const { startServer } = await import('../app/start');
      const server = await startServer(await config());
      const stop = (): void => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => undefined);
    },
  },
  {
    name: 'import',
    synopsis: 'FILE...',
    summary: 'validate catalog files and import them into the configured store',
    description: [
      'Validates catalog files (docs/catalog-format.md) and imports them into the configured',
      'store (NEO4J_URI), one revision per file, a line printed as each lands; it stops at the',
      'first file that does not. With the memory store (NEO4J_URI unset) this only validates:',
      'nothing outlives the command.',
    ].join('\n'),
    options: {},
    positionals: { min: 1, name: 'catalog file' },
    exitCodes: [
      [0, 'every file imported (or already in the store)'],
      [1, 'a file was not imported and nothing of it was written: safe to run again'],
      [2, 'usage error'],
      [3, 'outcome unknown: a commit was sent and the store could not be asked (see settle)'],
    ],
    async run({ positionals }, io) {
      const { runImport } = await import('./import-command');
      return runImport(positionals, await config(), lines(io));
    },
  },
  {
    name: 'settle',
    synopsis: 'COMMIT_ID',
    summary: 'whether an import commit whose answer was lost landed',
    description: [
      'Asks the configured Neo4j store (NEO4J_URI) whether the import commit COMMIT_ID, named',
      'by an `import` that exited 3, landed, and makes sure one that did not never will.',
    ].join('\n'),
    options: {},
    positionals: { min: 1, max: 1, name: 'commit ID' },
    exitCodes: [
      [0, 'written: its store revision is printed'],
      [1, 'not written, and it can no longer land: safe to import again'],
      [2, 'usage error, or NEO4J_URI is unset (a memory store keeps no commits)'],
      [3, 'outcome unknown: the store cannot be asked; ask again later'],
    ],
    async run({ positionals }, io) {
      const { runSettle } = await import('./import-command');
      return runSettle(positionals[0]!, await config(), lines(io));
    },
  },
  {
    name: 'ingest',
    synopsis: 'FILE...',
    summary: 'validate NDJSON market-data files and write them into the configured store',
    description: [
      'Validates NDJSON market-data files, one {"type": "quote" | "orderbook" | "trade" | "bar"',
      '| "fee", ...} per line, and writes them into the configured store; nothing is written',
      'if any line is bad. With the memory store it validates against SETTLEGRAPH_CATALOG or the',
      'demo catalog and keeps nothing.',
    ].join('\n'),
    options: {},
    positionals: { min: 1, name: 'NDJSON file' },
    exitCodes: [
      [0, 'every file written'],
      [1, 'a line was refused (each problem printed; nothing written) or the store failed'],
      [2, 'usage error'],
    ],
    async run({ positionals }, io) {
      const { runIngest } = await import('./ingest-command');
      await runIngest(positionals, await config(), lines(io).out);
      return 0;
    },
  },
  {
    name: 'adapt',
    synopsis: `${VENUE_FILES} [--equivalence FILE] [--no-cross-venue-families] [--out FILE]`,
    summary: 'build a catalog from saved Polymarket / Kalshi API responses',
    description: [
      'Builds one catalog from saved Polymarket and Kalshi API responses (docs/venue-adapters.md),',
      "with cross-venue families of both venues' markets on one quantity unless told not to. Name",
      'the venue before its files. On any problem it prints `FILE: $.json.path: reason` lines',
      'and writes nothing.',
    ].join('\n'),
    options: {
      equivalence: {
        type: 'string',
        value: 'FILE',
        description: 'an equivalence file: the cross-venue pairs to merge into one market',
      },
      'no-cross-venue-families': {
        type: 'boolean',
        description: "leave out the families of both venues' markets on one quantity",
      },
      out: {
        type: 'string',
        value: 'FILE',
        description: 'write the catalog to FILE (whole, or not at all) instead of stdout',
      },
    },
    positionals: { min: 2, name: 'venue and file' },
    exitCodes: [
      [0, 'the catalog was written'],
      [1, 'a payload problem (each printed as FILE: $.path: reason); nothing written'],
      [2, 'usage error'],
    ],
    async run({ values, positionals }, io) {
      const { runAdapt } = await import('./adapt-command');
      return runAdapt(
        {
          positionals,
          equivalence: values.equivalence as string | undefined,
          out: values.out as string | undefined,
          crossVenueFamilies: values['no-cross-venue-families'] !== true,
        },
        io.stdout,
        io.stderr,
      );
    },
  },
  {
    name: 'match',
    synopsis: 'kalshi FILE... polymarket FILE... [--candidates K] [--equivalence-out FILE]',
    summary: 'settlement terms and proposed cross-venue pairs of saved venue responses',
    description: [
      'Reads the saved responses `adapt` reads (both venues) and prints, as JSON, the settlement',
      "terms of each market and the proposed cross-venue pairs with verdicts: each market's K",
      'likely counterparts on the other venue. Nothing is merged: --equivalence-out writes the',
      'EQUIVALENT pairs as an equivalence file to review and give to `adapt --equivalence`.',
    ].join('\n'),
    options: {
      candidates: {
        type: 'string',
        value: 'K',
        description: 'candidates kept per market on the other venue, 1 to 999999 (default 10)',
      },
      'equivalence-out': {
        type: 'string',
        value: 'FILE',
        description: 'write the EQUIVALENT pairs to FILE as an equivalence file for review',
      },
    },
    positionals: { min: 2, name: 'venue and file' },
    exitCodes: [
      [0, 'matched'],
      [1, 'a payload problem (each printed as FILE: $.path: reason)'],
      [2, 'usage error'],
    ],
    async run({ values, positionals }, io) {
      const { runMatch } = await import('./match-command');
      return runMatch(
        {
          positionals,
          candidates: values.candidates as string | undefined,
          equivalenceOut: values['equivalence-out'] as string | undefined,
        },
        io.stdout,
        io.stderr,
      );
    },
  },
  {
    name: 'sync',
    synopsis: '[--once] [--venues polymarket,kalshi]',
    summary: "read the venues' public APIs into the configured store",
    description: [
      'Reads the venues\' public APIs into the configured store (docs/decisions.md, "Venue',
      'sync"): one pass with --once, else a pass every SETTLEGRAPH_SYNC_INTERVAL_S seconds, with',
      "the venues' live streams, until SIGINT or SIGTERM. The venues are SETTLEGRAPH_SYNC's, or",
      'both. With the memory store nothing outlives the command. Only the holder of the sync',
      'lease writes (SETTLEGRAPH_SYNC_LEASE_S): a second sync waits as a hot standby and takes',
      'over when the first stops or dies; --once waits for the lease too.',
    ].join('\n'),
    options: {
      once: { type: 'boolean', description: 'one pass, then exit' },
      venues: {
        type: 'string',
        value: 'LIST',
        description: 'the venues to read, comma-separated: polymarket, kalshi',
      },
      venue: {
        type: 'string',
        value: 'VENUE',
        multiple: true,
        description: 'one venue to read: polymarket or kalshi',
      },
    },
    positionals: { min: 0, max: 0, name: 'argument' },
    exitCodes: [
      [0, 'with --once, every venue was read; else stopped by SIGINT or SIGTERM'],
      [1, 'with --once, a venue or the cross-venue step failed (the message says which)'],
      [2, 'usage error'],
    ],
    async run({ values }, io) {
      const { runSync } = await import('./sync-command');
      const venues = [
        ...(values.venues !== undefined ? [values.venues as string] : []),
        ...((values.venue as string[] | undefined) ?? []),
      ];
      return runSync(
        { once: values.once === true, ...(venues.length > 0 ? { venues: venues.join(',') } : {}) },
        await config(),
        lines(io).out,
        io.stderr,
      );
    },
  },
];

/**
 * One command run as the command line runs it (its options parsed from `args`), for the project's
 * own scripts and tests: `npm run demo:catalog` runs `adapt` this way.
 */
export async function runCommandLine(
  name: string,
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new Error(`settlegraph has no command ${name}`);
  const line = parseCommandLine(command, args);
  if (line.kind !== 'run') throw new Error(`settlegraph ${name}: ${args.join(' ')} runs nothing`);
  return command.run(line.args, io);
}
