// What the family diagram asks the gateway for (docs/decisions.md, "Explorer: the layered
// relationship diagram"): the diagram the service computed, Family.relationshipDiagram, nodes,
// drawn links and groups in pages of the largest size, and the counts the legend shows. Implied
// IMPLICATION and OVERLAP links are asked for only when shown (the legend's switches, a chosen
// node's own). Explanations and witnesses are asked for one edge at a time
// (relationship-details.queries.ts). Each request estimates well under the gateway's cost limit
// (docs/decisions.md, "GraphQL limits").
import type { RelationshipType } from './relationship-types';

/** The largest page the gateway gives (LIMITS.pageSizeMax): a 500-outcome family is one page. */
export const DIAGRAM_PAGE_SIZE = 500;

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';

const LINK = `
  fragment ExplorerDiagramLink on DiagramLink {
    type
    sourceNodeId
    targetNodeId
    fromOutcomeId
    toOutcomeId
  }
`;

const SIDE = `
  fragment ExplorerDiagramSide on DiagramSide {
    label
    outcomes { outcomeId label marketId marketTitle venues }
  }
`;

/**
 * The diagram: its first request asks for all three lists; a list with more pages is continued
 * alone (the others' @include off), at the snapshot its cursor pins.
 */
export const FAMILY_DIAGRAM_QUERY = `
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
        nodes(first: ${DIAGRAM_PAGE_SIZE}, after: $nodesAfter) @include(if: $withNodes) {
          ${PAGE_INFO}
          nodes { nodeId groupId lead { ...ExplorerDiagramSide } other { ...ExplorerDiagramSide } }
        }
        links(first: ${DIAGRAM_PAGE_SIZE}, after: $linksAfter) @include(if: $withLinks) {
          ${PAGE_INFO}
          nodes { ...ExplorerDiagramLink }
        }
        groups(first: ${DIAGRAM_PAGE_SIZE}, after: $groupsAfter) @include(if: $withGroups) {
          ${PAGE_INFO}
          nodes { groupId memberNodeIds }
        }
      }
    }
  }
  ${SIDE}
  ${LINK}
`;

/** Links drawn on request: implied IMPLICATION or OVERLAP, of every node or of one. */
export const DIAGRAM_ON_REQUEST_LINKS_QUERY = `
  query ExplorerDiagramOnRequestLinks(
    $familyId: ID!
    $scenarioVersion: String!
    $implied: Boolean!
    $nodeId: ID
    $after: String
  ) {
    family(familyId: $familyId) {
      relationshipDiagram(scenarioVersion: $scenarioVersion) {
        impliedLinks(nodeId: $nodeId, first: ${DIAGRAM_PAGE_SIZE}, after: $after) @include(if: $implied) {
          ${PAGE_INFO}
          nodes { ...ExplorerDiagramLink }
        }
        overlapLinks(nodeId: $nodeId, first: ${DIAGRAM_PAGE_SIZE}, after: $after) @skip(if: $implied) {
          ${PAGE_INFO}
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
