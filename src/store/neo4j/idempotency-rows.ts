// The statements of an idempotency record in a write transaction (src/store/idempotency.ts), for
// commits (commit-batch.ts) and for the records of requests that wrote nothing
// (neo4j-idempotency.ts). Both run them under the head lock: the check for a live record of the
// key, the check that the record fits the bounds (after pruning what expired), then the write.
import {
  IDEMPOTENCY_PRUNE_BATCH,
  IdempotencyFullError,
  boundPassed,
  draftNow,
  idempotencyRecordBytes,
  idempotencyRecordId,
  type IdempotencyBounds,
  type IdempotencyDraft,
  type IdempotencyRecord,
  type IdempotencyUsage,
} from '../idempotency';
import type { StatementRunner } from './executor';
import { numberOf, stringOf } from './row-values';

/** The unexpired record a draft's key already has, judged by the draft's clock. */
export async function existingRecord(
  tx: StatementRunner,
  draft: IdempotencyDraft,
): Promise<IdempotencyRecord | null> {
  const [row] = await tx.run('idempotency-find', {
    id: idempotencyRecordId(draft.tenant, draft.key),
    now: draftNow(draft),
  });
  return row ? recordOf(row.doc) : null;
}

/**
 * Prunes a batch of expired records, then throws IdempotencyFullError when the draft would take
 * its tenant's records or all records past their bound. An expired record of the draft's own key
 * that is still held counts: it is replaced by the write, so the check errs on the safe side.
 */
export async function checkRoom(
  tx: StatementRunner,
  draft: IdempotencyDraft,
  bounds: Readonly<IdempotencyBounds>,
): Promise<void> {
  const now = draftNow(draft);
  await tx.run('idempotency-prune', { now, limit: IDEMPOTENCY_PRUNE_BATCH });
  const bytes = idempotencyRecordBytes(draft);
  const passed = boundPassed(bounds, await usageOf(tx, draft.tenant), bytes);
  if (!passed) return;
  const [oldest] =
    passed.bound === 'bytesPerTenant'
      ? await tx.run('idempotency-oldest-of-tenant', { now, tenant: draft.tenant })
      : await tx.run('idempotency-oldest', { now });
  const expiresAt = oldest?.expiresAt;
  throw new IdempotencyFullError(
    passed.bound,
    passed.heldBytes,
    bytes,
    passed.maxBytes,
    typeof expiresAt === 'number' ? Math.max(0, expiresAt - now) : null,
  );
}

/** Writes the record at `revision`; checkRoom has passed it in the same transaction. */
export async function putRecord(
  tx: StatementRunner,
  draft: IdempotencyDraft,
  revision: number | null,
): Promise<void> {
  const record: IdempotencyRecord = { ...draft, revision };
  await tx.run('idempotency-put', {
    id: idempotencyRecordId(draft.tenant, draft.key),
    tenant: draft.tenant,
    bytes: idempotencyRecordBytes(draft),
    doc: JSON.stringify(record),
    expiresAt: draft.expiresAt,
  });
}

export async function usageOf(tx: StatementRunner, tenant: string): Promise<IdempotencyUsage> {
  const [row] = await tx.run('idempotency-usage', { tenant });
  return {
    tenantBytes: numberOf(row?.tenantBytes ?? 0, 'tenant bytes'),
    totalBytes: numberOf(row?.totalBytes ?? 0, 'total bytes'),
  };
}

/**
 * A stored record. Records written before answers were bounded kept every answer whole and had no
 * `kept` or `answerBytes`.
 */
export function recordOf(doc: unknown): IdempotencyRecord {
  const record = JSON.parse(stringOf(doc, 'idempotency record')) as IdempotencyRecord;
  return {
    ...record,
    kept: record.kept ?? 'WHOLE',
    answerBytes: record.answerBytes ?? Buffer.byteLength(record.result ?? ''),
  };
}
