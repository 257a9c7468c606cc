// The messages of the live fan-out on Redis (docs/decisions.md, "Live fan-out through Redis"): one
// JSON object per message, `{"v":1,"publisher":…,"seq":…,…}`, updates on UPDATES_CHANNEL and
// heartbeats on HEARTBEAT_CHANNEL, numbered in one sequence per publisher; the last book and quote
// message of each listing is also kept in the CURRENT_KEY hash, for a gateway that starts or
// reconnects to load at once (currentField names its field). Prices and sizes are
// decimal text as on every wire of ours. A message of another shape is refused whole: a Redis may
// be shared, and a gateway pushes nothing it cannot read.
import { isDecimalText } from '../domain/arithmetic/decimal';
import { TAKER_SIDES, type PriceLevel } from '../domain/market-data';
import { QUOTE_SOURCES } from '../domain/value-sets';
import type { LiveState } from '../services/live-feed';
import type { LiveHeartbeat, LiveUpdate } from '../services/live-updates';

export const UPDATES_CHANNEL = 'settlegraph:live:updates';
export const HEARTBEAT_CHANNEL = 'settlegraph:live:heartbeat';
/** A hash: field `book:<listing ID>` or `quote:<listing ID>`, value that update's message. */
export const CURRENT_KEY = 'settlegraph:live:current';

export function currentField(kind: 'book' | 'quote', listingId: string): string {
  return `${kind}:${listingId}`;
}
const VERSION = 1;

export interface LiveEnvelope {
  publisher: string;
  seq: number;
  message: LiveUpdate | LiveHeartbeat;
}

export function encodeLive(publisher: string, seq: number, message: LiveUpdate | LiveHeartbeat) {
  return JSON.stringify({ v: VERSION, publisher, seq, ...message });
}

/** The envelope of a message, or why it is refused. */
export function decodeLive(text: string): LiveEnvelope | { refused: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { refused: 'not JSON' };
  }
  if (!isObject(raw) || raw.v !== VERSION) return { refused: `not version ${VERSION}` };
  const { publisher, seq } = raw;
  if (typeof publisher !== 'string' || publisher === '') return { refused: 'no publisher' };
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1)
    return { refused: 'no sequence number' };
  const message = raw.kind === undefined ? heartbeatOf(raw) : updateOf(raw);
  return message
    ? { publisher, seq, message }
    : {
        refused: `not a ${typeof raw.kind === 'string' ? raw.kind : 'heartbeat'} message of the known shape`,
      };
}

function updateOf(raw: Record<string, unknown>): LiveUpdate | undefined {
  switch (raw.kind) {
    case 'book': {
      const b = raw.book;
      if (!isObject(b) || !isId(b.listingId) || !isTime(b.observedAt)) return undefined;
      if (b.source !== 'LIVE' && b.source !== 'POLLED') return undefined;
      const bids = levelsOf(b.bids);
      const asks = levelsOf(b.asks);
      if (!bids || !asks) return undefined;
      return {
        kind: 'book',
        book: { listingId: b.listingId, bids, asks, observedAt: b.observedAt, source: b.source },
      };
    }
    case 'quote': {
      const q = raw.quote;
      if (!isObject(q) || !isId(q.listingId) || !isTime(q.observedAt)) return undefined;
      const source = QUOTE_SOURCES.find((s) => s === q.source);
      const [bid, bidSize, ask, askSize, last] = [q.bid, q.bidSize, q.ask, q.askSize, q.last];
      if (!source || ![bid, bidSize, ask, askSize, last].every(isDecimalOrNull)) return undefined;
      return {
        kind: 'quote',
        quote: {
          listingId: q.listingId,
          bid: bid as string | null,
          bidSize: bidSize as string | null,
          ask: ask as string | null,
          askSize: askSize as string | null,
          last: last as string | null,
          observedAt: q.observedAt,
          source,
        },
      };
    }
    case 'trade': {
      const t = raw.trade;
      if (!isObject(t) || !isId(t.tradeId) || !isId(t.listingId) || !isTime(t.executedAt))
        return undefined;
      const takerSide = TAKER_SIDES.find((s) => s === t.takerSide);
      if (!takerSide || !isDecimal(t.price) || !isDecimal(t.quantity)) return undefined;
      return {
        kind: 'trade',
        trade: {
          tradeId: t.tradeId,
          listingId: t.listingId,
          price: t.price,
          quantity: t.quantity,
          takerSide,
          executedAt: t.executedAt,
        },
      };
    }
    case 'stale':
    case 'forget': {
      const ids = raw.listingIds;
      if (!Array.isArray(ids) || !ids.every(isId)) return undefined;
      return { kind: raw.kind, listingIds: ids };
    }
    default:
      return undefined;
  }
}

function heartbeatOf(raw: Record<string, unknown>): LiveHeartbeat | undefined {
  const { at, intervalMs, states } = raw;
  if (!isTime(at) || typeof intervalMs !== 'number' || !(intervalMs > 0)) return undefined;
  if (!Array.isArray(states)) return undefined;
  const read: LiveState[] = [];
  for (const s of states) {
    if (!isObject(s) || !isId(s.listingId) || !isTime(s.updatedAt)) return undefined;
    if ((s.source !== 'LIVE' && s.source !== 'POLLED') || typeof s.current !== 'boolean')
      return undefined;
    read.push({
      listingId: s.listingId,
      source: s.source,
      current: s.current,
      updatedAt: s.updatedAt,
    });
  }
  return { at, intervalMs, states: read };
}

function levelsOf(raw: unknown): PriceLevel[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const levels: PriceLevel[] = [];
  for (const l of raw) {
    if (!isObject(l) || !isDecimal(l.price) || !isDecimal(l.size)) return undefined;
    levels.push({ price: l.price, size: l.size });
  }
  return levels;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= 512;
}

function isTime(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && isDecimalText(value);
}

function isDecimalOrNull(value: unknown): boolean {
  return value === null || isDecimal(value);
}
