// A read pinned to one revision: every record of one response comes from the same snapshot.
import type { Store } from '../store/store';

export interface Snapshot {
  revision: number;
  /** When the snapshot's revision was committed. */
  asOf: string;
  snapshotId: string;
}

export async function headSnapshot(store: Store): Promise<Snapshot> {
  const head = await store.head();
  return snapshotOf(head.revision, head.committedAt);
}

export async function pinnedSnapshot(store: Store, revision: number): Promise<Snapshot | null> {
  const found = await store.revision(revision);
  return found ? snapshotOf(found.revision, found.committedAt) : null;
}

function snapshotOf(revision: number, committedAt: string): Snapshot {
  return { revision, asOf: committedAt, snapshotId: `rev-${revision}` };
}

export interface ListResult<T> {
  items: T[];
  nextPageToken: string | null;
  snapshotId: string;
  asOf: string;
}
