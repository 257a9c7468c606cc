// The change feed (schema/openapi.yaml, GET /changes and Events): reference metadata only, in commit
// order, each change once. Polling reads pages; a subscription follows the feed as it grows.
//
// Retention: cursors resume within the last `retention` change records of the whole feed. A
// cursor whose next change is older than that fails with CURSOR_EXPIRED; the caller reloads
// reference data (a new snapshot) and starts again without a cursor.
import { ServiceError, failOnProblems, msg, type Problem } from '../domain/errors';
import { RESOURCE_TYPES, type ChangeRecord, type ResourceType } from '../domain/records';
import type { ChangeFilter, Revision, Store } from '../store/store';
import type { ChangeCursors, FeedPosition } from './change-cursors';
import type { ChangeWatcher } from './change-watcher';
import { pageSizeOf } from './pagination';
import { tokenScope } from './page-tokens';
import type { Change, ChangePage as ChangePageResource, ChangesQuery } from '../resources/change';

export type ChangeFilters = Pick<ChangesQuery, 'resourceTypes' | 'familyIds'>;

/** A subscription's query: the filters, a cursor or a start, without a page size. */
export type FollowQuery = Omit<ChangesQuery, 'pageSize'>;

export type ChangeQuery = ChangesQuery;

/**
 * A change record as the feed shows it, with its position in the feed: REST shows no seq (it
 * stays inside the cursors); GraphQL's global IDs name it.
 */
export type ChangeView = Change & { seq: number };

/** One poll of the feed. */
export interface ChangePage extends ChangePageResource {
  items: ChangeView[];
  /** The cursor that resumes after items[index] (a GraphQL edge's cursor). */
  cursorAt(index: number): string;
}

/** One change of a subscription, with the cursor that resumes after it. */
export interface ChangeEvent {
  change: ChangeView;
  cursor: string;
}

/** What coverage discloses about the feed. */
export interface FeedRetention {
  /** Cursors resume within this many most recent change records. */
  retainedChanges: number;
  /** Highest seq written, and the oldest one a cursor or OLDEST_RETAINED still reaches. */
  lastSeq: number;
  oldestRetainedSeq: number;
}

export interface ChangeFeedOptions {
  retention: number;
  /** Changes read per store round trip by a subscription. */
  followBatch?: number;
}

interface Scope {
  filter: ChangeFilter;
  /** The filters as text, bound into cursors. */
  key: string;
}

export class ChangeFeedService {
  private readonly retention: number;
  private readonly followBatch: number;

  constructor(
    private readonly store: Store,
    private readonly cursors: ChangeCursors,
    private readonly watcher: ChangeWatcher,
    options: ChangeFeedOptions,
  ) {
    this.retention = options.retention;
    this.followBatch = options.followBatch ?? 100;
  }

  /** One page of the feed (GET /changes). */
  async read(query: ChangeQuery): Promise<ChangePage> {
    const limit = pageSizeOf(query.pageSize);
    const scope = scopeOf(query);
    const head = await this.store.head();
    const last = await this.store.lastChangeSeq();
    const after = await this.startOf(query, scope, head, last);
    return this.pageAt(scope, after, limit, head, last);
  }

  /**
   * Follows the feed from the cursor (or the start) as it grows: every matching change once, in
   * order, each with the cursor that resumes after it. A bad cursor fails here, before the first
   * change; later store failures end the stream with one error item.
   */
  async follow(query: FollowQuery): Promise<AsyncIterableIterator<ChangeEvent | Error>> {
    const scope = scopeOf(query);
    const head = await this.store.head();
    const last = await this.store.lastChangeSeq();
    const after = await this.startOf(query, scope, head, last);
    return new ChangeStream(this.watcher, after, (seq) => this.nextPage(scope, seq));
  }

  /** The retention window now: for coverage and for CURSOR_EXPIRED. */
  /** One retained change by its position in the feed; null when unknown or no longer retained. */
  async change(seq: number): Promise<ChangeView | null> {
    if (!Number.isInteger(seq) || seq < 1) return null;
    const last = await this.store.lastChangeSeq();
    if (seq < this.oldest(last) || seq > last) return null;
    const [found] = await this.store.changesAfter(seq - 1, {}, 1);
    return found?.seq === seq ? viewOf(found) : null;
  }

  async retentionWindow(): Promise<FeedRetention> {
    const last = await this.store.lastChangeSeq();
    return { retainedChanges: this.retention, lastSeq: last, oldestRetainedSeq: this.oldest(last) };
  }

  private oldest(last: number): number {
    return Math.max(1, last - this.retention + 1);
  }

  private async nextPage(
    scope: Scope,
    after: number,
  ): Promise<{ events: ChangeEvent[]; seq: number }> {
    const head = await this.store.head();
    const last = await this.store.lastChangeSeq();
    const found = await this.scan(scope, after, this.followBatch, last);
    const fingerprint = { revision: head.revision, committedAt: head.committedAt };
    const events = found.items.map((change) => ({
      change: viewOf(change),
      cursor: this.cursors.issue(scope.key, { ...fingerprint, seq: change.seq }),
    }));
    return { events, seq: found.nextSeq };
  }

  private async pageAt(
    scope: Scope,
    after: number,
    limit: number,
    head: Revision,
    last: number,
  ): Promise<ChangePage> {
    const found = await this.scan(scope, after, limit, last);
    const fingerprint = { revision: head.revision, committedAt: head.committedAt };
    return {
      items: found.items.map(viewOf),
      nextCursor: this.cursors.issue(scope.key, { ...fingerprint, seq: found.nextSeq }),
      hasMore: found.hasMore,
      asOf: head.committedAt,
      cursorAt: (index) => {
        const change = found.items[index];
        if (!change) throw new RangeError(`no change at ${index} of the page`);
        return this.cursors.issue(scope.key, { ...fingerprint, seq: change.seq });
      },
    };
  }

