// Kalshi merges a later subscribe batch of a channel into the connection's subscription of that
// channel (answered `ok` with its sid): a sequence gap of that subscription fetches every market
// of it again, the later batches' included, so a market of the second batch of 100 ends as the
// venue's book on REST, the GraphQL query and the subscription, with coverage LIVE.
import { normalizeBinaryBook } from '../../src/domain/order-book';
import { STORE_KINDS } from '../support/stores';
import { syntheticVenues } from '../support/synthetic-venues';
import {
  canonical,
  feedOf,
  servedBooks,
  startStreamHarness,
  until,
  type StreamHarness,
} from './stream-harness';

describe.each(STORE_KINDS)('Kalshi subscribe batches merged ($name store)', (kind) => {
  let harness: StreamHarness;
  afterEach(async () => {
    await harness?.close();
  });

  test('a gap on the merged subscription fetches again the book of a market of the second batch', async () => {
    // 101 markets: batches of 100 and 1, both of the book channel merged into one subscription.
    harness = await startStreamHarness(kind, syntheticVenues({ events: 1, marketsPerEvent: 101 }), [
      'kalshi',
    ]);
    const kalshi = harness.listings.filter((l) => l.venue === 'kalshi' && l.side === 'yes');
    expect(kalshi).toHaveLength(101);
    const last = kalshi[100]!;
    const ticker = last.ticker!;
    const noListing = harness.listings.find((l) => l.ticker === ticker && l.side === 'no')!;
    const { venue, live } = harness;
    venue.setKalshiBook(ticker, [['0.40', '10.00']], [['0.55', '20.00']]);
    const stream = harness.kalshi();

    const truth = () => {
      const book = venue.kalshiBooks.get(ticker)!;
      return normalizeBinaryBook(canonical(book.yes), canonical(book.no), '1');
    };
    const whole = () =>
      live.state(last.listingId)?.current === true &&
      JSON.stringify(pick(live.book(last.listingId))) === JSON.stringify(truth().yes) &&
      JSON.stringify(pick(live.book(noListing.listingId))) === JSON.stringify(truth().no);
    const detail = () => [live.book(last.listingId), truth(), harness.logged.slice(-5)];
    await until('the second batch snapshot', whole, detail);

    // Both batches of the book channel went to one subscription, acknowledged `ok` the second time.
    const subscriptions = venue
      .kalshiSubscriptions()
      .filter((s) => s.channel === 'orderbook_delta');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.tickers).toHaveLength(101);
    const sid = subscriptions[0]!.sid;

    venue.kalshiDelta(ticker, 'yes', '0.42', '7.00', 'gap');
    venue.kalshiDelta(ticker, 'no', '0.55', '-5.00');
    await until('the book fetched again after the gap', () =>
      venue
        .kalshiCommands()
        .some(
          (c) =>
            c.cmd === 'update_subscription' &&
            c.params.action === 'get_snapshot' &&
            (c.params.market_tickers as string[]).includes(ticker),
        ),
    );
    await until('the whole book', whole, detail);
    const snapshot = venue
      .kalshiCommands()
      .find((c) => c.cmd === 'update_subscription' && c.params.action === 'get_snapshot')!;
    expect(snapshot.params.sids).toEqual([sid]);
    expect(snapshot.params.market_tickers).toHaveLength(101);
    expect(stream.counters.resnapshots).toBe(101);

    const served = await servedBooks(harness, last.listingId);
    expect(served).toEqual({ rest: truth().yes, query: truth().yes, subscription: truth().yes });
    expect(truth().yes.bids[0]).toEqual({ price: '0.42', size: '7' });
    expect(await feedOf(harness, last.listingId)).toBe('LIVE');
  }, 180_000);
});

function pick(book: { bids: unknown; asks: unknown } | undefined): unknown {
  return book && { bids: book.bids, asks: book.asks };
}
