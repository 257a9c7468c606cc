// The REST list rules (docs/decisions.md, "REST facade"): pageSize (minimum 1, default 50, capped) and page tokens
// that pin the original snapshot and are refused with other filters. Messages name the
// parameters as {pageSize} and {pageToken}: REST says page_size, GraphQL first and after.
import { msg, name, ServiceError } from '../domain/errors';
import { pageOf, type Page, type PageOf, type Store } from '../store/store';
import { LIMITS } from '../domain/limits';
import { tokenScope, type PagePosition, type PageTokens } from './page-tokens';
import { pinnedSnapshot, snapshotAt, type ListResult, type Snapshot } from './snapshot';

export function pageSizeOf(pageSize: number | undefined, parameter = 'pageSize'): number {
  if (pageSize === undefined) return LIMITS.pageSizeDefault;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new ServiceError(
      'INVALID_REQUEST',
      msg`${name(parameter)} must be an integer of at least 1`,
      {
        problems: [{ path: parameter, reason: 'must be an integer of at least 1' }],
      },
    );
  }
  if (pageSize > LIMITS.pageSizeMax) {
    throw new ServiceError(
      'PAGE_SIZE_TOO_LARGE',
      msg`${name(parameter)} ${pageSize} is above the service cap of ${LIMITS.pageSizeMax}`,
      {
        problems: [{ path: parameter, reason: `at most ${LIMITS.pageSizeMax}` }],
        maxPageSize: LIMITS.pageSizeMax,
      },
    );
  }
  return pageSize;
}

export interface PagedRequest {
  /** Items in the page (REST page_size; GraphQL first, or last with fromEnd). */
  pageSize?: number | undefined;
  /** Continue after this token (REST page_token; GraphQL after, any edge's cursor). */
  pageToken?: string | undefined;
  /** End before this cursor (GraphQL before). */
  before?: string | undefined;
  /** Take the page from the end of the range instead of its start (GraphQL last). */
  fromEnd?: boolean | undefined;
  /**
   * Without a token, read at this committed revision instead of the head: a GraphQL request reads
   * every field at its one snapshot.
   */
  atRevision?: number | undefined;
}

/**
 * One page of a list with where it stands in the whole, for connections (docs/decisions.md,
 * GraphQL connections): a token or cursor names a position in the list at a pinned snapshot.
 */
export interface PageResult<T> extends ListResult<T> {
  /** The snapshot's revision. */
  revision: number;
  /** The position of items[0] in the whole list. */
  offset: number;
  /** How many items the whole list has at the snapshot. */
  total: number;
  /** The cursor after items[index]: `after` continues behind it, `before` ends in front of it. */
  cursorAt(index: number): string;
}

/**
 * The part of a list a request asks for: behind its `after` token, in front of its `before`
 * cursor, `size` items from the start of that range (or from its end, for GraphQL `last`), at
 * the snapshot the tokens pin (none: the caller's own).
 */
export class PageWindow {
  private constructor(
    readonly size: number,
    readonly start: number,
    /** Exclusive end of the range; undefined: the end of the list. */
    readonly end: number | undefined,
    readonly fromEnd: boolean,
    /** The snapshot the tokens pin, if any, and the parameter that carried it. */
    private readonly pinned: (PagePosition & { parameter: 'pageToken' | 'before' }) | undefined,
    private readonly tokens: PageTokens,
    private readonly scope: () => string,
  ) {}

