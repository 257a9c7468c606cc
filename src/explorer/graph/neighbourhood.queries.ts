// An outcome's neighbourhood (Outcome.related: one shortest path to each outcome within depth
// hops), then the markets on those paths, to name the outcomes reached.
import type {
  ExplorerMarketNamesQuery,
  ExplorerNeighbourhoodQuery,
} from '../api/generated-operations';
import { RELATIONSHIP_FIELDS } from './relationship.queries';

export const NEIGHBOURHOOD_QUERY = /* GraphQL */ `
  query ExplorerNeighbourhood($outcomeId: ID!, $depth: Int!) {
    outcome(outcomeId: $outcomeId) {
      outcomeId
      label
      market {
        marketId
        title
      }
      related(depth: $depth, first: 500) {
        nodes {
          outcomeIds
          relationships {
            ...ExplorerRelationship
            relatedMarketIds
          }
        }
      }
    }
  }
  ${RELATIONSHIP_FIELDS}
`;

export const MARKET_NAMES_QUERY = /* GraphQL */ `
  query ExplorerMarketNames($marketIds: [ID!]!) {
    markets(marketIds: $marketIds, first: 500) {
      edges {
        node {
          marketId
          title
          outcomes {
            outcomeId
            label
          }
        }
      }
    }
  }
`;

export type RelatedPath = NonNullable<
  NonNullable<ExplorerNeighbourhoodQuery['outcome']>['related']
>['nodes'][number];

export type MarketName = NonNullable<ExplorerMarketNamesQuery['markets']>['edges'][number]['node'];
