// The global ID of Scenario: a scenario is named by its family, version and scenario ID.
import { FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { globalId } from './global-id';
import { NODE_ID_DESCRIPTION } from './node.type';
import type { ScenarioNode } from './nodes';
import { Scenario } from './scenario-version.type';

@Resolver(() => Scenario)
export class ScenarioResolver {
  @FieldResolver(() => ID, { description: NODE_ID_DESCRIPTION })
  id(@Root() scenario: ScenarioNode): string {
    return globalId('Scenario', scenario.familyId, scenario.scenarioVersion, scenario.scenarioId);
  }
}
