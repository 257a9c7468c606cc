// Loads an outcome's neighbourhood graph: the related paths, then the names of the outcomes on
// them (two requests: Outcome.related names outcomes by ID only).
import type {
  ExplorerMarketNamesQuery,
  ExplorerMarketNamesQueryVariables,
  ExplorerNeighbourhoodQuery,
  ExplorerNeighbourhoodQueryVariables,
} from '../api/generated-operations';
import type { RunGraphql } from '../api/use-graphql';
import { GraphqlRequestError } from '../api/graphql-client';
import type { OutcomeRef } from '../common/outcome-ref';
import { neighbourhoodGraph, pathMarketIds, type GraphModel } from './graph-model';
import { MARKET_NAMES_QUERY, NEIGHBOURHOOD_QUERY } from './neighbourhood.queries';

export async function loadNeighbourhood(
  graphql: RunGraphql,
  start: OutcomeRef,
  depth: number,
): Promise<GraphModel> {
  const { outcome } = await graphql<
    ExplorerNeighbourhoodQuery,
    ExplorerNeighbourhoodQueryVariables
  >(NEIGHBOURHOOD_QUERY, { outcomeId: start.outcomeId, depth });
  if (!outcome) throw new GraphqlRequestError(`no outcome ${start.outcomeId}`, 'UNKNOWN_OUTCOME');
  const paths = outcome.related?.nodes ?? [];
  const marketIds = pathMarketIds(paths);
  const markets =
    marketIds.length === 0
      ? []
      : (
          (
            await graphql<ExplorerMarketNamesQuery, ExplorerMarketNamesQueryVariables>(
              MARKET_NAMES_QUERY,
              { marketIds },
            )
          ).markets?.edges ?? []
        ).map((edge) => edge.node);
  return neighbourhoodGraph(start, depth, paths, markets);
}
