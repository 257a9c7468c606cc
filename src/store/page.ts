// One page of a list read: what the Store port and its market-data part return.

export interface Page {
  offset: number;
  limit: number;
}

export interface PageOf<T> {
  items: T[];
  hasMore: boolean;
  /** How many records match at the revision, across every page (a connection's totalCount). */
  total: number;
}

/** The page of nothing. */
export function emptyPage<T>(): PageOf<T> {
  return { items: [], hasMore: false, total: 0 };
}

/** One page of rows already in their order. */
export function pageOf<T>(rows: readonly T[], page: Page): PageOf<T> {
  return {
    items: rows.slice(page.offset, page.offset + page.limit),
    hasMore: rows.length > page.offset + page.limit,
    total: rows.length,
  };
}
