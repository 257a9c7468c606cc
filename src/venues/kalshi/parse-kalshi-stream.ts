// One frame of Kalshi's WebSocket API v2 (wss://api.elections.kalshi.com/trade-api/ws/v2;
// docs.kalshi.com, "WebSocket Connection" and asyncapi.yaml; test/fixtures/venues/SOURCES.md,
// streams/) as a typed event. Every frame is one JSON object `{type, sid?, seq?, id?, msg}`; `sid`
// names a subscription and `seq` counts its messages, one more each time. Both eras of the API are
// read as the REST parser reads them: fixed-point fields first (`*_dollars` prices, `*_fp` counts),
// the legacy integer cents and counts when those are absent; prices become decimal dollars.
import type { PriceLevel } from '../../domain/market-data';
import { centsToDollars, decimalText, dollarsText } from '../common/exact-values';
import { JsonNode } from '../common/json-node';
import { readMessage, StreamMessageError } from '../common/stream-message-error';
import { epochSecondsTime, finestTime, frameJson, sizeText } from '../common/stream-values';

export type KalshiSide = 'yes' | 'no';

/** The whole book of a market: YES bids and NO bids (NO-leg prices), as the venue listed them. */
export interface KalshiSnapshotEvent {
  kind: 'snapshot';
  sid: number;
  seq: number;
  marketTicker: string;
  yesBids: PriceLevel[];
  noBids: PriceLevel[];
}

/** A signed change of the contracts resting at one price of one side. */
export interface KalshiDeltaEvent {
  kind: 'delta';
  sid: number;
  seq: number;
  marketTicker: string;
  side: KalshiSide;
  price: string;
  delta: string;
  /** When the venue recorded the change, when it says. */
  ts?: string;
}

export interface KalshiTradeEvent {
  kind: 'trade';
  sid: number;
  /** Trades carry a sequence number since the fixed-point era. */
  seq?: number;
  tradeId: string;
  marketTicker: string;
  yesPrice: string;
  noPrice: string;
  count: string;
  /** The outcome the taker positioned for (`taker_outcome_side`, before it `taker_side`). */
  takerSide: KalshiSide;
  createdAt: string;
}

/** Last price, top of book and totals of a market (the `ticker` channel; no sequence). */
export interface KalshiTickerEvent {
  kind: 'ticker';
  sid: number;
  marketTicker: string;
  lastPrice?: string;
  yesBid?: string;
  yesAsk?: string;
  yesBidSize?: string;
  yesAskSize?: string;
  volume?: string;
  openInterest?: string;
  observedAt: string;
}

export type KalshiControlEvent =
  | { kind: 'subscribed'; id?: number; channel: string; sid: number }
  | { kind: 'unsubscribed'; id?: number; sid: number; seq: number }
  /** A subscription updated (its markets now), or the list of subscriptions. */
  | {
      kind: 'ok';
      id?: number;
      sid?: number;
      seq?: number;
      marketTickers?: string[];
      subscriptions?: { channel: string; sid: number }[];
    }
  | {
      kind: 'error';
      id?: number;
      sid?: number;
      seq?: number;
      code: number;
      message: string;
      marketTickers?: string[];
    };

export type KalshiStreamEvent =
  | KalshiSnapshotEvent
  | KalshiDeltaEvent
  | KalshiTradeEvent
  | KalshiTickerEvent
  | KalshiControlEvent
  /** A message type this parser does not read. */
  | { kind: 'ignored'; type: string };

/**
 * The event of one text frame. A malformed message of a known type is refused with a
 * StreamMessageError naming the type and the JSON path.
 */
export function parseKalshiStreamMessage(text: string): KalshiStreamEvent {
  return readKalshiFrame(frameJson('kalshi', text));
}

/** The event of one frame already parsed as JSON (the stream checks its shape first). */
export function parseKalshiStreamFrame(json: unknown): KalshiStreamEvent {
  return readKalshiFrame(new JsonNode(json));
}

