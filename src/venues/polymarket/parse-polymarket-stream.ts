// One frame of Polymarket's market channel (wss://ws-subscriptions-clob.polymarket.com/ws/market;
// docs.polymarket.com, "Market Channel"; test/fixtures/venues/SOURCES.md, streams/) as typed
// events. A frame is one event or a JSON array of them, each naming its `event_type`; the server
// answers the client's "PING" with the text "PONG". Prices and sizes are exact decimal text,
// canonical as the REST parsers write them, timestamps (epoch milliseconds) canonical ISO text.
import type { PriceLevel } from '../../domain/market-data';
import { decimalText, dollarsText } from '../common/exact-values';
import { JsonNode } from '../common/json-node';
import { readMessage, StreamMessageError } from '../common/stream-message-error';
import { epochMillisTime, frameJson, sizeText } from '../common/stream-values';

export interface PolymarketLevelChange {
  side: 'BID' | 'ASK';
  price: string;
  /** The size now resting at the price (absolute); "0" removes the level. */
  size: string;
}

/** A whole book of one token (asset), sent on subscribing and after trades. */
export interface PolymarketBookEvent {
  kind: 'book';
  assetId: string;
  /** The condition ID of the market. */
  market: string;
  /** As the venue listed them (not necessarily best first). */
  bids: PriceLevel[];
  asks: PriceLevel[];
  hash?: string;
  tickSize?: string;
  lastTradePrice?: string;
  timestamp: string;
}

/**
 * The level changes of one token in a `price_change` (one event per token of the frame, in the
 * frame's order), with the venue's best prices after them: those of the token's last change.
 */
export interface PolymarketLevelsEvent {
  kind: 'levels';
  assetId: string;
  market: string;
  changes: PolymarketLevelChange[];
  bestBid?: string;
  bestAsk?: string;
  hash?: string;
  timestamp: string;
}

export interface PolymarketTickSizeEvent {
  kind: 'tickSize';
  assetId: string;
  market: string;
  oldTickSize: string;
  newTickSize: string;
  timestamp: string;
}

export interface PolymarketLastTradeEvent {
  kind: 'lastTrade';
  assetId: string;
  market: string;
  price: string;
  size: string;
  /** The taker's side. */
  side: 'BUY' | 'SELL';
  feeRateBps?: string;
  transactionHash?: string;
  timestamp: string;
}

/** Top of book (subscriptions with `custom_feature_enabled`). */
export interface PolymarketBestBidAskEvent {
  kind: 'bestBidAsk';
  assetId: string;
  market: string;
  bestBid: string;
  bestAsk: string;
  spread?: string;
  timestamp: string;
}

/** A market created (subscriptions with `custom_feature_enabled`). */
export interface PolymarketNewMarketEvent {
  kind: 'newMarket';
  /** The Gamma market ID. */
  marketId: string;
  market: string;
  question: string;
  assetIds: string[];
  outcomes: string[];
  tickSize?: string;
  timestamp: string;
}

/** A market resolved (subscriptions with `custom_feature_enabled`). */
export interface PolymarketMarketResolvedEvent {
  kind: 'marketResolved';
  marketId: string;
  market: string;
  assetIds: string[];
  winningAssetId: string;
  winningOutcome: string;
  timestamp: string;
}

export type PolymarketStreamEvent =
  | PolymarketBookEvent
  | PolymarketLevelsEvent
  | PolymarketTickSizeEvent
  | PolymarketLastTradeEvent
  | PolymarketBestBidAskEvent
  | PolymarketNewMarketEvent
  | PolymarketMarketResolvedEvent
  /** The answer to the client's keep-alive "PING". */
  | { kind: 'pong' }
  /** An event type this parser does not read. */
  | { kind: 'ignored'; eventType: string };

/**
 * The events of one text frame, in order. A frame with a malformed event of a known type is
 * refused whole with a StreamMessageError naming the event type and the JSON path.
 */
export function parsePolymarketStreamMessage(text: string): PolymarketStreamEvent[] {
  if (isPolymarketPong(text)) return [{ kind: 'pong' }];
  return readPolymarketFrame(frameJson('polymarket', text));
}

/** The server's answer to the client's keep-alive "PING": the only frame that is not JSON. */
export function isPolymarketPong(text: string): boolean {
  return text.trim() === 'PONG';
}

/** The events of one frame already parsed as JSON (the stream checks its shape first). */
export function parsePolymarketStreamFrame(json: unknown): PolymarketStreamEvent[] {
  return readPolymarketFrame(new JsonNode(json));
}

function readPolymarketFrame(root: JsonNode): PolymarketStreamEvent[] {
  const events = root.isArray() ? root.items() : [root];
  return events.flatMap((event) => {
    if (!event.isObject())
      throw new StreamMessageError('polymarket', 'frame', event.path, 'must be an event object');
    const typeNode = event.get('event_type');
    if (typeof typeNode.value !== 'string')
      throw new StreamMessageError(
        'polymarket',
        'frame',
        typeNode.path,
        'missing the event type (a string)',
      );
    const type = typeNode.value;
    const read = READERS.get(type);
    return read ? readMessage('polymarket', type, () => read(event)) : [ignored(type)];
  });
}

function ignored(eventType: string): PolymarketStreamEvent {
  return { kind: 'ignored', eventType };
}

type Reader = (event: JsonNode) => PolymarketStreamEvent[];

