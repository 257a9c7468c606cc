// The bitset form of the payout vectors of one pinned scenario version (docs/architecture.md, "Payout semantics"). Per outcome: P = {s : f(s) > 0}, F = {s : f(s) = 1} and the fractional
// set H = P ∖ F, whose exact fractions are the only values a pair ever compares.
import { SCENARIO_KINDS } from '../records';
import { lastWordMask, setBit, wordCountFor } from './bitset';
import {
  type Fraction,
  isOneFraction,
  isZeroFraction,
  parseUnit,
  payoutFraction,
} from '../arithmetic/fraction';
import { type PayoutVectorInput, type ScenarioInput } from './relationship-types';

export interface PayoutBitsets {
  readonly outcomeId: string;
  /** The version's scenario IDs in order; shared by every vector of one build. */
  readonly scenarioIds: readonly string[];
  readonly lastMask: number;
  /** P: scenarios where the outcome pays something. */
  readonly pays: Uint32Array;
  /** F: scenarios where the outcome pays its full unit. */
  readonly full: Uint32Array;
  /** H = P ∖ F: scenarios with a payout strictly between 0 and the unit. */
  readonly partial: Uint32Array;
  /** The exact fraction of each scenario in H (undefined elsewhere), indexed by scenario. */
  readonly fractions: readonly (Fraction | undefined)[];
}

function scenarioIdsOf(scenarios: readonly ScenarioInput[]): string[] {
  const seen = new Set<string>();
  return scenarios.map(({ scenarioId, kind }) => {
    if (seen.has(scenarioId)) throw new Error(`scenario "${scenarioId}" appears twice`);
    if (!SCENARIO_KINDS.includes(kind)) {
      throw new Error(`scenario "${scenarioId}" has unknown kind "${String(kind)}"`);
    }
    seen.add(scenarioId);
    return scenarioId;
  });
}

/** One object per distinct fraction of a build, so equal fractions are usually identical. */
type FractionPool = Map<string, Fraction>;

function pooled(pool: FractionPool, fraction: Fraction): Fraction {
  const key = `${fraction.num}/${fraction.den}`;
  const known = pool.get(key);
  if (known !== undefined) return known;
  pool.set(key, fraction);
  return fraction;
}

function vectorBitsets(
  scenarioIds: readonly string[],
  vector: PayoutVectorInput,
  pool: FractionPool,
): PayoutBitsets {
  const size = scenarioIds.length;
  if (vector.amounts.length !== size) {
    throw new Error(
      `outcome "${vector.outcomeId}" has ${vector.amounts.length} payouts for ${size} scenarios`,
    );
  }
  const unit = parseUnit(vector.unit);
  const words = wordCountFor(size);
  const pays = new Uint32Array(words);
  const full = new Uint32Array(words);
  const partial = new Uint32Array(words);
  const fractions = new Array<Fraction | undefined>(size).fill(undefined);
  vector.amounts.forEach((amount, s) => {
    // Fast paths for the common texts; every other amount is parsed and range-checked exactly.
    if (amount === '0') return;
    if (amount === vector.unit) {
      setBit(pays, s);
      setBit(full, s);
      return;
    }
    const fraction = payoutFraction(amount, unit);
    if (isZeroFraction(fraction)) return;
    setBit(pays, s);
    if (isOneFraction(fraction)) {
      setBit(full, s);
    } else {
      setBit(partial, s);
      fractions[s] = pooled(pool, fraction);
    }
  });
  return {
    outcomeId: vector.outcomeId,
    scenarioIds,
    lastMask: lastWordMask(size),
    pays,
    full,
    partial,
    fractions,
  };
}

/**
 * Builds the bitsets of every vector of one scenario version, in input order. Throws on a
 * repeated scenario or outcome ID, a vector whose length differs from the scenario count, a unit
 * that is not a positive decimal or an amount outside [0, unit].
 */
export function buildPayoutBitsets(
  scenarios: readonly ScenarioInput[],
  vectors: readonly PayoutVectorInput[],
): PayoutBitsets[] {
  const scenarioIds = scenarioIdsOf(scenarios);
  const outcomes = new Set<string>();
  const pool: FractionPool = new Map();
  return vectors.map((vector) => {
    if (outcomes.has(vector.outcomeId)) {
      throw new Error(`outcome "${vector.outcomeId}" has two payout vectors`);
    }
    outcomes.add(vector.outcomeId);
    return vectorBitsets(scenarioIds, vector, pool);
  });
}
