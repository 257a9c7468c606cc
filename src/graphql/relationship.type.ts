// Relationship, its witnesses and scenario pins, the paths of a multi-hop traversal
// (Outcome.related) and payout vectors (Outcome.payouts).
import { Field, ID, ObjectType } from 'type-graphql';
import type { RelationshipType as RelationshipTypeValue } from '../domain/relationships/relationship-types';
import { connectionType } from './connection.type';
import { PayoutStatus, RelationshipType } from './enums';
import { ListSize } from './list-size';
import { Node } from './node.type';
import { DecimalScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { Relationship as RelationshipResource } from '../resources/relationship';
import type {
  Witness as WitnessResource,
  ScenarioPin as ScenarioPinResource,
} from '../resources/scenario';

@ObjectType('ScenarioPin', {
  description: 'A family and the scenario version that fixes its meaning.',
})
export class ScenarioPin implements ResourceFields<ScenarioPinResource> {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'Its scenario version.' })
  scenarioVersion!: string;
}

@ObjectType('Witness', { description: 'A scenario that shows a relationship type.' })
export class Witness implements ResourceFields<WitnessResource> {
  @Field(() => ID, { description: 'The family of the scenario.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version.' })
  scenarioVersion!: string;

  @Field(() => ID, { description: 'The scenario.' })
  scenarioId!: string;
}

@ObjectType('Relationship', {
  implements: Node,
  description: 'A derived relationship between two outcomes in one scenario version.',
})
export class Relationship extends Node implements ResourceFields<RelationshipResource> {
  @Field(() => ID, { description: 'Service ID of the relationship.' })
  relationshipId!: string;

  @Field(() => RelationshipType, {
    description: 'The first type that holds, in the order of the enum.',
  })
  type!: RelationshipTypeValue;

  @Field(() => ID, {
    description: 'For IMPLICATION, the implying outcome; else the first in ID order.',
  })
  fromOutcomeId!: string;

  @Field(() => ID, { description: 'For IMPLICATION, the implied outcome; else the second.' })
  toOutcomeId!: string;

  @Field(() => [ID], { description: 'The markets of the two outcomes.' })
  relatedMarketIds!: string[];

  @Field(() => [ID], { description: 'The original events of those markets.' })
  relatedEventIds!: string[];

  @Field(() => String, { description: 'Why the type holds, in words.' })
  explanation!: string;

  @ListSize(1)
  @Field(() => [ScenarioPin], { description: 'The scenario version the type was derived in.' })
  scenarioPins!: ScenarioPin[];

  @ListSize(3)
  @Field(() => [Witness], { description: 'Scenarios that show the type.' })
  witnesses!: Witness[];
}

@ObjectType('RelationshipConnection', { description: 'A page of relationships, by ID.' })
export class RelationshipConnection extends connectionType(
  'Relationship',
  Relationship,
  'relationship',
) {}

@ObjectType('RelatedPath', {
  description: 'One shortest path from an outcome to a related outcome.',
})
export class RelatedPath {
  @Field(() => [ID], { description: 'From the start to the reached outcome, inclusive.' })
  outcomeIds!: string[];

  @Field(() => [Relationship], { description: 'The edges of the path, in order.' })
  relationships!: Relationship[];
}

@ObjectType('RelatedPathConnection', { description: 'A page of paths, the shortest first.' })
export class RelatedPathConnection extends connectionType('RelatedPath', RelatedPath, 'path') {}

@ObjectType('PayoutValue', { description: 'What one unit pays in one scenario.' })
export class PayoutValue {
  @Field(() => ID, { description: 'The scenario.' })
  scenarioId!: string;

  @Field(() => DecimalScalar, { description: 'Per-unit payout, in the payout currency.' })
  value!: string;
}

@ObjectType('Payout', {
  description:
    "An outcome's per-unit payouts in one family version, or why it has none (never zero).",
})
export class Payout {
  @Field(() => ID, { description: 'The outcome.' })
  outcomeId!: string;

  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version.' })
  scenarioVersion!: string;

  @Field(() => PayoutStatus, { description: 'Whether the outcome has payouts there.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why not, when UNSUPPORTED.' })
  reason?: string;

  @Field(() => String, {
    nullable: true,
    description: "The payout currency of the outcome's listings; null without listings.",
  })
  payoutCurrency!: string | null;

  @Field(() => DecimalScalar, { description: 'What one unit pays at most.' })
  payoutUnit!: string;

  @Field(() => [PayoutValue], {
    nullable: true,
    description: 'One value per scenario, in scenario order; null when UNSUPPORTED.',
  })
  payouts!: PayoutValue[] | null;
}

@ObjectType('PayoutConnection', { description: 'A page of payout vectors.' })
export class PayoutConnection extends connectionType('Payout', Payout, 'payout vector') {}
