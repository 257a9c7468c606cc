// Outcome: one side of a market, its fields the definition's (src/resources/market.ts) and the
// market that defines it. Navigation (market, listings) is in outcome.resolver.ts, the analytics
// (payouts, relationships, related) in outcome-analytics.resolver.ts.
import { Field, ID } from 'type-graphql';
import { OutcomeDefinition } from '../resources/market';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';

@ResourceObjectType('Outcome', {
  implements: Node,
  description: 'One side of a market: YES, NO or a named outcome. NO has its own payout vector.',
})
export class Outcome extends FieldsOf(
  OutcomeDefinition,
  { served: ['listings'], ids: ['outcomeId'] },
  Node,
) {
  // Not a field of the REST resource, which is only ever read inside its market.
  @Field(() => ID, { description: 'The market that defines the outcome.' })
  marketId!: string;
}
