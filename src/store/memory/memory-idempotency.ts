// The idempotency port in memory (src/store/idempotency.ts). Records are kept in the order they
// were written; with one retention for all, that is the order they expire in, so pruning takes
// expired records from the front and stops at the first live one.
import {
  draftNow,
  idempotencyRecordId,
  type IdempotencyDraft,
  type IdempotencyRecord,
  type IdempotencyStore,
} from '../idempotency';

export class MemoryIdempotency implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();

  find(tenant: string, key: string, nowMs: number): Promise<IdempotencyRecord | null> {
    return Promise.resolve(this.live(idempotencyRecordId(tenant, key), nowMs));
  }

  remember(draft: IdempotencyDraft): Promise<IdempotencyRecord | null> {
    const existing = this.existing(draft);
    if (!existing) this.put(draft, null);
    return Promise.resolve(existing);
  }

  /** The unexpired record a draft's key already has, judged by the draft's clock. */
  existing(draft: IdempotencyDraft): IdempotencyRecord | null {
    return this.live(idempotencyRecordId(draft.tenant, draft.key), draftNow(draft));
  }

  /** Stores the record (replacing an expired one of the key) and prunes what expired. */
  put(draft: IdempotencyDraft, revision: number | null): void {
    const id = idempotencyRecordId(draft.tenant, draft.key);
    this.records.delete(id);
    this.records.set(id, Object.freeze({ ...draft, revision }));
    const now = draftNow(draft);
    for (const [oldId, record] of this.records) {
      if (record.expiresAt > now) break;
      this.records.delete(oldId);
    }
  }

  /** Records held, expired ones not yet pruned included (for tests of pruning). */
  get size(): number {
    return this.records.size;
  }

  private live(id: string, nowMs: number): IdempotencyRecord | null {
    const record = this.records.get(id);
    return record !== undefined && record.expiresAt > nowMs ? { ...record } : null;
  }
}
