// GET /events, GET /markets, GET /families (specification, Endpoints).
import type { FastifyInstance } from 'fastify';
import type { LifecycleStatus } from '../domain/records';
import type { MarketInclude } from '../services/reference-service';
import type { Services } from '../services/services';
import type { ResponseCache } from './response-cache';
import { errorResponses, listEnvelope, pagingParameters, primitives } from './schemas';
import { eventJson, familyJson, marketJson } from './serialize';

const { id, status } = primitives;
const idList = { type: 'array', items: id, minItems: 1 } as const;

interface EventsQuery {
  event_id?: string;
  venue_event_id?: string;
  family_id?: string;
  q?: string;
  category?: string;
  venue?: string;
  status?: LifecycleStatus;
  page_size?: number;
  page_token?: string;
}

interface MarketsQuery {
  market_id?: string;
  market_ids?: string[];
  venue_market_id?: string;
  version?: string;
  include?: MarketInclude[];
  q?: string;
  category?: string;
  venue?: string;
  status?: LifecycleStatus;
  event_id?: string;
  family_id?: string;
  page_size?: number;
  page_token?: string;
}

interface FamiliesQuery {
  family_id?: string;
  q?: string;
  market_ids?: string[];
  category?: string;
  venue?: string;
  page_size?: number;
  page_token?: string;
}

export function referenceRoutes(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): void {
  app.get<{ Querystring: EventsQuery }>(
    '/events',
    {
      schema: {
        operationId: 'listEvents',
        summary: 'List or look up original venue events',
        tags: ['Reference'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            event_id: id,
            venue_event_id: { ...id, description: 'native event ID; requires venue' },
            family_id: id,
            q: {
              ...id,
              description: 'words searched in titles, descriptions and tags, ignoring case',
            },
            category: { ...id, description: 'exact catalog label' },
            venue: id,
            status,
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('Event'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return cache.list(
        request,
        reply,
        () =>
          services.reference.listEvents({
            eventId: q.event_id,
            venueEventId: q.venue_event_id,
            familyId: q.family_id,
            q: q.q,
            category: q.category,
            venue: q.venue,
            status: q.status,
            pageSize: q.page_size,
            pageToken: q.page_token,
          }),
        eventJson,
      );
    },
  );

  app.get<{ Querystring: MarketsQuery }>(
    '/markets',
    {
      schema: {
        operationId: 'listMarkets',
        summary: 'List or look up markets',
        description:
          'market_id, market_ids and venue_market_id (with venue) are mutually exclusive selectors; version requires market_id.',
        tags: ['Reference'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            market_id: { ...id, description: 'single lookup' },
            market_ids: { ...idList, description: 'batch lookup (repeated)' },
            venue_market_id: { ...id, description: 'native lookup; requires venue' },
            version: { ...id, description: 'requires market_id; omitted means current' },
            include: { type: 'array', items: { type: 'string', enum: ['EVIDENCE', 'LEGS'] } },
            q: id,
            category: id,
            venue: id,
            status,
            event_id: id,
            family_id: id,
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('Market'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const include = q.include ?? [];
      return cache.list(
        request,
        reply,
        () =>
          services.reference.listMarkets({
            marketId: q.market_id,
            marketIds: q.market_ids,
            venueMarketId: q.venue_market_id,
            version: q.version,
            include,
            q: q.q,
            category: q.category,
            venue: q.venue,
            status: q.status,
            eventId: q.event_id,
            familyId: q.family_id,
            pageSize: q.page_size,
            pageToken: q.page_token,
          }),
        (view) => marketJson(view, include),
      );
    },
  );

  app.get<{ Querystring: FamiliesQuery }>(
    '/families',
    {
      schema: {
        operationId: 'listFamilies',
        summary: 'List or look up families',
        tags: ['Reference'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            family_id: id,
            q: id,
            market_ids: {
              ...idList,
              description: 'families containing any of these markets (repeated)',
            },
            category: id,
            venue: { ...id, description: 'families with an event on this venue' },
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('Family'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return cache.list(
        request,
        reply,
        () =>
          services.reference.listFamilies({
            familyId: q.family_id,
            q: q.q,
            marketIds: q.market_ids,
            category: q.category,
            venue: q.venue,
            pageSize: q.page_size,
            pageToken: q.page_token,
          }),
        familyJson,
      );
    },
  );
}
