// Book updates on one core through the whole per-message path of the venue streams: a frame's text
// → PolymarketStream / KalshiStream parse and apply (src/sync/streams/) → LiveMarketData.setBook
// (the listing's book, its quote rebuilt, its subscribers' feeds given the new values). No socket:
// the frames are handed to the stream's message handler as its socket would hand them. Seeded, so
// every run and machine applies the same frames. Target: at least 20,000 updates per second.
import { performance } from 'node:perf_hooks';
import { LiveMarketData } from '../../src/services/live-market-data';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { VenueHttp } from '../../src/venues/common/venue-http';
import { KalshiStream } from '../../src/venues/kalshi/kalshi-stream';
import { PolymarketStream } from '../../src/venues/polymarket/polymarket-stream';
import { streamedListingsOf } from '../../src/sync/streamed-listings';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import type { StreamCounters, StreamedListing } from '../../src/domain/stream-port';
import { formatNumber, type Benchmark } from '../harness';
import { prng } from '../support/prng';
import { streamCatalog } from './live-gateway';
import { KalshiBooks, KalshiFrames, PolymarketBooks } from './venue-frames';

/** 500 binary markets listed on both venues: 1,000 Polymarket tokens, 500 Kalshi markets. */
const MARKETS = 500;
const TOKENS = 2 * MARKETS;
const KALSHI_MARKETS = MARKETS;
const DEPTH = 20;
const UPDATES = 50_000;
/** Every SUBSCRIBED_EVERY-th listing has a quote and a book subscriber. */
const SUBSCRIBED_EVERY = 10;
/** Frames between two turns of the event loop, in which the subscribers take their values. */
const TURN_EVERY = 1_000;
const SEED = 20_261_125;
/** The venue time of the first frame, ms. */
const T0 = Date.parse('2026-11-25T12:00:00Z');

type Venue = 'polymarket' | 'kalshi';

interface Frames {
  readonly listings: StreamedListing[];
  /** Before the timed part: Kalshi's subscriptions confirmed, then every first book. */
  readonly setup: string[];
  readonly updates: string[];
  /** Kalshi: the subscribe commands the stream would have sent (command ID → markets). */
  readonly commands?: Map<number, string[]>;
}

interface VenueRun {
  readonly updatesPerSecond: number;
  readonly cpuMicrosPerUpdate: number;
  /** Values the subscribers took during the run. */
  readonly delivered: number;
}

function polymarketFrames(listings: StreamedListing[]): Frames {
  const books = new PolymarketBooks(listings, DEPTH, SEED);
  const setup = books.tokens.map((t) => books.bookFrame(t, T0));
  const pick = prng(SEED + 2);
  const updates = Array.from({ length: UPDATES }, (_, i) => {
    const token = books.tokens[Math.floor(pick() * books.tokens.length)]!;
    return books.changeFrame(books.randomChange(token), T0 + 1 + i);
  });
  return { listings: listings.filter((l) => l.venue === 'polymarket'), setup, updates };
}

