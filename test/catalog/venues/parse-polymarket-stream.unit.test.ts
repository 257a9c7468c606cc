// Polymarket market-channel frames (test/fixtures/venues/SOURCES.md, streams/polymarket/) read as
// typed events, and a recorded burst replayed on a live book with the venue's best prices as its
// consistency check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parsePolymarketStreamMessage,
  type PolymarketLevelsEvent,
  type PolymarketStreamEvent,
} from '../../../src/venues/polymarket/parse-polymarket-stream';
import { StreamMessageError } from '../../../src/venues/common/stream-message-error';
import { LiveBook, matchesBest } from '../../../src/domain/live-book';
import { FIXTURES } from './venue-fixtures';

const frame = (file: string): string =>
  readFileSync(join(FIXTURES, 'streams', 'polymarket', file), 'utf8');
const parse = (file: string): PolymarketStreamEvent[] => parsePolymarketStreamMessage(frame(file));

const ASSET = '71321045679252212594626385532706912750332728571942532289631379312455583992563';
const MARKET = '0xdd22472e552920b8438158ea7238bfadfa4f736aa4cee91a6b86c39ead110917';

/** The StreamMessageError a frame is refused with. */
function refusal(text: string): StreamMessageError {
  try {
    parsePolymarketStreamMessage(text);
  } catch (error) {
    if (error instanceof StreamMessageError) return error;
    throw error;
  }
  throw new Error('the frame was read');
}

