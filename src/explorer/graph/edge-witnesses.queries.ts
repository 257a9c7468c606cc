// What an edge's witness scenarios are, and what each of its two outcomes pays in them.
import type { ExplorerEdgeWitnessesQuery } from '../api/generated-operations';

export const EDGE_WITNESSES_QUERY = /* GraphQL */ `
  query ExplorerEdgeWitnesses($familyId: ID!, $scenarioVersion: String!, $from: ID!, $to: ID!) {
    family(familyId: $familyId) {
      scenarios(scenarioVersion: $scenarioVersion, first: 500) {
        nodes {
          scenarioId
          label
          kind
        }
      }
    }
    from: outcome(outcomeId: $from) {
      payouts(familyId: $familyId, scenarioVersion: $scenarioVersion) {
        nodes {
          payouts {
            scenarioId
            value
          }
        }
      }
    }
    to: outcome(outcomeId: $to) {
      payouts(familyId: $familyId, scenarioVersion: $scenarioVersion) {
        nodes {
          payouts {
            scenarioId
            value
          }
        }
      }
    }
  }
`;

type OutcomePayouts = ExplorerEdgeWitnessesQuery['from'];

/** scenarioId → payout of one outcome; empty when it has none there. */
export function payoutsByScenario(outcome: OutcomePayouts): Map<string, string> {
  return new Map(
    (outcome?.payouts?.nodes ?? []).flatMap((payout) =>
      (payout.payouts ?? []).map((value) => [value.scenarioId, value.value] as const),
    ),
  );
}
