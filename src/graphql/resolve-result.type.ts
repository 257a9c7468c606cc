// The result of resolveMarkets (specification, POST /markets:resolve).
import { Field, ID, ObjectType } from 'type-graphql';
import type { ResolveStatus as ResolveStatusValue } from '../domain/value-sets';
import { ResolveStatus } from './enums';

@ObjectType('ResolvedListing')
export class ResolvedListing {
  @Field(() => ID)
  listingId!: string;

  @Field(() => String)
  mappingVersion!: string;

  @Field(() => String)
  venueOutcomeId!: string;
}

@ObjectType('ResolvedOutcome')
export class ResolvedOutcome {
  @Field(() => ID)
  outcomeId!: string;

  @Field(() => String)
  label!: string;

  @Field(() => [ResolvedListing])
  listings!: ResolvedListing[];
}

@ObjectType('ResolveInputEcho', { description: 'The native identifiers of the input, as given.' })
export class ResolveInputEcho {
  @Field(() => String)
  venue!: string;

  @Field(() => String, { nullable: true })
  venueMarketId?: string;

  @Field(() => String, { nullable: true })
  venueOutcomeId?: string;

  @Field(() => String, { nullable: true })
  tokenId?: string;

  @Field(() => String, { nullable: true })
  ticker?: string;

  @Field(() => String, { nullable: true })
  slug?: string;

  @Field(() => String, { nullable: true })
  conditionId?: string;
}

@ObjectType('ResolveItem', {
  description: 'One input of resolveMarkets; one failed item does not affect the others.',
})
export class ResolveItem {
  @Field(() => String)
  clientReference!: string;

  @Field(() => ResolveStatus)
  status!: ResolveStatusValue;

  @Field(() => ResolveInputEcho)
  input!: ResolveInputEcho;

  @Field(() => String, { nullable: true, description: 'Why an item is UNRESOLVED or AMBIGUOUS.' })
  reason?: string;

  @Field(() => ID, { nullable: true })
  marketId?: string;

  @Field(() => String, { nullable: true })
  marketVersion?: string;

  @Field(() => [ID], { nullable: true })
  eventIds?: string[];

  @Field(() => [ID], { nullable: true })
  familyIds?: string[];

  @Field(() => [ResolvedOutcome], { nullable: true })
  outcomes?: ResolvedOutcome[];

  @Field(() => [ID], {
    nullable: true,
    description: 'On AMBIGUOUS: the markets the input could mean.',
  })
  candidateMarketIds?: string[];

  @Field(() => [ID], {
    nullable: true,
    description: 'On AMBIGUOUS: the outcomes the input could mean.',
  })
  candidateOutcomeIds?: string[];
}

@ObjectType('ResolveResult')
export class ResolveResult {
  @Field(() => [ResolveItem], { description: 'In the order of the inputs.' })
  items!: ResolveItem[];

  @Field(() => String, { description: 'ISO 8601 UTC timestamp of the snapshot resolved against.' })
  asOf!: string;
}
