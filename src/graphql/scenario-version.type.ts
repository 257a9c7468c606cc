// A published scenario version of a family and its scenarios (DESIGN.md section 4, scenario record).
import { Field, ID, ObjectType } from 'type-graphql';
import type { ScenarioKind as ScenarioKindValue } from '../domain/records';
import { ScenarioKind } from './enums';

@ObjectType('Scenario', { description: 'One settlement case of a scenario version.' })
export class Scenario {
  @Field(() => ID)
  scenarioId!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  description!: string;

  @Field(() => ScenarioKind)
  kind!: ScenarioKindValue;
}

@ObjectType('ScenarioVersion', { description: 'Immutable once published.' })
export class ScenarioVersion {
  @Field(() => ID)
  familyId!: string;

  @Field(() => String)
  version!: string;

  @Field(() => [Scenario])
  scenarios!: Scenario[];

  @Field(() => String, { description: 'ISO 8601 UTC timestamp.' })
  observedAt!: string;
}
