// GET /scenarios and GET /payouts (shapes fixed in DESIGN.md section 4).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services';
import type { ResponseCache } from './response-cache';
import { errorResponses, listEnvelope, pagingParameters, primitives } from './schemas';
import { payoutJson, scenarioJson } from './serialize';

const { id } = primitives;

interface ScenariosQuery {
  family_id: string;
  scenario_version?: string;
  page_size?: number;
  page_token?: string;
}

interface PayoutsQuery {
  outcome_ids: string[];
  family_id?: string;
  scenario_version?: string;
}

export function scenarioRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  app.get<{ Querystring: ScenariosQuery }>(
    '/scenarios',
    {
      schema: {
        operationId: 'listScenarios',
        summary: 'The published settlement cases (scenarios) of a family, in one scenario version',
        description:
          "Without scenario_version, the family's current version. An unknown family or version gives empty items.",
        tags: ['Scenarios and payouts'],
        querystring: {
          type: 'object',
          required: ['family_id'],
          additionalProperties: false,
          properties: { family_id: id, scenario_version: id, ...pagingParameters },
        },
        response: { 200: listEnvelope('Scenario'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return cache.list(
        request,
        reply,
        () =>
          services.scenarios.listScenarios({
            familyId: q.family_id,
            scenarioVersion: q.scenario_version,
            pageSize: q.page_size,
            pageToken: q.page_token,
          }),
        scenarioJson,
      );
    },
  );

  app.get<{ Querystring: PayoutsQuery }>(
    '/payouts',
    {
      schema: {
        operationId: 'listPayouts',
        summary: 'Per-unit payout vectors of outcomes in a pinned family and scenario version',
        description:
          "One item per outcome and family: with family_id, that family (scenario_version pins the version, current when omitted); without it, every family of the outcome's market at its current version. An outcome without payouts there is UNSUPPORTED with a reason and payouts null, never zero. Unknown outcome IDs give no item.",
        tags: ['Scenarios and payouts'],
        querystring: {
          type: 'object',
          required: ['outcome_ids'],
          additionalProperties: false,
          properties: {
            outcome_ids: { type: 'array', items: id, minItems: 1, maxItems: 500 },
            family_id: id,
            scenario_version: { ...id, description: 'requires family_id' },
          },
        },
        response: { 200: listEnvelope('Payout'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return cache.list(
        request,
        reply,
        () =>
          services.scenarios.payouts({
            outcomeIds: q.outcome_ids,
            familyId: q.family_id,
            scenarioVersion: q.scenario_version,
          }),
        payoutJson,
      );
    },
  );
}
