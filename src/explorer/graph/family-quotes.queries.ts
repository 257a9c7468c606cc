// The best bid and ask of each outcome of a family, for the diagram's nodes: every market's
// outcomes with their listings' latest quotes (Listing.quote, GET /v1/quotes), in pages of 500
// markets. Asked for with the diagram, so the nodes are drawn once, with their prices.
import type {
  ExplorerFamilyQuotesQuery,
  ExplorerFamilyQuotesQueryVariables,
} from '../api/generated-operations';
import type { RunGraphql } from '../api/run-graphql';
import { bestPrices, type BestPrices } from './best-prices';

export const FAMILY_QUOTES_QUERY = /* GraphQL */ `
  query ExplorerFamilyQuotes($familyId: ID!, $after: String) {
    family(familyId: $familyId) {
      markets(first: 500, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          outcomes {
            outcomeId
            listings {
              venue
              quote {
                bid
                ask
              }
            }
          }
        }
      }
    }
  }
`;

/** Each quoted outcome's best bid and ask across its listings; unquoted outcomes are absent. */
export async function loadFamilyQuotes(
  graphql: RunGraphql,
  familyId: string,
): Promise<Map<string, BestPrices>> {
  const prices = new Map<string, BestPrices>();
  let after: string | null = null;
  do {
    const result: ExplorerFamilyQuotesQuery = await graphql<
      ExplorerFamilyQuotesQuery,
      ExplorerFamilyQuotesQueryVariables
    >(FAMILY_QUOTES_QUERY, { familyId, after });
    const markets = result.family?.markets;
    for (const market of markets?.nodes ?? [])
      for (const outcome of market.outcomes) {
        const best = bestPrices(outcome.listings);
        if (best) prices.set(outcome.outcomeId, best);
      }
    after = markets?.pageInfo.hasNextPage ? markets.pageInfo.endCursor : null;
  } while (after !== null);
  return prices;
}
