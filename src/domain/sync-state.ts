// What the venue sync last did for a venue (docs/decisions.md, "Venue sync"): operational state,
// kept beside the catalog and not revisioned, so reading it never moves a snapshot.

export interface SyncStateRecord {
  /** The venue read (`polymarket`, `kalshi`). */
  readonly venue: string;
  /** When the last pass over the venue started. */
  readonly lastPassAt: string;
  /** When a pass last read the venue in full and landed it; null before the first. */
  readonly lastSuccessAt: string | null;
  /** Why the last pass did not land the venue; null when it did. */
  readonly lastError: string | null;
  /** Responses the last pass read from the venue. */
  readonly responses: number;
  /** What the last pass left out because the adapter refused it; retried by the next pass. */
  readonly quarantined: readonly QuarantinedRecord[];
  /** The cursor of the next page of the venue's events to read; null once a pass finished. */
  readonly checkpoint: string | null;
  /**
   * When each kind of resource last landed: the catalog (events, markets, series, books) every
   * pass, trades and price history on their own intervals. Their last success is also where the
   * next read of trades or history starts (their checkpoint).
   */
  readonly kinds: readonly SyncKindRecord[];
  /**
   * When a pass last read the venue's whole list of open events and landed it; between two full
   * passes the catalog is read by increments (records updated since the last success).
   */
  readonly lastFullPassAt: string | null;
}

/**
 * The resource kinds a sync reads, each on its own interval (docs/decisions.md, "Venue sync"):
 * REFERENCE is the venue's reference data (structured targets, Gamma teams and sports), read on
 * the first pass and every SETTLEGRAPH_REFERENCE_REFRESH_S after (docs/decisions.md, "Reference
 * data in the sync").
 */
export const SYNC_KINDS = ['CATALOG', 'TRADES', 'HISTORY', 'REFERENCE'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export interface SyncKindRecord {
  readonly kind: SyncKind;
  /** When a pass last read this kind of the venue in full and landed it. */
  readonly lastSuccessAt: string;
}

/** A state read back from storage written before kinds and full passes were recorded. */
export function withDefaults(
  state: Omit<SyncStateRecord, 'kinds' | 'lastFullPassAt'> & {
    kinds?: unknown;
    lastFullPassAt?: unknown;
  },
): SyncStateRecord {
  return {
    ...state,
    kinds: Array.isArray(state.kinds) ? (state.kinds as SyncKindRecord[]) : [],
    lastFullPassAt: typeof state.lastFullPassAt === 'string' ? state.lastFullPassAt : null,
  };
}

/** One venue record the sync left out, and why. */
export interface QuarantinedRecord {
  /** The response it came from: the URL, and the item of a page (`#events[3]`). */
  readonly source: string;
  /** The JSON path of the problem inside that recording. */
  readonly path: string;
  readonly reason: string;
}
