// GET /changes (schema/openapi.yaml, GET /changes and Events; docs/decisions.md: `page_size`).
import type { FastifyInstance } from 'fastify';
import { ChangePageDefinition, ChangesQueryDefinition } from '../resources/change';
import type { Services } from '../services/services';
import { operation } from './operation';

export function changesRoutes(app: FastifyInstance, services: Services): void {
  operation(
    app,
    {
      method: 'GET',
      url: '/changes',
      operationId: 'listChanges',
      summary: 'Incremental change feed of reference metadata',
      description:
        'Without a cursor the feed starts at the current point: no items, and a next_cursor to poll with. Send next_cursor on the next poll with unchanged filters (other filters: CURSOR_SCOPE_MISMATCH); while has_more is true, continue at once. Items are contracts, native mappings, families, scenario versions and coverage, each change once, in commit order; never prices, fills or fair values. A cursor older than the retained history (SETTLEGRAPH_CHANGE_RETENTION change records) fails with CURSOR_EXPIRED (410): reload reference data and start again without a cursor.',
      tags: ['Changes'],
      request: ChangesQueryDefinition,
      response: ChangePageDefinition,
      moreErrors: [410],
    },
    (query) => services.changes.read(query),
  );
}
