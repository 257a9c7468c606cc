// GET /relationships and POST /relationships:analyze (specification, GET /relationships;
// DESIGN.md section 4 for the basket analysis).
import type { FastifyInstance } from 'fastify';
import {
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from '../domain/relationships/relationship-types';
import type { Services } from '../services/services';
import type { ResponseCache } from './response-cache';
import { errorResponses, listEnvelope, pagingParameters, primitives } from './schemas';
import { analysisJson, relationshipJson } from './serialize';

const { id, str, timestamp } = primitives;

interface RelationshipsQuery {
  market_id?: string;
  outcome_id?: string;
  event_id?: string;
  type?: RelationshipType[];
  related_venue?: string;
  family_id?: string;
  scenario_version?: string;
  page_size?: number;
  page_token?: string;
}

interface AnalyzeBody {
  legs: { outcome_id?: string; listing_id?: string }[];
  scenario_pins?: { family_id: string; scenario_version: string }[];
}

const pin = {
  type: 'object',
  required: ['family_id', 'scenario_version'],
  additionalProperties: false,
  properties: { family_id: id, scenario_version: id },
} as const;

export function relationshipRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  app.get<{ Querystring: RelationshipsQuery }>(
    '/relationships',
    {
      schema: {
        operationId: 'listRelationships',
        summary:
          'Discover related outcomes: equality, complement, implication, exclusivity, overlap',
        description:
          'Exactly one of market_id, outcome_id and event_id selects the starting outcomes. family_id and scenario_version come together and pin the scenario meaning; without them each family is read at its current scenario version. related_venue keeps relationships whose neighbour has a listing on that venue, without changing the start. Discovered neighbours are not part of any calculation.',
        tags: ['Relationships'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            market_id: id,
            outcome_id: id,
            event_id: id,
            type: {
              type: 'array',
              items: { type: 'string', enum: [...RELATIONSHIP_TYPES] },
              description: 'one or more types (repeated)',
            },
            related_venue: id,
            family_id: { ...id, description: 'with scenario_version' },
            scenario_version: { ...id, description: 'with family_id' },
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('Relationship'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return cache.list(
        request,
        reply,
        () =>
          services.relationships.listRelationships({
            marketId: q.market_id,
            outcomeId: q.outcome_id,
            eventId: q.event_id,
            types: q.type,
            relatedVenue: q.related_venue,
            familyId: q.family_id,
            scenarioVersion: q.scenario_version,
            pageSize: q.page_size,
            pageToken: q.page_token,
          }),
        relationshipJson,
      );
    },
  );

  app.post<{ Body: AnalyzeBody }>(
    '/relationships::analyze',
    {
      schema: {
        operationId: 'analyzeRelationships',
        summary: 'The relationship of every pair of an explicitly selected basket of legs',
        description:
          "Each leg names exactly one of outcome_id or listing_id. Every pair is classified in each family version both legs have payouts in (scenario_pins select versions; otherwise each family's current version, reported in scenario_pins). A pair without a shared family version is NO_SHARED_SCOPE; two legs naming one outcome are SAME_OUTCOME.",
        tags: ['Relationships'],
        body: {
          type: 'object',
          required: ['legs'],
          additionalProperties: false,
          properties: {
            legs: {
              type: 'array',
              minItems: 2,
              maxItems: 100,
              items: {
                type: 'object',
                additionalProperties: false,
                properties: { outcome_id: id, listing_id: id },
              },
            },
            scenario_pins: { type: 'array', items: pin },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'scenario_pins', 'as_of'],
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  required: [
                    'leg_indices',
                    'from_outcome_id',
                    'to_outcome_id',
                    'status',
                    'type',
                    'family_id',
                    'scenario_version',
                    'explanation',
                    'witnesses',
                  ],
                  properties: {
                    leg_indices: {
                      type: 'array',
                      items: { type: 'integer' },
                      description: 'zero-based; the from leg first',
                    },
                    from_outcome_id: str,
                    to_outcome_id: str,
                    status: {
                      type: 'string',
                      enum: ['RELATED', 'SAME_OUTCOME', 'NO_SHARED_SCOPE'],
                    },
                    type: { type: ['string', 'null'], enum: [...RELATIONSHIP_TYPES, null] },
                    family_id: { type: ['string', 'null'] },
                    scenario_version: { type: ['string', 'null'] },
                    explanation: str,
                    witnesses: { type: 'array', items: { $ref: 'Witness#' } },
                  },
                },
              },
              scenario_pins: { type: 'array', items: { $ref: 'ScenarioPin#' } },
              as_of: timestamp,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const result = await services.relationships.analyze({
        legs: body.legs.map((l) => ({ outcomeId: l.outcome_id, listingId: l.listing_id })),
        scenarioPins: body.scenario_pins?.map((p) => ({
          familyId: p.family_id,
          scenarioVersion: p.scenario_version,
        })),
      });
      return analysisJson(result);
    },
  );
}
