// A commit whose failure may hide a landed write (docs/decisions.md, "Imports that lost their
// answer"): a connection lost or a deadline passed while the store committed leaves the writer
// not knowing. The commit carries an ID; after such a failure the store is asked which it was
// (Store.settleCommit), which also makes sure a commit still on its way never lands. The answer
// is then definitive: written at a revision, or not written; or, when the store cannot be reached
// to ask, unknown.
import { IdempotencyKeyUsedError } from '../store/idempotency';
import {
  CommitIdRefusedError,
  FairValueRevisionConflictError,
  FairValueScopeFullError,
  RevisionConflictError,
  type CommitBatch,
  type Revision,
  type Store,
} from '../store/store';

/** How hard to try to learn a lost commit's outcome. */
export interface SettleOptions {
  /** Questions to the store before the outcome is declared unknown. */
  attempts: number;
  /** Pause before the second question, ms; doubled for each later one. */
  pauseMs: number;
}

export const DEFAULT_SETTLE_OPTIONS: Readonly<SettleOptions> = { attempts: 3, pauseMs: 1_000 };

/** The commit failed and the store confirms it did not land, nor ever will: safe to retry. */
export class CommitNotWrittenError extends Error {
  constructor(
    readonly commitId: string,
    cause: unknown,
  ) {
    super(`commit ${commitId} failed (${messageOf(cause)}) and did not land: nothing was written`, {
      cause,
    });
    this.name = 'CommitNotWrittenError';
  }
}

/** The commit failed and the store could not be reached to learn whether it landed. */
export class CommitOutcomeUnknownError extends Error {
  constructor(
    readonly commitId: string,
    cause: unknown,
    readonly settleFailure: unknown,
  ) {
    super(
      `commit ${commitId} failed (${messageOf(cause)}) and the store could not be asked whether it landed (${messageOf(settleFailure)})`,
      { cause },
    );
    this.name = 'CommitOutcomeUnknownError';
  }
}

export interface SettledCommit {
  revision: Revision;
  /** True when the commit's answer was lost and the store was asked: it had landed. */
  answerLost: boolean;
}

/**
 * Commits `batch` (its commitId set). Errors the store raised under its lock before writing
 * (conflicts, a settled ID, a used key) pass unchanged: nothing was written. Any other failure is
 * settled: the revision it wrote, CommitNotWrittenError, or CommitOutcomeUnknownError.
 */
export async function commitSettled(
  store: Store,
  batch: CommitBatch & { commitId: string },
  options: SettleOptions = DEFAULT_SETTLE_OPTIONS,
): Promise<SettledCommit> {
  try {
    return { revision: await store.commit(batch), answerLost: false };
  } catch (error) {
    if (refusedBeforeWriting(error)) throw error;
    const revision = await settle(store, batch.commitId, error, options);
    if (revision === null) throw new CommitNotWrittenError(batch.commitId, error);
    return { revision, answerLost: true };
  }
}

/** Asks the store up to `attempts` times; CommitOutcomeUnknownError when it never answers. */
export async function settle(
  store: Store,
  commitId: string,
  cause: unknown,
  options: SettleOptions = DEFAULT_SETTLE_OPTIONS,
): Promise<Revision | null> {
  let failure: unknown;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    if (attempt > 0) await pause(options.pauseMs * 2 ** (attempt - 1));
    try {
      return await store.settleCommit(commitId);
    } catch (error) {
      failure = error;
    }
  }
  throw new CommitOutcomeUnknownError(commitId, cause, failure);
}

/**
 * Refusals the store made under its lock before writing. Not a commit ID found taken: that is
 * this commit's own, landed, when the driver ran its transaction again after losing the answer.
 */
function refusedBeforeWriting(error: unknown): boolean {
  return (
    error instanceof RevisionConflictError ||
    (error instanceof CommitIdRefusedError && error.reason === 'settled') ||
    error instanceof IdempotencyKeyUsedError ||
    error instanceof FairValueRevisionConflictError ||
    error instanceof FairValueScopeFullError
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
