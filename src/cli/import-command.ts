// `settlegraph import FILE...` and `settlegraph settle COMMIT_ID`: catalogs into the configured
// store, one revision per file, each reported as it lands; a commit whose answer was lost is
// settled (src/catalog/settled-commit.ts) and reported as written, not written, or unknown, each
// with its exit code (README, "Catalogs").
import { importDraft, readCatalogFile } from '../catalog/import-catalog';
import { readTextFile } from '../catalog/read-text-file';
import {
  CommitNotWrittenError,
  CommitOutcomeUnknownError,
  DEFAULT_SETTLE_OPTIONS,
  settle,
  type SettleOptions,
} from '../catalog/settled-commit';
import { messageWithCauses, ServiceError } from '../domain/errors';
import { NO_PROGRESS, type OnProgress } from '../domain/progress';
import { stderrProgress } from './progress';
import type { Config } from '../app/config';
import { openStore } from '../app/open-store';
import type { Store } from '../store/store';

/** The exit codes of `import` and `settle` (README, "Catalogs"). */
export const EXIT = {
  /** Every file imported (or already in the store); `settle`: the commit landed. */
  written: 0,
  /** A file was not imported and nothing of it was written: safe to run again. */
  notWritten: 1,
  usage: 2,
  /** A commit was sent and the store could not be asked whether it landed. */
  unknown: 3,
} as const;

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

export async function runImport(
  files: string[],
  config: Config,
  io: CommandOutput,
): Promise<number> {
  // First: a wrong SETTLEGRAPH_PROGRESS_INTERVAL_S fails before anything is opened.
  const progress = stderrProgress('import', 'plain');
  let store: Store;
  try {
    store = await openStore(config, 'imports');
  } catch (error) {
    progress.finish();
    io.err(
      `not written: the store could not be reached (${messageOf(error)}); safe to import again.`,
    );
    return EXIT.notWritten;
  }
  try {
    const code = await importFiles(store, files, io, DEFAULT_SETTLE_OPTIONS, progress.onProgress);
    if (code === EXIT.written && !config.neo4j)
      io.out('memory store: the files are valid; set NEO4J_URI to keep the import');
    return code;
  } finally {
    progress.finish();
    await store.close();
  }
}

/**
 * Imports the files in order, each line printed as its file lands, and stops at the first that
 * does not: exit 1 when nothing of it was written, 3 when that is not known.
 */
export async function importFiles(
  store: Store,
  files: readonly string[],
  io: CommandOutput,
  settleOptions: SettleOptions = DEFAULT_SETTLE_OPTIONS,
  onProgress: OnProgress = NO_PROGRESS,
): Promise<number> {
  for (const file of files) {
    let result;
    // Each file's phases under its name: two files' plans are two phases, each with its count.
    const ofFile: OnProgress = (tick) => onProgress({ ...tick, phase: `${file}: ${tick.phase}` });
    try {
      ofFile({ phase: 'read and validate', done: 0, total: 1, unit: 'files' });
      const { draft } = readCatalogFile(await readTextFile(file), { source: file });
      ofFile({ phase: 'read and validate', done: 1, total: 1, unit: 'files' });
      result = await importDraft(store, draft, {
        source: file,
        settle: settleOptions,
        onProgress: ofFile,
      });
    } catch (error) {
      if (error instanceof CommitOutcomeUnknownError) {
        io.err(
          `${file}: outcome unknown: ${messageOf(error)}. Its commit may or may not have landed; ask again with \`settlegraph settle ${error.commitId}\` once the store answers, or import the file again (an import of what the store holds changes nothing).`,
        );
        return EXIT.unknown;
      }
      if (error instanceof CommitNotWrittenError) {
        io.err(`${file}: not written: ${messageOf(error)}; safe to import again.`);
        return EXIT.notWritten;
      }
      // A commit's failure is settled above: this one came before any commit was sent.
      if (error instanceof ServiceError && error.code === 'SERVICE_UNAVAILABLE') {
        io.err(
          `${file}: not written: ${messageOf(error)} (no commit was sent); safe to import again.`,
        );
        return EXIT.notWritten;
      }
      throw error;
    }
    const lost = result.answerLost
      ? ` (the store's answer was lost; asked, it had commit ${result.commitId})`
      : '';
    io.out(
      `${file}: ${result.records} records written, ${result.changes} change records, store revision ${result.revision}${lost}`,
    );
  }
  return EXIT.written;
}

/**
 * Whether the import commit `commitId` landed: its revision, or "not written", after which it
 * never lands (Store.settleCommit); unknown when the store cannot be asked.
 */
export async function runSettle(
  commitId: string,
  config: Config,
  io: CommandOutput,
): Promise<number> {
  if (!config.neo4j) {
    io.err('settle asks the configured store: set NEO4J_URI (a memory store keeps no commits)');
    return EXIT.usage;
  }
  let store: Store;
  try {
    store = await openStore(config, 'imports');
  } catch (error) {
    io.err(`${commitId}: outcome unknown: the store could not be reached (${messageOf(error)})`);
    return EXIT.unknown;
  }
  try {
    const revision = await settle(store, commitId, 'asked by settlegraph settle');
    if (revision === null) {
      io.out(`${commitId}: not written, and it can no longer land; safe to import again`);
      return EXIT.notWritten;
    }
    io.out(`${commitId}: written, store revision ${revision.revision} (${revision.committedAt})`);
    return EXIT.written;
  } catch (error) {
    if (!(error instanceof CommitOutcomeUnknownError)) throw error;
    io.err(`${commitId}: outcome unknown: ${messageOf(error.settleFailure)}; ask again later`);
    return EXIT.unknown;
  } finally {
    await store.close();
  }
}

/** With its causes: the store's own error names what failed and where, for the operator. */
function messageOf(error: unknown): string {
  return messageWithCauses(error);
}
