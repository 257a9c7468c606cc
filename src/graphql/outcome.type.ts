// Outcome (specification, Resources): one side of a market. Navigation (market, listings) is in
// outcome.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Outcome', {
  description: 'One side of a market: YES, NO or a named outcome. NO has its own payout vector.',
})
export class Outcome {
  @Field(() => ID)
  outcomeId!: string;

  @Field(() => String)
  label!: string;

  @Field(() => ID)
  marketId!: string;
}
