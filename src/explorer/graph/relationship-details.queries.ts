// One drawn edge's relationship with its explanation and witnesses, asked for when the edge is
// chosen: the diagram itself carries only the two ends (family-diagram.queries.ts).
import type {
  ExplorerRelationshipDetailsQuery,
  ExplorerRelationshipDetailsQueryVariables,
} from '../api/generated-operations';
import type { RunGraphql } from '../api/use-graphql';
import type { FamilyScope } from './family-diagram-loader';
import { RELATIONSHIP_FIELDS, type RelationshipRecord } from './relationship.queries';
import type { RelationshipType } from './relationship-types';

export const RELATIONSHIP_DETAILS_QUERY = /* GraphQL */ `
  query ExplorerRelationshipDetails(
    $outcomeId: ID!
    $familyId: ID!
    $scenarioVersion: String!
    $type: RelationshipType!
    $after: String
  ) {
    outcome(outcomeId: $outcomeId) {
      relationships(
        familyId: $familyId
        scenarioVersion: $scenarioVersion
        type: $type
        first: 100
        after: $after
      ) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ExplorerRelationship
        }
      }
    }
  }
  ${RELATIONSHIP_FIELDS}
`;

/** The relationship of this type between the two outcomes, or null when the family has none. */
export async function loadRelationship(
  graphql: RunGraphql,
  scope: FamilyScope,
  type: RelationshipType,
  fromOutcomeId: string,
  toOutcomeId: string,
): Promise<RelationshipRecord | null> {
  let after: string | null = null;
  do {
    const result: ExplorerRelationshipDetailsQuery = await graphql<
      ExplorerRelationshipDetailsQuery,
      ExplorerRelationshipDetailsQueryVariables
    >(RELATIONSHIP_DETAILS_QUERY, {
      ...scope,
      outcomeId: fromOutcomeId,
      type,
      after,
    });
    const page = result.outcome?.relationships;
    const found = page?.nodes.find(
      (r) => r.fromOutcomeId === fromOutcomeId && r.toOutcomeId === toOutcomeId,
    );
    if (found) return found;
    after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after !== null);
  return null;
}
