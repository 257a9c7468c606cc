// The conventions, families (with their scenario versions) and joint scopes of a catalog, planned
// against the stored ones (plan-context.ts).
import { canonicalDecimal, dec } from '../domain/arithmetic/decimal';
import { formatFamilyVersion, isJoinableScenarioId, jointScopeIdOf } from '../domain/payout-key';
import type {
  ConventionRecord,
  FamilyRecord,
  JointScopeRecord,
  ScenarioRecord,
  ScenarioVersionRecord,
} from '../domain/records';
import type { ScenarioVersionDraft } from './import-draft';
import { type PlanContext, sameContent } from './plan-context';

export function planConventions(ctx: PlanContext): void {
  const seen = new Set<string>();
  ctx.draft.conventions.forEach((c, i) => {
    const path = `$.conventions[${i}]`;
    if (!ctx.unique(seen, c.conventionId, `${path}.convention_id`, 'convention_id')) return;
    if (!dec(c.voidPayout).gte(0) || !dec(c.voidPayout).lte(1)) {
      ctx.problem(`${path}.void_payout`, 'must be a fraction between 0 and 1');
    }
    const record: ConventionRecord = {
      conventionId: c.conventionId,
      venue: c.venue,
      rule: c.rule,
      voidPayout: canonicalDecimal(c.voidPayout),
      description: c.description,
      observedAt: ctx.now,
    };
    const previous = ctx.known.conventions.get(c.conventionId);
    if (previous && sameContent(previous, record)) return;
    ctx.puts.push({ kind: 'convention', record });
    const families = ctx.draft.families
      .filter((f) => f.supportedConventionIds.includes(c.conventionId))
      .map((f) => f.familyId);
    ctx.change(
      'COVERAGE',
      c.conventionId,
      previous ? 'UPDATED' : 'CREATED',
      '1',
      families,
      `settlement convention ${c.conventionId} (${c.rule}) on ${c.venue} ${previous ? 'changed' : 'published'}`,
    );
  });
}

export function planFamilies(ctx: PlanContext): void {
  const seen = new Set<string>();
  ctx.draft.families.forEach((f, i) => {
    const path = `$.families[${i}]`;
    if (!ctx.unique(seen, f.familyId, `${path}.family_id`, 'family_id')) return;
    f.supportedConventionIds.forEach((cid, j) => {
      if (!ctx.conventionIds.has(cid)) {
        ctx.problem(`${path}.supported_convention_ids[${j}]`, `unknown convention "${cid}"`);
      }
    });
    const record: FamilyRecord = {
      familyId: f.familyId,
      title: f.title,
      description: f.description,
      category: f.category,
      tags: f.tags,
      supportedConventionIds: f.supportedConventionIds,
      observedAt: ctx.now,
    };
    const previous = ctx.known.families.get(f.familyId);
    if (!previous || !sameContent(previous, record)) {
      ctx.puts.push({ kind: 'family', record });
      ctx.change(
        'FAMILY',
        f.familyId,
        previous ? 'UPDATED' : 'CREATED',
        '',
        [f.familyId],
        `family ${f.familyId} ${previous ? 'changed' : 'created'}`,
      );
    }
    planScenarioVersions(ctx, f.familyId, f.scenarioVersions, path);
  });
}

export function planJointScopes(ctx: PlanContext): void {
  const seen = new Set<string>();
  ctx.draft.jointScopes.forEach((s, i) => {
    const path = `$.joint_scopes[${i}]`;
    const familyIds = [...new Set(s.familyIds)].sort();
    if (familyIds.length !== s.familyIds.length)
      ctx.problem(`${path}.family_ids`, 'names a family twice');
    s.familyIds.forEach((fid, j) => {
      if (!ctx.familyIds.has(fid))
        ctx.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
    });
    const jointScopeId = jointScopeIdOf(familyIds);
    if (!ctx.unique(seen, jointScopeId, `${path}.family_ids`, 'joint scope')) return;
    const record: JointScopeRecord = {
      jointScopeId,
      familyIds,
      kind: s.kind,
      observedAt: ctx.now,
    };
    const previous = ctx.known.jointScopes.get(jointScopeId);
    if (previous && sameContent(previous, record)) return;
    ctx.puts.push({ kind: 'jointScope', record });
    ctx.change(
      'COVERAGE',
      jointScopeId,
      previous ? 'UPDATED' : 'CREATED',
      '1',
      familyIds,
      `families ${familyIds.join(', ')} declared ${s.kind}`,
    );
  });
}

