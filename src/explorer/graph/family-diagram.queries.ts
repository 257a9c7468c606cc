// What the family diagram asks the gateway for (docs/decisions.md, "Explorer: the layered
// relationship diagram"): the diagram the service computed, Family.relationshipDiagram, nodes,
// drawn links and groups in pages of the largest size, and the counts the legend shows. Implied
// IMPLICATION and OVERLAP links are asked for only when shown (the legend's switches, a chosen
// node's own). Explanations and witnesses are asked for one edge at a time
// (relationship-details.queries.ts). Each request estimates well under the gateway's cost limit
// (docs/decisions.md, "GraphQL limits").
import type {
  ExplorerDiagramLinkFragment,
  ExplorerDiagramSideFragment,
  ExplorerFamilyDiagramQuery,
} from '../api/generated-operations';

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
    outcomes {
      outcomeId
      label
      marketId
      marketTitle
      venues
    }
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
        counts {
          type
          total
          drawn
          onRequest
        }
        nodes(first: 500, after: $nodesAfter) @include(if: $withNodes) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            nodeId
            groupId
            lead {
              ...ExplorerDiagramSide
            }
            other {
              ...ExplorerDiagramSide
            }
          }
        }
        links(first: 500, after: $linksAfter) @include(if: $withLinks) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            ...ExplorerDiagramLink
          }
        }
        groups(first: 500, after: $groupsAfter) @include(if: $withGroups) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            groupId
            memberNodeIds
          }
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
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            ...ExplorerDiagramLink
          }
        }
        overlapLinks(nodeId: $nodeId, first: 500, after: $after) @skip(if: $implied) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            ...ExplorerDiagramLink
          }
        }
      }
    }
  }
  ${LINK}
`;

type Diagram = NonNullable<
  NonNullable<ExplorerFamilyDiagramQuery['family']>['relationshipDiagram']
>;

export type DiagramSideResult = ExplorerDiagramSideFragment;
export type DiagramLinkResult = ExplorerDiagramLinkFragment;
export type DiagramNodeResult = NonNullable<Diagram['nodes']>['nodes'][number];
export type DiagramGroupResult = NonNullable<Diagram['groups']>['nodes'][number];
export type DiagramCountResult = Diagram['counts'][number];
export type PageInfo = NonNullable<Diagram['nodes']>['pageInfo'];
