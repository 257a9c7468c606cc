// POST /markets:resolve (schema/openapi.yaml, Endpoints; field names of the token, ticker and slug
// forms from docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { ResolveRequestDefinition, ResolveResultDefinition } from '../resources/resolve';
import type { Services } from '../services/services';
import { operation } from './operation';

export function resolveRoutes(app: FastifyInstance, services: Services): void {
  operation(
    app,
    {
      method: 'POST',
      url: '/markets::resolve',
      operationId: 'resolveMarkets',
      summary: 'Resolve venue-native identifiers to service identifiers in batch',
      description:
        'Each input names a venue and one or more identifier forms; forms given together must identify the same record or the request fails with INVALID_REQUEST. Unknown or ambiguous inputs are items with status UNRESOLVED or AMBIGUOUS and a reason; other items are unaffected.',
      tags: ['Reference'],
      request: ResolveRequestDefinition,
      response: ResolveResultDefinition,
    },
    (body) => services.resolve.resolve(body.inputs),
  );
}
