// The idempotency port (docs/decisions.md, "Idempotent writes"): what a write answered, kept under
// its client's Idempotency-Key so that a retry finds it. A request that writes stores its record in
// the same commit as its write (CommitBatch.idempotency), so a retry after a failure whose outcome
// the client never saw finds the record exactly when the write happened.
// What the records hold is bounded in bytes per tenant and in total (docs/decisions.md, "Bounded
// idempotency records"): a record past a bound is refused, never made room for by deleting
// another's live record.
import { DEFAULT_IDEMPOTENCY_LIMITS } from '../domain/limits';

/**
 * What a record keeps of its answer: the whole answer as JSON (WHOLE); what the operation rebuilds
 * it from with the request, which every replay brings again (REBUILT); or nothing, the answer being
 * larger than the service keeps (NONE: a replay is told so, with the revision it was written at).
 */
export type KeptAnswer = 'WHOLE' | 'REBUILT' | 'NONE';

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
  /** How `result` holds the answer. */
  kept: KeptAnswer;
  /** The answer (WHOLE) or what rebuilds it (REBUILT) as JSON, revisions as planned; null: NONE. */
  result: string | null;
  /** Bytes of the whole answer as JSON (UTF-8), kept or not. */
  answerBytes: number;
  /** The revision the request's commit landed at; null when it wrote nothing. */
  revision: number | null;
  /** When the request was answered (the service's clock), ISO 8601. */
  createdAt: string;
  /** Epoch ms after which the record no longer counts and may be pruned. */
  expiresAt: number;
}

/** A record as a commit carries it: the store sets the revision it lands at. */
export type IdempotencyDraft = Omit<IdempotencyRecord, 'revision'>;

/**
 * The bytes a store's records may hold (SETTLEGRAPH_IDEMPOTENCY_BYTES_PER_KEY and _TOTAL), counted
 * by idempotencyRecordBytes. Expired records count until pruned, which every record's write does
 * first.
 */
export interface IdempotencyBounds {
  /** The records of one tenant (API key). */
  bytesPerTenant: number;
  /** The records of all tenants together. */
  bytesTotal: number;
}

export const DEFAULT_IDEMPOTENCY_BOUNDS: Readonly<IdempotencyBounds> = {
  bytesPerTenant: DEFAULT_IDEMPOTENCY_LIMITS.bytesPerKey,
  bytesTotal: DEFAULT_IDEMPOTENCY_LIMITS.bytesTotal,
};

/** What the records of a tenant and of all tenants hold now, in idempotencyRecordBytes. */
export interface IdempotencyUsage {
  tenantBytes: number;
  totalBytes: number;
}

/** Expired records deleted by one write (each commit with a record prunes up to this many). */
export const IDEMPOTENCY_PRUNE_BATCH = 1_000;

export interface IdempotencyStore {
  readonly bounds: Readonly<IdempotencyBounds>;
  /** The tenant's record of the key, unless it expired by `nowMs`. */
  find(tenant: string, key: string, nowMs: number): Promise<IdempotencyRecord | null>;
  /**
   * Keeps the record of a request that wrote nothing (revision null), under the same lock as
   * commits, unless the tenant holds an unexpired record of the key: that one is returned and
   * nothing is written. Prunes expired records; IdempotencyFullError past a bound.
   */
  remember(draft: IdempotencyDraft): Promise<IdempotencyRecord | null>;
  /** The bytes held by the tenant's records and by all records, expired ones not yet pruned too. */
  usage(tenant: string): Promise<IdempotencyUsage>;
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

/**
 * A record that would take its tenant's records, or all records, past their bound: nothing was
 * written. `retryAfterMs`: until the oldest record counting against that bound expires (null when
 * none is live: the record alone is larger than the bound).
 */
export class IdempotencyFullError extends Error {
  constructor(
    readonly bound: keyof IdempotencyBounds,
    readonly heldBytes: number,
    readonly recordBytes: number,
    readonly maxBytes: number,
    readonly retryAfterMs: number | null,
  ) {
    super(`idempotency records would hold more than ${maxBytes} bytes (${bound})`);
    this.name = 'IdempotencyFullError';
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

/**
 * What holding a record costs, the same on both stores: its characters as JSON at the bytes V8
 * stores them in (1 a character, 2 when any is beyond Latin-1), its tenant and key once more (the
 * ID it is found under), and the objects and map entries that hold them. Measured on the memory
 * store (docs/decisions.md, "Bounded idempotency records"): a fair-value batch's record under a
 * UUID key retains 1.03 to 1.14 KB of heap and is counted as 1.23 KB.
 */
export function idempotencyRecordBytes(draft: IdempotencyDraft): number {
  const json = JSON.stringify(draft);
  const width = /[\u0100-\uffff]/.test(json) ? 2 : 1;
  return (json.length + draft.tenant.length + draft.key.length) * width + RECORD_OVERHEAD_BYTES;
}

const RECORD_OVERHEAD_BYTES = 768;

/**
 * The bound a record of `recordBytes` would pass, given what is held: the tenant's first (its own
 * records are what it can wait out), else the total.
 */
export function boundPassed(
  bounds: Readonly<IdempotencyBounds>,
  usage: IdempotencyUsage,
  recordBytes: number,
): { bound: keyof IdempotencyBounds; heldBytes: number; maxBytes: number } | null {
  if (usage.tenantBytes + recordBytes > bounds.bytesPerTenant)
    return {
      bound: 'bytesPerTenant',
      heldBytes: usage.tenantBytes,
      maxBytes: bounds.bytesPerTenant,
    };
  if (usage.totalBytes + recordBytes > bounds.bytesTotal)
    return { bound: 'bytesTotal', heldBytes: usage.totalBytes, maxBytes: bounds.bytesTotal };
  return null;
}
