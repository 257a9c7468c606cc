// Idempotency-Key on POST /graphql (docs/decisions.md, "Idempotent writes"): the header REST's
// writes take, honoured by the mutation fields that write (upsertFairValues, composeCombo) with
// REST's semantics. One key covers one write, so an operation with a key may run one such field;
// a WebSocket carries no request headers, and its mutations run without a key.
import { ServiceError } from '../domain/errors';
import { idempotencyClaimOf, type IdempotencyClaim } from '../services/idempotent-writes';
import type { Principal } from '../http/auth';

/** The request's header and what the writing field made of it. */
export interface GraphqlIdempotency {
  readonly header: string | readonly string[] | undefined;
  /** The claim of the field that took the key; replayed tells the route to say so. */
  claim?: IdempotencyClaim;
}

/** The claim for a writing field: undefined without a key; a second field with it is refused. */
export function takeIdempotencyClaim(
  holder: GraphqlIdempotency,
  principal: Principal | null,
): IdempotencyClaim | undefined {
  if (holder.header === undefined) return undefined;
  if (!principal) throw new ServiceError('UNAUTHENTICATED', 'a valid API key is required');
  if (holder.claim) {
    throw new ServiceError(
      'INVALID_REQUEST',
      'an Idempotency-Key covers one write: send each mutation field that writes (upsertFairValues, composeCombo) in a request of its own',
      { problems: [{ path: 'Idempotency-Key', reason: 'covers one writing field' }] },
      true,
    );
  }
  holder.claim = idempotencyClaimOf(principal.tenantId, holder.header);
  return holder.claim;
}
