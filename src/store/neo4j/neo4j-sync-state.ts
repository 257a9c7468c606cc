// The sync-state port on Neo4j (src/store/sync-state.ts): one SyncState node per venue, the record
// as JSON in `doc` as every row of this store keeps it.
import { withDefaults, type SyncStateRecord } from '../../domain/sync-state';
import type { SyncStateStore } from '../sync-state';
import type { Executor } from './executor';
import { stringOf } from './row-values';

export class Neo4jSyncState implements SyncStateStore {
  constructor(private readonly executor: Executor) {}

  async all(): Promise<SyncStateRecord[]> {
    const rows = await this.executor.read('sync-states');
    return rows.map((row) =>
      withDefaults(JSON.parse(stringOf(row.doc, 'sync state doc')) as SyncStateRecord),
    );
  }

  async put(record: SyncStateRecord): Promise<void> {
    await this.executor.write('put-sync-state', {
      venue: record.venue,
      doc: JSON.stringify(record),
    });
  }
}
