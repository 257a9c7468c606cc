// What the venue streams rely on in each WebSocket frame they read (docs/venue-adapters.md,
// "Streams" and "Shapes validated"): for each message of the venue's published AsyncAPI document,
// the fields the stream parsers read (src/catalog/venues/*/parse-*-stream.ts), whether they cannot
// do without one, and the bound of its text. derive-venue-schemas.ts takes their published types
// as it does for the REST responses (relied-fields.ts), and nothing else.
import { LIMITS } from '../../domain/limits';
import {
  decimal,
  id,
  need,
  read,
  type JsonSchema,
  type ReliedField,
  type ReliedFields,
} from './kalshi-relied-fields';

export type FrameApi = 'Kalshi WebSocket' | 'Polymarket market channel';

/** One frame (a Polymarket event) a stream reads, and the published message that describes it. */
export interface PublishedFrame {
  /** The derived schema's name: src/sync/venue-shapes/schemas/<name>.json. */
  readonly name: string;
  readonly api: FrameApi;
  /** The published document, under test/fixtures/venues/schemas/ (SOURCES.md there). */
  readonly document: string;
  /**
   * The message: its key among the document's `components.messages` (an AsyncAPI document), or
   * its `id` among the operations' messages (an AsyncAPI block of an API reference page).
   */
  readonly message: string;
  /** What names the frame: Kalshi's `type`, a Polymarket event's `event_type`. */
  readonly type: string;
  /**
   * The fields read of each object, by its name among the components; a message whose payload is
   * written inline is named by `message`, and an inline object inside it by its path
   * (`tradePayload.msg`).
   */
  readonly objects: Readonly<Record<string, ReliedFields>>;
  /** Objects that must hold one of several fields: the same thing in two eras of the API. */
  readonly oneOfPresent?: Readonly<Record<string, readonly string[]>>;
}

const KALSHI = 'kalshi/asyncapi.yaml';
const POLYMARKET = 'polymarket/market-channel.yaml';

/** A field of Kalshi's cents era, read when its fixed-point counterpart is absent. */
const centsEra = (schema: JsonSchema, text?: 'decimal'): ReliedField => ({
  ...(text ? { text } : {}),
  unpublished: {
    schema,
    source:
      "Kalshi's AsyncAPI document of 2026-03-09 (ammario/kalshi-docs c53a58bb), before the fixed-point migration removed it (test/fixtures/venues/streams/kalshi/transitional/)",
  },
});
const centsInteger = centsEra({ type: 'integer' });
const centsLevels = centsEra({
  type: 'array',
  items: { type: 'array', items: { type: 'integer' } },
});
const interimLevels = centsEra(
  { type: 'array', items: { type: 'array', items: { type: ['string', 'integer'] } } },
  'decimal',
);

/** The envelope of every data message: its type, subscription and sequence number. */
const KALSHI_DATA = { type: need('id'), sid: need(), seq: need() };

