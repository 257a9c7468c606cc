// Which books a refused frame named (docs/decisions.md, "Venue frame shapes"): a frame refused
// whole is a message lost, and a book it would have changed is no longer known to be right. Read
// without trusting the frame's shape: only values of the expected type count, and a frame whose
// books cannot be told (nested too deep to be parsed, a message without its type) names every
// book. A text that is not JSON names none: the venues send market data only as JSON.
import { LIMITS } from '../../domain/limits';
import type { RefusedFrame } from './frame-check';

/** What a refused Kalshi frame named. */
export type KalshiRefusal =
  /** A message of a type that changes no book (a trade, an acknowledgement). */
  | { readonly kind: 'no book' }
  /** Nothing can be told: any book may have changed. */
  | { readonly kind: 'any book' }
  /** A book message, with what of its subscription, sequence and market could be read. */
  | {
      readonly kind: 'snapshot' | 'delta';
      readonly sid?: number;
      readonly seq?: number;
      readonly ticker?: string;
    };

export function refusedKalshiFrame(frame: RefusedFrame): KalshiRefusal {
  if (!('json' in frame)) return { kind: frame.unread === 'not JSON' ? 'no book' : 'any book' };
  const json = frame.json;
  if (!isObject(json) || typeof json.type !== 'string') return { kind: 'any book' };
  const kind =
    json.type === 'orderbook_snapshot'
      ? 'snapshot'
      : json.type === 'orderbook_delta'
        ? 'delta'
        : undefined;
  if (!kind) return { kind: 'no book' };
  const sid = counter(json.sid);
  const seq = counter(json.seq);
  const ticker = isObject(json.msg) ? identifier(json.msg.market_ticker) : undefined;
  return {
    kind,
    ...(sid !== undefined && { sid }),
    ...(seq !== undefined && { seq }),
    ...(ticker !== undefined && { ticker }),
  };
}

/** What a refused Polymarket frame named: its events' tokens, or every book. */
export interface PolymarketRefusal {
  readonly anyBook: boolean;
  /** Tokens of the whole books (`book`) the frame held: answers the stream asked for. */
  readonly books: readonly string[];
  /** Tokens of its level changes (`price_change`). */
  readonly changes: readonly string[];
}

export function refusedPolymarketFrame(frame: RefusedFrame): PolymarketRefusal {
  const books: string[] = [];
  const changes: string[] = [];
  const any = { anyBook: true, books, changes };
  if (!('json' in frame)) return frame.unread === 'not JSON' ? { ...any, anyBook: false } : any;
  const json = frame.json;
  if (!isObject(json) && !Array.isArray(json)) return any;
  for (const event of Array.isArray(json) ? (json as unknown[]) : [json]) {
    if (!isObject(event)) return any;
    const type = event.event_type;
    const asset = identifier(event.asset_id);
    if (type === 'price_change') {
      const named = [
        ...(asset !== undefined ? [asset] : []),
        ...(Array.isArray(event.price_changes) ? event.price_changes : []).flatMap((c) => {
          const id = isObject(c) ? identifier(c.asset_id) : undefined;
          return id !== undefined ? [id] : [];
        }),
      ];
      if (named.length === 0) return any;
      changes.push(...named);
    } else if (type === 'book' || typeof type !== 'string') {
      // An event without its type may have been a book.
      if (asset === undefined) return any;
      books.push(asset);
    }
  }
  return { anyBook: false, books, changes };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `sid` and `seq`: positive integers. */
function counter(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** An identifier within the bound of the REST write path's. */
function identifier(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= LIMITS.idLengthMax
    ? value
    : undefined;
}
