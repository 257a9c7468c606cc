// Common rule 2 of the specification: pageSize (minimum 1, default 50, capped) and page tokens
// that pin the original snapshot and are refused with other filters. Messages name the
// parameters as {pageSize} and {pageToken}: REST says page_size, GraphQL first and after.
import { msg, name, ServiceError } from '../domain/errors';
import type { Page, PageOf, Store } from '../store/store';
import { LIMITS } from '../domain/limits';
import { tokenScope, type PageTokens } from './page-tokens';
import { headSnapshot, pinnedSnapshot, type ListResult, type Snapshot } from './snapshot';

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
  pageSize?: number | undefined;
  pageToken?: string | undefined;
}

/**
 * Reads one page: at the head for a first page, at the token's snapshot for the next ones, and
 * issues the token of the page after. `expand` turns store records into response items at the
 * same snapshot.
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
): Promise<ListResult<V>> {
  const limit = pageSizeOf(request.pageSize);
  // The scope text is only needed to open or issue a token: most lookups need neither.
  const scope = () => tokenScope(operation, typeof filters === 'function' ? filters() : filters);
  let snapshot: Snapshot;
  let offset = 0;
  if (request.pageToken !== undefined) {
    const position = tokens.open(request.pageToken, scope());
    const pinned = await pinnedSnapshot(store, position.revision);
    if (!pinned)
      throw new ServiceError(
        'INVALID_REQUEST',
        msg`{pageToken} names a snapshot this store does not hold`,
      );
    snapshot = pinned;
    offset = position.offset;
  } else {
    snapshot = await headSnapshot(store);
  }
  const found = await find(snapshot, { offset, limit });
  const items = await expand(found.items, snapshot);
  const nextPageToken = found.hasMore
    ? tokens.issue(scope(), { revision: snapshot.revision, offset: offset + found.items.length })
    : null;
  return { items, nextPageToken, snapshotId: snapshot.snapshotId, asOf: snapshot.asOf };
}
