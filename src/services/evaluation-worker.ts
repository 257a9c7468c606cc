// The worker side of the evaluation pool (src/services/evaluation-pool.ts): one pure evaluation
// per task, off the server's event loop. Loaded by piscina as compiled JavaScript from dist/, or
// through bin/ts-worker.js when the service runs from its TypeScript sources (tests).
// Its input and answer travel packed (evaluation-transfer.ts). The pool's threads also match a
// revision's cross-venue pairs: the task named matchPairs (pair-matching-transfer.ts), and read a
// large REST body's positions into columns: the task named readPositions (position-columns.ts).
import { evaluate } from '../domain/evaluation/evaluate';
import type { EvaluationResult } from '../domain/evaluation/types';
import {
  unpackEvaluation,
  withoutPositionIds,
  type PackedEvaluationInput,
} from './evaluation-transfer';
import { Piscina } from 'piscina';
import {
  matchPackedMarkets,
  pairBuffersOf,
  type PackedMarkets,
  type PackedPairs,
} from './pair-matching-transfer';
import {
  columnBuffers,
  readPositionColumns,
  type PositionColumns,
} from '../domain/position-columns';
import {
  positionPartBuffers,
  positionPartsOf,
  withColumnHoldings,
} from '../domain/position-column-books';
import { isAscii } from 'node:buffer';
import { jsonTextExcess } from '../domain/json-shape';
import { jsonListSlices } from '../domain/json-slices';
import type {
  BodyScanned,
  BodyScanTask,
  ColumnEvaluationResult,
  ColumnEvaluationTask,
  SnapshotEvaluationResult,
  SnapshotEvaluationTask,
} from './evaluation-pool';
import { planFromSnapshot, snapshotOf } from './evaluation-snapshot-plan';

/**
 * A worker's answer with its buffers moved back to the serving thread rather than copied: the
 * pool's answer is the value, and the buffers go with it.
 */
function movedBack<T>(value: unknown, buffers: readonly ArrayBufferLike[]): T {
  const moved = {
    [Piscina.transferableSymbol]: buffers,
    [Piscina.valueSymbol]: value,
  } as unknown as Parameters<typeof Piscina.move>[0];
  return Piscina.move(moved) as unknown as T;
}

/** The pairs of a revision's markets, their buffers moved back rather than copied. */
export function matchPairs(packed: PackedMarkets): PackedPairs {
  const pairs = matchPackedMarkets(packed);
  return movedBack<PackedPairs>(pairs, pairBuffersOf(pairs));
}

/**
 * A large body's positions read into columns (evaluation-position-columns.ts), their buffers moved
 * back; null where the reader proves less than the whole list.
 */
export function readPositions(task: {
  bytes: Uint8Array;
  runs: Uint32Array;
}): PositionColumns | null {
  const columns = readPositionColumns(task.bytes, task.runs);
  if (!columns) return null;
  return movedBack<PositionColumns>(columns, columnBuffers(columns));
}

/**
 * An evaluation whose books' holdings are made here from the positions' columns, and whose
 * assignments and books' position IDs are written here as bytes, moved back
 * (position-column-books.ts).
 */
export function evaluateColumns(task: ColumnEvaluationTask): ColumnEvaluationResult {
  const input = withColumnHoldings(unpackEvaluation(task.packed), task.holdings);
  const result = withoutPositionIds(evaluate(input));
  const parts = positionPartsOf(
    task.holdings,
    input.books.map((b) => b.familyId),
    task.form,
  );
  return movedBack<ColumnEvaluationResult>({ result, parts }, positionPartBuffers(parts));
}

/**
 * A request resolved against the revision's catalog snapshot this thread keeps
 * (evaluation-snapshot-plan.ts), then evaluated as evaluateColumns does; where the snapshot does
 * not cover it, the columns moved back untouched for the general path.
 */
export function evaluateFromSnapshot(task: SnapshotEvaluationTask): SnapshotEvaluationResult {
  const plan = planFromSnapshot(snapshotOf(task.snapshot), task.columns, task.request);
  if (!plan) {
    return movedBack<SnapshotEvaluationResult>(
      { covered: false, columns: task.columns },
      columnBuffers(task.columns),
    );
  }
  const input = withColumnHoldings(plan.input, plan.holdings);
  const result = withoutPositionIds(evaluate(input));
  const parts = positionPartsOf(
    plan.holdings,
    input.books.map((b) => b.familyId),
    task.form,
  );
  const answer: SnapshotEvaluationResult = {
    covered: true,
    result,
    parts,
    books: plan.input.books.map((b) => ({
      familyId: b.familyId,
      scenarioVersion: b.scenarioVersion,
      scenarioIds: b.scenarioIds,
    })),
    held: plan.held,
    positions: plan.positions,
    marketVersions: plan.marketVersions,
    scenarioPins: plan.scenarioPins,
  };
  return movedBack<SnapshotEvaluationResult>(answer, positionPartBuffers(parts));
}

/**
 * A large body's shape scanned and, when it is ASCII and within its limits, its long lists cut
 * into runs, by the passes the serving thread runs otherwise (src/http/json-bodies.ts); the bytes
 * moved back.
 */
export function scanBody(task: BodyScanTask): BodyScanned {
  const { bytes, runChars } = task;
  const excess = jsonTextExcess(bytes);
  const slices =
    !excess && isAscii(bytes)
      ? jsonListSlices(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('ascii'),
          runChars,
        )
      : undefined;
  return movedBack<BodyScanned>({ excess, slices, bytes }, [bytes.buffer]);
}

export default function runEvaluation(packed: PackedEvaluationInput): EvaluationResult {
  return withoutPositionIds(evaluate(unpackEvaluation(packed)));
}
