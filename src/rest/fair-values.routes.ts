// POST /fair-values:batchUpsert (specification, a future extension; Authentication rule 4;
// DESIGN.md section 4: `payout_currency`, `expected_revision`) and GET /fair-values, an extension
// beyond the specification to read a scope's values back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError, failOnProblems, type Problem } from '../domain/errors';
import type { Caller } from '../services/fair-value-service';
import { LIMITS } from '../services/limits';
import type { Services } from '../services/services';
import { errorResponses, listEnvelope, pagingParameters, primitives } from './schemas';
import { fairValueJson, listJson } from './serialize';

const { id, decimal, timestamp } = primitives;

interface FairValueEntryBody {
  outcome_id: string;
  market_version: string;
  value_type: string;
  probability_event?: string;
  payout_currency?: string;
  value: string;
  source: string;
  observed_at: string;
  valid_until?: string;
  expected_revision?: string;
}

interface BatchUpsertBody {
  scope_id: string;
  fair_values: FairValueEntryBody[];
}

interface FairValuesQuery {
  scope_id: string;
  outcome_ids?: string[];
  page_size?: number;
  page_token?: string;
}

const scopeErrors = { 403: { $ref: 'Error#' } } as const;

export function fairValueRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: BatchUpsertBody }>(
    '/fair-values::batchUpsert',
    {
      preValidation: textFieldsOnly,
      schema: {
        operationId: 'batchUpsertFairValues',
        summary: 'Save private fair values in one of the API key’s scopes (future extension)',
        description: `Customer estimates, not forecasts of the service. The batch is atomic: one invalid entry or one revision conflict rejects it whole, every problem listed, and nothing is written. A scope_id the API key is not authorised for is FORBIDDEN (403). PROBABILITY needs value within [0, 1] and probability_event FULL_PAYOUT; EXPECTED_PAYOUT needs payout_currency. outcome_id and market_version must name a published market version of that outcome. expected_revision (optional) is the revision of the value last read ("rev-0": none yet); a mismatch is REVISION_CONFLICT (409). One value per scope, outcome, market version and value type: a new one replaces it. At most ${LIMITS.fairValuesPerBatchMax} entries. Marginal values do not define joint scenario probabilities.`,
        tags: ['Fair values'],
        body: {
          type: 'object',
          required: ['scope_id', 'fair_values'],
          additionalProperties: false,
          properties: {
            scope_id: { ...id, description: 'a private scope of the API key' },
            fair_values: {
              type: 'array',
              minItems: 1,
              maxItems: LIMITS.fairValuesPerBatchMax,
              items: {
                type: 'object',
                required: [
                  'outcome_id',
                  'market_version',
                  'value_type',
                  'value',
                  'source',
                  'observed_at',
                ],
                additionalProperties: false,
                properties: {
                  outcome_id: id,
                  market_version: id,
                  value_type: { type: 'string', enum: ['PROBABILITY', 'EXPECTED_PAYOUT'] },
                  probability_event: {
                    type: 'string',
                    enum: ['FULL_PAYOUT'],
                    description: 'required for PROBABILITY',
                  },
                  payout_currency: { ...id, description: 'required for EXPECTED_PAYOUT' },
                  value: decimal,
                  source: { ...id, description: 'your own source label' },
                  observed_at: timestamp,
                  valid_until: { ...timestamp, description: 'optional expiry, after observed_at' },
                  expected_revision: {
                    type: 'string',
                    pattern: '^rev-(0|[1-9][0-9]*)$',
                    description:
                      'the revision of the value you last read; "rev-0" asserts there is none yet',
                  },
                },
              },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'updated_at'],
            properties: {
              items: { type: 'array', items: { $ref: 'FairValue#' } },
              updated_at: timestamp,
            },
          },
          ...errorResponses,
          ...scopeErrors,
          409: { $ref: 'Error#' },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const result = await services.fairValues.upsert(
        {
          scopeId: body.scope_id,
          fairValues: body.fair_values.map((e) => ({
            outcomeId: e.outcome_id,
            marketVersion: e.market_version,
            valueType: e.value_type,
            probabilityEvent: e.probability_event,
            payoutCurrency: e.payout_currency,
            value: e.value,
            source: e.source,
            observedAt: e.observed_at,
            validUntil: e.valid_until,
            expectedRevision: e.expected_revision,
          })),
        },
        callerOf(request),
      );
      return { items: result.items.map(fairValueJson), updated_at: result.updatedAt };
    },
  );

  app.get<{ Querystring: FairValuesQuery }>(
    '/fair-values',
    {
      schema: {
        operationId: 'listFairValues',
        summary: 'Read the fair values of one of the API key’s scopes (extension)',
        description:
          'An extension beyond the specification, which shows no read of fair values. The current value of each outcome, market version and value type in the scope, ordered by outcome; status is EXPIRED once valid_until has passed. A scope_id the API key is not authorised for is FORBIDDEN (403), whether or not it holds values.',
        tags: ['Fair values'],
        querystring: {
          type: 'object',
          required: ['scope_id'],
          additionalProperties: false,
          properties: {
            scope_id: id,
            outcome_ids: {
              type: 'array',
              items: id,
              minItems: 1,
              maxItems: LIMITS.idsPerRequestMax,
              description: 'only these outcomes (repeated)',
            },
            ...pagingParameters,
          },
        },
        response: { 200: listEnvelope('FairValue'), ...errorResponses, ...scopeErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await services.fairValues.list(
        {
          scopeId: q.scope_id,
          outcomeIds: q.outcome_ids,
          pageSize: q.page_size,
          pageToken: q.page_token,
        },
        callerOf(request),
      );
      return listJson(result, fairValueJson);
    },
  );
}

/**
 * Values are decimal text and every field is text: the app's validator coerces numbers to strings
 * (query strings need it), which would let a binary float such as 0.1 + 0.2 in silently. This
 * check runs before that coercion.
 */
async function textFieldsOnly(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const problems: Problem[] = [];
  const check = (value: unknown, path: string) => {
    if (value !== undefined && typeof value !== 'string')
      problems.push({ path, reason: 'must be a string (decimal values are text, such as "0.42")' });
  };
  const { scope_id: scopeId, fair_values: entries } = body as Record<string, unknown>;
  check(scopeId, 'scope_id');
  if (Array.isArray(entries)) {
    entries.forEach((entry: unknown, i) => {
      if (typeof entry !== 'object' || entry === null) return;
      for (const [field, value] of Object.entries(entry))
        check(value, `fair_values[${i}].${field}`);
    });
  }
  failOnProblems(problems);
  return Promise.resolve();
}

/** The scopes of the request's API key (set by the auth hook of src/server/app.ts). */
function callerOf(request: FastifyRequest): Caller {
  if (!request.principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
  return { scopes: request.principal.scopes };
}
