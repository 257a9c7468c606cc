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
import { errorResponses } from './components';
import type { ResponseCache } from '../http/response-cache';
import { restCodec, restSchema } from './rest-codec';

const eventsQuery = restCodec(EventsQueryDefinition);
const marketsQuery = restCodec(MarketsQueryDefinition);
const familiesQuery = restCodec(FamiliesQueryDefinition);
const events = restCodec(EventListDefinition);
const markets = restCodec(MarketListDefinition);
const families = restCodec(FamilyListDefinition);

export function referenceRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  app.get(
    '/events',
    {
      schema: {
        operationId: 'listEvents',
        summary: 'List or look up original venue events',
        tags: ['Reference'],
        querystring: restSchema(EventsQueryDefinition),
        response: { 200: restSchema(EventListDefinition), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.list(
        request,
        reply,
        () => services.reference.listEvents(eventsQuery.fromRest(request.query)),
        events.toRest,
      ),
  );

  app.get(
    '/markets',
    {
      schema: {
        operationId: 'listMarkets',
        summary: 'List or look up markets',
        description:
          'market_id, market_ids and venue_market_id (with venue) are mutually exclusive selectors; version requires market_id.',
        tags: ['Reference'],
        querystring: restSchema(MarketsQueryDefinition),
        response: { 200: restSchema(MarketListDefinition), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.list(
        request,
        reply,
        () => services.reference.listMarketResources(marketsQuery.fromRest(request.query)),
        markets.toRest,
      ),
  );

  app.get(
    '/families',
    {
      schema: {
        operationId: 'listFamilies',
        summary: 'List or look up families',
        tags: ['Reference'],
        querystring: restSchema(FamiliesQueryDefinition),
        response: { 200: restSchema(FamilyListDefinition), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.list(
        request,
        reply,
        () => services.reference.listFamilies(familiesQuery.fromRest(request.query)),
        families.toRest,
      ),
  );
}
