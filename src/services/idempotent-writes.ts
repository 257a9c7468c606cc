// Idempotency-Key for the requests that write (docs/decisions.md, "Idempotent writes"): a retry
// with the same key and the same request gets the first answer again, the same key with another
// request or while the first is still being answered is IDEMPOTENCY_CONFLICT (409). The record of
// the answer is written in the same commit as the write (CommitBatch.idempotency), so a retry
// after a failure whose outcome the client never saw finds it exactly when the write happened.
// Only answered requests are recorded: a request that failed wrote nothing, and its retry runs
// again. What a record keeps is bounded (docs/decisions.md, "Bounded idempotency records"): an
// answer that follows from the request is rebuilt from it, another is kept up to a size, and the
// store refuses a record past its tenant's or the total bound (RATE_LIMITED).
import { createHash } from 'node:crypto';
import { ServiceError } from '../domain/errors';
import { DEFAULT_IDEMPOTENCY_LIMITS, LIMITS } from '../domain/limits';
import {
  IdempotencyFullError,
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
  /**
   * For an answer that follows from the request but for a few facts (the request comes again with
   * every replay: its fingerprint is the record's): `keep` gives those facts, `answer` the answer
   * from them. The record keeps the facts instead of the answer, whatever the answer's size.
   */
  rebuild?: { keep(answer: R): unknown; answer(kept: unknown): R };
}

/** What a record keeps of an answer (IdempotencyRecord.kept, result, answerBytes). */
type KeptOf = Pick<IdempotencyDraft, 'kept' | 'result' | 'answerBytes'>;

export class IdempotentWrites {
  /** Keys being answered by this process now: a second request with one is refused. */
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
    private readonly retentionMs: number,
    /** SETTLEGRAPH_IDEMPOTENCY_ANSWER_BYTES: the largest answer a record keeps whole. */
    readonly answerBytesMax: number = DEFAULT_IDEMPOTENCY_LIMITS.answerBytesMax,
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
        const planned = this.answerOf(record, work);
        claim.replayed = true;
        return work.revive(planned, record.revision);
      };
      const found = await this.store.idempotency.find(claim.tenant, claim.key, now.getTime());
      if (found) return replay(found);
      const draftOf = (planned: R): IdempotencyDraft => ({
        tenant: claim.tenant,
        key: claim.key,
        operation,
        fingerprint,
        ...this.keep(planned, work),
        createdAt: now.toISOString(),
        expiresAt: now.getTime() + this.retentionMs,
      });
      let done: { result: R; committed: boolean };
      try {
        done = await work.execute(draftOf);
      } catch (error) {
        if (error instanceof IdempotencyKeyUsedError) return replay(error.record);
        if (error instanceof IdempotencyFullError) throw fullError(error);
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
        const first = await this.store.idempotency
          .remember(draftOf(done.result))
          .catch((error: unknown) => {
            throw error instanceof IdempotencyFullError ? fullError(error) : error;
          });
        if (first) return replay(first);
      }
      return done.result;
    } finally {
      this.inProgress.delete(slot);
    }
  }

  /**
   * What the record of `answer` keeps: what rebuilds it, when that gives it back exactly; else the
   * answer itself up to answerBytesMax; else only its size (a replay is then refused).
   */
  private keep<R>(answer: R, work: IdempotentWork<R>): KeptOf {
    const whole = JSON.stringify(answer);
    const answerBytes = Buffer.byteLength(whole);
    if (work.rebuild) {
      const result = JSON.stringify(work.rebuild.keep(answer));
      const rebuilt = JSON.stringify(work.rebuild.answer(JSON.parse(result)));
      if (rebuilt === whole && Buffer.byteLength(result) <= this.answerBytesMax)
        return { kept: 'REBUILT', result, answerBytes };
    }
    if (answerBytes <= this.answerBytesMax) return { kept: 'WHOLE', result: whole, answerBytes };
    return { kept: 'NONE', result: null, answerBytes };
  }

  /** The answer a record gives, revisions as planned; IDEMPOTENCY_CONFLICT when it kept none. */
  private answerOf<R>(record: IdempotencyRecord, work: IdempotentWork<R>): R {
    if (record.result !== null) {
      const kept: unknown = JSON.parse(record.result);
      if (record.kept === 'WHOLE') return kept as R;
      if (record.kept === 'REBUILT' && work.rebuild) return work.rebuild.answer(kept);
    }
    throw answerNotKeptError(record, this.answerBytesMax);
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

/**
 * A replay of a request whose answer was larger than the records keep: the request was answered
 * (and written, at the revision given), but its answer cannot be given again.
 */
function answerNotKeptError(record: IdempotencyRecord, answerBytesMax: number): ServiceError {
  const written =
    record.revision === null ? 'writing nothing' : `written at rev-${record.revision}`;
  return new ServiceError(
    'IDEMPOTENCY_CONFLICT',
    `this Idempotency-Key's request was answered at ${record.createdAt}, ${written}, but its answer of ${record.answerBytes} bytes was larger than the ${answerBytesMax} kept for replays; nothing was written now: read what the request wrote instead`,
    {
      conflict: 'ANSWER_NOT_KEPT',
      revision: record.revision === null ? null : `rev-${record.revision}`,
      answerBytes: record.answerBytes,
      idempotencyAnswerBytesMax: answerBytesMax,
    },
  );
}

/**
 * The store holds as many bytes of idempotency records as this API key, or all keys, may: room
 * comes back as records expire, so RATE_LIMITED, with the wait for the oldest.
 */
function fullError(error: IdempotencyFullError): ServiceError {
  const whose = error.bound === 'bytesPerTenant' ? 'this API key' : 'all API keys';
  const retryAfterSeconds =
    error.retryAfterMs === null ? null : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
  const retry =
    retryAfterSeconds === null ? '' : ` (the oldest expires in ${retryAfterSeconds} seconds)`;
  return new ServiceError(
    'RATE_LIMITED',
    `the Idempotency-Key records of ${whose} hold ${error.heldBytes} bytes; this request's record of ${error.recordBytes} bytes would pass the limit of ${error.maxBytes}${retry}; nothing was written: retry later, or send the request without an Idempotency-Key`,
    {
      // Named as coverage's service limits name the bound.
      [error.bound === 'bytesPerTenant' ? 'idempotencyBytesPerKey' : 'idempotencyBytesTotal']:
        error.maxBytes,
      heldBytes: error.heldBytes,
      recordBytes: error.recordBytes,
      ...(retryAfterSeconds !== null ? { retryAfterSeconds } : {}),
    },
  );
}

function otherRequestError(record: IdempotencyRecord): ServiceError {
  return new ServiceError(
    'IDEMPOTENCY_CONFLICT',
    `this Idempotency-Key was used at ${record.createdAt} for another request (another body or operation); nothing was written: send a new request with a new key`,
    { conflict: 'OTHER_REQUEST' },
  );
}
