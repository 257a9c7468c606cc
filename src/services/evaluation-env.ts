// What an evaluation may cost and where it runs (README.md, "Configuration"): the work limits of a
// request, the worker pool of large evaluations, and the quote age past which it warns QUOTE_OLD.
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_WORK_LIMITS, type WorkLimits } from '../domain/limits';
import { DEFAULT_EVALUATION_POOL, type EvaluationPoolOptions } from './evaluation-pool';
import { DEFAULT_QUOTE_WARN_AGE_SECONDS } from './quote-freshness';

export const EVALUATION_ENV = Type.Object({
  SETTLEGRAPH_RESPONSE_LIMIT_BYTES: Type.Integer({
    minimum: 1024,
    default: DEFAULT_WORK_LIMITS.responseLimitBytes,
    description: 'The largest evaluation answer, in bytes, before it is sent.',
  }),
  SETTLEGRAPH_EVALUATION_CELLS_MAX: Type.Integer({
    minimum: 1,
    default: DEFAULT_WORK_LIMITS.evaluationCellsMax,
    description: 'The largest evaluation, in candidates times scenarios.',
  }),
  SETTLEGRAPH_QUOTE_WARN_AGE_S: Type.Integer({
    minimum: 0,
    default: DEFAULT_QUOTE_WARN_AGE_SECONDS,
    description: 'Evaluations warn QUOTE_OLD on quotes and books older than this.',
  }),
  SETTLEGRAPH_EVALUATION_THREADS: Type.Integer({
    minimum: 0,
    default: DEFAULT_EVALUATION_POOL.threads,
    description: 'Worker threads of large evaluations; 0: every evaluation on the main thread.',
  }),
  SETTLEGRAPH_EVALUATION_QUEUE: Type.Integer({
    minimum: 0,
    default: DEFAULT_EVALUATION_POOL.queueMax,
    description: 'Large evaluations that may wait for a worker; past it they are refused.',
  }),
  SETTLEGRAPH_EVALUATION_INLINE_CELLS: Type.Integer({
    minimum: 0,
    default: DEFAULT_EVALUATION_POOL.inlineCellsMax,
    description: 'Evaluations up to this many cells run on the main thread.',
  }),
});

export function evaluationSettings(env: Static<typeof EVALUATION_ENV>): {
  workLimits: WorkLimits;
  quoteWarnAgeSeconds: number;
  evaluationPool: EvaluationPoolOptions;
} {
  return {
    workLimits: {
      responseLimitBytes: env.SETTLEGRAPH_RESPONSE_LIMIT_BYTES,
      evaluationCellsMax: env.SETTLEGRAPH_EVALUATION_CELLS_MAX,
    },
    quoteWarnAgeSeconds: env.SETTLEGRAPH_QUOTE_WARN_AGE_S,
    evaluationPool: {
      threads: env.SETTLEGRAPH_EVALUATION_THREADS,
      queueMax: env.SETTLEGRAPH_EVALUATION_QUEUE,
      inlineCellsMax: env.SETTLEGRAPH_EVALUATION_INLINE_CELLS,
    },
  };
}
