// GET /scenarios and GET /payouts (shapes fixed in docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { PayoutListDefinition, ScenarioListDefinition } from '../resources/lists';
import { PayoutsQueryDefinition, ScenariosQueryDefinition } from '../resources/reference-queries';
import type { Services } from '../services/services';
import type { ResponseCache } from '../http/response-cache';
import { cachedListOperation } from './operation';

export function scenarioRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  cachedListOperation(
    app,
    cache,
    {
      method: 'GET',
      url: '/scenarios',
      operationId: 'listScenarios',
      summary: 'The published settlement cases (scenarios) of a family, in one scenario version',
      description:
        "Without scenario_version, the family's current version. An unknown family or version gives empty items.",
      tags: ['Scenarios and payouts'],
      request: ScenariosQueryDefinition,
      response: ScenarioListDefinition,
    },
    (query) => services.scenarios.listScenarios(query),
  );
  cachedListOperation(
    app,
    cache,
    {
      method: 'GET',
      url: '/payouts',
      operationId: 'listPayouts',
      summary: 'Per-unit payout vectors of outcomes in a pinned family and scenario version',
      description:
        "One item per outcome and family: with family_id, that family (scenario_version pins the version, current when omitted); without it, every family of the outcome's market at its current version. An outcome without payouts there is UNSUPPORTED with a reason and payouts null, never zero. Unknown outcome IDs give no item.",
      tags: ['Scenarios and payouts'],
      request: PayoutsQueryDefinition,
      response: PayoutListDefinition,
    },
    (query) => services.scenarios.payouts(query),
  );
}
