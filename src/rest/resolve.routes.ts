// POST /markets:resolve (specification, Endpoints; field names of the token, ticker and slug
// forms from DESIGN.md section 4).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services';
import { errorResponses, primitives } from './schemas';
import { resolveItemJson } from './serialize';

const { id, str, ids, timestamp } = primitives;

interface ResolveBody {
  inputs: {
    client_reference: string;
    venue: string;
    venue_market_id?: string;
    venue_outcome_id?: string;
    token_id?: string;
    ticker?: string;
    slug?: string;
    condition_id?: string;
  }[];
}

const nativeInput = {
  venue: id,
  venue_market_id: { ...id, description: 'native market ID; alone it resolves the whole market' },
  venue_outcome_id: { ...id, description: 'selects one outcome side with any other form' },
  token_id: { ...id, description: 'order-book token ID: selects one listing' },
  ticker: { ...id, description: 'Kalshi market ticker; with venue_outcome_id selects one listing' },
  slug: { ...id, description: 'Polymarket slug; with venue_outcome_id selects one listing' },
  condition_id: { ...id, description: 'Polymarket condition ID: a market-level form' },
} as const;

export function resolveRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: ResolveBody }>(
    '/markets::resolve',
    {
      schema: {
        operationId: 'resolveMarkets',
        summary: 'Resolve venue-native identifiers to service identifiers in batch',
        description:
          'Each input names a venue and one or more identifier forms; forms given together must identify the same record or the request fails with INVALID_REQUEST. Unknown or ambiguous inputs are items with status UNRESOLVED or AMBIGUOUS and a reason; other items are unaffected.',
        tags: ['Reference'],
        body: {
          type: 'object',
          required: ['inputs'],
          additionalProperties: false,
          properties: {
            inputs: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              items: {
                type: 'object',
                required: ['client_reference', 'venue'],
                additionalProperties: false,
                properties: { client_reference: id, ...nativeInput },
              },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'as_of'],
            properties: {
              as_of: timestamp,
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['client_reference', 'status', 'input'],
                  properties: {
                    client_reference: str,
                    status: { type: 'string', enum: ['RESOLVED', 'UNRESOLVED', 'AMBIGUOUS'] },
                    input: { type: 'object', required: ['venue'], properties: nativeInput },
                    reason: str,
                    market_id: str,
                    market_version: str,
                    event_ids: ids,
                    family_ids: ids,
                    outcomes: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['outcome_id', 'label', 'listings'],
                        properties: {
                          outcome_id: str,
                          label: str,
                          listings: {
                            type: 'array',
                            items: {
                              type: 'object',
                              required: ['listing_id', 'mapping_version'],
                              properties: {
                                listing_id: str,
                                mapping_version: str,
                                venue_outcome_id: str,
                              },
                            },
                          },
                        },
                      },
                    },
                    candidate_market_ids: ids,
                    candidate_outcome_ids: ids,
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = await services.resolve.resolve(
        request.body.inputs.map((i) => ({
          clientReference: i.client_reference,
          venue: i.venue,
          venueMarketId: i.venue_market_id,
          venueOutcomeId: i.venue_outcome_id,
          tokenId: i.token_id,
          ticker: i.ticker,
          slug: i.slug,
          conditionId: i.condition_id,
        })),
      );
      return { items: result.items.map(resolveItemJson), as_of: result.asOf };
    },
  );
}
