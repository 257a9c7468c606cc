// Evaluations off the event loop (docs/decisions.md, "Evaluation off the event loop"): a large
// evaluation's pure computation runs in a worker thread of a piscina pool, so that other requests
// and health checks are answered while it runs. The pool holds at most `threads` running and
// `queueMax` waiting evaluations; one more is refused with SERVICE_UNAVAILABLE (503, Retry-After),
// never queued without bound. Evaluations below `inlineCellsMax` payout cells run on the event
// loop in slices (src/services/event-loop-turns.ts): for them the trip to a worker costs more than
// the work. The same threads match a revision's cross-venue pairs (matchPairs below;
// docs/decisions.md, "Cross-venue pairs matched off the event loop"), counted with the evaluations.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { msg, ServiceError } from '../domain/errors';
import { evaluationSteps } from '../domain/evaluation/evaluate';
import type { EvaluationInput, EvaluationResult } from '../domain/evaluation/types';
import { runInSlices } from './event-loop-turns';
import {
  packEvaluation,
  withoutPositionIds,
  withPositionIds,
  type PackedEvaluationInput,
} from './evaluation-transfer';
import { buffersOf, type PackedMarkets, type PackedPairs } from './pair-matching-transfer';
import { columnBuffers, type PositionColumns } from '../domain/position-columns';
import type { BookInput } from '../domain/evaluation/types';
import type { SharedSnapshot } from './evaluation-snapshot';
import type { JsonShapeExcess } from '../domain/json-shape';
import type { JsonSlices } from '../domain/json-slices';
import type { SnapshotRequest } from './evaluation-snapshot-plan';
import type { HeldPositions } from './evaluation-size';
import {
  columnHoldingBuffers,
  positionPartsOf,
  withColumnHoldings,
  type AssignmentForm,
  type ColumnHoldings,
  type PositionParts,
} from '../domain/position-column-books';

/**
 * An evaluation whose books' holdings are made from the positions' columns where it runs, and
 * whose answer's per-position parts are written there as bytes (position-column-books.ts).
 */
export interface ColumnEvaluationTask {
  readonly packed: PackedEvaluationInput;
  readonly holdings: ColumnHoldings;
  readonly form: AssignmentForm;
}

/** The evaluation's answer without position IDs, and its per-position parts as bytes. */
export interface ColumnEvaluationResult {
  readonly result: EvaluationResult;
  readonly parts: PositionParts;
}

/** A large body's bytes to scan, and the characters of a run of its long lists' items. */
export interface BodyScanTask {
  readonly bytes: Uint8Array;
  readonly runChars: number;
}

/** The body's shape excess, if any; an ASCII body's long lists' runs; the bytes moved back. */
export interface BodyScanned {
  readonly excess: JsonShapeExcess | undefined;
  readonly slices: JsonSlices | undefined;
  readonly bytes: Uint8Array;
}

/** A large body's positions list as bytes, and its runs of whole items (two numbers a run). */
export interface PositionsTask {
  readonly bytes: Uint8Array;
  readonly runs: Uint32Array;
}

/**
 * A large evaluation to be resolved against a revision's catalog snapshot where it runs
 * (evaluation-snapshot-plan.ts): the snapshot named by its shared memory, the positions' columns
 * moved there.
 */
export interface SnapshotEvaluationTask {
  readonly snapshot: SharedSnapshot;
  readonly columns: PositionColumns;
  readonly request: SnapshotRequest;
  readonly form: AssignmentForm;
}

/**
 * The snapshot's answer: the evaluation with its per-position parts and what the answer names;
 * or, where the snapshot does not cover the request, the columns moved back.
 */
export type SnapshotEvaluationResult =
  | (ColumnEvaluationResult & {
      readonly covered: true;
      readonly books: readonly Pick<BookInput, 'familyId' | 'scenarioVersion' | 'scenarioIds'>[];
      readonly held: readonly HeldPositions[];
      readonly positions: HeldPositions;
      readonly marketVersions: readonly (readonly [string, string])[];
      readonly scenarioPins: readonly (readonly [string, string])[];
    })
  | { readonly covered: false; readonly columns: PositionColumns };

type PoolTask =
  | PackedEvaluationInput
  | PackedMarkets
  | PositionsTask
  | ColumnEvaluationTask
  | SnapshotEvaluationTask
  | BodyScanTask;

