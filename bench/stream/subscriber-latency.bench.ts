// From a venue message to a GraphQL subscriber: the stream simulator sends Polymarket
// `price_change` frames at 1,000 a second spread over 5,000 listings; a PolymarketStream takes
// them over a WebSocket into LiveMarketData, which pushes them to graphql-ws subscribers of a
// sample of the listings through the gateway. Target: p99 under 50 ms.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { formatNumber, type Benchmark } from '../harness';
import { prng } from '../support/prng';
import {
  pace,
  percentile,
  startGateway,
  startVenues,
  Subscribers,
  type Gateway,
  type Venues,
  type Pushed,
  type SubscriptionKind,
} from './live-gateway';

/** 2,500 binary markets: 5,000 Polymarket listings (tokens), all streamed. */
const MARKETS = 2_500;
const RATE = 1_000;
const WARM_UP_SECONDS = 3;
const FLUSHING_SECONDS = 20;
const NOT_FLUSHING_SECONDS = 15;
/** Between the phases, and after the last for values still on their way. */
const PAUSE_MS = 1_000;
/** Every SAMPLE_EVERY-th listing has one subscriber, quote and orderbook in turn. */
const SAMPLE_EVERY = 10;
/** graphql-ws operations a socket and a key hold at most (the defaults, 10 and 50). */
const PER_SOCKET = 10;
const SOCKETS_PER_KEY = 5;
const DEPTH = 20;
const FLUSH_EVERY_MS = 1_000;
const SEED = 20_261_126;

type Phase = 'flushing' | 'notFlushing';

interface Sent {
  readonly scheduledAt: number;
  readonly sentAt: number;
  /** The measured phase the message was scheduled in; none: warm-up or a pause. */
  readonly phase: Phase | undefined;
}

/** What one measured phase saw. */
class PhaseResult {
  /** From the scheduled send time, ms. */
  readonly scheduled: number[] = [];
  /** From the simulator's send call, ms. */
  readonly sent: number[] = [];
  readonly byKind: Record<SubscriptionKind, number[]> = { quote: [], orderbook: [] };
  messages = 0;
  /** Messages to subscribed listings. */
  sampledMessages = 0;
  loopDelayP99Ms = Number.NaN;
  loopDelayMaxMs = Number.NaN;
  flushMs: number[] = [];

  constructor(readonly seconds: number) {}

  p(values: readonly number[], p: number): number {
    return percentile(
      [...values].sort((a, b) => a - b),
      p,
    );
  }

  get p99(): number {
    return this.p(this.scheduled, 99);
  }

  describe(): string {
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const flushes = [...this.flushMs].sort((a, b) => a - b);
    return (
      `p50 ${ms(this.p(this.scheduled, 50))}, p90 ${ms(this.p(this.scheduled, 90))}, ` +
      `p99 ${ms(this.p99)}, max ${ms(this.p(this.scheduled, 100))} (from the send call: p50 ` +
      `${ms(this.p(this.sent, 50))}, p99 ${ms(this.p(this.sent, 99))}); p99 quote ` +
      `${ms(this.p(this.byKind.quote, 99))}, orderbook ${ms(this.p(this.byKind.orderbook, 99))}; ` +
      `${formatNumber(this.messages / this.seconds)} messages/s, ${formatNumber(this.scheduled.length)} ` +
      `of the ${formatNumber(this.sampledMessages)} to subscribed listings pushed; event loop ` +
      `delay p99 ${ms(this.loopDelayP99Ms)}, max ${ms(this.loopDelayMaxMs)}` +
      (flushes.length > 0
        ? `; ${flushes.length} flushes, median ${ms(percentile(flushes, 50))}, max ${ms(flushes[flushes.length - 1]!)}`
        : '')
    );
  }
}

