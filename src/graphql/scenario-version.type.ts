// A published scenario version of a family and its scenarios. The scenarios connection is in
// family.resolver.ts.
import { Field, ID, ObjectType } from 'type-graphql';
import type { ScenarioKind as ScenarioKindValue } from '../domain/records';
import { connectionType } from './connection.type';
import { ScenarioKind } from './enums';
import { Node } from './node.type';
import { DateTimeScalar } from './scalars';
import type { ResourceFields } from './resource-fields';
import type { Scenario as ScenarioResource } from '../resources/scenario';

@ObjectType('Scenario', {
  implements: Node,
  description: 'One settlement case of a scenario version.',
})
export class Scenario extends Node implements ResourceFields<ScenarioResource> {
  @Field(() => ID, { description: 'Scenario ID, unique within its scenario version.' })
  scenarioId!: string;

  @Field(() => ID, { description: 'The family of the scenario version.' })
  familyId!: string;

  @Field(() => String, { description: 'The scenario version.' })
  scenarioVersion!: string;

  @Field(() => String, { description: 'Readable name, e.g. "Cut 25bp".' })
  label!: string;

  @Field(() => String, { description: 'What happens in this case.' })
  description!: string;

  @Field(() => ScenarioKind, { description: 'NORMAL, or VOID for an exceptional settlement.' })
  kind!: ScenarioKindValue;

  @Field(() => DateTimeScalar, { description: 'When its scenario version was published.' })
  observedAt!: string;
}

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