describe('Polymarket market channel frames', () => {
  test('book: levels as exact canonical text, the timestamp as ISO text', () => {
    expect(parse('book.json')).toEqual([
      {
        kind: 'book',
        assetId: ASSET,
        market: MARKET,
        bids: [
          { price: '0.5', size: '200' },
          { price: '0.49', size: '350' },
        ],
        asks: [
          { price: '0.51', size: '150' },
          { price: '0.52', size: '250' },
        ],
        timestamp: '2023-12-29T18:40:00.000Z',
      },
    ]);
  });

  test('a recorded book: hash, tick size and last trade price kept', () => {
    const [book] = parse('book-captured.json');
    if (book?.kind !== 'book') throw new Error('expected a book');
    expect(book.hash).toBe('ed47eb91f3c7985fac1cb18cb7c19535eddd3c0a');
    expect(book.tickSize).toBe('0.01');
    expect(book.lastTradePrice).toBe('0.92');
    expect(book.timestamp).toBe('2026-08-13T06:54:32.222Z');
    expect(book.bids).toHaveLength(7);
    expect(book.asks).toHaveLength(57);
    expect(book.bids[0]).toEqual({ price: '0.01', size: '3149725.72' });
    const live = new LiveBook();
    live.replace(book.bids, book.asks);
    expect(live.bestBid()).toEqual({ price: '0.07', size: '182528.55' });
    expect(live.bestAsk()).toEqual({ price: '0.08', size: '228198.28' });
    expect(live.crossed()).toBe(false);
  });

  test('price_change: one levels event per token, with the venue’s best prices after it', () => {
    expect(parse('price-change.json')).toEqual([
      {
        kind: 'levels',
        assetId: ASSET,
        market: MARKET,
        changes: [{ side: 'BID', price: '0.51', size: '150' }],
        bestBid: '0.51',
        bestAsk: '0.52',
        hash: '0xhash001',
        timestamp: '2023-12-29T18:40:01.000Z',
      },
    ]);
    const [first, second] = parse('price-change-empty-sides.json') as PolymarketLevelsEvent[];
    expect(first).toMatchObject({ assetId: ASSET, bestBid: '0.5', bestAsk: '1' });
    expect(second).toMatchObject({
      changes: [{ side: 'ASK', price: '0.5', size: '200' }],
      bestBid: '0',
      bestAsk: '0.5',
    });
    // A side without orders is reported as a bid of 0 or an ask of 1.
    for (const event of [first!, second!]) {
      const book = new LiveBook();
      for (const c of event.changes) book.setLevel(c.side, c.price, c.size);
      expect(matchesBest(book, event.bestBid, event.bestAsk)).toBe(true);
    }
  });

  test('the legacy price_change (before 2025-09-15): the token and hash at the top', () => {
    expect(parse('price-change-legacy.json')).toEqual([
      {
        kind: 'levels',
        assetId: ASSET,
        market: '0x5f65177b394277fd294cd75650044e32ba009a95022d88a0c1d565897d72f8f1',
        changes: [{ side: 'ASK', price: '0.4', size: '3300' }],
        hash: '3cd4d61e042c81560c9037ece0c61f3b1a8fbbdd',
        timestamp: '2024-10-16T13:21:17.448Z',
      },
    ]);
  });

  test('tick_size_change, last_trade_price, best_bid_ask', () => {
    expect(parse('tick-size-change.json')).toEqual([
      {
        kind: 'tickSize',
        assetId: ASSET,
        market: MARKET,
        oldTickSize: '0.1',
        newTickSize: '0.01',
        timestamp: '2023-12-29T18:40:10.000Z',
      },
    ]);
    expect(parse('last-trade-price.json')).toEqual([
      {
        kind: 'lastTrade',
        assetId: ASSET,
        market: MARKET,
        price: '0.51',
        size: '25',
        side: 'BUY',
        feeRateBps: '0',
        timestamp: '2023-12-29T18:40:02.000Z',
      },
    ]);
    expect(parse('last-trade-price-docs.json')).toEqual([
      expect.objectContaining({
        price: '0.456',
        size: '219.217767',
        transactionHash: '0xeeefffggghhh',
        timestamp: '2025-06-20T14:02:26.322Z',
      }),
    ]);
    expect(parse('best-bid-ask.json')).toEqual([
      {
        kind: 'bestBidAsk',
        assetId: '85354956062430465315924116860125388538595433819574542752031640332592237464430',
        market: '0x0005c0d312de0be897668695bae9f32b624b4a1ae8b140c49f08447fcc74f442',
        bestBid: '0.73',
        bestAsk: '0.77',
        spread: '0.04',
        timestamp: '2025-12-26T22:51:09.958Z',
      },
    ]);
  });

  test('new_market and market_resolved', () => {
    const yes = '76043073756653678226373981964075571318267289248134717369284518995922789326425';
    const no = '31690934263385727664202099278545688007799199447969475608906331829650099442770';
    const market = '0x311d0c4b6671ab54af4970c06fcf58662516f5168997bdda209ec3db5aa6b0c1';
    expect(parse('new-market.json')).toEqual([
      {
        kind: 'newMarket',
        marketId: '1031769',
        market,
        question: 'Will NVIDIA (NVDA) close above $240 end of January?',
        assetIds: [yes, no],
        outcomes: ['Yes', 'No'],
        tickSize: '0.01',
        timestamp: '2025-12-26T23:06:55.550Z',
      },
    ]);
    expect(parse('market-resolved.json')).toEqual([
      {
        kind: 'marketResolved',
        marketId: '1031769',
        market,
        assetIds: [yes, no],
        winningAssetId: yes,
        winningOutcome: 'Yes',
        timestamp: '2025-12-26T23:06:55.550Z',
      },
    ]);
  });

  test('an array frame: every event in order, unknown event types ignored', () => {
    const events = parse('mixed-known-unknown.json');
    expect(events.map((e) => e.kind)).toEqual(['levels', 'ignored', 'lastTrade']);
    expect(events[1]).toEqual({ kind: 'ignored', eventType: 'settlement_preview' });
    expect(events[2]).toMatchObject({ assetId: '202', side: 'SELL', feeRateBps: '17' });
    expect(parsePolymarketStreamMessage('[{"event_type":"constructor"}]')).toEqual([
      { kind: 'ignored', eventType: 'constructor' },
    ]);
    expect(parsePolymarketStreamMessage('[]')).toEqual([]);
  });

  test('PONG answers the keep-alive; other text is refused', () => {
    expect(parsePolymarketStreamMessage('PONG')).toEqual([{ kind: 'pong' }]);
    const error = refusal('INVALID OPERATION');
    expect(error).toMatchObject({ venue: 'polymarket', channel: 'frame', path: '$' });
    expect(error.reason).toBe('not JSON: "INVALID OPERATION"');
  });

  test.each([
    'book-without-event-type.json',
    'tick-size-change-without-event-type.json',
    'last-trade-without-event-type.json',
  ])('%s: a message without its event type is refused', (file) => {
    expect(refusal(frame(file))).toMatchObject({ channel: 'frame', path: '$.event_type' });
  });

  test('a malformed event refuses the whole frame, naming the event type and the path', () => {
    const book = JSON.parse(frame('book.json')) as { bids: { price: string }[] };
    book.bids[1]!.price = '0.49.1';
    expect(refusal(JSON.stringify(book))).toMatchObject({
      venue: 'polymarket',
      channel: 'book',
      path: '$.bids[1].price',
      reason: 'must be a decimal number such as "0.42"',
    });
    const mixed = JSON.parse(frame('mixed-known-unknown.json')) as Record<string, unknown>[];
    mixed[2]!.side = 'HOLD';
    expect(refusal(JSON.stringify(mixed))).toMatchObject({
      channel: 'last_trade_price',
      path: '$[2].side',
      reason: 'must be "BUY" or "SELL"',
    });
    const change = JSON.parse(frame('price-change.json')) as Record<string, unknown>;
    delete change.price_changes;
    expect(refusal(JSON.stringify(change))).toMatchObject({
      channel: 'price_change',
      path: '$.price_changes',
      reason: 'missing required field',
    });
    expect(refusal(frame('book.json').replace('1703875200000', '-5'))).toMatchObject({
      path: '$.timestamp',
    });
    expect(refusal(frame('book.json').replace('"0.52"', '"1.5"'))).toMatchObject({
      path: '$.asks[1].price',
      reason: 'must be a price in dollars between 0 and 1',
    });
  });
});