  /** Opens the request's tokens; they must have been issued for the same operation and filters. */
  static open(
    tokens: PageTokens,
    operation: string,
    /** What page tokens are bound to, or a function making it (called only for a token). */
    filters: Record<string, unknown> | (() => Record<string, unknown>),
    request: PagedRequest,
  ): PageWindow {
    const size = pageSizeOf(request.pageSize);
    // The scope text is only needed to open or issue a token: most lookups need neither.
    let scopeText: string | undefined;
    const scope = () =>
      (scopeText ??= tokenScope(operation, typeof filters === 'function' ? filters() : filters));
    const after =
      request.pageToken !== undefined ? tokens.open(request.pageToken, scope()) : undefined;
    const before =
      request.before !== undefined ? tokens.open(request.before, scope(), 'before') : undefined;
    if (after && before && after.revision !== before.revision) {
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`${name('pageToken')} and ${name('before')} name different snapshots`,
        {
          problems: [{ path: 'before', reason: 'from another snapshot than the other cursor' }],
        },
      );
    }
    const start = after?.offset ?? 0;
    // A cursor is the position after its item: `before` ends in front of that item.
    const end = before ? Math.max(start, before.offset - 1) : undefined;
    const pinned = after
      ? { ...after, parameter: 'pageToken' as const }
      : before
        ? { ...before, parameter: 'before' as const }
        : undefined;
    return new PageWindow(size, start, end, request.fromEnd === true, pinned, tokens, scope);
  }

  /** True when the range's end must be counted before the page can be cut (last without before). */
  get needsTotal(): boolean {
    return this.fromEnd && this.end === undefined;
  }

  /** The store page to read; `total` is the list's length when needsTotal. */
  page(total?: number): Page {
    const end = this.end ?? (this.fromEnd ? (total ?? 0) : undefined);
    if (end === undefined) return { offset: this.start, limit: this.size };
    const offset = this.fromEnd ? Math.max(this.start, end - this.size) : this.start;
    return { offset, limit: Math.max(0, Math.min(this.size, end - offset)) };
  }

  /** The snapshot revision the request's cursor pins, if it has one. */
  get revision(): number | undefined {
    return this.pinned?.revision;
  }

  /** The result of a page read at the snapshot. */
  result<T>(snapshot: Snapshot, page: Page, found: PageOf<unknown>, items: T[]): PageResult<T> {
    // A cursor of another store's history names a revision this one has too, committed at
    // another time (a replaced or restored database).
    if (this.pinned && this.pinned.committedAt !== snapshot.asOf)
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`${name(this.pinned.parameter)} names a snapshot this store does not hold: it was issued by another database`,
        { problems: [{ path: this.pinned.parameter, reason: 'issued by another database' }] },
      );
    const cursorAt = (index: number) =>
      this.tokens.issue(this.scope(), {
        revision: snapshot.revision,
        committedAt: snapshot.asOf,
        offset: page.offset + index + 1,
      });
    // Signed when first read: a GraphQL connection never reads it (its cursors are cursorAt's),
    // and a dashboard's nested pages would each cost an HMAC for nothing.
    let nextPageToken: string | null | undefined;
    return {
      items,
      get nextPageToken(): string | null {
        return (nextPageToken ??= found.hasMore ? cursorAt(found.items.length - 1) : null);
      },
      snapshotId: snapshot.snapshotId,
      asOf: snapshot.asOf,
      revision: snapshot.revision,
      offset: page.offset,
      total: found.total,
      cursorAt,
    };
  }

  /** The page of a list held whole, read at the snapshot. */
  cut<T>(snapshot: Snapshot, all: readonly T[]): PageResult<T> {
    const page = this.page(all.length);
    const found = pageOf(all, page);
    return this.result(snapshot, page, found, found.items);
  }
}

/**
 * Reads one page: at the head for a first page, at the token's snapshot for the next ones, and
 * issues the token of the page after. `expand` turns store records into response items at the
 * same snapshot. A token and a cursor are the same thing: the position after an item, so the
 * next page token is the cursor of the page's last item.
 */
export async function readPage<R, V>(
  store: Store,
  tokens: PageTokens,
  operation: string,
  /** What page tokens are bound to, or a function making it (called only for a token). */
  filters: Record<string, unknown> | (() => Record<string, unknown>),
  request: PagedRequest,
  find: (snapshot: Snapshot, page: Page) => Promise<PageOf<R>>,
  expand: (records: R[], snapshot: Snapshot) => Promise<V[]>,
): Promise<PageResult<V>> {
  const window = PageWindow.open(tokens, operation, filters, request);
  const snapshot = await windowSnapshot(window, request, (pinned) =>
    pinned !== undefined ? pinnedSnapshot(store, pinned) : snapshotAt(store, request.atRevision),
  );
  const total = window.needsTotal
    ? (await find(snapshot, { offset: window.start, limit: 0 })).total
    : undefined;
  const page = window.page(total);
  const found = await find(snapshot, page);
  return window.result(snapshot, page, found, await expand(found.items, snapshot));
}

