import { LiveFeed } from './live-feed';

describe('a subscriber feed', () => {
  test('conflates: a reader behind gets the latest value of each key, keys in order of arrival', async () => {
    const feed = new LiveFeed<string>({ maxQueued: 10, minIntervalMs: 0 });
    feed.conflate('a', 'a1');
    feed.conflate('b', 'b1');
    feed.conflate('a', 'a2');
    expect(await feed.next()).toEqual({ value: 'b1', done: false });
    expect(await feed.next()).toEqual({ value: 'a2', done: false });
    const pending = feed.next();
    feed.conflate('b', 'b2');
    expect(await pending).toEqual({ value: 'b2', done: false });
  });

  test('appended values are all given, in order, before conflated ones', async () => {
    const feed = new LiveFeed<string>({ maxQueued: 10, minIntervalMs: 0 });
    feed.conflate('q', 'quote');
    feed.append('t1');
    feed.append('t2');
    const values = [await feed.next(), await feed.next(), await feed.next()].map((r) => r.value);
    expect(values).toEqual(['t1', 't2', 'quote']);
  });

  test('a key is given at most once per interval; the latest value waits for it', async () => {
    let now = 1_000;
    const feed = new LiveFeed<string>({ maxQueued: 10, minIntervalMs: 100 }, () => now);
    feed.conflate('book', 'v1');
    expect((await feed.next()).value).toBe('v1');
    feed.conflate('book', 'v2');
    feed.conflate('book', 'v3');
    const pending = feed.next();
    now = 1_100;
    expect((await pending).value).toBe('v3');
  });

  test('a reader too slow for appended values is ended with the reason, never queued without bound', async () => {
    const ends: string[] = [];
    const feed = new LiveFeed<number>({
      maxQueued: 3,
      minIntervalMs: 0,
      onEnd: (end) => ends.push(end.reason),
    });
    for (let i = 0; i < 5; i++) feed.append(i);
    expect(ends).toEqual(['SLOW_SUBSCRIBER']);
    expect(feed.endedWith?.message).toBe(
      'more than 3 updates waited for this subscriber; resubscribe',
    );
    expect(await feed.next()).toEqual({ value: undefined, done: true });
  });

  test('return() ends the feed and tells its owner once', async () => {
    const ends: string[] = [];
    const feed = new LiveFeed<number>({
      maxQueued: 3,
      minIntervalMs: 0,
      onEnd: (e) => ends.push(e.reason),
    });
    const pending = feed.next();
    await feed.return();
    await feed.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(ends).toEqual(['CLOSED']);
  });
});
