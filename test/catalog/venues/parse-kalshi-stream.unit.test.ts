// Kalshi WebSocket v2 frames of three eras (test/fixtures/venues/SOURCES.md, streams/kalshi/)
// read as typed events: fixed-point fields first, cents after, the same book either way; control
// messages typed; malformed messages refused with their paths.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseKalshiStreamMessage,
  type KalshiStreamEvent,
} from '../../../src/venues/kalshi/parse-kalshi-stream';
import { StreamMessageError } from '../../../src/venues/common/stream-message-error';
import { KalshiBinaryBook, SequenceTracker } from '../../../src/domain/live-book';
import { FIXTURES } from './venue-fixtures';

const frame = (file: string): string =>
  readFileSync(join(FIXTURES, 'streams', 'kalshi', file), 'utf8');
const parse = (file: string): KalshiStreamEvent => parseKalshiStreamMessage(frame(file));

type Json = Record<string, unknown>;

/** A frame of the transitional era with only the fields of one era left in its `msg`. */
function era(file: string, keep: (key: string) => boolean): string {
  const json = JSON.parse(frame(file)) as { msg: Json };
  json.msg = Object.fromEntries(Object.entries(json.msg).filter(([key]) => keep(key)));
  return JSON.stringify(json);
}
/** Price and count fields in any era's spelling: `yes`, `yes_dollars`, `yes_dollars_fp`, `count_fp`… */
const ERA_FIELD =
  /^(yes|no|price|delta|yes_bid|yes_ask|volume|open_interest|count|yes_price|no_price)(_dollars)?(_fp)?$/;
/** The cents era: integer cents and counts. */
const centsOnly = (key: string): boolean => !ERA_FIELD.test(key) || !/_dollars|_fp$/.test(key);
/** `*_dollars` prices and `*_fp` counts; a snapshot keeps the interim `yes_dollars` (integer counts). */
const dollarsOnly = (key: string): boolean =>
  !ERA_FIELD.test(key) || /_dollars$/.test(key) || (/_fp$/.test(key) && !/_dollars_fp$/.test(key));

function refusal(text: string): StreamMessageError {
  try {
    parseKalshiStreamMessage(text);
  } catch (error) {
    if (error instanceof StreamMessageError) return error;
    throw error;
  }
  throw new Error('the frame was read');
}

const FED_SNAPSHOT = {
  kind: 'snapshot',
  sid: 2,
  seq: 2,
  marketTicker: 'FED-23DEC-T3.00',
  yesBids: [
    { price: '0.08', size: '300' },
    { price: '0.22', size: '333' },
  ],
  noBids: [
    { price: '0.54', size: '20' },
    { price: '0.56', size: '146' },
  ],
};

describe('Kalshi fixed-point frames', () => {
  test('orderbook_snapshot and orderbook_delta (yes_dollars_fp, price_dollars, delta_fp)', () => {
    expect(parse('fixed-point/orderbook-snapshot-kxbtc.json')).toEqual({
      kind: 'snapshot',
      sid: 1,
      seq: 1,
      marketTicker: 'KXBTC-25MAR15-B100000',
      yesBids: [
        { price: '0.35', size: '200' },
        { price: '0.42', size: '13' },
      ],
      noBids: [
        { price: '0.54', size: '400' },
        { price: '0.56', size: '17' },
      ],
    });
    expect(parse('fixed-point/orderbook-delta-kxbtc.json')).toEqual({
      kind: 'delta',
      sid: 1,
      seq: 2,
      marketTicker: 'KXBTC-25MAR15-B100000',
      side: 'yes',
      price: '0.42',
      delta: '50',
      ts: '2025-03-01T18:26:53.361842Z',
    });
    expect(parse('fixed-point/orderbook-snapshot-fed.json')).toEqual(FED_SNAPSHOT);
    expect(parse('fixed-point/orderbook-delta-fed.json')).toEqual({
      kind: 'delta',
      sid: 2,
      seq: 3,
      marketTicker: 'FED-23DEC-T3.00',
      side: 'yes',
      price: '0.96',
      delta: '-54',
      ts: '2022-11-22T20:44:01.000Z',
    });
  });

  test('trade: prices, count and taker side; the time from ts_ms, else ts in seconds', () => {
    expect(parse('fixed-point/trade-kxbtc.json')).toEqual({
      kind: 'trade',
      sid: 2,
      seq: 1,
      tradeId: 'd91bc706-ee49-470d-82d8-11418bda6fed',
      marketTicker: 'KXBTC-25MAR15-B100000',
      yesPrice: '0.36',
      noPrice: '0.64',
      count: '136',
      takerSide: 'no',
      createdAt: '2025-03-04T01:44:01.000Z',
    });
    expect(parse('fixed-point/trade-highny.json')).toEqual({
      kind: 'trade',
      sid: 11,
      seq: 2,
      tradeId: 'd91bc706-ee49-470d-82d8-11418bda6fed',
      marketTicker: 'HIGHNY-22DEC23-B53.5',
      yesPrice: '0.36',
      noPrice: '0.64',
      count: '136',
      takerSide: 'no',
      createdAt: '2022-11-22T20:44:01.000Z',
    });
  });

  test('ticker: last price, top of book with sizes, totals', () => {
    expect(parse('fixed-point/ticker-fed.json')).toEqual({
      kind: 'ticker',
      sid: 11,
      marketTicker: 'FED-23DEC-T3.00',
      lastPrice: '0.48',
      yesBid: '0.45',
      yesAsk: '0.53',
      yesBidSize: '300',
      yesAskSize: '150',
      volume: '33896',
      openInterest: '20422',
      observedAt: '2022-11-22T20:44:01.000Z',
    });
  });

  test('error, and message types not read', () => {
    expect(parse('fixed-point/error-market-ticker-required.json')).toEqual({
      kind: 'error',
      id: 127,
      code: 14,
      message: 'Market Ticker required',
    });
    expect(parseKalshiStreamMessage('{"type":"ticker_v2","sid":3,"msg":{}}')).toEqual({
      kind: 'ignored',
      type: 'ticker_v2',
    });
    expect(parseKalshiStreamMessage('{"type":"constructor"}')).toEqual({
      kind: 'ignored',
      type: 'constructor',
    });
  });
});