/** Every frame the Kalshi stream reads (parse-kalshi-stream.ts). */
const KALSHI_FRAMES: readonly PublishedFrame[] = [
  {
    name: 'kalshi-ws-orderbook-snapshot',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'orderbookSnapshot',
    type: 'orderbook_snapshot',
    objects: {
      orderbookSnapshotPayload: {
        ...KALSHI_DATA,
        msg: {
          need: true,
          fields: {
            market_ticker: need('id'),
            yes_dollars_fp: decimal,
            no_dollars_fp: decimal,
            yes_dollars: interimLevels,
            no_dollars: interimLevels,
            yes: centsLevels,
            no: centsLevels,
          },
        },
      },
    },
  },
  {
    name: 'kalshi-ws-orderbook-delta',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'orderbookDelta',
    type: 'orderbook_delta',
    objects: {
      orderbookDeltaPayload: {
        ...KALSHI_DATA,
        msg: {
          need: true,
          fields: {
            market_ticker: need('id'),
            side: need('id'),
            price_dollars: decimal,
            delta_fp: decimal,
            ts: id,
            ts_ms: read,
            price: centsInteger,
            delta: centsInteger,
          },
        },
      },
    },
  },
  {
    name: 'kalshi-ws-trade',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'trade',
    type: 'trade',
    objects: {
      tradePayload: {
        type: need('id'),
        sid: need(),
        seq: {
          unpublished: {
            schema: { type: 'integer' },
            source:
              'the `trade` example of the same document as vendored at TexasCoding/kalshi-python-sdk bcd7533e (test/fixtures/venues/streams/kalshi/fixed-point/trade-highny.json)',
          },
        },
        msg: {
          need: true,
          fields: {
            trade_id: need('id'),
            market_ticker: need('id'),
            yes_price_dollars: decimal,
            no_price_dollars: decimal,
            count_fp: decimal,
            taker_side: id,
            taker_outcome_side: id,
            ts: read,
            ts_ms: read,
            yes_price: centsInteger,
            no_price: centsInteger,
            count: centsInteger,
          },
        },
      },
    },
    oneOfPresent: { 'tradePayload.msg': ['taker_outcome_side', 'taker_side'] },
  },
  {
    name: 'kalshi-ws-ticker',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'ticker',
    type: 'ticker',
    objects: {
      tickerPayload: {
        type: need('id'),
        sid: need(),
        msg: {
          need: true,
          fields: {
            market_ticker: need('id'),
            price_dollars: decimal,
            yes_bid_dollars: decimal,
            yes_ask_dollars: decimal,
            yes_bid_size_fp: decimal,
            yes_ask_size_fp: decimal,
            volume_fp: decimal,
            open_interest_fp: decimal,
            time: id,
            ts: read,
            ts_ms: read,
            price: centsInteger,
            yes_bid: centsInteger,
            yes_ask: centsInteger,
            volume: centsInteger,
            open_interest: centsInteger,
          },
        },
      },
    },
  },
  {
    name: 'kalshi-ws-subscribed',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'subscribedResponse',
    type: 'subscribed',
    objects: {
      subscribedResponsePayload: {
        id: read,
        type: need('id'),
        msg: { need: true, fields: { channel: need('id'), sid: need() } },
      },
    },
  },
  {
    name: 'kalshi-ws-unsubscribed',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'unsubscribedResponse',
    type: 'unsubscribed',
    objects: {
      unsubscribedResponsePayload: { id: read, type: need('id'), sid: need(), seq: need() },
    },
  },
  {
    name: 'kalshi-ws-ok',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'okResponse',
    type: 'ok',
    objects: {
      okResponsePayload: {
        id: read,
        type: need('id'),
        sid: read,
        seq: read,
        msg: { fields: { market_tickers: id } },
      },
    },
  },
  {
    name: 'kalshi-ws-list-subscriptions',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'listSubscriptionsResponse',
    type: 'ok',
    objects: {
      listSubscriptionsResponsePayload: {
        id: read,
        type: need('id'),
        msg: { need: true, fields: { channel: need('id'), sid: need() } },
      },
    },
  },
  {
    name: 'kalshi-ws-error',
    api: 'Kalshi WebSocket',
    document: KALSHI,
    message: 'errorResponse',
    type: 'error',
    objects: {
      errorResponsePayload: {
        id: read,
        type: need('id'),
        ...subscriptionOfAnError(),
        msg: {
          need: true,
          fields: {
            code: need(),
            msg: need('label'),
            market_ticker: id,
            market_tickers: {
              text: 'id',
              unpublished: {
                schema: { type: 'array', items: { type: 'string' } },
                source:
                  "the same document's `errorResponse` of 2026-06-18 (ammario/kalshi-docs 27bdb910), since dropped",
              },
            },
          },
        },
      },
    },
  },
];

/**
 * The document names no subscription on an error; an error of a channel (its terminal errors 10
 * and 25 end a subscription) is read with its `sid` and `seq` when it has them, as an `ok` is.
 */
function subscriptionOfAnError(): ReliedFields {
  const counter: ReliedField = {
    unpublished: {
      schema: { type: 'integer' },
      source: "read as the `sid` and `seq` of the same document's `okResponse`",
    },
  };
  return { sid: counter, seq: counter };
}

const PM_EVENT = { event_type: need('id'), market: need('id'), timestamp: need('id') };
const PM_LEVEL: ReliedFields = { price: need('decimal'), size: need('decimal') };
const RECORDED_BOOK =
  'a recorded `book` of 2026-08-13 (test/fixtures/venues/streams/polymarket/book-captured.json)';