async function subscribeSample(
  venues: Venues,
  gateway: Gateway,
  subscribers: Subscribers,
  onValue: (p: Pushed) => void,
): Promise<Set<string>> {
  const sample = venues.polymarketBooks.tokens.filter((_, i) => i % SAMPLE_EVERY === 0);
  const waits: Promise<void>[] = [];
  for (let socket = 0; socket * PER_SOCKET < sample.length; socket++) {
    const client = subscribers.client(gateway.keys[Math.floor(socket / SOCKETS_PER_KEY)]!);
    sample.slice(socket * PER_SOCKET, (socket + 1) * PER_SOCKET).forEach((token, i) => {
      const kind: SubscriptionKind = i % 2 === 0 ? 'quote' : 'orderbook';
      waits.push(subscribers.subscribe(client, kind, token.listingId, onValue));
    });
  }
  await Promise.all(waits);
  return new Set(sample.map((t) => t.listingId));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const subscriberLatencyBenchmark: Benchmark = {
  name: 'stream/subscriber-latency-p99',
  description:
    `Latency from the stream simulator to a GraphQL subscriber: ${RATE.toLocaleString('en')} ` +
    `Polymarket \`price_change\` messages a second, each on one of ${(2 * MARKETS).toLocaleString('en')} ` +
    'listings drawn at random (seeded) and setting the size at its best bid or ask, so its quote ' +
    'and its book both change. Path: the simulator’s frame over a WebSocket, PolymarketStream ' +
    '(parse, book, best-price check), LiveMarketData.setBook, the conflating feed, the graphql-ws ' +
    'server of the gateway (memory store holding the generated catalog of ' +
    `${(4 * MARKETS).toLocaleString('en')} listings) and a graphql-ws client over a second ` +
    `WebSocket. Every ${SAMPLE_EVERY}th listing has one subscriber, \`quote { listingId bid ask ` +
    'observedAt }` and `orderbook { listingId observedAt bids asks }` in turn ' +
    `(${(2 * MARKETS) / SAMPLE_EVERY} subscriptions, ${PER_SOCKET} a socket, ${SOCKETS_PER_KEY} ` +
    'sockets a key: the default caps). Each message carries a venue timestamp its listing has not ' +
    'had, which the pushed `observedAt` repeats: that is how a received value is matched to its ' +
    `message. One run: a ${WARM_UP_SECONDS} s warm-up, ${FLUSHING_SECONDS} s measured with ` +
    `LiveMarketData.flush() every second (the value), then ${NOT_FLUSHING_SECONDS} s measured ` +
    'without it (in the note).',
  runs: 1,
  unit: 'ms',
  notes:
    'All in one process on one event loop: the simulator, the stream, the gateway and the ' +
    'clients. Latency runs from the time the 1 ms pacer scheduled the message (a venue does not ' +
    'stall when this process does, so a stall counts against latency) to the client’s ' +
    'callback; the note also gives it from the simulator’s send call. Book subscribers get ' +
    'every book: SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS (default 100 ms, a book at most that often ' +
    'per listing and subscriber) is 0 here. Values are conflated per listing: a message ' +
    'superseded before its subscriber took it is never pushed and not counted (the note says how ' +
    'many arrived). The value is measured with flush() at its default cadence (every second, ' +
    'as the streams run it) writing the changed books and quotes to the memory store in the same ' +
    `process; the note’s second part is the same load without it. Books of ${DEPTH} levels a ` +
    'side (each message changes a size, never a price). Target: p99 < 50 ms.',
  async prepare() {
    const venues = await startVenues({
      markets: MARKETS,
      venues: ['polymarket'],
      depth: DEPTH,
      seed: SEED,
    });
    let gateway: Gateway;
    try {
      gateway = await startGateway({
        markets: MARKETS,
        venues: ['polymarket'],
        urls: venues.simulator.urls,
        bookIntervalMs: 0,
        keys: Math.ceil((2 * MARKETS) / SAMPLE_EVERY / PER_SOCKET / SOCKETS_PER_KEY),
      });
    } catch (error) {
      await venues.stop();
      throw error;
    }
    const subscribers = new Subscribers(gateway.url);
    const stop = async () => {
      await subscribers.close();
      await gateway.stop();
      await venues.stop();
    };
    const pending = new Map<string, Sent>();
    const results: Record<Phase, PhaseResult> = {
      flushing: new PhaseResult(FLUSHING_SECONDS),
      notFlushing: new PhaseResult(NOT_FLUSHING_SECONDS),
    };
    const onValue = (pushed: Pushed) => {
      const now = performance.now();
      const key = `${pushed.listingId}|${Date.parse(pushed.observedAt)}`;
      const message = pending.get(key);
      if (!message) return;
      pending.delete(key);
      if (!message.phase) return;
      const result = results[message.phase];
      result.scheduled.push(now - message.scheduledAt);
      result.sent.push(now - message.sentAt);
      result.byKind[pushed.kind].push(now - message.scheduledAt);
    };
    let sampled: Set<string>;
    try {
      sampled = await subscribeSample(venues, gateway, subscribers, onValue);
      // The first books of every listing written before the measurement, not in its first flush.
      await gateway.live.flush();
    } catch (error) {
      await stop();
      throw error;
    }
    let ran = false;
    return {
      run: async () => {
        const books = venues.polymarketBooks;
        const pick = prng(SEED + 2);
        const lastTimestamp = new Map<string, number>();
        let n = 0;
        let phase: Phase | undefined;
        gateway.startFlushing(FLUSH_EVERY_MS);
        const pacer = pace(RATE, (scheduledAt) => {
          const token = books.tokens[Math.floor(pick() * books.tokens.length)]!;
          // A venue timestamp (ms) this listing has not had: it names the message.
          const timestamp = Math.max(Date.now(), (lastTimestamp.get(token.tokenId) ?? 0) + 1);
          lastTimestamp.set(token.tokenId, timestamp);
          const change = books.topChange(token, String(100 + (n++ % 1_000_000)));
          if (phase) results[phase].messages++;
          if (sampled.has(token.listingId)) {
            if (phase) results[phase].sampledMessages++;
            pending.set(`${token.listingId}|${timestamp}`, {
              scheduledAt,
              sentAt: performance.now(),
              phase,
            });
          }
          venues.simulator.polymarketChange(
            token.tokenId,
            [{ side: change.side, price: change.price, size: change.size }],
            { timestamp },
          );
        });
        const measure = async (which: Phase) => {
          const result = results[which];
          const loop = monitorEventLoopDelay({ resolution: 10 });
          const flushesBefore = gateway.flushMs.length;
          loop.enable();
          phase = which;
          await sleep(result.seconds * 1000);
          phase = undefined;
          loop.disable();
          result.loopDelayP99Ms = loop.percentile(99) / 1e6;
          result.loopDelayMaxMs = loop.max / 1e6;
          result.flushMs = gateway.flushMs.slice(flushesBefore);
        };
        try {
          await sleep(WARM_UP_SECONDS * 1000);
          await measure('flushing');
          gateway.stopFlushing();
          await sleep(PAUSE_MS);
          await measure('notFlushing');
        } finally {
          pacer.stop();
          gateway.stopFlushing();
        }
        await sleep(PAUSE_MS);
        const [counters] = gateway.counters();
        if (counters!.malformed > 0 || counters!.resnapshots > 0 || gateway.flushErrors.length > 0)
          throw new Error(
            `${counters!.malformed} frames refused, ${counters!.resnapshots} books fetched again, ` +
              `flush errors: ${gateway.flushErrors.join('; ')}`,
          );
        ran = true;
        return results.flushing.p99;
      },
      note: () =>
        ran
          ? `With flush() every second: ${results.flushing.describe()}. Without flush(): ` +
            `${results.notFlushing.describe()}`
          : 'not run',
      verdict: (measured) => ({ target: 'p99 < 50 ms', met: measured.median < 50 }),
      dispose: stop,
    };
  },
};
