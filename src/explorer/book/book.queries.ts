// Evaluating a book of positions (Mutation.runEvaluation) with its payout vectors, so the page
// can draw each family matrix's payout per scenario.
export const RUN_EVALUATION_MUTATION = /* GraphQL */ `
  mutation ExplorerRunEvaluation($input: RunEvaluationInput!) {
    runEvaluation(input: $input) {
      baseline {
        books {
          familyId
          scenarioVersion
          payoutCurrency
          positionIds
          min { value tieCount witnesses }
          max { value tieCount witnesses }
          payouts { scenarioId value }
        }
        wholeBook { status min max explanation }
      }
      assignments { positionId familyId }
      warnings { code message positionId }
    }
  }
`;

export type PositionType = 'HELD' | 'OWED';

export interface Extremum {
  value: string;
  tieCount: number;
  witnesses: string[];
}

export interface EvaluationBook {
  familyId: string;
  scenarioVersion: string;
  payoutCurrency: string | null;
  positionIds: string[];
  min: Extremum | null;
  max: Extremum | null;
  payouts: { scenarioId: string; value: string }[] | null;
}

export interface EvaluationResult {
  runEvaluation: {
    baseline: {
      books: EvaluationBook[];
      wholeBook: { status: string; min: string | null; max: string | null; explanation: string };
    };
    assignments: { positionId: string; familyId: string | null }[];
    warnings: { code: string; message: string; positionId: string | null }[];
  };
}
