// The relationships of one family's scenario version, as stored records: every pair of outcomes
// that has payouts in the version, classified (classify-family.ts) and given a stable ID.
import { formatFamilyVersion } from '../payout-key';
import type { MarketRecord, RelationshipRecord, ScenarioVersionRecord } from '../records';
import { classifyFamily } from './classify-family';
import { relationshipId, RelationshipList } from './relationship-list';
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
  return [...deriveRelationshipList(markets, version)];
}

/** deriveRelationships as a compact list, what an import plans and commits (relationship-list.ts). */
export function deriveRelationshipList(
  markets: readonly MarketRecord[],
  version: ScenarioVersionRecord,
): RelationshipList {
  const vectors = payoutVectorsOf(
    markets.filter((m) => !m.isCombo),
    version,
  );
  const builder = RelationshipList.builder();
  for (const f of classifyFamily(version.scenarios, vectors)) {
    builder.add({
      familyId: version.familyId,
      scenarioVersion: version.version,
      type: f.type,
      fromOutcomeId: f.fromOutcomeId,
      toOutcomeId: f.toOutcomeId,
      witnesses: f.witnesses,
    });
  }
  return builder.build();
}

export { relationshipId };