describe('Kalshi transitional and cents-era frames', () => {
  const snapshot = 'transitional/orderbook-snapshot-fed.json';

  test('fixed-point, interim dollars and cents give the same book', () => {
    expect(parse(snapshot)).toEqual(FED_SNAPSHOT);
    expect(parseKalshiStreamMessage(era(snapshot, centsOnly))).toEqual(FED_SNAPSHOT);
    expect(parseKalshiStreamMessage(era(snapshot, dollarsOnly))).toEqual(FED_SNAPSHOT);
    expect(Object.keys((JSON.parse(era(snapshot, centsOnly)) as { msg: Json }).msg)).toEqual([
      'market_ticker',
      'market_id',
      'yes',
      'no',
    ]);
  });

  test('deltas, trades and tickers read the same from either era’s fields', () => {
    for (const file of [
      'transitional/orderbook-delta-fed.json',
      'transitional/trade-highny.json',
      'transitional/ticker-fed.json',
    ]) {
      const event = parse(file);
      expect(parseKalshiStreamMessage(era(file, centsOnly))).toEqual(event);
      expect(parseKalshiStreamMessage(era(file, dollarsOnly))).toEqual(event);
    }
    expect(parse('transitional/orderbook-delta-fed.json')).toEqual(
      parse('fixed-point/orderbook-delta-fed.json'),
    );
    expect(parse('transitional/trade-highny.json')).toEqual({
      kind: 'trade',
      sid: 11,
      tradeId: 'd91bc706-ee49-470d-82d8-11418bda6fed',
      marketTicker: 'HIGHNY-22DEC23-B53.5',
      yesPrice: '0.36',
      noPrice: '0.64',
      count: '136',
      takerSide: 'no',
      createdAt: '2022-11-22T20:44:01.000Z',
    });
    expect(parse('transitional/ticker-fed.json')).toEqual({
      kind: 'ticker',
      sid: 11,
      marketTicker: 'FED-23DEC-T3.00',
      lastPrice: '0.48',
      yesBid: '0.45',
      yesAsk: '0.53',
      volume: '33896',
      openInterest: '20422',
      observedAt: '2022-11-22T20:44:01.000Z',
    });
  });

  test('recorded cents-era frames: cents to dollars, the venue’s nanoseconds kept', () => {
    const event = parse('cents/orderbook-snapshot-kxbtcd.json');
    if (event.kind !== 'snapshot') throw new Error('expected a snapshot');
    expect(event.yesBids.slice(-2)).toEqual([
      { price: '0.2', size: '503' },
      { price: '0.23', size: '200' },
    ]);
    expect(event.noBids).toHaveLength(12);
    const book = new KalshiBinaryBook();
    book.replace(event.yesBids, event.noBids);
    expect(book.listings(1)).toEqual({
      yes: { bids: [{ price: '0.23', size: '200' }], asks: [{ price: '0.26', size: '3' }] },
      no: { bids: [{ price: '0.74', size: '3' }], asks: [{ price: '0.77', size: '200' }] },
    });
    expect(parse('cents/orderbook-delta-kxmlbgame.json')).toEqual({
      kind: 'delta',
      sid: 1,
      seq: 3,
      marketTicker: 'KXMLBGAME-25AUG12SDSF-SD',
      side: 'no',
      price: '0.51',
      delta: '-1',
      ts: '2025-08-12T21:00:32.539836022Z',
    });
  });

  test('control messages', () => {
    expect(parse('transitional/subscribed.json')).toEqual({
      kind: 'subscribed',
      id: 1,
      channel: 'orderbook_delta',
      sid: 1,
    });
    expect(parse('transitional/unsubscribed.json')).toEqual({
      kind: 'unsubscribed',
      id: 102,
      sid: 2,
      seq: 7,
    });
    expect(parse('transitional/ok.json')).toEqual({
      kind: 'ok',
      id: 123,
      sid: 456,
      seq: 222,
      marketTickers: ['MARKET-1', 'MARKET-2', 'MARKET-3'],
    });
    expect(parse('transitional/list-subscriptions.json')).toEqual({
      kind: 'ok',
      id: 3,
      subscriptions: [
        { channel: 'orderbook_delta', sid: 1 },
        { channel: 'ticker', sid: 2 },
        { channel: 'fill', sid: 3 },
      ],
    });
    expect(parse('transitional/error-already-subscribed.json')).toEqual({
      kind: 'error',
      id: 123,
      code: 6,
      message: 'Already subscribed',
    });
    expect(parse('transitional/error-market-not-found.json')).toMatchObject({
      code: 16,
      marketTickers: ['INVALID-MARKET'],
    });
  });
});

