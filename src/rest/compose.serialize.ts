// The Combo composition result in the specification's snake_case names.
import type { ComboFinding } from '../domain/combos/findings';
import type { ComposeResult } from '../services/compose-service';
import { marketJson } from './serialize';

type Json = Record<string, unknown>;

export function findingJson(f: ComboFinding): Json {
  return {
    code: f.code,
    explanation: f.explanation,
    leg_indices: f.legIndices,
    witnesses: f.witnesses.map((w) => ({
      family_id: w.familyId,
      scenario_version: w.scenarioVersion,
      scenario_id: w.scenarioId,
    })),
  };
}

export function composeJson(r: ComposeResult): Json {
  return {
    market: marketJson(r.market),
    coverage: {
      complete: r.coverage.complete,
      submitted_count: r.coverage.submittedCount,
      supported_count: r.coverage.supportedCount,
      items: r.coverage.items.map((i) => ({
        input_reference: i.inputReference,
        outcome_id: i.outcomeId,
        status: i.status,
        family_ids: i.familyIds,
      })),
    },
    versions: {
      market_versions: r.versions.marketVersions.map((v) => ({
        market_id: v.marketId,
        version: v.version,
      })),
      mapping_version: r.versions.mappingVersion,
      scenario_pins: r.versions.scenarioPins.map((p) => ({
        family_id: p.familyId,
        scenario_version: p.scenarioVersion,
      })),
      as_of: r.versions.asOf,
    },
    findings: r.findings.map(findingJson),
    ...(r.clientReference !== undefined ? { client_reference: r.clientReference } : {}),
  };
}
