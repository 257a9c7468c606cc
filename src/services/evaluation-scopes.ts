// The scopes an evaluation's holdings are analysed in (docs/decisions.md, "Evaluation"): a family
// version, or a joint scope's product of several, named by a payout key. Shared by the service's
// general path and the catalog snapshot of a revision (evaluation-snapshot-build.ts), so that both
// find the same scope, scenarios and order for a key.
import { scenarioSpaceOf, type ScenarioSpace } from '../domain/combos/scenario-space';
import { parsePayoutKey } from '../domain/payout-key';
import type { ScenarioVersionRecord } from '../domain/records';

/** A scope a holding can be analysed in: one family version, or a joint scope's product. */
export interface Scope {
  /** The payout key's text: where outcomes keep their payouts in this scope. */
  key: string;
  familyId: string;
  scenarioVersion: string;
  memberFamilyIds: string[];
  scenarioIds: string[];
  /** The scope's scenarios with the member scenario each one is. */
  space: ScenarioSpace;
}

/**
 * The scope a payout key names, when every member family's selected version is the key's. Its
 * scenarios are the family version's, or the joint space's (joint IDs `family_id/scenario_id`
 * joined with `+` in family ID order, docs/decisions.md; the last family varying fastest).
 */
export function scopeOf(
  key: string,
  selected: ReadonlyMap<string, ScenarioVersionRecord>,
): Scope | undefined {
  const { members } = parsePayoutKey(key);
  const versions = members.map((m) => selected.get(m.familyId));
  if (versions.some((v, i) => !v || v.version !== members[i]!.version)) return undefined;
  const space = scenarioSpaceOf(
    (versions as ScenarioVersionRecord[]).map((v) => ({
      familyId: v.familyId,
      version: v.version,
      scenarios: v.scenarios,
    })),
  );
  return {
    key,
    familyId: space.familyId,
    scenarioVersion: space.scenarioVersion,
    memberFamilyIds: space.members.map((m) => m.familyId),
    scenarioIds: space.scenarios.map((s) => s.scenarioId),
    space,
  };
}
