// What the family diagram asks the gateway for (docs/decisions.md, "Explorer: the layered
// relationship diagram"): the family's outcomes with their EQUALITY and COMPLEMENT relationships
// and a count of each other type, then the IMPLICATION and EXCLUSIVITY relationships of one
// outcome per drawn node, OVERLAP only when the legend shows it. Every relationship list is a
// page of its connection carrying two IDs; explanations and witnesses are asked for one edge at a
// time (relationship-details.queries.ts). Page sizes keep each request under the gateway's cost
// and alias limits (docs/decisions.md, "GraphQL limits").
import type { RelationshipType } from './relationship-types';

/**
 * Markets per page of the family's outcomes: the estimate counts about 24,000 a market (4
 * outcomes, each with two pages of 500), so 20 is about 480,000 of the 1,000,000 allowed.
 */
export const MARKETS_PER_PAGE = 20;
/**
 * Outcomes per request for their relationships: each takes 1 alias, and 1 per type, so 8 with two
 * types are 24 of the 30 aliases allowed (about 48,000 of cost and 530 tokens).
 */
export const OUTCOMES_PER_REQUEST = 8;
/** The largest page the gateway gives (LIMITS.pageSizeMax). */
export const RELATIONSHIPS_PER_PAGE = 500;

const ENDS = `
  fragment ExplorerEnds on RelationshipConnection {
    pageInfo { hasNextPage endCursor }
    nodes { fromOutcomeId toOutcomeId }
  }
`;

const scoped = `familyId: $familyId, scenarioVersion: $scenarioVersion`;

export const FAMILY_OUTCOMES_QUERY = `
  query ExplorerFamilyOutcomes($familyId: ID!, $scenarioVersion: String!, $after: String) {
    family(familyId: $familyId) {
      markets(first: ${MARKETS_PER_PAGE}, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          marketId
          title
          outcomes {
            outcomeId
            label
            listings { venue }
            equalities: relationships(${scoped}, type: EQUALITY, first: ${RELATIONSHIPS_PER_PAGE}) { ...ExplorerEnds }
            complements: relationships(${scoped}, type: COMPLEMENT, first: ${RELATIONSHIPS_PER_PAGE}) { ...ExplorerEnds }
            implications: relationships(${scoped}, type: IMPLICATION, first: 1) { totalCount }
            exclusivities: relationships(${scoped}, type: EXCLUSIVITY, first: 1) { totalCount }
            overlaps: relationships(${scoped}, type: OVERLAP, first: 1) { totalCount }
          }
        }
      }
    }
  }
  ${ENDS}
`;

/** One type's relationships of one outcome, from a cursor on. */
export const OUTCOME_RELATIONSHIPS_QUERY = `
  query ExplorerOutcomeRelationships(
    $outcomeId: ID!
    $familyId: ID!
    $scenarioVersion: String!
    $type: RelationshipType!
    $after: String
  ) {
    outcome(outcomeId: $outcomeId) {
      relationships(${scoped}, type: $type, first: ${RELATIONSHIPS_PER_PAGE}, after: $after) {
        ...ExplorerEnds
      }
    }
  }
  ${ENDS}
`;

/** The given types' relationships of up to OUTCOMES_PER_REQUEST outcomes, one alias each. */
export function outcomesRelationshipsQuery(count: number, types: readonly RelationshipType[]) {
  const variables = Array.from({ length: count }, (_, i) => `$o${i}: ID!`).join(', ');
  const outcomes = Array.from(
    { length: count },
    (_, i) => `o${i}: outcome(outcomeId: $o${i}) {
      ${types
        .map(
          (type) =>
            `${type}: relationships(${scoped}, type: ${type}, first: ${RELATIONSHIPS_PER_PAGE}) { ...ExplorerEnds }`,
        )
        .join('\n      ')}
    }`,
  ).join('\n    ');
  return `
  query ExplorerOutcomesRelationships($familyId: ID!, $scenarioVersion: String!, ${variables}) {
    ${outcomes}
  }
  ${ENDS}
`;
}

export interface EndsPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: { fromOutcomeId: string; toOutcomeId: string }[];
}

export interface FamilyOutcomesResult {
  family: {
    markets: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: {
        marketId: string;
        title: string;
        outcomes: {
          outcomeId: string;
          label: string;
          listings: { venue: string }[];
          equalities: EndsPage | null;
          complements: EndsPage | null;
          implications: { totalCount: number } | null;
          exclusivities: { totalCount: number } | null;
          overlaps: { totalCount: number } | null;
        }[];
      }[];
    } | null;
  } | null;
}

export interface OutcomeRelationshipsResult {
  outcome: { relationships: EndsPage | null } | null;
}

export type OutcomesRelationshipsResult = Record<
  string,
  Partial<Record<RelationshipType, EndsPage | null>> | null
>;
