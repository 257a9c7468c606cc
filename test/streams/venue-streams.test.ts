// The venue streams (src/sync/streams/) against the stream simulator, on both stores: each book
// rebuilt from snapshots and deltas equals the simulator's own book after level changes, a
// sequence gap, a message sent twice, wrong best prices, a malformed frame and a dropped
// connection; trades are taken once; a flush writes books, quotes, trades and 1m/1h bars that GET
// /v1 then serves. Kalshi's handshake is signed and verified; without credentials its books are
// polled over REST.
import { generateKeyPairSync } from 'node:crypto';
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import { importCatalog } from '../../src/catalog/import-catalog';
import { dec, formatDec } from '../../src/domain/arithmetic/decimal';
import { normalizeBinaryBook } from '../../src/domain/order-book';
import type { PriceLevel } from '../../src/domain/market-data';
import { LiveMarketData } from '../../src/services/live-market-data';
import { kalshiCredentials } from '../../src/venues/kalshi/kalshi-signing';
import { KalshiStream } from '../../src/venues/kalshi/kalshi-stream';
import { PolymarketStream } from '../../src/venues/polymarket/polymarket-stream';
import { streamedListingsOf } from '../../src/sync/streamed-listings';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import type { StreamedListing } from '../../src/domain/stream-port';
import { VenueStreams } from '../../src/sync/venue-streams';
import { SyncLoop } from '../../src/sync/sync-loop';
import { fixtureJson, venueFiles } from '../catalog/venues/venue-fixtures';
import { STORE_KINDS } from '../support/stores';
import { get, startTestServer, type TestServer } from '../support/test-server';
import { StreamSimulator } from '../support/venue-stream-simulator';
import { quickHttp, VenueSimulator } from '../support/venue-simulator';

const PM_TOKEN = '19048307355245366074303663981866527486844857207279124286412382013868987503505';
const PM_LISTING = 'lst-pm-640102-yes';
const PM_MARKET = '0x' + 'ab'.repeat(32);
const KX_TICKER = 'KXFEDDECISION-26DEC-H0';
const KX_YES = 'lst-kx-kxfeddecision-26dec-h0-yes';
const KX_NO = 'lst-kx-kxfeddecision-26dec-h0-no';
const QUICK = { baseMs: 10, maxMs: 50 };

/** The simulator's levels in canonical decimal text, as books are served. */
const levels = (pairs: Iterable<[string, string]>): PriceLevel[] =>
  [...pairs].map(([price, size]) => ({ price: formatDec(dec(price)), size: formatDec(dec(size)) }));
const sorted = (list: PriceLevel[], side: 'bids' | 'asks') =>
  [...list].sort((a, b) =>
    side === 'bids' ? Number(b.price) - Number(a.price) : Number(a.price) - Number(b.price),
  );

let detail: (() => string) | undefined;

