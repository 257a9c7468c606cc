// The global ID of Scenario: a scenario is named by its family, version and scenario ID.
import { Resolver } from 'type-graphql';
import type { ScenarioNode } from './nodes';
import { Scenario } from './scenario-version.type';
import { nodeIdField } from './resolver-fields';

@Resolver(() => Scenario)
export class ScenarioResolver {}

nodeIdField(ScenarioResolver, 'Scenario', (scenario: ScenarioNode) => [
  scenario.familyId,
  scenario.scenarioVersion,
  scenario.scenarioId,
]);
