// Relationships of every pair of outcomes of one pinned scenario version (docs/architecture.md, "Data model").
// Outcomes without payouts in the version are the caller's business: they are not passed in.
import { classifyPair } from './classify-pair';
import { type SharedWitnessLists } from './pair-witnesses';
import { buildPayoutBitsets } from './payout-bitsets';
import {
  type PayoutVectorInput,
  type RelationshipFinding,
  type ScenarioInput,
} from './relationship-types';
import { runSteps } from '../steps';

/**
 * One finding per unordered pair of `vectors`, pairs in input order ((0,1), (0,2), …, (1,2), …).
 * IMPLICATION findings point from the implying to the implied outcome; the symmetric types keep
 * the input order. Findings with the same witnesses share one frozen witness list. Throws on
 * malformed input (see buildPayoutBitsets).
 */
export function classifyFamily(
  scenarios: readonly ScenarioInput[],
  vectors: readonly PayoutVectorInput[],
): RelationshipFinding[] {
  return runSteps(classifyFamilySteps(scenarios, vectors));
}

/**
 * classifyFamily in steps, one outcome's pairs with the outcomes after it each, for a caller that
 * lets other work run between them (src/services/event-loop-turns.ts, runInSlices).
 */
export function* classifyFamilySteps(
  scenarios: readonly ScenarioInput[],
  vectors: readonly PayoutVectorInput[],
): Generator<void, RelationshipFinding[], undefined> {
  const bitsets = buildPayoutBitsets(scenarios, vectors);
  const shared: SharedWitnessLists = new Map();
  const findings: RelationshipFinding[] = [];
  for (let i = 0; i < bitsets.length; i++) {
    const a = bitsets[i]!;
    for (let j = i + 1; j < bitsets.length; j++) {
      const b = bitsets[j];
      if (b !== undefined) findings.push(classifyPair(a, b, shared));
    }
    yield;
  }
  return findings;
}
