// POST /markets:compose (schema/openapi.yaml, POST /markets:compose; docs/decisions.md for
// `client_reference`, the 16-leg cap and the 422 codes).
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../domain/errors';
import { ComposeRequestDefinition, ComposeResultDefinition } from '../resources/compose';
import { marketResource } from '../services/reference-views';
import type { Services } from '../services/services';
import {
  checkIdempotencyKey,
  idempotencyClaimOfRequest,
  idempotencyKeyHeaders,
  markReplayed,
} from './idempotency-header';
import { operation } from './operation';

export function composeRoutes(app: FastifyInstance, services: Services): void {
  operation(
    app,
    {
      method: 'POST',
      url: '/markets::compose',
      operationId: 'composeMarkets',
      summary: 'Interpret explicitly supplied outcome legs as one analytical Combo market',
      description:
        "The combined payout follows the settlement convention (PRODUCT or VOID_LEG_REMOVED), exceptional (VOID) settlements included; it is not the sum of the legs. Legs are in one family, or in families a joint scope declares INDEPENDENT (joint scenarios `family_id/scenario_id` joined with `+`). The combo is private to the API key that composed it: its market ID derives from its content and the composing key, so the same key composing the same legs gets the same market, and another key a market of its own; it is stored as an analytical market whose outcome IDs work in payouts and evaluations when asked for by ID, and no list, search, family or change feed shows it. No venue event, listing or order is created. An unknown, unsupported or other venue's convention fails with 422 UNSUPPORTED_CONVENTION; legs without a common or declared joint scope with 422 UNSUPPORTED_JOINT_SCOPE.",
      tags: ['Combos'],
      headers: idempotencyKeyHeaders,
      request: ComposeRequestDefinition,
      response: ComposeResultDefinition,
      responseByRef: true,
      moreErrors: [409, 422],
      hooks: { preValidation: checkIdempotencyKey },
    },
    async (body, req, reply) => {
      const claim = idempotencyClaimOfRequest(req);
      if (!req.principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
      const composed = await services.compose.compose(body, req.principal.tenantId, claim);
      markReplayed(reply, claim);
      return { ...composed, market: marketResource(composed.market, []) };
    },
  );
}