export interface EvaluationPoolOptions {
  /** SETTLEGRAPH_EVALUATION_THREADS: worker threads evaluating at once (0: all inline). */
  threads: number;
  /** SETTLEGRAPH_EVALUATION_QUEUE: evaluations waiting for a thread at most. */
  queueMax: number;
  /** SETTLEGRAPH_EVALUATION_INLINE_CELLS: evaluations of fewer payout cells run inline. */
  inlineCellsMax: number;
}

/**
 * One thread fewer than the cores (the event loop keeps one), at least one; four evaluations may
 * wait. Inline below 50,000 cells: a trip to a thread is slower at every size, so the threshold
 * bounds how long an inline evaluation holds the event loop (measured in docs/decisions.md,
 * "Evaluation off the event loop").
 */
export const DEFAULT_EVALUATION_POOL: Readonly<EvaluationPoolOptions> = {
  threads: Math.max(1, os.availableParallelism() - 1),
  queueMax: 4,
  inlineCellsMax: 50_000,
};

/** Seconds a refused client is told to wait: about one large evaluation. */
const RETRY_AFTER_SECONDS = 1;

export class EvaluationPool {
  private pool: Piscina<PoolTask, unknown> | undefined;
  /** Evaluations handed to the pool and not yet answered (running or waiting). */
  private admitted = 0;

  constructor(readonly options: Readonly<EvaluationPoolOptions> = DEFAULT_EVALUATION_POOL) {}

  /** Whether the pool holds as many evaluations as it may: the next large one is refused. */
  get full(): boolean {
    return this.admitted >= this.options.threads + this.options.queueMax;
  }

  /** Evaluations running or waiting in the pool now. */
  get inFlight(): number {
    return this.admitted;
  }

  /** Runs the evaluation inline (small) or in the pool (large); refuses when the pool is full. */
  async run(input: EvaluationInput, cells: number): Promise<EvaluationResult> {
    if (this.options.threads === 0 || cells < this.options.inlineCellsMax)
      return runInSlices(evaluationSteps(input));
    this.refuseWhenFull();
    return this.whileAdmitted(async () => {
      const { packed, transfer } = packEvaluation(input);
      const result = (await this.workers().run(packed, {
        transferList: transfer,
      })) as EvaluationResult;
      return withPositionIds(result, input);
    });
  }

  /**
   * As run, for books whose holdings are the columns' (their `holdings` empty in `input`): the
   * holdings are made and the per-position parts written where the evaluation runs, the columns'
   * buffers moved there and the parts' back. The result's books carry no position IDs: the
   * parts hold them.
   */
  async runColumns(
    input: EvaluationInput,
    holdings: ColumnHoldings,
    form: AssignmentForm,
    cells: number,
  ): Promise<ColumnEvaluationResult> {
    const familyIds = input.books.map((b) => b.familyId);
    if (this.options.threads === 0 || cells < this.options.inlineCellsMax) {
      const result = await runInSlices(evaluationSteps(withColumnHoldings(input, holdings)));
      return {
        result: withoutPositionIds(result),
        parts: positionPartsOf(holdings, familyIds, form),
      };
    }
    this.refuseWhenFull();
    return this.whileAdmitted(async () => {
      const { packed, transfer } = packEvaluation(input);
      const task: ColumnEvaluationTask = { packed, holdings, form };
      return (await this.workers().run(task, {
        name: 'evaluateColumns',
        transferList: [...transfer, ...columnHoldingBuffers(holdings)],
      })) as ColumnEvaluationResult;
    });
  }

  /**
   * Resolves and evaluates a request against a catalog snapshot in a worker thread
   * (evaluation-worker.ts, evaluateFromSnapshot), the columns moved there. Undefined, with nothing
   * done, when the pool has no thread or no place (the general path then answers or refuses).
   */
  async runSnapshot(task: SnapshotEvaluationTask): Promise<SnapshotEvaluationResult | undefined> {
    if (this.options.threads === 0 || this.full) return undefined;
    return this.whileAdmitted(async () => {
      return (await this.workers().run(task, {
        name: 'evaluateFromSnapshot',
        transferList: columnBuffers(task.columns),
      })) as SnapshotEvaluationResult;
    });
  }

  /** Whether matchPairs runs in a thread: false when the pool has none (everything inline). */
  get threaded(): boolean {
    return this.options.threads > 0;
  }

