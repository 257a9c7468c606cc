// The idempotency port (docs/decisions.md, "Idempotent writes"): what a write answered, kept under
// its client's Idempotency-Key so that a retry finds it. A request that writes stores its record in
// the same commit as its write (CommitBatch.idempotency), so a retry after a failure whose outcome
// the client never saw finds the record exactly when the write happened.

/** What the store keeps of one keyed request. */
export interface IdempotencyRecord {
  /** The API key's stable digest (Principal.tenantId): keys of two API keys never meet. */
  tenant: string;
  /** The client's Idempotency-Key, as sent. */
  key: string;
  /** The operation it was used with (`batchUpsertFairValues`, `composeMarkets`). */
  operation: string;
  /** Digest of the operation and its request, to tell a retry from another request. */
  fingerprint: string;
  /** The service's answer as JSON, with revisions as planned (see `revision`). */
  result: string;
  /** The revision the request's commit landed at; null when it wrote nothing. */
  revision: number | null;
  /** When the request was answered (the service's clock), ISO 8601. */
  createdAt: string;
  /** Epoch ms after which the record no longer counts and may be pruned. */
  expiresAt: number;
}

/** A record as a commit carries it: the store sets the revision it lands at. */
export type IdempotencyDraft = Omit<IdempotencyRecord, 'revision'>;

/** Expired records deleted by one write (each commit with a record prunes up to this many). */
export const IDEMPOTENCY_PRUNE_BATCH = 1_000;

export interface IdempotencyStore {
  /** The tenant's record of the key, unless it expired by `nowMs`. */
  find(tenant: string, key: string, nowMs: number): Promise<IdempotencyRecord | null>;
  /**
   * Keeps the record of a request that wrote nothing (revision null), under the same lock as
   * commits, unless the tenant holds an unexpired record of the key: that one is returned and
   * nothing is written. Prunes expired records.
   */
  remember(draft: IdempotencyDraft): Promise<IdempotencyRecord | null>;
}

/**
 * A commit whose Idempotency-Key the tenant already used (an unexpired record exists): nothing
 * was written; `record` is what the first request answered.
 */
export class IdempotencyKeyUsedError extends Error {
  constructor(readonly record: IdempotencyRecord) {
    super('the idempotency key is already recorded');
    this.name = 'IdempotencyKeyUsedError';
  }
}

/** The one key a record is found under. */
export function idempotencyRecordId(tenant: string, key: string): string {
  return `${tenant}\u0000${key}`;
}

/** The draft's clock: the commit that carries it judges expiry by the same clock as find. */
export function draftNow(draft: IdempotencyDraft): number {
  return Date.parse(draft.createdAt);
}
