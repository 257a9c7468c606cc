// The readable explanation of a relationship record (schema/openapi.yaml, Relationship.explanation).
import type { RelationshipRecord } from '../records';

export function explainRelationship(
  r: Pick<
    RelationshipRecord,
    'type' | 'fromOutcomeId' | 'toOutcomeId' | 'familyId' | 'scenarioVersion'
  >,
): string {
  const a = r.fromOutcomeId;
  const b = r.toOutcomeId;
  const scope = `the scenarios of ${r.familyId} version ${r.scenarioVersion}`;
  switch (r.type) {
    case 'EQUALITY':
      return `${a} and ${b} pay the same in every one of ${scope}.`;
    case 'COMPLEMENT':
      return `In every one of ${scope}, the payouts of ${a} and ${b} add up to the full unit: holding both always pays exactly one unit.`;
    case 'IMPLICATION':
      return `In every one of ${scope}, ${b} pays at least as much as ${a}, and somewhere more: ${a} implies ${b}.`;
    case 'EXCLUSIVITY':
      return `${a} and ${b} never both pay in ${scope}, and there are scenarios where neither pays in full.`;
    case 'OVERLAP':
      return `${a} and ${b} both pay in some of ${scope}, and neither bounds the other.`;
  }
}
