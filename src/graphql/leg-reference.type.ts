// A combo leg: exactly one of outcomeId or listingId.
import { Field, ID, ObjectType } from 'type-graphql';
import type { ResourceFields } from './resource-fields';
import type { LegReference as LegReferenceResource } from '../resources/market';

@ObjectType('LegReference', { description: 'Names exactly one of outcomeId or listingId.' })
export class LegReference implements ResourceFields<LegReferenceResource> {
  @Field(() => ID, { nullable: true, description: 'The leg as an outcome.' })
  outcomeId!: string | undefined;

  @Field(() => ID, { nullable: true, description: 'The leg as a venue listing.' })
  listingId!: string | undefined;
}
