// Idempotency-Key for the requests that write (docs/decisions.md, "Idempotent writes"): a retry
// with the same key and the same request gets the first answer again, the same key with another
// request or while the first is still being answered is IDEMPOTENCY_CONFLICT (409). The record of
// the answer is written in the same commit as the write (CommitBatch.idempotency), so a retry
// after a failure whose outcome the client never saw finds it exactly when the write happened.
// Only answered requests are recorded: a request that failed wrote nothing, and its retry runs
// again.
import { createHash } from 'node:crypto';
import { ServiceError } from '../domain/errors';
import { LIMITS } from '../domain/limits';
import {
  IdempotencyKeyUsedError,
  type IdempotencyDraft,
  type IdempotencyRecord,
} from '../store/idempotency';
import type { Store } from '../store/store';

/** The most characters of an Idempotency-Key. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = LIMITS.idempotencyKeyLengthMax;
/** Visible ASCII: what a header carries unchanged through every proxy. */
const KEY_CHARACTERS = /^[\x21-\x7e]+$/;

/** A request's Idempotency-Key, in its tenant. */
export interface IdempotencyClaim {
  /** The API key's stable digest (Principal.tenantId): a key is never shared across tenants. */
  readonly tenant: string;
  readonly key: string;
  /** Set when the answer is the first request's, replayed (Idempotent-Replayed: true). */
  replayed: boolean;
}

/**
 * The claim of a request's Idempotency-Key header: undefined without one, INVALID_REQUEST when it
 * is repeated, empty, longer than IDEMPOTENCY_KEY_MAX_LENGTH or not visible ASCII.
 */
export function idempotencyClaimOf(
  tenant: string,
  header: string | readonly string[] | undefined,
): IdempotencyClaim | undefined {
  if (header === undefined) return undefined;
  const refuse = (reason: string) =>
    new ServiceError(
      'INVALID_REQUEST',
      `the Idempotency-Key header ${reason}`,
      { problems: [{ path: 'Idempotency-Key', reason }] },
      true,
    );
  if (typeof header !== 'string') throw refuse('must be sent once');
  if (header.length === 0) throw refuse('must not be empty');
  if (header.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw refuse(
      `has ${header.length} characters; at most ${IDEMPOTENCY_KEY_MAX_LENGTH} are allowed`,
    );
  if (!KEY_CHARACTERS.test(header))
    throw refuse('must be visible ASCII characters (! to ~), without spaces');
  return { tenant, key: header, replayed: false };
}

/** What a keyed write does, in the terms IdempotentWrites needs. */
export interface IdempotentWork<R> {
  /**
   * Does the request. `record` gives the record to put in the commit that answers it (undefined
   * without a key). `committed`: false when nothing was written, so the record is kept alone.
   */
  execute(
    record: ((planned: R) => IdempotencyDraft) | undefined,
  ): Promise<{ result: R; committed: boolean }>;
  /** The answer from its record: revisions as planned become the revision the commit landed at. */
  revive(planned: R, revision: number | null): R;
}

export class IdempotentWrites {
  /** Keys being answered by this process now: a second request with one is refused. */
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
    private readonly retentionMs: number,
  ) {}

  /** Runs `work` once per tenant and key; the same request again gets the first answer. */
  async run<R>(
    claim: IdempotencyClaim | undefined,
    operation: string,
    request: unknown,
    work: IdempotentWork<R>,
  ): Promise<R> {
    if (!claim) return (await work.execute(undefined)).result;
    const slot = JSON.stringify([claim.tenant, claim.key]);
    if (this.inProgress.has(slot)) throw inProgressError();
    this.inProgress.add(slot);
    try {
      const fingerprint = fingerprintOf(operation, request);
      const now = this.clock();
      const replay = (record: IdempotencyRecord): R => {
        if (record.operation !== operation || record.fingerprint !== fingerprint)
          throw otherRequestError(record);
        claim.replayed = true;
        return work.revive(JSON.parse(record.result) as R, record.revision);
      };
      const found = await this.store.idempotency.find(claim.tenant, claim.key, now.getTime());
      if (found) return replay(found);
      const draftOf = (planned: R): IdempotencyDraft => ({
        tenant: claim.tenant,
        key: claim.key,
        operation,
        fingerprint,
        result: JSON.stringify(planned),
        createdAt: now.toISOString(),
        expiresAt: now.getTime() + this.retentionMs,
      });
      let done: { result: R; committed: boolean };
      try {
        done = await work.execute(draftOf);
      } catch (error) {
        if (error instanceof IdempotencyKeyUsedError) return replay(error.record);
        // The first request may have landed meanwhile (its answer lost to its client), and this
        // retry then fails against that very write (a stale expected revision): the record tells.
        if (error instanceof ServiceError && error.code !== 'SERVICE_UNAVAILABLE') {
          const landed = await this.store.idempotency.find(
            claim.tenant,
            claim.key,
            this.clock().getTime(),
          );
          if (landed) return replay(landed);
        }
        throw error;
      }
      if (!done.committed) {
        const first = await this.store.idempotency.remember(draftOf(done.result));
        if (first) return replay(first);
      }
      return done.result;
    } finally {
      this.inProgress.delete(slot);
    }
  }
}

/** The operation and its request, as canonical JSON (keys sorted, undefined left out), hashed. */
export function fingerprintOf(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(request)]))
    .digest('base64url');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item) ?? null);
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) sorted[key] = canonical(item);
  }
  return sorted;
}

function inProgressError(): ServiceError {
  return new ServiceError(
    'IDEMPOTENCY_CONFLICT',
    'a request with this Idempotency-Key is still being answered; retry once it has finished',
    { conflict: 'IN_PROGRESS' },
  );
}

function otherRequestError(record: IdempotencyRecord): ServiceError {
  return new ServiceError(
    'IDEMPOTENCY_CONFLICT',
    `this Idempotency-Key was used at ${record.createdAt} for another request (another body or operation); nothing was written: send a new request with a new key`,
    { conflict: 'OTHER_REQUEST' },
  );
}
