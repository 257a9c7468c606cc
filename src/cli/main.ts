// The settlegraph command: `serve` (what npm start runs), `import FILE...`, `settle COMMIT_ID`,
// `ingest FILE...`, `adapt`, `match` and `sync`.
import './production-mode';
import 'reflect-metadata';
import { messageWithCauses, ServiceError } from '../domain/errors';
import { readConfig } from '../server/config';
import { runAdapt } from './adapt-command';
import { runImport, runSettle, type CommandOutput } from './import-command';
import { runIngest } from './ingest-command';
import { runMatch } from './match-command';
import { runSync } from './sync-command';
import { startServer } from '../server/start';

const USAGE = `usage: settlegraph <command>

  serve              serve /v1 and /graphql (PORT, SETTLEGRAPH_CATALOG, SETTLEGRAPH_API_KEYS, NEO4J_URI...)
  import FILE...     validate catalog files and import them into the configured store
                     (with the memory store this only validates: nothing outlives the command);
                     exit 0 imported, 1 not imported (nothing of that file written), 3 unknown
  settle COMMIT_ID   whether an import commit whose answer was lost landed (exit 0, its
                     revision) or not (exit 1; it never will); 3 when the store cannot be asked
  ingest FILE...     validate NDJSON market-data files (one {"type": "quote" | "orderbook" | "trade"
                     | "bar" | "fee", ...} per line) and write them into the configured store
                     (with the memory store this validates against SETTLEGRAPH_CATALOG or the demo)
  adapt <polymarket|kalshi> FILE... [<venue> FILE...] [--equivalence FILE]
        [--no-cross-venue-families] [--out FILE]
                     build a catalog from saved Polymarket / Kalshi API responses
                     (docs/venue-adapters.md), with cross-venue families of both venues'
                     markets on one quantity unless told not to; writes it to --out or stdout
  match kalshi FILE... polymarket FILE... [--candidates K] [--equivalence-out FILE]
                     the settlement terms of saved venue responses and the proposed
                     cross-venue pairs with verdicts (JSON): each market's K likely
                     counterparts on the other venue (--candidates, default 10);
                     --equivalence-out writes the EQUIVALENT pairs as an equivalence file
                     for review
  sync [--once] [--venues polymarket,kalshi]
                     read the venues' public APIs into the configured store: one pass with
                     --once, else a pass every SETTLEGRAPH_SYNC_INTERVAL_S until stopped
`;

const io: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

async function main(argv: string[]): Promise<number> {
  const [command = 'help', ...args] = argv;
  switch (command) {
    case 'serve': {
      const server = await startServer(readConfig());
      const stop = (): void => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => undefined);
    }
    case 'import': {
      if (args.length === 0) {
        process.stderr.write(USAGE);
        return 2;
      }
      return runImport(args, readConfig(), io);
    }
    case 'settle': {
      if (args.length !== 1) {
        process.stderr.write(USAGE);
        return 2;
      }
      return runSettle(args[0]!, readConfig(), io);
    }
    case 'ingest': {
      if (args.length === 0) {
        process.stderr.write(USAGE);
        return 2;
      }
      await runIngest(args, readConfig(), (line) => process.stdout.write(`${line}\n`));
      return 0;
    }
    case 'sync':
      return runSync(
        args,
        readConfig(),
        (line) => process.stdout.write(`${line}\n`),
        (text) => process.stderr.write(text),
      );
    case 'adapt':
      return runAdapt(
        args,
        // Resolved once flushed: main exits right after, which could cut a piped stdout short.
        (text) => new Promise<void>((resolve) => process.stdout.write(text, () => resolve())),
        (text) => process.stderr.write(text),
      );
    case 'match':
      return runMatch(
        args,
        (text) => new Promise<void>((resolve) => process.stdout.write(text, () => resolve())),
        (text) => process.stderr.write(text),
      );
    default:
      process.stderr.write(USAGE);
      return command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // With its causes: the store's own error (a driver's, naming its address) is for the operator.
    process.stderr.write(`error: ${messageWithCauses(error)}\n`);
    if (error instanceof ServiceError)
      for (const problem of error.details?.problems ?? [])
        process.stderr.write(`  ${problem.path}: ${String(problem.reason)}\n`);
    process.exit(1);
  },
);
