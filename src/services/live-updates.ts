// What the venue streams of one process change in its live market data, as a list of updates
// another process can apply to its own copy (docs/decisions.md, "Live fan-out through Redis"):
// LiveMarketData emits them, src/fanout carries them between processes, LiveMirror applies them.
// Decimals stay exact text, as everywhere.
import type { StreamedBook } from '../domain/live-sink';
import type { TradeRecord } from '../domain/market-data';
import type { LiveState, PushedQuote } from './live-feed';

export type LiveUpdate =
  | { kind: 'book'; book: StreamedBook }
  | { kind: 'quote'; quote: PushedQuote }
  | { kind: 'trade'; trade: TradeRecord }
  | { kind: 'stale'; listingIds: string[] }
  | { kind: 'forget'; listingIds: string[] };

export type LiveUpdateListener = (update: LiveUpdate) => void;

/** What the ingest says every heartbeat: the feed state of every listing its streams follow. */
export interface LiveHeartbeat {
  /** When it was sent, by the ingest's clock. */
  at: string;
  /** The ingest's heartbeat interval: a gateway counts the feed lost after three missed. */
  intervalMs: number;
  states: LiveState[];
}
