// Relationships are derived, not imported: the sets of the family versions an import touches,
// recomputed from their members as they will be after it (plan-context.ts).
import { compareIds, formatFamilyVersion, parseFamilyVersion } from '../domain/payout-key';
import type { FamilyVersion } from '../domain/payout-key';
import { deriveRelationshipList } from '../domain/relationships/derive-relationships';
import type { MarketRecord, ScenarioVersionRecord } from '../domain/records';
import { type PlanContext, sameContent } from './plan-context';

/**
 * Relationships are derived, not imported (docs/architecture.md, "Data model"): a family version whose
 * scenarios are new, or whose outcomes' payouts changed, gets its whole set recomputed from every
 * market of the family as it will be after this import. Other versions keep their sets.
 */
export function planRelationships(ctx: PlanContext): void {
  const written = new Map<string, MarketRecord>();
  const newVersions = new Map<string, ScenarioVersionRecord>();
  for (const put of ctx.puts) {
    if (put.kind === 'market') written.set(put.record.marketId, put.record);
    else if (put.kind === 'scenarioVersion') {
      const key = formatFamilyVersion(put.record);
      if (!newVersions.has(key)) newVersions.set(key, put.record);
    }
  }
  // Family versions by their key text, so each is derived once and in key order.
  const affected = new Map<string, FamilyVersion>(newVersions);
  // Written markets by the families they will be in: each family's set is derived from its own
  // members, so a large import stays linear in families × markets per family.
  const writtenByFamily = new Map<string, MarketRecord[]>();
  for (const market of written.values()) {
    const before = ctx.known.markets.get(market.marketId);
    for (const v of changedFamilyVersions(before, market)) affected.set(formatFamilyVersion(v), v);
    for (const familyId of new Set(market.familyIds)) {
      const list = writtenByFamily.get(familyId);
      if (list) list.push(market);
      else writtenByFamily.set(familyId, [market]);
    }
  }
  const ordered = [...affected].sort(([a], [b]) => compareIds(a, b));
  const tick = (done: number) =>
    ctx.onProgress({
      phase: 'derive relationships',
      done,
      total: ordered.length,
      unit: 'family versions',
    });
  for (const [i, [key, { familyId, version: label }]] of ordered.entries()) {
    tick(i);
    const version = newVersions.get(key) ?? knownVersionRecord(ctx, familyId, label);
    if (!version) continue;
    // Known members as they will be after this import (a written market that leaves the family
    // is dropped by deriveRelationshipList), then the written markets that join it.
    const members = new Map<string, MarketRecord>();
    for (const m of ctx.known.familyMarkets.get(familyId) ?? [])
      members.set(m.marketId, written.get(m.marketId) ?? m);
    for (const m of writtenByFamily.get(familyId) ?? []) members.set(m.marketId, m);
    ctx.relationshipSets.push({
      familyId,
      scenarioVersion: version.version,
      relationships: deriveRelationshipList([...members.values()], version),
    });
  }
  tick(ordered.length);
}

function knownVersionRecord(
  ctx: PlanContext,
  familyId: string,
  version: string,
): ScenarioVersionRecord | undefined {
  return ctx.known.scenarioVersions.get(familyId)?.find((v) => v.version === version);
}

function changedFamilyVersions(
  before: MarketRecord | undefined,
  after: MarketRecord,
): FamilyVersion[] {
  const changed = new Map<string, FamilyVersion>();
  const outcomeIds = new Set(
    [...(before?.outcomes ?? []), ...after.outcomes].map((o) => o.outcomeId),
  );
  for (const outcomeId of outcomeIds) {
    const old = before?.outcomes.find((o) => o.outcomeId === outcomeId);
    const now = after.outcomes.find((o) => o.outcomeId === outcomeId);
    const tableKeys = new Set([
      ...Object.keys(old?.payouts ?? {}),
      ...Object.keys(now?.payouts ?? {}),
    ]);
    for (const key of tableKeys) {
      // A catalog's payouts keys are family versions (expandPayouts). A combo's joint key reads
      // as a "family" no market is in, so it is passed over like any family the market left.
      const version = parseFamilyVersion(key);
      const was = before?.familyIds.includes(version.familyId) ? old?.payouts[key] : undefined;
      const is = after.familyIds.includes(version.familyId) ? now?.payouts[key] : undefined;
      if (!sameContent(was, is) || (was !== undefined && old?.payoutUnit !== now?.payoutUnit))
        changed.set(key, version);
    }
  }
  return [...changed.values()];
}
