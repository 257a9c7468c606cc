// The idempotency port in memory (src/store/idempotency.ts). Records are kept in the order they
// were written; with one retention for all, that is the order they expire in, so pruning takes
// expired records from the front and stops at the first live one, and the first record of a
// tenant is the one that frees its room soonest. Bytes are counted per tenant and in total
// (idempotencyRecordBytes) as records come and go.
import {
  DEFAULT_IDEMPOTENCY_BOUNDS,
  IdempotencyFullError,
  boundPassed,
  draftNow,
  idempotencyRecordBytes,
  idempotencyRecordId,
  type IdempotencyBounds,
  type IdempotencyDraft,
  type IdempotencyRecord,
  type IdempotencyStore,
  type IdempotencyUsage,
} from '../idempotency';

interface Held {
  readonly record: IdempotencyRecord;
  readonly bytes: number;
}

interface TenantRecords {
  bytes: number;
  /** Record IDs in the order written. */
  readonly ids: Set<string>;
}

export class MemoryIdempotency implements IdempotencyStore {
  readonly bounds: Readonly<IdempotencyBounds>;
  private readonly records = new Map<string, Held>();
  private readonly tenants = new Map<string, TenantRecords>();
  private totalBytes = 0;

  constructor(bounds: IdempotencyBounds = DEFAULT_IDEMPOTENCY_BOUNDS) {
    this.bounds = Object.freeze({ ...bounds });
  }

  find(tenant: string, key: string, nowMs: number): Promise<IdempotencyRecord | null> {
    return Promise.resolve(this.live(idempotencyRecordId(tenant, key), nowMs));
  }

  remember(draft: IdempotencyDraft): Promise<IdempotencyRecord | null> {
    const existing = this.existing(draft);
    if (existing) return Promise.resolve(existing);
    const full = this.refusal(draft);
    if (full) return Promise.reject(full);
    this.put(draft, null);
    return Promise.resolve(null);
  }

  usage(tenant: string): Promise<IdempotencyUsage> {
    return Promise.resolve({
      tenantBytes: this.tenants.get(tenant)?.bytes ?? 0,
      totalBytes: this.totalBytes,
    });
  }

  /** The unexpired record a draft's key already has, judged by the draft's clock. */
  existing(draft: IdempotencyDraft): IdempotencyRecord | null {
    return this.live(idempotencyRecordId(draft.tenant, draft.key), draftNow(draft));
  }

  /**
   * Prunes what expired by the draft's clock, then: the refusal of a draft that would take its
   * tenant's or all records past their bound, else null.
   */
  refusal(draft: IdempotencyDraft): IdempotencyFullError | null {
    const now = draftNow(draft);
    this.prune(now);
    const bytes = idempotencyRecordBytes(draft);
    // An expired record of the same key is replaced: its bytes go.
    const replaced = this.records.get(idempotencyRecordId(draft.tenant, draft.key))?.bytes ?? 0;
    const tenant = this.tenants.get(draft.tenant);
    const passed = boundPassed(
      this.bounds,
      { tenantBytes: (tenant?.bytes ?? 0) - replaced, totalBytes: this.totalBytes - replaced },
      bytes,
    );
    if (!passed) return null;
    const oldestId =
      passed.bound === 'bytesPerTenant' ? tenant?.ids.values().next().value : this.oldestId();
    const oldest = oldestId !== undefined ? this.records.get(oldestId) : undefined;
    return new IdempotencyFullError(
      passed.bound,
      passed.heldBytes,
      bytes,
      passed.maxBytes,
      oldest ? Math.max(0, oldest.record.expiresAt - now) : null,
    );
  }

  /** Stores the record (replacing an expired one of the key); `refusal` has passed it. */
  put(draft: IdempotencyDraft, revision: number | null): void {
    const id = idempotencyRecordId(draft.tenant, draft.key);
    this.remove(id);
    const bytes = idempotencyRecordBytes(draft);
    this.records.set(id, { record: Object.freeze({ ...draft, revision }), bytes });
    let tenant = this.tenants.get(draft.tenant);
    if (!tenant) this.tenants.set(draft.tenant, (tenant = { bytes: 0, ids: new Set() }));
    tenant.ids.add(id);
    tenant.bytes += bytes;
    this.totalBytes += bytes;
  }

  /** Records held, expired ones not yet pruned included (for tests of pruning). */
  get size(): number {
    return this.records.size;
  }

  private prune(now: number): void {
    for (const [id, held] of this.records) {
      if (held.record.expiresAt > now) break;
      this.remove(id);
    }
  }

  private remove(id: string): void {
    const held = this.records.get(id);
    if (!held) return;
    this.records.delete(id);
    this.totalBytes -= held.bytes;
    const tenant = this.tenants.get(held.record.tenant);
    if (!tenant) return;
    tenant.ids.delete(id);
    tenant.bytes -= held.bytes;
    if (tenant.ids.size === 0) this.tenants.delete(held.record.tenant);
  }

  private oldestId(): string | undefined {
    return this.records.keys().next().value;
  }

  private live(id: string, nowMs: number): IdempotencyRecord | null {
    const held = this.records.get(id);
    return held !== undefined && held.record.expiresAt > nowMs ? { ...held.record } : null;
  }
}
