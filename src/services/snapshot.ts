// A read pinned to one revision: every record of one response comes from the same snapshot.
import { ServiceError } from '../domain/errors';
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

/** The snapshot of a committed revision, or the head when none is named. */
export async function snapshotAt(store: Store, revision: number | undefined): Promise<Snapshot> {
  if (revision === undefined) return headSnapshot(store);
  const pinned = await pinnedSnapshot(store, revision);
  if (!pinned) throw new ServiceError('INTERNAL', `revision ${revision} is not held by the store`);
  return pinned;
}

export function snapshotOf(revision: number, committedAt: string): Snapshot {
  return { revision, asOf: committedAt, snapshotId: `rev-${revision}` };
}

export interface ListResult<T> {
  items: T[];
  nextPageToken: string | null;
  snapshotId: string;
  asOf: string;
}
