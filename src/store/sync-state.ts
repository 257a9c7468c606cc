// The sync-state port (src/domain/sync-state.ts): one record per venue, replaced by each pass.
import type { SyncStateRecord } from '../domain/sync-state';

export interface SyncStateStore {
  /** Every venue's record, by venue. */
  all(): Promise<SyncStateRecord[]>;
  /** Replaces the venue's record. */
  put(record: SyncStateRecord): Promise<void>;
}
