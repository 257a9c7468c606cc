// The worker side of the evaluation pool (src/services/evaluation-pool.ts): one pure evaluation
// per task, off the server's event loop. Loaded by piscina as compiled JavaScript from dist/, or
// through bin/ts-worker.js when the service runs from its TypeScript sources (tests).
// Its input and answer travel packed (evaluation-transfer.ts).
import { evaluate } from '../domain/evaluation/evaluate';
import type { EvaluationResult } from '../domain/evaluation/types';
import {
  unpackEvaluation,
  withoutPositionIds,
  type PackedEvaluationInput,
} from './evaluation-transfer';

export default function runEvaluation(packed: PackedEvaluationInput): EvaluationResult {
  return withoutPositionIds(evaluate(unpackEvaluation(packed)));
}
