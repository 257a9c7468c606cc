// GET /coverage (schema/openapi.yaml, GET /coverage and Coverage record; selector names from docs/decisions.md). The service limits are disclosed beside the records.
import type { FastifyInstance } from 'fastify';
import { CoverageQueryDefinition, CoverageResultDefinition } from '../resources/coverage';
import type { Services } from '../services/services';
import { operation } from './operation';

export function coverageRoutes(app: FastifyInstance, services: Services): void {
  operation(
    app,
    {
      method: 'GET',
      url: '/coverage',
      operationId: 'getCoverage',
      summary:
        'Capability coverage of listings, markets or a family; an overview of every family without a selector',
      description:
        "One selector scope: listing_ids (repeated), market_ids (repeated) or family_id; none gives an overview (one record per family and venue). Records are per input, venue and family. Capabilities are derived from the data: PAYOUTS, RELATIONSHIPS and EXPOSURE only where the outcomes have payouts in the family's current scenario version, QUOTES, ORDERBOOKS, TRADES and PRICE_HISTORY only where that market data exists. Unknown inputs are reported with catalog_status UNKNOWN. service_limits discloses the caps, the change-feed retention and the limits of the GraphQL endpoint.",
      tags: ['Coverage'],
      request: CoverageQueryDefinition,
      response: CoverageResultDefinition,
    },
    (query) => services.coverage.coverage(query),
  );
}
