// A combo leg: exactly one of outcomeId or listingId.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('LegReference', { description: 'Names exactly one of outcomeId or listingId.' })
export class LegReference {
  @Field(() => ID, { nullable: true, description: 'The leg as an outcome.' })
  outcomeId?: string;

  @Field(() => ID, { nullable: true, description: 'The leg as a venue listing.' })
  listingId?: string;
}
