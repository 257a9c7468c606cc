// A published scenario version of a family and its scenarios. The scenarios connection is in
// family.resolver.ts. A scenario's fields are the definition's (src/resources/scenario.ts); a
// scenario version has no definition of its own (REST shows only its label, in a family's
// scenarioVersions), so its type is written here.
import { Field, ID, ObjectType } from 'type-graphql';
import { ScenarioDefinition } from '../resources/scenario';
import { connectionType } from './connection.type';
import { FieldsOf, ResourceObjectType } from './from-resource';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';

@ResourceObjectType('Scenario', {
  implements: Node,
  description: 'One settlement case of a scenario version.',
})
export class Scenario extends FieldsOf(
  ScenarioDefinition,
  {
    ids: ['scenarioId', 'familyId'],
    // The definition gives these no text of its own.
    fields: {
      scenarioId: { description: 'Scenario ID, unique within its scenario version.' },
      familyId: { description: 'The family of the scenario version.' },
      scenarioVersion: { description: 'The scenario version.' },
      label: { description: 'Readable name, e.g. "Cut 25bp".' },
      description: { description: 'What happens in this case.' },
      observedAt: { description: 'When its scenario version was published.' },
    },
  },
  Node,
) {}

@ObjectType('ScenarioConnection', { description: 'A page of scenarios, in published order.' })
export class ScenarioConnection extends connectionType('Scenario', Scenario, 'scenario') {}

@ObjectType('ScenarioVersion', {
  implements: Node,
  description: "A published version of a family's scenario catalog; immutable once published.",
})
export class ScenarioVersion extends Node {
  @Field(() => ID, { description: 'The family.' })
  familyId!: string;

  @Field(() => String, { description: 'The version label, e.g. "1".' })
  version!: string;

  @Field(() => DateTimeScalar, { description: 'When the version was published.' })
  observedAt!: string;
}

@ObjectType('ScenarioVersionConnection', {
  description:
    'A page of scenario versions in the order they became current: the last is the current one.',
})
export class ScenarioVersionConnection extends connectionType(
  'ScenarioVersion',
  ScenarioVersion,
  'scenario version',
) {}