const LEGACY_PRICE_CHANGE =
  'the `price_change` before 2025-09-15, in the Market Channel Migration Guide (test/fixtures/venues/streams/polymarket/price-change-legacy.json)';
const boundedString = (max: number): JsonSchema => ({ type: 'string', maxLength: max });

/** Every event the Polymarket stream reads (parse-polymarket-stream.ts). */
const POLYMARKET_FRAMES: readonly PublishedFrame[] = [
  {
    name: 'polymarket-ws-book',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'book',
    type: 'book',
    objects: {
      book: {
        ...PM_EVENT,
        asset_id: need('id'),
        bids: { need: true, fields: PM_LEVEL },
        asks: { need: true, fields: PM_LEVEL },
        hash: id,
        tick_size: {
          text: 'decimal',
          unpublished: { schema: { type: 'string' }, source: RECORDED_BOOK },
        },
        last_trade_price: {
          text: 'decimal',
          unpublished: { schema: { type: 'string' }, source: RECORDED_BOOK },
        },
      },
    },
  },
  {
    name: 'polymarket-ws-price-change',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'priceChange',
    type: 'price_change',
    objects: {
      priceChange: {
        ...PM_EVENT,
        price_changes: {
          fields: {
            asset_id: need('id'),
            price: need('decimal'),
            size: need('decimal'),
            side: need('id'),
            hash: id,
            best_bid: decimal,
            best_ask: decimal,
          },
        },
        asset_id: {
          text: 'id',
          unpublished: { schema: { type: 'string' }, source: LEGACY_PRICE_CHANGE },
        },
        hash: {
          text: 'id',
          unpublished: { schema: { type: 'string' }, source: LEGACY_PRICE_CHANGE },
        },
        changes: {
          unpublished: {
            schema: {
              type: 'array',
              items: {
                type: 'object',
                required: ['price', 'side', 'size'],
                properties: {
                  price: boundedString(LIMITS.decimalLengthMax),
                  side: boundedString(LIMITS.idLengthMax),
                  size: boundedString(LIMITS.decimalLengthMax),
                },
              },
            },
            source: LEGACY_PRICE_CHANGE,
          },
        },
      },
    },
    oneOfPresent: { priceChange: ['price_changes', 'changes'] },
  },
  {
    name: 'polymarket-ws-last-trade-price',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'lastTradePrice',
    type: 'last_trade_price',
    objects: {
      lastTradePrice: {
        ...PM_EVENT,
        asset_id: need('id'),
        price: need('decimal'),
        size: need('decimal'),
        side: need('id'),
        fee_rate_bps: decimal,
        transaction_hash: id,
      },
    },
  },
  {
    name: 'polymarket-ws-tick-size-change',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'tickSizeChange',
    type: 'tick_size_change',
    objects: {
      tickSizeChange: {
        ...PM_EVENT,
        asset_id: need('id'),
        old_tick_size: need('decimal'),
        new_tick_size: need('decimal'),
      },
    },
  },
  {
    name: 'polymarket-ws-best-bid-ask',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'bestBidAsk',
    type: 'best_bid_ask',
    objects: {
      bestBidAsk: {
        ...PM_EVENT,
        asset_id: need('id'),
        best_bid: need('decimal'),
        best_ask: need('decimal'),
        spread: decimal,
      },
    },
  },
  {
    name: 'polymarket-ws-new-market',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'newMarket',
    type: 'new_market',
    objects: {
      newMarket: {
        ...PM_EVENT,
        id: need('id'),
        question: need('label'),
        assets_ids: need('id'),
        outcomes: need('label'),
        order_price_min_tick_size: decimal,
      },
    },
  },
  {
    name: 'polymarket-ws-market-resolved',
    api: 'Polymarket market channel',
    document: POLYMARKET,
    message: 'marketResolved',
    type: 'market_resolved',
    objects: {
      marketResolved: {
        ...PM_EVENT,
        id: need('id'),
        assets_ids: need('id'),
        winning_asset_id: need('id'),
        winning_outcome: need('label'),
      },
    },
  },
];

export const PUBLISHED_FRAMES: readonly PublishedFrame[] = [...KALSHI_FRAMES, ...POLYMARKET_FRAMES];
