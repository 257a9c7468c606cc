// POST /markets:resolve (schema/openapi.yaml, Endpoints; field names of the token, ticker and slug
// forms from docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { ResolveRequestDefinition, ResolveResultDefinition } from '../resources/resolve';
import type { Services } from '../services/services';
import { bodyErrorResponses } from './components';
import { restCodec, restSchema } from './rest-codec';

const request = restCodec(ResolveRequestDefinition);
const result = restCodec(ResolveResultDefinition);

export function resolveRoutes(app: FastifyInstance, services: Services): void {
  app.post(
    '/markets::resolve',
    {
      schema: {
        operationId: 'resolveMarkets',
        summary: 'Resolve venue-native identifiers to service identifiers in batch',
        description:
          'Each input names a venue and one or more identifier forms; forms given together must identify the same record or the request fails with INVALID_REQUEST. Unknown or ambiguous inputs are items with status UNRESOLVED or AMBIGUOUS and a reason; other items are unaffected.',
        tags: ['Reference'],
        body: restSchema(ResolveRequestDefinition),
        response: { 200: restSchema(ResolveResultDefinition), ...bodyErrorResponses },
      },
    },
    async (req) => result.toRest(await services.resolve.resolve(request.fromRest(req.body).inputs)),
  );
}
