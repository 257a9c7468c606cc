// The /v1 REST facade: shared schemas, the routes, and the OpenAPI document at /v1/openapi.json.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services';
import { changesRoutes } from './changes.routes';
import { composeRoutes } from './compose.routes';
import { restComponents } from './components';
import { coverageRoutes } from './coverage.routes';
import { crossVenuePairRoutes } from './cross-venue-pairs.routes';
import { pairReviewRoutes } from './pair-review.routes';
import { evaluationRoutes } from './evaluation.routes';
import { fairValueRoutes } from './fair-values.routes';
import { marketDataRoutes } from './market-data.routes';
import { API_PREFIX, registerOpenApi } from './openapi';
import { referenceRoutes } from './reference.routes';
import { relationshipRoutes } from './relationship.routes';
import type { ResponseCache } from '../http/response-cache';
import { resolveRoutes } from './resolve.routes';
import { scenarioRoutes } from './scenario.routes';

export async function registerRest(
  app: FastifyInstance,
  services: Services,
  cache: ResponseCache,
): Promise<void> {
  await registerOpenApi(app);
  for (const schema of restComponents()) app.addSchema(schema);
  await app.register(
    (v1, _options, done) => {
      referenceRoutes(v1, services, cache);
      crossVenuePairRoutes(v1, services);
      pairReviewRoutes(v1, services);
      resolveRoutes(v1, services);
      composeRoutes(v1, services);
      relationshipRoutes(v1, services, cache);
      coverageRoutes(v1, services);
      scenarioRoutes(v1, services, cache);
      marketDataRoutes(v1, services);
      fairValueRoutes(v1, services);
      changesRoutes(v1, services);
      evaluationRoutes(v1, services);
      v1.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, () =>
        app.swagger(),
      );
      done();
    },
    { prefix: API_PREFIX },
  );
}
