// The worker side of the evaluation pool (src/services/evaluation-pool.ts): one pure evaluation
// per task, off the server's event loop. Loaded by piscina as compiled JavaScript from dist/, or
// through bin/ts-worker.js when the service runs from its TypeScript sources (tests).
import { evaluate } from '../domain/evaluation/evaluate';
import type { EvaluationInput, EvaluationResult } from '../domain/evaluation/types';

export default function runEvaluation(input: EvaluationInput): EvaluationResult {
  return evaluate(input);
}
