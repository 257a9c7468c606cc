// ListingFeeds: a subscriber gets the holder's current book and quote first, then each listing's
// latest, and every trade of its listings in order; other listings' updates never reach it.
import type { OrderBookRecord, TradeRecord } from '../domain/market-data';
import type { PushedQuote } from './live-feed';
import { ListingFeeds } from './listing-feeds';

const book = (listingId: string, bid: string): OrderBookRecord => ({
  listingId,
  observedAt: '2026-11-29T08:00:00.000Z',
  bids: [{ price: bid, size: '10' }],
  asks: [],
});
const quote = (listingId: string, bid: string): PushedQuote => ({
  listingId,
  bid,
  bidSize: '10',
  ask: null,
  askSize: null,
  last: null,
  observedAt: '2026-11-29T08:00:00.000Z',
  source: 'ORDERBOOK',
});
const trade = (tradeId: string, listingId: string): TradeRecord => ({
  tradeId,
  listingId,
  price: '0.5',
  quantity: '1',
  takerSide: 'BUY',
  executedAt: '2026-11-29T08:00:00.000Z',
});

describe('ListingFeeds', () => {
  const current = { book: book('lst-1', '0.40'), quote: quote('lst-1', '0.40') };
  const feeds = () =>
    new ListingFeeds(
      { maxQueued: 10, bookIntervalMs: 0 },
      {
        book: (id) => (id === 'lst-1' ? current.book : undefined),
        quote: (id) => (id === 'lst-1' ? current.quote : undefined),
      },
    );

  test('a new subscriber gets the current book and quote, then the latest of its listings only', async () => {
    const f = feeds();
    const books = f.subscribeBooks(['lst-1']);
    const quotes = f.subscribeQuotes(['lst-1']);
    expect((await books.next()).value).toEqual(current.book);
    expect((await quotes.next()).value).toEqual(current.quote);
    f.pushBook(book('lst-2', '0.10'));
    f.pushBook(book('lst-1', '0.41'));
    f.pushBook(book('lst-1', '0.42'));
    f.pushQuote(quote('lst-1', '0.42'));
    // Conflated: the book not taken yet is replaced by the newer one.
    expect((await books.next()).value).toEqual(book('lst-1', '0.42'));
    expect((await quotes.next()).value).toEqual(quote('lst-1', '0.42'));
    await books.return();
    await quotes.return();
  });

  test('trades reach each subscriber of their listing in order, none given at subscription', async () => {
    const f = feeds();
    const trades = f.subscribeTrades(['lst-1']);
    f.pushTrade(trade('t1', 'lst-1'));
    f.pushTrade(trade('t2', 'lst-2'));
    f.pushTrade(trade('t3', 'lst-1'));
    expect((await trades.next()).value).toEqual(trade('t1', 'lst-1'));
    expect((await trades.next()).value).toEqual(trade('t3', 'lst-1'));
    await trades.return();
  });
});
