// The Idempotency-Key request header of the POST routes that write (docs/decisions.md,
// "Idempotent writes"): declared in their schemas (so schema/openapi.yaml lists it), checked
// before the body with a clear message, and answered with Idempotent-Replayed: true on a replay.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../domain/errors';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotencyClaimOf,
  type IdempotencyClaim,
} from '../services/idempotent-writes';

const IDEMPOTENCY_KEY_DESCRIPTION = `Makes a retry safe: a request with the same key and the same body as an earlier one of this API key gets the earlier answer (status and body; header Idempotent-Replayed: true) and writes nothing more, also when that earlier request's answer was lost; the same key with another body, or while the first request is still being answered, is 409 IDEMPOTENCY_CONFLICT. 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (a UUID, say), taken as sent; kept SETTLEGRAPH_IDEMPOTENCY_RETENTION_H hours (24 by default). Failed requests are not kept: their retry runs again.`;

/** The route schema's `headers`: the Idempotency-Key parameter. */
export const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      pattern: '^[!-~]+$',
      description: IDEMPOTENCY_KEY_DESCRIPTION,
    },
  },
} as const;

/** preValidation: a malformed key is refused with our message before the schema sees it. */
export function checkIdempotencyKey(request: FastifyRequest): Promise<void> {
  try {
    idempotencyClaimOf('', request.headers['idempotency-key']);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** The request's claim: its key in the tenant of its API key, or undefined without a key. */
export function idempotencyClaimOfRequest(request: FastifyRequest): IdempotencyClaim | undefined {
  if (!request.principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
  return idempotencyClaimOf(request.principal.tenantId, request.headers['idempotency-key']);
}

/** Marks a replayed answer with Idempotent-Replayed: true, the header Stripe sends. */
export function markReplayed(reply: FastifyReply, claim: IdempotencyClaim | undefined): void {
  if (claim?.replayed) void reply.header('Idempotent-Replayed', 'true');
}
