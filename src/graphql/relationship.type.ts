// Relationship, its witnesses and scenario pins, the paths of a multi-hop traversal
// (Outcome.related) and payout vectors (Outcome.payouts).
import { Field, ID, ObjectType } from 'type-graphql';
import { PayoutDefinition, ScenarioValueDefinition } from '../resources/payout';
import { RelationshipDefinition } from '../resources/relationship';
import { ScenarioPinDefinition, WitnessDefinition } from '../resources/scenario';
import { connectionType } from './connection.type';
// The types of Relationship.type and Payout.status, found by their values.
import './enums';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { ListSize } from './list-size';
import { Node } from './node.type';

@ResourceObjectType('ScenarioPin', {
  description: 'A family and the scenario version that fixes its meaning.',
})
export class ScenarioPin extends FieldsOf(ScenarioPinDefinition, { ids: ['familyId'] }) {}

@ResourceObjectType('Witness', { description: 'A scenario that shows a relationship type.' })
export class Witness extends FieldsOf(WitnessDefinition, { ids: ['familyId', 'scenarioId'] }) {}

@ResourceObjectType('Relationship', {
  implements: Node,
  description: 'A derived relationship between two outcomes in one scenario version.',
})
export class Relationship extends FieldsOf(
  RelationshipDefinition,
  {
    ids: ['relationshipId', 'fromOutcomeId', 'toOutcomeId', 'relatedMarketIds', 'relatedEventIds'],
    fields: {
      // EvaluationScenarioPin is generated from the same definition.
      scenarioPins: { type: () => [ScenarioPin], decorators: [ListSize(1)] },
      witnesses: { decorators: [ListSize(3)] },
    },
  },
  Node,
) {}

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

@ResourceObjectType('PayoutValue', { description: 'What one unit pays in one scenario.' })
export class PayoutValue extends FieldsOf(ScenarioValueDefinition, { ids: ['scenarioId'] }) {}

@ResourceObjectType('Payout', {
  description:
    "An outcome's per-unit payouts in one family version, or why it has none (never zero).",
})
export class Payout extends FieldsOf(PayoutDefinition, { ids: ['outcomeId', 'familyId'] }) {}

@ObjectType('PayoutConnection', { description: 'A page of payout vectors.' })
export class PayoutConnection extends connectionType('Payout', Payout, 'payout vector') {}