describe('a recorded burst replayed on a live book', () => {
  const TOKEN = '76670567130917723816490572615540605537878462672464291990940067659127658071111';
  const events = parse('price-change-crossing-burst.json');

  test('the changes lead from the first book to the second exactly', () => {
    const books = events.filter((e) => e.kind === 'book');
    expect(books).toHaveLength(2);
    const [first, last] = books;
    const live = new LiveBook();
    live.replace(first!.bids, first!.asks);
    const mismatches: string[] = [];
    for (const e of events) {
      if (e.kind !== 'levels' || e.assetId !== TOKEN) continue;
      for (const c of e.changes) live.setLevel(c.side, c.price, c.size);
      if (!matchesBest(live, e.bestBid, e.bestAsk))
        mismatches.push(`${e.timestamp} ${live.crossed() ? 'crossed' : 'not crossed'}`);
    }
    const expected = new LiveBook();
    expected.replace(last!.bids, last!.asks);
    expect(live.sides()).toEqual(expected.sides());
    expect(live.bestBid()).toEqual({ price: '0.29', size: '2005' });
    expect(live.bestAsk()).toEqual({ price: '0.301', size: '45.83' });
    // The venue reports the book after a crossing order matched, before the matched bids are
    // removed: the two changes in between disagree with it, and the book is crossed meanwhile.
    expect(mismatches).toEqual([
      '2026-09-29T05:13:47.000Z crossed',
      '2026-09-29T05:13:47.000Z crossed',
    ]);
  });

  test('every price_change names both tokens of the market, one event each', () => {
    const changes = events.filter((e) => e.kind === 'levels');
    expect(changes).toHaveLength(98);
    expect(new Set(changes.map((e) => e.assetId)).size).toBe(2);
    expect(changes.every((e) => e.changes.length === 1 && e.hash !== undefined)).toBe(true);
  });
});
