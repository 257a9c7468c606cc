// The sync-state port in memory (src/store/sync-state.ts).
import type { SyncStateRecord } from '../../domain/sync-state';
import type { SyncStateStore } from '../sync-state';

export class MemorySyncState implements SyncStateStore {
  private readonly byVenue = new Map<string, SyncStateRecord>();

  all(): Promise<SyncStateRecord[]> {
    return Promise.resolve(
      [...this.byVenue.values()]
        .sort((a, b) => (a.venue < b.venue ? -1 : a.venue > b.venue ? 1 : 0))
        .map((record) => ({ ...record })),
    );
  }

  put(record: SyncStateRecord): Promise<void> {
    this.byVenue.set(record.venue, { ...record });
    return Promise.resolve();
  }
}
