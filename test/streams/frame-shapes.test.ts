// Frames of the wrong shape or size from the venue streams, on both stores (docs/decisions.md,
// "Venue frame shapes"): a frame whose shape is not the venue's published one, a text past its
// bound, a frame nested past the bound, and a frame past the size bound. Each is counted and
// refused, never applied to a book and never the end of the stream; a book message refused puts
// its book in lost sync (not served, coverage STALE) until the venue sends it whole, and a frame
// whose books cannot be told does so for every book; an oversized frame closes the connection
// (1009), which is counted, reported and opened again.
import { normalizeBinaryBook } from '../../src/domain/order-book';
import type { PriceLevel } from '../../src/domain/market-data';
import { Metrics } from '../../src/app/metrics';
import { FRAME_BYTES_MAX, JSON_DEPTH_MAX } from '../../src/venues/common/bounded-body';
import { LIMITS } from '../../src/domain/limits';
import { STORE_KINDS } from '../support/stores';
import { get } from '../support/test-server';
import { recordedVenues } from '../support/venue-simulator';
import {
  bestFirst,
  canonical,
  feedOf,
  servedBooks,
  startStreamHarness,
  until,
  type StreamHarness,
  SYNC_ON_A_BUSY_MACHINE_MS,
  KX_TICKER,
  KX_YES,
  PM_TOKEN,
  PM_LISTING,
  PM_MARKET,
} from './stream-harness';

const REPLIES = { afterMs: 300, rounds: 50 };
/** A bound the first book's frames, a delta and a trade all arrive well within. */
const SLOW_REPLIES = { afterMs: 3_000, rounds: 50 };
const ISSUE_DEPTH = 100_000;
/** A bound on a wait for a flush to the store: slow on Neo4j when the machine is busy. */
const STORE_MS = 30_000;

type Json = Record<string, unknown>;
type Book = { bids: PriceLevel[]; asks: PriceLevel[] };

/** A message's `msg` with `changes`, for reshaping a Kalshi message. */
const withMsg = (message: Json, changes: Json): Json => ({
  ...message,
  msg: { ...(message.msg as Json), ...changes },
});

