// Witness scenarios of a classified pair (docs/architecture.md, "Data model"): for each role the first
// qualifying scenario in scenario order, read off the bitsets; roles without a scenario are left
// out and a scenario already listed is not repeated.
import { firstAnd, firstAndNot, firstClear, firstSet, hasBit, lowestBit } from './bitset';
import { fractionBelow } from '../arithmetic/fraction';
import { type PayoutBitsets } from './payout-bitsets';
import { type RelationshipType } from './relationship-types';

/**
 * The first scenario where f_from < f_to, for an implication whose pays sets are equal: there
 * f_from is fractional and f_to is either full or a larger fraction.
 */
function firstStrictlyBelow(from: PayoutBitsets, to: PayoutBitsets): number {
  for (let w = 0; w < from.partial.length; w++) {
    let word = from.partial[w] ?? 0;
    while (word !== 0) {
      const s = (w << 5) + lowestBit(word);
      word &= word - 1;
      if (hasBit(to.full, s)) return s;
      const low = from.fractions[s];
      const high = to.fractions[s];
      if (low !== undefined && high !== undefined && fractionBelow(low, high)) return s;
    }
  }
  return -1;
}

type Roles = readonly [number, number, number];

/** Scenario indexes of the witnesses by role (-1: none), in the order of docs/architecture.md, "Data model". */
function witnessRoles(type: RelationshipType, a: PayoutBitsets, b: PayoutBitsets): Roles {
  switch (type) {
    case 'EQUALITY':
      return [firstSet(a.pays), firstClear(a.pays, a.scenarioIds.length), -1];
    case 'COMPLEMENT':
      return [firstSet(a.full), firstSet(b.full), -1];
    case 'IMPLICATION': {
      // a → b: b pays where a does not; else a strictly below b; then both pay.
      const onlyB = firstAndNot(b.pays, a.pays);
      return [onlyB >= 0 ? onlyB : firstStrictlyBelow(a, b), firstAnd(a.pays, b.pays), -1];
    }
    case 'EXCLUSIVITY':
      return [firstAndNot(a.pays, b.pays), firstAndNot(b.pays, a.pays), -1];
    case 'OVERLAP':
      return [firstAnd(a.pays, b.pays), firstAndNot(a.pays, b.pays), firstAndNot(b.pays, a.pays)];
  }
}

/**
 * Witness lists shared within one classification run over one scenario version, keyed by their
 * scenario indexes. A family has far fewer distinct lists than pairs (about 200,000 for the
 * 2,000,000 pairs of bench/classifier.bench.ts); sharing them keeps millions of findings cheap.
 */
export type SharedWitnessLists = Map<number, readonly string[]>;

/** Keys ((i+1)·m + j+1)·m + k+1 stay exact doubles while m³ < 2^53. */
const MAX_KEYED_SIZE = 200_000;

function witnessList(ids: readonly string[], roles: Roles): readonly string[] {
  const out: string[] = [];
  for (const index of roles) {
    if (index < 0) continue;
    const id = ids[index];
    if (id === undefined) throw new Error(`witness index ${index} is outside the version`);
    out.push(id);
  }
  return Object.freeze(out);
}

/**
 * Witness scenario IDs of a pair of `type` (frozen); for IMPLICATION `a` is the implying
 * outcome. A scenario that fills two roles is listed once, at its first role.
 */
export function pairWitnesses(
  type: RelationshipType,
  a: PayoutBitsets,
  b: PayoutBitsets,
  shared?: SharedWitnessLists,
): readonly string[] {
  const [first, found, last] = witnessRoles(type, a, b);
  const second = found === first ? -1 : found;
  const third = last === first || last === second ? -1 : last;
  const size = a.scenarioIds.length + 1;
  if (shared === undefined || size > MAX_KEYED_SIZE) {
    return witnessList(a.scenarioIds, [first, second, third]);
  }
  const key = ((first + 1) * size + second + 1) * size + third + 1;
  let list = shared.get(key);
  if (list === undefined) {
    list = witnessList(a.scenarioIds, [first, second, third]);
    shared.set(key, list);
  }
  return list;
}
