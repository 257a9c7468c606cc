// Exposure evaluation of a large book (issue "Exposure: POST /evaluations:run", point 8): 20,000
// positions over 2,000 distinct outcomes of one family with 1,000 scenarios, SUMMARY and PAYOUTS,
// plus offsets, in process (the pure evaluation the service calls, from payout texts to the
// response's decimal strings). The note runs bench/evaluation_numpy.py on the same data: a dense
// float64 NumPy computation of the same payout vector, and the ratio of the two medians.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '../src/domain/evaluation/evaluate';
import type { EvaluationInput, EvaluationResult } from '../src/domain/evaluation/types';
import { type Benchmark } from './harness';
import { numpyReference } from './support/numpy-reference';
import { prng } from './support/prng';

const OUTCOMES = 2_000;
const SCENARIOS = 1_000;
const POSITIONS = 20_000;
const SEED = 20_261_121;

/** Thresholds (0/1 steps), their NOs, intervals, and 10% with cent-valued partial payouts. */
function payoutRow(o: number, random: () => number): string[] {
  const cut = Math.floor(random() * SCENARIOS);
  const width = 1 + Math.floor(random() * 200);
  const partial = random() < 0.1;
  return Array.from({ length: SCENARIOS }, (_, s) => {
    if (s >= SCENARIOS - 20) return '0.5'; // VOID scenarios
    if (partial && s % 7 === 0) return `0.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    switch (o % 3) {
      case 0:
        return s >= cut ? '1' : '0';
      case 1:
        return s >= cut ? '0' : '1';
      default:
        return s >= cut && s < cut + width ? '1' : '0';
    }
  });
}

export const evaluationBenchmark: Benchmark = {
  name: 'evaluation/large-book',
  description:
    'evaluate() on 20,000 positions over 2,000 outcomes × 1,000 scenarios, SUMMARY + PAYOUTS',
  runs: 7,
  notes:
    'Target: under 300 ms on a 2-core machine. Exact: quantities are netted per outcome and multiplied on float64 only when every partial sum is provably an integer of at most 2^52 (exact), else on BigInt; outputs are decimal strings equal to decimal.js (property tests). The NumPy figure is bench/evaluation_numpy.py: the same vector as a dense float64 bincount + matrix-vector product, untimed parsing, with its largest absolute error against the exact vector.',
  prepare() {
    const random = prng(SEED);
    const scenarioIds = Array.from({ length: SCENARIOS }, (_, s) => `s${s}`);
    const rows = Array.from({ length: OUTCOMES }, (_, o) => payoutRow(o, random));
    const positions = Array.from({ length: POSITIONS }, (_, i) => {
      const outcome = Math.floor(random() * OUTCOMES);
      const whole = 1 + Math.floor(random() * 500);
      const quantity = random() < 0.2 ? `${whole}.${Math.floor(random() * 100)}` : `${whole}`;
      return {
        holdingId: `p${i}`,
        outcomeId: `o${outcome}`,
        outcome,
        quantity: random() < 0.3 ? `-${quantity}` : quantity,
      };
    });
    const input: EvaluationInput = {
      books: [
        {
          key: 'fam@1',
          familyId: 'fam',
          scenarioVersion: '1',
          memberFamilyIds: ['fam'],
          payoutCurrency: 'USD',
          scenarioIds,
          conditioned: false,
          payouts: new Map(rows.map((r, o) => [`o${o}`, r])),
          holdings: positions.map(({ holdingId, outcomeId, quantity }) => ({
            holdingId,
            outcomeId,
            quantity,
          })),
        },
      ],
      candidates: [],
      independentSets: [],
      include: { payouts: true, contributions: false },
    };
    let last: EvaluationResult | undefined;
    let totalMs: number[] = [];
    let cpuMs: number[] = [];
    return {
      run() {
        const cpu = process.cpuUsage();
        const start = performance.now();
        last = evaluate(input);
        totalMs.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuMs.push((used.user + used.system) / 1000);
      },
      verdict: (result) => ({ target: '< 300 ms', met: result.median < 300 }),
      note() {
        const book = last!.books[0]!;
        const file = path.join(os.tmpdir(), `settlegraph-evaluation-bench-${process.pid}.json`);
        writeFileSync(
          file,
          JSON.stringify({
            payouts: rows,
            positions: positions.map((p) => [p.outcome, p.quantity]),
            exact: book.payouts!.map((p) => p.value),
          }),
        );
        const np = numpyReference(file);
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        const ours = median(totalMs);
        const cpu = median(cpuMs);
        totalMs = [];
        cpuMs = [];
        const summary = `CPU median ${cpu.toFixed(1)} ms (process time, less sensitive to other load than wall time); min ${book.min.value} (${book.min.tieCount} ties), max ${book.max.value}; ${last!.offsets.length} offsets`;
        if ('unavailable' in np) return `${summary}; NumPy unavailable (${np.unavailable})`;
        return `${summary}; NumPy ${np.numpy} float64 dense, one thread: median ${np.median_ms.toFixed(2)} ms, CPU ${np.cpu_median_ms.toFixed(2)} ms, ratio ${(ours / np.median_ms).toFixed(1)}× by wall time (ours/NumPy), ${(cpu / np.cpu_median_ms).toFixed(1)}× by CPU, NumPy max abs error ${np.max_abs_error.toExponential(2)}`;
      },
    };
  },
};
