// Live market data end to end, in two halves that run in one process or two:
// - the venues: the stream simulator (test/support/venue-stream-simulator.ts) holding a seeded book
//   for every listing of a generated catalog;
// - the gateway: a memory store holding that catalog, the venue streams (PolymarketStream, and
//   KalshiStream with signed credentials) connected to the simulator over real WebSockets, their
//   LiveMarketData pushed to GraphQL subscribers (createServices + buildApp on loopback, as
//   `settlegraph serve` builds them);
// and graphql-ws clients of the gateway.
import { generateKeyPairSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { importCatalog } from '../../src/catalog/import-catalog';
import { buildApp } from '../../src/app/app';
import { ApiKeys } from '../../src/http/auth';
import { LiveMarketData } from '../../src/services/live-market-data';
import { createServices } from '../../src/services/services';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { VenueHttp } from '../../src/venues/common/venue-http';
import { kalshiCredentials } from '../../src/venues/kalshi/kalshi-signing';
import { KalshiStream } from '../../src/venues/kalshi/kalshi-stream';
import { PolymarketStream } from '../../src/venues/polymarket/polymarket-stream';
import { streamedListingsOf } from '../../src/sync/streamed-listings';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import type { StreamCounters, StreamedListing } from '../../src/domain/stream-port';
import { StreamSimulator } from '../../test/support/venue-stream-simulator';
import { generateCatalog } from '../support/generated-catalog';
import { KalshiBooks, PolymarketBooks } from './venue-frames';

const MARKETS_PER_FAMILY = 5;

export type StreamVenue = 'polymarket' | 'kalshi';

/**
 * A generated catalog (bench/support/generated-catalog.ts) of `markets` binary markets, each listed
 * on both venues: 2 × `markets` Polymarket listings (tokens) and `markets` Kalshi markets
 * (2 × `markets` listings), every one OPEN with the venue's trading rules.
 */
export function streamCatalog(markets: number): CatalogDocument {
  return generateCatalog({
    families: Math.ceil(markets / MARKETS_PER_FAMILY),
    marketsPerFamily: MARKETS_PER_FAMILY,
    scenariosPerFamily: 3,
  });
}

/** The catalog's listings on `venues`, as the streams follow them. */
export function streamedListings(
  doc: CatalogDocument,
  venues: readonly StreamVenue[],
): StreamedListing[] {
  return streamedListingsOf(draftFromCatalog(doc)).filter((l) =>
    (venues as readonly string[]).includes(l.venue),
  );
}

export interface VenueOptions {
  /** Binary markets of the catalog (streamCatalog). */
  readonly markets: number;
  readonly venues: readonly StreamVenue[];
  /** Levels a side of each first book. */
  readonly depth: number;
  readonly seed: number;
}

export interface Venues {
  readonly simulator: StreamSimulator;
  readonly polymarketBooks: PolymarketBooks;
  readonly kalshiBooks: KalshiBooks;
  stop(): Promise<void>;
}

/** The simulator with a book for every listing of the catalog on `venues`. */
export async function startVenues(options: VenueOptions): Promise<Venues> {
  const listings = streamedListings(streamCatalog(options.markets), options.venues);
  const polymarketBooks = new PolymarketBooks(listings, options.depth, options.seed);
  const kalshiBooks = new KalshiBooks(listings, options.depth, options.seed + 1);
  const simulator = await StreamSimulator.start();
  for (const t of polymarketBooks.tokens)
    simulator.setPolymarketBook(
      t.tokenId,
      t.market,
      PolymarketBooks.levels(t.bids),
      PolymarketBooks.levels(t.asks),
    );
  for (const m of kalshiBooks.markets)
    simulator.setKalshiBook(m.ticker, KalshiBooks.levels(m.yes), KalshiBooks.levels(m.no));
  return { simulator, polymarketBooks, kalshiBooks, stop: () => simulator.close() };
}

export interface GatewayOptions {
  readonly markets: number;
  readonly venues: readonly StreamVenue[];
  /** The simulator's stream URLs. */
  readonly urls: { readonly polymarket: string; readonly kalshi: string };
  /** SETTLEGRAPH_STREAM_BOOK_INTERVAL_MS: a book subscriber's least time between two books. */
  readonly bookIntervalMs: number;
  /** API keys (the per-key cap on operations in progress is 50). */
  readonly keys: number;
}

export interface Gateway {
  readonly live: LiveMarketData;
  /** ws://…/graphql */
  readonly url: string;
  readonly keys: readonly string[];
  /** Time each flush took, ms. */
  readonly flushMs: number[];
  /** Flushes that failed, with the reason. */
  readonly flushErrors: string[];
  /** LiveMarketData.flush() every `everyMs` from now on, as the streams run it. */
  startFlushing(everyMs: number): void;
  stopFlushing(): void;
  counters(): StreamCounters[];
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The gateway, once every followed listing has its first book. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const doc = streamCatalog(options.markets);
  const listings = streamedListings(doc, options.venues);
  const store = new MemoryStore();
  await importCatalog(store, doc, { source: 'generated catalog' });
  const live = new LiveMarketData({
    store,
    feeds: { maxQueued: 1_000, bookIntervalMs: options.bookIntervalMs },
  });
  const polymarket = options.venues.includes('polymarket')
    ? new PolymarketStream({ url: options.urls.polymarket, live })
    : undefined;
  let kalshi: KalshiStream | undefined;
  if (options.venues.includes('kalshi')) {
    // The simulator takes any signature without a public key; the handshake is signed all the same.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    kalshi = new KalshiStream({
      url: options.urls.kalshi,
      restRoot: 'http://127.0.0.1:9/not-read',
      http: new VenueHttp({ budgets: {} }),
      live,
      credentials: kalshiCredentials(
        'bench-key',
        privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ),
      pollIntervalMs: 60_000,
    });
  }
  polymarket?.follow(listings);
  kalshi?.follow(listings);
  polymarket?.start();
  kalshi?.start();

  const flushMs: number[] = [];
  const flushErrors: string[] = [];
  let flusher: NodeJS.Timeout | undefined;
  let app: FastifyInstance | undefined;
  const stop = async () => {
    clearInterval(flusher);
    await app?.close();
    await Promise.all([polymarket?.stop(), kalshi?.stop()]);
    await store.close();
  };
  try {
    const deadline = Date.now() + 120_000;
    while (listings.some((l) => live.state(l.listingId)?.current !== true)) {
      if (Date.now() > deadline) throw new Error('the first books had not all arrived after 120 s');
      await sleep(50);
    }
    const keys = Array.from({ length: options.keys }, (_, i) => `stream-bench-key-${i}`);
    const services = createServices(store, { liveFeeds: live, tokenSecret: 'stream-bench' });
    app = await buildApp(services, {
      apiKeys: new ApiKeys(keys.map((key) => ({ key, scopes: ['bench'] }))),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    return {
      live,
      url: `ws://127.0.0.1:${address.port}/graphql`,
      keys,
      flushMs,
      flushErrors,
      startFlushing(everyMs) {
        clearInterval(flusher);
        flusher = setInterval(() => {
          const started = performance.now();
          live.flush().then(
            () => flushMs.push(performance.now() - started),
            (error: unknown) => flushErrors.push((error as Error).message),
          );
        }, everyMs);
      },
      stopFlushing() {
        clearInterval(flusher);
      },
      counters: () => [polymarket?.counters, kalshi?.counters].filter((c) => c !== undefined),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export const subscriptionQuery = {
  quote: 'subscription($id: ID!) { quote(listingId: $id) { listingId bid ask observedAt } }',
  orderbook:
    'subscription($id: ID!) { orderbook(listingId: $id) { listingId observedAt bids { price size } asks { price size } } }',
} as const;

export type SubscriptionKind = keyof typeof subscriptionQuery;

/** One pushed value: the listing and its venue time (`observedAt`). */
export interface Pushed {
  readonly kind: SubscriptionKind;
  readonly listingId: string;
  readonly observedAt: string;
}

/** graphql-ws clients of a gateway, each one WebSocket (opened on its first subscription). */
export class Subscribers {
  private readonly clients: Client[] = [];

  constructor(private readonly url: string) {}

  client(key: string): Client {
    const client = createClient({
      url: this.url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${key}` },
    });
    this.clients.push(client);
    return client;
  }

  /**
   * A subscription whose every value after the first is handed to `onValue`; resolves once the
   * first (the listing's current quote or book) arrived.
   */
  subscribe(
    client: Client,
    kind: SubscriptionKind,
    listingId: string,
    onValue: (pushed: Pushed) => void,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let first = true;
      client.subscribe<Record<SubscriptionKind, Omit<Pushed, 'kind'>>>(
        { query: subscriptionQuery[kind], variables: { id: listingId } },
        {
          next: (result) => {
            if (result.errors) {
              reject(new Error(`${kind} ${listingId}: ${JSON.stringify(result.errors)}`));
              return;
            }
            const value = result.data?.[kind];
            if (!value) return;
            if (first) {
              first = false;
              resolve();
            } else onValue({ kind, listingId: value.listingId, observedAt: value.observedAt });
          },
          error: (error) => reject(subscriptionError(kind, listingId, error)),
          complete: () => undefined,
        },
      );
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((c) => Promise.resolve(c.dispose())));
  }
}

/** A subscription's error as an Error; a closed socket's event says its close code and reason. */
function subscriptionError(kind: SubscriptionKind, listingId: string, error: unknown): Error {
  if (error instanceof Error) return error;
  const close = error as { code?: number; reason?: string; type?: string };
  return new Error(
    `${kind} ${listingId}: ${close.type ?? 'error'} ${close.code ?? ''} ${close.reason ?? ''}`,
  );
}

/**
 * Calls `send` `perSecond` times a second until stopped: a 1 ms timer sends what is due, each call
 * given its scheduled time (performance.now() scale). A stalled event loop delays the sends too;
 * the scheduled time is when a venue, which does not stall with us, would have sent the message.
 */
export function pace(perSecond: number, send: (scheduledAt: number) => void): { stop(): number } {
  const start = performance.now();
  let sent = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) * perSecond) / 1000);
    while (sent < due) {
      send(start + (sent * 1000) / perSecond);
      sent++;
    }
  }, 1);
  return {
    stop: () => {
      clearInterval(timer);
      return sent;
    },
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
