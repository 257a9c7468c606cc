// The fields of a derived relationship the graph draws and the edge details explain.
import type { RelationshipType } from './relationship-types';

export const RELATIONSHIP_FIELDS = /* GraphQL */ `
  fragment ExplorerRelationship on Relationship {
    relationshipId
    type
    fromOutcomeId
    toOutcomeId
    explanation
    scenarioPins { familyId scenarioVersion }
    witnesses { familyId scenarioId scenarioVersion }
  }
`;

export interface ScenarioPin {
  familyId: string;
  scenarioVersion: string;
}

export interface RelationshipRecord {
  relationshipId: string;
  type: RelationshipType;
  /** For IMPLICATION, the implying outcome. */
  fromOutcomeId: string;
  toOutcomeId: string;
  explanation: string;
  scenarioPins: ScenarioPin[];
  witnesses: { familyId: string; scenarioId: string; scenarioVersion: string }[];
}
