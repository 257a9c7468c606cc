// Composing the chosen legs (Mutation.composeCombo), and the venues and settlement conventions
// the legs' markets offer to compose them under.
import type { ExplorerComposeMutation, ExplorerLegOptionsQuery } from '../api/generated-operations';

export const LEG_OPTIONS_QUERY = /* GraphQL */ `
  query ExplorerLegOptions($marketIds: [ID!]!) {
    markets(marketIds: $marketIds, first: 500) {
      edges {
        node {
          marketId
          families {
            familyId
            supportedConventionIds
          }
          outcomes {
            outcomeId
            listings {
              venue
            }
          }
        }
      }
    }
  }
`;

export const COMPOSE_MUTATION = /* GraphQL */ `
  mutation ExplorerCompose($input: ComposeComboInput!) {
    composeCombo(input: $input) {
      market {
        marketId
        title
        settlementSummary
        outcomes {
          outcomeId
          label
        }
      }
      findings {
        code
        legIndices
        explanation
        witnesses {
          familyId
          scenarioId
        }
      }
      versions {
        scenarioPins {
          familyId
          scenarioVersion
        }
      }
    }
  }
`;

export type ComposedCombo = NonNullable<ExplorerComposeMutation['composeCombo']>;

export interface ComposeOptions {
  venues: string[];
  conventionIds: string[];
}

/** The venues the legs are listed on and the conventions their families support, sorted. */
export function composeOptions(
  result: ExplorerLegOptionsQuery,
  legOutcomeIds: string[],
): ComposeOptions {
  const legs = new Set(legOutcomeIds);
  const markets = (result.markets?.edges ?? []).map((edge) => edge.node);
  const venues = markets.flatMap((market) =>
    market.outcomes
      .filter((outcome) => legs.has(outcome.outcomeId))
      .flatMap((outcome) => outcome.listings.map((listing) => listing.venue)),
  );
  const conventionIds = markets.flatMap((market) =>
    market.families.flatMap((family) => family.supportedConventionIds),
  );
  return {
    venues: [...new Set(venues)].sort(),
    conventionIds: [...new Set(conventionIds)].sort(),
  };
}