async function until(what: string, check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${detail?.() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(STORE_KINDS)('venue streams ($name store)', (kind) => {
  let server: TestServer;
  let streams: StreamSimulator;
  let listings: StreamedListing[];
  const logged: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(await kind.open());
    const doc = adaptVenuePayloads([venueFiles('polymarket'), venueFiles('kalshi')]);
    await importCatalog(server.store, doc, { source: 'recorded venues' });
    listings = streamedListingsOf(draftFromCatalog(doc));
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await streams?.close();
  });

  const live = () => new LiveMarketData({ store: server.store, log: (line) => logged.push(line) });

  test('Polymarket: the book follows snapshot and changes, is fetched again after a lost change and a lost connection, and lands in the store', async () => {
    streams = await StreamSimulator.start();
    streams.setPolymarketBook(
      PM_TOKEN,
      PM_MARKET,
      [
        ['0.40', '100'],
        ['0.41', '50'],
      ],
      [
        ['0.43', '80'],
        ['0.45', '20'],
      ],
    );
    const data = live();
    const stream = new PolymarketStream({
      url: streams.urls.polymarket,
      live: data,
      backoff: QUICK,
    });
    stream.follow(listings);
    stream.start();
    try {
      const truth = () => {
        const book = streams.polymarketBooks.get(PM_TOKEN)!;
        return { bids: sorted(levels(book.bids), 'bids'), asks: sorted(levels(book.asks), 'asks') };
      };
      const equalsTruth = () => {
        const book = data.book(PM_LISTING);
        const t = truth();
        return (
          book !== undefined &&
          data.state(PM_LISTING)?.current === true &&
          JSON.stringify({ bids: book.bids, asks: book.asks }) === JSON.stringify(t)
        );
      };
      detail = () =>
        JSON.stringify([data.book(PM_LISTING), data.state(PM_LISTING), truth(), logged]);
      await until('the first book', equalsTruth);
      expect(streams.received.polymarket[0]).toContain('"type":"market"');

      streams.polymarketChange(PM_TOKEN, [
        { side: 'BUY', price: '0.42', size: '30' },
        { side: 'SELL', price: '0.43', size: '0' },
      ]);
      await until('the changed book', equalsTruth);
      expect(data.book(PM_LISTING)!.asks[0]).toEqual({ price: '0.45', size: '20' });

      // A change lost on the way: the next changes carry best prices the book does not have.
      // Within one time that can be a crossing order's burst; at a later time it is a lost update,
      // and the token is subscribed again and its book resent.
      const at = Date.now();
      streams.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.43', size: '8' }], {
        lost: true,
      });
      streams.polymarketChange(PM_TOKEN, [{ side: 'BUY', price: '0.39', size: '5' }], {
        timestamp: at + 1,
      });
      streams.polymarketChange(PM_TOKEN, [{ side: 'SELL', price: '0.46', size: '1' }], {
        timestamp: at + 2,
      });
      await until('the resnapshot', () => stream.counters.resnapshots === 1 && equalsTruth());
      expect(streams.received.polymarket.some((f) => f.includes('"operation":"unsubscribe"'))).toBe(
        true,
      );

      streams.sendRaw('polymarket', '{"event_type":"book","asset_id":');
      await until('the malformed frame', () => stream.counters.malformed === 1);

      streams.dropConnections('polymarket');
      streams.polymarketBooks.get(PM_TOKEN)!.bids.set('0.38', '7');
      await until('the book after a reconnect', () => stream.connections === 2 && equalsTruth());

      streams.polymarketTrade(PM_TOKEN, '0.42', '12.5', 'BUY');
      await until('the trade', () => data.quote(PM_LISTING)?.last === '0.42');

      await data.flush();
      const books = await get(server, `/v1/orderbooks?listing_id=${PM_LISTING}`);
      expect(books.body.items[0]).toMatchObject({
        listing_id: PM_LISTING,
        bids: truth().bids,
        asks: truth().asks,
      });
      const quotes = await get(server, `/v1/quotes?listing_id=${PM_LISTING}`);
      expect(quotes.body.items[0]).toMatchObject({ bid: '0.43', ask: '0.45', last: '0.42' });
      const trades = await get(server, `/v1/trades?listing_id=${PM_LISTING}`);
      expect(trades.body.items).toEqual([
        expect.objectContaining({ price: '0.42', quantity: '12.5', taker_side: 'BUY' }),
      ]);
      // Market statistics come from the stored trades, streamed ones included.
      const stats = await get(server, `/v1/market-stats?listing_id=${PM_LISTING}&window=1h`);
      const traded = (stats.body.items[0].statistics as { name: string; value: string }[]).find(
        (s) => s.name === 'traded_quantity',
      );
      expect(traded?.value).toBe('12.5');
      const minute = new Date(Date.parse(trades.body.items[0].executed_at));
      minute.setUTCSeconds(0, 0);
      const bars = await get(
        server,
        `/v1/price-history?listing_id=${PM_LISTING}&interval=1m&start=${minute.toISOString()}&end=${new Date(minute.getTime() + 60_000).toISOString()}`,
      );
      expect(bars.body.items).toEqual([
        expect.objectContaining({ open: '0.42', close: '0.42', volume: '12.5' }),
      ]);
    } finally {
      await stream.stop();
    }
  });

  test('Kalshi, signed: both listings follow snapshot and deltas through a gap, a duplicate and a reconnect; a trade repeated is taken once', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    streams = await StreamSimulator.start({ kalshiPublicKey: publicKey });
    streams.setKalshiBook(
      KX_TICKER,
      [
        ['0.40', '100.00'],
        ['0.41', '10.00'],
      ],
      [
        ['0.55', '30.00'],
        ['0.57', '5.00'],
      ],
    );
    const data = live();
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const stream = new KalshiStream({
      url: streams.urls.kalshi,
      restRoot: 'http://127.0.0.1:1/unused',
      http: undefined as never,
      live: data,
      credentials: kalshiCredentials('key-1', pem),
      pollIntervalMs: 60_000,
      backoff: QUICK,
    });
    stream.follow(listings);
    stream.start();
    try {
      const equalsTruth = () => {
        const book = streams.kalshiBooks.get(KX_TICKER)!;
        const truth = normalizeBinaryBook(levels(book.yes), levels(book.no), '1');
        const yes = data.book(KX_YES);
        const no = data.book(KX_NO);
        return (
          yes !== undefined &&
          no !== undefined &&
          data.state(KX_YES)?.current === true &&
          JSON.stringify({ bids: yes.bids, asks: yes.asks }) === JSON.stringify(truth.yes) &&
          JSON.stringify({ bids: no.bids, asks: no.asks }) === JSON.stringify(truth.no)
        );
      };
      await until('the snapshot', equalsTruth);
      // The best NO bid (0.57 × 5) is the best YES ask at 1 − 0.57.
      expect(data.book(KX_YES)!.asks[0]).toEqual({ price: '0.43', size: '5' });

      streams.kalshiDelta(KX_TICKER, 'yes', '0.41', '-4.00');
      streams.kalshiDelta(KX_TICKER, 'no', '0.56', '12.00', 'duplicate');
      await until('the deltas, the duplicate taken once', equalsTruth);

      streams.kalshiDelta(KX_TICKER, 'yes', '0.42', '3.00', 'gap');
      streams.kalshiDelta(KX_TICKER, 'yes', '0.40', '-50.00');
      await until(
        'the book after the gap',
        () => stream.counters.resnapshots >= 1 && equalsTruth(),
      );
      expect(streams.received.kalshi.some((f) => f.includes('"get_snapshot"'))).toBe(true);

      streams.dropConnections('kalshi');
      streams.kalshiBooks.get(KX_TICKER)!.no.set('0.50', '1.00');
      await until('the book after a reconnect', () => stream.connections === 2 && equalsTruth());

      streams.kalshiTrade(KX_TICKER, 'trade-1', '0.4100', '3.00', 'no');
      streams.kalshiTrade(KX_TICKER, 'trade-1', '0.4100', '3.00', 'no');
      await until('the trade', () => data.quote(KX_YES)?.last === '0.41');
      await data.flush();
      const trades = await get(server, `/v1/trades?listing_id=${KX_YES}`);
      expect(
        trades.body.items.filter((t: { trade_id: string }) => t.trade_id === 'trade-1'),
      ).toEqual([expect.objectContaining({ price: '0.41', quantity: '3', taker_side: 'SELL' })]);
      const noBook = await get(server, `/v1/orderbooks?listing_id=${KX_NO}`);
      expect(noBook.body.items[0].bids[0]).toEqual({ price: '0.57', size: '5' });

      // The market closes: it leaves both subscriptions and its listings are no longer streamed.
      stream.follow(
        listings.filter((l) => l.ticker === KX_TICKER).map((l) => ({ ...l, open: false })),
      );
      await until('the market to leave its subscriptions', () =>
        streams.kalshiSubscriptions().every((s) => !s.tickers.includes(KX_TICKER)),
      );
      expect(
        streams
          .kalshiSubscriptions()
          .map((s) => s.channel)
          .sort(),
      ).toEqual(['orderbook_delta', 'trade']);
      expect(data.state(KX_YES)).toBeUndefined();
    } finally {
      await stream.stop();
    }
  });

  test('Kalshi: a handshake signed with another key is refused; without credentials the books are polled over REST', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    streams = await StreamSimulator.start({ kalshiPublicKey: publicKey });
    const data = live();
    const refused = new KalshiStream({
      url: streams.urls.kalshi,
      restRoot: 'http://127.0.0.1:1/unused',
      http: undefined as never,
      live: data,
      credentials: kalshiCredentials(
        'key-1',
        other.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ),
      pollIntervalMs: 60_000,
      backoff: QUICK,
      log: (line) => logged.push(line),
    });
    refused.follow(listings);
    refused.start();
    await until('the refusal', () => logged.some((l) => l.includes('refused with HTTP 401')));
    await refused.stop();
    expect(streams.connections.kalshi).toBe(0);

    const rest = await VenueSimulator.start();
    const polled = new KalshiStream({
      url: streams.urls.kalshi,
      restRoot: rest.endpoints.kalshi,
      http: quickHttp(rest),
      live: data,
      pollIntervalMs: 60_000,
      backoff: QUICK,
    });
    try {
      polled.follow(listings);
      polled.start();
      await polled.pollBooks();
      // The recorded book of test/fixtures/venues/kalshi/orderbook-kxfeddecision-26dec-h0.json.
      expect(data.book(KX_YES)).toMatchObject({ source: 'POLLED' });
      expect(data.state(KX_NO)).toMatchObject({ source: 'POLLED', current: true });
      expect(polled.bookSource).toBe('POLLED');
      await until('the public subscription', () =>
        streams
          .kalshiSubscriptions()
          .some((s) => s.channel === 'trade' && s.tickers.includes(KX_TICKER)),
      );
      expect(streams.kalshiSubscriptions().some((s) => s.channel === 'orderbook_delta')).toBe(
        false,
      );
    } finally {
      await polled.stop();
      await rest.close();
    }
  });
});

