// A combo leg (specification, Concepts rule 4): exactly one of outcomeId or listingId.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('LegReference', { description: 'Names exactly one of outcomeId or listingId.' })
export class LegReference {
  @Field(() => ID, { nullable: true })
  outcomeId?: string;

  @Field(() => ID, { nullable: true })
  listingId?: string;
}
