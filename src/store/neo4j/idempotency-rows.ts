// The statements of an idempotency record in a write transaction (src/store/idempotency.ts), for
// commits (commit-batch.ts) and for the records of requests that wrote nothing
// (neo4j-idempotency.ts). Both run them under the head lock.
import {
  IDEMPOTENCY_PRUNE_BATCH,
  draftNow,
  idempotencyRecordId,
  type IdempotencyDraft,
  type IdempotencyRecord,
} from '../idempotency';
import type { StatementRunner } from './executor';
import { stringOf } from './row-values';

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

/** Writes the record at `revision` and prunes a batch of expired ones. */
export async function putRecord(
  tx: StatementRunner,
  draft: IdempotencyDraft,
  revision: number | null,
): Promise<void> {
  const record: IdempotencyRecord = { ...draft, revision };
  await tx.run('idempotency-put', {
    id: idempotencyRecordId(draft.tenant, draft.key),
    doc: JSON.stringify(record),
    expiresAt: draft.expiresAt,
  });
  await tx.run('idempotency-prune', { now: draftNow(draft), limit: IDEMPOTENCY_PRUNE_BATCH });
}

export function recordOf(doc: unknown): IdempotencyRecord {
  return JSON.parse(stringOf(doc, 'idempotency record')) as IdempotencyRecord;
}
