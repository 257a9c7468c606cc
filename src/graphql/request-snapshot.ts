// One snapshot revision per GraphQL request (DESIGN.md section 3): read lazily, once, so every
// field of a query sees the same records.
import { ServiceError } from '../domain/errors';
import type { Store } from '../store/store';

export class RequestSnapshot {
  private pinned: Promise<number> | undefined;

  constructor(private readonly store: Store) {}

  /** The request's revision: the first one adopted from a service read, else the head, read once. */
  revision(): Promise<number> {
    this.pinned ??= this.store.head().then((head) => head.revision);
    return this.pinned;
  }

  /**
   * Pins the request to the snapshot a service read used, when nothing is pinned yet: a query that
   * starts with a list reads no extra head and navigates at the list's own snapshot.
   */
  adopt(revision: number): void {
    this.pinned ??= Promise.resolve(revision);
  }
}

/**
 * The revision a service result was read at. Snapshot IDs are `rev-<revision>`
 * (src/services/snapshot.ts); the list results carry no other handle on their revision.
 */
export function revisionOfSnapshotId(snapshotId: string): number {
  const match = /^rev-(\d+)$/.exec(snapshotId);
  if (!match) throw new ServiceError('INTERNAL', `unexpected snapshot ID ${snapshotId}`);
  return Number(match[1]);
}