describe('a continuous sync runs the streams', () => {
  test('the streams follow the listings each imported page brings, and their data lands at the persist interval', async () => {
    const rest = await VenueSimulator.start();
    const streams = await StreamSimulator.start();
    const server = await startTestServer(await STORE_KINDS[0]!.open());
    streams.setPolymarketBook(PM_TOKEN, PM_MARKET, [['0.40', '100']], [['0.44', '10']]);
    const http = quickHttp(rest);
    const loop = new SyncLoop({
      store: server.store,
      http,
      endpoints: rest.endpoints,
      venues: ['polymarket'],
      intervalMs: 3_600_000,
      kindIntervals: { fullMs: 3_600_000, tradesMs: 3_600_000, historyMs: 3_600_000 },
      log: () => undefined,
      streams: new VenueStreams({
        store: server.store,
        http,
        kalshiRestRoot: rest.endpoints.kalshi,
        venues: ['polymarket'],
        config: {
          enabled: true,
          polymarketUrl: streams.urls.polymarket,
          kalshiUrl: streams.urls.kalshi,
          pollIntervalSeconds: 60,
          persistIntervalMs: 50,
          bookIntervalMs: 0,
        },
        log: () => undefined,
      }),
    });
    try {
      loop.start();
      const latestBook = async () =>
        (await get(server, `/v1/orderbooks?listing_id=${PM_LISTING}`)).body.items?.[0];
      let book: { bids: PriceLevel[]; asks: PriceLevel[] } | undefined;
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        book = await latestBook();
        if (book?.asks[0]?.price === '0.44') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(book).toMatchObject({
        bids: [{ price: '0.4', size: '100' }],
        asks: [{ price: '0.44', size: '10' }],
      });
      const subscribed = streams.received.polymarket.join('\n');
      expect(subscribed).toContain(PM_TOKEN);
    } finally {
      await loop.stop();
      await server.close();
      await streams.close();
      await rest.close();
    }
  });
});