/**
 * A family's versions as its catalog entry lists them, oldest first: new ones are published, and
 * the last listed is the family's current version after the import (docs/catalog-format.md).
 * An earlier version listed last, its scenarios unchanged, becomes current again rather than
 * staying behind a later one (docs/decisions.md, "A family's scenarios returning to an earlier
 * version"): the family's payouts are keyed to it, so it must be the one read by default.
 */
function planScenarioVersions(
  ctx: PlanContext,
  familyId: string,
  declared: readonly ScenarioVersionDraft[],
  familyPath: string,
): void {
  const published = ctx.known.scenarioVersions.get(familyId) ?? [];
  const current = currentVersionOf(published);
  let ordinal = current?.ordinal ?? 0;
  /** The version that holds the highest ordinal as the entry is planned. */
  let highest = current?.version;
  const byVersion = ctx.versions.get(familyId) ?? new Map<string, ScenarioRecord[]>();
  ctx.versions.set(familyId, byVersion);
  const seen = new Set<string>();
  const lastListed = declared[declared.length - 1]?.version;
  let consistent = true;
  declared.forEach((v, i) => {
    const path = `${familyPath}.scenario_versions[${i}]`;
    if (!ctx.unique(seen, v.version, `${path}.version`, 'scenario version')) {
      consistent = false;
      return;
    }
    const scenarioIds = new Set<string>();
    v.scenarios.forEach((s, j) => {
      if (!isJoinableScenarioId(s.scenarioId)) {
        ctx.problem(
          `${path}.scenarios[${j}].scenario_id`,
          'must not contain "/" or "+" (they name joint scenarios)',
        );
      }
      ctx.unique(scenarioIds, s.scenarioId, `${path}.scenarios[${j}].scenario_id`, 'scenario_id');
    });
    const scenarios: ScenarioRecord[] = v.scenarios.map((s) => ({
      scenarioId: s.scenarioId,
      label: s.label,
      description: s.description,
      kind: s.kind,
    }));
    const existing = published.find((p) => p.version === v.version);
    if (existing) {
      if (!sameContent(existing.scenarios, scenarios)) {
        consistent = false;
        ctx.problem(
          path,
          `scenario version ${v.version} of ${familyId} is already published with other scenarios; publish a new version instead`,
        );
      }
      return;
    }
    byVersion.set(v.version, scenarios);
    ordinal += 1;
    highest = v.version;
    const record: ScenarioVersionRecord = {
      familyId,
      version: v.version,
      ordinal,
      scenarios,
      observedAt: ctx.now,
    };
    ctx.puts.push({ kind: 'scenarioVersion', record });
    const isCurrent = v.version === lastListed;
    ctx.change(
      'SCENARIO_VERSION',
      formatFamilyVersion({ familyId, version: v.version }),
      'CREATED',
      v.version,
      [familyId],
      `scenario version ${v.version} of ${familyId} published with ${scenarios.length} scenarios${isCurrent ? '; it is now current' : ''}`,
    );
  });
  const earlier = published.find((p) => p.version === lastListed);
  if (!consistent || !earlier || lastListed === highest) return;
  // Made current again: the same record (its scenarios and publication time) at the top of the
  // family's order, so every reader of "the current version" (the highest ordinal) finds it.
  ctx.puts.push({ kind: 'scenarioVersion', record: { ...earlier, ordinal: ordinal + 1 } });
  ctx.change(
    'SCENARIO_VERSION',
    formatFamilyVersion({ familyId, version: earlier.version }),
    'UPDATED',
    earlier.version,
    [familyId],
    `scenario version ${earlier.version} of ${familyId} is current again, after ${highest ?? 'none'}`,
  );
}

function currentVersionOf(
  versions: readonly ScenarioVersionRecord[],
): ScenarioVersionRecord | undefined {
  return versions.reduce<ScenarioVersionRecord | undefined>(
    (top, v) => (top === undefined || v.ordinal > top.ordinal ? v : top),
    undefined,
  );
}