function readKalshiFrame(root: JsonNode): KalshiStreamEvent {
  if (!root.isObject())
    throw new StreamMessageError('kalshi', 'frame', '$', 'must be a message object');
  const typeNode = root.get('type');
  if (typeof typeNode.value !== 'string')
    throw new StreamMessageError(
      'kalshi',
      'frame',
      '$.type',
      'missing the message type (a string)',
    );
  const type = typeNode.value;
  const read = READERS.get(type);
  return read ? readMessage('kalshi', type, () => read(root)) : { kind: 'ignored', type };
}

type Reader = (frame: JsonNode) => KalshiStreamEvent;

// A Map, not an object: a message type such as "constructor" must not find a reader.
const READERS = new Map<string, Reader>(
  Object.entries({
    orderbook_snapshot: (f: JsonNode): KalshiSnapshotEvent => {
      const msg = f.need('msg');
      return {
        kind: 'snapshot',
        sid: counter(f.need('sid')),
        seq: counter(f.need('seq')),
        marketTicker: msg.need('market_ticker').id(),
        yesBids: bookSide(msg, 'yes'),
        noBids: bookSide(msg, 'no'),
      };
    },
    orderbook_delta: (f: JsonNode): KalshiDeltaEvent => {
      const msg = f.need('msg');
      const deltaFp = msg.opt('delta_fp');
      const ts = finestTime({ text: msg.opt('ts'), millis: msg.opt('ts_ms') });
      return {
        kind: 'delta',
        sid: counter(f.need('sid')),
        seq: counter(f.need('seq')),
        marketTicker: msg.need('market_ticker').id(),
        side: side(msg.need('side')),
        price: needPrice(msg, 'price'),
        delta: deltaFp ? decimalText(deltaFp) : integerText(msg.need('delta')),
        ...(ts ? { ts } : {}),
      };
    },
    trade: (f: JsonNode): KalshiTradeEvent => {
      const msg = f.need('msg');
      const seq = f.opt('seq');
      const createdAt = finestTime({ millis: msg.opt('ts_ms'), seconds: msg.opt('ts') });
      return {
        kind: 'trade',
        sid: counter(f.need('sid')),
        ...(seq ? { seq: counter(seq) } : {}),
        tradeId: msg.need('trade_id').id(),
        marketTicker: msg.need('market_ticker').id(),
        yesPrice: needPrice(msg, 'yes_price'),
        noPrice: needPrice(msg, 'no_price'),
        count: count(msg, 'count') ?? sizeText(msg.need('count_fp')),
        takerSide: side(msg.opt('taker_outcome_side') ?? msg.need('taker_side')),
        createdAt: createdAt ?? epochSecondsTime(msg.need('ts')),
      };
    },
    ticker: (f: JsonNode): KalshiTickerEvent => {
      const msg = f.need('msg');
      const observedAt = finestTime({
        text: msg.opt('time'),
        millis: msg.opt('ts_ms'),
        seconds: msg.opt('ts'),
      });
      const optional = {
        lastPrice: price(msg, 'price'),
        yesBid: price(msg, 'yes_bid'),
        yesAsk: price(msg, 'yes_ask'),
        yesBidSize: fixedPoint(msg, 'yes_bid_size_fp'),
        yesAskSize: fixedPoint(msg, 'yes_ask_size_fp'),
        volume: count(msg, 'volume'),
        openInterest: count(msg, 'open_interest'),
      };
      return {
        kind: 'ticker',
        sid: counter(f.need('sid')),
        marketTicker: msg.need('market_ticker').id(),
        ...definedOnly(optional),
        observedAt: observedAt ?? epochSecondsTime(msg.need('ts')),
      };
    },
    subscribed: (f: JsonNode): KalshiControlEvent => {
      const msg = f.need('msg');
      return {
        kind: 'subscribed',
        ...commandId(f),
        channel: msg.need('channel').string(),
        sid: counter(msg.need('sid')),
      };
    },
    unsubscribed: (f: JsonNode): KalshiControlEvent => ({
      kind: 'unsubscribed',
      ...commandId(f),
      sid: counter(f.need('sid')),
      seq: counter(f.need('seq')),
    }),
    ok: (f: JsonNode): KalshiControlEvent => {
      const msg = f.opt('msg');
      const tickers = msg?.isObject() ? msg.opt('market_tickers') : undefined;
      return {
        kind: 'ok',
        ...commandId(f),
        ...subscriptionPlace(f),
        ...(tickers ? { marketTickers: tickers.items().map((t) => t.id()) } : {}),
        ...(msg?.isArray()
          ? {
              subscriptions: msg.items().map((s) => ({
                channel: s.need('channel').string(),
                sid: counter(s.need('sid')),
              })),
            }
          : {}),
      };
    },
    error: (f: JsonNode): KalshiControlEvent => {
      const msg = f.need('msg');
      const one = msg.opt('market_ticker');
      const many = msg.opt('market_tickers');
      const tickers = [...(one ? [one.id()] : []), ...(many?.items().map((t) => t.id()) ?? [])];
      return {
        kind: 'error',
        ...commandId(f),
        ...subscriptionPlace(f),
        code: msg.need('code').integer(),
        message: msg.need('msg').string(),
        ...(tickers.length > 0 ? { marketTickers: tickers } : {}),
      };
    },
  } satisfies Record<string, Reader>),
);

