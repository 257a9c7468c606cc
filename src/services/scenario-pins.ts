// Scenario pins (docs/decisions.md, "Payout keys and scenario pins"): a pin names a published version of a family,
// one pin per family. Problems are collected, not thrown (the same rules as
// POST /relationships:analyze).
import type { Problem } from '../domain/errors';
import type { ScenarioVersionRecord } from '../domain/records';
import type { Store } from '../store/store';

export interface ScenarioPinInput {
  familyId: string;
  scenarioVersion: string;
}

export async function pinnedVersions(
  store: Store,
  pins: readonly ScenarioPinInput[],
  revision: number,
  problems: Problem[],
  path: (index: number) => string = (i) => `scenarioPins[${i}]`,
): Promise<Map<string, ScenarioVersionRecord>> {
  const found = new Map<string, ScenarioVersionRecord>();
  if (pins.length === 0) return found;
  const versions = await store.scenarioVersionsOfFamilies(
    [...new Set(pins.map((p) => p.familyId))],
    revision,
  );
  pins.forEach((pin, i) => {
    const version = (versions.get(pin.familyId) ?? []).find(
      (v) => v.version === pin.scenarioVersion,
    );
    if (found.has(pin.familyId)) {
      problems.push({ path: path(i), reason: `family ${pin.familyId} is pinned twice` });
    } else if (!version) {
      problems.push({
        path: path(i),
        reason: `family ${pin.familyId} has no scenario version "${pin.scenarioVersion}"`,
      });
    } else {
      found.set(pin.familyId, version);
    }
  });
  return found;
}
