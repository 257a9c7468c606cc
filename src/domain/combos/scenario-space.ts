// The scenario space of a combo (docs/architecture.md, "Combos"): the scenarios of one family
// version, or, for families a joint scope declares INDEPENDENT, the product of their versions'
// scenarios. A joint scenario is named by its members as `family_id/scenario_id`, joined with
// `+` in family ID order (docs/decisions.md, "joint scenario IDs"), as src/domain/payout-key.ts
// writes them.
import {
  formatJointScenarioId,
  formatPayoutKey,
  inFamilyOrder,
  payoutKeyOf,
  scopeIdOf,
  scopeVersionOf,
  type PayoutKey,
} from '../payout-key';
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
  /** Where payouts over this space are kept. */
  readonly key: PayoutKey;
  /** The key's text: `family@version`, members joined with `+`. */
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
  const sorted = inFamilyOrder(members);
  const key = payoutKeyOf(sorted);
  const payoutKey = formatPayoutKey(key);
  const familyId = scopeIdOf(key);
  const scenarioVersion = scopeVersionOf(key);
  if (sorted.length === 1) {
    const only = sorted[0]!;
    return {
      members: sorted,
      key,
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
    return { members: sorted, key, payoutKey, familyId, scenarioVersion, scenarios };
  }
  for (;;) {
    const parts = sorted.map((m, i) => m.scenarios[indexes[i]!]!);
    scenarios.push({
      scenarioId: formatJointScenarioId(
        parts.map((s, i) => ({ familyId: sorted[i]!.familyId, scenarioId: s.scenarioId })),
      ),
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
  return { members: sorted, key, payoutKey, familyId, scenarioVersion, scenarios };
}
