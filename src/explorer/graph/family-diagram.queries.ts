// What the family diagram asks the gateway for (docs/decisions.md, "Explorer: the layered
// relationship diagram"): the diagram the service computed, Family.relationshipDiagram, nodes,
// drawn links and groups in pages of the largest size, and the counts the legend shows. Implied
// IMPLICATION and OVERLAP links are asked for only when shown (the legend's switches, a chosen
// node's own). Explanations and witnesses are asked for one edge at a time
// (relationship-details.queries.ts). Each request estimates well under the gateway's cost limit
// (docs/decisions.md, "GraphQL limits").
import type { RelationshipType } from './relationship-types';

// Pages of 500, the largest the gateway gives (LIMITS.pageSizeMax): a 500-outcome family is one
// page. Written out in the text, not interpolated: codegen reads each document as written (only
// the fragments are interpolated, and each has its own document).

const LINK = /* GraphQL */ `
  fragment ExplorerDiagramLink on DiagramLink {
    type
    sourceNodeId
    targetNodeId
    fromOutcomeId
    toOutcomeId
  }
`;

const SIDE = /* GraphQL */ `
  fragment ExplorerDiagramSide on DiagramSide {
    label
    outcomes { outcomeId label marketId marketTitle venues }
  }
`;

/**
 * The diagram: its first request asks for all three lists; a list with more pages is continued
 * alone (the others' @include off), at the snapshot its cursor pins.
 */
export const FAMILY_DIAGRAM_QUERY = /* GraphQL */ `
  query ExplorerFamilyDiagram(
    $familyId: ID!
    $scenarioVersion: String!
    $withNodes: Boolean!
    $nodesAfter: String
    $withLinks: Boolean!
    $linksAfter: String
    $withGroups: Boolean!
    $groupsAfter: String
  ) {
    family(familyId: $familyId) {
      relationshipDiagram(scenarioVersion: $scenarioVersion) {
        counts { type total drawn onRequest }
        nodes(first: 500, after: $nodesAfter) @include(if: $withNodes) {
          pageInfo { hasNextPage endCursor }
          nodes { nodeId groupId lead { ...ExplorerDiagramSide } other { ...ExplorerDiagramSide } }
        }
        links(first: 500, after: $linksAfter) @include(if: $withLinks) {
          pageInfo { hasNextPage endCursor }
          nodes { ...ExplorerDiagramLink }
        }
        groups(first: 500, after: $groupsAfter) @include(if: $withGroups) {
          pageInfo { hasNextPage endCursor }
          nodes { groupId memberNodeIds }
        }
      }
    }
  }
  ${SIDE}
  ${LINK}
`;

/** Links drawn on request: implied IMPLICATION or OVERLAP, of every node or of one. */
export const DIAGRAM_ON_REQUEST_LINKS_QUERY = /* GraphQL */ `
  query ExplorerDiagramOnRequestLinks(
    $familyId: ID!
    $scenarioVersion: String!
    $implied: Boolean!
    $nodeId: ID
    $after: String
  ) {
    family(familyId: $familyId) {
      relationshipDiagram(scenarioVersion: $scenarioVersion) {
        impliedLinks(nodeId: $nodeId, first: 500, after: $after) @include(if: $implied) {
          pageInfo { hasNextPage endCursor }
          nodes { ...ExplorerDiagramLink }
        }
        overlapLinks(nodeId: $nodeId, first: 500, after: $after) @skip(if: $implied) {
          pageInfo { hasNextPage endCursor }
          nodes { ...ExplorerDiagramLink }
        }
      }
    }
  }
  ${LINK}
`;

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface DiagramSideResult {
  label: string;
  outcomes: {
    outcomeId: string;
    label: string;
    marketId: string;
    marketTitle: string;
    venues: string[];
  }[];
}

export interface DiagramNodeResult {
  nodeId: string;
  groupId: string | null;
  lead: DiagramSideResult;
  other: DiagramSideResult | null;
}

export interface DiagramLinkResult {
  type: Exclude<RelationshipType, 'EQUALITY'>;
  sourceNodeId: string;
  targetNodeId: string;
  fromOutcomeId: string;
  toOutcomeId: string;
}

export interface DiagramGroupResult {
  groupId: string;
  memberNodeIds: string[];
}

export interface DiagramCountResult {
  type: RelationshipType;
  total: number;
  drawn: number;
  onRequest: number;
}

interface Page<N> {
  pageInfo: PageInfo;
  nodes: N[];
}

export interface FamilyDiagramResult {
  family: {
    relationshipDiagram: {
      counts: DiagramCountResult[];
      nodes?: Page<DiagramNodeResult> | null;
      links?: Page<DiagramLinkResult> | null;
      groups?: Page<DiagramGroupResult> | null;
    } | null;
  } | null;
}

export interface OnRequestLinksResult {
  family: {
    relationshipDiagram: {
      impliedLinks?: Page<DiagramLinkResult> | null;
      overlapLinks?: Page<DiagramLinkResult> | null;
    } | null;
  } | null;
}
