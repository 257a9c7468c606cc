// One snapshot revision per GraphQL request (docs/architecture.md, Temporal model): read lazily,
// once, so every field of a query sees the same records. A cursor of an earlier page pins its own
// snapshot; the snapshots a request meets are kept here by revision.
import { ServiceError } from '../domain/errors';
import { pinnedSnapshot, snapshotOf, type Snapshot } from '../services/snapshot';
import type { HeadRevision, Store } from '../store/store';

export class RequestSnapshot {
  private pinned: Promise<Snapshot> | undefined;
  /** The request's revision once known: nodes at it carry no revision of their own. */
  settled: number | undefined;
  /** The snapshot of that revision. */
  settledSnapshot: Snapshot | undefined;
  /**
   * The head as this request read it, when it read one: what the response cache keys an answer's
   * catalog by, without reading the head again.
   */
  head: HeadRevision | undefined;
  private readonly byRevision = new Map<number, Promise<Snapshot>>();

  constructor(private readonly store: Store) {}

  /** The request's snapshot: the first one adopted from a service read, else the head, read once. */
  current(): Promise<Snapshot> {
    if (!this.pinned) {
      this.pinned = this.store.head().then((head) => {
        this.head = head;
        return snapshotOf(head.revision, head.committedAt);
      });
      void this.pinned.then(
        (snapshot) => this.settle(snapshot),
        () => undefined,
      );
    }
    return this.pinned;
  }

  async revision(): Promise<number> {
    return (await this.current()).revision;
  }

  /**
   * Pins the request to the snapshot a service read used, when nothing is pinned yet: a query that
   * starts with a list reads no extra head and navigates at the list's own snapshot.
   */
  adopt(snapshot: Snapshot | number): void {
    if (this.pinned) {
      if (typeof snapshot !== 'number') this.remember(snapshot);
      return;
    }
    if (typeof snapshot === 'number') {
      this.pinned = this.at(snapshot);
      void this.pinned.then(
        (pinned) => this.settle(pinned),
        () => undefined,
      );
      return;
    }
    this.pinned = Promise.resolve(snapshot);
    this.settle(snapshot);
  }

  /** The snapshot of a revision this request reads at (a cursor's, or its own). */
  at(revision: number): Promise<Snapshot> {
    let found = this.byRevision.get(revision);
    if (!found) {
      found = pinnedSnapshot(this.store, revision).then((snapshot) => {
        if (!snapshot)
          throw new ServiceError(
            'INVALID_REQUEST',
            'a cursor names a snapshot this store does not hold',
          );
        return snapshot;
      });
      this.byRevision.set(revision, found);
    }
    return found;
  }

  private settle(snapshot: Snapshot): void {
    if (this.settled === undefined) {
      this.settled = snapshot.revision;
      this.settledSnapshot = snapshot;
    }
    this.remember(snapshot);
  }

  private remember(snapshot: Snapshot): void {
    if (!this.byRevision.has(snapshot.revision))
      this.byRevision.set(snapshot.revision, Promise.resolve(snapshot));
  }
}
