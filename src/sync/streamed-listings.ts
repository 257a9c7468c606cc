// Which listings the venue streams follow (docs/decisions.md, "Live market data"): those of the
// catalogs the sync imports, open ones subscribed and closed ones dropped, keyed by what each
// venue's stream names them with (a Polymarket token ID, a Kalshi market ticker and side).
import type { CatalogDocument } from '../catalog/catalog-schema';
import { StreamMessageError } from '../venues/common/stream-message-error';

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

export function streamedListingsOf(doc: CatalogDocument): StreamedListing[] {
  const found: StreamedListing[] = [];
  for (const market of doc.markets)
    for (const outcome of market.outcomes)
      for (const l of outcome.listings) {
        const side = l.venue_outcome_id === 'yes' || l.venue_outcome_id === 'no';
        found.push({
          listingId: l.listing_id,
          venue: l.venue,
          ...(l.ticker !== undefined && { ticker: l.ticker }),
          ...(side && { side: l.venue_outcome_id as 'yes' | 'no' }),
          ...(l.token_id !== undefined && { tokenId: l.token_id }),
          open: l.status === 'OPEN',
        });
      }
  return found;
}

/** The document without the quotes and order books of the listings `streamed` names. */
export function withoutObservationsOf(
  doc: CatalogDocument,
  streamed: (listingId: string) => boolean,
): CatalogDocument {
  const data = doc.market_data;
  if (!data) return doc;
  const quotes = data.quotes.filter((q) => !streamed(q.listing_id));
  const orderbooks = data.orderbooks.filter((b) => !streamed(b.listing_id));
  if (quotes.length === data.quotes.length && orderbooks.length === data.orderbooks.length)
    return doc;
  return { ...doc, market_data: { ...data, quotes, orderbooks } };
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

/**
 * A message a stream refused: counted and logged with its venue and channel (a StreamMessageError
 * names them; anything else is named after the stream), never thrown further.
 */
export function refusedMessage(
  counters: StreamCounters,
  log: (line: string) => void,
  stream: string,
  error: unknown,
): void {
  counters.malformed += 1;
  const what =
    error instanceof StreamMessageError ? error.message : `${stream}: ${(error as Error).message}`;
  log(`message refused: ${what}`);
}
