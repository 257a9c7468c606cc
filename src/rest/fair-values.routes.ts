// POST /fair-values:batchUpsert (schema/openapi.yaml, a future extension; docs/decisions.md, "Fair values and the change feed";
// docs/decisions.md: `payout_currency`, `expected_revision`) and GET /fair-values, an extension
// beyond the specification to read a scope's values back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../domain/errors';
import { LIMITS } from '../domain/limits';
import {
  FairValueBatchDefinition,
  FairValueBatchResultDefinition,
  FairValuesQueryDefinition,
} from '../resources/fair-value';
import { FairValueListDefinition } from '../resources/lists';
import type { Caller } from '../services/fair-value-service';
import type { Services } from '../services/services';
import {
  checkIdempotencyKey,
  idempotencyClaimOfRequest,
  idempotencyKeyHeaders,
  markReplayed,
} from './idempotency-header';
import { operation } from './operation';
import { objectsOf, stringsOnly } from './strings-only';

/** Every field of a fair-value batch is text. */
const textFieldsOnly = stringsOnly(
  (body) => [
    [body.scope_id, 'scope_id'],
    ...objectsOf(body.fair_values).flatMap((entry, i) =>
      Object.entries(entry).map(([field, value]) => [value, `fair_values[${i}].${field}`] as const),
    ),
  ],
  '0.42',
);

export function fairValueRoutes(app: FastifyInstance, services: Services): void {
  operation(
    app,
    {
      method: 'POST',
      url: '/fair-values::batchUpsert',
      operationId: 'batchUpsertFairValues',
      summary: 'Save private fair values in one of the API key’s scopes (future extension)',
      description: `Customer estimates, not forecasts of the service. The batch is atomic: one invalid entry or one revision conflict rejects it whole, every problem listed, and nothing is written. A scope_id the API key is not authorised for is FORBIDDEN (403). PROBABILITY needs value within [0, 1] and probability_event FULL_PAYOUT; EXPECTED_PAYOUT needs payout_currency. outcome_id and market_version must name a published market version of that outcome. expected_revision (optional) is the revision of the value last read ("rev-0": none yet); a mismatch is REVISION_CONFLICT (409), unless the batch is a retry of one that landed (the same Idempotency-Key and body), which gets that batch's answer. One value per scope, outcome, market version and value type: a new one replaces it. At most ${LIMITS.fairValuesPerBatchMax} entries. Marginal values do not define joint scenario probabilities.`,
      tags: ['Fair values'],
      headers: idempotencyKeyHeaders,
      request: FairValueBatchDefinition,
      response: FairValueBatchResultDefinition,
      moreErrors: [403, 409],
      hooks: { preValidation: [checkIdempotencyKey, textFieldsOnly] },
    },
    async (body, request, reply) => {
      const claim = idempotencyClaimOfRequest(request);
      const result = await services.fairValues.upsert(body, callerOf(request), claim);
      markReplayed(reply, claim);
      return result;
    },
  );
  operation(
    app,
    {
      method: 'GET',
      url: '/fair-values',
      operationId: 'listFairValues',
      summary: 'Read the fair values of one of the API key’s scopes (extension)',
      description:
        'An extension beyond the specification, which shows no read of fair values. The current value of each outcome, market version and value type in the scope, ordered by outcome; status is EXPIRED once valid_until has passed. A scope_id the API key is not authorised for is FORBIDDEN (403), whether or not it holds values.',
      tags: ['Fair values'],
      request: FairValuesQueryDefinition,
      response: FairValueListDefinition,
      moreErrors: [403],
    },
    (query, request) => services.fairValues.list(query, callerOf(request)),
  );
}

/** The scopes of the request's API key (set by the auth hook of src/app/app.ts). */
function callerOf(request: FastifyRequest): Caller {
  if (!request.principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
  return { scopes: request.principal.scopes };
}
