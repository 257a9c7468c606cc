// The relationships of one family's scenario version, as stored records: every pair of outcomes
// that has payouts in the version, classified (classify-family.ts) and given a stable ID.
import { formatFamilyVersion, type FamilyVersion } from '../payout-key';
import type { MarketRecord, RelationshipRecord, ScenarioVersionRecord } from '../records';
import { classifyFamily } from './classify-family';
import type { PayoutVectorInput } from './relationship-types';

/** The payout vectors of the outcomes of these markets that pay in the version. */
export function payoutVectorsOf(
  markets: readonly MarketRecord[],
  version: ScenarioVersionRecord,
): PayoutVectorInput[] {
  const key = formatFamilyVersion(version);
  const vectors: PayoutVectorInput[] = [];
  for (const market of markets) {
    if (!market.familyIds.includes(version.familyId)) continue;
    for (const outcome of market.outcomes) {
      const table = outcome.payouts[key];
      if (!table) continue;
      const amounts = version.scenarios.map((s) => table[s.scenarioId]);
      if (amounts.some((a) => a === undefined)) continue;
      vectors.push({
        outcomeId: outcome.outcomeId,
        unit: outcome.payoutUnit,
        amounts: amounts as string[],
      });
    }
  }
  return vectors.sort((a, b) =>
    a.outcomeId < b.outcomeId ? -1 : a.outcomeId > b.outcomeId ? 1 : 0,
  );
}

/**
 * Composed combos are left out: they are analytical markets a caller made, not catalog
 * relationships, and POST /relationships:analyze classifies them on request (docs/decisions.md).
 */
export function deriveRelationships(
  markets: readonly MarketRecord[],
  version: ScenarioVersionRecord,
): RelationshipRecord[] {
  const vectors = payoutVectorsOf(
    markets.filter((m) => !m.isCombo),
    version,
  );
  const findings = classifyFamily(version.scenarios, vectors);
  return findings.map((f) => ({
    relationshipId: relationshipId(version, f.fromOutcomeId, f.toOutcomeId),
    familyId: version.familyId,
    scenarioVersion: version.version,
    type: f.type,
    fromOutcomeId: f.fromOutcomeId,
    toOutcomeId: f.toOutcomeId,
    witnesses: [...f.witnesses],
  }));
}

/** Stable and readable: the same pair in the same version always has the same ID. */
export function relationshipId(version: FamilyVersion, from: string, to: string): string {
  return `rel:${formatFamilyVersion(version)}:${from}:${to}`;
}
