// The guard every paged read of a sync pass goes through (docs/decisions.md, "Venue sync: paging
// that does not advance"). A venue that answers an earlier page again, or hands back a cursor
// already followed, would otherwise be read for ever: Gamma answers its first page to a cursor
// parameter it does not know (Polymarket/agents#227), and a cursor that cycles is the same fault.
// Either ends the read with a PagingError naming the venue, the URL and why.
import type { Venue } from './venue-model';

/** A paged read stopped because its paging did not advance. */
export class PagingError extends Error {
  constructor(
    readonly venue: Venue,
    readonly url: string,
    readonly why: string,
  ) {
    super(`${venue}: GET ${url}: ${why}; the read stops here`);
    this.name = 'PagingError';
  }
}

/**
 * One paged read of one pass (a venue's list from its first page, or from a checkpoint, to its
 * last): the cursors it has followed and the keys of the items it has read (event tickers, event
 * IDs, market tickers, trade IDs).
 */
export class PagedRead {
  private readonly followed = new Set<string>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly venue: Venue,
    /** What the pages list, for the error: `events`, `markets`, `trades`. */
    private readonly items: string,
    /** The cursor the read starts from (a checkpoint), if any. */
    from?: string,
  ) {
    if (from !== undefined) this.followed.add(from);
  }

  /**
   * Checks a page's items by their keys (undefined for an item without one): a page whose items
   * were each read before in this pass is an earlier page answered again. Items move between
   * pages while a venue changes, so a page that repeats some of them is still read.
   */
  checkItems(url: string, keys: readonly (string | undefined)[]): void {
    const repeated = keys.length > 0 && keys.every((k) => k !== undefined && this.seen.has(k));
    if (repeated)
      throw new PagingError(
        this.venue,
        url,
        `each of its ${keys.length} ${this.items} was already read in this pass (the venue answered an earlier page again)`,
      );
    for (const key of keys) if (key !== undefined) this.seen.add(key);
  }

  /** The cursor of the next page (undefined after the last), unless it was followed before. */
  follow(url: string, next: string | undefined): string | undefined {
    if (next === undefined) return undefined;
    if (this.followed.has(next))
      throw new PagingError(
        this.venue,
        url,
        `its next cursor "${next}" was already followed in this pass (the paging does not advance)`,
      );
    this.followed.add(next);
    return next;
  }
}

/** A string member of a listed item, its key for PagedRead. */
export function keyOf(item: unknown, member: string): string | undefined {
  const value = (item as Record<string, unknown> | null | undefined)?.[member];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
