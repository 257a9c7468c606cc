// Staged writes made visible together (docs/decisions.md): a commit too large for one
// transaction's memory is written at revision head + 1 in several bounded transactions. Readers
// take their revision from the Head, so the rows stay invisible until the last transaction moves
// it; a staging marker on the Head keeps other writers out meanwhile, and a lease on the marker
// lets the next writer roll back the staging of a writer that died.
import { randomUUID } from 'node:crypto';
import { storeUnavailable } from './store-unavailable';
import {
  RevisionConflictError,
  type CommitBatch,
  type FairValueBounds,
  type Revision,
} from '../store';
import type { IdempotencyBounds } from '../idempotency';
import type { CypherName } from './cypher-registry';
import {
  assertNoOtherStaging,
  checkCommit,
  checkCommitIdentity,
  commitRows,
  commitSteps,
  finishBatch,
  lockHead,
  runStep,
  type ChunkLimits,
  type CommitStep,
  type LockedHead,
} from './commit-batch';
import type { Executor, StatementRunner } from './executor';
import { numberOf } from './row-values';

export interface StagingOptions {
  /** Rows per statement (Neo4jStoreOptions.commitChunkRows). */
  chunkRows: number;
  /** Rows per transaction of a staged commit or of a rollback. */
  transactionRows: number;
  /** Parameter bytes per transaction of a staged commit (ChunkLimits). */
  transactionBytes: number;
  /** How long a staging marker outlives its writer's last transaction, ms. */
  leaseMs: number;
  /** What the store keeps of fair values (checked and compacted as in one transaction). */
  fairValues: FairValueBounds;
  /** The bytes idempotency records may hold (checked in the first and the last transaction). */
  idempotency: Readonly<IdempotencyBounds>;
  /**
   * Test seam: awaited after each transaction of a staged commit but its last. A promise that
   * never settles stands for a writer that died (its lease runs out); one that rejects fails the
   * commit, which rolls its staging back.
   */
  afterTransaction?: (done: StagedTransaction) => Promise<void> | void;
}

export interface StagedTransaction {
  /** The revision being staged. */
  revision: number;
  /** 0 for the transaction that set the marker, then 1, 2, … for those that wrote rows. */
  index: number;
  /** Rows the transaction wrote. */
  rows: number;
  /** The statements it ran, lock and lease aside. */
  statements: CypherName[];
}

/** The rollback statements, in order: each runs in bounded transactions until it finds nothing. */
const ROLLBACK: readonly CypherName[] = [
  'staging-rollback-rows',
  'staging-reopen-rows',
  'staging-rollback-relationships',
  'staging-reopen-relationships',
  'staging-rollback-changes',
  'staging-rollback-market-data',
  'staging-restore-market-data',
  'staging-rollback-structure',
];

/**
 * Writes `batch` as one revision in several transactions: the first checks it as writeBatch does
 * and marks the Head, the middle ones write within `transactionRows` and `transactionBytes` each,
 * the last moves the Head. A failure rolls the staging back at once. Each transaction is safe to
 * run twice, as the driver does when a commit's answer is lost: the first finds its own marker,
 * the middle ones the count of those committed (staging-step), the last a Head already moved (a
 * revision conflict, which a caller planning again finds written).
 */
export async function commitStaged(
  executor: Executor,
  batch: CommitBatch,
  options: StagingOptions,
): Promise<Revision> {
  const token = randomUUID();
  const base = executor.transactionTimeoutMs;
  const head = await executor.executeWrite(
    'commit-staged-begin',
    async (tx) => {
      const locked = await lockHead(tx);
      assertNoOtherStaging(locked, token);
      await checkCommit(tx, locked, batch, options.fairValues, options.idempotency);
      await tx.run('staging-begin', {
        revision: locked.revision + 1,
        token,
        leaseMs: options.leaseMs,
      });
      return locked;
    },
    base,
  );
  const revision = head.revision + 1;
  try {
    await options.afterTransaction?.({ revision, index: 0, rows: 0, statements: [] });
    const { steps, changeSeq } = commitSteps(
      batch,
      revision,
      head.changeSeq + 1,
      {
        rows: Math.min(options.chunkRows, options.transactionRows),
        bytes: options.transactionBytes,
      },
      options.fairValues,
    );
    let index = 0;
    let written = 0;
    const total = commitRows(batch);
    const limits = { rows: options.transactionRows, bytes: options.transactionBytes };
    for (const group of transactionsOf(steps, limits)) {
      const rows = group.reduce((sum, step) => sum + step.rows, 0);
      // A repeated step is alone in its group, and its group runs until the step is done.
      for (let more = true; more;) {
        const transaction = index + 1;
        more = await executor.executeWrite(
          'commit-staged-rows',
          async (tx) => {
            await claimStaging(tx, token, head.revision);
            const [recorded] = await tx.run('staging-step', { token });
            if (numberOf(recorded?.step, 'staging step') >= transaction) {
              // Committed already, its answer lost: its rows are written. A repeated step runs
              // once more to learn whether it is done (it writes only what is left).
              await tx.run('staging-renew', { token, leaseMs: options.leaseMs, step: null });
              return group[0]?.repeat === true;
            }
            let state: 'done' | 'more' = 'done';
            for (const step of group) state = await runStep(tx, step);
            await tx.run('staging-renew', { token, leaseMs: options.leaseMs, step: transaction });
            return state === 'more';
          },
          // Each transaction is bounded, so its limit is a request's plus its own rows, not the
          // batch's.
          base + rows,
        );
        index = transaction;
        // A repeated step (closing superseded edges) counts no rows of the batch.
        if (group[0]?.repeat !== true) written += rows;
        batch.onProgress?.({
          phase: 'commit',
          done: Math.min(written, total),
          total,
          unit: 'rows',
        });
        const statements = group.map((step) => step.name);
        await options.afterTransaction?.({ revision, index, rows, statements });
      }
    }
    return await executor.executeWrite(
      'commit-staged-finish',
      async (tx) => {
        const locked = await claimStaging(tx, token, head.revision);
        await checkCommitIdentity(tx, batch, options.idempotency);
        await finishBatch(tx, locked, batch, revision, changeSeq);
        return { revision, committedAt: batch.committedAt };
      },
      base,
    );
  } catch (error) {
    // Best effort: a rollback that fails too leaves the marker to expire, and the next writer
    // rolls back. One whose marker was taken over has nothing left to roll back.
    if (!(error instanceof StagingLostError)) {
      await rollBackStaging(executor, token, options).catch(() => undefined);
    }
    throw error instanceof StagingLostError ? error.reason : error;
  }
}

