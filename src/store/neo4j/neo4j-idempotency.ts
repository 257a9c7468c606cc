// The idempotency port on Neo4j (src/store/idempotency.ts): one IdempotencyRecord node per
// tenant and key, the record as JSON in `doc` as every row of this store keeps it, its expiry
// indexed for pruning, its bytes counted on its tenant's IdempotencyUsage node. A commit writes
// its record in its own transaction (commit-batch.ts).
import {
  DEFAULT_IDEMPOTENCY_BOUNDS,
  idempotencyRecordId,
  type IdempotencyBounds,
  type IdempotencyDraft,
  type IdempotencyRecord,
  type IdempotencyStore,
  type IdempotencyUsage,
} from '../idempotency';
import { lockHead } from './commit-batch';
import type { Executor } from './executor';
import { checkRoom, existingRecord, putRecord, recordOf, usageOf } from './idempotency-rows';

export class Neo4jIdempotency implements IdempotencyStore {
  readonly bounds: Readonly<IdempotencyBounds>;

  constructor(
    private readonly executor: Executor,
    bounds: IdempotencyBounds = DEFAULT_IDEMPOTENCY_BOUNDS,
  ) {
    this.bounds = Object.freeze({ ...bounds });
  }

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
      if (!existing) {
        await checkRoom(tx, draft, this.bounds);
        await putRecord(tx, draft, null);
      }
      await tx.run('release-head-lock');
      return existing;
    });
  }

  usage(tenant: string): Promise<IdempotencyUsage> {
    return this.executor.executeRead('idempotency-usage', (tx) => usageOf(tx, tenant));
  }
}
