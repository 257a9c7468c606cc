// The venue streams of one process end to end, for the stream tests: a store (either kind) filled
// by a real sync pass over the REST venue simulator, a test server whose REST, GraphQL queries,
// subscriptions and coverage read the same LiveMarketData the streams feed, and the stream
// simulator the streams connect to. What a user sees is read over HTTP and WebSocket.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Client } from 'graphql-ws';
import type { Venue } from '../../src/venues/common/venue-model';
import type { PriceLevel } from '../../src/domain/market-data';
import { dec, formatDec } from '../../src/domain/arithmetic/decimal';
import { LiveMarketData } from '../../src/services/live-market-data';
import { kalshiCredentials } from '../../src/venues/kalshi/kalshi-signing';
import { KalshiStream } from '../../src/venues/kalshi/kalshi-stream';
import { PolymarketStream } from '../../src/venues/polymarket/polymarket-stream';
import type { ReplyBounds } from '../../src/venues/common/reply-watch';
import { streamedListingsOf } from '../../src/sync/streamed-listings';
import type { StreamedListing } from '../../src/domain/stream-port';
import { syncOnce } from '../../src/sync/sync-pass';
import { data } from '../graphql/graphql-client';
import { next, wsClient, type Iterator } from '../graphql/ws-client';
import type { StoreKind } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { StreamSimulator } from '../support/venue-stream-simulator';
import { quickHttp, VenueSimulator, type SimulatedVenues } from '../support/venue-simulator';

export const QUICK = { baseMs: 10, maxMs: 50 };

/** A sync pass of the recorded venues into a fresh store: slow on Neo4j when the machine is busy. */
export const SYNC_ON_A_BUSY_MACHINE_MS = 180_000;
/** A Kalshi market of the recorded venues (test/fixtures/venues) and its YES listing. */
export const KX_TICKER = 'KXFEDDECISION-26DEC-H0';
export const KX_YES = 'lst-kx-kxfeddecision-26dec-h0-yes';
/** A Polymarket market of the recorded venues: its YES token, listing and condition. */
export const PM_TOKEN =
  '19048307355245366074303663981866527486844857207279124286412382013868987503505';
export const PM_LISTING = 'lst-pm-640102-yes';
export const PM_MARKET = '0x' + 'ab'.repeat(32);

/** Levels in canonical decimal text, as books are served. */
export const canonical = (pairs: Iterable<[string, string]>): PriceLevel[] =>
  [...pairs].map(([price, size]) => ({ price: formatDec(dec(price)), size: formatDec(dec(size)) }));

export const bestFirst = (list: PriceLevel[], side: 'bids' | 'asks'): PriceLevel[] =>
  [...list].sort((a, b) => (side === 'bids' ? -1 : 1) * dec(a.price).comparedTo(b.price));

export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  detail: () => unknown = () => '',
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(detail())}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface StreamHarness {
  server: TestServer;
  rest: VenueSimulator;
  venue: StreamSimulator;
  live: LiveMarketData;
  listings: StreamedListing[];
  logged: string[];
  ws: Client;
  kalshi(options?: { replies?: ReplyBounds; idleTimeoutMs?: number }): KalshiStream;
  polymarket(options?: {
    replies?: ReplyBounds;
    idleTimeoutMs?: number;
    keepaliveMs?: number;
  }): PolymarketStream;
  close(): Promise<void>;
}

let keys: { publicKey: KeyObject; pem: string } | undefined;

/**
 * The key pair the harness's Kalshi streams sign with and its simulator checks, made once per test
 * file: an RSA key costs about 0.2 s of CPU, and every test of a stream file starts a harness.
 */
function kalshiKeys(): { publicKey: KeyObject; pem: string } {
  if (keys) return keys;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return (keys = {
    publicKey,
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
}

/**
 * `venues` synced once (`syncVenues`) into a fresh store of `kind`; the streams made by `kalshi()`
 * and `polymarket()` follow the listings that pass brought, signed for Kalshi's book channel.
 */
export async function startStreamHarness(
  kind: StoreKind,
  venues: SimulatedVenues,
  syncVenues: readonly Venue[],
  simulatorOptions: { kalshiHeartbeatMs?: number } = {},
): Promise<StreamHarness> {
  const rest = await VenueSimulator.start(venues);
  rest.pageSize = 1000;
  const store = await kind.open();
  const listings: StreamedListing[] = [];
  await syncOnce(store, quickHttp(rest), rest.endpoints, syncVenues, {
    streams: {
      withoutStreamed: (doc) => doc,
      follow: (doc) => listings.push(...streamedListingsOf(doc)),
    },
  });
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);
  const live = new LiveMarketData({ store, log, feeds: { maxQueued: 1_000, bookIntervalMs: 0 } });
  const server = await startTestServer(store, [], undefined, { liveFeeds: live });
  const { publicKey, pem } = kalshiKeys();
  const venue = await StreamSimulator.start({ kalshiPublicKey: publicKey, ...simulatorOptions });
  const ws = wsClient(server);
  const started: { stop(): Promise<void> }[] = [];
  return {
    server,
    rest,
    venue,
    live,
    listings,
    logged,
    ws,
    kalshi(options = {}) {
      const stream = new KalshiStream({
        url: venue.urls.kalshi,
        restRoot: rest.endpoints.kalshi,
        http: quickHttp(rest),
        live,
        credentials: kalshiCredentials('key-1', pem),
        pollIntervalMs: 3_600_000,
        backoff: QUICK,
        log,
        ...options,
      });
      started.push(stream);
      stream.follow(listings);
      stream.start();
      return stream;
    },
    polymarket(options = {}) {
      const stream = new PolymarketStream({
        url: venue.urls.polymarket,
        live,
        backoff: QUICK,
        log,
        ...options,
      });
      started.push(stream);
      stream.follow(listings);
      stream.start();
      return stream;
    },
    async close() {
      for (const stream of started) await stream.stop();
      await ws.dispose();
      await venue.close();
      await rest.close();
      await server.close();
    },
  };
}

/** A listing's book as a user sees it: over REST (after a flush), a GraphQL query, a subscription. */
export async function servedBooks(
  harness: StreamHarness,
  listingId: string,
): Promise<{ rest: unknown; query: unknown; subscription: unknown }> {
  await harness.live.flush();
  const rest = (await get(harness.server, `/v1/orderbooks?listing_id=${listingId}`)).body.items[0];
  const query = await data(
    harness.server,
    `query($id: ID!) { listing(listingId: $id) { orderbook { bids { price size } asks { price size } } } }`,
    { id: listingId },
  );
  const books = harness.ws.iterate({
    query: `subscription($id: ID!) { orderbook(listingId: $id) { bids { price size } asks { price size } } }`,
    variables: { id: listingId },
  }) as Iterator;
  const first = await next(books);
  await books.return?.();
  return {
    rest: { bids: rest?.bids, asks: rest?.asks },
    query: query.listing.orderbook,
    subscription: first?.data?.orderbook,
  };
}

/** The coverage `feed` of one listing, from GET /v1/coverage. */
export async function feedOf(harness: StreamHarness, listingId: string): Promise<string | null> {
  const coverage = await get(harness.server, `/v1/coverage?listing_ids=${listingId}`);
  return coverage.body.items[0].feed as string | null;
}