/**
 * Rolls back a staging whose lease ran out (its writer crashed or was killed): takes the marker
 * over, so that a crash during the rollback is rolled back in turn, undoes the staged revision in
 * bounded transactions and clears the marker. Returns without writing when the marker is gone or
 * live again (another writer got there first), and returns too when another writer takes the
 * rollback over from this one (its own lease ran out between two of its transactions): that
 * writer carries it on, and the caller waits for it as for any staging.
 */
export async function rollBackExpiredStaging(
  executor: Executor,
  options: StagingOptions,
): Promise<void> {
  const token = randomUUID();
  const notExpired = new Error('the staging marker is gone or live again');
  const taken = await executor
    .executeWrite('staging-takeover', async (tx) => {
      const head = await lockHead(tx);
      const staging = head.staging;
      // Thrown, not returned: the transaction then rolls back, lock marker included.
      if (staging === null || head.now <= staging.leaseUntil) throw notExpired;
      await tx.run('staging-begin', {
        revision: staging.revision,
        token,
        leaseMs: options.leaseMs,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (error === notExpired) return false;
      throw error;
    });
  if (!taken) return;
  await rollBackStaging(executor, token, options).catch((error: unknown) => {
    if (!(error instanceof StagingLostError)) throw error;
  });
}

/** Undoes the staging that `token` holds, then clears its marker; the Head keeps its revision. */
async function rollBackStaging(
  executor: Executor,
  token: string,
  options: StagingOptions,
): Promise<void> {
  const limit = options.transactionRows;
  for (const name of ROLLBACK) {
    for (;;) {
      const count = await executor.executeWrite('staging-rollback', async (tx) => {
        const head = await claimStaging(tx, token, null);
        const [row] = await tx.run(name, {
          revision: head.staging!.revision,
          changeSeq: head.changeSeq,
          limit,
        });
        await tx.run('staging-renew', { token, leaseMs: options.leaseMs, step: null });
        return numberOf(row?.count, 'rolled back');
      });
      // Until nothing is found, not until a short batch: the structure statement finds the
      // Outcomes a deleted Market left alone only on its next run.
      if (count === 0) break;
    }
  }
  await executor.executeWrite('staging-clear', async (tx) => {
    await claimStaging(tx, token, null);
    await tx.run('staging-clear', { token });
  });
}

/** The staging marker is no longer this writer's: another took it over after its lease ran out. */
class StagingLostError extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
  }
}

/**
 * First statement of each transaction of a staging: under the Head lock, the marker must still
 * be this writer's. If not, the writer was too slow, its staging has been rolled back by another,
 * and its commit fails: as a revision conflict when the Head has moved from `stagedOn` since.
 */
async function claimStaging(
  tx: StatementRunner,
  token: string,
  stagedOn: number | null,
): Promise<LockedHead> {
  const head = await lockHead(tx);
  if (head.staging?.token === token) return head;
  if (stagedOn !== null && head.revision !== stagedOn) {
    throw new StagingLostError(new RevisionConflictError(stagedOn, head.revision));
  }
  throw new StagingLostError(
    storeUnavailable('a staged commit outlived its lease and was rolled back by another writer'),
  );
}

/**
 * Consecutive steps grouped into transactions within `limits` (one step at least); a repeated
 * step gets a group of its own.
 */
function transactionsOf(steps: readonly CommitStep[], limits: ChunkLimits): CommitStep[][] {
  const groups: CommitStep[][] = [];
  let current: CommitStep[] = [];
  let rows = 0;
  let bytes = 0;
  for (const step of steps) {
    const full = rows + step.rows > limits.rows || bytes + step.bytes > limits.bytes;
    if (current.length > 0 && (full || step.repeat || current[0]!.repeat)) {
      groups.push(current);
      current = [];
      rows = 0;
      bytes = 0;
    }
    current.push(step);
    rows += step.rows;
    bytes += step.bytes;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
