// The fan-out's messages: what the publisher encodes the gateway decodes unchanged (decimals as
// exact text), and a message of another shape is refused whole.
import { decodeLive, encodeLive } from './live-messages';

describe('live messages', () => {
  test('a book, a quote, a trade and a heartbeat go through unchanged', () => {
    const messages = [
      {
        kind: 'book' as const,
        book: {
          listingId: 'lst-1',
          bids: [{ price: '0.4250000001', size: '12.5' }],
          asks: [{ price: '0.45', size: '20' }],
          observedAt: '2026-11-29T08:00:00.000Z',
          source: 'LIVE' as const,
        },
      },
      {
        kind: 'quote' as const,
        quote: {
          listingId: 'lst-1',
          bid: '0.4250000001',
          bidSize: '12.5',
          ask: null,
          askSize: null,
          last: '0.43',
          observedAt: '2026-11-29T08:00:00.000Z',
          source: 'ORDERBOOK' as const,
        },
      },
      {
        kind: 'trade' as const,
        trade: {
          tradeId: 't-1',
          listingId: 'lst-1',
          price: '0.43',
          quantity: '100.01',
          takerSide: 'SELL' as const,
          executedAt: '2026-11-29T08:00:00.000Z',
        },
      },
      { kind: 'stale' as const, listingIds: ['lst-1'] },
      {
        at: '2026-11-29T08:00:00.000Z',
        intervalMs: 1000,
        states: [
          {
            listingId: 'lst-1',
            source: 'POLLED' as const,
            current: false,
            updatedAt: '2026-11-29T08:00:00.000Z',
          },
        ],
      },
    ];
    messages.forEach((message, i) =>
      expect(decodeLive(encodeLive('p1', i + 1, message))).toEqual({
        publisher: 'p1',
        seq: i + 1,
        message,
      }),
    );
  });

  test.each([
    ['not JSON', '{'],
    ['no sequence', JSON.stringify({ v: 1, publisher: 'p', kind: 'stale', listingIds: [] })],
    ['another version', JSON.stringify({ v: 2, publisher: 'p', seq: 1 })],
    [
      'a price as a number',
      JSON.stringify({
        v: 1,
        publisher: 'p',
        seq: 1,
        kind: 'book',
        book: {
          listingId: 'l',
          bids: [{ price: 0.4, size: '1' }],
          asks: [],
          observedAt: '2026-11-29T08:00:00.000Z',
          source: 'LIVE',
        },
      }),
    ],
    ['an unknown kind', JSON.stringify({ v: 1, publisher: 'p', seq: 1, kind: 'delete' })],
  ])('%s is refused', (_name, text) => {
    expect(decodeLive(text)).toHaveProperty('refused');
  });
});
