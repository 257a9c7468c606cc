// LiveMirror: what a gateway pushes from the messages of publishers: a repeat is dropped, nothing
// goes out of order, a standby's repeated trade is pushed once, an older book never replaces a
// newer one, and the feed state says why it is paused.
import type { StreamedBook } from '../domain/live-sink';
import { LiveMirror } from './live-mirror';

const book = (observedAt: string, bid: string): StreamedBook => ({
  listingId: 'lst-1',
  bids: [{ price: bid, size: '10' }],
  asks: [],
  observedAt,
  source: 'LIVE',
});

async function taken<T>(feed: AsyncIterator<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  for (let i = 0; i < count; i++) values.push((await feed.next()).value as T);
  return values;
}

describe('LiveMirror', () => {
  test('a message numbered at or below the last one of its publisher is dropped; a gap is said', async () => {
    const mirror = new LiveMirror({ maxQueued: 100, bookIntervalMs: 0 });
    const trades = mirror.subscribeTrades(['lst-1']);
    const trade = (id: string) => ({
      kind: 'trade' as const,
      trade: {
        tradeId: id,
        listingId: 'lst-1',
        price: '0.5',
        quantity: '1',
        takerSide: 'BUY' as const,
        executedAt: '2026-11-29T08:00:00.000Z',
      },
    });
    expect(mirror.receive('p1', 1, trade('t1'))).toBe('applied');
    expect(mirror.receive('p1', 1, trade('t1b'))).toBe('repeated');
    expect(mirror.receive('p1', 4, trade('t2'))).toBe('after-gap');
    expect(mirror.receive('p1', 3, trade('t-late'))).toBe('repeated');
    // A standby publisher repeats t2 after taking over: pushed once.
    expect(mirror.receive('p2', 1, trade('t2'))).toBe('applied');
    expect(mirror.receive('p2', 2, trade('t3'))).toBe('applied');
    const ids = (await taken(trades, 3)).map((t) => t.tradeId);
    expect(ids).toEqual(['t1', 't2', 't3']);
    await trades.return();
  });

  test('an older book from another publisher never replaces a newer one', async () => {
    const mirror = new LiveMirror({ maxQueued: 100, bookIntervalMs: 0 });
    mirror.receive('p1', 1, { kind: 'book', book: book('2026-11-29T08:00:02.000Z', '0.41') });
    mirror.receive('p2', 1, { kind: 'book', book: book('2026-11-29T08:00:01.000Z', '0.40') });
    const books = mirror.subscribeBooks(['lst-1']);
    expect((await taken(books, 1))[0]!.bids).toEqual([{ price: '0.41', size: '10' }]);
    await books.return();
  });

  test('a kept book is taken unless the one held is as new, and it leaves the sequence and the state alone', async () => {
    const mirror = new LiveMirror({ maxQueued: 100, bookIntervalMs: 0 });
    // Nothing held: the kept book is taken and is what a new subscriber gets first.
    expect(
      mirror.restore('p1', 5, { kind: 'book', book: book('2026-11-29T08:00:05.000Z', '0.45') }),
    ).toBe(true);
    const books = mirror.subscribeBooks(['lst-1']);
    expect((await taken(books, 1))[0]!.bids).toEqual([{ price: '0.45', size: '10' }]);
    expect(mirror.state('lst-1')).toBeUndefined();
    // The publisher's messages from 1 on are still new to the mirror; a book older than the one
    // held (seq 3 < 5 of the same publisher) is not pushed, a later one is.
    expect(
      mirror.receive('p1', 3, { kind: 'book', book: book('2026-11-29T08:00:03.000Z', '0.43') }),
    ).toBe('applied');
    expect(
      mirror.receive('p1', 6, { kind: 'book', book: book('2026-11-29T08:00:06.000Z', '0.46') }),
    ).toBe('after-gap');
    expect((await taken(books, 1))[0]!.bids).toEqual([{ price: '0.46', size: '10' }]);
    // Loaded again after a reconnect: the same book, or an older one of another publisher, is
    // dropped; a newer one of another publisher (a standby that took over) is taken.
    expect(
      mirror.restore('p1', 6, { kind: 'book', book: book('2026-11-29T08:00:06.000Z', '0.46') }),
    ).toBe(false);
    expect(
      mirror.restore('p2', 9, { kind: 'book', book: book('2026-11-29T08:00:01.000Z', '0.41') }),
    ).toBe(false);
    expect(
      mirror.restore('p2', 2, { kind: 'book', book: book('2026-11-29T08:00:07.000Z', '0.47') }),
    ).toBe(true);
    expect(mirror.book('lst-1')?.bids).toEqual([{ price: '0.47', size: '10' }]);
    await books.return();
  });

  test('the feed state: current from books, STALE with the reason while the link is down or the heartbeat is late', () => {
    let now = 0;
    const mirror = new LiveMirror({ maxQueued: 100, bookIntervalMs: 0, now: () => now });
    mirror.receive('p1', 1, {
      at: '2026-11-29T08:00:00.000Z',
      intervalMs: 1_000,
      states: [
        {
          listingId: 'lst-1',
          source: 'LIVE',
          current: true,
          updatedAt: '2026-11-29T08:00:00.000Z',
        },
      ],
    });
    expect(mirror.state('lst-1')).toMatchObject({ current: true });
    expect(mirror.state('lst-1')?.reason).toBeUndefined();
    mirror.setDown('Redis unreachable since then: live pushes paused');
    expect(mirror.state('lst-1')).toMatchObject({
      current: false,
      reason: 'Redis unreachable since then: live pushes paused',
    });
    mirror.setDown(undefined);
    now = 3_500;
    expect(mirror.state('lst-1')).toMatchObject({
      current: false,
      reason: 'no heartbeat from the ingest for 3 s: live pushes paused',
    });
    // A heartbeat that no longer names a listing: it is no longer followed.
    mirror.receive('p1', 2, { at: '2026-11-29T08:00:04.000Z', intervalMs: 1_000, states: [] });
    expect(mirror.state('lst-1')).toBeUndefined();
  });
});
