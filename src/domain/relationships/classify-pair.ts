// Classification of one pair of outcomes of a pinned scenario version (docs/architecture.md, "Payout semantics"). One pass over the bitset words decides every set condition; exact
// fractions are compared only on scenarios where both outcomes pay a fraction.
import { lowestBit } from './bitset';
import {
  type Fraction,
  fractionAtMost,
  fractionEquals,
  fractionsSumToOne,
} from '../arithmetic/fraction';
import { pairWitnesses, type SharedWitnessLists } from './pair-witnesses';
import { type PayoutBitsets } from './payout-bitsets';
import { type RelationshipFinding, type RelationshipType } from './relationship-types';

type FractionTest = (fa: Fraction, fb: Fraction) => boolean;

/** Whether `test(fa(s), fb(s))` holds on every s in H_a ∩ H_b. */
function fractionsAgree(a: PayoutBitsets, b: PayoutBitsets, test: FractionTest): boolean {
  for (let w = 0; w < a.partial.length; w++) {
    let word = (a.partial[w] ?? 0) & (b.partial[w] ?? 0);
    while (word !== 0) {
      const s = (w << 5) + lowestBit(word);
      word &= word - 1;
      const fa = a.fractions[s];
      const fb = b.fractions[s];
      if (fa === undefined || fb === undefined) throw new Error(`no fraction for scenario ${s}`);
      if (!test(fa, fb)) return false;
    }
  }
  return true;
}

function sameVersion(a: PayoutBitsets, b: PayoutBitsets): boolean {
  if (a.scenarioIds === b.scenarioIds) return true;
  const size = a.scenarioIds.length;
  if (b.scenarioIds.length !== size) return false;
  return a.scenarioIds.every((id, s) => b.scenarioIds[s] === id);
}

function finding(
  type: RelationshipType,
  from: PayoutBitsets,
  to: PayoutBitsets,
  shared: SharedWitnessLists | undefined,
): RelationshipFinding {
  return {
    type,
    fromOutcomeId: from.outcomeId,
    toOutcomeId: to.outcomeId,
    witnesses: pairWitnesses(type, from, to, shared),
  };
}

/**
 * The relationship of a and b: the first type that holds in the order EQUALITY, COMPLEMENT,
 * IMPLICATION (either direction), EXCLUSIVITY, OVERLAP. With P, F, H the pays, full and partial
 * sets:
 * - EQUALITY iff P_a = P_b, F_a = F_b and fa = fb on H;
 * - COMPLEMENT iff F_a = ¬P_b and F_b = ¬P_a (so H_a = H_b = P_a ∩ P_b) and fa + fb = 1 on H;
 * - IMPLICATION a→b iff P_a ⊆ P_b, F_a ⊆ F_b and fa ≤ fb on H_a ∩ H_b;
 * - EXCLUSIVITY iff P_a ∩ P_b = ∅; otherwise OVERLAP.
 * Both must be built over the same scenario version. Witness lists are frozen; pass `shared` (one
 * map per scenario version) to let the findings of one run share equal lists.
 */
export function classifyPair(
  a: PayoutBitsets,
  b: PayoutBitsets,
  shared?: SharedWitnessLists,
): RelationshipFinding {
  if (!sameVersion(a, b)) {
    throw new Error(`outcomes "${a.outcomeId}" and "${b.outcomeId}" use different scenarios`);
  }
  const last = a.pays.length - 1;
  let notComplement = 0; // F_a ≠ ¬P_b or F_b ≠ ¬P_a
  let notAtoB = 0; // P_a ⊄ P_b or F_a ⊄ F_b
  let notBtoA = 0; // P_b ⊄ P_a or F_b ⊄ F_a
  let meet = 0; // P_a ∩ P_b
  for (let w = 0; w <= last; w++) {
    const pa = a.pays[w] ?? 0;
    const pb = b.pays[w] ?? 0;
    const fa = a.full[w] ?? 0;
    const fb = b.full[w] ?? 0;
    const valid = w === last ? a.lastMask : -1;
    notComplement |= (fa ^ (~pb & valid)) | (fb ^ (~pa & valid));
    notAtoB |= (pa & ~pb) | (fa & ~fb);
    notBtoA |= (pb & ~pa) | (fb & ~fa);
    meet |= pa & pb;
    // Both pay somewhere and every set condition already failed: OVERLAP, whatever follows.
    if (meet !== 0 && notAtoB !== 0 && notBtoA !== 0 && notComplement !== 0) break;
  }
  // P_a = P_b and F_a = F_b exactly when each includes the other.
  if ((notAtoB | notBtoA) === 0 && fractionsAgree(a, b, fractionEquals)) {
    return finding('EQUALITY', a, b, shared);
  }
  if (notComplement === 0 && fractionsAgree(a, b, fractionsSumToOne)) {
    return finding('COMPLEMENT', a, b, shared);
  }
  if (notAtoB === 0 && fractionsAgree(a, b, fractionAtMost)) {
    return finding('IMPLICATION', a, b, shared);
  }
  if (notBtoA === 0 && fractionsAgree(b, a, fractionAtMost)) {
    return finding('IMPLICATION', b, a, shared);
  }
  return finding(meet === 0 ? 'EXCLUSIVITY' : 'OVERLAP', a, b, shared);
}
