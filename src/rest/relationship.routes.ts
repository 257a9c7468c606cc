// GET /relationships and POST /relationships:analyze (schema/openapi.yaml, GET /relationships;
// docs/decisions.md for the basket analysis).
import type { FastifyInstance } from 'fastify';
import { RelationshipListDefinition } from '../resources/lists';
import {
  AnalyzeRequestDefinition,
  AnalyzeResultDefinition,
  RelationshipsQueryDefinition,
} from '../resources/relationship';
import type { Services } from '../services/services';
import type { ResponseCache } from '../http/response-cache';
import { cachedListOperation, operation } from './operation';

export function relationshipRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  cachedListOperation(
    app,
    cache,
    {
      method: 'GET',
      url: '/relationships',
      operationId: 'listRelationships',
      summary: 'Discover related outcomes: equality, complement, implication, exclusivity, overlap',
      description:
        'Exactly one of market_id, outcome_id and event_id selects the starting outcomes. family_id and scenario_version come together and pin the scenario meaning; without them each family is read at its current scenario version. related_venue keeps relationships whose neighbour has a listing on that venue, without changing the start. Discovered neighbours are not part of any calculation.',
      tags: ['Relationships'],
      request: RelationshipsQueryDefinition,
      response: RelationshipListDefinition,
    },
    (query) => services.relationships.listRelationships(query),
  );
  operation(
    app,
    {
      method: 'POST',
      url: '/relationships::analyze',
      operationId: 'analyzeRelationships',
      summary: 'The relationship of every pair of an explicitly selected basket of legs',
      description:
        "Each leg names exactly one of outcome_id or listing_id. Every pair is classified in each family version both legs have payouts in (scenario_pins select versions; otherwise each family's current version, reported in scenario_pins). A pair without a shared family version is NO_SHARED_SCOPE; two legs naming one outcome are SAME_OUTCOME.",
      tags: ['Relationships'],
      request: AnalyzeRequestDefinition,
      response: AnalyzeResultDefinition,
    },
    (body) => services.relationships.analyze(body),
  );
}