  /**
   * Matching changes after `after`, up to `last` (read before, so every change up to it is
   * committed and visible). Without more to read, the position moves to `last`: the filtered-out
   * changes in between are never scanned again.
   */
  private async scan(
    scope: Scope,
    after: number,
    limit: number,
    last: number,
  ): Promise<{ items: ChangeRecord[]; hasMore: boolean; nextSeq: number }> {
    if (after >= last) return { items: [], hasMore: false, nextSeq: Math.max(after, last) };
    const rows = (await this.store.changesAfter(after, scope.filter, limit + 1)).filter(
      (change) => change.seq <= last,
    );
    const hasMore = rows.length > limit;
    const items = rows.slice(0, limit);
    const nextSeq = hasMore ? items[items.length - 1]!.seq : last;
    return { items, hasMore, nextSeq };
  }

  /** The seq to read after: the cursor's, the current point, or the oldest retained change. */
  private async startOf(
    query: FollowQuery,
    scope: Scope,
    head: Revision,
    last: number,
  ): Promise<number> {
    if (query.cursor === undefined) {
      return query.start === 'OLDEST_RETAINED' ? this.oldest(last) - 1 : last;
    }
    if (query.start !== undefined) {
      throw new ServiceError('INVALID_REQUEST', msg`{start} applies only without a cursor`, {
        problems: [{ path: 'start', reason: 'not allowed with a cursor' }],
      });
    }
    const position = this.cursors.open(query.cursor, scope.key);
    await this.checkRetained(position, head, last);
    return position.seq;
  }

  private async checkRetained(position: FeedPosition, head: Revision, last: number): Promise<void> {
    const known =
      position.revision <= head.revision ? await this.store.revision(position.revision) : null;
    if (position.seq > last || known?.committedAt !== position.committedAt) {
      throw this.expired(
        'the cursor points into a store history this service no longer holds (the store was replaced or restored)',
      );
    }
    if (position.seq + 1 < this.oldest(last)) {
      throw this.expired(
        `the cursor is older than the retained history (the last ${this.retention} changes)`,
      );
    }
  }

  private expired(why: string): ServiceError {
    return new ServiceError(
      'CURSOR_EXPIRED',
      `${why}; reload reference data and start again without a cursor`,
      {
        problems: [{ path: 'cursor', reason: 'expired' }],
        retainedChanges: this.retention,
      },
    );
  }
}

/** Filters in canonical form (sorted, without repeats), so equal filters make equal cursors. */
function scopeOf(filters: ChangeFilters): Scope {
  const problems: Problem[] = [];
  const resourceTypes = canonical(filters.resourceTypes);
  const familyIds = canonical(filters.familyIds);
  if (resourceTypes !== undefined) {
    if (resourceTypes.length === 0)
      problems.push({ path: 'resourceTypes', reason: 'needs at least one resource type' });
    for (const type of resourceTypes) {
      if (!(RESOURCE_TYPES as readonly string[]).includes(type))
        problems.push({ path: 'resourceTypes', reason: `unknown resource type ${type}` });
    }
  }
  if (familyIds !== undefined) {
    if (familyIds.length === 0)
      problems.push({ path: 'familyIds', reason: 'needs at least one family ID' });
    if (familyIds.includes(''))
      problems.push({ path: 'familyIds', reason: 'family IDs are non-empty strings' });
  }
  failOnProblems(problems);
  const filter: ChangeFilter = {
    ...(resourceTypes !== undefined ? { resourceTypes: resourceTypes as ResourceType[] } : {}),
    ...(familyIds !== undefined ? { familyIds } : {}),
  };
  return { filter, key: tokenScope('changes', { resourceTypes, familyIds }) };
}

function canonical(values: readonly string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function viewOf(change: ChangeRecord): ChangeView {
  return change;
}

/**
 * The async iterator of a subscription. Not an async generator: return() must end a stream that
 * is waiting for the next change at once, not after that change arrives.
 */
class ChangeStream implements AsyncIterableIterator<ChangeEvent | Error> {
  private readonly buffer: ChangeEvent[] = [];
  private readonly stop = new AbortController();
  private finished = false;

  constructor(
    private readonly watcher: ChangeWatcher,
    private seq: number,
    private readonly readAfter: (seq: number) => Promise<{ events: ChangeEvent[]; seq: number }>,
  ) {}

  [Symbol.asyncIterator](): AsyncIterableIterator<ChangeEvent | Error> {
    return this;
  }

  async next(): Promise<IteratorResult<ChangeEvent | Error>> {
    while (!this.finished) {
      const event = this.buffer.shift();
      if (event) return { value: event, done: false };
      let found: { events: ChangeEvent[]; seq: number };
      try {
        found = await this.readAfter(this.seq);
      } catch (error) {
        if (this.finished) break;
        this.finish();
        return { value: error instanceof Error ? error : new Error(String(error)), done: false };
      }
      if (this.finished) break;
      this.buffer.push(...found.events);
      const advanced = found.seq > this.seq;
      this.seq = found.seq;
      if (found.events.length === 0 && !advanced) {
        await this.watcher.waitBeyond(this.seq, this.stop.signal);
      }
    }
    return { value: undefined, done: true };
  }

  return(): Promise<IteratorResult<ChangeEvent | Error>> {
    this.finish();
    return Promise.resolve({ value: undefined, done: true });
  }

  private finish(): void {
    this.finished = true;
    this.buffer.length = 0;
    this.stop.abort();
  }
}
