// The fields of a derived relationship the graph draws and the edge details explain.
import type { ExplorerRelationshipFragment } from '../api/generated-operations';

export const RELATIONSHIP_FIELDS = /* GraphQL */ `
  fragment ExplorerRelationship on Relationship {
    relationshipId
    type
    fromOutcomeId
    toOutcomeId
    explanation
    scenarioPins {
      familyId
      scenarioVersion
    }
    witnesses {
      familyId
      scenarioId
      scenarioVersion
    }
  }
`;

/** For IMPLICATION, fromOutcomeId is the implying outcome. */
export type RelationshipRecord = ExplorerRelationshipFragment;
