// Relationship classification of one large family: 2,000 outcomes × 256 scenarios, all
// 1,999,000 pairs (docs/architecture.md, "Data model"). Seeded, so every run and machine sees the same family.
import { classifyFamily } from '../src/domain/relationships/classify-family';
import {
  type PayoutVectorInput,
  RELATIONSHIP_TYPES,
  type RelationshipFinding,
  type RelationshipType,
  type ScenarioInput,
} from '../src/domain/relationships/relationship-types';
import { type Benchmark } from './harness';
import { prng } from './support/prng';

const OUTCOMES = 2_000;
const SCENARIOS = 256;
const VOID_SCENARIOS = 13; // ~5% of the version: cancellations and other exceptional cases
const NORMAL = SCENARIOS - VOID_SCENARIOS;
const SEED = 20_261_101;

/** Payouts in quarters of the unit (0..4), written out for unit "1" or unit "100". */
const TEXT_1 = ['0', '0.25', '0.5', '0.75', '1'];
const TEXT_100 = ['0', '25', '50', '75', '100'];
const FULL = 4;
const HALF = 2;

function vector(outcomeId: string, quarters: readonly number[], cents: boolean): PayoutVectorInput {
  const text = cents ? TEXT_100 : TEXT_1;
  return {
    outcomeId,
    unit: cents ? '100' : '1',
    amounts: quarters.map((q) => text[q] ?? '0'),
  };
}

/**
 * The family: the NORMAL scenarios are price buckets in order, the VOID ones come last. Outcomes
 * are threshold YES/NO ladders (nested: IMPLICATION, COMPLEMENT), interval markets (EXCLUSIVITY
 * unless a VOID payout joins them), cross-venue copies in another unit (EQUALITY, or IMPLICATION
 * when only the VOID rule differs) and irregular vectors with ~10% fractional entries (OVERLAP).
 */
export function benchmarkFamily(): { scenarios: ScenarioInput[]; vectors: PayoutVectorInput[] } {
  const random = prng(SEED);
  const pick = (n: number): number => Math.floor(random() * n);
  const voidPayout = (): number => {
    const r = random();
    return r < 0.6 ? HALF : r < 0.9 ? 0 : FULL;
  };
  const scenarios: ScenarioInput[] = Array.from({ length: SCENARIOS }, (_, s) =>
    s < NORMAL
      ? { scenarioId: `bucket-${s}`, kind: 'NORMAL' }
      : { scenarioId: `void-${s}`, kind: 'VOID' },
  );
  const quarters: number[][] = [];
  const vectors: PayoutVectorInput[] = [];
  for (let o = 0; o < OUTCOMES; o++) {
    const kind = random();
    const onVoid = voidPayout();
    let row: number[];
    if (kind < 0.25) {
      const k = pick(NORMAL);
      row = Array.from({ length: SCENARIOS }, (_, s) => (s >= NORMAL ? onVoid : s >= k ? FULL : 0));
    } else if (kind < 0.4 && o > 0) {
      // NO of an earlier outcome: 1 − f everywhere (a complement).
      row = (quarters[pick(o)] ?? []).map((q) => FULL - q);
    } else if (kind < 0.65) {
      const low = pick(NORMAL);
      const high = low + 1 + pick(40);
      row = Array.from({ length: SCENARIOS }, (_, s) =>
        s >= NORMAL ? onVoid : s >= low && s < high ? FULL : 0,
      );
    } else if (kind < 0.8 && o > 0) {
      // The same market listed at another venue: equal, or differing only in VOID.
      const source = quarters[pick(o)] ?? [];
      const separate = random() < 0.3;
      row = source.map((q, s) => (separate && s >= NORMAL ? onVoid : q));
    } else {
      const density = 0.05 + random() * 0.5;
      row = Array.from({ length: SCENARIOS }, () => {
        const r = random();
        if (r < 0.1) return 1 + pick(3); // 0.25, 0.5 or 0.75
        return r < 0.1 + density ? FULL : 0;
      });
    }
    quarters.push(row);
    vectors.push(vector(`outcome-${o}`, row, random() < 0.3));
  }
  return { scenarios, vectors };
}

export const classifierBenchmark: Benchmark = {
  name: 'relationships/classify-family',
  description:
    `classifyFamily on ${OUTCOMES.toLocaleString('en')} outcomes × ${SCENARIOS} scenarios ` +
    `(${((OUTCOMES * (OUTCOMES - 1)) / 2).toLocaleString('en')} pairs), including building the ` +
    'bitsets from decimal strings and the witnesses of every pair.',
  runs: 3,
  notes:
    'Seeded family: nested thresholds and their NOs, intervals, cross-venue copies (unit 100), ' +
    'irregular vectors; VOID scenarios mostly pay 0.5. Target: a few seconds at most. ' +
    'Profiled: keeping 2M findings made garbage collection the main cost, so findings share ' +
    'frozen witness lists (about 200,000 distinct) and fractions are pooled per build; a pair ' +
    'stops scanning words once it can only be OVERLAP. First version: 2.6 s median.',
  prepare() {
    const { scenarios, vectors } = benchmarkFamily();
    let findings: readonly RelationshipFinding[] = [];
    return {
      run: () => {
        findings = []; // let the previous run's findings go before the next are built
        findings = classifyFamily(scenarios, vectors);
      },
      verdict: (result) => ({ target: '< 3 s', met: result.median < 3_000 }),
      note: () => {
        const counts: Record<RelationshipType, number> = {
          EQUALITY: 0,
          COMPLEMENT: 0,
          IMPLICATION: 0,
          EXCLUSIVITY: 0,
          OVERLAP: 0,
        };
        for (const f of findings) counts[f.type]++;
        const perType = RELATIONSHIP_TYPES.map((t) => `${t} ${counts[t].toLocaleString('en')}`);
        const entries = vectors.length * scenarios.length;
        const partial = vectors.reduce(
          (n, v) => n + v.amounts.filter((x) => x !== '0' && x !== v.unit).length,
          0,
        );
        return (
          `${findings.length.toLocaleString('en')} pairs: ${perType.join(', ')}; ` +
          `${((100 * partial) / entries).toFixed(1)}% fractional payouts`
        );
      },
    };
  },
};
