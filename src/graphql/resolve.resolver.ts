// Query.resolveMarkets: POST /markets:resolve, through the same service function.
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { ResolveResult as ServiceResolveResult } from '../services/resolve-service';
import type { GraphqlContext } from './context';
import { ResolveInput, resolveInputOf } from './resolve.input';
import { ResolveResult } from './resolve-result.type';

@Resolver()
export class ResolveResolver {
  @Query(() => ResolveResult, {
    nullable: true,
    description:
      'Resolves venue-native identifiers to service IDs in batch. Unknown or ambiguous mappings are never guessed: such items are UNRESOLVED or AMBIGUOUS with a reason.',
  })
  resolveMarkets(
    @Arg('inputs', () => [ResolveInput], {
      description: 'At most 1000 inputs, each with a clientReference unique in the request.',
    })
    inputs: ResolveInput[],
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServiceResolveResult> {
    return ctx.services.resolve.resolve(
      inputs.map((input, i) => resolveInputOf(input, `inputs[${i}].`)),
    );
  }
}
