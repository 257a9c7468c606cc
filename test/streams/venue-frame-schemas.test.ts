// The shapes of the venue streams' frames (src/sync/venue-shapes/frame-check.ts): every recorded
// frame of test/fixtures/venues/streams/ passes the schema derived from its venue's published
// AsyncAPI document (SOURCES.md there and in schemas/), in every era of the venues' APIs; a frame
// of the wrong shape, with a text past its bound or nested too deep is refused with its venue,
// message type and JSON path; fields a venue adds are not; the largest frames the venues can send
// in these shapes fit well within the frame bound; and a refused frame names the books it held
// (refused-frames.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseKalshiStreamFrame } from '../../src/venues/kalshi/parse-kalshi-stream';
import { parsePolymarketStreamFrame } from '../../src/venues/polymarket/parse-polymarket-stream';
import { LIMITS } from '../../src/domain/limits';
import {
  BODY_BYTES_MAX,
  FRAME_BYTES_MAX,
  JSON_DEPTH_MAX,
} from '../../src/venues/common/bounded-body';
import { refusedKalshiFrame, refusedPolymarketFrame } from '../../src/venues/common/refused-frames';
import {
  checkKalshiFrame,
  checkPolymarketFrame,
  type CheckedFrame,
} from '../../src/venues/common/frame-check';
import { VENUE_FRAMES } from '../../src/venues/kalshi/kalshi-frames';
import { nestedJson } from '../support/venue-simulator';

const STREAMS = join(__dirname, '..', 'fixtures', 'venues', 'streams');

