// What the sync hands a venue stream and reads back from it (docs/decisions.md, "Live market
// data"): the listings to follow, by what each venue's stream names them with, and the stream's
// health counters. The streams (src/venues/) know only this port and live-sink.ts; which listings
// to follow is the sync's (src/sync/streamed-listings.ts).

export interface StreamedListing {
  listingId: string;
  venue: string;
  /** Kalshi: the market ticker and which side of its book the listing is. */
  ticker?: string;
  side?: 'yes' | 'no';
  /** Polymarket: the CLOB token ID. */
  tokenId?: string;
  open: boolean;
}

/** Per-venue stream health, for the log and /metrics. */
export interface StreamCounters {
  messages: number;
  /**
   * Frames refused: not JSON, nested too deep, not of the published shape or not readable
   * (counted and logged with venue and channel, never fatal; the books they named are fetched again).
   */
  malformed: number;
  /** Books fetched again after a gap, an inconsistency, a crossed book or a reconnect. */
  resnapshots: number;
  /** Books that crossed (best bid at or above best ask): lost sync, never served. */
  crossed: number;
  /** Subscriptions or snapshots asked for again, unanswered within their bound. */
  resubscribes: number;
  /** Connections replaced: nothing asked on them was answered after rounds of asking again. */
  replacements: number;
  /** Connections lost. */
  losses: number;
  /** Connections closed (1009) for a frame larger than the bound (FRAME_BYTES_MAX); each a loss too. */
  oversized: number;
}

export function emptyCounters(): StreamCounters {
  return {
    messages: 0,
    malformed: 0,
    resnapshots: 0,
    crossed: 0,
    resubscribes: 0,
    replacements: 0,
    losses: 0,
    oversized: 0,
  };
}
