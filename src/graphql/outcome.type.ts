// Outcome: one side of a market. Navigation (market, listings) is in outcome.resolver.ts, the
// analytics (payouts, relationships, related) in outcome-analytics.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from './node.type';
import type { ResourceFields } from './resource-fields';
import type { Outcome as OutcomeResource } from '../resources/market';

@ObjectType('Outcome', {
  implements: Node,
  description: 'One side of a market: YES, NO or a named outcome. NO has its own payout vector.',
})
export class Outcome extends Node implements ResourceFields<OutcomeResource, 'listings'> {
  @Field(() => ID, { description: 'Service ID of the outcome.' })
  outcomeId!: string;

  @Field(() => String, { description: 'The side it stands for, e.g. "YES".' })
  label!: string;

  @Field(() => ID, { description: 'The market that defines the outcome.' })
  marketId!: string;
}
