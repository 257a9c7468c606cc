// Typed reads of result columns. The executor hands back plain values; these say which type a
import type { Page, PageOf } from '../store';
// column must have and fail loudly when the database disagrees.

export function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`neo4j returned a non-string ${what}`);
  return value;
}

export function numberOf(value: unknown, what: string): number {
  if (typeof value !== 'number') throw new Error(`neo4j returned a non-number ${what}`);
  return value;
}

export function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`neo4j returned a non-list ${what}`);
  return value as unknown[];
}

/**
 * The one row of a paged read (`total`, and a list column holding the page): every statement
 * that pages collects its ordered matches and returns their count beside the page.
 */
export function pageRowOf<T>(
  rows: readonly Record<string, unknown>[],
  column: string,
  page: Page,
  item: (value: unknown) => T,
): PageOf<T> {
  const row = rows[0];
  if (row === undefined) return { items: [], hasMore: false, total: 0 };
  const total = numberOf(row.total, 'total');
  const items = listOf(row[column], column).map(item);
  return { items, hasMore: total > page.offset + items.length, total };
}

/** Cypher list indices are 32-bit: a page's bounds, clamped to what a list can hold. */
export function pageParams(page: Page): { offset: number; limit: number } {
  const offset = Math.min(page.offset, LIST_INDEX_MAX);
  return { offset, limit: Math.min(page.limit, LIST_INDEX_MAX - offset) };
}

const LIST_INDEX_MAX = 2 ** 31 - 1;
