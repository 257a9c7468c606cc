// The idempotency port on Neo4j (src/store/idempotency.ts): one IdempotencyRecord node per
// tenant and key, the record as JSON in `doc` as every row of this store keeps it, and its expiry
// indexed for pruning. A commit writes its record in its own transaction (commit-batch.ts).
import {
  idempotencyRecordId,
  type IdempotencyDraft,
  type IdempotencyRecord,
  type IdempotencyStore,
} from '../idempotency';
import { lockHead } from './commit-batch';
import type { Executor } from './executor';
import { existingRecord, putRecord, recordOf } from './idempotency-rows';

export class Neo4jIdempotency implements IdempotencyStore {
  constructor(private readonly executor: Executor) {}

  async find(tenant: string, key: string, nowMs: number): Promise<IdempotencyRecord | null> {
    const [row] = await this.executor.read('idempotency-find', {
      id: idempotencyRecordId(tenant, key),
      now: nowMs,
    });
    return row ? recordOf(row.doc) : null;
  }

  /** Under the head lock, as a commit's check and write are, so the two cannot interleave. */
  remember(draft: IdempotencyDraft): Promise<IdempotencyRecord | null> {
    return this.executor.executeWrite('idempotency-remember', async (tx) => {
      await lockHead(tx);
      const existing = await existingRecord(tx, draft);
      if (!existing) await putRecord(tx, draft, null);
      await tx.run('release-head-lock');
      return existing;
    });
  }
}