describe.each(STORE_KINDS)('frames of the wrong shape or size ($name store)', (kind) => {
  let harness: StreamHarness;
  beforeEach(async () => {
    harness = await startStreamHarness(kind, recordedVenues(), ['polymarket', 'kalshi']);
    harness.venue.setKalshiBook(KX_TICKER, [['0.40', '100.00']], [['0.55', '30.00']]);
    harness.venue.setPolymarketBook(PM_TOKEN, PM_MARKET, [['0.40', '100']], [['0.44', '10']]);
  }, SYNC_ON_A_BUSY_MACHINE_MS);
  afterEach(async () => {
    await harness?.close();
  });

  const kalshiTruth = (): Book => {
    const book = harness.venue.kalshiBooks.get(KX_TICKER)!;
    return normalizeBinaryBook(canonical(book.yes), canonical(book.no), '1').yes;
  };
  const polymarketTruth = (): Book => {
    const book = harness.venue.polymarketBooks.get(PM_TOKEN)!;
    return {
      bids: bestFirst(canonical(book.bids), 'bids'),
      asks: bestFirst(canonical(book.asks), 'asks'),
    };
  };
  const served = (listingId: string): Book | undefined => {
    const book = harness.live.book(listingId);
    return book && { bids: book.bids, asks: book.asks };
  };
  const whole = (listingId: string, truth: () => Book) => () =>
    harness.live.state(listingId)?.current === true &&
    JSON.stringify(served(listingId)) === JSON.stringify(truth());
  /** Every book the streams serve of a listing (what subscribers are pushed), until `stop`. */
  const recordBooks = (listingId: string): { books: Book[]; stop: () => Promise<void> } => {
    const books: Book[] = [];
    const feed = harness.live.subscribeBooks([listingId]);
    const reading = (async () => {
      for await (const book of feed) books.push({ bids: book.bids, asks: book.asks });
    })();
    return {
      books,
      stop: async () => {
        await feed.return();
        await reading;
      },
    };
  };
  /** The trades the store holds of a listing, after a flush. */
  const storedTrades = async (listingId: string): Promise<Json[]> => {
    await harness.live.flush();
    return (await get(harness.server, `/v1/trades?listing_id=${listingId}`)).body.items as Json[];
  };
  const refusals = () => harness.logged.filter((l) => l.startsWith('message refused: '));
  const kalshiMarkets = () =>
    new Set(harness.listings.filter((l) => l.venue === 'kalshi' && l.open).map((l) => l.ticker))
      .size;

  test('Kalshi: a snapshot of the wrong shape is never served, nor the deltas after it, until a snapshot of the published shape comes', async () => {
    const { venue } = harness;
    // The first snapshot of the market: its levels as objects, not [price, count] lists.
    let reshaped = 0;
    venue.reshape = (_venue, message) => {
      if (message.type !== 'orderbook_snapshot' || reshaped > 0) return undefined;
      if ((message.msg as Json).market_ticker !== KX_TICKER) return undefined;
      reshaped += 1;
      const levels = [...venue.kalshiBooks.get(KX_TICKER)!.yes].map(([price, count]) => ({
        price,
        count,
      }));
      return withMsg(message, { yes_dollars_fp: levels });
    };
    const pushed = recordBooks(KX_YES);
    const stream = harness.kalshi({ replies: SLOW_REPLIES });
    await until('the snapshot refused', () => stream.counters.malformed === 1);
    expect(refusals()).toEqual([
      'message refused: kalshi orderbook_snapshot: $.msg.yes_dollars_fp[0]: not the published shape of Kalshi WebSocket orderbook_snapshot: must be array',
    ]);
    expect(await feedOf(harness, KX_YES)).not.toBe('LIVE');

    // A change of the venue's book, then a print: once the print is in, the change was read.
    venue.kalshiDelta(KX_TICKER, 'yes', '0.41', '5.00');
    venue.kalshiTrade(KX_TICKER, 'trade-after-a-refused-snapshot', '0.41', '1.00', 'yes');
    await until(
      'the print',
      async () => (await storedTrades(KX_YES)).length === 1,
      undefined,
      STORE_MS,
    );

    // Asked for again after the bound: the snapshot of the published shape makes it whole.
    await until(
      'the whole book',
      whole(KX_YES, kalshiTruth),
      () => harness.logged.slice(-5),
      STORE_MS,
    );
    await pushed.stop();
    // Served only whole: never the empty book the refused snapshot left, nor the delta on it.
    expect(pushed.books).toEqual([kalshiTruth()]);
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');
    expect(await servedBooks(harness, KX_YES)).toEqual({
      rest: kalshiTruth(),
      query: kalshiTruth(),
      subscription: kalshiTruth(),
    });
    expect(
      venue
        .kalshiCommands()
        .some(
          (c) =>
            c.params.action === 'get_snapshot' &&
            JSON.stringify(c.params.market_tickers) === JSON.stringify([KX_TICKER]),
        ),
    ).toBe(true);
  });

  test('Kalshi: a delta of the wrong shape is refused and its market alone fetched again at once; a trade with a text past its bound is refused and not taken, the books untouched', async () => {
    const { venue } = harness;
    const stream = harness.kalshi({ replies: REPLIES });
    await until('the first snapshot', whole(KX_YES, kalshiTruth));
    const snapshotsAsked = () =>
      venue.kalshiCommands().filter((c) => c.params.action === 'get_snapshot');

    // The venue's book changes; the delta that says so carries its count as an object.
    venue.reshape = (_venue, message) =>
      message.type === 'orderbook_delta'
        ? withMsg(message, { delta_fp: { fp: (message.msg as Json).delta_fp } })
        : undefined;
    venue.kalshiDelta(KX_TICKER, 'yes', '0.41', '5.00');
    venue.reshape = undefined;
    await until('the delta refused', () => stream.counters.malformed === 1);
    expect(refusals()).toEqual([
      'message refused: kalshi orderbook_delta: $.msg.delta_fp: not the published shape of Kalshi WebSocket orderbook_delta: must be string or null',
    ]);
    await until('the whole book', whole(KX_YES, kalshiTruth), () => harness.logged.slice(-5));
    expect(snapshotsAsked().map((c) => c.params.market_tickers)).toEqual([[KX_TICKER]]);
    expect(stream.counters.resnapshots).toBe(1);
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');

    // A print whose trade ID is past the identifier bound: refused, not taken; no book refetched.
    venue.reshape = (_venue, message) =>
      message.type === 'trade'
        ? withMsg(message, { trade_id: 't'.repeat(LIMITS.idLengthMax + 1) })
        : undefined;
    venue.kalshiTrade(KX_TICKER, 'trade-too-long', '0.41', '2.00', 'yes');
    venue.reshape = undefined;
    await until('the trade refused', () => stream.counters.malformed === 2);
    expect(refusals()[1]).toBe(
      `message refused: kalshi trade: $.msg.trade_id: not the published shape of Kalshi WebSocket trade: must NOT have more than ${LIMITS.idLengthMax} characters`,
    );
    venue.kalshiTrade(KX_TICKER, 'trade-2', '0.41', '3.00', 'yes');
    await until(
      'the next print',
      async () => (await storedTrades(KX_YES)).length === 1,
      undefined,
      STORE_MS,
    );
    expect((await storedTrades(KX_YES)).map((t) => t.trade_id)).toEqual(['trade-2']);
    expect(stream.counters.resnapshots).toBe(1);
    expect(snapshotsAsked()).toHaveLength(1);
    expect(whole(KX_YES, kalshiTruth)()).toBe(true);
  });

  test('Polymarket: a book of the wrong shape is never served, nor the changes after it, until the book comes whole', async () => {
    const { venue } = harness;
    let reshaped = 0;
    venue.reshape = (_venue, event) => {
      if (event.event_type !== 'book' || event.asset_id !== PM_TOKEN || reshaped > 0)
        return undefined;
      reshaped += 1;
      // The levels as a map of price to size, not a list.
      const bids = Object.fromEntries(
        (event.bids as { price: string; size: string }[]).map((l) => [l.price, l.size]),
      );
      return { ...event, bids };
    };
    const pushed = recordBooks(PM_LISTING);
    const stream = harness.polymarket({ replies: SLOW_REPLIES });
    await until('the book refused', () => stream.counters.malformed === 1);
    expect(refusals()).toEqual([
      expect.stringMatching(
        /^message refused: polymarket book: \$\[\d+\]\.bids: not the published shape of Polymarket market channel book: must be array$/,
      ),
    ]);

    venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.41', size: '5' }]);
    venue.polymarketTrade(PM_TOKEN, '0.44', '2', 'BUY');
    await until(
      'the print',
      async () => (await storedTrades(PM_LISTING)).length === 1,
      undefined,
      STORE_MS,
    );

    await until(
      'the whole book',
      whole(PM_LISTING, polymarketTruth),
      () => harness.logged.slice(-5),
      STORE_MS,
    );
    await pushed.stop();
    expect(pushed.books).toEqual([polymarketTruth()]);
    expect(await feedOf(harness, PM_LISTING)).toBe('LIVE');
    expect(await servedBooks(harness, PM_LISTING)).toEqual({
      rest: polymarketTruth(),
      query: polymarketTruth(),
      subscription: polymarketTruth(),
    });
  });

  test('Polymarket: a price change of the wrong shape is refused and its token subscribed again at once; a print with a text past its bound is refused and not taken', async () => {
    const { venue } = harness;
    const stream = harness.polymarket({ replies: REPLIES });
    await until('the first book', whole(PM_LISTING, polymarketTruth));

    venue.reshape = (_venue, event) =>
      event.event_type === 'price_change'
        ? {
            ...event,
            price_changes: (event.price_changes as Json[]).map((c) => ({
              ...c,
              size: Number(c.size),
            })),
          }
        : undefined;
    venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.41', size: '5' }]);
    venue.reshape = undefined;
    await until('the change refused', () => stream.counters.malformed === 1);
    expect(refusals()).toEqual([
      'message refused: polymarket price_change: $.price_changes[0].size: not the published shape of Polymarket market channel price_change: must be string',
    ]);
    await until('the whole book', whole(PM_LISTING, polymarketTruth), () =>
      harness.logged.slice(-5),
    );
    expect(stream.counters.resnapshots).toBe(1);
    expect(
      venue.received.polymarket.filter((f) => f.includes('"operation":"unsubscribe"')),
    ).toEqual([`{"assets_ids":["${PM_TOKEN}"],"operation":"unsubscribe"}`]);

    venue.reshape = (_venue, event) =>
      event.event_type === 'last_trade_price'
        ? { ...event, transaction_hash: `0x${'f'.repeat(LIMITS.idLengthMax)}` }
        : undefined;
    venue.polymarketTrade(PM_TOKEN, '0.44', '2', 'BUY');
    venue.reshape = undefined;
    await until('the print refused', () => stream.counters.malformed === 2);
    venue.polymarketTrade(PM_TOKEN, '0.44', '3', 'BUY');
    await until(
      'the next print',
      async () => (await storedTrades(PM_LISTING)).length === 1,
      undefined,
      STORE_MS,
    );
    expect((await storedTrades(PM_LISTING))[0]).toMatchObject({ quantity: '3' });
    expect(stream.counters.resnapshots).toBe(1);
  });

  test('a frame nested 100,000 deep is refused unparsed and every book of its stream is STALE until sent whole again; the streams go on', async () => {
    const { venue } = harness;
    const kalshi = harness.kalshi({ replies: REPLIES });
    const polymarket = harness.polymarket({ replies: REPLIES });
    await until(
      'the first books',
      () => whole(KX_YES, kalshiTruth)() && whole(PM_LISTING, polymarketTruth)(),
    );
    const resnapshotsBefore = kalshi.counters.resnapshots;

    // Nothing answered for a while, so that the books are seen not current.
    venue.ignoreSubscribes.kalshi = true;
    venue.ignoreSubscribes.polymarket = true;
    venue.sendNested('kalshi', ISSUE_DEPTH);
    venue.sendNested('polymarket', ISSUE_DEPTH);
    await until(
      'both refused',
      () => kalshi.counters.malformed === 1 && polymarket.counters.malformed === 1,
    );
    expect(refusals().sort()).toEqual([
      `message refused: kalshi frame: $: JSON nested deeper than ${JSON_DEPTH_MAX} levels`,
      `message refused: polymarket frame: $: JSON nested deeper than ${JSON_DEPTH_MAX} levels`,
    ]);
    expect(kalshi.counters.resnapshots - resnapshotsBefore).toBe(kalshiMarkets());
    expect(await feedOf(harness, KX_YES)).toBe('STALE');
    expect(await feedOf(harness, PM_LISTING)).toBe('STALE');
    // REST and GraphQL keep the last whole book.
    expect((await servedBooks(harness, KX_YES)).rest).toEqual(kalshiTruth());

    venue.ignoreSubscribes.kalshi = false;
    venue.ignoreSubscribes.polymarket = false;
    await until(
      'the whole books again',
      () => whole(KX_YES, kalshiTruth)() && whole(PM_LISTING, polymarketTruth)(),
    );
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');
    expect(await feedOf(harness, PM_LISTING)).toBe('LIVE');
    // The streams go on: a later change is followed.
    venue.kalshiDelta(KX_TICKER, 'no', '0.56', '4.00');
    venue.polymarketChange(PM_TOKEN, [{ side: 'SELL', price: '0.43', size: '7' }]);
    await until(
      'the later changes',
      () => whole(KX_YES, kalshiTruth)() && whole(PM_LISTING, polymarketTruth)(),
    );
    expect([kalshi.connections, polymarket.connections]).toEqual([1, 1]);
  });

  test('a frame past FRAME_BYTES_MAX closes the connection (1009): counted and reported, the books STALE until the new connection sends them whole', async () => {
    const { venue } = harness;
    const kalshi = harness.kalshi({ replies: REPLIES });
    const polymarket = harness.polymarket({ replies: REPLIES });
    const metrics = new Metrics();
    metrics.watchStreams(() => [
      { venue: 'polymarket', counters: polymarket.counters },
      { venue: 'kalshi', counters: kalshi.counters },
    ]);
    await until(
      'the first books',
      () => whole(KX_YES, kalshiTruth)() && whole(PM_LISTING, polymarketTruth)(),
    );

    venue.ignoreSubscribes.kalshi = true;
    venue.ignoreSubscribes.polymarket = true;
    venue.sendOversized('kalshi', FRAME_BYTES_MAX + 1);
    venue.sendOversized('polymarket', FRAME_BYTES_MAX + 1);
    await until(
      'both closed',
      () => kalshi.counters.oversized === 1 && polymarket.counters.oversized === 1,
    );
    expect([kalshi.counters.losses, polymarket.counters.losses]).toEqual([1, 1]);
    expect(await feedOf(harness, KX_YES)).toBe('STALE');
    expect(await feedOf(harness, PM_LISTING)).toBe('STALE');
    for (const stream of ['kalshi websocket', 'polymarket market channel'])
      expect(harness.logged).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${stream}: connection lost \\(a frame larger than ${FRAME_BYTES_MAX} bytes, closed with 1009\\); again in \\d+ ms$`,
          ),
        ),
      );
    const scraped = await metrics.registry.metrics();
    expect(scraped).toContain(
      'settlegraph_stream_events_total{venue="kalshi",event="oversized"} 1',
    );
    expect(scraped).toContain(
      'settlegraph_stream_events_total{venue="polymarket",event="oversized"} 1',
    );

    venue.ignoreSubscribes.kalshi = false;
    venue.ignoreSubscribes.polymarket = false;
    await until(
      'the whole books on a new connection',
      () =>
        kalshi.connections >= 2 &&
        polymarket.connections >= 2 &&
        whole(KX_YES, kalshiTruth)() &&
        whole(PM_LISTING, polymarketTruth)(),
      () => harness.logged.slice(-5),
      STORE_MS,
    );
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');
    expect(await feedOf(harness, PM_LISTING)).toBe('LIVE');
    expect([kalshi.counters.malformed, polymarket.counters.malformed]).toEqual([0, 0]);
  });
});
