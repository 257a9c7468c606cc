// GET /changes (specification, GET /changes and Events; DESIGN.md section 4: `page_size`).
import type { FastifyInstance } from 'fastify';
import type { ResourceType } from '../domain/records';
import { FEED_STARTS, type FeedStart } from '../services/change-feed-service';
import type { Services } from '../services/services';
import { errorResponses, primitives } from './schemas';
import { changeJson } from './serialize';

const { id, timestamp } = primitives;

interface ChangesQuery {
  cursor?: string;
  resource_types?: ResourceType[];
  family_ids?: string[];
  page_size?: number;
  start?: FeedStart;
}

export function changesRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: ChangesQuery }>(
    '/changes',
    {
      schema: {
        operationId: 'listChanges',
        summary: 'Incremental change feed of reference metadata',
        description:
          'Without a cursor the feed starts at the current point: no items, and a next_cursor to poll with. Send next_cursor on the next poll with unchanged filters (other filters: CURSOR_SCOPE_MISMATCH); while has_more is true, continue at once. Items are contracts, native mappings, families, scenario versions and coverage, each change once, in commit order; never prices, fills or fair values. A cursor older than the retained history (SETTLEGRAPH_CHANGE_RETENTION change records) fails with CURSOR_EXPIRED (410): reload reference data and start again without a cursor.',
        tags: ['Changes'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            cursor: {
              type: 'string',
              minLength: 1,
              description: 'next_cursor of the previous poll',
            },
            resource_types: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'string',
                enum: ['CONTRACT', 'MAPPING', 'FAMILY', 'SCENARIO_VERSION', 'COVERAGE'],
              },
              description: 'only these resource types (repeated)',
            },
            family_ids: {
              type: 'array',
              minItems: 1,
              items: id,
              description: 'only changes of resources in these families (repeated)',
            },
            page_size: {
              type: 'integer',
              minimum: 1,
              description: 'default 50, at most 500 (PAGE_SIZE_TOO_LARGE above)',
            },
            start: {
              type: 'string',
              enum: [...FEED_STARTS],
              description:
                'Extension beyond the specification, only without a cursor: CURRENT (the default, the current point) or OLDEST_RETAINED (replay the retained history)',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'next_cursor', 'has_more', 'as_of'],
            properties: {
              items: { type: 'array', items: { $ref: 'ChangeRecord#' } },
              next_cursor: { type: 'string' },
              has_more: { type: 'boolean' },
              as_of: { ...timestamp, description: 'the feed is complete through this commit' },
            },
          },
          ...errorResponses,
          410: { $ref: 'Error#' },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await services.changes.read({
        cursor: q.cursor,
        resourceTypes: q.resource_types,
        familyIds: q.family_ids,
        pageSize: q.page_size,
        start: q.start,
      });
      return {
        items: page.items.map(changeJson),
        next_cursor: page.nextCursor,
        has_more: page.hasMore,
        as_of: page.asOf,
      };
    },
  );
}