describe('a recorded Polymarket burst', () => {
  test("a crossing order whose best prices lead its own level changes (within one time) is no lost update: the book ends as the venue's next book, never fetched again", async () => {
    const events = fixtureJson('streams/polymarket/price-change-crossing-burst.json') as {
      event_type: string;
      asset_id?: string;
      bids?: { price: string; size: string }[];
      asks?: { price: string; size: string }[];
    }[];
    const first = events[0]!;
    const last = events[events.length - 1]!;
    const token = first.asset_id!;
    const streams = await StreamSimulator.start();
    const data = new LiveMarketData({ store: undefined as never });
    const stream = new PolymarketStream({
      url: streams.urls.polymarket,
      live: data,
      backoff: QUICK,
    });
    stream.follow([{ listingId: 'lst-burst', venue: 'polymarket', tokenId: token, open: true }]);
    stream.start();
    try {
      await until('the subscription', () => streams.received.polymarket.length > 0);
      for (const event of events.slice(0, -1)) streams.sendRaw('polymarket', JSON.stringify(event));
      await until('every message', () => stream.counters.messages === events.length - 1);
      const canonical = (list: { price: string; size: string }[], side: 'bids' | 'asks') =>
        sorted(levels(list.map((l) => [l.price, l.size])), side);
      expect(data.book('lst-burst')).toMatchObject({
        bids: canonical(last.bids!, 'bids'),
        asks: canonical(last.asks!, 'asks'),
      });
      expect(stream.counters.resnapshots).toBe(0);
    } finally {
      await stream.stop();
      await streams.close();
    }
  });
});
