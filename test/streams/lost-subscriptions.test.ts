// Subscriptions the venue never answers are sent again: a venue that drops both connections and
// then ignores the subscribe commands of the next one (while it answers PING and sends its
// heartbeats, so the connection never looks idle) gets them again within a bound, and a
// connection on which nothing is answered after a few rounds is replaced; a venue gone silent
// that comes back gets them again too. Coverage says STALE meanwhile and LIVE once books flow.
import type { PriceLevel } from '../../src/domain/market-data';
import { normalizeBinaryBook } from '../../src/domain/order-book';
import { STORE_KINDS } from '../support/stores';
import { recordedVenues } from '../support/venue-simulator';
import {
  bestFirst,
  canonical,
  feedOf,
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

/** Asked again 200 ms after; the connection replaced after two silent rounds. */
const REPLIES = { afterMs: 200, rounds: 2 };
/** Heartbeats and PINGs every 50 ms keep a connection from looking idle within 400 ms. */
const ALIVE = { idleTimeoutMs: 400 };

describe.each(STORE_KINDS)('lost subscriptions ($name store)', (kind) => {
  let harness: StreamHarness;
  beforeEach(async () => {
    harness = await startStreamHarness(kind, recordedVenues(), ['polymarket', 'kalshi'], {
      kalshiHeartbeatMs: 50,
    });
    harness.venue.setKalshiBook(KX_TICKER, [['0.40', '100.00']], [['0.55', '30.00']]);
    harness.venue.setPolymarketBook(PM_TOKEN, PM_MARKET, [['0.40', '100']], [['0.44', '10']]);
  }, SYNC_ON_A_BUSY_MACHINE_MS);
  afterEach(async () => {
    await harness?.close();
  });

  const kalshiTruth = (): { bids: PriceLevel[]; asks: PriceLevel[] } => {
    const book = harness.venue.kalshiBooks.get(KX_TICKER)!;
    return normalizeBinaryBook(canonical(book.yes), canonical(book.no), '1').yes;
  };
  const polymarketTruth = (): { bids: PriceLevel[]; asks: PriceLevel[] } => {
    const book = harness.venue.polymarketBooks.get(PM_TOKEN)!;
    return {
      bids: bestFirst(canonical(book.bids), 'bids'),
      asks: bestFirst(canonical(book.asks), 'asks'),
    };
  };
  const whole = (listingId: string, truth: () => unknown) => () => {
    const book = harness.live.book(listingId);
    return (
      harness.live.state(listingId)?.current === true &&
      JSON.stringify(book && { bids: book.bids, asks: book.asks }) === JSON.stringify(truth())
    );
  };

  test('Kalshi: subscribe commands ignored after a dropped connection are sent again, the deaf connection replaced, and the feed is LIVE once books flow', async () => {
    const { venue } = harness;
    const stream = harness.kalshi({ replies: REPLIES, ...ALIVE });
    await until('the first snapshot', whole(KX_YES, kalshiTruth));
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');

    venue.ignoreSubscribes.kalshi = true;
    venue.dropConnections('kalshi');
    venue.kalshiBooks.get(KX_TICKER)!.yes.set('0.42', '6.00');
    await until('the reconnect', () => stream.connections >= 2);
    expect(await feedOf(harness, KX_YES)).toBe('STALE');
    const subscribes = () => venue.kalshiCommands().filter((c) => c.cmd === 'subscribe').length;
    const before = subscribes();
    await until('the subscriptions sent again', () => subscribes() > before);
    await until(
      'the deaf connection replaced',
      () => stream.connections >= 3,
      () => [stream.counters, harness.logged.slice(-5)],
    );
    expect(stream.counters.replacements).toBeGreaterThanOrEqual(1);
    expect(await feedOf(harness, KX_YES)).toBe('STALE');

    venue.ignoreSubscribes.kalshi = false;
    await until('the book after the venue answers again', whole(KX_YES, kalshiTruth), () => [
      stream.counters,
      harness.logged.slice(-5),
    ]);
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');
    expect(stream.counters.resubscribes).toBeGreaterThanOrEqual(1);
  });

  test('Kalshi: a venue gone silent and back gets the subscriptions of the new connection again', async () => {
    const { venue } = harness;
    const stream = harness.kalshi({ replies: REPLIES, ...ALIVE });
    await until('the first snapshot', whole(KX_YES, kalshiTruth));

    // Silent: no heartbeat, no answer; the connection goes idle and a new one is opened, whose
    // subscribe commands the silent venue drops.
    venue.silent.kalshi = true;
    await until('a new connection', () => stream.connections >= 2);
    expect(await feedOf(harness, KX_YES)).toBe('STALE');
    venue.kalshiBooks.get(KX_TICKER)!.no.set('0.50', '2.00');
    venue.silent.kalshi = false;
    await until('the book after the venue came back', whole(KX_YES, kalshiTruth), () => [
      stream.counters,
      harness.logged.slice(-5),
    ]);
    expect(await feedOf(harness, KX_YES)).toBe('LIVE');
  });

  test('Polymarket: a subscription ignored after a dropped connection (PING still answered) is sent again, the deaf connection replaced, and the feed is LIVE once the book flows', async () => {
    const { venue } = harness;
    const stream = harness.polymarket({ replies: REPLIES, keepaliveMs: 50, ...ALIVE });
    await until('the first book', whole(PM_LISTING, polymarketTruth));

    venue.ignoreSubscribes.polymarket = true;
    venue.dropConnections('polymarket');
    venue.polymarketBooks.get(PM_TOKEN)!.bids.set('0.41', '3');
    await until('the reconnect', () => stream.connections >= 2);
    expect(await feedOf(harness, PM_LISTING)).toBe('STALE');
    await until(
      'the deaf connection replaced',
      () => stream.connections >= 3,
      () => [stream.counters, harness.logged.slice(-5)],
    );
    expect(venue.received.polymarket.filter((f) => f === 'PING').length).toBeGreaterThan(0);
    expect(await feedOf(harness, PM_LISTING)).toBe('STALE');

    venue.ignoreSubscribes.polymarket = false;
    await until('the book after the venue answers again', whole(PM_LISTING, polymarketTruth));
    expect(await feedOf(harness, PM_LISTING)).toBe('LIVE');
    expect(stream.counters.resubscribes).toBeGreaterThanOrEqual(1);
  });

  test('Polymarket: a venue gone silent and back gets the subscription of the new connection again', async () => {
    const { venue } = harness;
    const stream = harness.polymarket({ replies: REPLIES, keepaliveMs: 50, ...ALIVE });
    await until('the first book', whole(PM_LISTING, polymarketTruth));

    venue.silent.polymarket = true;
    await until('a new connection', () => stream.connections >= 2);
    expect(await feedOf(harness, PM_LISTING)).toBe('STALE');
    venue.polymarketBooks.get(PM_TOKEN)!.asks.set('0.43', '2');
    venue.silent.polymarket = false;
    await until('the book after the venue came back', whole(PM_LISTING, polymarketTruth));
    expect(await feedOf(harness, PM_LISTING)).toBe('LIVE');
  });
});
