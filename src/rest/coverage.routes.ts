// GET /coverage (specification, GET /coverage and Coverage record; selector names from DESIGN.md
// section 4). The service limits are disclosed beside the records.
import type { FastifyInstance } from 'fastify';
import { CAPABILITIES, type CoverageView, type ServiceLimits } from '../services/coverage-service';
import type { Services } from '../services/services';
import { errorResponses, pagingParameters, primitives } from './schemas';

const { id, str, ids, timestamp } = primitives;

interface CoverageQuery {
  listing_ids?: string[];
  market_ids?: string[];
  family_id?: string;
  venue?: string;
  page_size?: number;
  page_token?: string;
}

const nullableString = { type: ['string', 'null'] } as const;

export function coverageRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: CoverageQuery }>(
    '/coverage',
    {
      schema: {
        operationId: 'getCoverage',
        summary:
          'Capability coverage of listings, markets or a family; an overview of every family without a selector',
        description:
          "One selector scope: listing_ids (repeated), market_ids (repeated) or family_id; none gives an overview (one record per family and venue). Records are per input, venue and family. Capabilities are derived from the data: PAYOUTS, RELATIONSHIPS and EXPOSURE only where the outcomes have payouts in the family's current scenario version, QUOTES, ORDERBOOKS, TRADES and PRICE_HISTORY only where that market data exists. Unknown inputs are reported with catalog_status UNKNOWN. service_limits discloses the caps, the change-feed retention and the limits of the GraphQL endpoint.",
        tags: ['Coverage'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            listing_ids: { type: 'array', items: id, minItems: 1 },
            market_ids: { type: 'array', items: id, minItems: 1 },
            family_id: id,
            venue: id,
            ...pagingParameters,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'next_page_token', 'snapshot_id', 'as_of', 'service_limits'],
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  required: [
                    'input_id',
                    'input_type',
                    'venue',
                    'family_id',
                    'catalog_status',
                    'analytical_status',
                    'capabilities',
                    'supported_convention_ids',
                    'history_start',
                    'available_intervals',
                    'observed_at',
                  ],
                  properties: {
                    input_id: str,
                    input_type: { type: 'string', enum: ['LISTING', 'MARKET', 'FAMILY'] },
                    venue: {
                      ...nullableString,
                      description: 'null for an unknown input or one without listings',
                    },
                    family_id: {
                      ...nullableString,
                      description: 'null when the input belongs to no family',
                    },
                    catalog_status: { type: 'string', enum: ['KNOWN', 'UNKNOWN'] },
                    analytical_status: {
                      type: 'string',
                      enum: ['SUPPORTED', 'PARTIAL', 'UNSUPPORTED'],
                      description:
                        "payouts for every, some or none of the outcomes in the family's current scenario version",
                    },
                    scenario_version: nullableString,
                    capabilities: {
                      type: 'array',
                      items: { type: 'string', enum: [...CAPABILITIES] },
                    },
                    supported_convention_ids: ids,
                    history_start: { ...nullableString, format: 'date-time' },
                    available_intervals: {
                      type: 'array',
                      items: { type: 'string', enum: ['1m', '1h'] },
                    },
                    quote_observed_at: {
                      ...nullableString,
                      description: "freshness: the oldest latest quote among the input's listings",
                    },
                    quote_age_seconds: { type: ['integer', 'null'] },
                    observed_at: timestamp,
                  },
                },
              },
              next_page_token: nullableString,
              snapshot_id: str,
              as_of: timestamp,
              service_limits: {
                type: 'object',
                required: [
                  'page_size_default',
                  'page_size_max',
                  'resolve_inputs_max',
                  'compose_legs_max',
                  'positions_max',
                  'candidates_max',
                  'fair_values_per_batch_max',
                  'change_feed_retained_changes',
                  'graphql',
                ],
                properties: {
                  page_size_default: { type: 'integer' },
                  page_size_max: { type: 'integer' },
                  resolve_inputs_max: { type: 'integer' },
                  compose_legs_max: { type: 'integer' },
                  analyze_legs_max: { type: 'integer' },
                  positions_max: { type: 'integer' },
                  candidates_max: { type: 'integer' },
                  fair_values_per_batch_max: { type: 'integer' },
                  ids_per_request_max: { type: 'integer' },
                  change_feed_retained_changes: {
                    type: 'integer',
                    description: 'change records a cursor may resume within',
                  },
                  change_feed_oldest_retained_seq: { type: 'integer' },
                  graphql: {
                    type: 'object',
                    description:
                      'The limits of POST and GET /graphql and its WebSocket (SETTLEGRAPH_GRAPHQL_*): an operation over a cost limit is refused with QUERY_TOO_COMPLEX before it runs; a subscription over a cap with RATE_LIMITED.',
                    required: [
                      'max_tokens',
                      'max_depth',
                      'max_aliases',
                      'max_complexity',
                      'default_list_size',
                      'timeout_ms',
                      'subscriptions_per_socket',
                      'subscriptions_per_key',
                    ],
                    properties: {
                      max_tokens: { type: 'integer' },
                      max_depth: { type: 'integer' },
                      max_aliases: { type: 'integer' },
                      max_complexity: { type: 'integer' },
                      default_list_size: { type: 'integer' },
                      timeout_ms: { type: 'integer' },
                      subscriptions_per_socket: { type: 'integer' },
                      subscriptions_per_key: { type: 'integer' },
                    },
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
      const q = request.query;
      const result = await services.coverage.coverage({
        listingIds: q.listing_ids,
        marketIds: q.market_ids,
        familyId: q.family_id,
        venue: q.venue,
        pageSize: q.page_size,
        pageToken: q.page_token,
      });
      return {
        items: result.items.map(coverageJson),
        next_page_token: result.nextPageToken,
        snapshot_id: result.snapshotId,
        as_of: result.asOf,
        service_limits: limitsJson(result.serviceLimits),
      };
    },
  );
}

function coverageJson(c: CoverageView): Record<string, unknown> {
  return {
    input_id: c.inputId,
    input_type: c.inputType,
    venue: c.venue,
    family_id: c.familyId,
    catalog_status: c.catalogStatus,
    analytical_status: c.analyticalStatus,
    scenario_version: c.scenarioVersion,
    capabilities: c.capabilities,
    supported_convention_ids: c.supportedConventionIds,
    history_start: c.historyStart,
    available_intervals: c.availableIntervals,
    quote_observed_at: c.quoteObservedAt,
    quote_age_seconds: c.quoteAgeSeconds,
    observed_at: c.observedAt,
  };
}

function limitsJson(l: ServiceLimits): Record<string, unknown> {
  return {
    page_size_default: l.pageSizeDefault,
    page_size_max: l.pageSizeMax,
    resolve_inputs_max: l.resolveInputsMax,
    compose_legs_max: l.composeLegsMax,
    analyze_legs_max: l.analyzeLegsMax,
    positions_max: l.positionsMax,
    candidates_max: l.candidatesMax,
    fair_values_per_batch_max: l.fairValuesPerBatchMax,
    ids_per_request_max: l.idsPerRequestMax,
    change_feed_retained_changes: l.changeFeedRetainedChanges,
    change_feed_oldest_retained_seq: l.changeFeedOldestRetainedSeq,
    graphql: {
      max_tokens: l.graphql.maxTokens,
      max_depth: l.graphql.maxDepth,
      max_aliases: l.graphql.maxAliases,
      max_complexity: l.graphql.maxComplexity,
      default_list_size: l.graphql.defaultListSize,
      timeout_ms: l.graphql.timeoutMs,
      subscriptions_per_socket: l.graphql.subscriptionsPerSocket,
      subscriptions_per_key: l.graphql.subscriptionsPerKey,
    },
  };
}
