// Relationship (specification, Resources), its witnesses and scenario pins, and the paths of a
// multi-hop traversal (Outcome.related).
import { Field, ID, ObjectType } from 'type-graphql';
import type { RelationshipType as RelationshipTypeValue } from '../domain/relationships/relationship-types';
import { RelationshipType } from './enums';

@ObjectType('ScenarioPin', {
  description: 'A family and the scenario version that fixes its meaning.',
})
export class ScenarioPin {
  @Field(() => ID)
  familyId!: string;

  @Field(() => String)
  scenarioVersion!: string;
}

@ObjectType('Witness', { description: 'A scenario that shows a relationship type.' })
export class Witness {
  @Field(() => ID)
  familyId!: string;

  @Field(() => String)
  scenarioVersion!: string;

  @Field(() => ID)
  scenarioId!: string;
}

@ObjectType('Relationship', {
  description: 'A derived relationship between two outcomes in one scenario version.',
})
export class Relationship {
  @Field(() => ID)
  relationshipId!: string;

  @Field(() => RelationshipType)
  type!: RelationshipTypeValue;

  @Field(() => ID, { description: 'For IMPLICATION, the implying outcome.' })
  fromOutcomeId!: string;

  @Field(() => ID)
  toOutcomeId!: string;

  @Field(() => [ID])
  relatedMarketIds!: string[];

  @Field(() => [ID])
  relatedEventIds!: string[];

  @Field(() => String)
  explanation!: string;

  @Field(() => [ScenarioPin])
  scenarioPins!: ScenarioPin[];

  @Field(() => [Witness])
  witnesses!: Witness[];
}

@ObjectType('RelatedPath', {
  description: 'One shortest path from an outcome to a related outcome.',
})
export class RelatedPath {
  @Field(() => [ID], { description: 'From the start to the reached outcome, inclusive.' })
  outcomeIds!: string[];

  @Field(() => [Relationship], { description: 'The edges of the path, in order.' })
  relationships!: Relationship[];
}

@ObjectType('PayoutValue')
export class PayoutValue {
  @Field(() => ID)
  scenarioId!: string;

  @Field(() => String, { description: 'Per-unit payout, a decimal string.' })
  value!: string;
}

@ObjectType('Payout', {
  description:
    "An outcome's per-unit payouts in one family version, or why it has none (never zero).",
})
export class Payout {
  @Field(() => ID)
  outcomeId!: string;

  @Field(() => ID)
  familyId!: string;

  @Field(() => String)
  scenarioVersion!: string;

  @Field(() => String, { description: 'SUPPORTED or UNSUPPORTED.' })
  status!: string;

  @Field(() => String, { nullable: true })
  reason?: string;

  @Field(() => String, { nullable: true })
  payoutCurrency!: string | null;

  @Field(() => String)
  payoutUnit!: string;

  @Field(() => [PayoutValue], { nullable: true, description: 'Null when UNSUPPORTED.' })
  payouts!: PayoutValue[] | null;
}
