// GET /events, GET /markets, GET /families (schema/openapi.yaml, Endpoints).
import type { FastifyInstance } from 'fastify';
import {
  EventListDefinition,
  FamilyListDefinition,
  MarketListDefinition,
} from '../resources/lists';
import {
  EventsQueryDefinition,
  FamiliesQueryDefinition,
  MarketsQueryDefinition,
} from '../resources/reference-queries';
import type { Services } from '../services/services';
import type { ResponseCache } from '../http/response-cache';
import { cachedListOperation } from './operation';

export function referenceRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  const reference = services.reference;
  cachedListOperation(
    app,
    cache,
    {
      method: 'GET',
      url: '/events',
      operationId: 'listEvents',
      summary: 'List or look up original venue events',
      tags: ['Reference'],
      request: EventsQueryDefinition,
      response: EventListDefinition,
    },
    (query) => reference.listEvents(query),
  );
  cachedListOperation(
    app,
    cache,
    {
      method: 'GET',
      url: '/markets',
      operationId: 'listMarkets',
      summary: 'List or look up markets',
      description:
        'market_id, market_ids and venue_market_id (with venue) are mutually exclusive selectors; version requires market_id.',
      tags: ['Reference'],
      request: MarketsQueryDefinition,
      response: MarketListDefinition,
    },
    (query) => reference.listMarketResources(query),
  );
  cachedListOperation(
    app,
    cache,
    {
      method: 'GET',
      url: '/families',
      operationId: 'listFamilies',
      summary: 'List or look up families',
      tags: ['Reference'],
      request: FamiliesQueryDefinition,
      response: FamilyListDefinition,
    },
    (query) => reference.listFamilies(query),
  );
}
