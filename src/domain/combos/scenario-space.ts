// The scenario space of a combo (DESIGN.md section 3, "Combos"): the scenarios of one family
// version, or, for families a joint scope declares INDEPENDENT, the product of their versions'
// scenarios. A joint scenario is named by its members as `family_id/scenario_id`, joined with
// `+` in family ID order (DESIGN.md section 4, "joint scenario IDs").
import type { ScenarioKind } from '../records';
import type { ScenarioInput } from '../relationships/relationship-types';

/** One family version of a combo's scope. */
export interface ScopeMember {
  readonly familyId: string;
  readonly version: string;
  readonly scenarios: readonly ScenarioInput[];
}

export interface SpaceScenario {
  readonly scenarioId: string;
  /** VOID when any member scenario is VOID; NORMAL otherwise. */
  readonly kind: ScenarioKind;
  /** The index of the member scenario in each member's version, in member order. */
  readonly members: readonly number[];
}

export interface ScenarioSpace {
  /** In family ID order. */
  readonly members: readonly ScopeMember[];
  /** Where payouts over this space are kept: `family@version`, members joined with `+`. */
  readonly payoutKey: string;
  /** The family, or the joint scope's ID (the family IDs joined with `+`). */
  readonly familyId: string;
  /** The version, or the members' versions joined with `+` in family ID order. */
  readonly scenarioVersion: string;
  readonly scenarios: readonly SpaceScenario[];
}

/** How many scenarios the space of these members has (the product of their sizes). */
export function scenarioCountOf(members: readonly Pick<ScopeMember, 'scenarios'>[]): number {
  return members.reduce((count, m) => count * m.scenarios.length, 1);
}

/** The space of one family version (one member) or of the product of several. */
export function scenarioSpaceOf(members: readonly ScopeMember[]): ScenarioSpace {
  if (members.length === 0) throw new Error('a scenario space needs at least one family version');
  const sorted = [...members].sort((a, b) => compareIds(a.familyId, b.familyId));
  sorted.forEach((m, i) => {
    if (i > 0 && sorted[i - 1]!.familyId === m.familyId) {
      throw new Error(`family ${m.familyId} appears twice in a scenario space`);
    }
  });
  const payoutKey = sorted.map((m) => `${m.familyId}@${m.version}`).join('+');
  const familyId = sorted.map((m) => m.familyId).join('+');
  const scenarioVersion = sorted.map((m) => m.version).join('+');
  if (sorted.length === 1) {
    const only = sorted[0]!;
    return {
      members: sorted,
      payoutKey,
      familyId,
      scenarioVersion,
      scenarios: only.scenarios.map((s, i) => ({
        scenarioId: s.scenarioId,
        kind: s.kind,
        members: [i],
      })),
    };
  }
  const scenarios: SpaceScenario[] = [];
  const indexes = sorted.map(() => 0);
  if (sorted.some((m) => m.scenarios.length === 0)) {
    return { members: sorted, payoutKey, familyId, scenarioVersion, scenarios };
  }
  for (;;) {
    const parts = sorted.map((m, i) => m.scenarios[indexes[i]!]!);
    scenarios.push({
      scenarioId: parts.map((s, i) => `${sorted[i]!.familyId}/${s.scenarioId}`).join('+'),
      kind: parts.some((s) => s.kind === 'VOID') ? 'VOID' : 'NORMAL',
      members: [...indexes],
    });
    // Odometer: the last family varies fastest, so scenarios are in joint ID order per family.
    let i = sorted.length - 1;
    while (i >= 0 && indexes[i]! + 1 === sorted[i]!.scenarios.length) {
      indexes[i] = 0;
      i -= 1;
    }
    if (i < 0) break;
    indexes[i] = indexes[i]! + 1;
  }
  return { members: sorted, payoutKey, familyId, scenarioVersion, scenarios };
}

/**
 * The family versions a payout key names: `family@version`, or several joined with `+`. Family
 * IDs of a joint scope contain no `+` (the joint scope's own ID joins them with it).
 */
export function membersOfPayoutKey(key: string): { familyId: string; version: string }[] {
  return key.split('+').map((part) => {
    const at = part.lastIndexOf('@');
    return { familyId: part.slice(0, at), version: part.slice(at + 1) };
  });
}

/** A payout key over the product of several families (a joint scope), not one family version. */
export function isJointPayoutKey(key: string): boolean {
  return membersOfPayoutKey(key).length > 1;
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