/** The snapshot a window reads at: its cursor's, else the request's own (the head by default). */
async function windowSnapshot(
  window: PageWindow,
  request: PagedRequest,
  /** The snapshot of the cursor's revision (null when the store does not hold it), else the request's. */
  read: (pinned: number | undefined) => Promise<Snapshot | null>,
): Promise<Snapshot> {
  const snapshot = await read(window.revision);
  if (!snapshot)
    throw new ServiceError(
      'INVALID_REQUEST',
      msg`${name(request.pageToken !== undefined ? 'pageToken' : 'before')} names a snapshot this store does not hold`,
    );
  return snapshot;
}

/** One request of readPages: what its page tokens are bound to, and what it asks for. */
export interface PagedQuery<F extends Record<string, unknown>> {
  readonly filters: F;
  readonly request: PagedRequest;
}

/**
 * The pages of several requests of one operation, each as readPage reads it (without `expand`),
 * where a GraphQL page of listings asks each for its own page: each snapshot is read once, and
 * the pages read at one snapshot are one `findAll` (two for requests that must count their
 * range's end first: `last` without `before`). Each answer is the request's page, or the error
 * readPage would have thrown for it; a failed `findAll` is the answer of each of its requests.
 */
export async function readPages<F extends Record<string, unknown>, R>(
  store: Store,
  tokens: PageTokens,
  operation: string,
  queries: readonly PagedQuery<F>[],
  findAll: (
    snapshot: Snapshot,
    requests: readonly { filters: F; page: Page }[],
  ) => Promise<PageOf<R>[]>,
): Promise<(PageResult<R> | Error)[]> {
  const answers: (PageResult<R> | Error)[] = new Array<PageResult<R> | Error>(queries.length);
  // Requests reading at the same revision (the cursor's, or the request's own) share its read.
  const reads = new Map<string, Promise<Snapshot | null>>();
  const readAt = (pinned: number | undefined, atRevision: number | undefined) => {
    const key = pinned !== undefined ? `cursor ${pinned}` : `at ${atRevision ?? 'head'}`;
    let read = reads.get(key);
    if (!read) {
      read = pinned !== undefined ? pinnedSnapshot(store, pinned) : snapshotAt(store, atRevision);
      reads.set(key, read);
    }
    return read;
  };
  const opened = await Promise.all(
    queries.map(async ({ filters, request }, index) => {
      try {
        const window = PageWindow.open(tokens, operation, filters, request);
        const snapshot = await windowSnapshot(window, request, (pinned) =>
          readAt(pinned, request.atRevision),
        );
        return { index, filters, window, snapshot };
      } catch (error) {
        answers[index] = asError(error);
        return undefined;
      }
    }),
  );
  const byRevision = new Map<number, NonNullable<(typeof opened)[number]>[]>();
  for (const item of opened) {
    if (!item) continue;
    const group = byRevision.get(item.snapshot.revision) ?? [];
    group.push(item);
    byRevision.set(item.snapshot.revision, group);
  }
  await Promise.all(
    [...byRevision.values()].map(async (group) => {
      const snapshot = group[0]!.snapshot;
      try {
        const counted = group.filter((item) => item.window.needsTotal);
        const totals = new Map<number, number>();
        if (counted.length > 0) {
          const found = await findAll(
            snapshot,
            counted.map(({ filters, window }) => ({
              filters,
              page: { offset: window.start, limit: 0 },
            })),
          );
          counted.forEach((item, k) => totals.set(item.index, found[k]!.total));
        }
        const pages = group.map((item) => item.window.page(totals.get(item.index)));
        const found = await findAll(
          snapshot,
          group.map(({ filters }, k) => ({ filters, page: pages[k]! })),
        );
        group.forEach((item, k) => {
          try {
            answers[item.index] = item.window.result(
              item.snapshot,
              pages[k]!,
              found[k]!,
              found[k]!.items,
            );
          } catch (error) {
            answers[item.index] = asError(error);
          }
        });
      } catch (error) {
        for (const item of group) answers[item.index] = asError(error);
      }
    }),
  );
  return answers;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
