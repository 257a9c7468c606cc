// Which family versions a combo is composed over (docs/architecture.md, "Combos"; schema/openapi.yaml, POST /markets:compose: "without pins the current compatible versions are selected once").
// Pure: the caller has read the legs' markets and the families' published versions.
//
// 1. One family: the first family (by ID) that every leg's market belongs to and that has a
//    version (the pinned one, else the newest) in which every leg has payouts.
// 2. Otherwise each leg is analysed in a family of its market where it has payouts (a leg with
//    several prefers a family another leg needs, then the lowest ID), and each family gets the
//    pinned version, else the newest in which all of its legs have payouts. Whether those
//    families may be combined (a joint scope) is the caller's question.
import type { Problem } from '../domain/errors';
import { formatFamilyVersion } from '../domain/payout-key';
import type { MarketRecord, OutcomeTerms, ScenarioVersionRecord } from '../domain/records';

export interface ScopeLeg {
  readonly outcome: OutcomeTerms;
  readonly market: MarketRecord;
}

export type ScopeChoice =
  | {
      ok: true;
      /** The versions of the scope, in family ID order. */
      versions: ScenarioVersionRecord[];
      /** The family each leg is analysed in, by leg index. */
      legFamilies: string[];
    }
  | { ok: false; message: string; problems: Problem[]; familyIds: string[] };

export function hasPayoutsIn(outcome: OutcomeTerms, version: ScenarioVersionRecord): boolean {
  const table = outcome.payouts[formatFamilyVersion(version)];
  return table !== undefined && version.scenarios.every((s) => table[s.scenarioId] !== undefined);
}

export function chooseScope(
  legs: readonly ScopeLeg[],
  publishedVersions: ReadonlyMap<string, readonly ScenarioVersionRecord[]>,
  pins: ReadonlyMap<string, ScenarioVersionRecord>,
  legPath: (index: number) => string,
): ScopeChoice {
  /** The versions a family may use: the pinned one, else every one, newest first. */
  const allowed = (familyId: string): readonly ScenarioVersionRecord[] => {
    const pinned = pins.get(familyId);
    return pinned ? [pinned] : [...(publishedVersions.get(familyId) ?? [])].reverse();
  };
  const versionFor = (familyId: string, members: readonly ScopeLeg[]) =>
    allowed(familyId).find((v) => members.every((l) => hasPayoutsIn(l.outcome, v)));

  const common = [...new Set(legs[0]?.market.familyIds ?? [])]
    .filter((f) => legs.every((l) => l.market.familyIds.includes(f)))
    .sort();
  for (const familyId of common) {
    const version = versionFor(familyId, legs);
    if (version) return { ok: true, versions: [version], legFamilies: legs.map(() => familyId) };
  }

  const candidates = legs.map((l) =>
    [...new Set(l.market.familyIds)]
      .filter((f) => allowed(f).some((v) => hasPayoutsIn(l.outcome, v)))
      .sort(),
  );
  const problems: Problem[] = [];
  candidates.forEach((families, i) => {
    if (families.length > 0) return;
    const leg = legs[i]!;
    problems.push({
      path: legPath(i),
      reason: `outcome ${leg.outcome.outcomeId} has no payouts in ${
        leg.market.familyIds.length === 0
          ? 'any family'
          : leg.market.familyIds
              .map((f) => (pins.has(f) ? `${f} version ${pins.get(f)!.version}` : f))
              .join(', ')
      }: it cannot be composed`,
    });
  });
  if (problems.length > 0) {
    return {
      ok: false,
      message: 'some legs have no payouts in a scenario version of their families',
      problems,
      familyIds: [...new Set(legs.flatMap((l) => l.market.familyIds))].sort(),
    };
  }
  const needed = new Set(candidates.filter((c) => c.length === 1).map((c) => c[0]!));
  const legFamilies = candidates.map((c) => c.find((f) => needed.has(f)) ?? c[0]!);
  const families = [...new Set(legFamilies)].sort();
  const versions: ScenarioVersionRecord[] = [];
  for (const familyId of families) {
    const indexes = legFamilies.flatMap((f, i) => (f === familyId ? [i] : []));
    const version = versionFor(
      familyId,
      indexes.map((i) => legs[i]!),
    );
    if (version) {
      versions.push(version);
      continue;
    }
    problems.push({
      path: indexes.map(legPath).join(','),
      reason: `legs ${indexes.join(', ')} have no payouts in one common ${
        pins.has(familyId) ? `pinned version ${pins.get(familyId)!.version}` : 'scenario version'
      } of ${familyId}`,
    });
  }
  if (problems.length > 0) {
    return {
      ok: false,
      message: 'the legs have no common scenario version in their families',
      problems,
      familyIds: families,
    };
  }
  return { ok: true, versions, legFamilies };
}
