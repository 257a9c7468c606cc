// A crossed book (best bid at or above best ask) is lost sync: it is served nowhere (not pushed to
// the `orderbook` subscription, not written), the listing's coverage feed says STALE, a fresh book
// is asked for, and once the venue's whole book is back everything serves it and coverage says
// LIVE again. On both venues: Kalshi's YES bid above the YES ask (1 − the best NO bid), Polymarket's
// bid above its ask.
import { normalizeBinaryBook } from '../../src/domain/order-book';
import type { PriceLevel } from '../../src/domain/market-data';
import type { Iterator } from '../graphql/ws-client';
import { STORE_KINDS } from '../support/stores';
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

type Book = { bids: PriceLevel[]; asks: PriceLevel[] };

describe.each(STORE_KINDS)('crossed books ($name store)', (kind) => {
  let harness: StreamHarness;
  beforeEach(async () => {
    harness = await startStreamHarness(kind, recordedVenues(), ['polymarket', 'kalshi']);
  }, SYNC_ON_A_BUSY_MACHINE_MS);
  afterEach(async () => {
    await harness?.close();
  });

  /** Every book the `orderbook` subscription pushes, until `stop`. */
  function pushedBooks(listingId: string): { books: Book[]; stop: () => Promise<void> } {
    const books: Book[] = [];
    const iterator = harness.ws.iterate({
      query: `subscription($id: ID!) { orderbook(listingId: $id) { bids { price size } asks { price size } } }`,
      variables: { id: listingId },
    }) as Iterator;
    const reading = (async () => {
      for await (const result of iterator) books.push(result.data.orderbook as Book);
    })();
    return {
      books,
      stop: async () => {
        await iterator.return?.();
        await reading;
      },
    };
  }

  const crossedOf = (book: Book) =>
    book.bids[0] !== undefined &&
    book.asks[0] !== undefined &&
    Number(book.bids[0].price) >= Number(book.asks[0].price);

  test('Kalshi: a YES bid above the YES ask is never pushed; STALE until a fresh snapshot makes the book whole', async () => {
    const { venue, live } = harness;
    venue.setKalshiBook(KX_TICKER, [['0.40', '100.00']], [['0.54', '30.00']]);
    const stream = harness.kalshi({ replies: REPLIES });
    const truth = () => {
      const book = venue.kalshiBooks.get(KX_TICKER)!;
      return normalizeBinaryBook(canonical(book.yes), canonical(book.no), '1').yes;
    };
    const whole = () =>
      live.state(KX_YES)?.current === true &&
      JSON.stringify(pick(live.book(KX_YES))) === JSON.stringify(truth());
    await until('the first snapshot', whole);
    const pushed = pushedBooks(KX_YES);
    await until('the subscription', () => pushed.books.length === 1);

    // The venue answers nothing for a while: the fresh snapshot asked for is lost too.
    venue.ignoreSubscribes.kalshi = true;
    venue.kalshiDelta(KX_TICKER, 'yes', '0.47', '5.00', 'phantom');
    await until('the crossed book seen', () => stream.counters.crossed === 1);
    expect(live.state(KX_YES)?.current).toBe(false);
    expect(await feedOf(harness, KX_YES)).toBe('STALE');
    expect(
      venue
        .kalshiCommands()
        .some((c) => c.params.action === 'get_snapshot' && c.params.market_tickers),
    ).toBe(true);
    const stale = await servedBooks(harness, KX_YES);
    expect(stale).toEqual({ rest: truth(), query: truth(), subscription: truth() });

    venue.ignoreSubscribes.kalshi = false;
    await until('the whole book again', whole, () => harness.logged.slice(-5));
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');
    expect(stream.counters.resubscribes).toBeGreaterThanOrEqual(1);
    await pushed.stop();
    expect(pushed.books.filter(crossedOf)).toEqual([]);
    expect(await servedBooks(harness, KX_YES)).toEqual({
      rest: truth(),
      query: truth(),
      subscription: truth(),
    });
    expect(harness.logged.some((l) => l.includes(`kalshi book of ${KX_TICKER} crossed`))).toBe(
      true,
    );
  });

  test('Polymarket: a bid above the ask is never pushed; STALE until the token is subscribed again and its book is whole', async () => {
    const { venue, live } = harness;
    venue.setPolymarketBook(PM_TOKEN, PM_MARKET, [['0.380', '100']], [['0.383', '40']]);
    const stream = harness.polymarket({ replies: REPLIES });
    const truth = () => {
      const book = venue.polymarketBooks.get(PM_TOKEN)!;
      return {
        bids: bestFirst(canonical(book.bids), 'bids'),
        asks: bestFirst(canonical(book.asks), 'asks'),
      };
    };
    const whole = () =>
      live.state(PM_LISTING)?.current === true &&
      JSON.stringify(pick(live.book(PM_LISTING))) === JSON.stringify(truth());
    await until('the first book', whole);
    const pushed = pushedBooks(PM_LISTING);
    await until('the subscription', () => pushed.books.length === 1);

    venue.ignoreSubscribes.polymarket = true;
    venue.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.384', size: '10' }], {
      phantom: true,
    });
    await until('the crossed book seen', () => stream.counters.crossed === 1);
    expect(live.state(PM_LISTING)?.current).toBe(false);
    expect(await feedOf(harness, PM_LISTING)).toBe('STALE');
    expect(await servedBooks(harness, PM_LISTING)).toEqual({
      rest: truth(),
      query: truth(),
      subscription: truth(),
    });

    venue.ignoreSubscribes.polymarket = false;
    await until('the whole book again', whole, () => harness.logged.slice(-5));
    expect(await feedOf(harness, PM_LISTING)).toBe('LIVE');
    await pushed.stop();
    expect(pushed.books.filter(crossedOf)).toEqual([]);
    expect(pushed.books.length).toBeGreaterThanOrEqual(1);
  });
});

function pick(book: { bids: unknown; asks: unknown } | undefined): unknown {
  return book && { bids: book.bids, asks: book.asks };
}
