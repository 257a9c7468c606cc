// An outcome's neighbourhood (Outcome.related: one shortest path to each outcome within depth
// hops), then the markets on those paths, to name the outcomes reached.
import { RELATIONSHIP_FIELDS, type RelationshipRecord } from './relationship.queries';

export const NEIGHBOURHOOD_QUERY = /* GraphQL */ `
  query ExplorerNeighbourhood($outcomeId: ID!, $depth: Int!) {
    outcome(outcomeId: $outcomeId) {
      outcomeId
      label
      market { marketId title }
      related(depth: $depth, first: 500) {
        nodes {
          outcomeIds
          relationships { ...ExplorerRelationship relatedMarketIds }
        }
      }
    }
  }
  ${RELATIONSHIP_FIELDS}
`;

export const MARKET_NAMES_QUERY = /* GraphQL */ `
  query ExplorerMarketNames($marketIds: [ID!]!) {
    markets(marketIds: $marketIds, first: 500) {
      edges { node { marketId title outcomes { outcomeId label } } }
    }
  }
`;

export interface RelatedPath {
  outcomeIds: string[];
  relationships: (RelationshipRecord & { relatedMarketIds: string[] })[];
}

export interface NeighbourhoodResult {
  outcome: {
    outcomeId: string;
    label: string;
    market: { marketId: string; title: string };
    related: { nodes: RelatedPath[] };
  } | null;
}

export interface MarketName {
  marketId: string;
  title: string;
  outcomes: { outcomeId: string; label: string }[];
}

export interface MarketNamesResult {
  markets: { edges: { node: MarketName }[] };
}