// A Map, not an object: an event type such as "constructor" must not find a reader.
const READERS = new Map<string, Reader>(
  Object.entries({
    book: (e: JsonNode) => [readBook(e)],
    price_change: readPriceChange,
    tick_size_change: (e: JsonNode) => [
      {
        kind: 'tickSize',
        assetId: e.need('asset_id').id(),
        market: e.need('market').id(),
        oldTickSize: tick(e.need('old_tick_size')),
        newTickSize: tick(e.need('new_tick_size')),
        timestamp: epochMillisTime(e.need('timestamp')),
      },
    ],
    last_trade_price: (e: JsonNode) => {
      const fee = e.opt('fee_rate_bps');
      const hash = e.opt('transaction_hash');
      return [
        {
          kind: 'lastTrade',
          assetId: e.need('asset_id').id(),
          market: e.need('market').id(),
          price: dollarsText(e.need('price')),
          size: sizeText(e.need('size')),
          side: buyOrSell(e.need('side')),
          ...(fee ? { feeRateBps: sizeText(fee) } : {}),
          ...(hash ? { transactionHash: hash.string() } : {}),
          timestamp: epochMillisTime(e.need('timestamp')),
        },
      ];
    },
    best_bid_ask: (e: JsonNode) => {
      const spread = e.opt('spread');
      return [
        {
          kind: 'bestBidAsk',
          assetId: e.need('asset_id').id(),
          market: e.need('market').id(),
          bestBid: dollarsText(e.need('best_bid')),
          bestAsk: dollarsText(e.need('best_ask')),
          ...(spread ? { spread: decimalText(spread) } : {}),
          timestamp: epochMillisTime(e.need('timestamp')),
        },
      ];
    },
    new_market: (e: JsonNode) => {
      const tickNode = e.opt('order_price_min_tick_size');
      return [
        {
          kind: 'newMarket',
          marketId: e.need('id').id(),
          market: e.need('market').id(),
          question: e.need('question').string(),
          assetIds: ids(e.need('assets_ids')),
          outcomes: e
            .need('outcomes')
            .items()
            .map((o) => o.string()),
          ...(tickNode ? { tickSize: tick(tickNode) } : {}),
          timestamp: epochMillisTime(e.need('timestamp')),
        },
      ];
    },
    market_resolved: (e: JsonNode) => [
      {
        kind: 'marketResolved',
        marketId: e.need('id').id(),
        market: e.need('market').id(),
        assetIds: ids(e.need('assets_ids')),
        winningAssetId: e.need('winning_asset_id').id(),
        winningOutcome: e.need('winning_outcome').string(),
        timestamp: epochMillisTime(e.need('timestamp')),
      },
    ],
  } satisfies Record<string, Reader>),
);

function readBook(e: JsonNode): PolymarketBookEvent {
  const hash = e.opt('hash');
  const tickNode = e.opt('tick_size');
  const last = e.opt('last_trade_price');
  return {
    kind: 'book',
    assetId: e.need('asset_id').id(),
    market: e.need('market').id(),
    bids: levels(e.need('bids')),
    asks: levels(e.need('asks')),
    ...(hash ? { hash: hash.string() } : {}),
    ...(tickNode ? { tickSize: tick(tickNode) } : {}),
    ...(last ? { lastTradePrice: dollarsText(last) } : {}),
    timestamp: epochMillisTime(e.need('timestamp')),
  };
}

/**
 * Since 2025-09-15 a `price_change` lists `price_changes` of any tokens, each with its own `hash`,
 * `best_bid` and `best_ask` (after the change); before, one token's `changes` with the token and the
 * `hash` at the top (Market Channel Migration Guide). Both are read.
 */
function readPriceChange(e: JsonNode): PolymarketStreamEvent[] {
  const market = e.need('market').id();
  const timestamp = epochMillisTime(e.need('timestamp'));
  if (!e.has('price_changes') && e.has('changes')) {
    const hash = e.opt('hash');
    const event: PolymarketLevelsEvent = {
      kind: 'levels',
      assetId: e.need('asset_id').id(),
      market,
      changes: e
        .need('changes')
        .items()
        .map((c) => change(c)),
      ...(hash ? { hash: hash.string() } : {}),
      timestamp,
    };
    return [event];
  }
  const byAsset = new Map<string, PolymarketLevelsEvent>();
  for (const c of e.need('price_changes').items()) {
    const assetId = c.need('asset_id').id();
    let event = byAsset.get(assetId);
    if (!event) {
      event = { kind: 'levels', assetId, market, changes: [], timestamp };
      byAsset.set(assetId, event);
    }
    event.changes.push(change(c));
    const hash = c.opt('hash');
    const bestBid = c.opt('best_bid');
    const bestAsk = c.opt('best_ask');
    if (hash) event.hash = hash.string();
    if (bestBid) event.bestBid = dollarsText(bestBid);
    if (bestAsk) event.bestAsk = dollarsText(bestAsk);
  }
  return [...byAsset.values()];
}

function change(node: JsonNode): PolymarketLevelChange {
  return {
    side: buyOrSell(node.need('side')) === 'BUY' ? 'BID' : 'ASK',
    price: dollarsText(node.need('price')),
    size: sizeText(node.need('size')),
  };
}

function levels(node: JsonNode): PriceLevel[] {
  return node.items().map((l) => ({
    price: dollarsText(l.need('price')),
    size: sizeText(l.need('size')),
  }));
}

function buyOrSell(node: JsonNode): 'BUY' | 'SELL' {
  const side = node.string();
  if (side !== 'BUY' && side !== 'SELL') node.fail('must be "BUY" or "SELL"');
  return side;
}

function tick(node: JsonNode): string {
  const text = dollarsText(node);
  if (text === '0') node.fail('must be a positive tick size');
  return text;
}

function ids(node: JsonNode): string[] {
  return node.items().map((i) => i.id());
}
