// What a venue stream writes its live market data into (docs/decisions.md, "Live market data"):
// each followed listing's whole current book and its trade prints, and which listings can no longer
// be trusted or are no longer followed. The streams (src/venues/) know only this port; the
// process's LiveMarketData (src/services/live-market-data.ts) is what src/sync wires to it.
import type { PriceLevel, TradeRecord } from './market-data';

/** How a listing's current data arrives: pushed by the venue's stream, or polled over REST. */
export type LiveSource = 'LIVE' | 'POLLED';

export interface StreamedBook {
  listingId: string;
  bids: PriceLevel[];
  asks: PriceLevel[];
  observedAt: string;
  source: LiveSource;
}

export interface LiveSink {
  /** A listing's whole current book (a snapshot, or a book rebuilt by deltas). */
  setBook(book: StreamedBook): void;
  /** A print; one already seen (by trade ID) is ignored. */
  addTrade(trade: TradeRecord): void;
  /** The listings' books can no longer be trusted (a connection lost, a gap) until a snapshot. */
  markStale(listingIds: Iterable<string>): void;
  /** Listings no longer streamed (closed, unsubscribed): forgotten, their feeds ended. */
  forget(listingIds: Iterable<string>): void;
}