/**
 * One side of a snapshot: `<side>_dollars_fp` ([price_dollars, count_fp] strings), else the
 * interim `<side>_dollars` ([price_dollars, integer count]), else `<side>` ([cents, count]). A side
 * without resting orders has no key at all.
 */
function bookSide(msg: JsonNode, key: KalshiSide): PriceLevel[] {
  const fixed = msg.opt(`${key}_dollars_fp`) ?? msg.opt(`${key}_dollars`);
  const list = fixed ?? msg.opt(key);
  return (list?.items() ?? []).map((level) => {
    const pair = level.items();
    const [priceNode, sizeNode] = pair;
    if (pair.length !== 2 || !priceNode || !sizeNode)
      return level.fail(fixed ? 'must be [price_dollars, count]' : 'must be [price_cents, count]');
    return {
      price: fixed ? dollarsText(priceNode) : centsToDollars(priceNode),
      size: sizeText(sizeNode),
    };
  });
}

/** A price from `<key>_dollars`, else the integer cents of `<key>`; undefined without either. */
function price(msg: JsonNode, key: string): string | undefined {
  const dollars = msg.opt(`${key}_dollars`);
  if (dollars) return dollarsText(dollars);
  const cents = msg.opt(key);
  return cents ? centsToDollars(cents) : undefined;
}

/** A price that must be there: a missing one is named by its fixed-point field. */
function needPrice(msg: JsonNode, key: string): string {
  return price(msg, key) ?? dollarsText(msg.need(`${key}_dollars`));
}

/** A count from `<key>_fp`, else the integer `<key>`; undefined without either. */
function count(msg: JsonNode, key: string): string | undefined {
  const fixed = msg.opt(`${key}_fp`);
  if (fixed) return sizeText(fixed);
  const legacy = msg.opt(key);
  return legacy ? integerText(legacy, true) : undefined;
}

function fixedPoint(msg: JsonNode, key: string): string | undefined {
  const node = msg.opt(key);
  return node ? sizeText(node) : undefined;
}

/** A legacy integer field (cents-era counts and deltas) as decimal text. */
function integerText(node: JsonNode, nonNegative = false): string {
  const value = node.integer();
  if (nonNegative && value < 0) node.fail('must not be negative');
  return String(value);
}

/** `sid` and `seq`: positive integers. */
function counter(node: JsonNode): number {
  const value = node.integer();
  if (value < 1) node.fail('must be a positive integer');
  return value;
}

function side(node: JsonNode): KalshiSide {
  const value = node.string();
  if (value !== 'yes' && value !== 'no') node.fail('must be "yes" or "no"');
  return value;
}

/** The client's command `id` a response answers, when it has one (0 is no ID). */
function commandId(frame: JsonNode): { id?: number } {
  const id = frame.opt('id');
  if (!id) return {};
  const value = id.integer();
  return value > 0 ? { id: value } : {};
}

/** The subscription and sequence number a response is scoped to, when it is. */
function subscriptionPlace(frame: JsonNode): { sid?: number; seq?: number } {
  const sid = frame.opt('sid');
  const seq = frame.opt('seq');
  return { ...(sid ? { sid: counter(sid) } : {}), ...(seq ? { seq: counter(seq) } : {}) };
}

function definedOnly<T extends Record<string, string | undefined>>(
  values: T,
): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: string;
  };
}
