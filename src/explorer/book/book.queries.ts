// Evaluating a book of positions (Mutation.runEvaluation) with its payout vectors, so the page
// can draw each family matrix's payout per scenario.
import type { ExplorerRunEvaluationMutation } from '../api/generated-operations';

export type { PositionType } from '../api/generated-operations';
export const RUN_EVALUATION_MUTATION = /* GraphQL */ `
  mutation ExplorerRunEvaluation($input: RunEvaluationInput!) {
    runEvaluation(input: $input) {
      baseline {
        books {
          familyId
          scenarioVersion
          payoutCurrency
          positionIds
          min {
            value
            tieCount
            witnesses
          }
          max {
            value
            tieCount
            witnesses
          }
          payouts {
            scenarioId
            value
          }
        }
        wholeBook {
          status
          min
          max
          explanation
        }
      }
      assignments {
        positionId
        familyId
      }
      warnings {
        code
        message
        positionId
      }
    }
  }
`;

export type Evaluation = NonNullable<ExplorerRunEvaluationMutation['runEvaluation']>;

export type EvaluationBook = Evaluation['baseline']['books'][number];