/** Recorded files that are not frames a venue sends, and why. */
const NOT_SENT_BY_THE_VENUE: Record<string, string> = {
  'kalshi/fixed-point/subscribe.json': 'a command the client sends',
  'kalshi/fixed-point/get-snapshot.json': 'a command the client sends',
  'kalshi/transitional/subscribe.json': 'a command the client sends',
  'polymarket/subscribe.json': 'a command the client sends',
  'polymarket/subscribe-more.json': 'a command the client sends',
  'polymarket/book-without-event-type.json':
    'a struct fixture of another adapter: the venue always sends `event_type` (the parser refuses it)',
  'polymarket/tick-size-change-without-event-type.json':
    'a struct fixture of another adapter: the venue always sends `event_type` (the parser refuses it)',
  'polymarket/last-trade-without-event-type.json':
    'a struct fixture of another adapter: the venue always sends `event_type` (the parser refuses it)',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A recorded frame as the venue sends it: compact JSON text. */
function frame(file: string): string {
  return JSON.stringify(JSON.parse(readFileSync(join(STREAMS, file), 'utf8')));
}

const checkOf = (file: string) =>
  file.startsWith('kalshi/') ? checkKalshiFrame : checkPolymarketFrame;

function refusal(checked: CheckedFrame) {
  if (checked.kind !== 'refused') throw new Error(`not refused: ${checked.kind}`);
  return checked.error;
}

/** The types (and Kalshi's list of subscriptions) of the messages in a frame. */
function typesOf(file: string, json: unknown): string[] {
  if (file.startsWith('kalshi/')) {
    const message = json as { type: string; msg?: unknown };
    return [message.type === 'ok' && Array.isArray(message.msg) ? 'ok (list)' : message.type];
  }
  const events = Array.isArray(json) ? json : [json];
  return (events as { event_type?: string }[]).map((e) => e.event_type ?? '?');
}

describe('the venue frame schemas', () => {
  test('every recorded frame of test/fixtures/venues/streams passes its shape, and reads', () => {
    const recorded = filesUnder(STREAMS)
      .map((f) => relative(STREAMS, f))
      .sort();
    const frames = recorded.filter((f) => !(f in NOT_SENT_BY_THE_VENUE));
    expect(recorded.filter((f) => f in NOT_SENT_BY_THE_VENUE).sort()).toEqual(
      Object.keys(NOT_SENT_BY_THE_VENUE).sort(),
    );
    const seen = new Set<string>();
    for (const file of frames) {
      const checked = checkOf(file)(frame(file));
      if (checked.kind !== 'json')
        throw new Error(
          `${file}: ${checked.kind === 'refused' ? checked.error.message : checked.kind}`,
        );
      for (const type of typesOf(file, checked.json)) seen.add(`${file.split('/')[0]} ${type}`);
      // What passes its shape, the parser reads.
      if (file.startsWith('kalshi/'))
        expect(() => parseKalshiStreamFrame(checked.json)).not.toThrow();
      else expect(() => parsePolymarketStreamFrame(checked.json)).not.toThrow();
    }
    // Every shape has a recorded frame that passes it.
    const shapes = VENUE_FRAMES.map((f) =>
      f.schema.$id === 'kalshi-ws-list-subscriptions' ? 'kalshi ok (list)' : `${f.venue} ${f.type}`,
    );
    for (const shape of shapes) expect([...seen]).toContain(shape);
  });

  test('a frame of the wrong shape is refused with its venue, message type and JSON path', () => {
    const delta = JSON.parse(frame('kalshi/fixed-point/orderbook-delta-fed.json')) as {
      msg: Record<string, unknown>;
    };
    delta.msg.side = 1;
    expect(refusal(checkKalshiFrame(JSON.stringify(delta))).message).toBe(
      'kalshi orderbook_delta: $.msg.side: not the published shape of Kalshi WebSocket orderbook_delta: must be string',
    );
    const snapshot = JSON.parse(frame('kalshi/fixed-point/orderbook-snapshot-fed.json')) as {
      msg: Record<string, unknown>;
    };
    snapshot.msg.yes_dollars_fp = [['0.0800', 300]];
    expect(refusal(checkKalshiFrame(JSON.stringify(snapshot)))).toMatchObject({
      venue: 'kalshi',
      channel: 'orderbook_snapshot',
      path: '$.msg.yes_dollars_fp[0][1]',
    });
    const withoutSid = JSON.parse(frame('kalshi/fixed-point/trade-kxbtc.json')) as Record<
      string,
      unknown
    >;
    delete withoutSid.sid;
    expect(refusal(checkKalshiFrame(JSON.stringify(withoutSid)))).toMatchObject({
      channel: 'trade',
      path: '$.sid',
      reason:
        "not the published shape of Kalshi WebSocket trade: must have required property 'sid'",
    });

    // An array frame: the first event of the wrong shape refuses the whole frame.
    const mixed = JSON.parse(frame('polymarket/mixed-known-unknown.json')) as Record<
      string,
      unknown
    >[];
    mixed[2]!.price = 0.63;
    expect(refusal(checkPolymarketFrame(JSON.stringify(mixed)))).toMatchObject({
      venue: 'polymarket',
      channel: 'last_trade_price',
      path: '$[2].price',
      reason:
        'not the published shape of Polymarket market channel last_trade_price: must be string',
    });
    const change = JSON.parse(frame('polymarket/price-change.json')) as Record<string, unknown>;
    delete change.price_changes;
    expect(refusal(checkPolymarketFrame(JSON.stringify(change)))).toMatchObject({
      channel: 'price_change',
      path: '$.price_changes',
    });
  });

  test('every text field read is bounded as the REST write path bounds its own', () => {
    const book = JSON.parse(frame('polymarket/book-docs.json')) as Record<string, unknown>;
    expect(
      refusal(
        checkPolymarketFrame(
          JSON.stringify({ ...book, market: 'x'.repeat(LIMITS.idLengthMax + 1) }),
        ),
      ),
    ).toMatchObject({
      path: '$.market',
      reason: `not the published shape of Polymarket market channel book: must NOT have more than ${LIMITS.idLengthMax} characters`,
    });
    const bids = [{ price: '0.4'.padEnd(LIMITS.decimalLengthMax + 1, '0'), size: '1' }];
    expect(refusal(checkPolymarketFrame(JSON.stringify({ ...book, bids })))).toMatchObject({
      path: '$.bids[0].price',
    });
    const market = JSON.parse(frame('polymarket/new-market.json')) as Record<string, unknown>;
    expect(
      refusal(
        checkPolymarketFrame(
          JSON.stringify({ ...market, question: 'q'.repeat(LIMITS.sourceLengthMax + 1) }),
        ),
      ),
    ).toMatchObject({ channel: 'new_market', path: '$.question' });
    const error = JSON.parse(frame('kalshi/transitional/error-market-not-found.json')) as {
      msg: Record<string, unknown>;
    };
    error.msg.msg = 'm'.repeat(LIMITS.sourceLengthMax + 1);
    expect(refusal(checkKalshiFrame(JSON.stringify(error)))).toMatchObject({
      channel: 'error',
      path: '$.msg.msg',
    });
    // A field no reader reads is bounded by the frame alone.
    expect(
      checkPolymarketFrame(JSON.stringify({ ...market, description: 'd'.repeat(100_000) })).kind,
    ).toBe('json');
  });

  test('a field the venue adds, or an unread field of any shape, is not refused', () => {
    const trade = JSON.parse(frame('kalshi/fixed-point/trade-highny.json')) as {
      msg: Record<string, unknown>;
    };
    trade.msg.added_in_a_later_release = { nested: ['anything'] };
    trade.msg.is_block_trade = 'not a boolean';
    expect(checkKalshiFrame(JSON.stringify(trade)).kind).toBe('json');
    expect(
      checkPolymarketFrame(
        JSON.stringify({ event_type: 'settlement_preview', sequence: { any: 'shape' } }),
      ).kind,
    ).toBe('json');
  });

  test('a frame nested past the bound is refused unparsed; text that is not JSON, refused as such', () => {
    const deep = `{"type":"orderbook_delta","sid":1,"seq":2,"msg":${nestedJson(100_000)}}`;
    const checked = checkKalshiFrame(deep);
    expect(checked).toMatchObject({ kind: 'refused', unread: 'too deep' });
    expect(refusal(checked).message).toBe(
      `kalshi frame: $: JSON nested deeper than ${JSON_DEPTH_MAX} levels`,
    );
    expect(checkPolymarketFrame(nestedJson(JSON_DEPTH_MAX)).kind).toBe('json');
    expect(checkPolymarketFrame(nestedJson(JSON_DEPTH_MAX + 1)).kind).toBe('refused');
    expect(checkPolymarketFrame('INVALID OPERATION')).toMatchObject({
      kind: 'refused',
      unread: 'not JSON',
    });
    expect(checkPolymarketFrame('PONG')).toEqual({ kind: 'pong' });
  });

  test('the largest frames the venues can send in these shapes pass, well within the frame bound', () => {
    expect(FRAME_BYTES_MAX).toBe(BODY_BYTES_MAX);
    const recorded = filesUnder(STREAMS).map((f) => frame(relative(STREAMS, f)).length);
    const largestRecorded = Math.max(...recorded);

    // Kalshi: a snapshot with a level at every price of four decimals, each side up to where it
    // would cross the other (9,999 levels), each with a count of millions.
    const price = (i: number) => (i / 10_000).toFixed(4);
    const kalshi = JSON.stringify({
      type: 'orderbook_snapshot',
      sid: 1,
      seq: 1,
      msg: {
        market_ticker: 'KXBTCD-25AUG1218-T120249.99',
        market_id: '7b08200f-0015-4bd0-94e1-2932826fa6c4',
        yes_dollars_fp: Array.from({ length: 5_000 }, (_, i) => [price(i + 1), '1234567.89']),
        no_dollars_fp: Array.from({ length: 4_999 }, (_, i) => [price(i + 1), '1234567.89']),
      },
    });
    expect(checkKalshiFrame(kalshi).kind).toBe('json');

    // Polymarket: the books a subscription of 100 tokens (the stream's batch) is answered with,
    // each with a level at every price of a 0.001 tick and sizes of millions with six decimals.
    const token = (i: number) => `${i}`.padStart(77, '7');
    const book = (i: number) => ({
      event_type: 'book',
      asset_id: token(i),
      market: `0x${'ab'.repeat(32)}`,
      bids: Array.from({ length: 500 }, (_, l) => ({
        price: ((l + 1) / 1000).toFixed(3),
        size: '1234567.891234',
      })),
      asks: Array.from({ length: 499 }, (_, l) => ({
        price: ((l + 501) / 1000).toFixed(3),
        size: '1234567.891234',
      })),
      timestamp: '1786604072222',
      hash: 'ed47eb91f3c7985fac1cb18cb7c19535eddd3c0a',
      tick_size: '0.001',
      last_trade_price: '0.500',
    });
    const polymarket = JSON.stringify(Array.from({ length: 100 }, (_, i) => book(i)));
    expect(checkPolymarketFrame(polymarket).kind).toBe('json');

    const largest = Math.max(kalshi.length, polymarket.length, largestRecorded);
    expect(largest).toBe(polymarket.length);
    expect(FRAME_BYTES_MAX / largest).toBeGreaterThan(6);
    // The measurements docs/decisions.md ("Venue frame shapes") gives.
    console.log(
      `largest recorded frame ${largestRecorded} B; deepest Kalshi snapshot ${kalshi.length} B; Polymarket's answer to 100 full books ${polymarket.length} B; bound ${FRAME_BYTES_MAX} B`,
    );
  });
});

describe('the books a refused frame names', () => {
  const json = (text: string) => ({ json: JSON.parse(text) as unknown });

  test('Kalshi: a book message its subscription, sequence and market; others no book; a frame too deep any book', () => {
    const delta = frame('kalshi/fixed-point/orderbook-delta-fed.json');
    expect(refusedKalshiFrame(json(delta.replace('"yes"', '1')))).toEqual({
      kind: 'delta',
      sid: 2,
      seq: 3,
      ticker: 'FED-23DEC-T3.00',
    });
    expect(refusedKalshiFrame(json(delta.replace('"FED-23DEC-T3.00"', '7')))).toEqual({
      kind: 'delta',
      sid: 2,
      seq: 3,
    });
    expect(
      refusedKalshiFrame(json(frame('kalshi/fixed-point/orderbook-snapshot-fed.json'))),
    ).toMatchObject({ kind: 'snapshot', ticker: 'FED-23DEC-T3.00' });
    expect(refusedKalshiFrame(json(frame('kalshi/fixed-point/trade-kxbtc.json')))).toEqual({
      kind: 'no book',
    });
    expect(refusedKalshiFrame(json('{"sid":1,"seq":2,"msg":{}}'))).toEqual({ kind: 'any book' });
    expect(refusedKalshiFrame(json('[]'))).toEqual({ kind: 'any book' });
    expect(refusedKalshiFrame({ unread: 'too deep' })).toEqual({ kind: 'any book' });
    expect(refusedKalshiFrame({ unread: 'not JSON' })).toEqual({ kind: 'no book' });
  });

  test('Polymarket: the tokens of every book and change of the frame; any book when one cannot be told', () => {
    const burst = json(frame('polymarket/price-change-crossing-burst.json'));
    const named = refusedPolymarketFrame(burst);
    expect(named.anyBook).toBe(false);
    expect(new Set(named.books).size).toBe(1);
    expect(new Set(named.changes).size).toBe(2);
    expect(refusedPolymarketFrame(json(frame('polymarket/price-change-legacy.json')))).toEqual({
      anyBook: false,
      books: [],
      changes: ['71321045679252212594626385532706912750332728571942532289631379312455583992563'],
    });
    expect(refusedPolymarketFrame(json(frame('polymarket/mixed-known-unknown.json')))).toEqual({
      anyBook: false,
      books: [],
      changes: ['101'],
    });
    expect(
      refusedPolymarketFrame(json('[{"event_type":"price_change","price_changes":[{}]}]')),
    ).toMatchObject({ anyBook: true });
    expect(refusedPolymarketFrame(json('[{"market":"0x1"}]'))).toMatchObject({ anyBook: true });
    expect(refusedPolymarketFrame(json('7'))).toMatchObject({ anyBook: true });
    expect(refusedPolymarketFrame({ unread: 'too deep' })).toMatchObject({ anyBook: true });
    expect(refusedPolymarketFrame({ unread: 'not JSON' })).toEqual({
      anyBook: false,
      books: [],
      changes: [],
    });
  });
});
