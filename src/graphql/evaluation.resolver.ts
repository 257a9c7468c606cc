// Mutation.runEvaluation: POST /evaluations:run through the same service function.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { EvaluationView } from '../services/evaluation-service';
import type { GraphqlContext } from './context';
import { RunEvaluationInput, evaluationRequestOf } from './evaluation.input';
import { EvaluationType } from './evaluation.type';

@Resolver()
export class EvaluationResolver {
  @Mutation(() => EvaluationType, {
    nullable: true,
    description:
      'Stateless exposure evaluation (POST /evaluations:run): family matrices, extrema, candidates ranked before resultLimit, offsets, whole book, valuation. Changes nothing.',
  })
  runEvaluation(
    @Arg('input', () => RunEvaluationInput, { description: 'The book and its candidates.' })
    input: RunEvaluationInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EvaluationView> {
    ctx.responseSize.measured = true;
    return ctx.services.evaluation.run(evaluationRequestOf(input));
  }
}
