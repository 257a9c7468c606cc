// The NumPy reference of the evaluation rows (bench/evaluation_numpy.py), run on one BLAS thread:
// the engine evaluates a book on one thread, and on a shared machine of 2 cores NumPy's default
// threads wait for each other (9 to 21 ms of wall time at load 14 where one thread took about
// 1 ms), which measured the machine rather than NumPy.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface NumpyTiming {
  readonly median_ms: number;
  readonly min_ms: number;
  /** The median of the process's CPU time a run. */
  readonly cpu_median_ms: number;
  readonly max_abs_error: number;
  readonly numpy: string;
}

/** The reference's timing of the book in `file`, or why it could not run. */
export function numpyReference(file: string): NumpyTiming | { unavailable: string } {
  const script = path.resolve(process.cwd(), 'bench', 'evaluation_numpy.py');
  const oneThread = { OPENBLAS_NUM_THREADS: '1', OMP_NUM_THREADS: '1', MKL_NUM_THREADS: '1' };
  const py = spawnSync('python3', [script, file], {
    encoding: 'utf8',
    env: { ...process.env, ...oneThread },
  });
  if (py.status !== 0)
    return { unavailable: (py.stderr || py.error?.message || '').trim().split('\n').pop() ?? '' };
  return JSON.parse(py.stdout) as NumpyTiming;
}