function kalshiFrames(listings: StreamedListing[]): Frames {
  const books = new KalshiBooks(listings, DEPTH, SEED + 1);
  const frames = new KalshiFrames(books);
  const setup = frames.setup();
  const pick = prng(SEED + 3);
  const updates = Array.from({ length: UPDATES }, (_, i) => {
    const market = books.markets[Math.floor(pick() * books.markets.length)]!;
    return frames.deltaFrame(books.randomDelta(market), T0 + 1 + i);
  });
  return {
    listings: listings.filter((l) => l.venue === 'kalshi'),
    setup,
    updates,
    commands: frames.commands(),
  };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A fresh stream and live data; the setup frames applied; the updates timed. */
async function drive(venue: Venue, frames: Frames): Promise<VenueRun> {
  // The production feed options (SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS 100, 1,000 queued).
  const live = new LiveMarketData({ store: new MemoryStore() });
  const url = 'ws://127.0.0.1:9/not-connected';
  const stream =
    venue === 'polymarket'
      ? new PolymarketStream({ url, live })
      : new KalshiStream({
          url,
          restRoot: 'http://127.0.0.1:9/not-read',
          http: new VenueHttp({ budgets: {} }),
          live,
          pollIntervalMs: 60_000,
        });
  stream.follow(frames.listings);
  // The bench drives the message path without a socket: it calls the stream's private message
  // handler with each frame's text, as the stream's socket does with each text frame.
  const internals = stream as unknown as {
    receive(text: string): void;
    pending: Map<number, { channel: 'orderbook_delta'; tickers: string[] }>;
    counters: StreamCounters;
  };
  // Without a socket no subscribe command went out: recorded as sending them would have, so the
  // `subscribed` answers among the setup frames confirm them.
  for (const [id, tickers] of frames.commands ?? [])
    internals.pending.set(id, { channel: 'orderbook_delta', tickers });
  for (const frame of frames.setup) internals.receive(frame);

  let delivered = 0;
  const feeds = frames.listings
    .filter((_, i) => i % SUBSCRIBED_EVERY === 0)
    .flatMap((l) => [live.subscribeQuotes([l.listingId]), live.subscribeBooks([l.listingId])]);
  const readers = feeds.map(async (feed) => {
    for await (const _ of feed) delivered++;
  });
  await turn();
  delivered = 0;

  const updates = frames.updates;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < updates.length; i++) {
    internals.receive(updates[i]!);
    if (i % TURN_EVERY === TURN_EVERY - 1) await turn();
  }
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);

  for (const feed of feeds) await feed.return();
  await Promise.all(readers);
  const { malformed, resnapshots } = internals.counters;
  if (malformed > 0 || resnapshots > 0)
    throw new Error(`${venue}: ${malformed} frames refused, ${resnapshots} books fetched again`);
  if (frames.listings.some((l) => live.state(l.listingId)?.current !== true))
    throw new Error(`${venue}: a listing has no current book`);
  return {
    updatesPerSecond: updates.length / seconds,
    cpuMicrosPerUpdate: (used.user + used.system) / updates.length,
    delivered,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const bookUpdatesBenchmark: Benchmark = {
  name: 'stream/book-updates-one-core',
  description:
    `Frames through the streams' whole per-message path, in process: ${UPDATES.toLocaleString('en')} ` +
    `Polymarket \`price_change\` frames (one level change each, with the best bid and ask after it, ` +
    `over ${TOKENS.toLocaleString('en')} tokens) into a PolymarketStream, then ` +
    `${UPDATES.toLocaleString('en')} Kalshi \`orderbook_delta\` frames (over ` +
    `${KALSHI_MARKETS.toLocaleString('en')} markets, ${(2 * KALSHI_MARKETS).toLocaleString('en')} ` +
    'listings) into a KalshiStream: JSON parse, the typed event, the live book, the sequence and ' +
    'best-price checks, the whole book of the listing(s) printed and LiveMarketData.setBook ' +
    '(book, quote rebuilt, subscribers given the new values). Each run starts from fresh streams ' +
    `whose books came from a snapshot (${DEPTH} levels a side, not timed). The value is the ` +
    'slower venue of the run; the note has each venue.',
  runs: 5,
  unit: 'updates/s',
  notes:
    'No socket: the frames (built before the runs) are handed to the stream’s message ' +
    'handler, as its socket would hand them, so WebSocket framing is not included. Every ' +
    `${SUBSCRIBED_EVERY}th listing has a quote and a book subscriber (LiveMarketData feeds, the ` +
    'production options: a book at most every 100 ms), read in a turn of the event loop every ' +
    `${TURN_EVERY.toLocaleString('en')} frames; those turns are timed. LiveMarketData.flush() ` +
    '(the store write every second) does not run: it is off the message path. CPU is the ' +
    'process’s user + system time (garbage collection threads included) over the timed ' +
    'part. Every frame applies: 0 refused, 0 books fetched again. Target: ≥ 20,000 ' +
    'updates/s on one core.',
  prepare() {
    const listings = streamedListingsOf(draftFromCatalog(streamCatalog(MARKETS)));
    const frames: Record<Venue, Frames> = {
      polymarket: polymarketFrames(listings),
      kalshi: kalshiFrames(listings),
    };
    const runs: Record<Venue, VenueRun[]> = { polymarket: [], kalshi: [] };
    return {
      run: async () => {
        const polymarket = await drive('polymarket', frames.polymarket);
        const kalshi = await drive('kalshi', frames.kalshi);
        runs.polymarket.push(polymarket);
        runs.kalshi.push(kalshi);
        return Math.min(polymarket.updatesPerSecond, kalshi.updatesPerSecond);
      },
      note: () =>
        (['polymarket', 'kalshi'] as const)
          .map((venue) => {
            const r = runs[venue];
            const rate = median(r.map((x) => x.updatesPerSecond));
            const cpu = median(r.map((x) => x.cpuMicrosPerUpdate));
            const delivered = median(r.map((x) => x.delivered));
            return (
              `${venue === 'polymarket' ? 'Polymarket' : 'Kalshi'} median ` +
              `${formatNumber(rate)} updates/s (min ${formatNumber(Math.min(...r.map((x) => x.updatesPerSecond)))}), ` +
              `CPU ${cpu.toFixed(1)} µs an update, ${formatNumber(delivered)} values to subscribers a run`
            );
          })
          .join('; '),
      verdict: (result) => ({
        target: '≥ 20,000 updates/s each venue',
        met: result.median >= 20_000,
      }),
    };
  },
};
