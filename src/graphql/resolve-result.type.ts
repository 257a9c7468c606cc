// The result of resolveMarkets (schema/openapi.yaml, POST /markets:resolve).
import { Field, ID, ObjectType } from 'type-graphql';
import type { ResolveStatus as ResolveStatusValue } from '../domain/value-sets';
import { ResolveStatus } from './enums';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type {
  ResolvedOutcome as ResolvedOutcomeResource,
  ResolveItem as ResolveItemResource,
} from '../resources/resolve';
import { RevealsRevision } from './reads-beyond-snapshot';

@ObjectType('ResolvedListing', { description: 'A listing an input resolved to.' })
export class ResolvedListing {
  @Field(() => ID, { description: 'Service ID of the listing.' })
  listingId!: string;

  @Field(() => String, { description: 'Its mapping version.' })
  mappingVersion!: string;

  @Field(() => String, { description: 'Its native outcome identifier.' })
  venueOutcomeId!: string;
}

@ObjectType('ResolvedOutcome', { description: 'An outcome an input resolved to.' })
export class ResolvedOutcome implements ResourceFields<ResolvedOutcomeResource> {
  @Field(() => ID, { description: 'Service ID of the outcome.' })
  outcomeId!: string;

  @Field(() => String, { description: 'Its label.' })
  label!: string;

  @Field(() => [ResolvedListing], { description: 'Its listings the input names.' })
  listings!: ResolvedListing[];
}

@ObjectType('ResolveInputEcho', { description: 'The native identifiers of the input, as given.' })
export class ResolveInputEcho {
  @Field(() => String, { description: 'The venue.' })
  venue!: string;

  @Field(() => String, { nullable: true, description: 'Native market ID.' })
  venueMarketId!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Native outcome identifier.' })
  venueOutcomeId!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Order-book token ID.' })
  tokenId!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Kalshi market ticker.' })
  ticker!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Polymarket market slug.' })
  slug!: string | undefined;

  @Field(() => String, { nullable: true, description: 'Polymarket condition ID.' })
  conditionId!: string | undefined;
}

@ObjectType('ResolveItem', {
  description: 'One input of resolveMarkets; one failed item does not affect the others.',
})
export class ResolveItem implements ResourceFields<ResolveItemResource> {
  @Field(() => String, { description: "The input's clientReference." })
  clientReference!: string;

  @Field(() => ResolveStatus, { description: 'Whether it resolved.' })
  status!: ResolveStatusValue;

  @Field(() => ResolveInputEcho, { description: 'The input, as given.' })
  input!: ResolveInputEcho;

  @Field(() => String, { nullable: true, description: 'Why an item is UNRESOLVED or AMBIGUOUS.' })
  reason!: string | undefined;

  @Field(() => ID, { nullable: true, description: 'On RESOLVED: the market.' })
  marketId!: string | undefined;

  @Field(() => String, { nullable: true, description: 'On RESOLVED: its current version.' })
  marketVersion!: string | undefined;

  @Field(() => [ID], { nullable: true, description: "On RESOLVED: the market's events." })
  eventIds!: string[] | undefined;

  @Field(() => [ID], { nullable: true, description: "On RESOLVED: the market's families." })
  familyIds!: string[] | undefined;

  @Field(() => [ResolvedOutcome], {
    nullable: true,
    description: 'On RESOLVED: the outcomes (one side, or the whole market) the input names.',
  })
  outcomes!: ResolvedOutcome[] | undefined;

  @Field(() => [ID], {
    nullable: true,
    description: 'On AMBIGUOUS: the markets the input could mean.',
  })
  candidateMarketIds!: string[] | undefined;

  @Field(() => [ID], {
    nullable: true,
    description: 'On AMBIGUOUS: the outcomes the input could mean.',
  })
  candidateOutcomeIds!: string[] | undefined;
}

@ObjectType('ResolveResult', { description: 'The items of resolveMarkets.' })
export class ResolveResult {
  @Field(() => [ResolveItem], { description: 'In the order of the inputs.' })
  items!: ResolveItem[];

  @RevealsRevision()
  @Field(() => DateTimeScalar, { description: 'When the snapshot resolved against was committed.' })
  asOf!: string;
}