describe('a Kalshi book kept from its stream', () => {
  test('snapshot, then a delta in sequence, give both listings', () => {
    const book = new KalshiBinaryBook();
    const sequence = new SequenceTracker();
    for (const file of ['orderbook-snapshot-kxbtc.json', 'orderbook-delta-kxbtc.json']) {
      const event = parse(`fixed-point/${file}`);
      if (event.kind === 'snapshot') book.replace(event.yesBids, event.noBids);
      if (event.kind !== 'snapshot' && event.kind !== 'delta') throw new Error(event.kind);
      expect(sequence.observe(event.sid, event.seq)).toBe('ok');
      if (event.kind === 'delta')
        expect(book.applyDelta(event.side, event.price, event.delta)).toBe('ok');
    }
    expect(book.listings()).toEqual({
      yes: {
        bids: [
          { price: '0.42', size: '63' },
          { price: '0.35', size: '200' },
        ],
        asks: [
          { price: '0.44', size: '17' },
          { price: '0.46', size: '400' },
        ],
      },
      no: {
        bids: [
          { price: '0.56', size: '17' },
          { price: '0.54', size: '400' },
        ],
        asks: [
          { price: '0.58', size: '63' },
          { price: '0.65', size: '200' },
        ],
      },
    });
  });
});

describe('malformed Kalshi frames', () => {
  test('are refused with the message type and the JSON path', () => {
    const snapshot = JSON.parse(frame('fixed-point/orderbook-snapshot-kxbtc.json')) as {
      msg: { yes_dollars_fp: string[][] };
    };
    snapshot.msg.yes_dollars_fp[1]!.push('extra');
    expect(refusal(JSON.stringify(snapshot))).toMatchObject({
      venue: 'kalshi',
      channel: 'orderbook_snapshot',
      path: '$.msg.yes_dollars_fp[1]',
      reason: 'must be [price_dollars, count]',
    });
    const delta = frame('fixed-point/orderbook-delta-kxbtc.json');
    expect(refusal(delta.replace('"yes"', '"maybe"'))).toMatchObject({
      channel: 'orderbook_delta',
      path: '$.msg.side',
      reason: 'must be "yes" or "no"',
    });
    expect(refusal(delta.replace('"seq": 2,', ''))).toMatchObject({
      path: '$.seq',
      reason: 'missing required field',
    });
    expect(refusal(delta.replace('"0.4200"', '"1.4200"'))).toMatchObject({
      path: '$.msg.price_dollars',
    });
    const cents = frame('cents/orderbook-delta-kxmlbgame.json');
    expect(refusal(cents.replace('"price": 51', '"price": 151'))).toMatchObject({
      path: '$.msg.price',
      reason: 'must be a price in cents between 0 and 100',
    });
    expect(
      refusal(frame('fixed-point/trade-kxbtc.json').replace('"136.00"', '"-1"')),
    ).toMatchObject({
      channel: 'trade',
      path: '$.msg.count_fp',
      reason: 'must not be negative',
    });
    expect(refusal(frame('fixed-point/subscribe.json'))).toMatchObject({
      channel: 'frame',
      path: '$.type',
    });
    expect(refusal('[{"type":"trade"}]')).toMatchObject({
      path: '$',
      reason: 'must be a message object',
    });
    expect(refusal('heartbeat')).toMatchObject({ reason: 'not JSON: "heartbeat"' });
  });
});