  /**
   * Matches a revision's markets in a worker thread (evaluation-worker.ts, matchPairs), their
   * chunks moved to it. Counted with the evaluations: refused when the pool is full.
   */
  async matchPairs(packed: PackedMarkets): Promise<PackedPairs> {
    if (this.full) {
      const { threads, queueMax } = this.options;
      throw new ServiceError(
        'SERVICE_UNAVAILABLE',
        msg`the service's worker threads hold ${threads + queueMax} large computations (${threads} at once, ${queueMax} waiting), as many as they hold, so the cross-venue pairs of this revision cannot be matched now; retry in ${RETRY_AFTER_SECONDS} second${RETRY_AFTER_SECONDS === 1 ? '' : 's'}`,
        {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
          evaluationThreads: threads,
          evaluationQueueMax: queueMax,
        },
      );
    }
    return this.whileAdmitted(async () => {
      return (await this.workers().run(packed, {
        name: 'matchPairs',
        transferList: buffersOf(packed.chunks),
      })) as PackedPairs;
    });
  }

  /**
   * Reads a large body's positions into columns in a worker thread (evaluation-worker.ts,
   * readPositions), the bytes moved there and the columns back. Undefined, with nothing read, when
   * the pool has no thread or no place (the caller reads them itself, as without a pool), or when
   * the worker proves less than the whole list.
   */
  async readPositions(task: PositionsTask): Promise<PositionColumns | undefined> {
    if (this.options.threads === 0 || this.full) return undefined;
    return this.whileAdmitted(async () => {
      const columns = (await this.workers().run(task, {
        name: 'readPositions',
        transferList: [task.bytes.buffer as ArrayBuffer, task.runs.buffer as ArrayBuffer],
      })) as PositionColumns | null;
      return columns ?? undefined;
    });
  }

  /**
   * Scans a large body's shape and cuts an ASCII body's long lists into runs in a worker thread
   * (evaluation-worker.ts, scanBody), the bytes moved there and back. Undefined, with nothing
   * done, when the pool has no thread or no place (the caller scans them itself).
   */
  async scanBody(task: BodyScanTask): Promise<BodyScanned | undefined> {
    if (this.options.threads === 0 || this.full) return undefined;
    return this.whileAdmitted(async () => {
      return (await this.workers().run(task, {
        name: 'scanBody',
        transferList: [task.bytes.buffer as ArrayBuffer],
      })) as BodyScanned;
    });
  }

  /** Runs `work` counted among the evaluations the pool holds, until it settles. */
  private async whileAdmitted<T>(work: () => Promise<T>): Promise<T> {
    this.admitted += 1;
    try {
      return await work();
    } finally {
      this.admitted -= 1;
    }
  }

  /** Throws SERVICE_UNAVAILABLE when no thread or queue place is left. */
  refuseWhenFull(): void {
    if (!this.full) return;
    const { threads, queueMax } = this.options;
    throw new ServiceError(
      'SERVICE_UNAVAILABLE',
      msg`the service is running ${threads + queueMax} large evaluations (${threads} at once, ${queueMax} waiting), as many as it holds; retry in ${RETRY_AFTER_SECONDS} second${RETRY_AFTER_SECONDS === 1 ? '' : 's'}, or ask for fewer scenarios ({scenarioFilters})`,
      {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
        evaluationThreads: threads,
        evaluationQueueMax: queueMax,
      },
    );
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  /** The pool, started on first use: a server that never evaluates much starts no thread. */
  private workers(): Piscina<PoolTask, unknown> {
    this.pool ??= new Piscina<PoolTask, unknown>({
      ...workerFile(),
      minThreads: 0,
      maxThreads: this.options.threads,
      // The admission count above is the bound; piscina's own queue never needs more.
      maxQueue: this.options.threads + this.options.queueMax,
      // Idle threads end after a minute; the next large evaluation starts one again.
      idleTimeout: 60_000,
    });
    return this.pool;
  }
}

/**
 * The worker module: compiled JavaScript beside this file in dist/; from the TypeScript sources
 * (jest), bin/ts-worker.js compiles it on load (docs/decisions.md, "Evaluation off the event
 * loop").
 */
function workerFile(): { filename: string; workerData?: { tsWorker: string } } {
  const compiled = path.join(__dirname, 'evaluation-worker.js');
  if (existsSync(compiled)) return { filename: compiled };
  const source = path.join(__dirname, 'evaluation-worker.ts');
  return {
    filename: path.join(__dirname, '..', '..', 'bin', 'ts-worker.js'),
    workerData: { tsWorker: source },
  };
}
